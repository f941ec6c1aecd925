@testable import CarouselCore
@testable import CarouselKit
import Testing

/// A scene inside fzf's `--border`: drawn where the frame leaves room, reached by the pointer
/// in its own cells, the frame given up on a screen too small for both.
@Suite("Framed scene")
struct FramedSceneTests {
    private func framed(
        width: Int = 80, height: Int = 24, border: WindowFrame.BorderShape = .rounded,
        margin: String = "1,2"
    ) throws -> (FramedScene, CarouselController) {
        var configuration = CarouselConfiguration()
        configuration.showsDetails = false
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: 20))
        var frame = WindowFrame()
        frame.border = border
        frame.margin = try .init(fzf: margin)
        frame.label = "pick"
        let scene = FramedScene(controller, frame: frame, theme: configuration.theme)
        scene.resize(width: width, height: height, now: 0)
        return (scene, controller)
    }

    @Test("the scene draws inside the frame exactly as it would alone at that size")
    func innerScreenIsTheSceneAlone() throws {
        let (scene, _) = try framed()
        var canvas = Canvas(width: 80, height: 24)
        scene.render(into: &canvas, now: 0)
        let content = scene.content
        #expect(content == Rect(x: 3, y: 2, width: 74, height: 20))

        var configuration = CarouselConfiguration()
        configuration.showsDetails = false
        let alone = CarouselController(configuration: configuration, dataSource: DemoCards(count: 20))
        alone.resize(width: content.width, height: content.height, now: 0)
        var aloneCanvas = Canvas(width: content.width, height: content.height)
        alone.render(into: &aloneCanvas, now: 0)
        let lines = canvas.lines.map { Array($0) }
        for (k, line) in aloneCanvas.lines.enumerated() {
            #expect(String(lines[content.y + k][content.x..<content.maxX]) == line, "row \(k)")
        }
        #expect(canvas.lines[1].hasPrefix("  ╭") && canvas.lines[1].contains("pick"), "\(canvas.text)")
        #expect(canvas.lines[0].allSatisfy { $0 == " " }, "the margin is blank")
        #expect(canvas.scrollingRegions.allSatisfy { content.intersection($0.rect) == $0.rect }, "the strip moved with the scene")
        #expect(
            canvas.focus?.x == aloneCanvas.focus.map { $0.x + content.x } && canvas.focus?.y == aloneCanvas.focus.map { $0.y + content.y },
            "the cursor on the focused title, moved with the scene")
        #expect(canvas.focus != nil)
    }

    @Test("a click on a neighbour reaches it through the frame; a click on the frame reaches nothing")
    func pointerIsTranslated() throws {
        let (scene, controller) = try framed()
        var canvas = Canvas(width: 80, height: 24)
        scene.render(into: &canvas, now: 0)
        // The right neighbour's border, found on screen.
        let row = canvas.lines.firstIndex { $0.contains("│ Card 2") } ?? -1
        #expect(row > 0, "\(canvas.text)")
        let column = Array(canvas.lines[row]).lastIndex(of: "C").map { $0 + 2 } ?? 0
        scene.handle(.mouse(MouseEvent(kind: .press, button: .left, x: 1, y: row)), now: 1)
        scene.handle(.mouse(MouseEvent(kind: .release, button: .left, x: 1, y: row)), now: 1.05)
        #expect(controller.carousel.currentPage == 0, "the margin is no card")
        scene.handle(.mouse(MouseEvent(kind: .press, button: .left, x: column, y: row)), now: 2)
        scene.handle(.mouse(MouseEvent(kind: .release, button: .left, x: column, y: row)), now: 2.05)
        // A tap waits out the double-click time before it pages.
        for frame in 0..<300 { scene.tick(now: 2.05 + Double(frame) / 60) }
        #expect(controller.carousel.currentPage == 1, "row \(row) column \(column)\n\(canvas.text)")
    }

    @Test("a drag that leaves through the frame stays with the scene, in its cells")
    func dragLeavingTheFrame() throws {
        let (scene, _) = try framed()
        #expect(scene.translated(MouseEvent(kind: .press, button: .left, x: 40, y: 10))?.x == 37)
        let out = scene.translated(MouseEvent(kind: .motion, button: .left, x: 0, y: 10))
        #expect(out?.x == 0 && out?.y == 8)
        #expect(scene.translated(MouseEvent(kind: .release, button: .left, x: 79, y: 23))?.x == 73)
        #expect(scene.translated(MouseEvent(kind: .motion, button: .none, x: 0, y: 0)) == nil, "hovering the frame is nothing")
        #expect(scene.translated(MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: 0, y: 0)) == nil)
    }

    @Test("on a screen too small for the frame, the scene has it all", arguments: [(1, 1), (10, 4), (20, 8), (19, 9)])
    func tooSmallDropsTheFrame(width: Int, height: Int) throws {
        let (scene, _) = try framed(width: width, height: height)
        #expect(!scene.showsFrame)
        #expect(scene.content == Rect(x: 0, y: 0, width: width, height: height))
        var canvas = Canvas(width: width, height: height)
        scene.render(into: &canvas, now: 0)
        #expect(canvas.width == width && canvas.height == height)
    }

    @Test("a resize gives the scene the new room inside the frame")
    func resizes() throws {
        let (scene, controller) = try framed()
        scene.handle(.resize(width: 60, height: 20), now: 1)
        #expect(scene.content == Rect(x: 3, y: 2, width: 54, height: 16))
        #expect(controller.screen.width == 54 && controller.screen.height == 16)
    }
}
