import CarouselKit

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
package struct InputDecoder: Sendable {
    // `buffer`, `mode`, `pasteBytes` and `controlStringLength` are internal, not private,
    // only because the decoder's own extensions (InputDecoder+*.swift) read and consume them.
    var buffer: [UInt8] = []
    /// What the bytes at the front of `buffer` belong to.
    enum Mode: Sendable { case ground, paste, controlString }
    var mode = Mode.ground
    /// The paste so far (at most `maximumPasteLength` bytes of it).
    var pasteBytes: [UInt8] = []
    /// How many bytes of the current control string have gone by.
    var controlStringLength = 0
    /// The sequence at the front of `buffer` is the tail of one whose ESC was already taken
    /// as the Escape key: whatever it decodes to is dropped.
    private var dropsEscapeTail = false

    /// Longest escape sequence accepted; longer ones are garbage and are dropped.
    static let maximumSequenceLength = 48
    /// Most of a paste kept for `.paste`; the rest is still swallowed up to the end marker.
    package static let maximumPasteLength = 1 << 16
    /// A control string longer than this is no reply to anything we asked: decoding goes
    /// back to keys.
    static let maximumControlStringLength = 1 << 16

    /// Set while SGR-Pixels (mode 1016) is on: SGR mouse reports are then pixels, which
    /// this size turns into fractions of cells (the report looks the same as a cell report,
    /// so only what the program enabled says which it is). `nil`: reports are cells.
    package var pixelCellSize: CellPixelSize?
    /// The terminal's answer to `CSI 16 t` (`ESC [ 6 ; height ; width t`), the cell's size
    /// in pixels, when one came; the caller takes it with `takeReportedCellSize()`.
    package private(set) var reportedCellSize: CellPixelSize?
    /// The terminal's size in cells from an in-band resize report (mode 2048,
    /// `ESC [ 48 ; rows ; columns ; height ; width t`), which also sets `reportedCellSize`;
    /// the caller takes it with `takeReportedResize()`.
    package private(set) var reportedResize: (width: Int, height: Int)?
    /// How many answers to `CSI 5 n` (`ESC [ 0 n`, "terminal OK") came since last taken:
    /// each says the terminal has taken every byte sent before its question (`LinkPacer`).
    package private(set) var statusReports = 0
    static let statusReport: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "n")]

    /// While the terminal's start-up answers are still on their way (a slow link, a slow
    /// first launch): the replies read are kept, byte for byte, for `takeReplies()`, so that
    /// they are applied when they come, however late. Replies are never keys either way.
    package var collectsReplies = false {
        didSet { if !collectsReplies { replies = []; replyInProgress = [] } }
    }
    /// The replies read since last taken (while `collectsReplies`).
    package private(set) var replies: [UInt8] = []
    /// The control string being read, from its ESC, while `collectsReplies`.
    var replyInProgress: [UInt8] = []
    /// More than any answers to the start-up questions: the rest is not kept.
    static let mostReplyBytes = 1 << 16
    /// The cell size to read SGR mouse reports in once the terminal confirms that it turned
    /// SGR-Pixels on (its DECRPM for mode 1016 says set): reports before that answer were
    /// sent in cells, those after it in pixels (`awaitPixels(cellSize:)`).
    package private(set) var pendingPixelCellSize: CellPixelSize?

    package init() {}

    /// The replies read since the last call, in the order they came.
    package mutating func takeReplies() -> [UInt8] {
        defer { replies = [] }
        return replies
    }

    /// SGR-Pixels was asked for mid-run, with a DECRQM for mode 1016 after it: mouse reports
    /// are read as pixels of `cellSize` from the terminal's answer on (it answers in order,
    /// so a report already on its way in cells is still read as cells).
    package mutating func awaitPixels(cellSize: CellPixelSize) {
        pendingPixelCellSize = cellSize
    }

    /// Keeps a reply that was read whole (while `collectsReplies`), and acts on the one
    /// that confirms SGR-Pixels.
    mutating func noteReply(_ bytes: ArraySlice<UInt8>) {
        if let size = pendingPixelCellSize, bytes.elementsEqual(Self.pixelModeSet) || bytes.elementsEqual(Self.pixelModeSetPermanently) {
            pixelCellSize = size
            pendingPixelCellSize = nil
        }
        guard collectsReplies, replies.count + bytes.count <= Self.mostReplyBytes else { return }
        replies += bytes
    }
    static let pixelModeSet = Array("\u{1B}[?1016;1$y".utf8)
    static let pixelModeSetPermanently = Array("\u{1B}[?1016;3$y".utf8)

    /// The answers to `CSI 5 n` that came since the last call.
    package mutating func takeStatusReports() -> Int {
        defer { statusReports = 0 }
        return statusReports
    }

    /// The size an in-band resize report last gave, once.
    package mutating func takeReportedResize() -> (width: Int, height: Int)? {
        defer { reportedResize = nil }
        return reportedResize
    }

    /// The cell size the terminal last reported, once.
    package mutating func takeReportedCellSize() -> CellPixelSize? {
        defer { reportedCellSize = nil }
        return reportedCellSize
    }

    /// True when bytes wait for the rest of a sequence (or for the Escape timeout): the
    /// caller should `flush()` once no byte came for the Escape delay. An open paste is not
    /// pending input: it waits for its end marker however long that takes.
    package var hasPendingInput: Bool {
        switch mode {
        case .ground: return !buffer.isEmpty
        case .controlString: return true
        case .paste: return false
        }
    }

    /// True between a paste's start and end markers.
    package var isInPaste: Bool { mode == .paste }

    /// True right after `flush()` took a lone ESC as the Escape key: if the next bytes are
    /// the rest of an escape sequence (`[C`, `[<32;40;12M`, `OA`, `]11;...`) that was split
    /// after its ESC by a slow link, they are dropped whole instead of read as keys. The
    /// caller closes this window with `closeEscapeTailWindow()` once it has passed.
    package private(set) var isEscapeTailWindowOpen = false

    /// No sequence tail is expected any more after a flushed Escape (too much time passed).
    package mutating func closeEscapeTailWindow() {
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
    package mutating func feed<S: Sequence>(_ bytes: S) -> [InputEvent] where S.Element == UInt8 {
        let wasEmpty = buffer.isEmpty
        buffer.append(contentsOf: bytes)
        if isEscapeTailWindowOpen && wasEmpty && mode == .ground {
            // The terminal's answers to frames (`LinkPacer`) may come between an Escape and
            // its tail: they are no tail, and the window stays open.
            while buffer.starts(with: Self.statusReport) {
                buffer.removeFirst(Self.statusReport.count)
                statusReports += 1
            }
            if buffer.isEmpty { return [] }
        }
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
    package mutating func flush() -> [InputEvent] {
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
    package mutating func endStalledPaste() -> [InputEvent] {
        guard mode == .paste else { return [] }
        let event = finishPaste()
        buffer.removeAll(keepingCapacity: true)
        return [event]
    }

    /// What reading the bytes at one index gave; internal for the parsers in the extensions.
    enum Step {
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
        /// The answer to `CSI 5 n` ended just before this index.
        case statusReport(Int)
        /// A reply to a question (DA1, DECRPM, a cursor position report) ended just before
        /// this index: no key.
        case reply(Int)
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
                    if collectsReplies { replyInProgress = Array(buffer[i..<next]) }
                    i = next
                case .cellSize(let size, let next):
                    reportedCellSize = size
                    noteReply(buffer[i..<next])
                    i = next
                case .reply(let next):
                    noteReply(buffer[i..<next])
                    i = next
                case .resize(let report, let next):
                    reportedResize = (report.columns, report.rows)
                    if let cell = report.cellSize { reportedCellSize = cell }
                    i = next
                case .statusReport(let next):
                    statusReports += 1
                    // Also the start-up question's answer: the terminal paces frames.
                    noteReply(buffer[i..<next])
                    i = next
                }
                if i > 0 { dropsEscapeTail = false }
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return events
    }
}
