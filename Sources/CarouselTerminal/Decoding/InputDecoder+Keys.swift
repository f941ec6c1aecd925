import CarouselKit

/// Keys: control bytes, UTF-8, and the ESC, CSI and SS3 sequences of xterm, rxvt and the Linux console.
extension InputDecoder {
    func parse(at i: Int, final: Bool) -> Step {
        let b = buffer[i]
        switch b {
        case 0x1B: return parseEscape(at: i, final: final)
        case 0x0D: return .event(.key(KeyEvent(.enter)), i + 1)
        // Ctrl-J: Enter wherever nothing binds `ctrl-j` (fzf's moves down), see `BindTrigger`.
        case 0x0A: return .event(.key(KeyEvent(.enter, control: true)), i + 1)
        case 0x09: return .event(.key(KeyEvent(.tab)), i + 1)
        case 0x7F, 0x08: return .event(.key(KeyEvent(.backspace)), i + 1)
        // Ctrl-Space (and Ctrl-@) send NUL; Ctrl-\ ] ^ / (Ctrl-_) the four after Ctrl-Z.
        case 0x00: return .event(.key(KeyEvent(.control(" "), control: true)), i + 1)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(b + 0x60))
            return .event(.key(KeyEvent(.control(letter), control: true)), i + 1)
        case 0x1C...0x1F:
            let c: Character = b == 0x1C ? "\\" : b == 0x1D ? "]" : b == 0x1E ? "^" : "/"
            return .event(.key(KeyEvent(.control(c), control: true)), i + 1)
        case 0x20...0x7E: return .event(.key(KeyEvent(.character(Character(Unicode.Scalar(b))))), i + 1)
        default: return parseUTF8(at: i, final: final)
        }
    }

    private func parseUTF8(at i: Int, final: Bool) -> Step {
        let b = buffer[i]
        let length: Int
        switch b {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(i + 1)  // stray continuation or invalid lead byte
        }
        var value = UInt32(b) & (length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07))
        for k in 1..<length {
            guard i + k < buffer.count else { return final ? .skip(buffer.count) : .needMore }
            let c = buffer[i + k]
            guard c & 0xC0 == 0x80 else { return .skip(i + k) }
            value = value << 6 | UInt32(c & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), value >= 0xA0 else { return .skip(i + length) }
        return .event(.key(KeyEvent(.character(Character(scalar)))), i + length)
    }

    private func parseEscape(at i: Int, final: Bool) -> Step {
        guard i + 1 < buffer.count else {
            return final ? .event(.key(KeyEvent(.escape)), i + 1) : .needMore
        }
        let next = buffer[i + 1]
        switch next {
        case UInt8(ascii: "["): return parseCSI(at: i, final: final)
        case UInt8(ascii: "O"): return parseSS3(at: i, final: final)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            // OSC, DCS, APC, PM, SOS: a terminal's reply, never a key. Alone at the Escape
            // timeout it was Alt with that key.
            guard i + 2 < buffer.count else {
                return final ? .event(.key(KeyEvent(.character(Character(Unicode.Scalar(next))), alt: true)), i + 2) : .needMore
            }
            return .beginControlString(i + 2)
        case UInt8(ascii: "\\"):
            // A string terminator on its own (its string was cut off): not Alt-\.
            return .skip(i + 2)
        case 0x1B:
            return parseMetaPrefixed(at: i, final: final)
        case 0x20...0x7E:
            // Alt plus a key.
            return .event(.key(KeyEvent(.character(Character(Unicode.Scalar(next))), alt: true)), i + 2)
        case 0x0D: return .event(.key(KeyEvent(.enter, alt: true)), i + 2)
        case 0x7F, 0x08: return .event(.key(KeyEvent(.backspace, alt: true)), i + 2)
        case 0x09: return .event(.key(KeyEvent(.tab, alt: true)), i + 2)
        case 0x01...0x1A:
            // Ctrl-Alt with a letter (`ctrl-alt-a` is ESC ^A).
            return .event(.key(KeyEvent(.control(Character(Unicode.Scalar(next + 0x60))), alt: true, control: true)), i + 2)
        default:
            return .event(.key(KeyEvent(.escape)), i + 1)
        }
    }

    /// `ESC ESC ...`: rxvt sends Alt with a cursor key as ESC before the key's own sequence
    /// (`ESC ESC [ C` is Alt+Right); anything else makes the first ESC an Escape press.
    private func parseMetaPrefixed(at i: Int, final: Bool) -> Step {
        guard i + 2 < buffer.count else {
            return final ? .event(.key(KeyEvent(.escape)), i + 1) : .needMore
        }
        let third = buffer[i + 2]
        guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else {
            return .event(.key(KeyEvent(.escape)), i + 1)
        }
        switch parseEscape(at: i + 1, final: final) {
        case .event(.key(var key), let next):
            key.alt = true
            return .event(.key(key), next)
        case .statusReport, .reply:
            // The terminal's answer to a frame (or a question) right after an Escape press.
            return .event(.key(KeyEvent(.escape)), i + 1)
        case let other:
            return other
        }
    }

    private func parseSS3(at i: Int, final: Bool) -> Step {
        guard i + 2 < buffer.count else {
            return final ? .event(.key(KeyEvent(.character("O"), alt: true)), i + 2) : .needMore
        }
        let key: Key?
        switch buffer[i + 2] {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "M"): key = .enter
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        default: key = nil
        }
        guard let key else { return .skip(i + 3) }
        return .event(.key(KeyEvent(key)), i + 3)
    }

    /// The numbers of a CSI sequence that keys use: how many, the first two.
    /// Internal: the mouse parsers read their numbers into it too.
    struct CSIParameters {
        var count = 0
        var first = 0
        var second = 0
        mutating func append(_ value: Int) {
            if count == 0 { first = value } else if count == 1 { second = value }
            count += 1
        }
    }

    private func parseCSI(at i: Int, final: Bool) -> Step {
        let start = i + 2
        guard start < buffer.count else { return final ? .skip(buffer.count) : .needMore }
        if buffer[start] == UInt8(ascii: "<") { return parseSGRMouse(at: i, final: final) }
        if buffer[start] == UInt8(ascii: "M") { return parseX10Mouse(at: i, final: final) }
        if buffer[start] == UInt8(ascii: "[") {
            // Linux console function keys: ESC [ [ A ... E.
            guard start + 1 < buffer.count else { return final ? .skip(buffer.count) : .needMore }
            let f = Int(buffer[start + 1]) - Int(UInt8(ascii: "A")) + 1
            return (1...5).contains(f) ? .event(.key(KeyEvent(.function(f))), start + 2) : .skip(start + 2)
        }
        var j = start
        var params = CSIParameters()
        var current: Int? = nil
        // A private marker (`?`, `>`, `=`) or an intermediate byte (`$`, space, ...) marks a
        // reply to a query (DA1 `ESC [ ? 64 ; 1 c`, DECRPM `ESC [ ? 1016 ; 2 $ y`): no key.
        var isReply = false
        while j < buffer.count {
            let c = buffer[j]
            if j - i > Self.maximumSequenceLength { return .skip(j) }
            switch c {
            case 0x30...0x39:
                current = min((current ?? 0) * 10 + Int(c - 0x30), 1_000_000)
            case UInt8(ascii: ";"):
                params.append(current ?? 1); current = nil
            case UInt8(ascii: "$") where !isReply && params.count == 0 && current != nil:
                // rxvt ends its shifted editing keys with `$` (`ESC [ 7 $` is Shift+Home).
                return keyFromCSI(final: UInt8(ascii: "~"), params: CSIParameters(count: 1, first: current ?? 0), shift: true)
                    .map { .event(.key($0), j + 1) } ?? .skip(j + 1)
            case 0x3A:
                break  // sub-parameters: accepted, ignored
            case 0x3C...0x3F, 0x20...0x2F:
                isReply = true
            case 0x40...0x7E:
                if let current { params.append(current) }
                if isReply { return .reply(j + 1) }
                if c == UInt8(ascii: "t") {
                    // The answer to `CSI 16 t`: `ESC [ 6 ; height ; width t`, or an in-band
                    // resize (mode 2048): `ESC [ 48 ; rows ; columns ; height ; width t`; never a key.
                    if let report = InBandResize(parameters: buffer[start..<j]) { return .resize(report, j + 1) }
                    return Self.cellSize(reply: buffer[start..<j]).map { .cellSize($0, j + 1) } ?? .skip(j + 1)
                }
                if c == UInt8(ascii: "~") && params.count == 1 && params.first == 200 { return .beginPaste(j + 1) }
                // "Terminal OK", the answer to `CSI 5 n`: never a key.
                if c == UInt8(ascii: "n") && params.count == 1 && params.first == 0 { return .statusReport(j + 1) }
                // A cursor position report (the answer to `CSI 6 n`), `ESC [ row ; column R`:
                // no key has that final byte.
                if c == UInt8(ascii: "R") && params.count == 2 { return .reply(j + 1) }
                return keyFromCSI(final: c, params: params).map { .event(.key($0), j + 1) } ?? .skip(j + 1)
            default:
                // Not part of a CSI sequence: drop what came before and read on from here.
                return .skip(j)
            }
            j += 1
        }
        return final ? .skip(buffer.count) : .needMore
    }

    private func keyFromCSI(final: UInt8, params: CSIParameters, shift extraShift: Bool = false) -> KeyEvent? {
        let modifier = params.count >= 2 ? params.second - 1 : 0
        var shift = modifier & 1 != 0 || extraShift, control = modifier & 4 != 0
        let alt = modifier & 2 != 0
        var final = final
        // rxvt's editing keys with Control end in `^`, with Control and Shift in `@`.
        if final == UInt8(ascii: "^") || final == UInt8(ascii: "@") {
            control = true
            if final == UInt8(ascii: "@") { shift = true }
            final = UInt8(ascii: "~")
        }
        func make(_ k: Key) -> KeyEvent { KeyEvent(k, shift: shift, alt: alt, control: control) }
        let first = params.count >= 1 ? params.first : 0
        switch final {
        case UInt8(ascii: "A"): return make(.up)
        case UInt8(ascii: "B"): return make(.down)
        case UInt8(ascii: "C"): return make(.right)
        case UInt8(ascii: "D"): return make(.left)
        case UInt8(ascii: "H"): return make(.home)
        case UInt8(ascii: "F"): return make(.end)
        case UInt8(ascii: "Z"): return KeyEvent(.backTab, shift: true)
        // rxvt's shifted arrows.
        case UInt8(ascii: "a"): return KeyEvent(.up, shift: true)
        case UInt8(ascii: "b"): return KeyEvent(.down, shift: true)
        case UInt8(ascii: "c"): return KeyEvent(.right, shift: true)
        case UInt8(ascii: "d"): return KeyEvent(.left, shift: true)
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: return make(.home)
            case 2: return make(.insert)
            case 3: return make(.delete)
            case 4, 8: return make(.end)
            case 5: return make(.pageUp)
            case 6: return make(.pageDown)
            case 11...15: return make(.function(first - 10))
            case 17...21: return make(.function(first - 11))
            case 23, 24: return make(.function(first - 12))
            default: return nil
            }
        default: return nil
        }
    }

    /// `6 ; height ; width` (the parameters of the `CSI 16 t` answer) as a cell size.
    static func cellSize(reply: ArraySlice<UInt8>) -> CellPixelSize? {
        let fields = reply.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { (0x30...0x39).contains($0) } }) else {
            return nil
        }
        let numbers = fields.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        guard numbers[0] == 6 else { return nil }
        let size = CellPixelSize(width: Double(numbers[2]), height: Double(numbers[1]))
        return size.isUsable ? size : nil
    }
}
