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

    package var lines: [Line]

    package init(lines: [Line] = []) { self.lines = lines }

    /// The lines without their styles (for tests and for measuring).
    package var plainLines: [String] { lines.map { $0.map(\.text).joined() } }

    /// Roughly what the text costs in memory, for the preview cache's byte bound.
    package var approximateBytes: Int {
        lines.reduce(0) { total, line in total + 16 + line.reduce(0) { $0 + 24 + $1.text.utf8.count } }
    }
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
    package private(set) var lines: [StyledText.Line] = []
    private var line: StyledText.Line = []
    /// Bytes of the current span not yet decoded (they may end inside a UTF-8 sequence).
    private var pending: [UInt8] = []
    private var pendingStyle = Style.plain
    private var carriageReturn = false
    /// Lines beyond this are not kept (a card never shows more): `isFull` says so.
    package let maximumLines: Int
    /// Bytes of one line beyond this are not kept either: no card is that wide, and a
    /// line that never ends would otherwise be decoded again on every read.
    package static let maximumLineBytes = 4096
    /// Bytes kept on the current line so far.
    private var lineBytes = 0
    package static let tabWidth = 8

    package init(maximumLines: Int = 500) { self.maximumLines = max(1, maximumLines) }

    /// No more lines will be kept: reading further output is pointless.
    package var isFull: Bool { lines.count >= maximumLines }
    /// Output came after it was full, and was dropped.
    package private(set) var droppedLines = false

    /// A printable byte (part of UTF-8 text) in `style`.
    package mutating func append(_ byte: UInt8, style: Style) {
        if carriageReturn { startLineOver() }
        if style != pendingStyle {
            flush()
            pendingStyle = style
        }
        guard !isFull else { droppedLines = true; return }
        guard lineBytes < Self.maximumLineBytes else { return }
        pending.append(byte)
        lineBytes += 1
    }

    package mutating func newline() {
        carriageReturn = false
        flush()
        if !isFull { lines.append(line) } else { droppedLines = true }
        line = []
        lineBytes = 0
    }

    package mutating func carriageReturnSeen() {
        flush()
        carriageReturn = true
    }

    package mutating func tab(style: Style) {
        if carriageReturn { startLineOver() }
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
        if !copy.line.isEmpty && !copy.isFull { all.append(copy.line) }
        return StyledText(lines: all)
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
        guard !text.isEmpty, !isFull else { return }
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
