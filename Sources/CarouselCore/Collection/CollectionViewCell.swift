/// A reusable cell, as `UICollectionViewCell`: created once, configured for an index,
/// handed back to the pool when it scrolls out and prepared before it is used again.
open class CollectionViewCell {
    /// The identifier the cell was registered under and is reused by.
    public let reuseIdentifier: String
    /// The item this cell currently shows.
    public package(set) var index: Int = 0

    /// The cell as a `StoreBackedCell`, once asked (`CardStrip.storeBacked(_:)`): the strip
    /// reads it every frame for every card, and the runtime's conformance look-up each time was
    /// a tenth of a race frame. Unowned: it is the cell itself.
    package unowned(unsafe) var storeBacking: (any StoreBackedCell)?
    package var storeBackingKnown = false

    /// A cell for `reuseIdentifier`; the collection view makes them, a data source dequeues them.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Clears per-item state before the cell is handed out again.
    open func prepareForReuse() {}

    /// Draws the cell into `frame` (which may extend past the canvas: it is clipped).
    open func draw(in canvas: inout Canvas, frame: Rect, isCurrent: Bool, theme: Theme) {}
}
