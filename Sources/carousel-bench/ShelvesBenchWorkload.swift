import CarouselKit

/// The scripted session `carousel-bench --shelves` plays on the shelves: sideways flicks on a
/// shelf, vertical flicks of the list, the focus moved with ↑/↓, a screenful with PgDn/PgUp,
/// gentle and hard flicks of the focused shelf; back and forth, so every cycle ends where it
/// began. Times are simulated seconds; nothing sleeps.
struct ShelvesBenchWorkload {
    typealias Timed = BenchWorkload.Timed

    /// One cycle of gestures, repeated until the frames run out (600 frames: one cycle).
    static let cycleSeconds = 10.0

    let width: Int, height: Int

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
        let screen = LanesLayout(width: width, height: height, laneCount: 1, sizing: .aboutThree)
        guard !screen.isTooSmall else { return [] }
        // The middle row of the second shelf's strip when the list rests on a shelf's top
        // (the first when only one fits), and the list's middle column.
        let shelf = screen.lanesPerScreen > 1 ? 1 : 0
        let stripRow: Int = screen.list.y + shelf * screen.laneHeight + 1 + (screen.laneHeight - 1) / 2
        let column = width / 2
        let listTop = screen.list.y, listHeight = screen.list.height
        var out: [Timed] = []
        // A sideways flick toward later cards on a shelf: that shelf only moves.
        out += flick(at: t0 + 0.2, from: (width * 3 / 4, stripRow), to: (width / 2, stripRow))
        // The focus down a shelf, then that shelf flicked gently twice.
        out.append(key(.down, at: t0 + 1.2))
        out.append(key(.right, at: t0 + 1.6))
        out.append(key(.right, at: t0 + 1.9))
        // A vertical flick of the list toward later shelves, and back: each settles on a whole
        // shelf. A short one, so that a dozen shelves never reach their end and both sizes
        // play the same screens.
        out += flick(at: t0 + 2.8, from: (column, listTop + listHeight * 3 / 4), to: (column, listTop + listHeight / 2), steps: 20)
        out += flick(at: t0 + 4.0, from: (column, listTop + listHeight / 2), to: (column, listTop + listHeight * 3 / 4), steps: 20)
        // A screenful of shelves down, a hard flick of the focused shelf there and back, and up.
        out.append(key(.pageDown, at: t0 + 5.2))
        out.append(key(.right, shift: true, at: t0 + 5.8))
        out.append(key(.left, shift: true, at: t0 + 6.6))
        out.append(key(.pageUp, at: t0 + 7.4))
        out.append(key(.left, at: t0 + 8.0))
        out.append(key(.left, at: t0 + 8.3))
        out.append(key(.up, at: t0 + 8.7))
        out += flick(at: t0 + 9.1, from: (width / 4, stripRow), to: (width / 2, stripRow))
        return out
    }

    private func key(_ k: Key, shift: Bool = false, at t: Double) -> Timed {
        Timed(time: t, event: .key(KeyEvent(k, shift: shift)))
    }

    private func mouse(_ kind: MouseEvent.Kind, at point: (Int, Int), t: Double) -> Timed {
        Timed(time: t, event: .mouse(MouseEvent(kind: kind, button: .left, x: max(0, point.0), y: max(0, point.1))))
    }

    /// The pointer travels from `a` to `b`, reported every 8 ms (80 ms: a flick), and lets go
    /// while moving.
    private func flick(at t: Double, from a: (Int, Int), to b: (Int, Int), steps: Int = 10) -> [Timed] {
        var out = [mouse(.press, at: a, t: t)]
        for k in 1...steps {
            let point = (a.0 + (b.0 - a.0) * k / steps, a.1 + (b.1 - a.1) * k / steps)
            out.append(mouse(.motion, at: point, t: t + 0.008 * Double(k)))
        }
        out.append(mouse(.release, at: b, t: t + 0.008 * Double(steps) + 0.004))
        return out
    }
}
