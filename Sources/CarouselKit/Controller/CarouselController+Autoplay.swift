/// What autoplay may ask of the carousel and send it (`AutoplayDriver`, which a scene
/// stack holds), and the race's answers (the first lane's page says when the show is over).
extension CarouselController: AutoplayTarget {
    /// The earliest timer the event loop must wake for: the end of a wheel burst; `nil`
    /// when only input can change anything.
    public var nextWakeTime: Double? { gestures.wheelDeadline }

    public var autoplayPage: Int { scrollView.destinationPage }
    public var wraps: Bool { configuration.wraps }
    public var isHeldForAutoplay: Bool { showsHelp || scrollView.isDragging }
    public func autoplayFlick(now: Double) { flick(forward: true, hard: false, now: now, recordAs: nil) }
    public func autoplayRestart(now: Double) { scroll(toPage: 0, now: now, command: "autoplay") }
}

extension RaceController: AutoplayTarget {
    public var autoplayPage: Int { lanes.first?.scrollView.destinationPage ?? 0 }
    public var wraps: Bool { configuration.wraps }
    public var isHeldForAutoplay: Bool { help.isShown || isDragging }
    public func autoplayFlick(now: Double) { flick(forward: true, hard: false, now: now, kind: nil) }
    public func autoplayRestart(now: Double) { scroll(toPage: 0, now: now, command: "autoplay") }
}
