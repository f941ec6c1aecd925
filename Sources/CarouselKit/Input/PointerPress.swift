import CarouselCore

/// A press of the button, watched to tell a click from a drag. In pixels a hand never
/// holds still, so a press and release within the cell it began in, having wandered less
/// than half a cell, is still a click; in cells, a click is a release where nothing moved.
package struct PointerPress: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var time: Double
    /// How far the pointer went from the press along the axis, in cells.
    package private(set) var wander = 0.0

    /// The largest wander from the press that is still a click: within the cell.
    package static let clickWander = 0.5

    package init(x: Int, y: Int, time: Double) {
        self.x = x; self.y = y; self.time = time
    }

    package mutating func noteMotion(_ m: MouseEvent, axis: Axis) {
        wander = max(wander, abs(Double(axis == .horizontal ? m.x - x : m.y - y)))
    }

    /// True when `release` ends a click rather than a drag: in the cell the press was in, and
    /// either the drag never moved the content (`dragIsTap`) or, in pixels, barely wandered.
    package func isTap(release m: MouseEvent, axis: Axis, dragIsTap: Bool, precision: PointerPrecision) -> Bool {
        let sameCell = axis == .horizontal ? m.x == x : m.y == y
        return sameCell && (dragIsTap || (precision == .pixels && wander < Self.clickWander))
    }
}
