/// What plays by itself in a scene stack: autoplay in whatever shows, a replay in the race.
/// A person's key, press or wheel notch takes over from them before the scene sees it;
/// they send the scene what a person could (a flick, a drag) and ask it only what a person
/// could see. Nothing of them is in a scene.
///
/// ```swift
/// var drivers = SceneDrivers(autoplay: AutoplayDriver(interval: 2))
/// if !drivers.take(event, now: t, shown: carousel, race: nil) { carousel.handle(event, now: t) }
/// ```
package struct SceneDrivers: Sendable {
    /// `--autoplay`: a card every so often, paused by Space, a drag, a wheel notch or a key.
    package var autoplay: AutoplayDriver?
    /// `race --replay`: recorded gestures played into the race.
    package var replay: RaceReplayDriver?

    package init(autoplay: AutoplayDriver? = nil, replay: RaceReplayDriver? = nil) {
        self.autoplay = autoplay
        self.replay = replay
    }

    /// The earliest moment a driver must be woken for.
    package var nextWakeTime: Double? { [autoplay?.nextTime, replay?.nextTime].compactMap { $0 }.min() }

    /// Autoplay's card, when one is due, in the race if one shows (not while a replay plays).
    mutating func tickAutoplay(now: Double, shown: any AutoplayTarget) {
        autoplay?.tick(now: now, driving: shown, replaying: replay?.isActive == true)
    }

    /// The replay's steps that fell due, after the race's lanes moved; true while it needs
    /// frames (its drag, a lane's settle, a step that changed the status row).
    mutating func tickReplay(now: Double, race: LanesScene) -> Bool {
        guard replay != nil else { return false }
        let stepped = replay?.tick(now: now, driving: race) ?? false
        return stepped || race.isAnimating || replay?.isDragging == true
    }

    /// Before the scene sees `event`: Space pauses or resumes autoplay, a person's other
    /// key or wheel notch pauses it (and does what it does); a person's key, press or wheel
    /// notch stops a replay, and while a replayed drag holds the lanes the pointer's reports
    /// wait. The help box, while open, takes them all. True when the event was the drivers'.
    /// `shown` is the scene that shows; `race` the race, when that is it.
    mutating func take(_ event: InputEvent, now: Double, shown: any DrivenScene, race: LanesScene?) -> Bool {
        if shown.showsHelp { return false }
        switch event {
        case .key(let key):
            let autoplays = autoplay?.takes(key, now: now, driving: shown) ?? false
            // A redraw or a suspend does not take over (after `fg`, a drag cut short plays again).
            if !autoplays, let race, key.key != .control("l"), key.key != .control("z") { replay?.stop(now: now, race: race) }
            return autoplays
        case .mouse(let m):
            let step: Int
            switch m.kind {
            case .wheel(let dx, let dy): step = dx != 0 ? dx : dy
            case .motion, .release: return replay?.isDragging == true
            case .press: step = 0
            }
            if m.kind != .press {
                guard step != 0 else { return false }
                autoplay?.pause()
            }
            guard let race else { return false }
            let takesOver = m.kind == .press ? m.button == .left && !race.screen.isTooSmall : !race.gestures.isPointerDown
            if takesOver { replay?.stop(now: now, race: race) }
            return false
        case .interrupted, .paste, .resize, .commandOutput, .backgroundOutput, .requested:
            return false
        }
    }

    /// After the scene saw `event`: a press that took hold of the cards (`tracking`) is a
    /// drag, and the person took over from autoplay; a replayed drag cut short plays again.
    mutating func saw(_ event: InputEvent, now: Double, tracking: Bool) {
        switch event {
        case .mouse(let m) where m.kind == .press && tracking: autoplay?.pause()
        case .interrupted, .resize: replay?.lostItsDrag(now: now)
        default: break
        }
    }
}
