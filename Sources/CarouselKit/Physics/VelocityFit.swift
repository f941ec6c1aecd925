import Foundation

/// The ways of turning a drag's recent samples into a release velocity. Every one sees
/// the same samples (the tracker's window, newest last, times in ms relative to the newest
/// sample, positions relative to it) and gives the slope at the newest sample, cells per ms.
///
/// All are kept so that the measurement in the tests can run them side by side on
/// terminal-shaped pointer paths; the tracker uses `VelocityFit.standard`.
public enum VelocityFit: String, CaseIterable, Sendable {
    /// A least-squares line over the whole window (100 ms).
    case line
    /// A least-squares line over the samples since the pointer last turned round: what
    /// the hand did before the turn says nothing about the flick after it.
    case lineSinceTurn
    /// Flutter's and Android's degree-2 polynomial over the window.
    case quadratic
    /// Degree 2 over the samples since the last turn.
    case quadraticSinceTurn
    /// A line weighted toward recent samples (weight halves every 20 ms of age).
    case weightedLine

    /// The fit the tracker uses: the one with the least error on the measured paths
    /// (README, "How a flick is measured").
    public static let standard = VelocityFit.lineSinceTurn

    /// Slope at t = 0 in cells per millisecond, or `nil` when the samples cannot say.
    public func slope(t: [Double], x: [Double]) -> Double? {
        guard t.count == x.count, t.count >= 2 else { return nil }
        switch self {
        case .line:
            return LeastSquares.fit(t: t, x: x, degree: 1)?[1]
        case .lineSinceTurn:
            let k = Self.lastTurn(x)
            return LeastSquares.fit(t: Array(t[k...]), x: Array(x[k...]), degree: 1)?[1]
        case .quadratic:
            return Self.quadraticOrLine(t: t, x: x)
        case .quadraticSinceTurn:
            let k = Self.lastTurn(x)
            return Self.quadraticOrLine(t: Array(t[k...]), x: Array(x[k...]))
        case .weightedLine:
            let w = t.map { Self.halving(age: -$0) }
            return LeastSquares.fit(t: t, x: x, degree: 1, weights: w)?[1]
        }
    }

    private static func halving(age: Double) -> Double { pow(2, -max(0, age) / 20) }

    /// Degree 2 where three samples allow it, else a line (as Flutter falls back).
    private static func quadraticOrLine(t: [Double], x: [Double]) -> Double? {
        if t.count >= 3, let q = LeastSquares.fit(t: t, x: x, degree: 2) { return q[1] }
        return LeastSquares.fit(t: t, x: x, degree: 1)?[1]
    }

    /// The index where the last run of motion in one direction starts (the turning
    /// point belongs to it); 0 when the pointer never turned.
    static func lastTurn(_ x: [Double]) -> Int {
        var direction = 0.0
        var k = x.count - 1
        while k > 0 {
            let step = x[k] - x[k - 1]
            if step != 0 {
                let s: Double = step > 0 ? 1 : -1
                if direction == 0 { direction = s } else if s != direction { return k }
            }
            k -= 1
        }
        return 0
    }
}
