@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The touchpad in the race: one swipe drives every lane as one drag, and each lane
/// resolves it by its own rule, as the demo does.
@Suite("Wheel bursts in the race")
struct RaceWheelTests {
    static func report(_ step: Int) -> InputEvent {
        .mouse(MouseEvent(kind: .wheel(dx: step, dy: 0), button: .none, x: 50, y: 5))
    }

    /// Sends a burst of `count` reports `interval` apart from `start`; returns its end.
    static func swipe(_ race: LanesScene, count: Int, interval: Double = 0.008, start: Double = 1, step: Int = 1) -> Double {
        var t = start
        for _ in 0..<count { race.tick(now: t); race.handle(report(step), now: t); t += interval }
        var end = race.gestures.wheelDeadline ?? t
        race.tick(now: end)
        while race.tick(now: end) && end < start + 30 { end += 1.0 / 60 }
        return end
    }

    @Test func aSwipeIsOneGestureInEveryLane() throws {
        let race = Harness(race: [OneAtATimePaging(), NearestPaging()], count: 1000).scene
        var seen: [FinishedGesture] = []
        race.onGestureEnded = { seen.append($0) }
        _ = Self.swipe(race, count: 30)
        #expect(race.lanes[0].scrollView.currentPage == 1, "one-at-a-time: one card a swipe")
        #expect(race.lanes[1].scrollView.currentPage >= 2, "nearest: as far as the swipe projects")
        #expect(seen.map(\.kind) == [.wheel])
        let gesture = try #require(seen.first)
        // The press, a sample a report, and the release at the last report.
        #expect(gesture.samples.count == 32 && gesture.flickPages == nil)
        let record = GestureRecord(gesture: gesture, axis: .horizontal)
        #expect(record.isSwipe)
        let replay = GestureReplay.run(record, resolver: OneAtATimePaging())
        #expect(replay.decision.targetPage == 1)
        for lane in race.lanes { #expect(lane.scrollView.lastDecision?.source == "wheel") }
    }

    @Test func aLoneNotchIsOneCardInEveryLane() {
        let race = Harness(race: [OneAtATimePaging(), NearestPaging(), AdjacentPaging()], count: 100).scene
        _ = Self.swipe(race, count: 1)
        for lane in race.lanes { #expect(lane.scrollView.currentPage == 1, "\(lane.name)") }
    }

    @Test func aReleaseWithNoPressLeavesASwipeAlone() {
        let race = Harness(race: [OneAtATimePaging()], count: 100).scene
        for k in 0..<10 {
            let t = 1 + Double(k) * 0.008
            race.handle(Self.report(1), now: t)
            race.handle(RaceTests.mouse(.release, 90), now: t + 0.001)
        }
        var t = race.gestures.wheelDeadline ?? 2
        while race.tick(now: t) || race.gestures.wheelDeadline != nil, t < 30 { t += 1.0 / 60 }
        #expect(race.lanes[0].scrollView.currentPage == 1)
    }
}
