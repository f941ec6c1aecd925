/// Estimates the pointer's velocity at release from the recent samples of a drag.
///
/// A terminal reports motion only when the pointer crosses into another cell, so samples
/// are quantised in time and space, and several may arrive in one read. The tracker:
/// - lets samples that share an instant (one read) collapse to the newest, so a live drag
///   and `simulate` read the same script the same way;
/// - fits the samples no older than 100 ms before the newest (Flutter's and Android's
///   window), and at least the one cell change before it, so slow drags have two; a drag
///   straight over 300 ms is fitted over all of them (pixel reports jitter in time);
/// - judges a pause before release against the drag's own cadence of reports (a slow drag
///   crosses a cell every 50 ms and is not stopped after 40); a pause of 150 ms or more is
///   a hold whatever came before, and gives exactly 0;
/// - keeps the velocity a drag had where it reached the edge of the window, since the
///   terminal reports nothing beyond it (a flick that leaves the window): the report that
///   reached the edge is clamped there, so the fit ends before it, and a pointer held at
///   the edge is a hand gone on, not a stop, up to the 150 ms of a hold;
/// - reads a drag whose reports the terminal merged (a press, then one late motion after
///   a stall that reads as a hold) from how far that report jumped over the time it took;
/// - fits the samples with `VelocityFit.standard`.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addSample(position: 10, timeMilliseconds: 0)
/// tracker.addSample(position: 20, timeMilliseconds: 50)
/// tracker.velocity(atMilliseconds: 50)   // 200 cells per second
/// ```
package struct VelocityTracker: Sendable {
    package struct Sample: Equatable, Sendable {
        package var position: Double
        package var time: Double
    }

    /// Samples older than this (before the newest) say nothing about the flick.
    package static let horizonMilliseconds: Double = 100
    /// Samples kept: 300 ms of reports every 3 ms. Pixel reports come with every X motion
    /// event, at the mouse's own rate (up to 1000 a second): Flutter's 20 would be 20 ms.
    package static let maximumSamples = 100
    /// How far back a fit may look when the drag was steady (`VelocityFit.steadyLineUnlessCurved`).
    package static let steadyHorizonMilliseconds: Double = 300
    /// The shortest pause that can mean the pointer stopped (Flutter's 40 ms), for drags
    /// whose reports come faster than that.
    package static let stillnessMilliseconds: Double = 40
    /// A pause longer than this many of the drag's recent intervals between reports means
    /// it stopped: a slow drag's next cell is simply later.
    package static let cadenceFactor: Double = 1.5
    /// A pointer held still this long had stopped, however slowly it moved (DESIGN's
    /// contract: 150 ms or more before release gives 0).
    package static let holdMilliseconds: Double = 150
    /// Samples closer than this share one instant: reports that came in one read.
    /// No mouse reports faster than 1000 times a second.
    package static let instantMilliseconds: Double = 0.5
    /// A speed no hand reaches; anything faster is a glitch in the timestamps.
    package static let maximumSpeed: Double = 20_000

    /// How the samples become a velocity (the measured best unless a test asks otherwise).
    package var fit: VelocityFit = .standard

    /// The shortest jump, in cells, that one report can make only as a merge of several: a
    /// hand's drag crosses cells one report at a time until it moves this far between two
    /// (Flutter's touch slop; the scroll view sets it from its cell's size).
    package var mergedJumpCells: Double = touchSlopPoints / 8
    /// Flutter's touch slop, in UIKit points.
    package static let touchSlopPoints: Double = 18

    private var ring: [Sample] = []
    private var next = 0

    package init(fit: VelocityFit = .standard) {
        self.fit = fit
        ring.reserveCapacity(Self.maximumSamples)
    }

    package mutating func reset() {
        ring.removeAll(keepingCapacity: true)
        next = 0
    }

    package mutating func addSample(position: Double, timeMilliseconds: Double) {
        guard position.isFinite, timeMilliseconds.isFinite else { return }
        let sample = Sample(position: position, time: timeMilliseconds)
        // Reports of one read: only where the pointer got to counts.
        if !ring.isEmpty {
            let newest =
                ring.count < Self.maximumSamples
                ? ring.count - 1
                : (next + Self.maximumSamples - 1) % Self.maximumSamples
            if abs(timeMilliseconds - ring[newest].time) < Self.instantMilliseconds {
                // The instant keeps the time it began (the read's arrival).
                ring[newest].position = position
                return
            }
        }
        if ring.count < Self.maximumSamples {
            ring.append(sample)
        } else {
            ring[next] = sample
            next = (next + 1) % Self.maximumSamples
        }
    }

    /// The samples in time order.
    package var samples: [Sample] {
        ring.count < Self.maximumSamples ? ring : Array(ring[next...] + ring[..<next])
    }

    /// Velocity in position units per second at `now` (the release time). `window` is the
    /// range of positions the terminal can report (its first and last cell along the axis),
    /// if known. A pointer that has not moved for 150 ms gives exactly 0.
    package func velocity(atMilliseconds now: Double, window: ClosedRange<Double>? = nil) -> Double {
        var all = samples.filter { $0.time <= now }
        // Reports of the cell the pointer is already in are not motion: the pause starts
        // when it got there.
        while all.count >= 2 && all[all.count - 1].position == all[all.count - 2].position { all.removeLast() }
        if let window { all.removeLast(Self.clampedReportsCount(all, window: window)) }
        // Two reports say only how far the hand got, not how fast: the one that reached the
        // window's edge cell from inside (in cells the terminal stops the pointer there, 8
        // columns moved and 5 reported), and one that came late, a stall after the drag's
        // cadence, as far as the step before or farther (a busy machine read it late, or the
        // terminal merged the motion into it; a hand that slows crosses fewer cells a report).
        // Fitted, either reads as the flick braking. The faster of the fits with and without
        // it is the hand's; the pause, and whether the pointer left the window, are its own.
        let edge = window.flatMap { Self.reachedTheEdge(all, window: $0) ? all.last : nil }
        guard let lastSeen = all.last else { return 0 }
        let pause = now - lastSeen.time
        if pause >= Self.holdMilliseconds { return 0 }
        guard var fitted = fittedVelocity(all) else { return 0 }
        // (A pointer's reports only: a swipe's wheel reports slow by themselves as its momentum dies.)
        if edge != nil || (window != nil && cameLate(all)), all.count >= 3, let before = fittedVelocity(Array(all.dropLast())),
            before.velocity * fitted.velocity > 0, abs(before.velocity) > abs(fitted.velocity)
        {
            fitted = before
        }
        // (A merged jump has no cadence to judge its pause by: its pause was the terminal's.)
        if let times = fitted.times, pause > allowedPause(times),
            !leftTheWindow(at: lastSeen.position, velocity: fitted.velocity, window: window)
        {
            return 0
        }
        return fitted.velocity
    }

    /// The velocity at the newest of `all` (samples in time order, the release's pause not
    /// yet judged), and the times of the window it was fitted over (relative to the newest;
    /// nil for a merged jump, too few samples for a fit): nil when there is nothing to fit.
    private func fittedVelocity(_ all: [Sample]) -> (velocity: Double, times: [Double]?)? {
        guard let newest = all.last else { return nil }
        // Walk back from the newest sample: stop at the horizon (keeping at least one cell
        // change before the newest) and at a hold inside the drag.
        var recent: [Sample] = [newest]
        for sample in all.dropLast().reversed() {
            if recent[0].time - sample.time >= Self.holdMilliseconds { break }
            if newest.time - sample.time > Self.horizonMilliseconds && recent.count >= 2 { break }
            recent.insert(sample, at: 0)
        }
        guard recent.count >= 2 else {
            return (all.count >= 2 ? mergedJumpVelocity(from: all[all.count - 2], to: newest) : 0, nil)
        }
        let t = recent.map { $0.time - newest.time }
        let x = recent.map { $0.position - newest.position }
        // The longer window a steady drag is measured over: back to 300 ms, never past a hold.
        var steady = recent
        if fit.usesSteadyWindow {
            for sample in all.dropLast(recent.count).reversed() {
                if steady[0].time - sample.time >= Self.holdMilliseconds { break }
                if newest.time - sample.time > Self.steadyHorizonMilliseconds { break }
                steady.insert(sample, at: 0)
            }
        }
        guard
            let slope = fit.slope(
                t: t, x: x, steadyT: steady.map { $0.time - newest.time },
                steadyX: steady.map { $0.position - newest.position })
        else { return nil }
        return (clamp(slope * 1000), t)
    }

    /// True when the newest sample came after a stall the drag's cadence does not allow
    /// (`allowedPause`), and moved at least as far as the step before it, and more than a
    /// hand's report does (`mergedJumpCells`).
    private func cameLate(_ samples: [Sample]) -> Bool {
        guard samples.count >= 3 else { return false }
        let n = samples.count
        let jump = abs(samples[n - 1].position - samples[n - 2].position)
        let before = abs(samples[n - 2].position - samples[n - 3].position)
        let times = samples.suffix(4).dropLast().map(\.time)
        return jump >= mergedJumpCells && jump >= before
            && samples[n - 1].time - samples[n - 2].time > allowedPause(times.map { $0 - samples[n - 2].time })
    }

    /// True when the newest sample is in the window's first or last cell and the one before
    /// it was inside the window: the pointer ran into the edge (and the hand perhaps on).
    package static func reachedTheEdge(_ samples: [Sample], window: ClosedRange<Double>) -> Bool {
        guard samples.count >= 2 else { return false }
        let newest = samples[samples.count - 1].position, before = samples[samples.count - 2].position
        // The edge cells themselves: beyond them (urxvt's columns past the edge) is real motion.
        let atFirst = (window.lowerBound..<(window.lowerBound + 1)).contains(newest) && before >= window.lowerBound + 1
        let atLast = (window.upperBound..<(window.upperBound + 1)).contains(newest) && before < window.upperBound
        return atFirst || atLast
    }

    /// How many of the newest samples are a pointer beyond the window's edge, clamped into
    /// its edge cell by the terminal: those after the first that reached that cell from
    /// inside. Pixel reports put such a pointer at the window's first pixel, a fraction of a
    /// cell from where it really crossed; fitted, they read as the flick braking at the edge
    /// (a flick of about 1100 columns a second measured 358 in xterm). The pointer's speed is the one
    /// it had where it reached the edge, and its pause starts there, as in cell reports.
    package static func clampedReportsCount(_ samples: [Sample], window: ClosedRange<Double>) -> Int {
        // The edge cells themselves (a terminal that reports a position beyond them, as
        // urxvt does past the right edge, reports real motion), each with its inner side.
        let first = window.lowerBound..<(window.lowerBound + 1), last = window.upperBound..<(window.upperBound + 1)
        let edges: [(cell: Range<Double>, inside: (Double) -> Bool)] = [
            (first, { $0 >= first.upperBound }), (last, { $0 < last.lowerBound }),
        ]
        for edge in edges {
            var run = 0
            while run < samples.count && edge.cell.contains(samples[samples.count - 1 - run].position) { run += 1 }
            // Reached from inside the window, not back from beyond it.
            if run >= 2 && run < samples.count && edge.inside(samples[samples.count - 1 - run].position) { return run - 1 }
        }
        return 0
    }

    /// The newest report alone after a pause of a hold (`from` before it), too few samples
    /// for a fit: where it jumped farther than a hand's report does, the pause was the
    /// terminal's, not the hand's. GTK sends one motion for all those queued while VTE was
    /// busy, so a hard flick came as a press, one motion after the stall, and a release.
    /// The pointer went that far in at most the time between the two: as fast as that, or
    /// faster. A lone report one or two cells on after a hold is a hand's nudge, and stops
    /// dead as before. (Reports that all came in one read still say nothing about speed.)
    private func mergedJumpVelocity(from: Sample, to newest: Sample) -> Double {
        let jump = newest.position - from.position
        guard abs(jump) >= mergedJumpCells, newest.time > from.time else { return 0 }
        return clamp(jump / (newest.time - from.time) * 1000)
    }

    /// How long the pointer may sit in one cell and still be moving: longer than the
    /// drag's recent intervals between reports by `cadenceFactor`, never under 40 ms.
    private func allowedPause(_ t: [Double]) -> Double {
        let intervals = zip(t.dropFirst(), t).map { $0 - $1 }.suffix(2)
        let cadence = intervals.max() ?? 0
        return min(Self.holdMilliseconds, max(Self.stillnessMilliseconds, Self.cadenceFactor * cadence))
    }

    /// True when the pointer was last seen in the window's first or last cell, going out of
    /// it. The window spans cell origins, so the first cell is `lowerBound..<lowerBound + 1`:
    /// in pixels a pointer at the edge is at 0.4, not 0, and a terminal reports nothing
    /// further out.
    private func leftTheWindow(at position: Double, velocity: Double, window: ClosedRange<Double>?) -> Bool {
        guard let window else { return false }
        return (position < window.lowerBound + 1 && velocity < 0) || (position >= window.upperBound && velocity > 0)
    }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return min(max(v, -Self.maximumSpeed), Self.maximumSpeed)
    }
}

/// Polynomial least squares by the normal equations, small and exact enough for 20 points.
package enum LeastSquares {
    /// Coefficients `c[0] + c[1] t + c[2] t^2 ...`, or `nil` when the system is singular.
    /// `weights`, when given, weigh each sample's squared error (one per sample).
    package static func fit(t: [Double], x: [Double], degree: Int, weights: [Double]? = nil) -> [Double]? {
        let n = degree + 1
        guard t.count == x.count, t.count >= n, weights.map({ $0.count == t.count }) ?? true else { return nil }
        // Normal matrix A^T W A and right side A^T W x.
        var m = [Double](repeating: 0, count: n * (n + 1))
        for (i, (ti, xi)) in zip(t, x).enumerated() {
            let w = weights?[i] ?? 1
            var powers = [Double](repeating: 1, count: 2 * n)
            for k in 1..<(2 * n) { powers[k] = powers[k - 1] * ti }
            for row in 0..<n {
                for col in 0..<n { m[row * (n + 1) + col] += w * powers[row + col] }
                m[row * (n + 1) + n] += w * powers[row] * xi
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
