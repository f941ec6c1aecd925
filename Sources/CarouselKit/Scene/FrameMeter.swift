/// The frame rate, as the event loop draws: measured over the recent frame intervals (up
/// to a second of them), so it reads right from the first frames of a settle, not only
/// after a whole second; a pause of more than a quarter second starts it afresh.
public struct FrameMeter: Sendable {
    private var times: [Double] = []
    /// Frames a second over the recent frames; 0 before two.
    public private(set) var framesPerSecond = 0

    public init() { times.reserveCapacity(128) }

    /// Notes a frame drawn at `now`; returns the rate.
    @discardableResult
    public mutating func noteFrame(now: Double) -> Int {
        if let last = times.last, now - last > 0.25 { times.removeAll(keepingCapacity: true) }
        times.append(now)
        if let first = times.first, now - first > 1 { times.removeAll { now - $0 > 1 } }
        if times.count >= 2, let first = times.first, now > first {
            framesPerSecond = Int((Double(times.count - 1) / (now - first)).rounded())
        } else {
            framesPerSecond = 0
        }
        return framesPerSecond
    }
}
