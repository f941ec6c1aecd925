/// Seconds since the session started, from a monotonic clock: events are stamped on
/// arrival with it, and animations are functions of it.
public struct MonotonicClock: Sendable {
    private let start = ContinuousClock.now
    public init() {}
    public var now: Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
