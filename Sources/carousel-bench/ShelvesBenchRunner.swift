import CarouselKit
import CarouselBenchSupport

/// Plays the shelves' workload through the shelves' `LanesScene` and the offscreen terminal, frame by
/// frame, as `BenchRunner` plays the demo's: the same canvas, presenter and clocks. Counts
/// the carousels and cells alive, which must follow the screen, not the number of shelves.
struct ShelvesBenchRunner {
    var shelfCount: Int
    var cardCount: Int
    var width: Int
    var height: Int
    var frames: Int
    var checksum = false

    func run(on terminal: CountingTerminal) -> BenchResult {
        var configuration = CarouselConfiguration()
        configuration.theme = .forDepth(.full)
        let source = DemoShelves(strategies: Strategies.article, count: cardCount, shelfCount: shelfCount)
        let scene = LanesScene(shelves: source, configuration: configuration)
        let start = 1.0
        scene.resize(width: width, height: height, now: start)
        var canvas = Canvas(width: width, height: height)
        var meter = FrameMeter()
        let duration = Double(frames) / BenchRunner.frameRate
        let events = ShelvesBenchWorkload(width: width, height: height).events(start: start, duration: duration)
        var result = BenchResult()
        result.frames = frames
        result.frameMicroseconds.reserveCapacity(frames)
        result.frameCPUMicroseconds.reserveCapacity(frames)
        result.drawFrameMicroseconds.reserveCapacity(frames)
        result.presentFrameMicroseconds.reserveCapacity(frames)
        var shelves = ShelvesCounts()

        scene.framesPerSecond = meter.noteFrame(now: start)
        scene.render(into: &canvas, now: start)
        result.fullRepaintBytes = terminal.fullRepaintBytes(canvas)
        shelves.note(scene)

        let clock = ContinuousClock()
        var next = 0
        for frame in 1...frames {
            let now = start + Double(frame) / BenchRunner.frameRate
            let cpuBegan = BenchRunner.threadCPUMicroseconds()
            let began = clock.now
            while next < events.count, events[next].time <= now {
                scene.handle(events[next].event, now: events[next].time)
                next += 1
            }
            let moving = scene.tick(now: now) || scene.isTracking
            scene.framesPerSecond = meter.noteFrame(now: now)
            scene.render(into: &canvas, now: now)
            let drawn = clock.now
            let bytes = terminal.present(canvas)
            let ended = clock.now
            result.noteFrame(cpuMicroseconds: BenchRunner.threadCPUMicroseconds() - cpuBegan, began: began, drawn: drawn,
                             ended: ended, bytes: bytes, moving: moving, canvas: canvas, checksum: checksum)
            shelves.note(scene)
        }
        result.cellsAliveMax = shelves.cellsAliveMax
        result.cellsVisibleMax = shelves.cellsVisibleMax
        result.shelves = shelves
        result.cellsCreated = scene.cellsCreated
        result.cellsReused = scene.cellsReused
        result.peakRSSKilobytes = ProcessMemory.peakKilobytes()
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
