import CarouselKit

/// The scripted session `carousel-bench` plays: mouse flicks, a slow drag held still,
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
