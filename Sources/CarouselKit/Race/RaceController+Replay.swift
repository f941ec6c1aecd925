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
                var positioning = false
                for lane in lanes {
                    // Every lane answers the gesture from the page it was on when it was recorded.
                    let start = startPage(of: lane, for: record)
                    guard lane.scrollView.destinationPage != start else { continue }
                    lane.scrollView.scroll(toPage: start, animated: true, now: now, command: "replay")
                    positioning = true
                }
                if positioning {
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

    /// The page `lane` was on when `record` was made: its own, when the race recorded
    /// every lane (`GestureRecord.lanes`); the record's, for a record of one carousel.
    func startPage(of lane: RaceLane, for record: GestureRecord) -> Int {
        min(record.replayed(by: lane.resolver).startPage, max(0, count - 1))
    }

    /// A drag that caught the content between pages (a lane still settling) begins where
    /// it caught it, as `simulate --replay` begins it (`DragSimulator.startShift`).
    private func catchContent(of lane: RaceLane, as record: GestureRecord) {
        // Only in the geometry it was recorded in: a shift in other cards means nothing.
        guard record.cardWidth + record.spacing == lane.scrollView.layout.stride else { return }
        let stride = Double(max(1, lane.scrollView.layout.stride))
        let shift = record.startOffset - Double(record.startPage) * stride
        guard shift.isFinite, abs(shift) <= stride, shift != lane.scrollView.offset, !lane.scrollView.isAnimating,
              lane.scrollView.originPage == startPage(of: lane, for: record) else { return }
        lane.scrollView.setContentOffset(relativeToOrigin: shift)
    }

    /// Starts `record`: presses a drag at its first sample, or flicks as its key or wheel did.
    private func begin(_ record: GestureRecord, now: Double) -> RaceReplay.Phase {
        // A drag, or a swipe (a burst of wheel reports) as the drag of its virtual pointer.
        if record.kind == .drag || record.isSwipe {
            guard let first = record.samples.first else { return .settling }
            for lane in lanes { catchContent(of: lane, as: record.replayed(by: lane.resolver)) }
            // A swipe's virtual pointer knows no window.
            let window = record.isSwipe ? nil : record.pointerWindow ?? 0...Double(max(0, screen.width - 1))
            beginDrag(pointer: first.position, now: now + first.milliseconds / 1000, window: window)
            return .dragging(press: now, next: 1)
        }
        flick(pages: record.flickPages ?? 0, hard: record.hard, now: now, kind: record.kind == .wheel ? .wheel : .key)
        return .settling
    }
}
