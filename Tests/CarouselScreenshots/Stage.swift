import CarouselCore
import CarouselKit
import CarouselTestSupport

/// A scene the program runs, driven on a fake clock as the test harness drives it: every
/// event and frame at a stated time, a frame every 1/60 s, nothing waiting for real time,
/// so the same script draws the same frames on any machine.
final class Stage {
    let scene: any CarouselScene
    let width: Int, height: Int
    /// The fake clock, in seconds.
    private(set) var now = 0.0
    static let frame = 1.0 / 60

    init(_ scene: any CarouselScene, width: Int, height: Int) {
        self.scene = scene
        self.width = width; self.height = height
        scene.resize(width: width, height: height, now: 0)
        settle()
    }

    /// The screen as the terminal shows it now.
    var screen: VTScreen {
        var canvas = Canvas(width: width, height: height)
        scene.render(into: &canvas, now: now)
        return VTScreen(showing: canvas, depth: .full)
    }

    /// The screen's text, a row a line.
    static func text(_ screen: VTScreen) -> String {
        (0..<screen.height).map { row in
            (0..<screen.width).map { column -> String in
                let c = screen.cells[row * screen.width + column]
                guard c.width > 0 else { return "" }
                return String(String.UnicodeScalarView(([c.scalar] + c.marks).compactMap(Unicode.Scalar.init)))
            }.joined()
        }.joined(separator: "\n")
    }

    func key(_ key: Key, shift: Bool = false) { scene.handle(.key(KeyEvent(key, shift: shift)), now: now) }

    func type(_ text: String) { for c in text { key(.character(c)) } }

    /// Frames every 1/60 s for `seconds`, each one drawn as the run loop draws it (the
    /// overlay's frame rate counts them).
    func advance(by seconds: Double) {
        let end = now + seconds
        while now + Self.frame <= end { now += Self.frame; drawFrame() }
        now = end
        // An event's own frame, between the paced ones: drawn, but not counted as one.
        drawFrame(counted: false)
    }

    private var canvas = Canvas(width: 0, height: 0)
    /// The frame rate the overlay shows, measured as the run loop measures it.
    private var meter = FrameMeter()

    private func drawFrame(counted: Bool = true) {
        scene.tick(now: now)
        if counted { scene.handle(.frameDrawn(framesPerSecond: meter.noteFrame(now: now)), now: now) }
        scene.render(into: &canvas, now: now)
    }

    /// Frames until nothing moves.
    func settle() {
        now = CarouselTestSupport.settle(scene, from: now)
        advance(by: 0.5)
    }

    /// A drag with the left button along `row` (1-based, as a terminal reports it): the
    /// columns (1-based) at milliseconds since the press, released at the last, frames
    /// drawn between the reports as the run loop draws them.
    func drag(row: Int, _ samples: [(column: Int, ms: Int)], vertical: Bool = false) {
        let start = now
        for (i, sample) in samples.enumerated() {
            advance(by: start + Double(sample.ms) / 1000 - now)
            let (x, y) = vertical ? (row - 1, sample.column - 1) : (sample.column - 1, row - 1)
            let kind: MouseEvent.Kind = i == 0 ? .press : .motion
            scene.handle(.mouse(MouseEvent(kind: kind, button: .left, x: x, y: y)), now: now)
            if i == samples.count - 1 {
                scene.handle(.mouse(MouseEvent(kind: .release, button: .left, x: x, y: y)), now: now)
            }
        }
    }

    /// Every frame from now until the scene rests, the resting one last.
    func framesUntilSettled(limit: Double = 30) -> [VTScreen] {
        var frames = [screen]
        let end = now + limit
        while now < end {
            now += Self.frame
            let moving = scene.tick(now: now)
            scene.handle(.frameDrawn(framesPerSecond: meter.noteFrame(now: now)), now: now)
            scene.render(into: &canvas, now: now)
            frames.append(VTScreen(showing: canvas, depth: .full))
            if !moving { break }
        }
        return frames
    }
}
