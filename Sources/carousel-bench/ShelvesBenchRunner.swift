import CarouselBenchSupport
import CarouselCore
import CarouselKit

/// Plays the shelves' workload through the shelves' `LanesScene` and the offscreen terminal,
/// frame by frame, on the same `FramePlayer` as `BenchRunner` plays the demo's. Counts the
/// carousels and cells alive, which must follow the screen, not the number of shelves.
struct ShelvesBenchRunner {
    var shelfCount: Int
    var cardCount: Int
    var width: Int
    var height: Int
    var frames: Int
    var checksum = false

    // Never inlined: callgrind counts the instructions of this function's calls alone
    // (`scripts/bench.sh`), and an inlined loop has no name to count by.
    @inline(never)
    func run(on terminal: CountingTerminal) -> BenchResult {
        var configuration = CarouselConfiguration()
        configuration.theme = .forDepth(.full)
        let source = DemoShelves(strategies: Strategies.article, count: cardCount, shelfCount: shelfCount)
        let scene = LanesScene(shelves: source, configuration: configuration)
        var shelves = ShelvesCounts()
        let player = FramePlayer(width: width, height: height, frames: frames, checksum: checksum)
        var result = player.play(
            scene, ShelvesBenchWorkload(width: width, height: height), on: terminal,
            held: { scene.isTracking }, render: scene.render(into:now:), noteFrame: { shelves.note(scene) })
        result.cellsAliveMax = shelves.cellsAliveMax
        result.cellsVisibleMax = shelves.cellsVisibleMax
        result.shelves = shelves
        result.cellsCreated = scene.cellsCreated
        result.cellsReused = scene.cellsReused
        return result
    }
}

/// The most shelves, carousels and cells seen at once over a run.
struct ShelvesCounts {
    var shelvesVisibleMax = 0
    var carouselsAliveMax = 0
    var cellsAliveMax = 0
    var cellsVisibleMax = 0

    mutating func note(_ scene: LanesScene) {
        shelvesVisibleMax = max(shelvesVisibleMax, scene.visibleLanes.count)
        carouselsAliveMax = max(carouselsAliveMax, scene.carouselCount)
        cellsAliveMax = max(cellsAliveMax, scene.cellsAlive)
        cellsVisibleMax = max(cellsVisibleMax, scene.cellsVisible)
    }

    /// What virtualisation promises: carousels for the shelves on screen and two more (one
    /// coming into view, one leaving), cells for the cards on screen and a few per carousel.
    static let spareCarousels = 2
    static let spareCellsPerCarousel = 2
    var withinVisible: Bool {
        carouselsAliveMax <= shelvesVisibleMax + Self.spareCarousels
            && cellsAliveMax <= cellsVisibleMax + Self.spareCellsPerCarousel * carouselsAliveMax
    }
}
