/// A cell that draws itself cut at the strip's edges and keeps what it drew in backing stores
/// of its own, which the strip copies every frame instead of drawing the cell again. The
/// scenes' card is one (it conforms in the layer that defines it, so this one names no card);
/// a cell of one's own is drawn through `draw(in:frame:isCurrent:theme:)` instead.
package protocol StoreBackedCell: CollectionViewCell {
    /// The card's title: what the current card's focus names.
    var title: String { get }

    /// Draws the cell at `frame`, clipped to `clip`, every cell in place.
    func draw(in canvas: inout Canvas, frame: Rect, clip: Rect, isCurrent: Bool, theme: Theme)

    /// Shows the cell at `frame`, clipped to `clip`, as `draw` would, from its backing store
    /// (drawn again only when what it shows changed). Returns whether it drew.
    @discardableResult
    func display(in canvas: inout Canvas, frame: Rect, clip: Rect, isCurrent: Bool, theme: Theme) -> Bool

    /// Draws the backing store of a look the cell may take soon, in a frame with time to
    /// spare, if it is not drawn. Returns whether it drew.
    @discardableResult
    func prepareDisplay(width: Int, height: Int, isCurrent: Bool, theme: Theme) -> Bool
}
