import CarouselCore

/// What the runner runs for the demo: the carousel, and the race (`LanesScene`) while one
/// is presented over it. `R` in the carousel asks for the race (`CarouselAction.presentRace`); Escape or
/// R in a presented race asks to leave it (`.dismiss`), and the carousel comes back on the
/// page of the race's first lane. `carousel race` starts with the race presented, and
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
    /// The race over it, while one is open: it takes every event and draws the screen.
    package private(set) var presented: LanesScene? { didSet { showDriversStatus() } }
    /// What plays by itself: autoplay in whatever shows, a replay in the race (`startReplay`).
    /// Whatever changes them tells the scene shown, so that drawing only reads.
    package var drivers = SceneDrivers() { didSet { showDriversStatus() } }

    package var isLoadingMore = false {
        didSet {
            base.isLoadingMore = isLoadingMore
            presented?.isLoadingMore = isLoadingMore
        }
    }
    package var pointerPrecision = PointerPrecision.cells {
        didSet {
            base.pointerPrecision = pointerPrecision
            presented?.pointerPrecision = pointerPrecision
        }
    }
    package var theme: Theme {
        get { base.theme }
        set {
            base.theme = newValue
            presented?.theme = newValue
        }
    }
    package var framesPerSecond: Int {
        get { base.framesPerSecond }
        set { base.framesPerSecond = newValue }
    }
    /// Where finished gestures are recorded (`--record`): the carousel's and the race's alike.
    package var gestureRecorder: GestureRecorder? {
        didSet {
            base.gestureRecorder = gestureRecorder
            presented?.gestureRecorder = gestureRecorder
        }
    }

    /// The carousel of `configuration` over `dataSource`; with `raceStrategies`, the race of
    /// them presented from the start (`carousel race`), playing `raceReplay` if there is one.
    package convenience init(configuration: CarouselConfiguration, dataSource: CollectionViewDataSource) {
        self.init(base: CarouselController(configuration: configuration, dataSource: dataSource))
        if let lanes = configuration.raceStrategies {
            present(LanesScene(strategies: lanes, over: base, isPresented: false, now: 0), now: 0)
            if let records = configuration.raceReplay { startReplay(records) }
        }
    }

    package init(base: CarouselController) {
        self.base = base
        drivers.autoplay = base.configuration.autoplayInterval.map { AutoplayDriver(interval: $0) }
        showDriversStatus()
    }

    /// What autoplay and a replay say of themselves, on the scene that shows (its status row).
    private func showDriversStatus() {
        let shown = self.shown
        shown.autoplay = autoplay
        shown.replayStatus = replay?.statusText
    }

    package var autoplayStatus: String? { autoplay?.statusText }
    package var glyphs: GlyphSet { base.glyphs }
    /// Something settles, or a replayed drag moves the lanes: frames are needed.
    package var isAnimating: Bool { base.isAnimating || presented?.isAnimating == true || drivers.replay?.isDragging == true }
    package var isTracking: Bool { base.isTracking || presented?.isTracking == true }

    /// The earliest timer the loop must wake for: the drivers', and those of the scenes.
    package var nextWakeTime: Double? {
        [drivers.nextWakeTime, base.nextWakeTime, presented?.nextWakeTime].compactMap { $0 }.min()
    }

    // MARK: - Presenting

    /// Opens `race` over the carousel; a drag in progress on the carousel is let go where it is.
    package func present(_ race: LanesScene, now: Double) {
        base.handle(.interrupted, now: now)
        race.pointerPrecision = pointerPrecision
        race.gestureRecorder = gestureRecorder
        race.isLoadingMore = isLoadingMore
        presented = race
    }

    /// Closes the race; the carousel comes back on the page of the race's first lane. A
    /// replay playing into it ends with it.
    package func dismiss(now: Double) {
        guard let race = presented else { return }
        presented = nil
        drivers.replay = nil
        // The lanes told the previews their cards' size: the carousel tells its own again.
        base.collectionView.invalidateItemSize()
        if race.pageToReturnTo != base.scrollView.destinationPage {
            let page = race.pageToReturnTo
            base.scroll(toPage: page, animated: false, now: now, command: "race")
        }
    }

    // MARK: - The scene's calls, to whatever shows

    package func resize(width: Int, height: Int, now: Double) {
        base.resize(width: width, height: height, now: now)
        presented?.resize(width: width, height: height, now: now)
        // The drag a replay was playing is dropped: it plays again.
        drivers.saw(.resize(width: width, height: height), now: now, tracking: isTracking)
    }

    package func reloadData(now: Double) {
        base.reloadData(now: now)
        presented?.reloadData(now: now)
    }

    @discardableResult
    package func tick(now: Double) -> Bool {
        drivers.tickAutoplay(now: now, shown: shown)
        var raceMoves = false
        if let race = presented {
            raceMoves = race.tick(now: now)
            // The replay plays after the lanes moved.
            if drivers.tickReplay(now: now, race: race) { raceMoves = true }
        }
        return base.tick(now: now) || raceMoves
    }

    @discardableResult
    package func handle(_ event: InputEvent, now: Double) -> CarouselAction? {
        if case .resize(let w, let h) = event {
            resize(width: w, height: h, now: now)
            return nil
        }
        if drivers.take(event, now: now, shown: shown, race: presented) { return nil }
        let action = presented.map { $0.handle(event, now: now) } ?? base.handle(event, now: now)
        drivers.saw(event, now: now, tracking: isTracking)
        switch action {
        case .presentRace?:
            // A drag in progress is let go first: the race starts on the page it leaves.
            base.handle(.interrupted, now: now)
            present(LanesScene(racePresentedOver: base, now: now), now: now)
            return nil
        case .dismiss?:
            dismiss(now: now)
            return nil
        default:
            return action
        }
    }

    /// Bound events are the picker's: the carousel beneath has the bindings.
    package func fire(_ event: BindEvent, now: Double) { base.fire(event, now: now) }
    package func takeRequestedAction() -> CarouselAction? { base.takeRequestedAction() }
    package func replaceInput(now: Double) {
        base.replaceInput(now: now)
        presented?.reloadData(now: now)
    }

    package func render(into canvas: inout Canvas, now: Double) {
        shown.render(into: &canvas, now: now)
    }

    /// The scene that shows: the race while one is open, else the carousel.
    var shown: any DrivenScene { presented ?? base }
}

/// A scene the stack shows and its drivers play into: it says whether its help is open,
/// and shows what autoplay and a replay say of themselves.
protocol DrivenScene: CarouselScene, AutoplayTarget {
    var showsHelp: Bool { get }
    var autoplay: Autoplay? { get set }
    var replayStatus: String? { get set }
}

extension CarouselController: DrivenScene {}
extension LanesScene: DrivenScene {}
