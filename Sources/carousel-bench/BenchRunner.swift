#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CarouselBenchSupport

/// Plays the workload through a controller and the offscreen terminal, frame by frame.
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
    static let frameRate = 60.0

    func run(on terminal: CountingTerminal, naive: NaiveCarousel? = nil) -> BenchResult {
        var configuration = CarouselConfiguration()
        configuration.strategy = strategy
        configuration.startPage = count / 2
        configuration.theme = .forDepth(.full)
        configuration.raceStrategies = raceStrategies
        configuration.axis = axis
        let scene = SceneStack(configuration: configuration, dataSource: DemoCards(count: count))
        let controller = scene.base
        let start = 1.0
        scene.resize(width: width, height: height, now: start)
        var canvas = Canvas(width: width, height: height)
        var meter = FrameMeter()
        let duration = Double(frames) / Self.frameRate
        let events = BenchWorkload(width: width, height: height, axis: axis).events(start: start, duration: duration)
        var result = BenchResult()
        result.frames = frames
        result.frameMicroseconds.reserveCapacity(frames)
        result.frameCPUMicroseconds.reserveCapacity(frames)
        result.drawFrameMicroseconds.reserveCapacity(frames)
        result.presentFrameMicroseconds.reserveCapacity(frames)

        // The first frame paints the whole screen: its cost is the full repaint, reported
        // on its own rather than averaged in.
        draw(scene, naive, into: &canvas, now: start, meter: &meter)
        result.fullRepaintBytes = terminal.fullRepaintBytes(canvas)

        let clock = ContinuousClock()
        let race = scene.presented
        var laneVisibleMax = [Int](repeating: 0, count: race?.lanes.count ?? 0)
        var next = 0
        for frame in 1...frames {
            let now = start + Double(frame) / Self.frameRate
            let cpuBegan = Self.threadCPUMicroseconds()
            let began = clock.now
            while next < events.count, events[next].time <= now {
                scene.handle(events[next].event, now: events[next].time)
                next += 1
            }
            let moving = scene.tick(now: now) || controller.scrollView.isDragging || race?.isTracking == true
            draw(scene, naive, into: &canvas, now: now, meter: &meter)
            let drawn = clock.now
            let bytes = terminal.present(canvas)
            let ended = clock.now
            result.noteFrame(cpuMicroseconds: Self.threadCPUMicroseconds() - cpuBegan, began: began, drawn: drawn,
                             ended: ended, bytes: bytes, moving: moving, canvas: canvas, checksum: checksum)
            if let race {
                var visible = 0
                for (k, lane) in race.lanes.enumerated() {
                    laneVisibleMax[k] = max(laneVisibleMax[k], lane.collectionView.counters.visible)
                    visible += lane.collectionView.counters.visible
                }
                result.cellsVisibleMax = max(result.cellsVisibleMax, visible)
            } else if naive == nil {
                result.cellsVisibleMax = max(result.cellsVisibleMax, controller.collectionView.counters.visible)
            }
        }
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
        result.peakRSSKilobytes = ProcessMemory.peakKilobytes()
        return result
    }

    /// A frame as the event loop draws one: the frame rate measured, then the scene drawn.
    private func draw(_ scene: SceneStack, _ naive: NaiveCarousel?, into canvas: inout Canvas, now: Double,
                      meter: inout FrameMeter) {
        scene.framesPerSecond = meter.noteFrame(now: now)
        if let naive { naive.render(scene.base, into: &canvas, now: now) } else { scene.render(into: &canvas, now: now) }
    }

    /// CPU time this thread has used, in microseconds.
    static func threadCPUMicroseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
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
