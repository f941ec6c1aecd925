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
    package internal(set) var text = StyledText() { didSet { revision &+= 1 } }
    package internal(set) var state = State.waiting { didSet { revision &+= 1 } }
    /// Not all the output was kept (past the line cap or the byte cap): the card says so.
    package internal(set) var cut: PreviewCut? { didSet { revision &+= 1 } }
    /// The output went past the byte cap: the rest was not read and the command was killed.
    package var wasCut: Bool { if case .bytes? = cut { return true } else { return false } }
    /// The picture in the output, if any (drawn in the body, the text around it).
    package internal(set) var picture: PreviewPicture? { didSet { revision &+= 1; symbols = nil } }
    /// The cell size the picture is fitted with.
    package internal(set) var cellSize = CellPixelSize.fallback { didSet { if cellSize != oldValue { symbols = nil } } }
    /// The picture as cells, for the last size asked.
    private var symbols: (columns: Int, rows: Int, picture: SymbolPicture)?
    /// Lines of the text scrolled past (Shift-↓, `--preview-window +N`).
    package internal(set) var scrollOffset = 0 { didSet { if scrollOffset != oldValue { revision &+= 1 } } }
    /// Long lines wrap onto the next rows (`--preview-window wrap`) rather than being cut.
    package internal(set) var wraps = false
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

    /// The first line shown: where it is scrolled to, but never past the last line (as fzf
    /// clamps `+N` past the end).
    package var firstLineShown: Int { min(scrollOffset, max(0, text.lines.count - 1)) }

    /// Scrolls by `lines` (back when negative) from the line shown, never before the first
    /// line or past the last.
    package func scroll(by lines: Int) {
        scrollOffset = max(0, min(firstLineShown + lines, max(0, text.lines.count - 1)))
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

/// Why not all of a preview's output was kept: more lines than a card keeps to scroll to
/// (the command was stopped or its end dropped), or more bytes than are read (the command
/// was killed). Said on the card.
package enum PreviewCut: Equatable, Sendable {
    case lines(Int)
    case bytes(Int)

    /// `cut at 1000 lines`, `cut at 256 KiB`.
    package var note: String {
        switch self {
        case .lines(let n): return "cut at \(n) lines"
        case .bytes(let n):
            if n >= 1 << 20 && n % (1 << 20) == 0 { return "cut at \(n >> 20) MiB" }
            if n >= 1 << 10 && n % (1 << 10) == 0 { return "cut at \(n >> 10) KiB" }
            return "cut at \(n) bytes"
        }
    }
}
