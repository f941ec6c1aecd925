import CarouselCore

/// A press of the button, watched to tell a click from a drag: it stays a click while the
/// farthest the pointer went from it is within `TapTolerance`, the release included.
package struct PointerPress: Sendable {
    package var event: MouseEvent
    package var time: Double
    /// The farthest the pointer went from the press, in columns and rows.
    package private(set) var farthest = (dx: 0.0, dy: 0.0)

    package var x: Int { event.x }
    package var y: Int { event.y }

    package init(_ event: MouseEvent, time: Double) {
        self.event = event
        self.time = time
    }

    package mutating func noteMotion(_ m: MouseEvent, precision: PointerPrecision) {
        let d = TapTolerance.distance(m, from: event, precision: precision)
        farthest = (max(farthest.dx, d.dx), max(farthest.dy, d.dy))
    }

    /// True when `release` ends a click rather than a drag.
    package mutating func isTap(release m: MouseEvent, precision: PointerPrecision) -> Bool {
        noteMotion(m, precision: precision)
        return TapTolerance.isStill(dx: farthest.dx, dy: farthest.dy, precision: precision)
    }
}
