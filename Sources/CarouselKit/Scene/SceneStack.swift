import CarouselCore

/// What the runner runs for the demo: the carousel, and a scene presented over it while one
/// is open (`PresentedScene`: the race). A scene asks for one to open with
/// `CarouselAction.present`, and to leave with `.dismiss`; the carousel then comes back on
/// the page the presented scene says. `carousel race` starts with the race presented, and
/// leaving it quits. The scene shown takes every event the drivers (autoplay, a replay:
/// `SceneDrivers`) leave it, and they play into it.
///
/// ```swift
/// let stack = SceneStack(configuration: .init(), dataSource: DemoCards(count: 20))
/// stack.handle(.key(KeyEvent(.character("R"))), now: 1)   // stack.presented is the race
/// ```
package final class SceneStack: CarouselScene {
    /// The carousel beneath, there from start to end.
    package let base: CarouselController
    /// The scene over it, while one is open: it takes every event and draws the screen.
    package private(set) var presented: (any PresentedScene)? { didSet { showDriversStatus() } }
    /// What plays by itself: autoplay in whatever shows, a replay in the lanes presented.
    /// Whatever changes them tells the scene shown, so that drawing only reads.
    package var drivers = SceneDrivers() { didSet { showDriversStatus() } }

    /// Where finished gestures are recorded (`--record`): the carousel's and the presented scene's alike.
    package private(set) var gestureRecorder: GestureRecorder?
    /// The runtime's news as last told, for a scene presented later.
    private var isLoadingMore = false
    private var pointerPrecision = PointerPrecision.cells

    package init(base: CarouselController) {
        self.base = base
        drivers.autoplay = base.configuration.autoplayInterval.map { AutoplayDriver(interval: $0) }
        showDriversStatus()
    }

    /// What autoplay and a replay say of themselves, on the scene that shows (its status row).
    private func showDriversStatus() {
        shown.handle(.playing(autoplay: autoplay, replayStatus: replay?.statusText), now: 0)
    }

    package var glyphs: GlyphSet { base.glyphs }

    package var activity: SceneActivity {
        let over = presented?.activity
        return SceneActivity(
            // Something settles, or a replayed drag moves the lanes: frames are needed.
            isAnimating: base.isAnimating || over?.isAnimating == true || drivers.replay?.isDragging == true,
            isTracking: base.isTracking || over?.isTracking == true,
            // The earliest timer: the drivers', and those of the scenes.
            nextWakeTime: [drivers.nextWakeTime, base.nextWakeTime, over?.nextWakeTime].compactMap { $0 }.min(),
            autoplayStatus: autoplay?.statusText)
    }

    // MARK: - Presenting

    /// Opens `scene` over the carousel; a drag in progress on the carousel is let go where it is.
    package func present(_ scene: any PresentedScene, now: Double) {
        base.handle(.interrupted, now: now)
        // What the runtime told the stack so far, the scene is told as it opens.
        scene.handle(.pointerPrecision(pointerPrecision), now: now)
        scene.handle(.recordGestures(gestureRecorder), now: now)
        scene.handle(.loadingMore(isLoadingMore), now: now)
        scene.handle(.theme(base.theme), now: now)
        presented = scene
    }

    /// Closes the scene presented; the carousel comes back on the page it says. A replay
    /// playing into it ends with it.
    package func dismiss(now: Double) {
        guard let scene = presented else { return }
        presented = nil
        drivers.replay = nil
        // The scene may have told the previews its cards' size: the carousel tells its own again.
        base.collectionView.invalidateItemSize()
        if scene.pageToReturnTo != base.scrollView.destinationPage {
            base.scroll(toPage: scene.pageToReturnTo, animated: false, now: now, command: scene.title)
        }
    }

    // MARK: - The scene's calls, to whatever shows

    @discardableResult
    package func handle(_ message: SceneMessage, now: Double) -> CarouselAction? {
        switch message {
        case .input(let event): return handle(event, now: now)
        case .tick: tick(now: now)
        // Only the carousel shows the frame rate (its details).
        case .frameDrawn: base.handle(message, now: now)
        case .pointerPrecision(let precision):
            pointerPrecision = precision
            tellBoth(message, now: now)
        case .loadingMore(let more):
            isLoadingMore = more
            tellBoth(message, now: now)
        case .recordGestures(let recorder):
            gestureRecorder = recorder
            tellBoth(message, now: now)
        case .theme, .dataChanged: tellBoth(message, now: now)
        case .playing: break
        // Bound events are the picker's: the carousel beneath has the bindings.
        case .bindEvent: base.handle(message, now: now)
        case .inputReplaced:
            base.handle(message, now: now)
            presented?.handle(.dataChanged, now: now)
        }
        return nil
    }

    private func tellBoth(_ message: SceneMessage, now: Double) {
        base.handle(message, now: now)
        presented?.handle(message, now: now)
    }

    package func resize(width: Int, height: Int, now: Double) {
        base.resize(width: width, height: height, now: now)
        presented?.resize(width: width, height: height, now: now)
        // The drag a replay was playing is dropped: it plays again.
        drivers.saw(.resize(width: width, height: height), now: now, tracking: isTracking)
    }

    @discardableResult
    package func tick(now: Double) -> Bool {
        drivers.tickAutoplay(now: now, shown: shown)
        var overMoves = false
        if let scene = presented {
            overMoves = scene.tick(now: now)
            // The replay plays after the lanes moved.
            if let lanes = replayedLanes, drivers.tickReplay(now: now, race: lanes) { overMoves = true }
        }
        return base.tick(now: now) || overMoves
    }

    @discardableResult
    package func handle(_ event: InputEvent, now: Double) -> CarouselAction? {
        if case .resize(let w, let h) = event {
            resize(width: w, height: h, now: now)
            return nil
        }
        if drivers.take(event, now: now, shown: shown, race: replayedLanes) { return nil }
        let action = presented.map { $0.handle(event, now: now) } ?? base.handle(event, now: now)
        drivers.saw(event, now: now, tracking: isTracking)
        switch action {
        case .present(let presentation)?:
            // A drag in progress is let go first: the scene starts on the page it leaves.
            base.handle(.interrupted, now: now)
            present(presentation.make(base, now), now: now)
            return nil
        case .dismiss?:
            dismiss(now: now)
            return nil
        default:
            return action
        }
    }

    package func takeRequestedAction() -> CarouselAction? { base.takeRequestedAction() }

    package func render(into canvas: inout Canvas, now: Double) {
        shown.render(into: &canvas, now: now)
    }

    /// The scene that shows: the one presented while one is open, else the carousel.
    var shown: any DrivenScene { presented ?? base }
}

/// A scene the stack shows and its drivers play into: it says whether its help is open,
/// and shows what autoplay and a replay say of themselves.
package protocol DrivenScene: CarouselScene, AutoplayTarget {
    var showsHelp: Bool { get }
    /// What the stack last told it autoplay and a replay say (`SceneMessage.playing`).
    var autoplay: Autoplay? { get }
    var replayStatus: String? { get }
}

extension CarouselController: DrivenScene {}
