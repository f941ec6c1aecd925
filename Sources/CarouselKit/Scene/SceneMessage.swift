import CarouselCore

/// Everything that reaches a scene the event loop runs: the terminal's input, and the
/// runtime's news as events like the keys (Bubble Tea's messages). Nothing sets a scene's
/// properties from outside: a new palette, the pointer's precision or the frame rate arrive
/// here, and the scene keeps what it needs of them.
package enum SceneMessage {
    /// A key, the mouse, a paste, the terminal's new size, a command's output.
    case input(InputEvent)
    /// A frame's tick: animations and timers advance to `now`.
    case tick
    /// The loop is about to draw a frame, at this measured rate (for what shows it).
    case frameDrawn(framesPerSecond: Int)
    /// How the terminal reports the pointer (a late answer may raise it to pixels).
    case pointerPrecision(PointerPrecision)
    /// The palette to draw with: the terminal's background, told late, may change it.
    case theme(Theme)
    /// More input is on its way (true: page figures say `N+`), or the input ended (false).
    case loadingMore(Bool)
    /// The data source's count changed (new items taken in while nothing moved).
    case dataChanged
    /// A `reload` emptied the lines for its command's output.
    case inputReplaced
    /// A `--bind` event the loop saw (`start`, `load`): its actions are done.
    case bindEvent(BindEvent)
    /// Where finished gestures are recorded from now on (`--record`); nil: nowhere.
    case recordGestures(GestureRecorder?)
    /// What plays by itself into the scene (autoplay, a replay) says of itself now.
    case playing(autoplay: Autoplay?, replayStatus: String?)
}

/// What the loop must know of a scene between events: whether frames are needed, whether
/// a hand holds it, and when to wake with nothing to read.
package struct SceneActivity: Equatable, Sendable {
    /// Something settles or plays: frames are needed.
    package var isAnimating = false
    /// A drag (a person's, a swipe's, a replayed one) holds the content.
    package var isTracking = false
    /// The earliest timer the loop must wake for; nil when only input can change anything.
    package var nextWakeTime: Double?
    /// What plays by itself says so on screen (`autoplay 2s`, `paused`): a change is drawn.
    package var autoplayStatus: String?

    package init(isAnimating: Bool = false, isTracking: Bool = false, nextWakeTime: Double? = nil, autoplayStatus: String? = nil) {
        self.isAnimating = isAnimating
        self.isTracking = isTracking
        self.nextWakeTime = nextWakeTime
        self.autoplayStatus = autoplayStatus
    }

    /// Nothing moves and nothing is held: the moment for work that would disturb a gesture.
    package var isAtRest: Bool { !isAnimating && !isTracking }
}
