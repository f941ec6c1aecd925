import Foundation

/// The ways of turning a drag's recent samples into a release velocity. Every one sees
/// the same samples (the tracker's window, newest last, times in ms relative to the newest
/// sample, positions relative to it) and gives the slope at the newest sample, cells per ms.
///
/// All are kept so that the measurement in the tests can run them side by side on
/// terminal-shaped pointer paths; the tracker uses `VelocityFit.standard`, the one with the
/// least error there (README, "How a flick is measured").
public enum VelocityFit: Hashable, Sendable, CaseIterable {
    /// A least-squares line over the whole window (100 ms).
    case line
    /// A least-squares line over the samples since the pointer last turned round: what
    /// the hand did before the turn says nothing about the flick after it.
    case lineSinceTurn
    /// Flutter's and Android's degree-2 polynomial over the window.
    case quadratic
    /// Degree 2 over the samples since the last turn.
    case quadraticSinceTurn
    /// Degree 2 since the last turn where five samples or more average the cell steps out,
    /// else a line: a parabola through three or four quantised samples reads the steps as
    /// acceleration.
    case quadraticSinceTurnFromFive
    /// A line weighted toward recent samples (the weight halves every 20 ms of age).
    case weightedLine
    /// A line since the last turn, unless a parabola (five samples or more) fits so much
    /// better that the bend is real and not cell steps and timing jitter: an F test on the
    /// residuals, against no less noise than rounding to whole cells makes; the bend is
    /// kept when F exceeds `threshold`.
    case lineUnlessCurved(threshold: Double)

    public static let allCases: [VelocityFit] = [
        .line, .lineSinceTurn, .quadratic, .quadraticSinceTurn, .quadraticSinceTurnFromFive, .weightedLine,
        .lineUnlessCurved(threshold: 2), .lineUnlessCurved(threshold: 4), .lineUnlessCurved(threshold: 10),
        .lineUnlessCurved(threshold: 20),
    ]

    /// The fit the tracker uses: the least mean error on the measured paths.
    public static let standard = VelocityFit.lineUnlessCurved(threshold: 4)

    /// A short name for tables.
    public var name: String {
        switch self {
        case .line: return "line, 100 ms"
        case .lineSinceTurn: return "line since the last turn"
        case .quadratic: return "degree 2, 100 ms (Flutter)"
        case .quadraticSinceTurn: return "degree 2 since the last turn"
        case .quadraticSinceTurnFromFive: return "degree 2 since the turn, from 5 samples"
        case .weightedLine: return "line weighted to recent (20 ms half-life)"
        case .lineUnlessCurved(let f): return "line unless curved (F > \(Formatting.fixed(f, digits: 0)))"
        }
    }

    /// Slope at t = 0 in cells per millisecond, or `nil` when the samples cannot say.
    public func slope(t: [Double], x: [Double]) -> Double? {
        guard t.count == x.count, t.count >= 2 else { return nil }
        let k = Self.lastTurn(x)
        let (tt, xx) = (Array(t[k...]), Array(x[k...]))
        switch self {
        case .line:
            return LeastSquares.fit(t: t, x: x, degree: 1)?[1]
        case .lineSinceTurn:
            return LeastSquares.fit(t: tt, x: xx, degree: 1)?[1]
        case .quadratic:
            return Self.quadratic(t: t, x: x, fromSamples: 3)
        case .quadraticSinceTurn:
            return Self.quadratic(t: tt, x: xx, fromSamples: 3)
        case .quadraticSinceTurnFromFive:
            return Self.quadratic(t: tt, x: xx, fromSamples: 5)
        case .weightedLine:
            let w = t.map { pow(2, $0 / 20) }
            return LeastSquares.fit(t: t, x: x, degree: 1, weights: w)?[1]
        case .lineUnlessCurved(let threshold):
            guard let line = LeastSquares.fit(t: tt, x: xx, degree: 1) else { return nil }
            guard tt.count >= 5, let curve = LeastSquares.fit(t: tt, x: xx, degree: 2) else { return line[1] }
            let lineError = Self.squaredError(line, t: tt, x: xx)
            let curveError = Self.squaredError(curve, t: tt, x: xx)
            // The noise the bend is judged against is never less than whole cells explain:
            // a position rounded to a cell is off by a uniform fraction of one (variance 1/12).
            let noise = max(curveError / Double(tt.count - 3), 1.0 / 12)
            let f = (lineError - curveError) / noise
            return f > threshold ? curve[1] : line[1]
        }
    }

    /// Degree 2 where there are enough samples, else a line (as Flutter falls back).
    private static func quadratic(t: [Double], x: [Double], fromSamples minimum: Int) -> Double? {
        if t.count >= minimum, let q = LeastSquares.fit(t: t, x: x, degree: 2) { return q[1] }
        return LeastSquares.fit(t: t, x: x, degree: 1)?[1]
    }

    private static func squaredError(_ c: [Double], t: [Double], x: [Double]) -> Double {
        zip(t, x).reduce(0) { sum, point in
            var y = 0.0, power = 1.0
            for coefficient in c { y += coefficient * power; power *= point.0 }
            return sum + (point.1 - y) * (point.1 - y)
        }
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
