import CarouselCore

/// Rows of the screen (the status line, the page dots, the overlay's lines) drawn into a
/// backing store for what they say, then copied into every frame until that changes: their
/// text is measured, fitted and laid out once, not sixty times a second.
///
/// The rows are whole rows of a freshly reset canvas, blank before they are drawn: the
/// store starts them blank too, and is copied a row at a time.
struct StoredRows<Key: Equatable> {
    private var key: Key?
    private var store = BackingStore()

    /// Draws `height` rows across `width` columns from row `y` (and column `x`), as
    /// `drawing` draws them from its row `top` and column 0: into the store when `key` is not
    /// what it holds (then copied), or, without `fromStore`, straight into the canvas. What
    /// the drawing leaves is `background`: what the canvas holds there before it.
    mutating func draw(
        into canvas: inout Canvas, x: Int = 0, y: Int, width: Int, height: Int = 1, background: Style = .plain,
        key: Key, fromStore: Bool = true, drawing: (inout Canvas, _ top: Int) -> Void
    ) {
        guard fromStore else { return drawing(&canvas, y) }
        if self.key != key || store.width != width || store.height != height {
            // A reset canvas is blank: a plain background is already drawn.
            store.draw(
                width: width, height: height, opaque: true,
                background: { if background != .plain { $0.fill($0.bounds, style: background) } }
            ) { drawing(&$0, 0) }
            self.key = key
        }
        canvas.composite(store, x: x, y: y)
    }
}
