/// Playing recorded gestures into the race (`race --replay`): each drag through the same
/// `beginDrag`/`moveDrag`/`endDrag` a person's pointer takes, each sample stamped with its
/// recorded time, so that every lane's tracker sees the recording's velocity and not the
/// frame clock's.
extension RaceController {
    /// Plays `records` from the next tick on, one after another; a key, a press or a wheel
    /// notch from a person stops it.
    public func startReplay(_ records: [GestureRecord]) {
        replay = RaceReplay(records: records)
    }

    /// When the loop must wake for the replay's next gesture (`nil`: no timer needed).
    public var nextReplayTime: Double? { replay?.nextWakeTime }

    /// A person took over: a replayed drag in progress is let go where it is.
    func stopReplay(now: Double) {
        guard var r = replay, r.isActive else { return }
        if r.isDragging { cancelDrag(now: now) }
        r.phase = .stopped
        replay = r
    }

    /// The replayed drag was cut short (a resize, Ctrl-Z): it plays again from its press
    /// after the pause.
    func replayLostItsDrag(now: Double) {
        guard var r = replay, r.isDragging else { return }
        r.phase = .pause(until: now + replayPause)
        replay = r
    }

    /// The pause before each gesture, as long as the settle speed makes it.
    private var replayPause: Double { RaceReplay.pause(settleSpeed: configuration.settleSpeed) }

    func advanceReplay(now: Double) {
        guard var r = replay else { return }
        defer { replay = r }
        // A few steps may fall due in one tick (a drag's samples, its release, the settle's end).
        for _ in 0..<4096 {
            switch r.phase {
            case .finished, .stopped:
                return
            case .pause(let until):
                guard let until else { r.phase = .pause(until: now + replayPause); return }
                guard now >= until else { return }
                let record = r.records[r.index]
                let start = min(record.startPage, max(0, count - 1))
                if lanes.contains(where: { $0.scrollView.destinationPage != start }) {
                    // Every lane answers the gesture from the page it was recorded on.
                    scroll(toPage: start, now: now, command: "replay")
                    r.phase = .positioning
                    return
                }
                r.phase = begin(record, now: now)
            case .positioning:
                guard !lanes.contains(where: { $0.scrollView.isAnimating }) else { return }
                r.phase = begin(r.records[r.index], now: now)
            case .dragging(let press, let next):
                let samples = r.records[r.index].samples
                var k = next
                while k < samples.count - 1, press + samples[k].milliseconds / 1000 <= now {
                    moveDrag(pointer: samples[k].position, now: press + samples[k].milliseconds / 1000)
                    k += 1
                }
                guard let last = samples.last, k >= samples.count - 1, press + last.milliseconds / 1000 <= now else {
                    r.phase = .dragging(press: press, next: k)
                    return
                }
                endDrag(pointer: last.position, now: press + last.milliseconds / 1000)
                r.phase = .settling
            case .settling:
                guard !lanes.contains(where: { $0.scrollView.isAnimating }) else { return }
                r.index += 1
                r.phase = r.index < r.records.count ? .pause(until: now + replayPause) : .finished
            }
        }
    }

    /// Starts `record`: presses a drag at its first sample, or flicks as its key or wheel did.
    private func begin(_ record: GestureRecord, now: Double) -> RaceReplay.Phase {
        switch record.kind {
        case .drag, .wheel where record.isSwipe:
            guard let first = record.samples.first else { return .settling }
            // A swipe's virtual pointer knows no window.
            let window = record.isSwipe ? nil : record.pointerWindow ?? 0...Double(max(0, screen.width - 1))
            beginDrag(pointer: first.position, now: now + first.milliseconds / 1000, window: window)
            return .dragging(press: now, next: 1)
        case .wheel, .key:
            flick(pages: record.flickPages ?? 0, hard: record.hard, now: now,
                  kind: record.kind == .wheel ? .wheel : .key)
            return .settling
        }
    }
}
