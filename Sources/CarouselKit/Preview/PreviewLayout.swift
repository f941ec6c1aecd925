import CarouselCore

/// Where a card's preview goes inside the card, as `--preview-window` says: the card's own
/// layout (its title on the first row, the preview under it), or the inside split between
/// the preview and the card's own text (title and body), with a rule between them.
package struct PreviewLayout: Equatable, Sendable {
    /// Where the preview's lines go (empty: no room, or a hidden alternative).
    package var preview: Rect
    /// Where the card's own title and body go; nil in the card's own layout, where the
    /// title takes the first row (`title`) and the preview the rest.
    package var text: Rect?
    /// The title's row in the card's own layout.
    package var title: Rect?
    /// The rule between preview and text: a row (up, down) or a column (left, right).
    package var rule: Rect?
    /// Where the scroll position goes: the row above the preview (the card's top border or
    /// the rule), right-aligned to the preview; nil where no such row is the card's.
    package var tagRow: Int?
    /// The window in force at this size (its alternative where the preview would be small).
    package var window: PreviewWindow

    /// The layout of a card whose inside is `inner`.
    package init(inner: Rect, window declared: PreviewWindow) {
        let window = declared.resolved(columns: inner.width, rows: inner.height)
        self.window = window
        text = nil; title = nil; rule = nil; tagRow = nil
        guard let position = window.position else {
            title = Rect(x: inner.x, y: inner.y, width: inner.width, height: min(1, inner.height))
            preview = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: max(0, inner.height - 1))
            tagRow = inner.y - 1
            return
        }
        if window != declared, window.startsHidden {
            // A hidden alternative: at this size the card shows its own text alone.
            preview = Rect(x: inner.x, y: inner.y, width: 0, height: 0)
            text = inner
            return
        }
        let vertical = position == .up || position == .down
        let length = vertical ? inner.height : inner.width
        let size = window.size.cells(of: length)
        // The rule only where both sides have room; the card's text gets what is left. Side
        // by side, a blank column each side of it (or one blank column without it).
        let ruled = window.hasBorder && size > 0 && size < length - (vertical ? 1 : 3)
        let gap = size == 0 || size >= length ? 0 : vertical ? (ruled ? 1 : 0) : (ruled ? 3 : 1)
        let rest = max(0, length - size - gap)
        switch position {
        case .up:
            preview = Rect(x: inner.x, y: inner.y, width: inner.width, height: size)
            if ruled { rule = Rect(x: inner.x, y: inner.y + size, width: inner.width, height: 1) }
            text = Rect(x: inner.x, y: inner.maxY - rest, width: inner.width, height: rest)
            tagRow = inner.y - 1
        case .down:
            preview = Rect(x: inner.x, y: inner.maxY - size, width: inner.width, height: size)
            if ruled { rule = Rect(x: inner.x, y: inner.maxY - size - 1, width: inner.width, height: 1) }
            text = Rect(x: inner.x, y: inner.y, width: inner.width, height: rest)
            tagRow = ruled ? inner.maxY - size - 1 : (size == length ? inner.y - 1 : nil)
        case .left:
            preview = Rect(x: inner.x, y: inner.y, width: size, height: inner.height)
            if ruled { rule = Rect(x: inner.x + size + 1, y: inner.y, width: 1, height: inner.height) }
            text = Rect(x: inner.maxX - rest, y: inner.y, width: rest, height: inner.height)
            tagRow = inner.y - 1
        case .right:
            preview = Rect(x: inner.maxX - size, y: inner.y, width: size, height: inner.height)
            if ruled { rule = Rect(x: inner.maxX - size - 2, y: inner.y, width: 1, height: inner.height) }
            text = Rect(x: inner.x, y: inner.y, width: rest, height: inner.height)
            tagRow = inner.y - 1
        }
        if text?.isEmpty == true { text = nil }
    }

    /// The preview's size in a card of `width` x `height` cells (border and padding
    /// included): what its command is told (`FZF_PREVIEW_COLUMNS`, `FZF_PREVIEW_LINES`).
    package static func previewSize(cardWidth: Int, cardHeight: Int, window: PreviewWindow) -> (columns: Int, lines: Int) {
        let inner = Rect(x: 0, y: 0, width: max(0, cardWidth - 4), height: max(0, cardHeight - 2))
        let layout = PreviewLayout(inner: inner, window: window)
        return (layout.preview.width, layout.preview.height)
    }
}
