/// The screen of lanes (the race): a status row, one lane per carousel stacked top to
/// bottom (a label row over a strip of cards), a line saying which lanes show, and the help
/// row. Where the lanes do not all fit so, each is a strip of cards with its label over
/// their top border (as a framed box's title sits on its top edge): more lanes in the same
/// rows. Lanes that still do not fit scroll: a screenful from `firstLane` shows (clamped so
/// the last screenful is full); below one lane the whole screen is a note saying so.
extension ScreenLayout {
    public struct Lane: Equatable, Sendable {
        /// The row that names the strategy and shows its page and decision.
        public var labelRow: Int
        /// Where its cards scroll (the full width).
        public var strip: Rect
        /// The label is drawn over the strip's first row (the cards' top border).
        public var labelOverlapsStrip: Bool { labelRow == strip.y }
    }

    /// A label row and the shortest strip a card still shows a line of text in.
    public static let minimumLaneHeight = 1 + CardGeometry.minimumCardHeight
    /// Taller lanes would only add empty rows around the cards.
    public static let maximumLaneHeight = 1 + 9
    /// A lane whose label sits on its cards' top border.
    public static let compactLaneHeight = CardGeometry.minimumCardHeight

    /// The screen of `laneCount` lanes, scrolled to show `firstLane` first where not all fit.
    public init(width: Int, height: Int, laneCount: Int, firstLane: Int = 0) {
        self.init(empty: width, height)
        guard width >= Self.minimumWidth, laneCount > 0 else { return }
        var top = 0, bottom = self.height
        if bottom - top >= Self.minimumLaneHeight + 1 { statusRow = 0; top = 1 }
        if bottom - top >= Self.minimumLaneHeight + 4 { bottom -= 1; helpRow = bottom }
        // A lane of full height at least, or the screen is too small for the race.
        guard bottom - top >= Self.minimumLaneHeight else { return }
        let compact = laneCount * Self.minimumLaneHeight > bottom - top
        let least = compact ? Self.compactLaneHeight : Self.minimumLaneHeight
        var shown = min(laneCount, (bottom - top) / least)
        if shown < laneCount {
            // One row says which lanes show and how to scroll; it may cost one more lane.
            bottom -= 1
            laneListRow = bottom
            shown = min(laneCount, max(0, bottom - top) / least)
        }
        guard shown > 0 else { laneListRow = nil; return }
        isTooSmall = false
        self.firstLane = min(max(0, firstLane), laneCount - shown)
        self.laneCount = laneCount
        let laneHeight = compact ? least : min((bottom - top) / shown, Self.maximumLaneHeight)
        for k in 0..<shown {
            let y = top + k * laneHeight
            let strip = compact ? Rect(x: 0, y: y, width: self.width, height: laneHeight)
                                : Rect(x: 0, y: y + 1, width: self.width, height: laneHeight - 1)
            lanes.append(Lane(labelRow: y, strip: strip))
        }
        self.strip = lanes[0].strip
    }
}
