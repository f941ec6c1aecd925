import CarouselCore
import CarouselKit

/// Sorts the bytes a terminal sends after the start-up query (OSC 11 `ESC ] 11 ; ? ESC \`
/// for the background, DECRQM `ESC [ ? 1016 $ p` for SGR-Pixels, `ESC [ 16 t` for the cell
/// size, XTVERSION and XTGETTCAP for its name and colours, then a primary
/// device-attributes request `ESC [ c`) into the replies and everything
/// else: keys the person typed meanwhile, which are kept, in order, for the event loop.
///
/// Every terminal answers the device-attributes request (`ESC [ ? ... c`), and answers in
/// order, so once that reply is in the background reply either came before it or never
/// will: `isComplete` ends the wait. Replies may arrive split across reads, end with BEL or
/// ST (`ESC \`), or not come at all (`finish()` hands over whatever is left).
///
/// ```swift
/// var replies = TerminalQueryReplies()
/// replies.feed(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}l\u{1B}[?1;2c".utf8))
/// replies.background    // white
/// replies.isComplete    // true
/// replies.typeahead     // [0x6C]: the `l` typed meanwhile
/// ```
package struct TerminalQueryReplies: Sendable {
    /// The background colour the terminal reported, if it did and could be read.
    package private(set) var background: RGBColor?
    /// The DECRPM answer for SGR-Pixels (`ESC [ ? 1016 ; value $ y`): 1 set, 2 reset (both
    /// mean the terminal has the mode), 0 unknown, 3 or 4 permanent; `nil` if none came.
    package private(set) var pixelMouseModeStatus: Int?
    /// The terminal has SGR-Pixels: it answered DECRQM for mode 1016 with 1 or 2.
    package var hasPixelMouse: Bool { pixelMouseModeStatus == 1 || pixelMouseModeStatus == 2 }
    /// The cell size in pixels, from the `CSI 16 t` answer (`ESC [ 6 ; height ; width t`).
    package private(set) var cellSize: CellPixelSize?
    /// DEC private modes the terminal reported on (DECRPM, `ESC [ ? mode ; state $ y`,
    /// the answer to DECRQM): 1 or 3 set, 2 or 4 reset, 0 not known to it.
    package private(set) var modeStates: [Int: Int] = [:]
    /// Where the cursor was (1-based), from a cursor position report (`ESC [ row ; column R`,
    /// the answer to `ESC [ 6 n`): the first one that came during the query.
    package var cursorPosition: CursorPosition? { cursorPositions.first }
    /// Every cursor position report that came during the query, in order (a query may ask
    /// more than once; at most `mostCursorPositions` are kept, the rest are typeahead).
    package private(set) var cursorPositions: [CursorPosition] = []
    static let mostCursorPositions = 4
    /// The terminal's name and version from its XTVERSION reply (`ESC P > | text ESC \`,
    /// the answer to `CSI > 0 q`): `XTerm(379)`, `kitty(0.35.2)`, `iTerm2 3.5.0`.
    package private(set) var terminalVersion: String?
    /// What the terminal said of its own terminfo capabilities (XTGETTCAP, `ESC P + q hex
    /// ESC \`, answered `ESC P 1 + r name=value ESC \` in hex), decoded: `colors` -> `256`,
    /// `RGB` -> `8`. A name the terminal does not know (`ESC P 0 + r name`) is left out.
    package private(set) var capabilities: [String: String] = [:]
    /// The terminal has in-band resize reports (mode 2048): it answered DECRQM with 1 or 2.
    package var hasInBandResize: Bool { modeStates[2048] == 1 || modeStates[2048] == 2 }
    /// The terminal answered kitty's graphics query (`ESC _ G i=31 ; OK ESC \`): it draws
    /// pictures sent with kitty's protocol.
    package private(set) var hasKittyGraphics = false
    /// The attributes of the primary device-attributes reply (`ESC [ ? 62 ; 4 ; 22 c`):
    /// 4 is sixel graphics.
    package private(set) var deviceAttributes: [Int] = []
    /// The device-attributes reply has come: nothing more is to be waited for.
    package private(set) var isComplete = false
    /// The terminal answered a device status request (`CSI 5 n` with `CSI 0 n`): it can
    /// acknowledge frames, which paces them over a slow link. st, for one, does not answer.
    package private(set) var answersStatusRequests = false
    /// Bytes that were not replies, in the order they came.
    package private(set) var typeahead: [UInt8] = []
    /// An escape sequence begun but not yet ended.
    private var pending: [UInt8] = []

    /// Longer than any reply: a sequence that goes on past this is not one.
    static let longestReply = 256

    package init() {}

    package mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { feed(byte) }
    }

    /// No more replies are coming: a sequence left unfinished was typed, not a reply.
    package mutating func finish() {
        typeahead += pending
        pending = []
    }

    /// Takes the bytes that were not replies, leaving none.
    package mutating func takeTypeahead() -> [UInt8] {
        defer { typeahead = [] }
        return typeahead
    }

    private static let escape: UInt8 = 0x1B, bell: UInt8 = 0x07
    private static let oscIntroducer: UInt8 = 0x5D  // ]
    private static let dcsIntroducer: UInt8 = 0x50  // P
    private static let csiIntroducer: UInt8 = 0x5B  // [
    private static let apcIntroducer: UInt8 = 0x5F  // _

    private mutating func feed(_ byte: UInt8) {
        guard !pending.isEmpty else {
            if byte == Self.escape { pending.append(byte) } else { typeahead.append(byte) }
            return
        }
        if pending.count == 1 {
            if byte == Self.oscIntroducer || byte == Self.csiIntroducer || byte == Self.dcsIntroducer || byte == Self.apcIntroducer {
                pending.append(byte)
            } else {
                // Escape and a key (or Alt with a key): not a reply.
                passOn(pendingAndThen: byte)
            }
            return
        }
        if pending[1] == Self.oscIntroducer || pending[1] == Self.dcsIntroducer || pending[1] == Self.apcIntroducer {
            feedOperatingSystemCommand(byte)
        } else {
            feedControlSequence(byte)
        }
    }

    /// `ESC ] body BEL` or `ESC ] body ESC \` (and a DCS string, `ESC P body ESC \`).
    private mutating func feedOperatingSystemCommand(_ byte: UInt8) {
        if pending.last == Self.escape {
            if byte == 0x5C {  // \ : the string terminator
                reply(operatingSystemCommand: pending[2..<(pending.count - 1)])
                pending = []
            } else {
                // An escape that does not end the string: what came before was not a reply.
                pending.removeLast()
                typeahead += pending
                pending = [Self.escape]
                feed(byte)
            }
            return
        }
        if byte == Self.bell {
            reply(operatingSystemCommand: pending[2...])
            pending = []
        } else if pending.count >= Self.longestReply {
            passOn(pendingAndThen: byte)
        } else {
            pending.append(byte)
        }
    }

    /// `ESC [ parameters final`: the device-attributes reply is `ESC [ ? 1 ; 2 c`; any
    /// other (an arrow key, a mouse report) is input.
    private mutating func feedControlSequence(_ byte: UInt8) {
        switch byte {
        case 0x40...0x7E:
            if byte == 0x63, pending.count > 2, pending[2] == 0x3F {  // c, after ?
                isComplete = true
                deviceAttributes = pending[3...].split(separator: 0x3B).compactMap { Int(String(decoding: $0.prefix(5), as: UTF8.self)) }
            } else if byte == 0x79, let status = Self.pixelModeStatus(parameters: pending[2...]) {  // y
                pixelMouseModeStatus = status
            } else if byte == 0x74, let size = InputDecoder.cellSize(reply: pending[2...]) {  // t
                cellSize = size
            } else if byte == 0x79, let report = Self.modeReport(pending) {  // y: DECRPM
                modeStates[report.mode] = report.state
            } else if byte == 0x6E, Array(pending.dropFirst(2)) == [0x30] {  // n: DSR's "0 n"
                answersStatusRequests = true
            } else if byte == 0x52, cursorPositions.count < Self.mostCursorPositions,
                let position = Self.cursorPositionReport(pending)
            {  // R: CPR
                cursorPositions.append(position)
            } else {
                typeahead += pending
                typeahead.append(byte)
            }
            pending = []
        case 0x20...0x3F where pending.count < Self.longestReply:
            pending.append(byte)
        default:
            passOn(pendingAndThen: byte)
        }
    }

    /// `? 1016 ; value $` (a DECRPM reply for mode 1016, before its final `y`): the value.
    static func pixelModeStatus(parameters: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: parameters, as: UTF8.self)
        guard text.hasPrefix("?1016;"), text.hasSuffix("$") else { return nil }
        let value = text.dropFirst(6).dropLast()
        guard (1...2).contains(value.count), value.allSatisfy(\.isNumber) else { return nil }
        return Int(value)
    }

    /// `ESC [ ? mode ; state $` (before its `y`), as numbers.
    private static func modeReport(_ pending: [UInt8]) -> (mode: Int, state: Int)? {
        guard pending.count > 5, pending[2] == 0x3F, pending.last == 0x24 else { return nil }
        let fields = pending[3..<(pending.count - 1)].split(separator: 0x3B, omittingEmptySubsequences: false)
        guard fields.count == 2, let mode = Int(String(decoding: fields[0], as: UTF8.self)),
            let state = Int(String(decoding: fields[1], as: UTF8.self))
        else { return nil }
        return (mode, state)
    }

    /// `ESC [ row ; column` (before its `R`), as numbers.
    private static func cursorPositionReport(_ pending: [UInt8]) -> CursorPosition? {
        let fields = pending[2...].split(separator: 0x3B, omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ (1...5).contains($0.count) && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            let row = Int(String(decoding: fields[0], as: UTF8.self)),
            let column = Int(String(decoding: fields[1], as: UTF8.self))
        else { return nil }
        return CursorPosition(row: row, column: column)
    }

    /// iTerm2 has mode 1016 but reports points in it, not pixels (its
    /// `mouseHandlerReportablePointForPointInView`); its DECRQM answer says "permanently
    /// reset" (the case is written `10016` in its `VT100Terminal.m`), and an iTerm2 that
    /// answered right would still report points: said by its XTVERSION reply, or by
    /// `TERM_PROGRAM=iTerm.app` (which it sets, and which survives where the reply does not,
    /// as through ssh). Cells there.
    package func reportsPointsForPixels(termProgram: String?) -> Bool {
        termProgram == "iTerm.app" || (terminalVersion?.hasPrefix("iTerm2") ?? false)
    }

    /// The first pixel is 0 in kitty and ghostty, 1 elsewhere (xterm, WezTerm, foot):
    /// from the XTVERSION reply, else `TERM=xterm-kitty` or `TERM_PROGRAM=ghostty`.
    package func firstPixel(term: String, termProgram: String?) -> Int {
        let name = terminalVersion?.lowercased() ?? ""
        let countsFromZero =
            name.hasPrefix("kitty") || name.hasPrefix("ghostty")
            || (terminalVersion == nil && (term == "xterm-kitty" || term == "xterm-ghostty" || termProgram == "ghostty"))
        return countsFromZero ? 0 : 1
    }

    /// What was held back is input after all; `byte` starts afresh.
    private mutating func passOn(pendingAndThen byte: UInt8) {
        typeahead += pending
        pending = []
        feed(byte)
    }

    private mutating func reply(operatingSystemCommand body: ArraySlice<UInt8>) {
        let text = String(decoding: body, as: UTF8.self)
        if pending.count > 1 && pending[1] == Self.apcIntroducer {
            // kitty graphics: `G i=31 ; OK` answers the query; any other APC is no input either.
            if text.hasPrefix("Gi=31;") { hasKittyGraphics = text.hasSuffix(";OK") }
            return
        }
        if pending.count > 1 && pending[1] == Self.dcsIntroducer {
            // XTVERSION: `> | name`; any other DCS reply is no input either.
            if text.hasPrefix(">|") { terminalVersion = String(text.dropFirst(2)) }
            if text.hasPrefix("1+r") { noteCapabilities(text.dropFirst(3)) }
            return
        }
        guard text.hasPrefix("11;") else { return }
        if let colour = Self.color(specification: text.dropFirst(3)) { background = colour }
    }

    /// `name=value;name=value`, both in hex (xterm answers each name of a query in one reply).
    private mutating func noteCapabilities(_ pairs: Substring) {
        for pair in pairs.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.hexDecoded(parts[0]), !name.isEmpty else { continue }
            let value = parts.count > 1 ? Self.hexDecoded(parts[1]) : ""
            if let value { capabilities[name] = value }
        }
    }

    /// Text written as pairs of hex digits (`323536` is `256`); nil if it is not.
    static func hexDecoded(_ hex: Substring) -> String? {
        guard hex.count % 2 == 0, hex.count <= 2 * longestReply else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16), byte >= 0x20, byte < 0x7F else { return nil }
            bytes.append(byte)
            index = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An X11 colour as terminals report it: `rgb:R/G/B` (or `rgba:R/G/B/A`) with 1 to 4
    /// hex digits a channel, each scaled by its own length (`f`, `ff` and `ffff` are all
    /// full); `#RGB` to `#RRRRGGGGBBBB` too.
    package static func color(specification: Substring) -> RGBColor? {
        var channels: [Substring]
        if specification.hasPrefix("rgb:") {
            channels = specification.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 3 else { return nil }
        } else if specification.hasPrefix("rgba:") {
            channels = specification.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 4 else { return nil }
            channels.removeLast()
        } else if specification.hasPrefix("#") {
            let digits = specification.dropFirst()
            guard digits.count % 3 == 0, (3...12).contains(digits.count) else { return nil }
            let n = digits.count / 3
            channels = (0..<3).map { k in
                let start = digits.index(digits.startIndex, offsetBy: k * n)
                return digits[start..<digits.index(start, offsetBy: n)]
            }
        } else {
            return nil
        }
        var values: [Double] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let v = Int(channel, radix: 16), v >= 0 else { return nil }
            let full = (1 << (4 * channel.count)) - 1
            values.append(Double(v) / Double(full))
        }
        return RGBColor(red: values[0], green: values[1], blue: values[2])
    }
}

/// A cursor position as a terminal reports it: 1-based row and column.
package struct CursorPosition: Equatable, Sendable {
    package var row: Int, column: Int
    package init(row: Int, column: Int) { self.row = row; self.column = column }
}
