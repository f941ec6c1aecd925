import CarouselCore

/// Text in styles, line by line: what a preview printed, with its colours, ready to draw.
/// It holds only characters that draw (no escape, no control character), so drawing it can
/// never send the terminal anything but text and the canvas's own SGR.
package struct StyledText: Equatable, Sendable {
    /// A run of characters in one style.
    package struct Span: Equatable, Sendable {
        package var text: String
        package var style: Style

        package init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    package typealias Line = [Span]

    /// The lines kept: all of them, or a window of a long output starting at `firstLine`.
    package var lines: [Line]
    /// The number in the whole output of `lines[0]`.
    package var firstLine = 0
    /// How many lines the whole output had (more than are kept when it was long).
    package var lineCount: Int
    /// The output's first lines, kept apart when the window starts after them (for the
    /// `~N` header that stays put).
    package var leading: [Line] = []
    /// The output went on past `lineCount` lines: it was stopped before its end.
    package var continues = false

    package init(lines: [Line] = []) {
        self.lines = lines
        lineCount = lines.count
    }

    package init(lines: [Line], firstLine: Int, lineCount: Int, leading: [Line]) {
        self.lines = lines
        self.firstLine = firstLine
        self.lineCount = max(lineCount, firstLine + lines.count)
        self.leading = leading
    }

    /// Line `number` of the whole output, when it was kept.
    package func line(_ number: Int) -> Line? {
        let k = number - firstLine
        if k >= 0 && k < lines.count { return lines[k] }
        if number >= 0 && number < leading.count { return leading[number] }
        return nil
    }

    /// Whether line `number` of the output is one that was not kept (outside the window).
    package func isOutsideWindow(_ number: Int) -> Bool {
        number >= 0 && number < lineCount && line(number) == nil
    }

    /// The lines without their styles (for tests and for measuring).
    package var plainLines: [String] { lines.map { $0.map(\.text).joined() } }

    /// Roughly what the text costs in memory, for the preview cache's byte bound.
    package var approximateBytes: Int { Self.bytes(of: lines) + Self.bytes(of: leading) }

    static func bytes(of lines: [Line]) -> Int {
        lines.reduce(0) { total, line in total + bytes(of: line) }
    }

    static func bytes(of line: Line) -> Int { 16 + line.reduce(0) { $0 + 24 + $1.text.utf8.count } }
}

/// Builds a `StyledText` from printed characters: newlines, tabs (to the next multiple of 8
/// columns), carriage returns and backspaces, each in a way that cannot break the card.
///
/// A carriage return starts its line over: what follows replaces the line, so a progress
/// bar that redraws itself with `\r` shows its last state (`\r\n` is just a newline). A
/// backspace takes back the last character of the line (so `man`'s overstruck `a\ba` shows
/// one `a`). Bytes are kept until a whole UTF-8 sequence is there, so output cut anywhere
/// into reads comes out the same.
package struct StyledTextBuilder: Sendable {
    /// The lines kept so far (the window), starting at line `firstKept` of the output.
    package private(set) var lines: [StyledText.Line] = []
    package private(set) var firstKept = 0
    /// Whole lines seen so far, kept or not.
    package private(set) var lineCount = 0
    /// The first `leadingCount` lines, kept apart once the window has moved past them.
    private var leading: [StyledText.Line] = []
    private var line: StyledText.Line = []
    /// Bytes of the current span not yet decoded (they may end inside a UTF-8 sequence).
    private var pending: [UInt8] = []
    private var pendingStyle = Style.plain
    private var carriageReturn = false
    /// Lines kept at most: a window of the output, never all of a long one, so that a
    /// preview printing a million lines keeps its memory bounded and its line numbers right.
    package let maximumLines: Int
    /// Where the window starts (a line of the output), or nil: it follows the output's end.
    package let keepFrom: Int?
    /// Lines at the start kept whatever the window (a `~N` header).
    package let leadingCount: Int
    /// Bytes of one line beyond this are not kept either: no card is that wide, and a
    /// line that never ends would otherwise be decoded again on every read.
    package static let maximumLineBytes = 4096
    /// Bytes kept on the current line so far.
    private var lineBytes = 0
    /// Printable bytes kept in all (the rest of what was read was counted, not kept).
    package private(set) var keptBytes = 0
    package static let tabWidth = 8

    package init(maximumLines: Int = 500, keepFrom: Int? = 0, leadingCount: Int = 0) {
        self.maximumLines = max(1, maximumLines)
        self.keepFrom = keepFrom.map { max(0, $0) }
        self.leadingCount = max(0, leadingCount)
    }

    /// Whether printable bytes now change nothing: the line is not kept, or is already as
    /// long as a line is kept. Only controls matter then (see `PreviewOutputParser.feed`).
    package var ignoresPrintables: Bool { !keepsCurrentLine || (lineBytes >= Self.maximumLineBytes && !carriageReturn) }

    /// Past the window: what comes now is only counted (and may be read in bigger bites).
    package var isPastWindow: Bool {
        guard let keepFrom else { return false }
        return lineCount >= max(keepFrom + maximumLines, leadingCount)
    }

    /// Whether the line being read is one to keep: in the window, in the header, or any
    /// line when following the end.
    package var keepsCurrentLine: Bool {
        guard let keepFrom else { return true }
        return lineCount < leadingCount || (lineCount >= keepFrom && lineCount < keepFrom + maximumLines)
    }

    /// Everything printed so far forgotten (the screen was cleared); what is read next is line 0.
    package mutating func clear() {
        lines = []
        leading = []
        line = []
        pending = []
        firstKept = 0
        lineCount = 0
        lineBytes = 0
        carriageReturn = false
    }

    /// A printable byte (part of UTF-8 text) in `style`.
    package mutating func append(_ byte: UInt8, style: Style) {
        if carriageReturn { startLineOver() }
        guard keepsCurrentLine else { return }
        if style != pendingStyle {
            flush()
            pendingStyle = style
        }
        guard lineBytes < Self.maximumLineBytes else { return }
        pending.append(byte)
        lineBytes += 1
        keptBytes += 1
    }

    package mutating func newline() {
        carriageReturn = false
        flush()
        if keepsCurrentLine {
            if lineCount < leadingCount { leading.append(line) }
            if keepFrom == nil || lineCount >= keepFrom! {
                if lines.isEmpty { firstKept = lineCount }
                lines.append(line)
            }
            if keepFrom == nil, lines.count >= maximumLines + maximumLines / 2 {
                // Following the end: the oldest half-window goes at once, not a line a time.
                let dropped = lines.count - maximumLines
                lines.removeFirst(dropped)
                firstKept += dropped
            }
        }
        lineCount += 1
        line = []
        lineBytes = 0
    }

    package mutating func carriageReturnSeen() {
        flush()
        carriageReturn = true
    }

    package mutating func tab(style: Style) {
        if carriageReturn { startLineOver() }
        guard keepsCurrentLine else { return }
        flush()
        let column = line.reduce(0) { $0 + TextWidth.of($1.text) }
        let spaces = Self.tabWidth - column % Self.tabWidth
        guard lineBytes < Self.maximumLineBytes else { return }
        lineBytes += spaces
        appendSpan(String(repeating: " ", count: spaces), style: style)
    }

    package mutating func backspace() {
        if carriageReturn { return }
        flush()
        while var last = line.last {
            line.removeLast()
            if !last.text.isEmpty {
                last.text.removeLast()
                if !last.text.isEmpty { line.append(last) }
                return
            }
        }
    }

    /// The text so far, the unfinished last line included (without a UTF-8 sequence still
    /// cut short), so a preview shows as it arrives.
    package var text: StyledText {
        var copy = self
        copy.flush(keepingIncompleteTail: true)
        var all = copy.lines
        var count = copy.lineCount
        if !copy.line.isEmpty {
            if copy.keepsCurrentLine && (copy.keepFrom.map { count >= $0 } ?? true) { all.append(copy.line) }
            count += 1
        }
        let first = all.isEmpty ? count : (copy.lines.isEmpty ? copy.lineCount : copy.firstKept)
        let leading = first > 0 ? copy.leading : []
        return StyledText(lines: all, firstLine: first, lineCount: count, leading: leading)
    }

    private mutating func startLineOver() {
        carriageReturn = false
        flush()
        line = []
        lineBytes = 0
    }

    private mutating func flush(keepingIncompleteTail: Bool = false) {
        guard !pending.isEmpty else { return }
        let cut = keepingIncompleteTail ? Self.completeLength(pending) : pending.count
        guard cut > 0 else { return }
        let decoded = String(decoding: pending[..<cut], as: UTF8.self)
        pending.removeFirst(cut)
        // C1 controls (U+0080-U+009F) are controls too: never kept.
        var visible = String.UnicodeScalarView()
        for scalar in decoded.unicodeScalars where !(0x80..<0xA0).contains(scalar.value) { visible.append(scalar) }
        appendSpan(String(visible), style: pendingStyle)
    }

    private mutating func appendSpan(_ text: String, style: Style) {
        guard !text.isEmpty else { return }
        if let last = line.indices.last, line[last].style == style {
            line[last].text += text
        } else {
            line.append(StyledText.Span(text, style: style))
        }
    }

    /// How many of `bytes` form whole UTF-8 sequences (an unfinished one at the end waits).
    static func completeLength(_ bytes: [UInt8]) -> Int {
        let n = bytes.count
        var k = n - 1
        var back = 0
        while k >= 0, back < 4, bytes[k] & 0xC0 == 0x80 { k -= 1; back += 1 }
        guard k >= 0 else { return n }
        let lead = bytes[k]
        let needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return n - k < needed && lead >= 0xC0 ? k : n
    }
}
