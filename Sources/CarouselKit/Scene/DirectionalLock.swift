import CarouselCore

/// UIScrollView's `isDirectionalLockEnabled`, as nested scroll views use it: a drag decides
/// its axis once it leaves the tap tolerance (`TapTolerance`: until then it is a click), and
/// until then it is held back. The press and the motion seen so far are kept, so that once
/// the axis is decided they are handed on in order, with their own times, and the velocity
/// of the drag is the pointer's from its press.
///
/// ```swift
/// var lock = DirectionalLock()
/// lock.press(press, now: 0, precision: .cells)
/// if let (axis, events) = lock.motion(move, now: 0.02) { /* start the drag on axis with events */ }
/// ```
package struct DirectionalLock: Sendable {
    package private(set) var pressEvent: MouseEvent?
    package private(set) var axis: Axis?
    private var precision = PointerPrecision.cells
    private var held: [(event: MouseEvent, time: Double)] = []

    package init() {}

    package var isActive: Bool { pressEvent != nil }

    package mutating func press(_ m: MouseEvent, now: Double, precision: PointerPrecision) {
        pressEvent = m
        self.precision = precision
        axis = nil
        held = [(m, now)]
    }

    /// Notes motion; the first time the axis is decided, returns it with every event held
    /// (the press first). Nil while undecided, and after (the motion then goes straight on).
    package mutating func motion(_ m: MouseEvent, now: Double) -> (axis: Axis, events: [(event: MouseEvent, time: Double)])? {
        guard let start = pressEvent, axis == nil else { return nil }
        held.append((m, now))
        let d = TapTolerance.distance(m, from: start, precision: precision)
        let decided = TapTolerance.axis(dx: d.dx, dy: d.dy, precision: precision)
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
