/// Estimates the pointer's velocity at release from the recent samples of a drag.
///
/// A least-squares line through at most 20 samples no older than 100 ms (the window
/// Flutter and Android use), stopping at a pause longer than 40 ms in one cell. A naive
/// "last two events" estimate is what makes flicks feel random in a terminal, where motion
/// arrives only when the pointer crosses a cell and so is quantised in time and space.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addSample(position: 10, timeMilliseconds: 0)
/// tracker.addSample(position: 20, timeMilliseconds: 50)
/// tracker.velocity(atMilliseconds: 50)   // 200 cells per second
/// ```
public struct VelocityTracker: Sendable {
    public struct Sample: Equatable, Sendable {
        public var position: Double
        public var time: Double
    }

    /// Samples older than this (relative to the release) say nothing about the flick.
    public static let horizonMilliseconds: Double = 100
    public static let maximumSamples = 20
    /// A pointer that stayed in one place this long had stopped.
    public static let stillnessMilliseconds: Double = 40
    /// A speed no hand reaches; anything faster is a glitch in the timestamps.
    public static let maximumSpeed: Double = 20_000

    private var ring: [Sample] = []
    private var next = 0

    public init() {
        ring.reserveCapacity(Self.maximumSamples)
    }

    public mutating func reset() {
        ring.removeAll(keepingCapacity: true)
        next = 0
    }

    public mutating func addSample(position: Double, timeMilliseconds: Double) {
        guard position.isFinite, timeMilliseconds.isFinite else { return }
        let sample = Sample(position: position, time: timeMilliseconds)
        if ring.count < Self.maximumSamples {
            ring.append(sample)
        } else {
            ring[next] = sample
            next = (next + 1) % Self.maximumSamples
        }
    }

    /// The samples in time order.
    public var samples: [Sample] {
        ring.count < Self.maximumSamples ? ring : Array(ring[next...] + ring[..<next])
    }

    /// Velocity in position units per second at `now` (the release time).
    /// A pointer that has not moved within the horizon gives exactly 0.
    public func velocity(atMilliseconds now: Double) -> Double {
        let all = samples.filter { $0.time <= now }
        guard let newest = all.last, now - newest.time <= Self.stillnessMilliseconds else { return 0 }
        // Walk back from the newest sample: stop at the horizon, and at a pause where the
        // pointer stood still (a terminal reports motion only when a cell is crossed).
        var recent: [Sample] = [newest]
        for sample in all.dropLast().reversed() {
            let later = recent[0]
            if now - sample.time > Self.horizonMilliseconds { break }
            if later.time - sample.time > Self.stillnessMilliseconds && later.position == sample.position { break }
            recent.insert(sample, at: 0)
        }
        guard recent.count >= 2 else { return 0 }
        let t = recent.map { $0.time - newest.time }
        let x = recent.map { $0.position - newest.position }
        // A straight line through the recent samples. Flutter fits a parabola, but terminal
        // reports come in whole cells, and a parabola reads those steps as acceleration:
        // slow drags came out up to 70% off. The line stays within about 10%.
        guard let line = LeastSquares.fit(t: t, x: x, degree: 1) else { return 0 }
        return clamp(line[1] * 1000)
    }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return min(max(v, -Self.maximumSpeed), Self.maximumSpeed)
    }
}

/// Polynomial least squares by the normal equations, small and exact enough for 20 points.
public enum LeastSquares {
    /// Coefficients `c[0] + c[1] t + c[2] t^2 ...`, or `nil` when the system is singular.
    public static func fit(t: [Double], x: [Double], degree: Int) -> [Double]? {
        let n = degree + 1
        guard t.count == x.count, t.count >= n else { return nil }
        // Normal matrix A^T A and right side A^T x.
        var m = [Double](repeating: 0, count: n * (n + 1))
        for (ti, xi) in zip(t, x) {
            var powers = [Double](repeating: 1, count: 2 * n)
            for k in 1..<(2 * n) { powers[k] = powers[k - 1] * ti }
            for row in 0..<n {
                for col in 0..<n { m[row * (n + 1) + col] += powers[row + col] }
                m[row * (n + 1) + n] += powers[row] * xi
            }
        }
        let scale = max(1e-300, (0..<n).map { abs(m[$0 * (n + 1) + $0]) }.max() ?? 0)
        // Gaussian elimination with partial pivoting.
        for col in 0..<n {
            var pivot = col
            for row in (col + 1)..<max(col + 1, n) where abs(m[row * (n + 1) + col]) > abs(m[pivot * (n + 1) + col]) {
                pivot = row
            }
            // Relative to the matrix's scale: samples sharing one instant are singular
            // whatever the clock reads.
            if abs(m[pivot * (n + 1) + col]) <= 1e-9 * scale { return nil }
            if pivot != col {
                for k in 0...n { m.swapAt(col * (n + 1) + k, pivot * (n + 1) + k) }
            }
            for row in 0..<n where row != col {
                let factor = m[row * (n + 1) + col] / m[col * (n + 1) + col]
                if factor == 0 { continue }
                for k in col...n { m[row * (n + 1) + k] -= factor * m[col * (n + 1) + k] }
            }
        }
        let result = (0..<n).map { m[$0 * (n + 1) + n] / m[$0 * (n + 1) + $0] }
        return result.allSatisfy(\.isFinite) ? result : nil
    }
}
