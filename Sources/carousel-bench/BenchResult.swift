import CarouselCore
import CarouselKit

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
    /// On the shelves: the most shelves, carousels and cells at once.
    var shelves: ShelvesCounts?

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
    var presentMean: Double {
        presentFrameMicroseconds.isEmpty ? 0 : presentFrameMicroseconds.reduce(0, +) / Double(presentFrameMicroseconds.count)
    }
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

extension BenchResult {
    /// One measured frame, the same in every bench: its CPU and wall times (whole, drawing,
    /// presenting), the bytes it sent (counted again among the moving frames' when it moved),
    /// and, with `checksum`, the canvas and the bytes folded into the checksums.
    mutating func noteFrame(
        cpuMicroseconds: Double, began: ContinuousClock.Instant, drawn: ContinuousClock.Instant,
        ended: ContinuousClock.Instant, bytes: UInt64, moving: Bool, canvas: Canvas, checksum: Bool
    ) {
        frameCPUMicroseconds.append(cpuMicroseconds)
        frameMicroseconds.append(BenchRunner.microseconds(ended - began))
        drawFrameMicroseconds.append(BenchRunner.microseconds(drawn - began))
        presentFrameMicroseconds.append(BenchRunner.microseconds(ended - drawn))
        bytesTotal += bytes
        if moving { movingFrames += 1; bytesMoving += bytes }
        if checksum {
            canvasChecksum = BenchRunner.fnv(canvas, canvasChecksum ?? BenchRunner.fnvBasis)
            bytesChecksum = BenchRunner.fnv(bytes, bytesChecksum ?? BenchRunner.fnvBasis)
        }
    }
}
