import CarouselCore

/// Splits the terminal for lanes of carousels: a status row, the list the lanes scroll in
/// (each lane a label row over a strip of cards, all of one height), a row saying which
/// lanes show when not all fit, and the help row. Below one lane's minimum the whole screen
/// is a note saying so.
///
/// How tall a lane is comes from the scene's `Sizing`: the race fits every lane it can (as
/// tall as they may be, or compact, the label over the cards' top border, as a framed box's
/// title sits on its edge); the shelves show about three a screen, tall enough for cards.
package struct LanesLayout: Equatable, Sendable {
    package enum Sizing: Equatable, Sendable {
        /// Every lane on screen if they fit, compact if that makes them fit, and a row
        /// saying which show when even compact ones do not (the race).
        case fitEvery
        /// About three lanes a screen (the shelves): enough to see that they are a list.
        case aboutThree
    }

    package var width: Int
    package var height: Int
    package var statusRow: Int?
    package var helpRow: Int?
    /// The row saying which lanes show and how to scroll, when not all fit (`fitEvery`).
    package var laneListRow: Int?
    /// Where the lanes scroll, top to bottom.
    package var list: Rect
    /// One lane: its label row and its strip of cards (compact: the label over the strip).
    package var laneHeight: Int
    package var isTooSmall: Bool

    /// A label row and the shortest strip a card still shows a line of text in.
    package static let minimumLaneHeight = 1 + CardGeometry.minimumCardHeight
    /// Taller lanes would only add empty rows around the cards.
    package static let maximumLaneHeight = 1 + 9
    /// A lane whose label sits on its cards' top border.
    package static let compactLaneHeight = CardGeometry.minimumCardHeight
    package static let minimumWidth = ScreenLayout.minimumWidth

    package init(width: Int, height: Int, laneCount: Int, sizing: Sizing) {
        self.width = max(0, width)
        self.height = max(0, height)
        statusRow = nil; helpRow = nil; laneListRow = nil
        list = Rect(x: 0, y: 0, width: 0, height: 0)
        laneHeight = Self.minimumLaneHeight
        isTooSmall = true
        guard self.width >= Self.minimumWidth else { return }
        var top = 0, bottom = self.height
        if bottom - top >= Self.minimumLaneHeight + 1 { statusRow = 0; top = 1 }
        if bottom - top >= Self.minimumLaneHeight + 3 { bottom -= 1; helpRow = bottom }
        guard bottom - top >= Self.minimumLaneHeight else { return }
        isTooSmall = false
        switch sizing {
        case .aboutThree:
            laneHeight = min(max((bottom - top) / 3, Self.minimumLaneHeight), Self.maximumLaneHeight)
        case .fitEvery:
            let lanes = max(1, laneCount)
            if lanes * Self.minimumLaneHeight <= bottom - top {
                laneHeight = min((bottom - top) / lanes, Self.maximumLaneHeight)
            } else {
                laneHeight = Self.compactLaneHeight
                if lanes * laneHeight > bottom - top, bottom - top > laneHeight {
                    // One row says which lanes show and how to scroll.
                    bottom -= 1
                    laneListRow = bottom
                }
            }
        }
        list = Rect(x: 0, y: top, width: self.width, height: bottom - top)
    }

    /// A lane's label is drawn over its cards' top border.
    package var labelOverlapsStrip: Bool { laneHeight < Self.minimumLaneHeight }
    /// Lanes that fit whole in the list.
    package var lanesPerScreen: Int { max(1, list.height / max(1, laneHeight)) }

    /// Where a lane whose top row is `top` draws: its label row and its strip of cards.
    package func frame(ofLane lane: Int, top: Int) -> LaneFrame {
        let strip =
            labelOverlapsStrip
            ? Rect(x: 0, y: top, width: width, height: laneHeight)
            : Rect(x: 0, y: top + 1, width: width, height: laneHeight - 1)
        return LaneFrame(lane: lane, labelRow: top, strip: strip)
    }
}

/// Where one lane is on the screen: its label row and the strip its cards scroll in.
package struct LaneFrame: Equatable, Sendable {
    /// Which lane, counted from the first.
    package var lane: Int
    /// The row that names the lane and shows its page and decision.
    package var labelRow: Int
    /// Where its cards scroll (the full width).
    package var strip: Rect
    /// The label is drawn over the strip's first row (the cards' top border).
    package var labelOverlapsStrip: Bool { labelRow == strip.y }
}
