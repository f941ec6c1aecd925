@testable import CarouselCore
@testable import CarouselKit
import Testing

/// What the runtime learns reaches a scene as a message, never as a property set from
/// outside: a palette told late draws as the same palette given at the start, and a scene
/// presented later is told what the stack was told before it opened.
@Suite("Scene messages")
struct SceneMessageTests {
    private static let light = Theme.forDepth(.full, appearance: .light)

    private static func cells(_ scene: some CarouselScene, width: Int = 100, height: Int = 30) -> [Canvas.Cell] {
        var canvas = Canvas(width: width, height: height)
        scene.render(into: &canvas, now: 0)
        return (0..<height).flatMap { y in (0..<width).map { x in canvas[x, y] } }
    }

    private static func configuration(theme: Theme? = nil) -> CarouselConfiguration {
        var c = CarouselConfiguration()
        if let theme { c.theme = theme }
        return c
    }

    @Test("a palette told late draws the carousel as the palette given at its start")
    func lateThemeDrawsAsEarly() {
        let late = CarouselController(configuration: Self.configuration(), dataSource: DemoCards(count: 20))
        let early = CarouselController(configuration: Self.configuration(theme: Self.light), dataSource: DemoCards(count: 20))
        for scene in [late, early] { scene.resize(width: 100, height: 30, now: 0) }
        #expect(Self.cells(late) != Self.cells(early), "the two palettes differ to begin with")
        late.handle(.theme(Self.light), now: 0)
        #expect(Self.cells(late) == Self.cells(early))
    }

    @Test("the stack tells the race over the carousel the palette, and a race opened later too")
    func stackTellsBothScenes() throws {
        let told = SceneStack(configuration: Self.configuration(), dataSource: DemoCards(count: 20))
        let early = SceneStack(configuration: Self.configuration(theme: Self.light), dataSource: DemoCards(count: 20))
        for stack in [told, early] {
            stack.resize(width: 100, height: 30, now: 0)
            stack.handle(.key(KeyEvent(.character("R"))), now: 0)
        }
        #expect(told.presentedLanes != nil && early.presentedLanes != nil)
        told.handle(.theme(Self.light), now: 0)
        #expect(Self.cells(told) == Self.cells(early), "the race shown takes the new palette")

        // Told before the race opens: the race has it as it opens.
        let before = SceneStack(configuration: Self.configuration(), dataSource: DemoCards(count: 20))
        before.resize(width: 100, height: 30, now: 0)
        before.handle(.theme(Self.light), now: 0)
        before.handle(.loadingMore(true), now: 0)
        before.handle(.pointerPrecision(.pixels), now: 0)
        before.handle(.key(KeyEvent(.character("R"))), now: 0)
        let race = try #require(before.presentedLanes)
        #expect(race.isLoadingMore && race.pointerPrecision == .pixels)
        #expect(race.theme.title == Self.light.title)
        var canvas = Canvas(width: 100, height: 30)
        before.render(into: &canvas, now: 0)
        #expect(canvas.lines.contains { $0.contains("page 1/20+") }, "a lane's page figure says more are coming")

        before.handle(.loadingMore(false), now: 1)
        before.render(into: &canvas, now: 1)
        #expect(!canvas.lines.contains { $0.contains("/20+") })
        #expect(canvas.lines.contains { $0.contains("page 1/20") })
    }

    @Test("a frame around a scene draws its border in the palette told late")
    func framedSceneTakesTheme() throws {
        var frame = WindowFrame()
        frame.border = .rounded
        frame.label = "pick"
        func framed(_ theme: Theme) -> FramedScene {
            let scene = FramedScene(
                CarouselController(configuration: Self.configuration(theme: theme), dataSource: DemoCards(count: 20)),
                frame: frame, theme: theme)
            scene.resize(width: 100, height: 30, now: 0)
            return scene
        }
        let late = framed(Self.configuration().theme), early = framed(Self.light)
        #expect(Self.cells(late) != Self.cells(early))
        late.handle(.theme(Self.light), now: 0)
        #expect(Self.cells(late) == Self.cells(early))
    }
}
