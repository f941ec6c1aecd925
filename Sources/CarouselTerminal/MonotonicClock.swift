/// Seconds since the session started, from a monotonic clock: events are stamped on
/// arrival with it, and animations are functions of it.
package struct MonotonicClock: Sendable {
    private let start = ContinuousClock.now
    package init() {}
    package var now: Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
