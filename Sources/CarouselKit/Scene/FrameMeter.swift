/// The frame rate, as the event loop draws: measured over the recent frame intervals (up
/// to a second of them), so it reads right from the first frames of a settle, not only
/// after a whole second; a pause of more than a quarter second starts it afresh.
package struct FrameMeter: Sendable {
    private var times: [Double] = []
    /// Where the last second's frames begin in `times`: older ones are dropped from the
    /// front a batch at a time, not searched for and moved every frame.
    private var first = 0
    /// Frames a second over the recent frames; 0 before two.
    package private(set) var framesPerSecond = 0

    package init() { times.reserveCapacity(128) }

    /// Notes a frame drawn at `now`; returns the rate.
    @discardableResult
    package mutating func noteFrame(now: Double) -> Int {
        if let last = times.last, now - last > 0.25 {
            times.removeAll(keepingCapacity: true)
            first = 0
        }
        times.append(now)
        while now - times[first] > 1 { first += 1 }
        if first >= 64 {
            times.removeFirst(first)
            first = 0
        }
        let oldest = times[first]
        let intervals = times.count - first - 1
        framesPerSecond = intervals >= 1 && now > oldest ? Int((Double(intervals) / (now - oldest)).rounded()) : 0
        return framesPerSecond
    }
}
