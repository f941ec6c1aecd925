@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// Drawing reads the model and never writes it: a scene drawn twice with nothing between
/// (no event, no tick) draws the same screen and leaves every lane, page, cell and hit box as
/// the first drawing left them.
@Suite("Render reads only")
struct RenderReadsOnlyTests {
    /// What a scene's model holds that a drawing could change.
    private struct LanesModel: Equatable {
        var listPage: Int
        var carousels: Int, cellsAlive: Int, cellsVisible: Int
        var lanes: [String]
        var pages: [Int: Int]
        var offsets: [Int: Double]
        var dotHits: [Int: [Int]]

        init(_ scene: LanesScene) {
            listPage = scene.listPage
            carousels = scene.carouselCount
            cellsAlive = scene.cellsAlive
            cellsVisible = scene.cellsVisible
            lanes = scene.shownLaneNames
            pages = scene.shown.mapValues { $0.carousel.scrollView.destinationPage }
            offsets = scene.shown.mapValues { $0.carousel.scrollView.offset }
            dotHits = Dictionary(
                uniqueKeysWithValues: scene.shown.keys.map { lane in (lane, scene.dotHits(ofLane: lane).map { $0.x * 10_000 + $0.page }) })
        }
    }

    /// Gestures and keys with frames between, then one drawing, then the check.
    private func drawTwiceAfterPlay(_ scene: LanesScene, width: Int = 100, height: Int = 30) {
        scene.resize(width: width, height: height, now: 0)
        var canvas = Canvas(width: width, height: height)
        var now = 0.0
        let strip = scene.screen.list.y + 1 + scene.screen.laneHeight / 2
        let steps: [InputEvent] = [
            .mouse(MouseEvent(kind: .press, button: .left, x: width * 3 / 4, y: strip)),
            .mouse(MouseEvent(kind: .motion, button: .left, x: width / 2, y: strip)),
            .mouse(MouseEvent(kind: .release, button: .left, x: width / 4, y: strip)),
            .key(KeyEvent(.down)), .key(KeyEvent(.right, shift: true)), .key(KeyEvent(.pageDown)),
        ]
        for (k, event) in steps.enumerated() {
            scene.handle(event, now: now)
            // Some drawn mid-settle, some at rest.
            for _ in 0..<(k.isMultiple(of: 2) ? 3 : 90) {
                now += 1.0 / 60
                scene.tick(now: now)
                scene.render(into: &canvas, now: now)
            }
            let before = LanesModel(scene)
            let first = canvas.lines
            scene.render(into: &canvas, now: now)
            #expect(LanesModel(scene) == before, "after step \(k)")
            #expect(canvas.lines == first, "after step \(k)")
        }
    }

    @Test("the shelves")
    func shelves() {
        drawTwiceAfterPlay(
            LanesScene(shelves: DemoShelves(strategies: Strategies.all, count: 40, shelfCount: 12), configuration: CarouselConfiguration()))
    }

    @Test("the race")
    func race() {
        drawTwiceAfterPlay(
            LanesScene(
                strategies: Array(Strategies.all.prefix(6)), configuration: CarouselConfiguration(), dataSource: DemoCards(count: 20),
                startPage: 0))
    }

    @Test("the stack: the demo, then the race presented over it with autoplay")
    func stack() {
        var configuration = CarouselConfiguration()
        configuration.autoplayInterval = 1
        let stack = SceneStack(configuration: configuration, dataSource: DemoCards(count: 20))
        stack.resize(width: 100, height: 30, now: 0)
        var canvas = Canvas(width: 100, height: 30)
        var now = 0.0
        for key in [KeyEvent(.right), KeyEvent(.character("R")), KeyEvent(.right, shift: true)] {
            stack.handle(.key(key), now: now)
            // The scene shown knows what autoplay says before anything is drawn.
            #expect(stack.shown.autoplay == stack.autoplay && stack.shown.autoplay != nil, "after \(key)")
            for _ in 0..<40 {
                now += 1.0 / 60
                stack.tick(now: now)
                stack.render(into: &canvas, now: now)
            }
            let page = stack.base.scrollView.destinationPage, presented = stack.presentedLanes != nil
            let status = (stack.shown.autoplay, stack.shown.replayStatus)
            let first = canvas.lines
            stack.render(into: &canvas, now: now)
            #expect(canvas.lines == first)
            #expect(stack.base.scrollView.destinationPage == page && (stack.presentedLanes != nil) == presented)
            #expect(stack.shown.autoplay == status.0 && stack.shown.replayStatus == status.1)
        }
        #expect(stack.presentedLanes != nil, "R presented the race")
        #expect(stack.shown.autoplay != nil, "the race shown is told of autoplay without a drawing")
    }
}
