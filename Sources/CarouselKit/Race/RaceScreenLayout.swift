/// Splits the terminal into the regions of the race: a status row, one lane per strategy
/// stacked top to bottom (a label row over a strip of cards), a line naming the lanes that
/// did not fit, and the help row. Lanes that do not fit are left out from the last; below
/// one lane the whole screen is a note saying so.
public struct RaceScreenLayout: Equatable, Sendable {
    public struct Lane: Equatable, Sendable {
        /// The row that names the strategy and shows its page and decision.
        public var labelRow: Int
        /// Where its cards scroll (the full width).
        public var strip: Rect
    }

    public var width: Int
    public var height: Int
    public var statusRow: Int?
    /// One entry per lane shown, in the order given; the rest did not fit.
    public var lanes: [Lane]
    /// The row saying which lanes were left out, when some were.
    public var leftOutRow: Int?
    public var helpRow: Int?
    public var isTooSmall: Bool

    /// A label row and the shortest strip a card still shows a line of text in.
    public static let minimumLaneHeight = 1 + CarouselController.minimumCardHeight
    /// Taller lanes would only add empty rows around the cards.
    public static let maximumLaneHeight = 1 + 9
    public static let minimumWidth = ScreenLayout.minimumWidth

    public init(width: Int, height: Int, laneCount: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        statusRow = nil; leftOutRow = nil; helpRow = nil
        lanes = []
        isTooSmall = true
        guard width >= Self.minimumWidth, laneCount > 0 else { return }
        var top = 0, bottom = self.height
        if bottom - top >= Self.minimumLaneHeight + 1 { statusRow = 0; top = 1 }
        if bottom - top >= Self.minimumLaneHeight + 4 { bottom -= 1; helpRow = bottom }
        var shown = min(laneCount, (bottom - top) / Self.minimumLaneHeight)
        if shown < laneCount {
            // One row says which lanes were left out; it may cost one more lane.
            bottom -= 1
            leftOutRow = bottom
            shown = min(laneCount, max(0, bottom - top) / Self.minimumLaneHeight)
        }
        guard shown > 0 else { leftOutRow = nil; return }
        isTooSmall = false
        let laneHeight = min((bottom - top) / shown, Self.maximumLaneHeight)
        for k in 0..<shown {
            let y = top + k * laneHeight
            lanes.append(Lane(labelRow: y, strip: Rect(x: 0, y: y + 1, width: self.width, height: laneHeight - 1)))
        }
    }
}
