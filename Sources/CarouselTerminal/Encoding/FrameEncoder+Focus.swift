import CarouselCore

/// The cursor where the focus is: after each frame the terminal's cursor rests on the
/// focused card's title (or the query being typed), where a screen reader that follows the
/// cursor reads; for one that reads what is written, the title's line is written again when
/// the focus comes to rest on another card.
extension FrameEncoder {
    /// Moves the cursor to the frame's focus, if it has one on the canvas (nothing when the
    /// cursor is there already).
    mutating func placeCursor(
        at focus: Canvas.Focus?, over new: UnsafeBufferPointer<Canvas.Cell>, width: Int, height: Int,
        into bytes: inout [UInt8]
    ) {
        guard let focus, focus.x >= 0, focus.x < width, focus.y >= 0, focus.y < height else { return }
        moveCursor(row: focus.y, column: focus.x, over: new, rowStart: focus.y * width, into: &bytes)
    }

    /// When the focus has come to rest on an item other than the last one announced, the
    /// cells of its line are marked as unknown on `screen`, so that the diff writes them again.
    mutating func forgetFocusLineIfNew(
        _ focus: Canvas.Focus?, screen: UnsafeMutableBufferPointer<Canvas.Cell>,
        width: Int, height: Int
    ) {
        guard let focus, let item = focus.item, item != announcedItem else { return }
        announcedItem = item
        guard focus.y >= 0, focus.y < height else { return }
        let start = max(0, focus.x), end = min(width, focus.x + focus.width)
        guard start < end else { return }
        for x in start..<end { screen[focus.y * width + x] = Self.unknownCell }
    }

    /// A cell no canvas holds (no character has this scalar, nor this width): every cell
    /// differs from it.
    static let unknownCell = Canvas.Cell(scalar: 0x7FFF_FFFF, width: 15, style: .plain)
}
