import CarouselBenchSupport
import CarouselCore
import CarouselKit

/// Plays the workload through the demo's carousel (or the race, or the naive layout) and the
/// offscreen terminal, frame by frame, and counts the cells it made.
struct BenchRunner {
    var count: Int
    var width: Int
    var height: Int
    var frames: Int
    var strategy: any PagingResolver
    var axis: Axis = .horizontal
    var checksum = false
    /// Plays the workload in the race of these strategies rather than the demo.
    var raceStrategies: [any PagingResolver]?

    // Never inlined: callgrind counts the instructions of this function's calls alone
    // (`scripts/bench.sh`), and an inlined loop has no name to count by.
    @inline(never)
    func run(on terminal: CountingTerminal, naive: NaiveCarousel? = nil) -> BenchResult {
        var configuration = CarouselConfiguration()
        configuration.strategy = strategy
        configuration.startPage = count / 2
        configuration.theme = .forDepth(.full)
        configuration.raceStrategies = raceStrategies
        configuration.axis = axis
        let scene = SceneStack(configuration: configuration, dataSource: DemoCards(count: count))
        let controller = scene.base
        let race = scene.presentedLanes
        var laneVisibleMax = [Int](repeating: 0, count: race?.lanes.count ?? 0)
        var cellsVisibleMax = 0
        func render(_ canvas: inout Canvas, now: Double) {
            if let naive { naive.render(controller, into: &canvas, now: now) } else { scene.render(into: &canvas, now: now) }
        }
        func noteVisible() {
            if let race {
                var visible = 0
                for (k, lane) in race.lanes.enumerated() {
                    laneVisibleMax[k] = max(laneVisibleMax[k], lane.collectionView.counters.visible)
                    visible += lane.collectionView.counters.visible
                }
                cellsVisibleMax = max(cellsVisibleMax, visible)
            } else if naive == nil {
                cellsVisibleMax = max(cellsVisibleMax, controller.collectionView.counters.visible)
            }
        }
        let player = FramePlayer(width: width, height: height, frames: frames, checksum: checksum)
        var result = player.play(
            scene, BenchWorkload(width: width, height: height, axis: axis), on: terminal,
            held: { controller.scrollView.isDragging || race?.isTracking == true },
            render: render(_:now:), noteFrame: noteVisible)
        result.cellsVisibleMax = cellsVisibleMax
        if let naive {
            result.cellsCreated = naive.counters.created
            result.cellsReused = 0
            result.cellsAliveMax = naive.counters.aliveMax
            result.cellsVisibleMax = naive.counters.visibleMax
        } else if let race {
            result.raceLanes = race.shownLanes.count
            for (k, lane) in race.lanes.enumerated() {
                let c = lane.collectionView.counters
                result.cellsCreated += c.created
                result.cellsReused += c.reused
                result.cellsAliveMax += c.aliveMax
                if c.aliveMax > laneVisibleMax[k] + 2 { result.everyLaneWithinVisiblePlus2 = false }
            }
        } else {
            let c = controller.collectionView.counters
            result.cellsCreated = c.created
            result.cellsReused = c.reused
            result.cellsAliveMax = c.aliveMax
        }
        return result
    }

    static let fnvBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    static func fnv(_ value: UInt64, _ hash: UInt64) -> UInt64 {
        var h = hash
        for k in 0..<8 { h = (h ^ ((value >> (8 * UInt64(k))) & 0xFF)) &* 0x100_0000_01b3 }
        return h
    }

    static func fnv(_ canvas: Canvas, _ hash: UInt64) -> UInt64 {
        func color(_ c: TerminalColor) -> UInt64 {
            switch c {
            case .default: return 0
            case .basic(let n): return 1 + UInt64(n)
            case .indexed(let n): return 257 + UInt64(n)
            }
        }
        var h = fnv(UInt64(canvas.width) << 32 | UInt64(canvas.height), hash)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let c = canvas[x, y]
                let s = c.style
                var flags: UInt64 = s.bold ? 1 : 0
                flags |= s.dim ? 2 : 0
                flags |= s.reverse ? 4 : 0
                flags |= s.underline ? 8 : 0
                h = fnv(UInt64(c.scalar) | UInt64(c.width) << 32 | color(s.foreground) << 40, h)
                h = fnv(color(s.background) | flags << 16, h)
            }
        }
        return h
    }

    static func microseconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1e6 + Double(c.attoseconds) / 1e12
    }
}
