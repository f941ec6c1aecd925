import CarouselCore

/// A card whose preview printed a picture: drawn as symbols in its body, its place kept for
/// the terminal's pixels.
extension CardCell {
    /// The preview's picture from row `top`, leaving room for the lines after it (and the
    /// status line) where the body has rows to spare; the row under it.
    func drawPicture(
        _ preview: PreviewContent, top: Int, linesAfter: Int, inner: Rect, cardInner: Rect, clip: Rect,
        canvas: inout Canvas, background: TerminalColor
    ) -> Int {
        let free = inner.maxY - top
        let reserved = min(max(0, free - 1) / 2, linesAfter + (preview.statusLine == nil ? 0 : 1))
        let rows = free - reserved
        guard rows > 0, let symbols = preview.symbolPicture(columns: inner.width, rows: rows) else { return top }
        symbols.draw(in: &canvas, rect: Rect(x: inner.x, y: top, width: inner.width, height: rows), clip: clip, background: background)
        // Kept from the card's corner (the inside starts 2 columns and 1 row in).
        pictureRect = Rect(
            x: 2 + inner.x - cardInner.x + symbols.offsetX, y: 1 + top - cardInner.y + symbols.offsetY,
            width: symbols.columns, height: symbols.rows)
        pictureClear = symbols.clearCells
        return top + rows
    }
}
