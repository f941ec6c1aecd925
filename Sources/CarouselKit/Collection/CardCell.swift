import CarouselCore

/// A card: a rounded box with a title and body text wrapped to its width (see `CardText`).
/// Wrapping happens when the cell is configured or its size changes, not every frame; so
/// does drawing, into the cell's backing store (`display`), which every frame copies.
open class CardCell: CollectionViewCell {
    /// The card's first line, drawn in the title's style.
    public var title: String = "" { didSet { wrapped = nil; setNeedsDisplay() } }
    /// The text under the title, wrapped to the card and clipped at its border.
    public var body: String = "" { didSet { wrapped = nil; setNeedsDisplay() } }
    /// Characters of the title to mark (a search's matches), as Unicode scalar offsets:
    /// drawn underlined (reversed in an underlined title) and bold: marks that need no colour.
    package var titleMarks: Set<Int> = [] { didSet { if titleMarks != oldValue { setNeedsDisplay() } } }
    /// The title's own colours (`--ansi`), one style per Unicode scalar; empty: none.
    package var titleColours: [Style] = [] { didSet { if titleColours != oldValue { setNeedsDisplay() } } }
    /// A short tag drawn on the bottom border (such as `4/20`).
    package var footer: String = "" { didSet { setNeedsDisplay() } }
    /// What a `--preview` command printed for this card: drawn under a one-line title
    /// instead of the body.
    package var preview: PreviewContent? { didSet { setNeedsDisplay() } }
    /// Rows of preview text the card showed when last drawn: a page of Shift-PgDn.
    package internal(set) var previewBodyHeight = 0
    private var wrapped: (width: Int, height: Int, rows: [CardText.Row])?
    var oneLineTitle: (width: Int, title: String, text: String)?
    // `@exclusivity(unchecked)`: read and written every frame by the loop's thread alone, never
    // across a call that could reach it again; the runtime's check was a tenth of a frame.
    /// Where the preview's picture was drawn, from the card's top left corner.
    @exclusivity(unchecked) var pictureRect: Rect?
    /// Its cells that are transparent through and through (blank), row by row.
    var pictureClear: [Bool] = []
    /// The card as last drawn as a neighbour and as the current card (each drawn when
    /// first needed, and again only when what it shows changed).
    @exclusivity(unchecked) private var neighbourContents = Contents()
    @exclusivity(unchecked) private var currentContents = Contents()
    /// Counts changes to the card's content, as `setNeedsDisplay()` is called.
    @exclusivity(unchecked) private var contentGeneration = 0

    /// A backing store and what it was drawn for.
    private struct Contents {
        var store = BackingStore()
        var key: ContentsKey?
    }

    /// Everything a card's drawing depends on besides its place.
    private struct ContentsKey: Equatable {
        var width: Int
        var height: Int
        var styles: SIMD4<UInt32>
        var generation: Int
        var previewRevision: Int
    }

    open override func prepareForReuse() {
        title = ""
        body = ""
        titleMarks = []
        titleColours = []
        footer = ""
        preview = nil
    }

    open override func draw(in canvas: inout Canvas, frame: Rect, isCurrent: Bool, theme: Theme) {
        draw(in: &canvas, frame: frame, clip: canvas.bounds, isCurrent: isCurrent, theme: theme)
    }

    /// `setNeedsDisplay()`: what the card shows changed; it is drawn again when next shown.
    package func setNeedsDisplay() { contentGeneration &+= 1 }

    /// Draws the card at `frame`, clipped to `clip` (the carousel's strip), by drawing every
    /// cell in place. `display` gives the same cells from the backing store.
    package func draw(in canvas: inout Canvas, frame: Rect, clip: Rect, isCurrent: Bool, theme: Theme) {
        let visible = frame.intersection(clip)
        guard !visible.isEmpty, frame.width >= 2, frame.height >= 2 else { return }
        let styles = CardStyles(isCurrent: isCurrent, theme: theme)
        drawBackground(in: &canvas, frame: frame, clip: clip, styles: styles)
        drawContent(in: &canvas, frame: frame, clip: clip, styles: styles)
    }

    /// Shows the card at `frame`, clipped to `clip`, as `draw` would: from the backing store
    /// of its current or neighbour look, drawn again only when the card's size, content or
    /// styles changed, so that a frame costs a copy of its rows. Returns whether it drew.
    @discardableResult
    package func display(in canvas: inout Canvas, frame: Rect, clip: Rect, isCurrent: Bool, theme: Theme) -> Bool {
        display(
            in: &canvas, frame: frame, clip: clip, isCurrent: isCurrent, styles: CardStyles(isCurrent: isCurrent, theme: theme),
            theme: theme)
    }

    /// `display` with the look's styles already worked out (once a frame for every card).
    func display(in canvas: inout Canvas, frame: Rect, clip: Rect, isCurrent: Bool, styles: CardStyles, theme: Theme) -> Bool {
        let visible = frame.intersection(clip)
        guard !visible.isEmpty, frame.width >= 2, frame.height >= 2 else { return false }
        let inner = Self.inner(of: frame)
        // Only the border shows: drawn in place, the footer is left out then.
        guard !inner.intersection(clip).isEmpty else {
            draw(in: &canvas, frame: frame, clip: clip, isCurrent: isCurrent, theme: theme)
            return false
        }
        let key = ContentsKey(
            width: frame.width, height: frame.height, styles: styles.key, generation: contentGeneration,
            previewRevision: preview?.revision ?? -1)
        var drew = false
        if isCurrent {
            if currentContents.key != key { drew = updateContents(&currentContents, key: key, styles: styles) }
            canvas.composite(currentContents.store, x: frame.x, y: frame.y, clip: clip)
        } else {
            if neighbourContents.key != key { drew = updateContents(&neighbourContents, key: key, styles: styles) }
            canvas.composite(neighbourContents.store, x: frame.x, y: frame.y, clip: clip)
        }
        notePicture(in: &canvas, frame: frame, clip: clip)
        return drew
    }

    /// Draws the card's store for a look it may take soon (a neighbour's about to become the
    /// current card, or the current card's about to step aside) if it is not drawn for it,
    /// in a frame with time to spare, so that the frame where it changes only copies. Returns
    /// whether it drew.
    @discardableResult
    package func prepareDisplay(width: Int, height: Int, isCurrent: Bool, theme: Theme) -> Bool {
        guard width >= 2, height >= 2 else { return false }
        let styles = CardStyles(isCurrent: isCurrent, theme: theme)
        let key = ContentsKey(
            width: width, height: height, styles: styles.key, generation: contentGeneration,
            previewRevision: preview?.revision ?? -1)
        return isCurrent
            ? updateContents(&currentContents, key: key, styles: styles)
            : updateContents(&neighbourContents, key: key, styles: styles)
    }

    private func updateContents(_ contents: inout Contents, key: ContentsKey, styles: CardStyles) -> Bool {
        guard contents.key != key else { return false }
        let frame = Rect(x: 0, y: 0, width: key.width, height: key.height)
        pictureRect = nil
        contents.store.draw(
            width: key.width, height: key.height, opaque: true,
            background: { Self.drawWholeBackground(in: &$0, styles: styles) },
            content: { drawContent(in: &$0, frame: frame, clip: frame, styles: styles) })
        contents.key = key
        return true
    }

    /// The picture's cells, where the frame shows them, for a presenter that draws pixels.
    private func notePicture(in canvas: inout Canvas, frame: Rect, clip: Rect) {
        guard let pictured = preview?.picture, let relative = pictureRect else { return }
        let rect = Rect(x: frame.x + relative.x, y: frame.y + relative.y, width: relative.width, height: relative.height)
        let visible = rect.intersection(clip).intersection(canvas.bounds)
        guard !visible.isEmpty else { return }
        canvas.picturePlacements.append(
            PicturePlacement(
                id: pictured.id, picture: pictured.picture, rect: rect, visible: visible,
                clear: pictureClear))
    }

    /// The inside of a card: one column of padding each side.
    private static func inner(of frame: Rect) -> Rect {
        Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - 4, height: frame.height - 2)
    }

    /// The border, as runs along its long edges, the padding inside it blank, and the inside
    /// filled in the text's style: every cell of the card, so that it is opaque.
    private func drawBackground(in canvas: inout Canvas, frame: Rect, clip: Rect, styles: CardStyles) {
        let border = styles.border
        let right = frame.maxX - 1, bottom = frame.maxY - 1
        // Border: the long edges as runs, clipped as `put` would clip each character.
        let edge = Rect(x: frame.x + 1, y: frame.y, width: right - frame.x - 1, height: 1)
        canvas.fill(edge.intersection(clip), with: "─", style: border)
        canvas.fill(Rect(x: edge.x, y: bottom, width: edge.width, height: 1).intersection(clip), with: "─", style: border)
        for y in (frame.y + 1)..<bottom {
            canvas.put("│", x: frame.x, y: y, style: border, clip: clip)
            canvas.put("│", x: right, y: y, style: border, clip: clip)
            if right - frame.x >= 2 { canvas.put(" ", x: frame.x + 1, y: y, style: .plain, clip: clip) }
            if right - frame.x >= 3 { canvas.put(" ", x: right - 1, y: y, style: .plain, clip: clip) }
        }
        canvas.put("╭", x: frame.x, y: frame.y, style: border, clip: clip)
        canvas.put("╮", x: right, y: frame.y, style: border, clip: clip)
        canvas.put("╰", x: frame.x, y: bottom, style: border, clip: clip)
        canvas.put("╯", x: right, y: bottom, style: border, clip: clip)
        let inner = Self.inner(of: frame)
        let innerClip = inner.intersection(clip)
        guard inner.width > 0, inner.height > 0, !innerClip.isEmpty else { return }
        canvas.fill(innerClip, style: styles.text)
    }

    /// `drawBackground` for a card that fills the canvas (its store), unclipped: the same
    /// cells, set a row at a time, the inside rows copied from the first.
    private static func drawWholeBackground(in canvas: inout Canvas, styles: CardStyles) {
        let w = canvas.width, h = canvas.height
        guard w >= 2, h >= 2 else { return }
        let border = styles.border.packed, text = styles.text.packed
        func cell(_ scalar: Unicode.Scalar, _ style: UInt32) -> Canvas.Cell {
            Canvas.Cell(packed: Canvas.Cell.pack(scalar: scalar.value, width: 1, style: style))
        }
        canvas.cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            func edge(_ row: Int, _ left: Unicode.Scalar, _ right: Unicode.Scalar) {
                let start = base + row * w
                start.pointee = cell(left, border)
                if w > 2 { Canvas.fill(UnsafeMutableBufferPointer(start: start + 1, count: w - 2), with: cell("─", border)) }
                start[w - 1] = cell(right, border)
            }
            edge(0, "╭", "╮")
            edge(h - 1, "╰", "╯")
            guard h > 2 else { return }
            // The first inside row: border, padding, the inside in the text's style.
            let first = base + w
            first.pointee = cell("│", border)
            if w > 2 { Canvas.fill(UnsafeMutableBufferPointer(start: first + 1, count: w - 2), with: .blank) }
            if w > 4 { Canvas.fill(UnsafeMutableBufferPointer(start: first + 2, count: w - 4), with: cell(" ", text)) }
            first[w - 1] = cell("│", border)
            for row in 2..<(h - 1) { Canvas.copy(first, to: base + row * w, count: w) }
        }
    }

    /// The footer on the bottom border, then the title and body (or the preview) inside.
    private func drawContent(in canvas: inout Canvas, frame: Rect, clip: Rect, styles: CardStyles) {
        let border = styles.border
        let right = frame.maxX - 1, bottom = frame.maxY - 1
        let inner = Self.inner(of: frame)
        let innerClip = inner.intersection(clip)
        guard inner.width > 0, inner.height > 0, !innerClip.isEmpty else { return }
        drawCurrentLook(styles, in: &canvas, frame: frame, clip: clip)
        if !footer.isEmpty, frame.width > footer.count + 6 {
            let fx = right - 2 - TextWidth.of(footer)
            // Three writes rather than a concatenated string: no allocation per frame.
            canvas.put(" ", x: fx - 1, y: bottom, style: border, clip: clip)
            let after = canvas.write(footer, x: fx, y: bottom, style: border, clip: clip)
            canvas.put(" ", x: after, y: bottom, style: border, clip: clip)
        }
        if let preview {
            drawPreview(preview, inner: inner, clip: innerClip, canvas: &canvas, styles: styles)
            return
        }
        drawOwnText(in: inner, clip: innerClip, canvas: &canvas, styles: styles)
    }

    /// The title and body wrapped into `area`: the whole inside, or the part a preview
    /// beside or above them leaves.
    func drawOwnText(in area: Rect, clip: Rect, canvas: inout Canvas, styles: CardStyles) {
        for (k, row) in textRows(width: area.width, height: area.height).enumerated() {
            if row.isTitle, !titleMarks.isEmpty || !titleColours.isEmpty, let offset = row.titleOffset {
                writeMarked(row.text, from: offset, x: area.x, y: area.y + k, style: styles.title, clip: clip, canvas: &canvas)
            } else {
                canvas.write(row.text, x: area.x, y: area.y + k, style: row.isTitle ? styles.title : styles.text, clip: clip)
            }
        }
    }

    /// The title's line highlighted across the inside (padding included) and the pointer
    /// left of the title: in the padding, or over the border too when two columns wide.
    private func drawCurrentLook(_ styles: CardStyles, in canvas: inout Canvas, frame: Rect, clip: Rect) {
        let row = frame.y + 1
        guard row < frame.maxY - 1 else { return }
        if styles.look.highlightsTitleLine {
            canvas.fill(Rect(x: frame.x + 1, y: row, width: max(0, frame.width - 2), height: 1).intersection(clip), style: styles.title)
        }
        let pointer = styles.look.pointer
        guard !pointer.isEmpty, frame.width >= 4 else { return }
        let x = TextWidth.of(pointer) >= 2 ? frame.x : frame.x + 1
        canvas.write(pointer, x: x, y: row, style: styles.border, clip: Rect(x: frame.x, y: row, width: 2, height: 1).intersection(clip))
    }

    /// A preview's style on the card: its own colours, the card's where it has none.
    static func merged(_ style: Style, into card: Style) -> Style {
        var s = style
        if s.foreground == .default { s.foreground = card.foreground }
        if s.background == .default { s.background = card.background }
        return s
    }

    private func textRows(width: Int, height: Int) -> [CardText.Row] {
        if let w = wrapped, w.width == width, w.height == height { return w.rows }
        let rows = CardText.rows(title: title, body: body, width: width, height: height)
        wrapped = (width, height, rows)
        return rows
    }
}

/// The styles a card is drawn in: the current card's, or a neighbour's.
struct CardStyles: Equatable {
    let border: Style
    let text: Style
    let title: Style
    /// The current card's pointer and highlight; none for a neighbour.
    let look: CurrentCardLook

    /// Equal styles, equal keys: compared as four integers (the look as a hash).
    let key: SIMD4<UInt32>

    init(isCurrent: Bool, theme: Theme) {
        border = isCurrent ? theme.currentBorder : theme.neighbourBorder
        text = isCurrent ? theme.text : theme.neighbourText
        look = isCurrent ? theme.currentCard : CurrentCardLook()
        var title = isCurrent ? theme.currentTitle : theme.neighbourText
        // fzf's bg+ across the line; reversed where no colour says what it is.
        if look.highlightsTitleLine && title.background == .default { title.reverse = true }
        self.title = title
        let lookKey = look == CurrentCardLook() ? 0 : UInt32(truncatingIfNeeded: look.hashValue) | 1
        key = SIMD4(border.packed, text.packed, title.packed, lookKey)
    }
}
