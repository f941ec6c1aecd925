import CarouselBenchSupport
import CarouselCore
import CarouselKit
import CarouselPlatform

/// Plays a script through a scene and the offscreen terminal frame by frame, as the event
/// loop would: the events due, a tick, the frame drawn and presented, its times and bytes
/// noted. The demo's, the race's and the shelves' runs play the same frames.
struct FramePlayer {
    static let frameRate = 60.0
    let width: Int
    let height: Int
    let frames: Int
    var checksum = false

    /// `held`: what besides the scene's tick keeps the frame a moving one. `render` draws the
    /// scene (the naive layout draws it another way). `noteFrame` sees the scene after every
    /// frame drawn, the first one too.
    func play(
        _ scene: any CarouselScene, _ script: some BenchScript, on terminal: CountingTerminal,
        held: () -> Bool, render: (inout Canvas, Double) -> Void, noteFrame: () -> Void
    ) -> BenchResult {
        let start = 1.0
        scene.resize(width: width, height: height, now: start)
        var canvas = Canvas(width: width, height: height)
        var meter = FrameMeter()
        let events = script.events(start: start, duration: Double(frames) / Self.frameRate)
        var result = BenchResult()
        result.frames = frames
        result.frameMicroseconds.reserveCapacity(frames)
        result.frameCPUMicroseconds.reserveCapacity(frames)
        result.drawFrameMicroseconds.reserveCapacity(frames)
        result.presentFrameMicroseconds.reserveCapacity(frames)

        // The first frame paints the whole screen: its cost is the full repaint, reported
        // on its own rather than averaged in.
        scene.handle(.frameDrawn(framesPerSecond: meter.noteFrame(now: start)), now: start)
        render(&canvas, start)
        result.fullRepaintBytes = terminal.fullRepaintBytes(canvas)
        noteFrame()

        let clock = ContinuousClock()
        var next = 0
        for frame in 1...frames {
            let now = start + Double(frame) / Self.frameRate
            let cpuBegan = Self.threadCPUMicroseconds()
            let began = clock.now
            while next < events.count, events[next].time <= now {
                scene.handle(events[next].event, now: events[next].time)
                next += 1
            }
            let moving = scene.tick(now: now) || held()
            scene.handle(.frameDrawn(framesPerSecond: meter.noteFrame(now: now)), now: now)
            render(&canvas, now)
            let drawn = clock.now
            let bytes = terminal.present(canvas)
            let ended = clock.now
            result.noteFrame(
                cpuMicroseconds: Self.threadCPUMicroseconds() - cpuBegan, began: began, drawn: drawn,
                ended: ended, bytes: bytes, moving: moving, canvas: canvas, checksum: checksum)
            noteFrame()
        }
        result.peakRSSKilobytes = ProcessMemory.peakKilobytes()
        return result
    }

    /// CPU time this thread has used, in microseconds.
    static func threadCPUMicroseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
    }
}
