@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// `--autoplay`: a gentle flick every interval, Space to pause and resume, a key or a drag
/// pauses, the last card stops it unless the carousel wraps, and nothing is due while paused.
@Suite("Autoplay")
struct AutoplayTests {
    final class Show {
        let source: DemoCards
        let scene: SceneStack
        var controller: CarouselController { scene.base }
        init(count: Int, interval: Double = 2, wraps: Bool = false) {
            source = DemoCards(count: count)
            var c = CarouselConfiguration()
            c.autoplayInterval = interval
            c.wraps = wraps
            scene = SceneStack(configuration: c, dataSource: source)
            scene.resize(width: 100, height: 30, now: 0)
        }
        var status: String {
            var canvas = Canvas(width: 100, height: 30)
            scene.render(into: &canvas, now: 0)
            return canvas.lines[0]
        }
        func key(_ k: Key, at t: Double) { scene.handle(.key(KeyEvent(k)), now: t) }
    }

    @Test func oneCardEveryIntervalThroughAGentleFlick() {
        let show = Show(count: 10)
        show.scene.tick(now: 0)
        #expect(show.scene.nextAutoplayTime == 2)
        show.scene.tick(now: 1.9)
        #expect(show.controller.scrollView.destinationPage == 0)
        show.scene.tick(now: 2.0)
        #expect(show.controller.scrollView.destinationPage == 1)
        #expect(show.controller.scrollView.lastDecision?.fromKeyboard == true)
        settle(show.scene, from: 2)
        show.scene.tick(now: 4.01)
        #expect(show.controller.scrollView.destinationPage == 2)
        #expect(show.status.contains("autoplay 2s · page"))
    }

    @Test func spacePausesAndResumesAndNothingIsDueWhilePaused() {
        let show = Show(count: 10, interval: 0.5)
        show.scene.tick(now: 0)
        show.key(.character(" "), at: 0.1)
        #expect(show.scene.autoplay?.isPaused == true)
        #expect(show.scene.nextAutoplayTime == nil)
        #expect(show.status.contains("paused"))
        show.scene.tick(now: 100)
        #expect(show.controller.scrollView.destinationPage == 0, "Space does not page while autoplay is on")
        show.key(.character(" "), at: 100)
        #expect(show.scene.nextAutoplayTime == 100.5)
        show.scene.tick(now: 100.5)
        #expect(show.controller.scrollView.destinationPage == 1)
        #expect(show.status.contains("autoplay 0.5s"))
    }

    @Test func aKeyOrADragPausesUntilSpace() {
        let show = Show(count: 10)
        show.scene.tick(now: 0)
        show.key(.right, at: 0.5)
        #expect(show.scene.autoplay?.isPaused == true)
        #expect(show.controller.scrollView.destinationPage == 1, "the key still does what it does")
        show.key(.character(" "), at: 1)
        #expect(show.scene.autoplay?.isPaused == false)
        show.scene.handle(.mouse(MouseEvent(kind: .press, button: .left, x: 50, y: 12)), now: 2)
        #expect(show.scene.autoplay?.isPaused == true)
    }

    @Test func itStopsOnTheLastCardWithoutWrap() {
        let show = Show(count: 3, interval: 1)
        var t = 0.0
        show.scene.tick(now: t)
        for _ in 0..<6 { t += 1; show.scene.tick(now: t); t = settle(show.scene, from: t) }
        #expect(show.controller.currentPage == 2)
        #expect(show.scene.autoplay?.isPaused == true)
        #expect(show.scene.nextAutoplayTime == nil)
        #expect(show.status.contains("paused · page 3/3"))
        // Resumed on the last card, the show starts over.
        show.key(.character(" "), at: t)
        #expect(show.controller.scrollView.destinationPage == 0)
    }

    @Test func itGoesOnFromTheFirstWithWrap() {
        let show = Show(count: 3, interval: 1, wraps: true)
        var t = 0.0
        show.scene.tick(now: t)
        var pages: [Int] = []
        for _ in 0..<4 {
            t += 1; show.scene.tick(now: t); pages.append(show.controller.scrollView.destinationPage); t = settle(show.scene, from: t)
        }
        #expect(pages == [1, 2, 0, 1])
    }

    @Test func spaceStillPagesWithoutAutoplay() {
        let h = Harness(count: 20)
        h.key(.character(" "), at: 0)
        #expect(h.controller.scrollView.destinationPage > 1)
    }

    @Test func theIntervalIsKeptInItsRange() {
        #expect(Autoplay(interval: 0.01).interval == 0.2)
        #expect(Autoplay(interval: 1e9).interval == 3600)
        #expect(Autoplay(interval: .nan).interval == 1)
        #expect(Autoplay(interval: 1.25).statusText == "autoplay 1.25s")
    }
}

/// The projection on the page control while a flick settles.
@Suite("Projection mark")
struct ProjectionMarkTests {
    @Test func theMarkSitsOnTheProjectedDotOrAtTheEnd() {
        let dots = PageControl.symbols(count: 10, current: 2, width: 40)
        #expect(ProjectionMark.locate(projected: 7, target: 3, count: 10, symbols: dots) == .symbol(7))
        #expect(ProjectionMark.locate(projected: 3, target: 3, count: 10, symbols: dots) == nil)
        #expect(ProjectionMark.locate(projected: 14, target: 9, count: 10, symbols: dots) == .afterLast)
        #expect(ProjectionMark.locate(projected: -2, target: 0, count: 10, symbols: dots) == .beforeFirst)
        let many = PageControl.symbols(count: 1000, current: 0, width: 30)
        // A page hidden by the ellipsis marks the ellipsis.
        let mark = ProjectionMark.locate(projected: 500, target: 1, count: 1000, symbols: many)
        if case .symbol(let k)? = mark { #expect(many[k] == .ellipsis) } else { Issue.record("\(String(describing: mark))") }
    }

    /// Row of the page control: the one with the dots.
    static func dots(_ lines: [String]) -> String { lines.first { $0.contains("●") } ?? "" }

    @Test func aHardFlickShowsWhereItWouldHaveCoastedWhileItSettles() {
        let h = Harness(count: 20, strategy: OneAtATimePaging())
        h.key(.right, shift: true, at: 1)
        let settling = Self.dots(h.screen(now: 1.05))
        // One card on (the strategy's rule), the projection several on.
        #expect(settling.contains("◆"), "\(settling)")
        #expect((settling.columns(of: "◆").first.map { ($0 - settling.columns(of: "○")[0]) / 2 } ?? 0) >= 3, "\(settling)")
        settle(h.controller, from: 1.05)
        #expect(!Self.dots(h.screen(now: 10)).contains("◆"), "at rest the mark is gone")
    }

    /// An endless carousel of Int.max cards: the projection wraps round without overflow.
    @Test func theMarkWrapsRoundTheLargestCarousel() {
        let h = Harness(count: Int.max, strategy: OneAtATimePaging(), wraps: true)
        h.key(.right, shift: true, at: 1)
        let dots = Self.dots(h.screen(now: 1.05))
        #expect(dots.contains("◆"), "\(dots)")
    }

    @Test func aProjectionPastTheLastCardIsAnArrow() {
        let h = Harness(count: 5, strategy: NearestPaging(), startPage: 3)
        h.key(.right, shift: true, at: 1)
        #expect(Self.dots(h.screen(now: 1.05)).contains("→"))
    }
}
