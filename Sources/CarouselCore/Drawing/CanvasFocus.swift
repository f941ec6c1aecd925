extension Canvas {
    /// Where the focus is in a frame: the terminal's cursor rests there once the frame is
    /// drawn, so that a screen reader that follows the cursor (Orca, BRLTTY) reads the focused
    /// card's title, or the query while one is typed. Part of what the scene's frame says,
    /// as its scrolling regions are; the scene's model is not changed by saying it.
    package struct Focus: Equatable, Sendable {
        /// The cell the cursor rests on: the title's first character, or the query's cursor.
        package var x: Int, y: Int
        /// The cells from there that make the line to read again when the focus changes
        /// (the title's row inside the card; 0 for the query, which the terminal echoes).
        package var width: Int
        /// What has the focus, while nothing moves; nil while it moves, so that the line is
        /// read again once, where it comes to rest.
        package var item: Item?

        package init(x: Int, y: Int, width: Int, item: Item?) {
            self.x = x; self.y = y; self.width = width; self.item = item
        }
    }

    /// The thing focused: a card (its lane, its index and its title, as a picker's index 0
    /// is another line after each search), or the query line.
    package struct FocusItem: Hashable, Sendable {
        package var lane: Int
        package var index: Int
        package var title: String

        package init(lane: Int, index: Int, title: String) {
            self.lane = lane; self.index = index; self.title = title
        }

        package static let query = FocusItem(lane: -1, index: -1, title: "")
    }
}

extension Canvas.Focus {
    package typealias Item = Canvas.FocusItem

    /// The focus on a card drawn at `frame`, clipped to `clip`: its title's row, one row
    /// under the top border and two columns in (see `CardCell`); nil when that row is not
    /// shown. A title cut by the clip's left edge is read from the first column shown.
    package static func title(ofCardAt frame: Rect, clip: Rect, item: Item) -> Canvas.Focus? {
        let y = frame.y + 1
        let start = frame.x + 2, end = frame.maxX - 2
        let x = max(start, clip.x), last = min(end, clip.maxX)
        guard y >= clip.y, y < clip.maxY, x < last else { return nil }
        return Canvas.Focus(x: x, y: y, width: last - x, item: item)
    }
}
