/// The drivers' share of the stack: autoplay plays into whatever shows, a replay into the
/// race, and a person's key, press or wheel notch takes over from them before the scene
/// sees it. Neither is in a scene: a scene only answers what a person could see.
extension SceneStack {
    /// Autoplay's state, while there is autoplay.
    public var autoplay: Autoplay? { autoplayDriver?.state }
    /// When the event loop must wake for autoplay's next card; `nil` while paused or off.
    public var nextAutoplayTime: Double? { autoplayDriver?.nextTime }
    /// The replay's plan and where it stands, while there is one.
    public var replay: RaceReplay? { replayDriver?.state }
    /// When the loop must wake for the replay's next gesture.
    public var nextReplayTime: Double? { replayDriver?.nextTime }

    /// Plays `records` into the race shown, from the next tick on, one after another, with
    /// a pause before each as long as the race's settle speed makes it.
    public func startReplay(_ records: [GestureRecord]) {
        guard let race = presented else { return }
        replayDriver = RaceReplayDriver(records: records, pause: RaceReplay.pause(settleSpeed: race.configuration.settleSpeed))
    }

    func tickAutoplay(now: Double) {
        let replaying = replayDriver?.isActive == true
        if let race = presented {
            autoplayDriver?.tick(now: now, driving: race, replaying: replaying)
        } else {
            autoplayDriver?.tick(now: now, driving: base, replaying: replaying)
        }
    }

    /// Before the scene sees `event`: Space pauses or resumes autoplay, a person's other
    /// key or wheel notch pauses it (and does what it does); a person's key, press or wheel
    /// notch stops a replay, and while a replayed drag holds the lanes the pointer's reports
    /// wait. The help box, while open, takes them all. True when the event was the drivers'.
    func driversTake(_ event: InputEvent, now: Double) -> Bool {
        if presented?.showsHelp ?? base.showsHelp { return false }
        switch event {
        case .key(let key):
            let autoplays: Bool
            if let race = presented {
                autoplays = autoplayDriver?.takes(key, now: now, driving: race) ?? false
            } else {
                autoplays = autoplayDriver?.takes(key, now: now, driving: base) ?? false
            }
            // A redraw or a suspend does not take over (after `fg`, a drag cut short plays again).
            if !autoplays, let race = presented, replayDriver?.isActive == true, key.key != .control("l"), key.key != .control("z") {
                replayDriver?.stop(now: now, race: race)
            }
            return autoplays
        case .mouse(let m):
            let step: Int
            switch m.kind {
            case .wheel(let dx, let dy): step = dx != 0 ? dx : dy
            case .motion, .release: return replayDriver?.isDragging == true
            case .press: step = 0
            }
            if m.kind != .press, step == 0 { return false }
            if m.kind != .press { autoplayDriver?.pause() }
            guard let race = presented, replayDriver?.isActive == true else { return false }
            let takesOver = m.kind == .press ? m.button == .left && !race.screen.isTooSmall : !race.gestures.isPointerDown
            if takesOver { replayDriver?.stop(now: now, race: race) }
            return false
        case .interrupted, .paste, .resize:
            return false
        }
    }

    /// After the scene saw `event`: a press that took hold of the cards is a drag, and the
    /// person took over from autoplay; a drag cut short (Ctrl-Z's `fg`) plays again.
    func driversSaw(_ event: InputEvent, now: Double) {
        switch event {
        case .mouse(let m) where m.kind == .press && isTracking: autoplayDriver?.pause()
        case .interrupted: replayDriver?.lostItsDrag(now: now)
        default: break
        }
    }
}
