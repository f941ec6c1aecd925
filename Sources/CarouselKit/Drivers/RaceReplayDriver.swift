import CarouselCore

/// `race --replay` as a driver of the race: recorded gestures played into every lane, each
/// drag through the same `beginDrag`/`moveDrag`/`endDrag` a person's pointer takes, each
/// sample stamped with its recorded time, so that every lane's tracker sees the recording's
/// velocity and not the frame clock's; a key's or wheel's flick as it was made. Nothing of
/// it is in the race: the scene stack ticks it after the race and tells it when a person
/// took over (`stop`) or a drag was cut short (`lostItsDrag`).
///
/// ```swift
/// var replay = RaceReplayDriver(records: records, pause: 0.05)
/// race.tick(now: t); replay.tick(now: t, driving: race)
/// ```
package struct RaceReplayDriver: Equatable, Sendable {
    package private(set) var state: RaceReplay
    /// The pause before each gesture, to see where the lanes went (settable: a test need
    /// not wait the program's).
    package var pause: Double

    package init(records: [GestureRecord], pause: Double = RaceReplay.pauseBetweenGestures) {
        state = RaceReplay(records: records)
        self.pause = pause
    }

    /// When the loop must wake for the next gesture (`nil`: no timer needed).
    package var nextTime: Double? { state.nextWakeTime }
    package var isActive: Bool { state.isActive }
    /// A replayed drag holds the lanes: frames are needed, and a person's pointer reports wait.
    package var isDragging: Bool { state.isDragging }

    /// A person took over: a replayed drag in progress is let go where it is.
    package mutating func stop(now: Double, race: LanesScene) {
        guard state.isActive else { return }
        if state.isDragging { race.cancelDrag(now: now) }
        state.phase = .stopped
    }

    /// The replayed drag was cut short (a resize, Ctrl-Z): it plays again from its press
    /// after the pause.
    package mutating func lostItsDrag(now: Double) {
        guard state.isDragging else { return }
        state.phase = .pause(until: now + pause)
    }

    /// Plays what fell due by `now` into `race`; true when a step changed what the status says.
    @discardableResult
    package mutating func tick(now: Double, driving race: LanesScene) -> Bool {
        let before = state
        advance(now: now, race: race)
        return state.index != before.index || state.phase != before.phase
    }

    private mutating func advance(now: Double, race: LanesScene) {
        // A few steps may fall due in one tick (a drag's samples, its release, the settle's end).
        for _ in 0..<4096 {
            switch state.phase {
            case .finished, .stopped:
                return
            case .pause(let until):
                guard let until else { state.phase = .pause(until: now + pause); return }
                guard now >= until else { return }
                let record = state.records[state.index]
                var positioning = false
                for lane in race.lanes {
                    // Every lane answers the gesture from the page it was on when it was recorded.
                    let start = Self.startPage(of: lane, for: record, count: race.count)
                    guard lane.scrollView.destinationPage != start else { continue }
                    lane.scrollView.scroll(toPage: start, animated: true, now: now, command: "replay")
                    positioning = true
                }
                if positioning {
                    state.phase = .positioning
                    return
                }
                state.phase = Self.begin(record, now: now, race: race)
            case .positioning:
                guard !race.lanes.contains(where: { $0.scrollView.isAnimating }) else { return }
                state.phase = Self.begin(state.records[state.index], now: now, race: race)
            case .dragging(let press, let next):
                let samples = state.records[state.index].samples
                var k = next
                while k < samples.count - 1, press + samples[k].milliseconds / 1000 <= now {
                    race.moveDrag(pointer: samples[k].position, now: press + samples[k].milliseconds / 1000)
                    k += 1
                }
                guard let last = samples.last, k >= samples.count - 1, press + last.milliseconds / 1000 <= now else {
                    state.phase = .dragging(press: press, next: k)
                    return
                }
                race.endDrag(pointer: last.position, now: press + last.milliseconds / 1000)
                state.phase = .settling
            case .settling:
                guard !race.lanes.contains(where: { $0.scrollView.isAnimating }) else { return }
                state.index += 1
                state.phase = state.index < state.records.count ? .pause(until: now + pause) : .finished
            }
        }
    }

    /// The page `lane` was on when `record` was made: its own, when the race recorded
    /// every lane (`GestureRecord.lanes`); the record's, for a record of one carousel.
    static func startPage(of lane: Carousel, for record: GestureRecord, count: Int) -> Int {
        min(record.replayed(by: lane.resolver).startPage, max(0, count - 1))
    }

    /// A drag that caught the content between pages (a lane still settling) begins where
    /// it caught it, as `simulate --replay` begins it (`DragSimulator.startShift`).
    private static func catchContent(of lane: Carousel, as record: GestureRecord, count: Int) {
        // Only in the geometry it was recorded in: a shift in other cards means nothing.
        guard record.cardWidth + record.spacing == lane.scrollView.layout.stride else { return }
        let stride = Double(max(1, lane.scrollView.layout.stride))
        let shift = record.startOffset - Double(record.startPage) * stride
        guard shift.isFinite, abs(shift) <= stride, shift != lane.scrollView.offset, !lane.scrollView.isAnimating,
            lane.scrollView.originPage == startPage(of: lane, for: record, count: count)
        else { return }
        lane.scrollView.setContentOffset(relativeToOrigin: shift)
    }

    /// Starts `record`: presses a drag at its first sample, or flicks as its key or wheel did.
    private static func begin(_ record: GestureRecord, now: Double, race: LanesScene) -> RaceReplay.Phase {
        // A drag, or a swipe (a burst of wheel reports) as the drag of its virtual pointer.
        if record.kind == .drag || record.isSwipe {
            guard let first = record.samples.first else { return .settling }
            for lane in race.lanes { catchContent(of: lane, as: record.replayed(by: lane.resolver), count: race.count) }
            // A swipe's virtual pointer knows no window.
            let window = record.isSwipe ? nil : record.pointerWindow ?? race.pointerWindow
            race.beginDrag(pointer: first.position, now: now + first.milliseconds / 1000, window: window)
            return .dragging(press: now, next: 1)
        }
        race.flick(pages: record.flickPages ?? 0, hard: record.hard, now: now, recordAs: record.kind == .wheel ? .wheel : .key)
        return .settling
    }
}
