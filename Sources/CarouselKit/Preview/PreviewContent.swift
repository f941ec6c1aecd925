/// What a card's preview shows now: the text so far and where its command is. The loader
/// updates it in place as output arrives; the card draws it every frame.
package final class PreviewContent {
    package enum State: Equatable, Sendable {
        /// Waiting for a free slot (at most a few commands run at once).
        case waiting
        case running
        case finished(PreviewExit)
    }

    package let index: Int
    package internal(set) var text = StyledText() { didSet { revision &+= 1; followEnd() } }
    package internal(set) var state = State.waiting { didSet { revision &+= 1 } }
    /// Not all the output was kept (a picture's output past the byte cap): the card says so.
    package internal(set) var cut: PreviewCut? { didSet { revision &+= 1 } }
    /// The output went past the byte cap: the rest was not read and the command was killed.
    package var wasCut: Bool { if case .bytes? = cut { return true } else { return false } }
    /// The picture in the output, if any (drawn in the body, the text around it).
    package internal(set) var picture: PreviewPicture? { didSet { revision &+= 1; symbols = nil } }
    /// The cell size the picture is fitted with.
    package internal(set) var cellSize = CellPixelSize.fallback { didSet { if cellSize != oldValue { symbols = nil } } }
    /// The picture as cells, for the last size asked.
    private var symbols: (columns: Int, rows: Int, picture: SymbolPicture)?
    /// The line of the output shown first under the header (Shift-↓, `--preview-window +N`).
    package internal(set) var scrollOffset = 0 { didSet { if scrollOffset != oldValue { revision &+= 1 } } }
    /// `--preview-window` as declared: where the card puts the preview (`PreviewLayout`).
    package internal(set) var window = PreviewWindow() { didSet { if window != oldValue { revision &+= 1 } } }
    /// The window in force at the card's size (its alternative where the preview is small):
    /// how the preview scrolls and wraps.
    package internal(set) var active = PreviewWindow() { didSet { if active != oldValue { revision &+= 1 } } }
    /// Long lines wrap onto the next rows (`--preview-window wrap`) rather than being cut.
    package var wraps: Bool { active.wraps }
    /// `--preview-label`: drawn on the border above the preview.
    package internal(set) var label = "" { didSet { if label != oldValue { revision &+= 1 } } }
    /// Rows the preview has on the card: a page, and how far from the end `follow` stays.
    package internal(set) var height = 0
    /// fzf's `follow`: the end of the output is shown as it grows, until scrolled back from it.
    package internal(set) var following = false
    /// A line scrolled to that the kept window does not hold: the loader runs the command
    /// again keeping the lines around it.
    package internal(set) var wantedLine: Int?
    /// Counts the changes to what it shows: a card drawn from it is drawn again when it moves.
    package private(set) var revision = 0

    init(index: Int) { self.index = index }

    /// The picture fitted into `columns` x `rows` cells (made again only for another size).
    package func symbolPicture(columns: Int, rows: Int) -> SymbolPicture? {
        guard let picture else { return nil }
        if let s = symbols, s.columns == columns, s.rows == rows { return s.picture }
        let made = SymbolPicture(picture.picture, columns: columns, rows: rows, cell: cellSize)
        symbols = (columns, rows, made)
        return made
    }

    /// Lines at the top that stay put (`~N`), when the output has more than that.
    package var headerLines: Int {
        let n = active.headerLines
        return n > 0 && n < min(text.lineCount, max(1, height)) ? n : 0
    }

    /// The first line shown under the header: where it is scrolled to, but never past the
    /// last line (as fzf clamps `+N` past the end) nor into the header.
    package var firstLineShown: Int {
        max(headerLines, min(scrollOffset, max(0, text.lineCount - 1)))
    }

    /// Scrolls by `lines` (back when negative) from the line shown, never before the first
    /// line or past the last; with `cycle`, round from one end to the other.
    package func scroll(by lines: Int) {
        let count = text.lineCount, header = headerLines
        var target = firstLineShown + lines
        if active.cycles, abs(lines) < Self.toTheEnd, count > header {
            let range = count - header
            target = ((target - header) % range + range) % range + header
        }
        scroll(to: target)
    }

    /// Scrolls as far as there is to go: `preview-top` and `preview-bottom`.
    package static let toTheEnd = 1_000_000_000

    /// Shows line `target` first (kept within the output), as fzf's `scrollPreviewTo`.
    package func scroll(to target: Int) {
        let count = text.lineCount, header = headerLines
        scrollOffset = max(header, min(target, max(0, count - 1)))
        following = active.follows && scrollOffset >= count - max(1, height - header)
        askForWindow()
    }

    /// `follow`: the offset that shows the output's last lines.
    private func followEnd() {
        guard following else { return }
        let header = headerLines
        let end = header + (text.lineCount - header) - max(1, height - header)
        if end > scrollOffset { scrollOffset = end }
        askForWindow()
    }

    /// Lines scrolled to that were not kept: the window is asked to move there.
    private func askForWindow() {
        let rows = max(1, height - headerLines)
        let shown = firstLineShown..<min(text.lineCount, firstLineShown + rows)
        // Lines not kept, or the counted end of an output stopped before its end: read again.
        let pastCounted = text.continues && shown.upperBound >= text.lineCount
        wantedLine = pastCounted || shown.contains(where: text.isOutsideWindow) ? firstLineShown : nil
    }

    /// The dim line under the text: `running…` while it runs, `exit N` when it failed.
    package var statusLine: String? {
        switch state {
        case .waiting, .running: return "running…"
        case .finished(.exited(0)): return wasCut ? "… (output cut)" : nil
        case .finished(.exited(let n)): return wasCut ? "… (output cut)" : "exit \(n)"
        case .finished(.signalled(let n)): return wasCut ? "… (output cut)" : "signal \(n)"
        }
    }
}

/// Why not all of a preview's output was kept: more bytes than are read for a picture (the
/// command was killed). Said on the card.
package enum PreviewCut: Equatable, Sendable {
    case bytes(Int)

    /// `cut at 24 MiB`.
    package var note: String {
        switch self {
        case .bytes(let n):
            if n >= 1 << 20 && n % (1 << 20) == 0 { return "cut at \(n >> 20) MiB" }
            if n >= 1 << 10 && n % (1 << 10) == 0 { return "cut at \(n >> 10) KiB" }
            return "cut at \(n) bytes"
        }
    }
}
