import CarouselCore

/// UIScrollView's `isDirectionalLockEnabled`, as nested scroll views use it: a drag decides
/// its axis from its first cells of motion, and until then it is held back. The press and
/// the motion seen so far are kept, so that once the axis is decided they are handed on in
/// order, with their own times, and the velocity of the drag is the pointer's from its press.
///
/// ```swift
/// var lock = DirectionalLock()
/// lock.press(press, now: 0)
/// if let (axis, events) = lock.motion(move, now: 0.02) { /* start the drag on axis with events */ }
/// ```
package struct DirectionalLock: Sendable {
    /// A column is about half as tall as a row: sideways motion counts half a cell per column.
    package static let columnsToDecide = 2
    package static let rowsToDecide = 1

    package private(set) var pressEvent: MouseEvent?
    package private(set) var axis: Axis?
    private var held: [(event: MouseEvent, time: Double)] = []

    package init() {}

    package var isActive: Bool { pressEvent != nil }

    package mutating func press(_ m: MouseEvent, now: Double) {
        pressEvent = m
        axis = nil
        held = [(m, now)]
    }

    /// Notes motion; the first time the axis is decided, returns it with every event held
    /// (the press first). Nil while undecided, and after (the motion then goes straight on).
    package mutating func motion(_ m: MouseEvent, now: Double) -> (axis: Axis, events: [(event: MouseEvent, time: Double)])? {
        guard let start = pressEvent, axis == nil else { return nil }
        held.append((m, now))
        let dx = abs(m.x - start.x), dy = abs(m.y - start.y)
        let decided: Axis?
        if dx >= Self.columnsToDecide && dx >= 2 * dy {
            decided = .horizontal
        } else if dy >= Self.rowsToDecide && 2 * dy > dx {
            decided = .vertical
        } else {
            decided = nil
        }
        guard let decided else { return nil }
        axis = decided
        let events = held
        held = []
        return (decided, events)
    }

    /// Ends the press: the axis it was decided on, or nil for a press that never moved far
    /// enough (a click).
    package mutating func release() -> Axis? {
        defer { reset() }
        return axis
    }

    package mutating func reset() {
        pressEvent = nil
        axis = nil
        held = []
    }
}
