import CarouselKit

/// An input event at a moment of simulated time.
struct TimedEvent {
    var time: Double
    var event: InputEvent
}

/// A scripted session the bench plays: one cycle of gestures, repeated until the frames run
/// out. Times are simulated seconds; nothing sleeps.
protocol BenchScript {
    /// One cycle's events, from `t0`.
    func oneCycle(at t0: Double) -> [TimedEvent]
}

extension BenchScript {
    /// A cycle's length (600 frames: one cycle). Most gestures get time to settle, so idle
    /// frames are measured too.
    static var cycleSeconds: Double { 10 }

    /// The events of the whole run, in time order, starting at `start`.
    func events(start: Double, duration: Double) -> [TimedEvent] {
        var all: [TimedEvent] = []
        var cycle = start
        while cycle < start + duration {
            all += oneCycle(at: cycle)
            cycle += Self.cycleSeconds
        }
        return all.filter { $0.time <= start + duration }.sorted { $0.time < $1.time }
    }

    func key(_ k: Key, shift: Bool = false, at t: Double) -> TimedEvent {
        TimedEvent(time: t, event: .key(KeyEvent(k, shift: shift)))
    }

    /// The left button at `point` (column, row), kept on the screen's first column and row.
    func mouse(_ kind: MouseEvent.Kind, at point: (Int, Int), t: Double) -> TimedEvent {
        TimedEvent(time: t, event: .mouse(MouseEvent(kind: kind, button: .left, x: max(0, point.0), y: max(0, point.1))))
    }

    /// The pointer travels from `a` to `b`, reported every 8 ms (80 ms: a flick), and lets go
    /// while moving.
    func flick(at t: Double, from a: (Int, Int), to b: (Int, Int), steps: Int = 10) -> [TimedEvent] {
        var out = [mouse(.press, at: a, t: t)]
        for k in 1...steps {
            let point = (a.0 + (b.0 - a.0) * k / steps, a.1 + (b.1 - a.1) * k / steps)
            out.append(mouse(.motion, at: point, t: t + 0.008 * Double(k)))
        }
        out.append(mouse(.release, at: b, t: t + 0.008 * Double(steps) + 0.004))
        return out
    }
}
