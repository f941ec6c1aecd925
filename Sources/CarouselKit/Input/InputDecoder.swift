/// Turns the bytes a terminal sends into keys and mouse events, under any `TERM`.
///
/// Reads both mouse encodings: SGR (`ESC [ < b ; x ; y M/m`, mode 1006) and X10
/// (`ESC [ M b x y`, the only one some terminals and `tmux-256color` terminfo know), plus
/// the cursor keys of xterm, rxvt and the Linux console. Anything it does not recognise is
/// dropped whole, so random bytes can never turn into surprising keys or stall the input.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed(Array("\u{1B}[<0;10;5M".utf8))   // [.mouse(press at x 9, y 4)]
/// ```
public struct InputDecoder: Sendable {
    private var buffer: [UInt8] = []
    /// Longest escape sequence accepted; longer ones are garbage and are dropped.
    static let maximumSequenceLength = 48

    public init() {}

    /// True when bytes wait for the rest of a sequence (or for the Escape timeout).
    public var hasPendingInput: Bool { !buffer.isEmpty }

    /// Decodes every complete event in `bytes` plus whatever was pending.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [InputEvent] where S.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var i = 0
        while i < buffer.count {
            switch parse(at: i, final: false) {
            case .needMore:
                buffer.removeFirst(i)
                return events
            case .event(let e, let next):
                events.append(e)
                i = next
            case .skip(let next):
                i = next
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return events
    }

    /// Called when no more bytes came within the Escape delay: a lone ESC is the Escape
    /// key; any other unfinished sequence is dropped.
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        var i = 0
        while i < buffer.count {
            switch parse(at: i, final: true) {
            case .needMore: i = buffer.count
            case .event(let e, let next): events.append(e); i = next
            case .skip(let next): i = next
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return events
    }

    private enum Step { case needMore, event(InputEvent, Int), skip(Int) }

    private func parse(at i: Int, final: Bool) -> Step {
        let b = buffer[i]
        switch b {
        case 0x1B: return parseEscape(at: i, final: final)
        case 0x0D, 0x0A: return .event(.key(KeyEvent(.enter)), i + 1)
        case 0x09: return .event(.key(KeyEvent(.tab)), i + 1)
        case 0x7F, 0x08: return .event(.key(KeyEvent(.backspace)), i + 1)
        case 0x00: return .skip(i + 1)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(b + 0x60))
            return .event(.key(KeyEvent(.control(letter), control: true)), i + 1)
        case 0x1C...0x1F: return .skip(i + 1)
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
        default: return .skip(i + 1)   // stray continuation or invalid lead byte
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
        case UInt8(ascii: "]"): return parseOperatingSystemCommand(at: i, final: final)
        case 0x1B:
            // ESC ESC: the first is an Escape key press.
            return .event(.key(KeyEvent(.escape)), i + 1)
        case 0x20...0x7E:
            // Alt plus a key.
            return .event(.key(KeyEvent(.character(Character(Unicode.Scalar(next))), alt: true)), i + 2)
        default:
            return .event(.key(KeyEvent(.escape)), i + 1)
        }
    }

    /// `ESC ] ... BEL` or `ESC ] ... ESC \`: a terminal's reply (such as the background
    /// colour, when it comes after the start-up wait), never a key; dropped whole. A lone
    /// `ESC ]` at the Escape timeout is Alt+].
    private func parseOperatingSystemCommand(at i: Int, final: Bool) -> Step {
        var j = i + 2
        if j >= buffer.count && final {
            return .event(.key(KeyEvent(.character("]"), alt: true)), i + 2)
        }
        while j < buffer.count {
            if j - i > Self.longestTerminalReply { return .skip(j) }
            switch buffer[j] {
            case 0x07: return .skip(j + 1)
            case 0x1B:
                guard j + 1 < buffer.count else { return final ? .skip(buffer.count) : .needMore }
                return .skip(buffer[j + 1] == UInt8(ascii: "\\") ? j + 2 : j)
            default: j += 1
            }
        }
        return final ? .skip(buffer.count) : .needMore
    }

    /// Longest terminal reply string accepted (`ESC ] 11 ; rgb:ffff/ffff/ffff ESC \` is 25).
    static let longestTerminalReply = 128

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
        var params: [Int] = []
        var current: Int? = nil
        // `ESC [ ? ...` and `ESC [ > ...` are replies (device attributes), not keys.
        let isReply = (0x3D...0x3F).contains(buffer[start])
        while j < buffer.count {
            let c = buffer[j]
            if j - i > Self.maximumSequenceLength { return .skip(j) }
            switch c {
            case 0x30...0x39:
                current = min((current ?? 0) * 10 + Int(c - 0x30), 1_000_000)
            case UInt8(ascii: ";"):
                params.append(current ?? 1); current = nil
            case 0x3A...0x3F, 0x20...0x2F:
                break   // private markers and intermediates: accepted, ignored
            case 0x40...0x7E:
                if let current { params.append(current) }
                if isReply { return .skip(j + 1) }
                return keyFromCSI(final: c, params: params).map { .event(.key($0), j + 1) } ?? .skip(j + 1)
            default:
                // Not part of a CSI sequence: drop what came before and read on from here.
                return .skip(j)
            }
            j += 1
        }
        return final ? .skip(buffer.count) : .needMore
    }

    private func keyFromCSI(final: UInt8, params: [Int]) -> KeyEvent? {
        let modifier = params.count >= 2 ? params[1] - 1 : 0
        let shift = modifier & 1 != 0, alt = modifier & 2 != 0, control = modifier & 4 != 0
        func make(_ k: Key) -> KeyEvent { KeyEvent(k, shift: shift, alt: alt, control: control) }
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
            switch params.first ?? 0 {
            case 1, 7: return make(.home)
            case 2: return make(.insert)
            case 3: return make(.delete)
            case 4, 8: return make(.end)
            case 5: return make(.pageUp)
            case 6: return make(.pageDown)
            case 11...15: return make(.function((params.first ?? 11) - 10))
            case 17...21: return make(.function((params.first ?? 17) - 11))
            case 23, 24: return make(.function((params.first ?? 23) - 12))
            default: return nil
            }
        default: return nil
        }
    }

    private func parseSGRMouse(at i: Int, final: Bool) -> Step {
        var j = i + 3
        var numbers: [Int] = []
        var current: Int? = nil
        var malformed = false
        while j < buffer.count {
            let c = buffer[j]
            if j - i > Self.maximumSequenceLength { return .skip(j) }
            switch c {
            case 0x30...0x39:
                current = min((current ?? 0) * 10 + Int(c - 0x30), 10_000_000)
            case UInt8(ascii: ";"):
                // An empty or extra parameter: the report is garbage, but it still ends at
                // its final M or m, and none of it may leak out as keys.
                if let value = current, numbers.count < 2 { numbers.append(value) } else { malformed = true }
                current = nil
            case UInt8(ascii: "M"), UInt8(ascii: "m"):
                guard !malformed, let value = current, numbers.count == 2 else { return .skip(j + 1) }
                numbers.append(value)
                let event = Self.mouse(code: numbers[0], column: numbers[1], row: numbers[2], sgrRelease: c == UInt8(ascii: "m"))
                return event.map { .event(.mouse($0), j + 1) } ?? .skip(j + 1)
            default:
                return .skip(j)
            }
            j += 1
        }
        return final ? .skip(buffer.count) : .needMore
    }

    private func parseX10Mouse(at i: Int, final: Bool) -> Step {
        guard i + 5 < buffer.count else { return final ? .skip(buffer.count) : .needMore }
        let code = Int(buffer[i + 3]) - 32, column = Int(buffer[i + 4]) - 32, row = Int(buffer[i + 5]) - 32
        guard code >= 0 else { return .skip(i + 6) }
        let event = Self.mouse(code: code, column: column, row: row, sgrRelease: false, x10: true)
        return event.map { .event(.mouse($0), i + 6) } ?? .skip(i + 6)
    }

    /// Decodes a button code and 1-based coordinates; `nil` for nonsense.
    static func mouse(code: Int, column: Int, row: Int, sgrRelease: Bool, x10: Bool = false) -> MouseEvent? {
        guard column >= 1, row >= 1, code >= 0, code < 256 else { return nil }
        let x = column - 1, y = row - 1
        let shift = code & 4 != 0
        let low = code & 3
        let button: MouseButton = [.left, .middle, .right, .none][low]
        if code & 64 != 0 {
            if code & 128 != 0 { return nil }
            switch low {
            case 0: return MouseEvent(kind: .wheel(dx: 0, dy: -1), button: .none, x: x, y: y, shift: shift)
            case 1: return MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: x, y: y, shift: shift)
            case 2: return MouseEvent(kind: .wheel(dx: -1, dy: 0), button: .none, x: x, y: y, shift: shift)
            default: return MouseEvent(kind: .wheel(dx: 1, dy: 0), button: .none, x: x, y: y, shift: shift)
            }
        }
        if code & 128 != 0 { return nil }   // extra buttons 8-11: not ours
        if sgrRelease { return MouseEvent(kind: .release, button: button, x: x, y: y, shift: shift) }
        if code & 32 != 0 { return MouseEvent(kind: .motion, button: button, x: x, y: y, shift: shift) }
        if x10 && low == 3 { return MouseEvent(kind: .release, button: .none, x: x, y: y, shift: shift) }
        return MouseEvent(kind: .press, button: button, x: x, y: y, shift: shift)
    }
}
