/// `--autoplay` as a driver of a scene: one card every `interval` seconds through the same
/// path as a gentle flick, stopping on the last card unless the carousel wraps. It asks the
/// scene only what a person could see (the page, the count, whether a person holds it) and
/// sends it the flick a key would; Space pauses and resumes it, and any other key, press
/// or wheel notch pauses it until Space (WCAG 2.2.2: moving content is easy to stop).
///
/// ```swift
/// var autoplay = AutoplayDriver(interval: 2)
/// autoplay.tick(now: t, driving: scene)     // a card every 2 s
/// autoplay.takes(KeyEvent(.character(" ")), now: t, driving: scene)   // paused
/// ```
package struct AutoplayDriver: Equatable, Sendable {
    package private(set) var state: Autoplay

    package init(interval: Double) { state = Autoplay(interval: interval) }

    /// When the event loop must wake for the next card; nil while paused, so an idle loop
    /// sleeps until input.
    package var nextTime: Double? { state.isPaused ? nil : state.deadline }

    /// Moves the scene a card on when one is due; not while `replaying` (another driver,
    /// a replay, plays into the scene).
    package mutating func tick(now: Double, driving scene: some AutoplayTarget, replaying: Bool = false) {
        guard !state.isPaused, scene.count > 0 else { return }
        guard let deadline = state.deadline else {
            state.deadline = now + state.interval
            return
        }
        guard now >= deadline else { return }
        state.deadline = now + state.interval
        // Not under the help, nor out of the hand of a person dragging, nor over a replay.
        if scene.isHeldForAutoplay || replaying { return }
        if isAtLastCard(of: scene) { return pause() }
        scene.autoplayFlick(now: now)
        if isAtLastCard(of: scene) { pause() }
    }

    /// A drag, a wheel notch or a key: the person took over until Space.
    package mutating func pause() {
        state.isPaused = true
        state.deadline = nil
    }

    /// Space pauses or resumes; any other key pauses and does what it does. True when the
    /// key was autoplay's.
    package mutating func takes(_ e: KeyEvent, now: Double, driving scene: some AutoplayTarget) -> Bool {
        guard e.key == .character(" ") else {
            pause()
            return false
        }
        if state.isPaused {
            state.isPaused = false
            state.deadline = now + state.interval
            // Resumed on the last card of a carousel that does not wrap: the show starts over.
            if isAtLastCard(of: scene), scene.count > 1 { scene.autoplayRestart(now: now) }
        } else {
            pause()
        }
        return true
    }

    private func isAtLastCard(of scene: some AutoplayTarget) -> Bool {
        !scene.wraps && scene.autoplayPage >= scene.count - 1
    }
}

/// What autoplay may ask of a scene and send it.
package protocol AutoplayTarget: AnyObject {
    /// The page the scene shows or is going to (the first lane's, in a race).
    var autoplayPage: Int { get }
    var count: Int { get }
    var wraps: Bool { get }
    /// A person holds the scene (a drag, the help): no card now.
    var isHeldForAutoplay: Bool { get }
    /// A gentle flick to the next card, not recorded: it is not a person's.
    func autoplayFlick(now: Double)
    /// Back to the first card, when the show starts over.
    func autoplayRestart(now: Double)
}
