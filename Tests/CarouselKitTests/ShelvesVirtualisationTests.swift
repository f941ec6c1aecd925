@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// A million shelves of a billion cards cost what a dozen of twenty do: only the shelves on
/// screen have a carousel, and only their cards on screen have cells, whatever the gestures.
@Suite("Shelves virtualisation")
struct ShelvesVirtualisationTests {
    /// Plays sideways drags on a shelf, vertical drags of the list, keys and screenfuls frame
    /// by frame at 60 fps, drawing every frame, and checks what is alive after each.
    private func playChecking(width: Int, height: Int) {
        let source = DemoShelves(strategies: Strategies.all, count: 1_000_000_000, shelfCount: 1_000_000)
        let scene = LanesScene(shelves: source, configuration: CarouselConfiguration())
        scene.resize(width: width, height: height, now: 0)
        var canvas = Canvas(width: width, height: height)
        var now = 0.0
        var worst = (carousels: 0, cells: 0, visibleLanes: 0, visibleCells: 0)
        func frame() {
            now += 1.0 / 60
            scene.tick(now: now)
            scene.render(into: &canvas, now: now)
            let visibleLanes = scene.visibleLanes.count, visibleCells = scene.cellsVisible
            worst.visibleLanes = max(worst.visibleLanes, visibleLanes)
            worst.visibleCells = max(worst.visibleCells, visibleCells)
            worst.carousels = max(worst.carousels, scene.carouselCount)
            worst.cells = max(worst.cells, scene.cellsAlive)
            #expect(scene.carouselCount <= visibleLanes + 2, "carousels \(scene.carouselCount), shelves on screen \(visibleLanes)")
        }
        func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) {
            scene.handle(.mouse(MouseEvent(kind: kind, button: .left, x: max(0, x), y: max(0, y))), now: now)
        }
        func drag(from a: (Int, Int), to b: (Int, Int)) {
            mouse(.press, a.0, a.1)
            for k in 1...6 { mouse(.motion, a.0 + (b.0 - a.0) * k / 6, a.1 + (b.1 - a.1) * k / 6); frame() }
            mouse(.release, b.0, b.1)
            for _ in 0..<90 { frame() }
        }
        func key(_ k: Key, shift: Bool = false) {
            scene.handle(.key(KeyEvent(k, shift: shift)), now: now)
            for _ in 0..<30 { frame() }
        }
        let list = scene.screen.list
        let strip = list.y + 1 + scene.screen.laneHeight / 2
        for round in 0..<6 {
            drag(from: (width * 3 / 4, strip), to: (width / 4, strip))
            drag(from: (width / 2, list.maxY - 2), to: (width / 2, list.y + 1))
            key(.right, shift: true)
            key(.down)
            key(round < 3 ? .pageDown : .end)
        }
        for _ in 0..<4 { key(.pageUp); drag(from: (width / 4, strip), to: (width * 3 / 4, strip)) }
        #expect(scene.listPage > 50, "the list went far down the million shelves")
        // Cells: the most on screen at once, and a couple a carousel waiting for reuse.
        #expect(worst.cells <= worst.visibleCells + 2 * worst.carousels, "\(worst)")
        #expect(worst.carousels <= worst.visibleLanes + 2, "\(worst)")
        #expect(worst.cells < 40 && worst.carousels < 12, "\(worst)")
    }

    @Test func aMillionShelvesOfABillionCardsKeepOnlyWhatIsOnScreenAt80x24() {
        playChecking(width: 80, height: 24)
    }

    @Test func aMillionShelvesOfABillionCardsKeepOnlyWhatIsOnScreenAt200x60() {
        playChecking(width: 200, height: 60)
    }
}
