@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// The wheel and the touchpad: a burst of reports is one gesture that the strategy
/// resolves like a drag's release; a lone notch is one card, as it always was.
@Suite("Wheel bursts")
struct WheelGestureTests {
    /// A wheel report at the middle of a 100x30 screen: `down` toward later cards (button 5),
    /// else button 4; `horizontal` sends buttons 7/6 instead.
    static func report(down: Bool, horizontal: Bool = false, shift: Bool = false) -> InputEvent {
        let step = down ? 1 : -1
        let kind: MouseEvent.Kind = horizontal ? .wheel(dx: step, dy: 0) : .wheel(dx: 0, dy: step)
        return .mouse(MouseEvent(kind: kind, button: .none, x: 50, y: 14, shift: shift))
    }

    /// Sends reports at the given times and lets the gesture end and settle; the time reached.
    @discardableResult
    static func swipe(_ h: Harness<SceneStack>, at times: [Double], down: Bool = true, horizontal: Bool = false) -> Double {
        for t in times {
            h.controller.tick(now: t)
            h.send(report(down: down, horizontal: horizontal), at: t)
        }
        let last = times.last ?? 0
        // The quiet after the last report ends the gesture: the loop wakes for it.
        let end = h.controller.nextWakeTime ?? last
        #expect(end <= last + WheelGesture.longestQuiet + 1e-9, "the loop wakes when the burst is over")
        return settle(h.controller, from: end)
    }

    /// A touchpad swipe as terminals deliver it: `count` reports `interval` apart from `start`.
    static func burst(count: Int = 30, interval: Double = 0.008, start: Double = 1) -> [Double] {
        (0..<count).map { start + Double($0) * interval }
    }

    // MARK: - The gesture's own rule

    @Test func aLoneReportEndsAfterTheBurstWindow() {
        let wheel = WheelGesture(step: 1, now: 1, cellsPerReport: 2, hard: false)
        #expect(wheel.isLoneNotch)
        #expect(!wheel.isOver(at: 1 + WheelGesture.burstWindow - 0.001))
        #expect(wheel.isOver(at: 1 + WheelGesture.burstWindow))
        #expect(wheel.position == -2, "a report toward later cards moves the virtual pointer back")
    }

    @Test func aFastBurstEndsAfterTheShortestQuiet() {
        var wheel = WheelGesture(step: 1, now: 0, cellsPerReport: 2, hard: false)
        for t in Self.burst(count: 29, interval: 0.008, start: 0.008) { wheel.add(step: 1, now: t) }
        #expect(wheel.quietThatEnds == WheelGesture.shortestQuiet)
        #expect(wheel.position == -60)
        #expect(wheel.samples.count == 31, "the press, then a sample a report")
    }

    /// A tail of slowing reports (the inertia a system adds) stays in the gesture: each
    /// interval grows by less than the cadence factor.
    @Test func aSlowingTailExtendsTheGesture() {
        var wheel = WheelGesture(step: 1, now: 0, cellsPerReport: 2, hard: false)
        var t = 0.0, interval = 0.008
        // Up to 180 ms apart: slower than that, a tail has as good as stopped.
        for _ in 0..<15 { t += interval; #expect(wheel.continues(at: t)); wheel.add(step: 1, now: t); interval *= 1.25 }
        #expect(wheel.reportCount == 16)
        #expect(wheel.isOver(at: t + WheelGesture.longestQuiet))
    }

    // MARK: - In the carousel

    /// The defect: 30 reports 8 ms apart moved 30 cards under `one-at-a-time`.
    @Test func aTouchpadSwipeUnderOneAtATimeMovesExactlyOneCard() {
        for horizontal in [false, true] {
            let h = Harness(count: 1000)
            Self.swipe(h, at: Self.burst(), horizontal: horizontal)
            #expect(h.page == 1, "horizontal wheel \(horizontal): page \(h.page + 1)")
            Self.swipe(h, at: Self.burst(start: 5), down: false, horizontal: horizontal)
            #expect(h.page == 0)
        }
    }

    @Test func aTouchpadSwipeUnderNearestGoesAsFarAsItsSpeedProjects() throws {
        let h = Harness(count: 1000, strategy: NearestPaging())
        Self.swipe(h, at: Self.burst())
        let decision = try #require(h.controller.scrollView.lastDecision)
        #expect(decision.velocity > 0)
        let stride = Double(h.controller.scrollView.layout.stride)
        #expect(h.page == Int((decision.projectedOffset / stride).rounded()))
        #expect(h.page >= 2, "a swipe of 60 columns in a quarter second crosses more than one card")
        #expect(h.page < 30)
    }

    /// A mouse wheel turned a notch at a time: every notch one card, under every strategy.
    @Test func loneNotchesMoveOneCardEachUnderEveryStrategy() {
        for strategy in Strategies.all where strategy.name != "free" {
            let h = Harness(count: 50, strategy: strategy, startPage: 10)
            Self.swipe(h, at: [1.0])
            #expect(h.page == 11, "\(strategy.name): page \(h.page)")
            Self.swipe(h, at: [3.0], down: false)
            #expect(h.page == 10, "\(strategy.name): page \(h.page)")
            // Three notches turned 120 ms apart: three cards.
            var t = 5.0
            for _ in 0..<3 { Self.swipe(h, at: [t]); t += 0.12 }
            #expect(h.page == 13, "\(strategy.name): page \(h.page)")
        }
    }

    /// The system's inertia: reports that slow down after the fingers lift, up to 150 ms
    /// apart, are the same gesture, never a second one.
    @Test func aBurstsTailNeverStartsASecondGesture() {
        let h = Harness(count: 100)
        var times = Self.burst(count: 20)
        var interval = 0.01
        while interval < 0.15 { times.append(times.last! + interval); interval *= 1.3 }
        Self.swipe(h, at: times)
        #expect(h.page == 1)
    }

    @Test func theOverlaySaysWheel() {
        let h = Harness(count: 100, strategy: NearestPaging())
        let t = Self.swipe(h, at: Self.burst())
        #expect(h.screen(now: t).contains { $0.contains("last flick  wheel v=") })
        let h2 = Harness(count: 100)
        let t2 = Self.swipe(h2, at: [1])
        #expect(h2.screen(now: t2).contains { $0.contains("last flick  wheel v=") })
    }

    /// A key pressed while the burst's quiet runs ends the burst first and builds on it.
    @Test func aKeyDuringTheQuietBuildsOnTheSwipe() {
        let h = Harness(count: 100)
        let times = Self.burst()
        for t in times { h.send(Self.report(down: true), at: t) }
        h.key(.right, at: times.last! + 0.01)
        settle(h.controller, from: times.last! + 0.01)
        #expect(h.page == 2)
    }

    /// mlterm reports its horizontal wheel as a release with no press: never a click, and
    /// never the end of a swipe in progress.
    @Test func aReleaseWithNoPressDoesNothing() {
        let h = Harness(count: 100, startPage: 5)
        let stray = InputEvent.mouse(MouseEvent(kind: .release, button: .left, x: 90, y: 14))
        h.send(stray, at: 1)
        settle(h.controller, from: 1)
        #expect(h.page == 5)
        let times = Self.burst(start: 2)
        for t in times { h.send(Self.report(down: true), at: t); h.send(stray, at: t + 0.001) }
        settle(h.controller, from: (h.controller.nextWakeTime ?? times.last!))
        #expect(h.page == 6)
    }

    /// alacritty writes each notch twice in one write: one notch.
    @Test func aNotchTheTerminalDoubledIsOneNotch() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array("\u{1B}[<65;51;12M\u{1B}[<65;51;12M".utf8))
        #expect(events.count == 1)
        let four = decoder.feed(Array(String(repeating: "\u{1B}[<65;51;12M", count: 4).utf8))
        #expect(four.count == 2, "pairs collapse, not every alike report")
        let h = Harness(count: 100)
        for e in events { h.send(e, at: 1) }
        settle(h.controller, from: h.controller.nextWakeTime ?? 1)
        #expect(h.page == 1)
    }

    // MARK: - Recorded and replayed

    /// Every recorded swipe replays to the page it went to live, under every strategy.
    @Test func recordedSwipesReplayToTheSamePage() {
        property("swipe replay", trials: 60, baseSeed: 0x5719) { rng in
            let strategy = rng.pick(Strategies.all)
            let h = Harness(count: 200, strategy: strategy, startPage: 100)
            let lines = LineSink()
            let recorder = GestureRecorder(sink: { lines.text += $0 })
            h.controller.handle(.recordGestures(recorder), now: 0)
            var times: [Double] = []
            var t = 1.0
            for _ in 0..<rng.int(1...40) { times.append(t); t += rng.double(0.004...0.03) }
            Self.swipe(h, at: times, down: rng.chance(0.5), horizontal: rng.chance(0.5))
            recorder.flush()
            let line = try #require(lines.text.split(separator: "\n").last, "the swipe was recorded")
            let record = try GestureRecord(jsonLine: String(line))
            try require(record.kind == .wheel, "kind \(record.kind)")
            let replay = record
            let result = GestureReplay.run(replay, resolver: strategy)
            try require(
                result.decision.targetPage == record.targetPage,
                "\(strategy.name): live \(String(describing: record.targetPage)), replay \(String(describing: result.decision.targetPage)) from \(record.jsonLine)"
            )
        }
    }
}

/// Collects what a recorder writes.
final class LineSink: @unchecked Sendable {
    var text = ""
}
