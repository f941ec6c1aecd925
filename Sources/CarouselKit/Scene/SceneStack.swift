/// What the runner runs for the demo: the carousel, and the race while one is presented
/// over it. `R` in the carousel asks for the race (`CarouselAction.presentRace`); Escape or
/// R in a presented race asks to leave it (`.dismiss`), and the carousel comes back on the
/// page of the race's first lane. `carousel race` starts with the race presented, and
/// leaving it quits. The scene shown takes every event; autoplay drives it.
///
/// ```swift
/// let stack = SceneStack(configuration: .init(), dataSource: DemoCards(count: 20))
/// stack.handle(.key(KeyEvent(.character("R"))), now: 1)   // stack.presented is the race
/// ```
public final class SceneStack: CarouselScene {
    /// The carousel beneath, there from start to end.
    public let base: CarouselController
    /// The race over it, while one is open: it takes every event and draws the screen.
    public private(set) var presented: RaceController?
    /// `--autoplay`: a card every so often in whatever shows, paused by Space, a drag or a key.
    var autoplayDriver: AutoplayDriver?

    public var isLoadingMore = false {
        didSet {
            base.isLoadingMore = isLoadingMore
            presented?.isLoadingMore = isLoadingMore
        }
    }
    public var pointerPrecision = PointerPrecision.cells {
        didSet {
            base.pointerPrecision = pointerPrecision
            presented?.pointerPrecision = pointerPrecision
        }
    }
    public var framesPerSecond: Int {
        get { base.framesPerSecond }
        set { base.framesPerSecond = newValue }
    }
    /// Where finished gestures are recorded (`--record`): the carousel's and the race's alike.
    public var gestureRecorder: GestureRecorder? {
        didSet {
            base.gestureRecorder = gestureRecorder
            presented?.gestureRecorder = gestureRecorder
        }
    }

    /// The carousel of `configuration` over `dataSource`; with `raceStrategies`, the race of
    /// them presented from the start (`carousel race`), playing `raceReplay` if there is one.
    public convenience init(configuration: CarouselConfiguration, dataSource: CollectionViewDataSource) {
        self.init(base: CarouselController(configuration: configuration, dataSource: dataSource))
        if let lanes = configuration.raceStrategies {
            present(RaceController(strategies: lanes, over: base, isPresented: false, now: 0), now: 0)
            if let records = configuration.raceReplay { presented?.startReplay(records) }
        }
    }

    public init(base: CarouselController) {
        self.base = base
        autoplayDriver = base.configuration.autoplayInterval.map { AutoplayDriver(interval: $0) }
    }

    /// Autoplay's state, while there is autoplay.
    public var autoplay: Autoplay? { autoplayDriver?.state }
    public var autoplayStatus: String? { autoplay?.statusText }
    public var glyphs: GlyphSet { base.glyphs }
    public var isAnimating: Bool { base.isAnimating || presented?.isAnimating == true }
    public var isTracking: Bool { base.isTracking || presented?.isTracking == true }

    /// When the event loop must wake for autoplay's next card; `nil` while paused or off.
    public var nextAutoplayTime: Double? { autoplayDriver?.nextTime }

    /// The earliest timer the loop must wake for: autoplay's, and those of the scenes.
    public var nextWakeTime: Double? {
        [nextAutoplayTime, base.nextWakeTime, presented?.nextWakeTime].compactMap { $0 }.min()
    }

    // MARK: - Presenting

    /// Opens `race` over the carousel; a drag in progress on the carousel is let go where it is.
    public func present(_ race: RaceController, now: Double) {
        base.handle(.interrupted, now: now)
        race.pointerPrecision = pointerPrecision
        race.gestureRecorder = gestureRecorder
        race.isLoadingMore = isLoadingMore
        presented = race
    }

    /// Closes the race; the carousel comes back on the page of the race's first lane.
    public func dismiss(now: Double) {
        guard let race = presented else { return }
        presented = nil
        if let page = race.pageToReturnTo, page != base.scrollView.destinationPage {
            base.scroll(toPage: page, animated: false, now: now, command: "race")
        }
    }

    // MARK: - The scene's calls, to whatever shows

    public func resize(width: Int, height: Int, now: Double) {
        base.resize(width: width, height: height, now: now)
        presented?.resize(width: width, height: height, now: now)
    }

    public func reloadData(now: Double) {
        base.reloadData(now: now)
        presented?.reloadData(now: now)
    }

    @discardableResult
    public func tick(now: Double) -> Bool {
        if let race = presented { autoplayDriver?.tick(now: now, driving: race) } else { autoplayDriver?.tick(now: now, driving: base) }
        let raceMoves = presented?.tick(now: now) ?? false
        return base.tick(now: now) || raceMoves
    }

    @discardableResult
    public func handle(_ event: InputEvent, now: Double) -> CarouselAction? {
        if case .resize(let w, let h) = event {
            resize(width: w, height: h, now: now)
            return nil
        }
        if autoplayTakes(event, now: now) { return nil }
        let action = presented.map { $0.handle(event, now: now) } ?? base.handle(event, now: now)
        // A press that took hold of the cards is a drag: the person took over.
        if case .mouse(let m) = event, m.kind == .press, isTracking { autoplayDriver?.pause() }
        switch action {
        case .presentRace?:
            present(RaceController(presentedOver: base, now: now), now: now)
            return nil
        case .dismiss?:
            dismiss(now: now)
            return nil
        default:
            return action
        }
    }

    /// Space pauses or resumes autoplay; a person's other key or wheel notch pauses it (and
    /// does what it does), as a drag does (`handle`). The help box, while open, takes them
    /// all. True when the event was autoplay's.
    private func autoplayTakes(_ event: InputEvent, now: Double) -> Bool {
        guard autoplayDriver != nil, !(presented?.showsHelp ?? base.showsHelp) else { return false }
        switch event {
        case .key(let key):
            if let race = presented { return autoplayDriver?.takes(key, now: now, driving: race) ?? false }
            return autoplayDriver?.takes(key, now: now, driving: base) ?? false
        case .mouse(let m):
            if case .wheel(let dx, let dy) = m.kind, dx != 0 || dy != 0 { autoplayDriver?.pause() }
            return false
        default:
            return false
        }
    }

    public func render(into canvas: inout Canvas, now: Double) {
        if let race = presented {
            race.autoplayStatus = autoplayStatus
            return race.render(into: &canvas, now: now)
        }
        base.autoplay = autoplay
        base.render(into: &canvas, now: now)
    }
}
