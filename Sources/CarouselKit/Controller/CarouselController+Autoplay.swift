/// Autoplay drives whatever shows: the carousel, or every lane of the race presented over
/// it (the first lane's page says when the show is over). The driver is `AutoplayDriver`.
extension CarouselController: AutoplayTarget {
    /// When the event loop must wake for the next card; `nil` while paused or off.
    public var nextAutoplayTime: Double? { autoplayDriver?.nextTime }

    /// The earliest timer the event loop must wake for: autoplay's next card, the race
    /// replay's next gesture or the end of a wheel burst; `nil` when only input can change anything.
    public var nextWakeTime: Double? {
        [nextAutoplayTime, presentedRace?.nextReplayTime, gestures.wheelDeadline, presentedRace?.gestures.wheelDeadline]
            .compactMap { $0 }.min()
    }

    func advanceAutoplay(now: Double) {
        if let race = presentedRace { autoplayDriver?.tick(now: now, driving: race) } else { autoplayDriver?.tick(now: now, driving: self) }
    }

    /// A drag, a wheel notch or a key: the person took over until Space.
    func pauseAutoplay() { autoplayDriver?.pause() }

    /// Space pauses or resumes autoplay (when there is autoplay); any other key pauses it
    /// and does what it does. True when the key was autoplay's.
    func autoplayTakesKey(_ e: KeyEvent, now: Double) -> Bool {
        if let race = presentedRace { return autoplayDriver?.takes(e, now: now, driving: race) ?? false }
        return autoplayDriver?.takes(e, now: now, driving: self) ?? false
    }

    public var autoplayPage: Int { scrollView.destinationPage }
    public var wraps: Bool { configuration.wraps }
    public var isHeldForAutoplay: Bool { showsHelp || scrollView.isDragging }
    public func autoplayFlick(now: Double) { flick(forward: true, hard: false, now: now, recordAs: nil) }
    public func autoplayRestart(now: Double) { scroll(toPage: 0, now: now, command: "autoplay") }
}

extension RaceController: AutoplayTarget {
    public var autoplayPage: Int { lanes.first?.scrollView.destinationPage ?? 0 }
    public var wraps: Bool { configuration.wraps }
    public var isHeldForAutoplay: Bool { help.isShown || isDragging || replay?.isActive == true }
    public func autoplayFlick(now: Double) { flick(forward: true, hard: false, now: now, kind: nil) }
    public func autoplayRestart(now: Double) { scroll(toPage: 0, now: now, command: "autoplay") }
}
