@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The shared harness: any scene on a fake clock, read as whole screens.
@Suite("The harness drives a scene on a fake clock")
struct HarnessTests {
    @Test("a page forward, settled, shows the screen of a carousel that started there; halfway it shows neither")
    func aSettledKeyFlickLooksLikeAFreshStart() {
        let moved = Harness(count: 20, showsDetails: false)
        let fresh = Harness(count: 20, startPage: 1, showsDetails: false)
        let before = moved.screen
        moved.key(.right)
        moved.advance(by: 0.05)
        #expect(ScreenComparison.difference(moved.screen, before) != nil, "the strip moves on the fake clock")
        #expect(moved.difference(from: fresh.screen) != nil, "not there yet")
        moved.settle()
        #expect(moved.page == 1)
        if let difference = moved.difference(from: fresh.screen) { Issue.record(Comment(rawValue: difference)) }
    }

    @Test("the race: a page forward, settled, shows the strips of a race that started there; the labels add the decision")
    func aSettledKeyFlickInTheRaceLooksLikeAFreshStart() {
        let strategies: [any PagingResolver] = [NearestPaging(), OneAtATimePaging()]
        let moved = Harness(race: strategies, height: 30), fresh = Harness(race: strategies, height: 30, startPage: 1)
        moved.key(.right)
        moved.advance(by: 0.05)
        #expect(moved.difference(from: fresh.screen) != nil, "not there yet")
        moved.settle()
        #expect(moved.scene.lanes.map(\.scrollView.currentPage) == [1, 1])
        let labelRows = Set(moved.scene.shownLanes.map(\.labelRow))
        for row in labelRows { #expect(moved.screen[row].contains("page 2/20  ") && moved.screen[row].contains("-> page 2")) }
        func strips(_ lines: [String]) -> [String] { lines.indices.map { labelRows.contains($0) ? "" : lines[$0] } }
        if let difference = ScreenComparison.difference(strips(moved.screen), strips(fresh.screen)) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("the shelves: a card forward and back, settled, shows the screen it started from")
    func aSettledKeyFlickOnTheShelvesAndBackLooksLikeAFreshStart() {
        let moved = Harness<LanesScene>(), fresh = Harness<LanesScene>()
        moved.key(.right)
        moved.advance(by: 0.05)
        #expect(moved.difference(from: fresh.screen) != nil, "the shelf moves on the fake clock")
        moved.settle()
        #expect(moved.scene.page(ofLane: 0) == 1)
        moved.key(.left)
        moved.settle()
        if let difference = moved.difference(from: fresh.screen) { Issue.record(Comment(rawValue: difference)) }
    }

    @Test("a drag is reported 16 ms apart and leaves the frames to the caller; settle stops on the frame at rest")
    func aDragMovesTheClockAndSettleStopsAtRest() {
        let run = Harness<LanesScene>(strategies: ["nearest", "nearest"])
        run.now = 1
        run.drag(x: 80, y: 10, dx: -40, dy: 0, steps: 4)
        #expect(abs(run.now - (1 + 5 * 0.016)) < 1e-9)
        let start = run.now
        let rest = run.settle()
        #expect(rest == run.now && rest > start)
        #expect(!run.scene.tick(now: run.now), "at rest where settle stopped")
    }

    @Test("a resize reaches the scene and the screens read after it")
    func aResizeReachesTheScene() {
        let run = Harness(count: 20)
        run.resize(width: 60, height: 12)
        #expect(run.screen.count == 12 && run.controller.screen.width == 60)
        run.send(.resize(width: 70, height: 14))
        #expect(run.screen.count == 14 && run.width == 70)
    }

    @Test("screens compare row by row, trailing blanks aside")
    func screensCompareRowByRow() {
        #expect(ScreenComparison.difference(["ab  ", "c"], ["ab", "c   ", ""]) == nil)
        let difference = ScreenComparison.difference(["ab", "cd"], ["ab", "ce"])
        #expect(difference?.hasPrefix("row 1 differs") == true, "\(difference ?? "nil")")
    }
}
