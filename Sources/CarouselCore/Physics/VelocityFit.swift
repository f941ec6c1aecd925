import CarouselPlatform

/// The ways of turning a drag's recent samples into a release velocity. Every one sees
/// the same samples (the tracker's window, newest last, times in ms relative to the newest
/// sample, positions relative to it) and gives the slope at the newest sample, cells per ms.
///
/// All are kept so that the measurement in the tests can run them side by side on
/// terminal-shaped pointer paths; the tracker uses `VelocityFit.standard`, the one with the
/// least error there (doc/guide.md, "How a flick is measured").
package enum VelocityFit: Hashable, Sendable, CaseIterable {
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
    /// kept when F exceeds `threshold`. A bend whose slope changes sign among samples that
    /// never turn is not kept whole: see `bend`.
    case lineUnlessCurved(threshold: Double)
    /// `lineUnlessCurved`, and where the motion is straight over the longer steady window
    /// too (the tracker's 300 ms, `steadyHorizonMilliseconds`), a line over all of it: a
    /// steady drag's velocity is its whole recent length over its time, and each report's
    /// timing jitter (a read a few ms late, two reports in one read) weighs a third as much.
    /// At 10 ms between reports, 100 ms is ten samples, which jitter of a few ms tilts by
    /// several percent.
    case steadyLineUnlessCurved(threshold: Double)
    /// `steadyLineUnlessCurved` as it was, keeping a bend's slope at the release even where
    /// the parabola turned before it: on a drag that slows into its release, the slope
    /// points against the hand (kept for the measurement).
    case steadyLineUnlessAnyCurve(threshold: Double)

    package static let allCases: [VelocityFit] = [
        .line, .lineSinceTurn, .quadratic, .quadraticSinceTurn, .quadraticSinceTurnFromFive, .weightedLine,
        .lineUnlessCurved(threshold: 2), .lineUnlessCurved(threshold: 4), .lineUnlessCurved(threshold: 10),
        .lineUnlessCurved(threshold: 20), .steadyLineUnlessAnyCurve(threshold: 4),
        .steadyLineUnlessCurved(threshold: 4), .steadyLineUnlessCurved(threshold: 10),
    ]

    /// The fit the tracker uses: the least mean error on the measured paths.
    package static let standard = VelocityFit.steadyLineUnlessCurved(threshold: 4)

    /// Whether the fit looks past the 100 ms window when the motion was steady.
    package var usesSteadyWindow: Bool {
        switch self {
        case .steadyLineUnlessCurved, .steadyLineUnlessAnyCurve: return true
        default: return false
        }
    }

    /// Whether a bend that turns among samples that do not is kept all the same.
    private var keepsTurningBend: Bool {
        if case .steadyLineUnlessAnyCurve = self { return true }
        return false
    }

    /// A short name for tables.
    package var name: String {
        switch self {
        case .line: return "line, 100 ms"
        case .lineSinceTurn: return "line since the last turn"
        case .quadratic: return "degree 2, 100 ms (Flutter)"
        case .quadraticSinceTurn: return "degree 2 since the last turn"
        case .quadraticSinceTurnFromFive: return "degree 2 since the turn, from 5 samples"
        case .weightedLine: return "line weighted to recent (20 ms half-life)"
        case .lineUnlessCurved(let f): return "line unless curved (F > \(Formatting.fixed(f, digits: 0)))"
        case .steadyLineUnlessCurved(let f): return "the same, 300 ms where steady (F > \(Formatting.fixed(f, digits: 0)))"
        case .steadyLineUnlessAnyCurve(let f):
            return "the same, a bend kept where it turns (F > \(Formatting.fixed(f, digits: 0)))"
        }
    }

    /// Slope at t = 0 in cells per millisecond, or `nil` when the samples cannot say.
    package func slope(t: [Double], x: [Double]) -> Double? {
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
        case .lineUnlessCurved(let threshold), .steadyLineUnlessCurved(let threshold),
            .steadyLineUnlessAnyCurve(let threshold):
            guard let line = LeastSquares.fit(t: tt, x: xx, degree: 1) else { return nil }
            return bend(t: tt, x: xx, line: line, threshold: threshold) ?? line[1]
        }
    }

    /// Slope at t = 0 from the tracker's window (`t`, `x`) and, for a fit that looks
    /// further where the motion is steady, the longer window ending at the same sample.
    package func slope(t: [Double], x: [Double], steadyT: [Double], steadyX: [Double]) -> Double? {
        let threshold: Double
        switch self {
        case .steadyLineUnlessCurved(let f), .steadyLineUnlessAnyCurve(let f): threshold = f
        default: return slope(t: t, x: x)
        }
        guard steadyT.count > t.count,
            steadyT.count == steadyX.count
        else { return slope(t: t, x: x) }
        let w = Self.lastTurn(x), s = Self.lastTurn(steadyX)
        let (wt, wx) = (Array(t[w...]), Array(x[w...])), (st, sx) = (Array(steadyT[s...]), Array(steadyX[s...]))
        // Bent in the window, or over the longer one, or no longer since the turn: the
        // window alone says what the pointer does now.
        guard st.count > wt.count, let short = LeastSquares.fit(t: wt, x: wx, degree: 1),
            bend(t: wt, x: wx, line: short, threshold: threshold) == nil,
            let long = LeastSquares.fit(t: st, x: sx, degree: 1),
            bend(t: st, x: sx, line: long, threshold: threshold) == nil
        else { return slope(t: t, x: x) }
        return long[1]
    }

    /// The slope at t = 0 of samples that bend: five samples or more bending so much that the
    /// bend is real and not cell steps and timing jitter (an F test of the residuals); `nil`
    /// when the motion is straight. The noise the bend is judged against is never less than
    /// whole cells explain: a position rounded to a cell is off by a uniform fraction of
    /// one (variance 1/12).
    ///
    /// The samples since the last turn never go back, but a parabola can: a hand slowing
    /// into its release loses most of its speed early (each step a fraction of the last),
    /// and the one constant deceleration that fits the whole window best reaches zero speed
    /// before the newest sample, so its slope there points against the hand. Where the
    /// parabola's slope changes sign among the samples (its vertex lies between the oldest
    /// and the newest) or points against them at the newest, it does not describe what the
    /// pointer did after its vertex: those samples, at least the newest two, are fitted
    /// with a line. A line through samples that never go back never points back (its slope
    /// is their covariance with time), so the fit judges the speed, never the direction.
    private func bend(t: [Double], x: [Double], line: [Double], threshold: Double) -> Double? {
        guard t.count >= 5, let curve = LeastSquares.fit(t: t, x: x, degree: 2) else { return nil }
        let lineError = Self.squaredError(line, t: t, x: x)
        let curveError = Self.squaredError(curve, t: t, x: x)
        let noise = max(curveError / Double(t.count - 3), 1.0 / 12)
        let f = (lineError - curveError) / noise
        guard f > threshold else { return nil }
        if keepsTurningBend { return curve[1] }
        let direction = (x[x.count - 1] - x[0]).sign == .minus ? -1.0 : 1.0
        let vertex = curve[2] == 0 ? -Double.infinity : -curve[1] / (2 * curve[2])
        let turns = vertex > t[0] && vertex < t[t.count - 1]
        guard turns || curve[1] * direction < 0 else { return curve[1] }
        let after = min(t.count - 2, t.firstIndex { $0 >= vertex } ?? t.count)
        return LeastSquares.fit(t: Array(t[after...]), x: Array(x[after...]), degree: 1)?[1] ?? line[1]
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
    package static func lastTurn(_ x: [Double]) -> Int {
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
