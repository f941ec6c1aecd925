/// Turns the bytes a terminal sends into keys and mouse events, under any `TERM`.
///
/// Reads both mouse encodings: SGR (`ESC [ < b ; x ; y M/m`, mode 1006) and X10
/// (`ESC [ M b x y`, the only one some terminals and `tmux-256color` terminfo know), plus
/// the cursor keys of xterm, rxvt and the Linux console, and meta-prefixed keys (urxvt's
/// Alt+Right is `ESC ESC [ C`). A bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`, mode
/// 2004) is one `.paste`, never keys. Replies to terminal queries (OSC, DCS, APC, PM and SOS
/// strings, CSI replies with a private marker or an intermediate byte such as DA1 or DECRPM)
/// are swallowed whole. Anything it does not recognise is dropped whole, so random bytes can
/// never turn into surprising keys or stall the input.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed(Array("\u{1B}[<0;10;5M".utf8))   // [.mouse(press at x 9, y 4)]
/// ```
public struct InputDecoder: Sendable {
    private var buffer: [UInt8] = []
    /// What the bytes at the front of `buffer` belong to.
    private enum Mode: Sendable { case ground, paste, controlString }
    private var mode = Mode.ground
    /// The paste so far (at most `maximumPasteLength` bytes of it).
    private var pasteBytes: [UInt8] = []
    /// How many bytes of the current control string have gone by.
    private var controlStringLength = 0
    /// The sequence at the front of `buffer` is the tail of one whose ESC was already taken
    /// as the Escape key: whatever it decodes to is dropped.
    private var dropsEscapeTail = false

    /// Longest escape sequence accepted; longer ones are garbage and are dropped.
    static let maximumSequenceLength = 48
    /// Most of a paste kept for `.paste`; the rest is still swallowed up to the end marker.
    public static let maximumPasteLength = 1 << 16
    /// A control string longer than this is no reply to anything we asked: decoding goes
    /// back to keys.
    static let maximumControlStringLength = 1 << 16

    /// Set while SGR-Pixels (mode 1016) is on: SGR mouse reports are then pixels, which
    /// this size turns into fractions of cells (the report looks the same as a cell report,
    /// so only what the program enabled says which it is). `nil`: reports are cells.
    public var pixelCellSize: CellPixelSize?
    /// The terminal's answer to `CSI 16 t` (`ESC [ 6 ; height ; width t`), the cell's size
    /// in pixels, when one came; the caller takes it with `takeReportedCellSize()`.
    public private(set) var reportedCellSize: CellPixelSize?
    /// The terminal's size in cells from an in-band resize report (mode 2048,
    /// `ESC [ 48 ; rows ; columns ; height ; width t`), which also sets `reportedCellSize`;
    /// the caller takes it with `takeReportedResize()`.
    public private(set) var reportedResize: (width: Int, height: Int)?

    public init() {}

    /// The size an in-band resize report last gave, once.
    public mutating func takeReportedResize() -> (width: Int, height: Int)? {
        defer { reportedResize = nil }
        return reportedResize
    }

    /// The cell size the terminal last reported, once.
    public mutating func takeReportedCellSize() -> CellPixelSize? {
        defer { reportedCellSize = nil }
        return reportedCellSize
    }

    /// True when bytes wait for the rest of a sequence (or for the Escape timeout): the
    /// caller should `flush()` once no byte came for the Escape delay. An open paste is not
    /// pending input: it waits for its end marker however long that takes.
    public var hasPendingInput: Bool {
        switch mode {
        case .ground: return !buffer.isEmpty
        case .controlString: return true
        case .paste: return false
        }
    }

    /// True between a paste's start and end markers.
    public var isInPaste: Bool { mode == .paste }

    /// True right after `flush()` took a lone ESC as the Escape key: if the next bytes are
    /// the rest of an escape sequence (`[C`, `[<32;40;12M`, `OA`, `]11;...`) that was split
    /// after its ESC by a slow link, they are dropped whole instead of read as keys. The
    /// caller closes this window with `closeEscapeTailWindow()` once it has passed.
    public private(set) var isEscapeTailWindowOpen = false

    /// No sequence tail is expected any more after a flushed Escape (too much time passed).
    public mutating func closeEscapeTailWindow() {
        isEscapeTailWindowOpen = false
    }

    /// Bytes that can follow an ESC in a sequence a terminal sends (CSI, SS3, OSC, DCS,
    /// APC, PM, SOS): after a flushed Escape, a read that begins with one is a tail.
    static func introducesSequence(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "["), UInt8(ascii: "O"), UInt8(ascii: "]"), UInt8(ascii: "P"),
             UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return true
        default:
            return false
        }
    }

    /// Decodes every complete event in `bytes` plus whatever was pending.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [InputEvent] where S.Element == UInt8 {
        let wasEmpty = buffer.isEmpty
        buffer.append(contentsOf: bytes)
        if isEscapeTailWindowOpen {
            isEscapeTailWindowOpen = false
            if mode == .ground, wasEmpty, let first = buffer.first, Self.introducesSequence(first) {
                // Put the ESC back in front, parse the sequence whole, and drop it.
                buffer.insert(0x1B, at: 0)
                dropsEscapeTail = true
            }
        }
        return WheelEcho.collapse(decode(final: false))
    }

    /// Called when no more bytes came within the Escape delay: a lone ESC is the Escape
    /// key; any other unfinished sequence or control string is dropped. An open paste is
    /// left open.
    public mutating func flush() -> [InputEvent] {
        guard mode != .paste else { return [] }
        let events = decode(final: true)
        if mode == .controlString {
            // Its bytes are all gone by now; the string is over all the same.
            mode = .ground
            buffer.removeAll(keepingCapacity: true)
        }
        return events
    }

    /// Ends a paste whose end marker never came (the caller decides when it has waited long
    /// enough): what was pasted so far becomes the `.paste`, and bytes are keys again.
    public mutating func endStalledPaste() -> [InputEvent] {
        guard mode == .paste else { return [] }
        let event = finishPaste()
        buffer.removeAll(keepingCapacity: true)
        return [event]
    }

    private enum Step {
        case needMore
        case event(InputEvent, Int)
        case skip(Int)
        /// A paste's start marker ended just before this index.
        case beginPaste(Int)
        /// An OSC, DCS, APC, PM or SOS introducer ended just before this index.
        case beginControlString(Int)
        /// The answer to `CSI 16 t` ended just before this index: a cell size, no key.
        case cellSize(CellPixelSize, Int)
        /// An in-band resize report (mode 2048) ended just before this index.
        case resize(InBandResize, Int)
    }

    private mutating func decode(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var i = 0
        while i < buffer.count {
            switch mode {
            case .paste:
                // nil: the buffer now holds only what waits for more bytes.
                guard let next = scanPaste(from: i, events: &events) else { return events }
                i = next
            case .controlString:
                guard let next = scanControlString(from: i, final: final) else { return events }
                i = next
            case .ground:
                let step = parse(at: i, final: final)
                let isTail = dropsEscapeTail && i == 0
                switch step {
                case .needMore:
                    buffer.removeFirst(i)
                    return events
                case .event(let e, let next):
                    if !isTail { events.append(e) }
                    // A lone ESC taken as Escape at the very end: its tail may follow.
                    if final && next == buffer.count && next == i + 1 && buffer[i] == 0x1B && !isTail {
                        isEscapeTailWindowOpen = true
                    }
                    i = next
                case .skip(let next):
                    i = next
                case .beginPaste(let next):
                    mode = .paste
                    pasteBytes.removeAll(keepingCapacity: true)
                    i = next
                case .beginControlString(let next):
                    mode = .controlString
                    controlStringLength = 0
                    i = next
                case .cellSize(let size, let next):
                    reportedCellSize = size
                    i = next
                case .resize(let report, let next):
                    reportedResize = (report.columns, report.rows)
                    if let cell = report.cellSize { reportedCellSize = cell }
                    i = next
                }
                if i > 0 { dropsEscapeTail = false }
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return events
    }

    // MARK: - Paste

    /// `ESC [ 201 ~`, the end of a bracketed paste.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Keeps the pasted bytes from `i` on, up to the end marker. Returns the index after the
    /// marker (the paste is emitted), or nil when the buffer ends first (the buffer then
    /// holds only the part of the end marker that has arrived, if any).
    private mutating func scanPaste(from i: Int, events: inout [InputEvent]) -> Int? {
        var j = i
        while j < buffer.count {
            guard let escape = buffer[j...].firstIndex(of: 0x1B) else {
                keepPasted(j..<buffer.count)
                buffer.removeAll(keepingCapacity: true)
                return nil
            }
            keepPasted(j..<escape)
            var k = 0
            while k < Self.pasteEnd.count, escape + k < buffer.count, buffer[escape + k] == Self.pasteEnd[k] { k += 1 }
            if k == Self.pasteEnd.count {
                events.append(finishPaste())
                return escape + k
            }
            if escape + k == buffer.count {
                // Maybe the start of the end marker: wait for the rest.
                buffer.removeFirst(escape)
                return nil
            }
            // An ESC inside the paste: it is text like the rest.
            keepPasted(escape..<(escape + 1))
            j = escape + 1
        }
        buffer.removeAll(keepingCapacity: true)
        return nil
    }

    private mutating func keepPasted(_ range: Range<Int>) {
        let room = Self.maximumPasteLength - pasteBytes.count
        guard room > 0, !range.isEmpty else { return }
        pasteBytes.append(contentsOf: buffer[range.lowerBound..<min(range.upperBound, range.lowerBound + room)])
    }

    private mutating func finishPaste() -> InputEvent {
        mode = .ground
        let text = String(decoding: pasteBytes, as: UTF8.self)
        pasteBytes.removeAll(keepingCapacity: true)
        return .paste(text)
    }

    // MARK: - Control strings

    /// Swallows a control string's body from `i` up to BEL or `ESC \` (an ESC followed by
    /// anything else ends the string and starts a new sequence, as in xterm). Returns where
    /// decoding goes on, or nil when the buffer ends first (an ESC at its very end stays,
    /// in case a `\` follows).
    private mutating func scanControlString(from i: Int, final: Bool) -> Int? {
        var j = i
        while j < buffer.count {
            let b = buffer[j]
            if b == 0x07 {
                mode = .ground
                return j + 1
            }
            if b == 0x1B {
                if j + 1 < buffer.count {
                    mode = .ground
                    return buffer[j + 1] == UInt8(ascii: "\\") ? j + 2 : j
                }
                if final { break }
                buffer.removeFirst(j)
                return nil
            }
            controlStringLength += 1
            if controlStringLength > Self.maximumControlStringLength {
                mode = .ground
                return j + 1
            }
            j += 1
        }
        if final {
            // Cut off: the rest of it, should it come, is garbage like any cut-off sequence.
            mode = .ground
            return buffer.count
        }
        buffer.removeAll(keepingCapacity: true)
        return nil
    }

    // MARK: - Ground

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
    private struct CSIParameters {
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
                break   // sub-parameters: accepted, ignored
            case 0x3C...0x3F, 0x20...0x2F:
                isReply = true
            case 0x40...0x7E:
                if let current { params.append(current) }
                if isReply { return .skip(j + 1) }
                if c == UInt8(ascii: "t") {
                    // The answer to `CSI 16 t`: `ESC [ 6 ; height ; width t`, or an in-band
                    // resize (mode 2048): `ESC [ 48 ; rows ; columns ; height ; width t`; never a key.
                    if let report = InBandResize(parameters: buffer[start..<j]) { return .resize(report, j + 1) }
                    return Self.cellSize(reply: buffer[start..<j]).map { .cellSize($0, j + 1) } ?? .skip(j + 1)
                }
                if c == UInt8(ascii: "~") && params.count == 1 && params.first == 200 { return .beginPaste(j + 1) }
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

    private func parseSGRMouse(at i: Int, final: Bool) -> Step {
        var j = i + 3
        var numbers = CSIParameters()
        var current: Int? = nil
        var negative = false
        var malformed = false
        while j < buffer.count {
            let c = buffer[j]
            if j - i > Self.maximumSequenceLength { return .skip(j) }
            switch c {
            case 0x30...0x39:
                current = min((current ?? 0) * 10 + Int(c - 0x30), 10_000_000)
            case UInt8(ascii: "-") where current == nil && !negative:
                // kitty and ghostty report pixels left of or above the window while dragging.
                negative = true
            case UInt8(ascii: ";"):
                // An empty or extra parameter: the report is garbage, but it still ends at
                // its final M or m, and none of it may leak out as keys.
                if let value = current, numbers.count < 2 { numbers.append(negative ? -value : value) } else { malformed = true }
                current = nil
                negative = false
            case UInt8(ascii: "M"), UInt8(ascii: "m"):
                guard !malformed, let last = current, numbers.count == 2 else { return .skip(j + 1) }
                let row = negative ? -last : last
                let event: MouseEvent?
                if let cell = pixelCellSize, cell.isUsable {
                    event = Self.mouse(code: numbers.first, pixelX: numbers.second, pixelY: row, cell: cell, sgrRelease: c == UInt8(ascii: "m"))
                } else {
                    // urxvt reports a pointer dragged left of or above the window in cells
                    // before the first (0, -7): it is at the window's edge, and its release
                    // must not be lost, or the drag never ends.
                    event = Self.mouse(code: numbers.first, column: max(1, numbers.second), row: max(1, row),
                                       sgrRelease: c == UInt8(ascii: "m"))
                }
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

    /// Decodes an SGR-Pixels report: the cell under the pointer for hit tests, and the
    /// pointer to the fraction of a cell for drags.
    static func mouse(code: Int, pixelX: Int, pixelY: Int, cell: CellPixelSize, sgrRelease: Bool) -> MouseEvent? {
        let preciseX = cell.column(pixel: pixelX), preciseY = cell.row(pixel: pixelY)
        let column = Int(min(preciseX, 1_000_000).rounded(.down)) + 1, row = Int(min(preciseY, 1_000_000).rounded(.down)) + 1
        guard var event = mouse(code: code, column: column, row: row, sgrRelease: sgrRelease) else { return nil }
        event.preciseX = preciseX
        event.preciseY = preciseY
        return event
    }

    /// `6 ; height ; width` (the parameters of the `CSI 16 t` answer) as a cell size.
    static func cellSize(reply: ArraySlice<UInt8>) -> CellPixelSize? {
        let fields = reply.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { (0x30...0x39).contains($0) } }) else { return nil }
        let numbers = fields.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        guard numbers[0] == 6 else { return nil }
        let size = CellPixelSize(width: Double(numbers[2]), height: Double(numbers[1]))
        return size.isUsable ? size : nil
    }

    /// Decodes a button code and 1-based coordinates; `nil` for nonsense.
    static func mouse(code: Int, column: Int, row: Int, sgrRelease: Bool, x10: Bool = false) -> MouseEvent? {
        guard column >= 1, row >= 1, code >= 0, code < 256 else { return nil }
        let x = column - 1, y = row - 1
        let shift = code & 4 != 0
        let low = code & 3
        let button: MouseButton = [.left, .middle, .right, .none][low]
        if code & 64 != 0 {
            // xterm and st report the end of a horizontal wheel "click" (buttons 6 and 7)
            // as a release: that is no second notch.
            if code & 128 != 0 || sgrRelease { return nil }
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
