import CarouselCore

/// What every scene of carousels that one gesture layer drives keeps alike: its
/// configuration, its help box, the gesture layer, where its finished gestures go, and what
/// the loop and the drivers tell it (the frame rate, items still arriving, autoplay's and a
/// replay's notes). The demo's scene (`CarouselController`) and the lanes of the race and the
/// shelves (`LanesScene`) are kinds of it; each lays itself out (`relayout`).
public class GestureScene {
    // `@exclusivity(unchecked)`: read and written every frame by the loop's thread alone, never
    // across a call that could reach it again; the runtime's check was a tenth of a frame.
    @exclusivity(unchecked) package internal(set) var configuration: CarouselConfiguration
    /// The help box: modal, taking keys and the mouse until it closes.
    package var help = HelpModal()
    /// More items are on their way (stdin still read): page figures say `N+`.
    package private(set) var isLoadingMore = false
    /// The event loop's frame rate, for what shows it (the loop measures it: `FrameMeter`).
    @exclusivity(unchecked) package private(set) var framesPerSecond = 0
    /// What autoplay's driver and a replay playing into the scene say of themselves, for the
    /// status row (`SceneMessage.playing`).
    package private(set) var autoplay: Autoplay?
    package private(set) var replayStatus: String?
    /// Where finished gestures are recorded (`--record`): an observer of this scene.
    package private(set) var gestureRecorder: GestureRecorder? {
        didSet { onGestureEnded = gestureRecorder.map { GestureRecording.observer($0, axis: configuration.axis) } }
    }
    /// Called with every finished drag, swipe, wheel notch and key flick a person made.
    package var onGestureEnded: ((FinishedGesture) -> Void)?
    /// The one gesture layer: drags, clicks and swipes on the scene's carousels.
    let gestures: GestureLayer
    /// The terminal's size, as last told.
    var lastWidth = 80, lastHeight = 24
    /// The program has said the terminal's size at least once (80x24 is a guess until then).
    private var hasBeenSized = false

    init(configuration: CarouselConfiguration) {
        self.configuration = configuration
        gestures = GestureLayer(axis: configuration.axis)
    }

    package var showsHelp: Bool {
        get { help.isShown }
        set { help.isShown = newValue }
    }
    package var theme: Theme { configuration.theme }
    /// How the terminal reports the mouse: in pixels a click may wander within its cell.
    package var pointerPrecision: PointerPrecision { gestures.precision }

    /// The runtime's news every scene of carousels keeps alike; false for a message that is
    /// the scene's own to answer (its input, a tick, its data).
    func takeNews(_ message: SceneMessage) -> Bool {
        switch message {
        case .frameDrawn(let rate): framesPerSecond = rate
        case .pointerPrecision(let precision): setPointerPrecision(precision)
        case .theme(let theme): configuration.theme = theme
        case .loadingMore(let more): isLoadingMore = more
        case .recordGestures(let recorder): gestureRecorder = recorder
        case .playing(let autoplay, let replayStatus):
            self.autoplay = autoplay
            self.replayStatus = replayStatus
        case .input, .tick, .dataChanged, .inputReplaced, .bindEvent: return false
        }
        return true
    }

    /// Every gesture layer of the scene reads the pointer at `precision`.
    func setPointerPrecision(_ precision: PointerPrecision) { gestures.precision = precision }
    package var glyphs: GlyphSet { configuration.glyphs }
    package var settleSpeed: Double { configuration.settleSpeed }
    package var reducesMotion: Bool { configuration.reducesMotion }
    package var wraps: Bool { configuration.wraps }
    /// A drag holds the content: a person's, a swipe's, or a replayed one.
    package var isTracking: Bool { gestures.isTracking }
    /// The earliest timer the event loop must wake for: the end of a wheel burst; `nil`
    /// when only input can change anything.
    package var nextWakeTime: Double? { gestures.wheelDeadline }
    /// What autoplay says on screen, while there is autoplay.
    package var autoplayStatus: String? { autoplay?.statusText }
    /// A person holds the scene (a drag, the help): autoplay waits.
    package var isHeldForAutoplay: Bool { showsHelp || isTracking }

    /// The terminal changed size: every carousel keeps its page; a drag in progress is dropped.
    package func resize(width: Int, height: Int, now: Double) {
        let changed = hasBeenSized && (lastWidth != max(0, width) || lastHeight != max(0, height))
        hasBeenSized = true
        lastWidth = max(0, width); lastHeight = max(0, height)
        cancelGestures(now: now)
        relayout(now: now)
        if changed { sizeChanged(now: now) }
    }

    /// Lays the screen and the carousels out for the size and the settings.
    func relayout(now: Double) {}

    /// The terminal took another size than it had (not the first size): fzf's `resize` event.
    func sizeChanged(now: Double) {}

    func showHelp() { showsHelp = true }
    func cancelGestures(now: Double) { gestures.cancel(now: now) }
}
