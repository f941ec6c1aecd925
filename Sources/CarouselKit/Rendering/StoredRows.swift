/// Rows of the screen (the status line, the page dots, the overlay's lines) drawn into a
/// backing store for what they say, then copied into every frame until that changes: their
/// text is measured, fitted and laid out once, not sixty times a second.
///
/// The rows are whole rows of a freshly reset canvas, blank before they are drawn: the
/// store starts them blank too, and is copied a row at a time.
struct StoredRows<Key: Equatable> {
    private var key: Key?
    private var store = BackingStore()

    /// Draws `height` rows across `width` columns from row `y`, as `drawing` draws them from
    /// its row `top`: into the store when `key` is not what it holds (then copied), or,
    /// without `fromStore`, straight into the canvas.
    mutating func draw(into canvas: inout Canvas, y: Int, width: Int, height: Int = 1, key: Key, fromStore: Bool = true,
                       drawing: (inout Canvas, _ top: Int) -> Void) {
        guard fromStore else { return drawing(&canvas, y) }
        if self.key != key || store.width != width || store.height != height {
            store.draw(width: width, height: height, background: { $0.fill($0.bounds, style: .plain) }) { drawing(&$0, 0) }
            self.key = key
        }
        canvas.composite(store, x: 0, y: y)
    }
}
