@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Foundation
import Testing

/// A pointer path with a known velocity at release, as a terminal reports it.
///
/// The hand's speed (cells per ms) is piecewise linear through `knots`; after the last
/// knot it keeps its last speed. An xterm-like terminal samples the mouse every `pollMs`
/// (X delivers motion at the mouse's rate), writes a report only when the pointer is in a
/// new cell, and the program stamps each report on arrival, a few ms late, sometimes
/// together with the one before (two reports in one read).
struct PointerPath {
    enum Family: String, CaseIterable {
        case slow = "constant, slow (8-60 col/s)"
        case fast = "constant, fast (200-1000 col/s)"
        case accelerating = "accelerating"
        case decelerating = "decelerating"
        /// A drag that eases into its release: steady, then each 8-16 ms keeping 30-90% of
        /// its speed (down to no less than 20 col/s), then that crawl for 16-60 ms.
        case easing = "slowing into the release"
        case reversing = "reversing (flick back)"
        /// A slow drag where the terminal reports pixels (SGR-Pixels, 8-pixel columns): a
        /// report every few pixels, each position exact to an eighth of a cell.
        case slowPixels = "constant, slow, in pixels"
    }

    var family: Family
    /// (ms, cells per ms)
    var knots: [(t: Double, v: Double)]
    var start: Double
    var pollMs: Double
    var jitterMs: Double
    var sameReadChance: Double
    /// The step of the reported positions: a cell, or a pixel of an 8-pixel column.
    var quantum = 1.0
    var trueVelocity: Double { knots[knots.count - 1].v * 1000 }
    var durationMs: Double { knots[knots.count - 1].t }

    func position(_ t: Double) -> Double {
        var x = start
        for (a, b) in zip(knots, knots.dropFirst()) {
            if t <= a.t { break }
            let end = min(t, b.t)
            let vEnd = a.v + (b.v - a.v) * (end - a.t) / (b.t - a.t)
            x += (a.v + vEnd) / 2 * (end - a.t)
        }
        if let last = knots.last, t > last.t { x += last.v * (t - last.t) }
        return x
    }

    init(_ family: Family, rng: inout SplitMix64) {
        self.family = family
        let sign = rng.chance(0.5) ? 1.0 : -1.0
        func kn(_ pairs: [(Double, Double)]) -> [(t: Double, v: Double)] { pairs.map { (t: $0.0, v: sign * $0.1 / 1000) } }
        switch family {
        case .slow:
            let v = rng.double(8...60)
            knots = kn([(0, v), (rng.double(300...800), v)])
        case .fast:
            let v = rng.double(200...1000)
            knots = kn([(0, v), (rng.double(80...300), v)])
        case .accelerating:
            let b = rng.double(150...1000), a = b * rng.double(0.1...0.4)
            knots = kn([(0, a), (rng.double(100...300), b)])
        case .decelerating:
            let a = rng.double(200...1000), b = a * rng.double(0.1...0.4)
            knots = kn([(0, a), (rng.double(100...300), b)])
        case .easing:
            var v = rng.double(100...800), t = rng.double(0...150)
            var pairs = [(0.0, v), (t, v)]
            for _ in 0..<rng.int(3...8) {
                let slower = v * rng.double(0.3...0.9)
                if slower < 20 { break }
                t += rng.double(8...16)
                v = slower
                pairs.append((t, v))
            }
            pairs.append((t + rng.double(16...60), v))
            knots = kn(pairs)
        case .slowPixels:
            let v = rng.double(8...60)
            knots = kn([(0, v), (rng.double(300...800), v)])
            quantum = 1.0 / 8
        case .reversing:
            let a = rng.double(50...300), b = rng.double(100...500)
            let t1 = rng.double(100...300), turn = rng.double(15...40), t3 = t1 + turn + rng.double(40...150)
            knots = kn([(0, -a), (t1, -a), (t1 + turn, b), (t3, b)])
        }
        start = Double(rng.int(100...300)) + rng.double(0...0.999)
        pollMs = rng.pick([8.0, 8, 8, 1, 4, 16])
        jitterMs = rng.double(0...3)
        sameReadChance = rng.pick([0.0, 0.1, 0.25])
    }

    /// Reports as (cell, arrival ms), the last one the release.
    func reports(_ rng: inout SplitMix64) -> [(x: Double, ms: Double)] {
        func reported(_ x: Double) -> Double { (x / quantum).rounded(.down) * quantum }
        var out: [(x: Double, ms: Double)] = [(reported(position(0)), 0)]
        var heldBack: [Bool] = [false]
        var stamp = 0.0
        var t = rng.double(0...pollMs)
        while t <= durationMs {
            let cell = reported(position(t))
            if cell != out[out.count - 1].x {
                stamp = max(stamp, t + rng.double(0...jitterMs))
                out.append((cell, stamp))
                // The program was busy: this report waits and is read with the next one.
                heldBack.append(rng.chance(sameReadChance))
            }
            t += pollMs
        }
        // The release: at the next poll after the path's end, in the cell the pointer is in.
        let release = durationMs + rng.double(0...pollMs)
        stamp = max(stamp, release + rng.double(0...jitterMs))
        out.append((reported(position(release)), stamp))
        heldBack.append(false)
        for k in stride(from: out.count - 2, through: 1, by: -1) where heldBack[k] { out[k].ms = out[k + 1].ms }
        return out
    }

    /// The velocity a tracker with `fit` measures, fed as a drag feeds it (changes only).
    static func measure(_ reports: [(x: Double, ms: Double)], fit: VelocityFit) -> Double {
        var tracker = VelocityTracker(fit: fit)
        var last = Double.nan
        for r in reports where r.x != last {
            tracker.addSample(position: r.x, timeMilliseconds: r.ms)
            last = r.x
        }
        return tracker.velocity(atMilliseconds: reports[reports.count - 1].ms)
    }
}

/// Which fit of the samples serves realistic drags best: every candidate on the same
/// terminal-shaped paths, error against the true release velocity. The fit with the least
/// mean relative error is the one the tracker uses; the table goes in doc/guide.md.
@Suite("Velocity fits measured on terminal paths")
struct VelocityFitMeasurementTests {
    /// How many paths of each family are measured per `pathsPerFamily`: a drag that slows
    /// before its release is the most common gentle gesture, so the two slowing families
    /// together are as many paths as all the others.
    static func weight(_ family: PointerPath.Family) -> Int {
        switch family {
        case .decelerating, .easing: return 5
        default: return 2
        }
    }

    struct Errors {
        var relative: [Double] = []
        var absolute: [Double] = []
        /// Paths measured going the other way than the hand.
        var wrongSign = 0
        var meanRelative: Double { relative.reduce(0, +) / Double(max(1, relative.count)) }
        var maxRelative: Double { relative.max() ?? 0 }
        var meanAbsolute: Double { absolute.reduce(0, +) / Double(max(1, absolute.count)) }
    }

    static func measureAll(pathsPerFamily: Int) -> [VelocityFit: [PointerPath.Family: Errors]] {
        var table: [VelocityFit: [PointerPath.Family: Errors]] = [:]
        var rng = SplitMix64(seed: 0x5EED_0701)
        for family in PointerPath.Family.allCases {
            for _ in 0..<(pathsPerFamily * weight(family)) {
                let path = PointerPath(family, rng: &rng)
                let reports = path.reports(&rng)
                for fit in VelocityFit.allCases {
                    let v = PointerPath.measure(reports, fit: fit)
                    let error = abs(v - path.trueVelocity)
                    table[fit, default: [:]][family, default: Errors()].absolute.append(error)
                    table[fit, default: [:]][family, default: Errors()].relative.append(error / abs(path.trueVelocity))
                    if v * path.trueVelocity < 0 { table[fit, default: [:]][family, default: Errors()].wrongSign += 1 }
                }
            }
        }
        return table
    }

    @Test func theTrackerUsesTheFitWithTheLeastError() {
        let table = Self.measureAll(pathsPerFamily: PropertySeeds.trials(200))
        func overall(_ fit: VelocityFit) -> Errors {
            var all = Errors()
            for e in (table[fit] ?? [:]).values {
                all.relative += e.relative; all.absolute += e.absolute; all.wrongSign += e.wrongSign
            }
            return all
        }
        // The table, as doc/guide.md shows it: mean / max relative error per family.
        var lines = [
            "| fit | " + PointerPath.Family.allCases.map(\.rawValue).joined(separator: " | ")
                + " | all: mean / max | mean col/s off | wrong way |",
            "|---|" + String(repeating: "---:|", count: PointerPath.Family.allCases.count + 3),
        ]
        func percent(_ x: Double) -> String { String(format: "%.1f%%", 100 * x) }
        for fit in VelocityFit.allCases {
            let cells = PointerPath.Family.allCases.map { f -> String in
                let e = table[fit]?[f] ?? Errors()
                return "\(percent(e.meanRelative)) / \(percent(e.maxRelative))"
            }
            let all = overall(fit)
            lines.append(
                "| \(fit.name) | " + cells.joined(separator: " | ")
                    + " | \(percent(all.meanRelative)) / \(percent(all.maxRelative)) | \(String(format: "%.0f", all.meanAbsolute))"
                    + " | \(all.wrongSign) of \(all.relative.count) |")
        }
        print(lines.joined(separator: "\n"))
        let best = VelocityFit.allCases.min { overall($0).meanRelative < overall($1).meanRelative }
        #expect(best == VelocityFit.standard, "the least error is \(String(describing: best)):\n\(lines.joined(separator: "\n"))")
        // A fit may misjudge the speed, never the direction: no path measured the other way.
        #expect(overall(.standard).wrongSign == 0, "\(lines.joined(separator: "\n"))")
    }

    /// The reported case: a drag to the left, then a flick back to the right at 200
    /// columns a second. A straight line over 100 ms averaged the turn away (v = -42).
    @Test func aFlickBackIsMeasuredAtItsOwnSpeed() {
        let left = (0...10).map { "\(60 - 2 * $0)@\(10 * $0)" }
        let right = (1...10).map { "\(40 + $0)@\(100 + 5 * $0)" }
        let text = (left + right + ["50@152"]).joined(separator: ",")
        let script: DragScript
        do { script = try DragScript(parsing: text) } catch { Issue.record("\(error)"); return }
        let v = DragSimulator().run(script, resolver: NearestPaging()).decision.velocity
        #expect(abs(v - -200) < 10, "\(text): v = \(v)")
    }
}
