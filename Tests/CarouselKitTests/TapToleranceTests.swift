@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// Every press is told from a drag by one rule (`TapTolerance`), whether the layer drives
/// what is under it at once (a carousel, the race's lanes) or holds the press until its axis
/// is decided (the shelves): a wobble that is a click on one is a click on the other.
@Suite("One tap rule for every press")
struct TapToleranceTests {
    static func strip() -> Scroller {
        Scroller(resolver: NearestPaging(), layout: CarouselLayout(viewport: 80, cardExtent: 20, spacing: 2, count: 20))
    }

    static func event(_ kind: MouseEvent.Kind, _ x: Double, _ y: Double) -> MouseEvent {
        MouseEvent(kind: kind, button: .left, x: Int(x.rounded(.down)), y: Int(y.rounded(.down)), preciseX: x, preciseY: y)
    }

    /// Whether the press, motion and release `path` was a click, through a layer that drives
    /// its strip from the press.
    static func clickDriven(_ path: [(Double, Double)], _ precision: PointerPrecision) -> (click: Bool, strip: Scroller) {
        let layer = GestureLayer(axis: .horizontal)
        layer.precision = precision
        let strip = strip()
        layer.press(event(.press, path[0].0, path[0].1), carousels: [strip], window: 0...79, now: 0)
        return (moveAndRelease(layer, path), strip)
    }

    /// The motion of `path` after its press, then its release: whether that was a click.
    static func moveAndRelease(_ layer: GestureLayer, _ path: [(Double, Double)]) -> Bool {
        for (k, p) in path.dropFirst().dropLast().enumerated() { layer.motion(event(.motion, p.0, p.1), now: Double(k + 1) * 0.016) }
        var click = false
        let end = path[path.count - 1]
        _ = layer.release(event(.release, end.0, end.1), now: Double(path.count) * 0.016) { _, _ in
            click = true
            return true
        }
        return click
    }

    /// The same through a layer that holds the press until its axis is decided.
    static func clickHeld(_ path: [(Double, Double)], _ precision: PointerPrecision) -> Bool {
        let lanes = GestureLayer(axis: .horizontal), list = GestureLayer(axis: .vertical)
        lanes.precision = precision
        let strip = strip()
        let column = Scroller(
            resolver: NearestPaging(), layout: CarouselLayout(viewport: 20, cardExtent: 5, spacing: 0, count: 20), pointsPerCell: 16)
        lanes.holdPress(event(.press, path[0].0, path[0].1), now: 0) { axis, _ in
            axis == .horizontal
                ? GestureLayer.AxisTarget(layer: lanes, carousels: [strip], window: 0...79) { _, _ in }
                : GestureLayer.AxisTarget(layer: list, carousels: [column], window: 0...19) { _, _ in }
        }
        return moveAndRelease(lanes, path)
    }

    @Test("a wobble is a click, or not, alike on a carousel and on the shelves, to the cell and to the pixel")
    func oneRule() {
        var rng = SplitMix64(seed: 0x7A9)
        var clicks = 0, drags = 0
        for _ in 0..<1_500 {
            let precision: PointerPrecision = rng.chance(0.5) ? .cells : .pixels
            // Half the presses wobble within reach of the limits, half go past them.
            let reach = (precision == .cells ? 1.6 : 0.45) * (rng.chance(0.5) ? 1 : 2.5)
            let start = (40 + rng.double(0...0.99), 10 + rng.double(0...0.99))
            let path =
                [start]
                + (0..<rng.int(0...5)).map { _ in (start.0 + rng.double(-reach...reach), start.1 + rng.double(-reach / 2...reach / 2)) }
                + [(start.0 + rng.double(-reach...reach), start.1 + rng.double(-reach / 2...reach / 2))]
            var farthest = (dx: 0.0, dy: 0.0)
            for p in path {
                let d = TapTolerance.distance(
                    Self.event(.motion, p.0, p.1), from: Self.event(.press, start.0, start.1), precision: precision)
                farthest = (max(farthest.dx, d.dx), max(farthest.dy, d.dy))
            }
            let expected = TapTolerance.isStill(dx: farthest.dx, dy: farthest.dy, precision: precision)
            let driven = Self.clickDriven(path, precision).click, held = Self.clickHeld(path, precision)
            #expect(driven == expected && held == expected, "\(precision) \(path): driven \(driven), held \(held), expected \(expected)")
            if expected { clicks += 1 } else { drags += 1 }
        }
        #expect(clicks > 300 && drags > 300, "both kinds tried: \(clicks) clicks, \(drags) drags")
    }

    @Test("to the cell, a press crossing one column's edge is a click; two columns or a row is a drag")
    func cellExamples() {
        #expect(Self.clickDriven([(40, 10), (41, 10), (41, 10)], .cells).click)
        #expect(Self.clickHeld([(40, 10), (41, 10), (41, 10)], .cells))
        #expect(!Self.clickDriven([(40, 10), (42, 10), (40, 10)], .cells).click, "went two columns, came back: a drag")
        #expect(!Self.clickHeld([(40, 10), (42, 10), (40, 10)], .cells))
        #expect(!Self.clickDriven([(40, 10), (40, 11), (40, 11)], .cells).click)
        #expect(!Self.clickHeld([(40, 10), (40, 11), (40, 11)], .cells))
    }

    @Test("to the pixel, half a column is the limit either way")
    func pixelExamples() {
        #expect(Self.clickDriven([(40.9, 10.5), (41.2, 10.5), (41.3, 10.5)], .pixels).click, "across an edge by a few pixels")
        #expect(!Self.clickDriven([(60.9, 10.5), (60.6, 10.5), (60.2, 10.5)], .pixels).click, "0.7 of a column: a drag")
        #expect(!Self.clickHeld([(60.9, 10.5), (60.6, 10.5), (60.2, 10.5)], .pixels))
    }

    @Test("a click whose wobble moved the content, where the scene scrolls nowhere, settles back")
    func wobbleSettlesBack() {
        let (click, strip) = Self.clickDriven([(40, 10), (41, 10), (41, 10)], .cells)
        #expect(click)
        #expect(!strip.scrollView.isDragging)
        #expect(strip.scrollView.offset != 0 && strip.scrollView.isAnimating, "moved a column, settling")
        #expect(strip.scrollView.destinationPage == 0)
    }

    @Test("a held press released far away with no motion reported (X10) is a drag, not a click")
    func releaseWithoutMotion() {
        #expect(!Self.clickHeld([(40, 10), (55, 10)], .cells))
        #expect(!Self.clickDriven([(40, 10), (55, 10)], .cells).click)
    }
}
