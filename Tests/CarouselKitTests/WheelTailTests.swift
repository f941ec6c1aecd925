@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The inertia after a swipe: reports that go on the same way at a slowing pace are the
/// same swipe, however slow the tail gets while it slows smoothly; a clear pause, a report
/// the other way or a new burst is a new gesture.
@Suite("Wheel tails")
struct WheelTailTests {
    /// Report times: `burst` reports `interval` apart from `start`, then one after each gap.
    static func times(burst: Int, interval: Double = 0.01, start: Double = 1, gaps: [Double]) -> [Double] {
        var times = (0..<burst).map { start + Double($0) * interval }
        for gap in gaps { times.append((times.last ?? start) + gap) }
        return times
    }

    /// The tracker's touchpad: 11 reports 10 ms apart, then a tail whose gaps each stay
    /// under twice the last.
    static let touchpadTail = [0.03, 0.05, 0.07, 0.09, 0.12, 0.15, 0.2, 0.25]
    /// xdotool's clicks, each a process of its own after a burst of 15.
    static let xdotoolTail = [0.11, 0.13, 0.15, 0.17, 0.19, 0.21, 0.235]

    /// Sends the reports as the run loop would (a frame every 1/60 s between them, so a
    /// burst's quiet ends it on time), lets everything settle, and returns the gestures
    /// recorded.
    @discardableResult
    static func deliver(_ h: Harness<SceneStack>, _ times: [Double], down: [Bool]? = nil) -> [String] {
        let lines = LineSink()
        let recorder = GestureRecorder(sink: { lines.text += $0 })
        h.controller.handle(.recordGestures(recorder), now: 0)
        for (k, t) in times.enumerated() {
            if t > h.now { h.advance(by: t - h.now) }
            h.send(WheelGestureTests.report(down: down?[k] ?? true), at: t)
        }
        h.advance(by: WheelTail.longestGap)
        h.settle()
        recorder.flush()
        h.controller.handle(.recordGestures(nil), now: 0)
        // A swipe is recorded with its virtual pointer's samples, a lone notch without.
        return lines.text.split(separator: "\n").compactMap { try? GestureRecord(jsonLine: String($0)) }
            .map { $0.kind != .wheel ? "\($0.kind)" : $0.samples.isEmpty ? "notch" : "swipe" }
    }

    @Test func theTrackersSlowingTailIsOneSwipe() {
        let h = Harness(count: 100, startPage: 9)
        let records = Self.deliver(h, Self.times(burst: 11, gaps: Self.touchpadTail))
        #expect(records == ["swipe"], "one swipe, not a swipe and a notch: \(records)")
        #expect(h.screen.contains { $0.contains("page 11/100") }, "\(h.screen.joined(separator: "\n"))")
    }

    @Test func xdotoolsSlowTailIsOneSwipe() {
        let h = Harness(count: 100, startPage: 9)
        let records = Self.deliver(h, Self.times(burst: 15, gaps: Self.xdotoolTail))
        #expect(records == ["swipe"], "\(records)")
        #expect(h.screen.contains { $0.contains("page 11/100") }, "\(h.screen.joined(separator: "\n"))")
    }

    /// The tail moves nothing: every strategy lands where the swipe alone would.
    @Test func theTailMovesNothingUnderAnyStrategy() {
        for strategy in Strategies.all {
            let alone = Harness(count: 200, strategy: strategy, startPage: 100)
            Self.deliver(alone, Self.times(burst: 15, gaps: []))
            let tailed = Harness(count: 200, strategy: strategy, startPage: 100)
            Self.deliver(tailed, Self.times(burst: 15, gaps: Self.xdotoolTail))
            #expect(tailed.page == alone.page, "\(strategy.name): \(tailed.page) with the tail, \(alone.page) without")
        }
    }

    /// A pause clearly longer than the tail's rhythm, then a notch: a card of its own.
    @Test func aNotchAfterAClearPauseIsACard() {
        let h = Harness(count: 100, startPage: 9)
        let records = Self.deliver(h, Self.times(burst: 11, gaps: Self.touchpadTail + [0.7]))
        #expect(records == ["swipe", "notch"], "\(records)")
        #expect(h.page == 11)
    }

    /// A tail never turns back: a report the other way is a notch that way.
    @Test func aReportTheOtherWayIsANotch() {
        let h = Harness(count: 100, startPage: 9)
        // Released 150 ms after its 50 ms gap; the report the other way comes within the
        // tail's pause.
        let times = Self.times(burst: 11, gaps: [0.03, 0.05, 0.2])
        let down = Array(repeating: true, count: times.count - 1) + [false]
        let records = Self.deliver(h, times, down: down)
        #expect(records == ["swipe", "notch"], "\(records)")
        #expect(h.page == 9)
    }

    /// The fingers back on the pad during the tail: reports at a swipe's pace again are a
    /// second swipe, and under one-at-a-time a second card.
    @Test func aSecondSwipeDuringTheTailIsASecondCard() {
        let h = Harness(count: 100, startPage: 9)
        // Released 150 ms after its 50 ms gap, a tail of two reports, then a burst again.
        var times = Self.times(burst: 11, gaps: [0.03, 0.05, 0.2, 0.25, 0.2])
        times += (1...10).map { times.last! + Double($0) * 0.01 }
        let records = Self.deliver(h, times)
        #expect(records == ["swipe", "swipe"], "\(records)")
        #expect(h.page == 11)
    }

    /// A burst the machine held back once (70 ms) that goes on at its pace: the report after
    /// the hiccup may be taken for a tail, the quick ones after it are a second gesture, as
    /// they always were, never a tail that swallows the rest of the swipe.
    @Test func aBurstThatGoesOnAfterAHiccupIsNotATail() {
        let h = Harness(count: 100, startPage: 9)
        var times = Self.times(burst: 10, gaps: [0.07])
        times += (1...10).map { times.last! + Double($0) * 0.04 }
        let records = Self.deliver(h, times)
        #expect(records == ["swipe", "swipe"], "\(records)")
    }

    /// The single-notch promise holds: notches turned 120 ms apart with no burst are a card each.
    @Test func notchesWithoutABurstStayACardEach() {
        let h = Harness(count: 100, startPage: 9)
        let records = Self.deliver(h, [1, 1.12, 1.24, 1.36])
        #expect(records == ["notch", "notch", "notch", "notch"], "\(records)")
        #expect(h.page == 13)
    }
}
