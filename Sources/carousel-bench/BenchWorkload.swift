import CarouselCore
import CarouselKit

/// The scripted session `carousel-bench` plays: mouse flicks, a slow drag held still,
/// gentle and hard keyboard flicks, back and forth so the carousel stays near the middle
/// page whatever the count. The second press of each pair lands while the first is still
/// settling, as quick presses do.
struct BenchWorkload: BenchScript {
    let width: Int, height: Int
    /// Vertical: the same gestures along the strip's rows (mouse) and with ↑/↓.
    var axis: Axis = .horizontal

    func oneCycle(at t0: Double) -> [TimedEvent] {
        var out: [TimedEvent] = []
        // The middle row (column, when vertical) of the card strip (the ScreenLayout the
        // controller uses); positions along the axis start at the strip's first cell.
        let strip = ScreenLayout(width: width, height: height, showsDetails: true).strip
        let row = axis == .horizontal ? strip.y + strip.height / 2 : strip.x + strip.width / 2
        let extent = axis == .horizontal ? width : strip.height
        let start = axis == .horizontal ? 0 : strip.y
        let (next, previous): (Key, Key) = axis == .horizontal ? (.right, .left) : (.down, .up)
        // A flick toward later cards: the pointer travels a quarter of the width in 80 ms,
        // reported every 8 ms, and lets go while moving.
        out += flick(at: t0 + 0.2, from: point(start + extent * 3 / 4, row), to: point(start + extent / 2, row))
        out.append(key(next, at: t0 + 1.4))
        out.append(key(next, at: t0 + 1.7))
        // A slow drag a few columns, held still 200 ms, released: velocity 0, nearest page.
        out += slowDrag(at: t0 + 3.0, from: start + extent / 2, by: max(2, extent / 12), row: row)
        // The same flick back.
        out += flick(at: t0 + 5.0, from: point(start + extent / 4, row), to: point(start + extent / 2, row))
        out.append(key(previous, at: t0 + 6.2))
        out.append(key(previous, at: t0 + 6.5))
        // Hard flicks (Shift): where the strategies part ways.
        out.append(key(next, shift: true, at: t0 + 7.8))
        out.append(key(previous, shift: true, at: t0 + 8.9))
        return out
    }

    /// The screen's (column, row) of `x` along the axis, `y` across it.
    private func point(_ x: Int, _ y: Int) -> (Int, Int) {
        axis == .horizontal ? (x, y) : (y, x)
    }

    private func slowDrag(at t: Double, from x0: Int, by dx: Int, row: Int) -> [TimedEvent] {
        var out = [mouse(.press, at: point(x0, row), t: t)]
        for k in 1...dx {
            out.append(mouse(.motion, at: point(x0 - k, row), t: t + 0.060 * Double(k)))
        }
        let end = t + 0.060 * Double(dx)
        out.append(mouse(.release, at: point(x0 - dx, row), t: end + 0.200))
        return out
    }
}
