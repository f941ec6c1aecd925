@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The race answers the same keys and the same clicks as the carousel of one: Space pages,
/// `?` shows the help, `d` every lane's decision in full, a click on a page dot or on a
/// peeking card goes there in every lane.
@Suite("The race's keys and clicks")
struct RaceCommandsTests {
    static func pages(_ race: LanesScene) -> [Int] { race.lanes.map(\.scrollView.currentPage) }

    @Test func spacePagesEveryLaneAScreenful() {
        let run = Harness(race: [NearestPaging(), OneAtATimePaging()], count: 50), race = run.scene
        run.key(.character(" "), at: 1)
        run.settle(from: 1)
        #expect(Self.pages(race).allSatisfy { $0 >= CarouselLayout.minimumPagesPerScreen }, "\(Self.pages(race))")
    }

    @Test func theHelpSaysThatUpAndDownScrollTheLanes() {
        let run = Harness(race: Strategies.all, width: 100, height: 30)
        run.key(.character("?"), at: 1)
        let lines = run.screen(now: 1)
        #expect(lines.contains { $0.contains("↑/↓") && $0.contains("scroll the lanes") }, "\(lines.joined(separator: "\n"))")
    }

    @Test func theHelpOpensOverTheRaceAndAnyKeyClosesIt() {
        let run = Harness(race: [NearestPaging(), OneAtATimePaging()], width: 100, height: 30), race = run.scene
        run.key(.character("?"), at: 1)
        var lines = run.screen(now: 1)
        #expect(
            lines.contains { $0.contains("Keys") } && lines.contains { $0.contains("gentle flick") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("Tab/S-Tab") }, "the race has no strategy to switch")
        // Modal: a key closes it and does nothing else.
        run.key(.right, at: 2)
        run.settle(from: 2)
        lines = run.screen(now: 3)
        #expect(!lines.contains { $0.contains("gentle flick") })
        #expect(Self.pages(race) == [0, 0])
        #expect(run.key(.character("q"), at: 4) == .quit(chose: nil))
    }

    @Test func dShowsEveryLanesDecisionInFull() {
        let run = Harness(race: [NearestPaging(), OneAtATimePaging()], width: 120, height: 30)
        run.key(.right, shift: true, at: 1)
        let t = run.settle(from: 1)
        #expect(!run.screen(now: t).contains { $0.contains("v=") })
        run.key(.character("d"), at: t)
        let labels = run.screen(now: t).filter { $0.hasPrefix("nearest") || $0.hasPrefix("one-at-a-time") }
        #expect(labels.count == 2 && labels.allSatisfy { $0.contains("v=") && $0.contains("P=") }, "\(labels)")
    }

    @Test func aClickOnALanesPageDotGoesThereInEveryLane() throws {
        let run = Harness(race: [NearestPaging(), OneAtATimePaging(), SystemPaging()], width: 100, height: 30, count: 20), race = run.scene
        _ = run.screen(now: 0)
        let row = try #require(race.shownLanes.dropFirst().first?.labelRow)
        let dots = race.dotHits(ofLane: 1)
        let dot = try #require(dots.first { $0.page == 2 }, "a dot for page 3 on \(dots)")
        race.handle(.mouse(MouseEvent(kind: .press, button: .left, x: dot.x, y: row)), now: 1)
        race.handle(.mouse(MouseEvent(kind: .release, button: .left, x: dot.x, y: row)), now: 1.05)
        run.settle(from: 1.05)
        #expect(Self.pages(race) == [2, 2, 2])
    }

    @Test func aClickOnAPeekingCardGoesThereInEveryLane() throws {
        let run = Harness(race: [OneAtATimePaging(), NearestPaging()], width: 100, height: 30, count: 20, startPage: 5), race = run.scene
        _ = run.screen(now: 0)
        let strip = try #require(race.shownLanes.first?.strip)
        // The right neighbour peeks in at the strip's right end.
        let x = strip.maxX - 2, y = strip.y + strip.height / 2
        race.handle(.mouse(MouseEvent(kind: .press, button: .left, x: x, y: y)), now: 1)
        race.handle(.mouse(MouseEvent(kind: .release, button: .left, x: x, y: y)), now: 1.05)
        run.settle(from: 1.05)
        #expect(Self.pages(race) == [6, 6])
        // A click on the current card stays.
        race.handle(.mouse(MouseEvent(kind: .press, button: .left, x: 50, y: y)), now: 3)
        race.handle(.mouse(MouseEvent(kind: .release, button: .left, x: 50, y: y)), now: 3.05)
        run.settle(from: 3.05)
        #expect(Self.pages(race) == [6, 6])
    }

    @Test func settleSpeedKeysReachEveryLane() {
        let run = Harness(race: [NearestPaging(), OneAtATimePaging()]), race = run.scene
        run.key(.character("+"), at: 1)
        #expect(race.lanes.allSatisfy { $0.scrollView.settleSpeed > 1 })
        run.key(.character("r"), at: 1)
        #expect(race.lanes.allSatisfy { $0.scrollView.settleSpeed == 1 })
    }
}
