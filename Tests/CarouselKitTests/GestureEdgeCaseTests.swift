@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Foundation
import Testing

/// Gestures a terminal makes awkward: flicks that leave the window, slow drags whose cells
/// come far apart, reports that arrive in one read, and key flicks during a free coast.
@Suite("Gestures at the terminal's limits")
struct GestureEdgeCaseTests {
    static func script(_ text: String) -> DragScript {
        do { return try DragScript(parsing: text) } catch { fatalError("bad script in a test: \(text)") }
    }

    /// `X@MS` samples of a pointer at `speed` cells per second from `from` to `to` (whole
    /// cells, a report every `every` ms), then the release `releaseAfter` ms later in the
    /// last cell.
    static func drag(from: Int, to: Int, every: Double, cellsPerReport: Int, releaseAfter: Double) -> String {
        var parts: [String] = []
        var x = from, t = 0.0
        let step = to < from ? -cellsPerReport : cellsPerReport
        parts.append("\(x)@\(t)")
        while x != to {
            x = step < 0 ? max(to, x + step) : min(to, x + step)
            t += every
            parts.append("\(x)@\(t)")
        }
        parts.append("\(x)@\(t + releaseAfter)")
        return parts.joined(separator: ",")
    }

    // MARK: - A flick that leaves the window

    /// The pointer flicks left at 625 columns a second and leaves the window: the terminal
    /// reports it in column 0 and then nothing until the release, 60 ms later. The flick
    /// keeps the speed it had there (it used to read as v = 0 and land on page 1).
    @Test func aFlickThatLeavesTheWindowKeepsItsSpeed() {
        let text = Self.drag(from: 60, to: 0, every: 8, cellsPerReport: 5, releaseAfter: 60)
        let r = DragSimulator().run(Self.script(text), resolver: NearestPaging())
        #expect(abs(r.decision.velocity - 625) < 1, "\(text): v = \(r.decision.velocity)")
        #expect(r.decision.targetPage == 6, "\(text): page \(String(describing: r.decision.targetPage))")
        // The same at the right edge, toward earlier cards, and in a live drag.
        var sim = DragSimulator()
        sim.startPage = 10
        let back = Self.drag(from: 40, to: 99, every: 8, cellsPerReport: 5, releaseAfter: 60)
        let right = sim.run(Self.script(back), resolver: NearestPaging())
        #expect(right.decision.velocity < -500, "\(back): v = \(right.decision.velocity)")
    }

    @Test func aFlickOutOfTheWindowInALiveDragKeepsItsSpeed() throws {
        for axis in [Axis.horizontal, .vertical] {
            let h = Harness(count: 100, width: 100, height: 30, strategy: NearestPaging(), axis: axis)
            // The pointer runs into the terminal's first column (row) and on beyond it.
            let edge = 0
            let start = axis == .horizontal ? 60 : 20
            func at(_ p: Int) -> (Int, Int) { axis == .horizontal ? (p, 12) : (50, p) }
            var t = 0.0
            var p = start
            h.send(.mouse(MouseEvent(kind: .press, button: .left, x: at(p).0, y: at(p).1)), at: t)
            while p > edge {
                p = max(edge, p - 4); t += 0.008
                h.send(.mouse(MouseEvent(kind: .motion, button: .left, x: at(p).0, y: at(p).1)), at: t)
            }
            h.send(.mouse(MouseEvent(kind: .release, button: .left, x: at(p).0, y: at(p).1)), at: t + 0.06)
            let d = try #require(h.controller.scrollView.lastDecision)
            #expect(d.velocity > 400, "\(axis): the flick out of the window reads v = \(d.velocity)")
        }
    }

    /// A flick off the left edge as xterm reported it in pixels (`--record`, xdotool moving
    /// the pointer 10 columns every 8 ms, out to column -8, released 60 ms later). Past the
    /// edge xterm clamps the pointer to the window's first pixel: the report at 96 ms is a
    /// pointer already outside. Fitted as motion it read as the flick braking, 358 columns a
    /// second, barely page 4 (and page 2 when the reports came a little later).
    @Test func aFlickOffTheEdgeInPixelReportsKeepsItsSpeedAtTheEdge() {
        let recorded: [[Double]] = [
            [79.975, 0], [70.025, 7.742], [60.075, 16.139], [50.124, 24.424], [40.174, 37.011],
            [30.224, 44.533], [20.274, 58.275], [10.323, 66.102], [0.373, 74.703],
            [0, 96.050], [0, 167.617],
        ]
        var simulator = DragSimulator()
        simulator.count = 1000
        let script = DragScript(samples: recorded.map { DragScript.Sample(position: $0[0], milliseconds: $0[1]) })
        let r = simulator.run(script, resolver: NearestPaging())
        // Before the edge: 79.6 columns in 74.7 ms, the last 10 in 8.6; a fling's cap is 1000.
        #expect(r.decision.velocity > 900, "v = \(r.decision.velocity)")
        #expect((r.decision.targetPage ?? 0) >= 6, "page \(String(describing: r.decision.targetPage))")
    }

    /// The issue's flick: press in column 70, 8 columns left every 8 ms (1000 columns a
    /// second), into the first column (the last step cut to 5 by the window's edge: the hand
    /// went 3 columns further), held there 90 ms while the hand goes on, released. It read
    /// as braking at the edge (903 here; 306-425 live in tmux, where the steps come later)
    /// and landed short of where the same flick lands in the middle of the window.
    @Test func aFlickHeldAtTheEdgeKeepsTheHandsSpeed() {
        var simulator = DragSimulator()
        simulator.count = 1000
        let held = simulator.run(Self.script("69@0,61@8,53@16,45@24,37@32,29@40,21@48,13@56,5@64,0@72,0@162"), resolver: NearestPaging())
        // The same hand in the middle of the window: nothing cut, let go while moving.
        let middle = simulator.run(
            Self.script("98@0,90@8,82@16,74@24,66@32,58@40,50@48,42@56,34@64,26@72,26@73"), resolver: NearestPaging())
        #expect(
            abs(held.decision.velocity - middle.decision.velocity) <= 0.02 * middle.decision.velocity,
            "held at the edge v = \(held.decision.velocity), in the middle v = \(middle.decision.velocity)")
    }

    /// The same flick as tmux delivered it (`--record`: a report every 12-19 ms), held at
    /// the edge 95 ms: it read 391 columns a second and page 5; the hand before the edge
    /// was doing about 550, as the same reports in the middle of the window read.
    @Test func aFlickHeldAtTheEdgeAsTmuxSentItKeepsTheHandsSpeed() {
        let times = [0, 16.2, 35, 50.7, 67.1, 79.9, 91.5, 108.2, 123.9, 140.2]
        let edge = zip([69.0, 61, 53, 45, 37, 29, 21, 13, 5, 0], times).map { "\($0)@\($1)" }.joined(separator: ",") + ",0@234.8"
        let middle = zip([98.0, 90, 82, 74, 66, 58, 50, 42, 34, 26], times).map { "\($0)@\($1)" }.joined(separator: ",") + ",26@141.2"
        var simulator = DragSimulator()
        simulator.count = 1000
        let held = simulator.run(Self.script(edge), resolver: NearestPaging())
        let moving = simulator.run(Self.script(middle), resolver: NearestPaging())
        #expect(
            held.decision.velocity >= 0.95 * moving.decision.velocity,
            "held at the edge v = \(held.decision.velocity), in the middle v = \(moving.decision.velocity)")
        #expect(abs((held.decision.targetPage ?? 0) - (moving.decision.targetPage ?? 0)) <= 1)
    }

    /// Held anywhere but the edge, the same pointer stopped: 90 ms still in column 27 is a
    /// hand that stopped there, and a flick it was not.
    @Test func aFlickHeldInTheMiddleOfTheWindowStops() {
        let text = "98@0,90@8,82@16,74@24,66@32,58@40,50@48,42@56,34@64,26@72,26@162"
        #expect(DragSimulator().run(Self.script(text), resolver: NearestPaging()).decision.velocity == 0)
    }

    /// Whatever a pixel-reporting terminal sends for a pointer beyond the edge (its first or
    /// last pixel, once or several times), the flick reads as it would had the terminal said
    /// nothing after the pointer reached the edge cell.
    @Test func reportsClampedToTheEdgeChangeNothing() {
        property("clamped edge reports", trials: 1000, baseSeed: 0x5EED_0E06) { rng in
            let leftward = rng.chance(0.5)
            let window = 0.0...99.0
            let speed = rng.double(100...3000)
            let every = rng.double(4...16)
            // Pixel positions (an eighth of a column) toward the edge cell, the last inside it.
            var position = leftward ? rng.double(30...90) : rng.double(10...70)
            var t = 0.0
            var samples: [(Double, Double)] = []
            while leftward ? position >= 1 : position < 99 {
                samples.append(((position * 8).rounded(.down) / 8, t))
                position += (leftward ? -1 : 1) * speed * every / 1000
                t += every
            }
            samples.append((leftward ? rng.double(0...0.875) : rng.double(99...99.875), t))
            let arrival = t
            // Beyond the edge: the window's outermost pixel, reported 1 to 4 times.
            var clamped: [(Double, Double)] = []
            for _ in 0..<rng.int(1...4) {
                t += rng.double(1...30)
                clamped.append((leftward ? 0 : 99.875, t))
            }
            let release = arrival + rng.double(0...140)
            var plain = VelocityTracker(), reported = VelocityTracker()
            for (p, ms) in samples {
                plain.addSample(position: p, timeMilliseconds: ms); reported.addSample(position: p, timeMilliseconds: ms)
            }
            for (p, ms) in clamped where ms < release { reported.addSample(position: p, timeMilliseconds: ms) }
            let last = samples[samples.count - 1].0
            plain.addSample(position: last, timeMilliseconds: release)
            reported.addSample(position: clamped.last { $0.1 < release }?.0 ?? last, timeMilliseconds: release)
            let expected = plain.velocity(atMilliseconds: release, window: window)
            let got = reported.velocity(atMilliseconds: release, window: window)
            try require(abs(got - expected) < 1e-9, "\(leftward ? "left" : "right") at \(speed): \(got) against \(expected)")
            try require(leftward ? got < 0 : got > 0, "\(leftward ? "left" : "right") at \(speed): read as \(got), not a flick out")
        }
    }

    /// Only reports after the pointer reached an edge cell from inside are a clamped pointer:
    /// one coming back from beyond the window (urxvt reports column 108 of 100) is moving.
    @Test func onlyReportsAfterReachingTheEdgeFromInsideAreClamped() {
        func samples(_ positions: [Double]) -> [VelocityTracker.Sample] {
            positions.enumerated().map { VelocityTracker.Sample(position: $0.element, time: Double($0.offset) * 8) }
        }
        let window = 0.0...99.0
        #expect(VelocityTracker.clampedReportsCount(samples([30, 10, 0.4, 0, 0]), window: window) == 2)
        #expect(VelocityTracker.clampedReportsCount(samples([70, 90, 99.2, 99.9]), window: window) == 1)
        #expect(VelocityTracker.clampedReportsCount(samples([90, 104, 99.8, 99.3]), window: window) == 0, "back from beyond")
        #expect(VelocityTracker.clampedReportsCount(samples([0.9, 0.5, 0.1]), window: window) == 0, "never left the edge cell")
        #expect(VelocityTracker.clampedReportsCount(samples([30, 10, 0.4]), window: window) == 0, "one report at the edge")
    }

    /// At the edge the contract still holds: a pointer held there 150 ms or more stopped.
    @Test func aPointerHeldAtTheEdgeStillGivesZero() {
        for hold in [150.0, 151, 400] {
            let text = Self.drag(from: 60, to: 0, every: 8, cellsPerReport: 5, releaseAfter: hold)
            let r = DragSimulator().run(Self.script(text), resolver: NearestPaging())
            #expect(r.decision.velocity == 0, "\(text)")
        }
        // And a drag that reaches the edge going the other way (away from it) is not a flick out.
        let away = "0@0,0@100,3@130,3@300"
        #expect(DragSimulator().run(Self.script(away), resolver: NearestPaging()).decision.velocity == 0)
    }

    // MARK: - Slow drags

    /// 20 columns a second: a cell every 50 ms. A release up to one more interval later is
    /// still a moving pointer (it used to read v = 0 past 40 ms).
    @Test(arguments: [0.0, 10, 30, 41, 45, 49, 55, 70])
    func aSlowDragReleasedBetweenCellsKeepsItsSpeed(releaseAfter: Double) {
        let text = Self.drag(from: 60, to: 54, every: 50, cellsPerReport: 1, releaseAfter: releaseAfter)
        let v = DragSimulator().run(Self.script(text), resolver: NearestPaging()).decision.velocity
        #expect(abs(v - 20) < 0.5, "\(text): v = \(v)")
    }

    /// Terminal-shaped slow drags (8 to 60 columns a second: above the fling gate of 50
    /// points a second, cells less than the 150 ms of a hold apart; a mouse polled every
    /// 8 ms, a few ms of arrival jitter), released at any moment of a cell's interval: never
    /// read as stopped, and the right direction and size.
    @Test func slowDragsAreNeverReadAsStopped() {
        property("slow drags", trials: 2000, baseSeed: 0x5EED_0601) { rng in
            let speed = rng.double(8...60) * (rng.chance(0.5) ? 1 : -1)
            let drag = TerminalDrag(
                speed: speed, durationMs: rng.double(300...900), pollMs: 8,
                jitterMs: rng.double(0...3), rng: &rng)
            guard drag.samples.count >= 4 else { return }
            let v = drag.measured()
            try require(v != 0, "true \(speed) cells/s measured as stopped: \(drag.samples)")
            try require(abs(v - speed) <= 0.5 * abs(speed), "true \(speed) cells/s, measured \(v): \(drag.samples)")
        }
    }

    // MARK: - Reports read late

    /// The race's hard flick in tmux (a report every 7 ms, 10 columns each), its release,
    /// one more step on, read 60 to 149 ms after the last motion: a loaded machine ran tmux's
    /// `sleep` or the carousel late. Fitted, that stall read as the hand braking (167 to 67
    /// columns a second, page 3 under nearest); the hand never slowed, and the release's step
    /// is as long as the others: it keeps the speed the flick had.
    @Test(arguments: [60.0, 100, 128, 149])
    func aReleaseReadLateKeepsTheFlicksSpeed(stall: Double) {
        let motions = "89@0,79@7,69@14,59@21,49@28,39@35,29@42"
        var simulator = DragSimulator()
        simulator.count = 1000
        let onTime = simulator.run(Self.script(motions + ",19@49"), resolver: NearestPaging())
        let late = simulator.run(Self.script(motions + ",19@\(42 + stall)"), resolver: NearestPaging())
        #expect(
            abs(late.decision.velocity - onTime.decision.velocity) <= 0.05 * onTime.decision.velocity,
            "stall \(stall) ms: v = \(late.decision.velocity) against \(onTime.decision.velocity) on time")
        #expect(abs((late.decision.targetPage ?? 0) - (onTime.decision.targetPage ?? 0)) <= 1)
    }

    /// A hand that slows before it lets go crosses fewer cells a report, further apart: its
    /// last report, short and late, is braking, and reads so.
    @Test func aHandThatSlowsBeforeLettingGoStillBrakes() {
        let fast = DragSimulator().run(Self.script("89@0,79@7,69@14,59@21,49@28,39@35,29@42,29@43"), resolver: NearestPaging())
        let slowing = DragSimulator().run(Self.script("89@0,79@7,69@14,59@21,49@28,45@60,43@100,43@101"), resolver: NearestPaging())
        #expect(
            slowing.decision.velocity < 0.5 * fast.decision.velocity,
            "slowing v = \(slowing.decision.velocity), fast v = \(fast.decision.velocity)")
    }

    /// A pointer that stops in the middle of the window and is let go there stopped, however
    /// fast it came: the stall before the release moved nothing.
    @Test func aStopBeforeTheReleaseIsStillAStop() {
        let text = "89@0,79@7,69@14,59@21,49@28,39@35,29@42,29@120"
        #expect(DragSimulator().run(Self.script(text), resolver: NearestPaging()).decision.velocity == 0)
    }

    // MARK: - Reports that arrive in one read

    /// Several reports in one read get one arrival time, and only where the pointer got to
    /// counts: the same whether the stamps are equal (`simulate`, the runner) or a few
    /// microseconds apart (a reader that stamps each event as it handles it).
    @Test func samplesOfOneInstantCollapseToTheNewest() {
        var tracker = VelocityTracker()
        tracker.addSample(position: 80, timeMilliseconds: 0)
        tracker.addSample(position: 74, timeMilliseconds: 16)
        tracker.addSample(position: 68, timeMilliseconds: 16.003)
        tracker.addSample(position: 62, timeMilliseconds: 16.006)
        #expect(tracker.samples.map(\.position) == [80, 62])
        #expect(tracker.samples.map(\.time) == [0, 16], "the instant keeps the time it began")
        #expect(abs(tracker.velocity(atMilliseconds: 16.006) - (-18 / 0.016)) < 1e-6)
    }

    /// A live-shaped drag, the reports of each read handled a few microseconds apart, gives
    /// the velocity and page `simulate` gives for the same script with one time per read.
    /// (Before, a gesture in one read flung at the cap live and gave 0 in `simulate`.)
    @Test(arguments: Strategies.names)
    func aLiveDragWithReportsInOneReadAgreesWithSimulate(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        // Reads: the press with two motions; two motions; one motion; the release.
        let reads: [(ms: Double, positions: [Int])] = [(0, [80, 77, 74]), (16, [71, 68]), (33, [63]), (50, [58])]
        let wholeGesture: [(ms: Double, positions: [Int])] = [(0, [80, 74, 68, 62, 56, 50, 44])]
        for gesture in [reads, wholeGesture] {
            let script = gesture.flatMap { read in read.positions.map { "\($0)@\(read.ms)" } }.joined(separator: ",")
            let simulated = DragSimulator().run(Self.script(script), resolver: resolver).decision
            let live = Harness(count: 20, width: 100, height: 30, strategy: resolver)
            let all = gesture.flatMap { read in read.positions.enumerated().map { (read.ms, $0.offset, $0.element) } }
            for (k, (ms, within, x)) in all.enumerated() {
                let kind: MouseEvent.Kind = k == 0 ? .press : k == all.count - 1 ? .release : .motion
                let now = 1000 + ms / 1000 + Double(within) * 0.000_004
                live.send(.mouse(MouseEvent(kind: kind, button: .left, x: x, y: 12)), at: now)
            }
            let d = try #require(live.controller.scrollView.lastDecision, "\(name): \(script)")
            #expect(abs(d.velocity - simulated.velocity) < 1e-6, "\(name) \(script): live \(d.velocity), simulate \(simulated.velocity)")
            #expect(d.targetPage == simulated.targetPage, "\(name) \(script)")
            #expect(abs(d.targetOffset - simulated.targetOffset) < 1e-6, "\(name) \(script)")
        }
        let whole = DragSimulator().run(Self.script("80@0,74@0,68@0,62@0,56@0,50@0,44@0"), resolver: resolver).decision
        #expect(whole.velocity == 0, "a gesture in one read says nothing about speed")
    }

    // MARK: - Key flicks during a coast

    /// Five quick Right presses reach page 6 with every strategy: a flick during a coast
    /// builds on where the coast was going (`free` used to rest on page 2).
    @Test(arguments: Strategies.names)
    func quickKeyFlicksAccumulate(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        let h = Harness(count: 20, width: 100, height: 30, strategy: resolver)
        for k in 0..<5 { h.send(.key(KeyEvent(.right)), at: 1 + Double(k) * 0.05) }
        let t = h.settle(from: 1.25)
        #expect(h.page == 5, "\(name): five quick Right presses rest on page \(h.page + 1)")
        // And back: five quick Left presses return to the first page.
        for k in 0..<5 { h.send(.key(KeyEvent(.left)), at: t + Double(k) * 0.05) }
        h.settle(from: t + 0.25)
        #expect(h.page == 0, "\(name): back to page \(h.page + 1)")
    }
}
