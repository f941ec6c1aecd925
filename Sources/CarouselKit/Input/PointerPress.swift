/// A press of the button, watched to tell a click from a drag. In pixels a hand never
/// holds still, so a press and release within the cell it began in, having wandered less
/// than half a cell, is still a click; in cells, a click is a release where nothing moved.
public struct PointerPress: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var time: Double
    /// How far the pointer went from the press along the axis, in cells.
    public private(set) var wander = 0.0

    /// The largest wander from the press that is still a click: within the cell.
    public static let clickWander = 0.5

    public init(x: Int, y: Int, time: Double) {
        self.x = x; self.y = y; self.time = time
    }

    public mutating func noteMotion(_ m: MouseEvent, axis: Axis) {
        wander = max(wander, abs(Double(axis == .horizontal ? m.x - x : m.y - y)))
    }

    /// True when `release` ends a click rather than a drag: in the cell the press was in, and
    /// either the drag never moved the content (`dragIsTap`) or, in pixels, barely wandered.
    public func isTap(release m: MouseEvent, axis: Axis, dragIsTap: Bool, precision: PointerPrecision) -> Bool {
        let sameCell = axis == .horizontal ? m.x == x : m.y == y
        return sameCell && (dragIsTap || (precision == .pixels && wander < Self.clickWander))
    }
}
