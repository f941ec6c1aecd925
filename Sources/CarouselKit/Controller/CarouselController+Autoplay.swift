/// Autoplay: one card every `interval` seconds through the same path as a gentle flick,
/// stopping on the last card unless the carousel wraps. While the race is open, it moves
/// every lane (the first lane's page says when the show is over).
extension CarouselController {
    /// When the event loop must wake for the next card; `nil` while paused or off, so an
    /// idle loop sleeps until input.
    public var nextAutoplayTime: Double? {
        guard let a = autoplay, !a.isPaused else { return nil }
        return a.deadline
    }

    /// The earliest timer the event loop must wake for: autoplay's next card, the race
    /// replay's next gesture or the end of a wheel burst; `nil` when only input can change anything.
    public var nextWakeTime: Double? {
        [nextAutoplayTime, presentedRace?.nextReplayTime, gestures.wheelDeadline, presentedRace?.gestures.wheelDeadline]
            .compactMap { $0 }.min()
    }

    func advanceAutoplay(now: Double) {
        guard var a = autoplay, !a.isPaused, count > 0 else { return }
        defer { autoplay = a }
        guard let deadline = a.deadline else {
            a.deadline = now + a.interval
            return
        }
        guard now >= deadline else { return }
        a.deadline = now + a.interval
        // Not under the help, nor out of the hand of a person dragging, nor over a replay.
        if showsHelp || scrollView.isDragging { return }
        if let race = presentedRace, race.isDragging || race.replay?.isActive == true { return }
        if isAtLastCardForAutoplay {
            a.isPaused = true
            a.deadline = nil
            return
        }
        if let race = presentedRace {
            race.flick(forward: true, hard: false, now: now, kind: nil)
        } else {
            flick(forward: true, hard: false, now: now, recordAs: nil)
        }
        if isAtLastCardForAutoplay {
            a.isPaused = true
            a.deadline = nil
        }
    }

    private var isAtLastCardForAutoplay: Bool {
        let page = presentedRace?.lanes.first?.scrollView.destinationPage ?? scrollView.destinationPage
        return !configuration.wraps && page >= count - 1
    }

    /// A drag, a wheel notch or a key: the person took over until Space.
    func pauseAutoplay() {
        guard var a = autoplay, !a.isPaused else { return }
        a.isPaused = true
        a.deadline = nil
        autoplay = a
    }

    /// Space pauses or resumes autoplay (when there is autoplay); any other key pauses it
    /// and does what it does. True when the key was autoplay's.
    func autoplayTakesKey(_ e: KeyEvent, now: Double) -> Bool {
        guard var a = autoplay else { return false }
        guard e.key == .character(" ") else {
            pauseAutoplay()
            return false
        }
        if a.isPaused {
            a.isPaused = false
            a.deadline = now + a.interval
            // Resumed on the last card of a carousel that does not wrap: the show starts over.
            if isAtLastCardForAutoplay, count > 1 {
                if let race = presentedRace {
                    race.scroll(toPage: 0, now: now, command: "autoplay")
                } else {
                    scroll(toPage: 0, now: now, command: "autoplay")
                }
            }
        } else {
            a.isPaused = true
            a.deadline = nil
        }
        autoplay = a
        return true
    }
}
