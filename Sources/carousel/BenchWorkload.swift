#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CarouselTerminal

/// The scripted session `carousel bench` plays: mouse flicks, a slow drag held still,
/// gentle and hard keyboard flicks, back and forth so the carousel stays near the middle
/// page whatever the count. Times are simulated seconds; nothing sleeps.
struct BenchWorkload {
    struct Timed {
        var time: Double
        var event: InputEvent
    }

    /// One cycle of gestures, repeated until the frames run out (600 frames: one cycle).
    /// Most gestures get time to settle, so idle frames are measured too; the second press
    /// of each pair lands while the first is still settling, as quick presses do.
    static let cycleSeconds = 10.0

    let width: Int, height: Int
    /// Vertical: the same gestures along the strip's rows (mouse) and with ↑/↓.
    var axis: Axis = .horizontal

    /// The events of the whole run, in time order, starting at `start`.
    func events(start: Double, duration: Double) -> [Timed] {
        var all: [Timed] = []
        var cycle = start
        while cycle < start + duration {
            all += oneCycle(at: cycle)
            cycle += Self.cycleSeconds
        }
        return all.filter { $0.time <= start + duration }.sorted { $0.time < $1.time }
    }

    private func oneCycle(at t0: Double) -> [Timed] {
        var out: [Timed] = []
        // The middle row (column, when vertical) of the card strip (the ScreenLayout the
        // controller uses); positions along the axis start at the strip's first cell.
        let strip = ScreenLayout(width: width, height: height, showsDetails: true).strip
        let row = axis == .horizontal ? strip.y + strip.height / 2 : strip.x + strip.width / 2
        let extent = axis == .horizontal ? width : strip.height
        let start = axis == .horizontal ? 0 : strip.y
        let (next, previous): (Key, Key) = axis == .horizontal ? (.right, .left) : (.down, .up)
        // A flick toward later cards: the pointer travels a quarter of the width in 80 ms,
        // reported every 8 ms, and lets go while moving.
        out += flick(at: t0 + 0.2, from: start + extent * 3 / 4, to: start + extent / 2, row: row)
        out.append(key(next, at: t0 + 1.4))
        out.append(key(next, at: t0 + 1.7))
        // A slow drag a few columns, held still 200 ms, released: velocity 0, nearest page.
        out += slowDrag(at: t0 + 3.0, from: start + extent / 2, by: max(2, extent / 12), row: row)
        // The same flick back.
        out += flick(at: t0 + 5.0, from: start + extent / 4, to: start + extent / 2, row: row)
        out.append(key(previous, at: t0 + 6.2))
        out.append(key(previous, at: t0 + 6.5))
        // Hard flicks (Shift): where the strategies part ways.
        out.append(key(next, shift: true, at: t0 + 7.8))
        out.append(key(previous, shift: true, at: t0 + 8.9))
        return out
    }

    private func key(_ k: Key, shift: Bool = false, at t: Double) -> Timed {
        Timed(time: t, event: .key(KeyEvent(k, shift: shift)))
    }

    /// `x` along the axis, `y` across it.
    private func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int, at t: Double) -> Timed {
        let (column, row) = axis == .horizontal ? (max(0, x), y) : (y, max(0, x))
        return Timed(time: t, event: .mouse(MouseEvent(kind: kind, button: .left, x: column, y: row)))
    }

    private func flick(at t: Double, from x0: Int, to x1: Int, row: Int) -> [Timed] {
        let steps = 10
        var out = [mouse(.press, x: x0, y: row, at: t)]
        for k in 1...steps {
            let x = x0 + (x1 - x0) * k / steps
            out.append(mouse(.motion, x: x, y: row, at: t + 0.008 * Double(k)))
        }
        out.append(mouse(.release, x: x1, y: row, at: t + 0.008 * Double(steps) + 0.004))
        return out
    }

    private func slowDrag(at t: Double, from x0: Int, by dx: Int, row: Int) -> [Timed] {
        var out = [mouse(.press, x: x0, y: row, at: t)]
        for k in 1...dx {
            out.append(mouse(.motion, x: x0 - k, y: row, at: t + 0.060 * Double(k)))
        }
        let end = t + 0.060 * Double(dx)
        out.append(mouse(.release, x: x0 - dx, y: row, at: end + 0.200))
        return out
    }
}

/// What one benchmark run measured.
struct BenchResult {
    var frames = 0
    var frameMicroseconds: [Double] = []
    /// The same frames in this thread's CPU time: what the frame cost without the time the
    /// machine spent on other programs (it is shared and noisy).
    var frameCPUMicroseconds: [Double] = []
    /// Per frame: events, tick and drawing the canvas; writing it out (diff and ncurses).
    var drawFrameMicroseconds: [Double] = []
    var presentFrameMicroseconds: [Double] = []
    var cellsAliveMax = 0
    var cellsVisibleMax = 0
    var cellsCreated = 0
    var cellsReused = 0
    var bytesTotal: UInt64 = 0
    var movingFrames = 0
    var bytesMoving: UInt64 = 0
    var fullRepaintBytes: UInt64 = 0
    var peakRSSKilobytes = 0
    /// With `checksum`: FNV-1a over every frame's cells (character, width, style) and over
    /// the bytes sent per frame, to show that an optimisation changed nothing on screen.
    var canvasChecksum: UInt64?
    var bytesChecksum: UInt64?
    /// In a race: lanes drawn, and whether every lane kept its cells within its own most
    /// visible plus two (the counters above are then sums over the lanes).
    var raceLanes: Int?
    var everyLaneWithinVisiblePlus2 = true

    /// Another run of the same workload: each frame keeps the least of its times (the frames
    /// are the same, and so are the bytes and the screens; only the machine's noise differs).
    mutating func keepFasterFrames(of other: BenchResult) {
        func least(_ a: inout [Double], _ b: [Double]) {
            for i in a.indices where i < b.count && b[i] < a[i] { a[i] = b[i] }
        }
        least(&frameMicroseconds, other.frameMicroseconds)
        least(&frameCPUMicroseconds, other.frameCPUMicroseconds)
        least(&drawFrameMicroseconds, other.drawFrameMicroseconds)
        least(&presentFrameMicroseconds, other.presentFrameMicroseconds)
        peakRSSKilobytes = max(peakRSSKilobytes, other.peakRSSKilobytes)
    }

    var mean: Double { frameMicroseconds.isEmpty ? 0 : frameMicroseconds.reduce(0, +) / Double(frameMicroseconds.count) }
    var drawMean: Double { drawFrameMicroseconds.isEmpty ? 0 : drawFrameMicroseconds.reduce(0, +) / Double(drawFrameMicroseconds.count) }
    var presentMean: Double { presentFrameMicroseconds.isEmpty ? 0 : presentFrameMicroseconds.reduce(0, +) / Double(presentFrameMicroseconds.count) }
    var drawP99: Double { Self.percentile(0.99, of: drawFrameMicroseconds) }
    var presentP99: Double { Self.percentile(0.99, of: presentFrameMicroseconds) }
    var p50: Double { percentile(0.50) }
    var p99: Double { percentile(0.99) }
    var maximum: Double { frameMicroseconds.max() ?? 0 }
    var bytesPerFrame: Double { frames == 0 ? 0 : Double(bytesTotal) / Double(frames) }
    var bytesPerMovingFrame: Double { movingFrames == 0 ? 0 : Double(bytesMoving) / Double(movingFrames) }

    var cpuMean: Double { frameCPUMicroseconds.isEmpty ? 0 : frameCPUMicroseconds.reduce(0, +) / Double(frameCPUMicroseconds.count) }
    var cpuP50: Double { Self.percentile(0.50, of: frameCPUMicroseconds) }
    var cpuP99: Double { Self.percentile(0.99, of: frameCPUMicroseconds) }

    func percentile(_ p: Double) -> Double { Self.percentile(p, of: frameMicroseconds) }

    /// Nearest-rank percentile.
    static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }
}

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
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: count))
        let start = 1.0
        controller.resize(width: width, height: height, now: start)
        var canvas = Canvas(width: width, height: height)
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
        draw(controller, naive, into: &canvas, now: start)
        result.fullRepaintBytes = terminal.fullRepaintBytes(canvas)

        let clock = ContinuousClock()
        let race = controller.presentedRace
        var laneVisibleMax = [Int](repeating: 0, count: race?.lanes.count ?? 0)
        var next = 0
        for frame in 1...frames {
            let now = start + Double(frame) / Self.frameRate
            let cpuBegan = Self.threadCPUMicroseconds()
            let began = clock.now
            while next < events.count, events[next].time <= now {
                controller.handle(events[next].event, now: events[next].time)
                next += 1
            }
            let moving = controller.tick(now: now) || controller.scrollView.isDragging || race?.isDragging == true
            draw(controller, naive, into: &canvas, now: now)
            let drawn = clock.now
            let bytes = terminal.present(canvas)
            let ended = clock.now
            result.frameCPUMicroseconds.append(Self.threadCPUMicroseconds() - cpuBegan)
            result.frameMicroseconds.append(Self.microseconds(ended - began))
            result.drawFrameMicroseconds.append(Self.microseconds(drawn - began))
            result.presentFrameMicroseconds.append(Self.microseconds(ended - drawn))
            result.bytesTotal += bytes
            if moving { result.movingFrames += 1; result.bytesMoving += bytes }
            if checksum {
                result.canvasChecksum = Self.fnv(canvas, result.canvasChecksum ?? Self.fnvBasis)
                result.bytesChecksum = Self.fnv(bytes, result.bytesChecksum ?? Self.fnvBasis)
            }
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
            result.raceLanes = race.screen.lanes.count
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

    private func draw(_ controller: CarouselController, _ naive: NaiveCarousel?, into canvas: inout Canvas, now: Double) {
        if let naive { naive.render(controller, into: &canvas, now: now) } else { controller.render(into: &canvas, now: now) }
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
