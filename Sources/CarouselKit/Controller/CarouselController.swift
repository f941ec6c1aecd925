/// A carousel as a model that events update and a view draws: the demo's scene, without a
/// terminal. The terminal backend feeds it events with their arrival times and writes out
/// the canvas it draws; tests, `simulate`, `bench` and screenshots drive the very same
/// object, in the `SceneStack` that presents the race over it when `R` asks for one.
///
/// ```swift
/// let carousel = CarouselController(configuration: .init(), dataSource: myCards)
/// carousel.resize(width: 100, height: 30, now: 0)
/// carousel.handle(.key(KeyEvent(.right)), now: 0.1)
/// var canvas = Canvas(width: 100, height: 30)
/// carousel.render(into: &canvas, now: 0.5)
/// ```
public final class CarouselController: CarouselScene {
    /// The one carousel this scene shows.
    public let carousel: Carousel
    public var collectionView: CollectionView { carousel.collectionView }
    public internal(set) var scrollView: ScrollView {
        get { carousel.scrollView }
        _modify { yield &carousel.scrollView }
        set { carousel.scrollView = newValue }
    }
    public internal(set) var configuration: CarouselConfiguration
    public private(set) var screen: ScreenLayout
    /// The help box: modal, taking keys and the mouse until it closes.
    public var help = HelpModal()
    public var showsHelp: Bool {
        get { help.isShown }
        set { help.isShown = newValue }
    }
    /// The page of the help being read, when it takes more than one.
    public var helpPage: Int { help.page }
    /// More items are on their way (a picker still reading): the page figure says `N+`.
    public var isLoadingMore = false
    /// The picker's search: a query line whose matches are the cards (nil: a demo, or a
    /// picker started `--disabled`, whose letter keys are commands).
    public var search: PickerSearch? {
        didSet { relayout(now: 0) }
    }
    /// A picker's lines (its marks, and which line each card shows); nil in the demo.
    public var pickerLines: SearchingLineCards?
    /// The event loop's frame rate, for the overlay (the loop measures it: `FrameMeter`).
    public var framesPerSecond = 0
    /// The one gesture layer: drags, clicks and swipes on the carousel.
    let gestures: GestureLayer
    /// Where finished gestures are recorded (`--record`): an observer of this scene.
    public var gestureRecorder: GestureRecorder? {
        didSet { onGestureEnded = gestureRecorder.map { GestureRecording.observer($0, axis: configuration.axis) } }
    }
    /// Called with every finished drag, swipe, wheel notch and key flick a person made.
    public var onGestureEnded: ((FinishedGesture) -> Void)?
    /// What autoplay's driver says of itself, for the status line (`SceneStack` sets it).
    public var autoplay: Autoplay?
    /// How the terminal reports the mouse, for the overlay (`mouse pixels`).
    public var pointerPrecision = PointerPrecision.cells {
        didSet { gestures.precision = pointerPrecision }
    }
    private var lastWidth = 0, lastHeight = 0

    /// What draws the screen and keeps what it drew.
    let view = CarouselScreenView()

    public static let cellIdentifier = "card"
    /// The controller owns its data source (the collection view only points at it, as
    /// UIKit's does), so `CarouselController(..., dataSource: MyCards())` just works.
    public let dataSource: CollectionViewDataSource

    public init(configuration: CarouselConfiguration, dataSource: CollectionViewDataSource) {
        self.configuration = configuration
        self.dataSource = dataSource
        gestures = GestureLayer(axis: configuration.axis)
        screen = ScreenLayout(width: 80, height: 24, showsDetails: configuration.showsDetails, showsHeader: configuration.header != nil)
        let probe = CollectionView()
        probe.dataSource = dataSource
        let layout = Self.carouselLayout(for: screen, configuration: configuration, count: probe.numberOfItems)
        carousel = Carousel(resolver: configuration.strategy, layout: layout, startPage: configuration.startPage,
                            dataSource: dataSource, settleSpeed: configuration.settleSpeed,
                            pointsPerCell: configuration.axis == .horizontal ? 8 : 16)
        lastWidth = 80; lastHeight = 24
    }

    public var count: Int { scrollView.layout.count }
    public var currentPage: Int { scrollView.currentPage }
    public var isAnimating: Bool { scrollView.isAnimating }
    /// A drag holds the content.
    public var isTracking: Bool { gestures.isTracking }
    /// Nothing moves and nothing is held, in whatever shows: the moment for work that would
    /// disturb a gesture (writing records, taking in new items).
    public var isAtRest: Bool { !isAnimating && !isTracking }
    public var strategy: any PagingResolver { scrollView.resolver }
    public var glyphs: GlyphSet { configuration.glyphs }
    /// What autoplay says on screen, while there is autoplay.
    public var autoplayStatus: String? { autoplay?.statusText }

    // MARK: - Geometry (the policy: CarouselController+Geometry)

    private func relayout(now: Double) {
        screen = ScreenLayout(width: lastWidth, height: lastHeight, showsDetails: configuration.showsDetails,
                              showsHeader: configuration.header != nil, showsQuery: search != nil)
        let layout = Self.carouselLayout(for: screen, configuration: configuration, count: collectionView.numberOfItems)
        if layout != scrollView.layout { scrollView.setLayout(layout, now: now) }
    }

    /// The terminal changed size: keep the page, drop any drag in progress.
    public func resize(width: Int, height: Int, now: Double) {
        lastWidth = max(0, width); lastHeight = max(0, height)
        gestures.cancel(now: now)
        relayout(now: now)
    }

    /// The data source's count changed: `reloadData()`.
    public func reloadData(now: Double) {
        collectionView.reloadData()
        relayout(now: now)
    }

    // MARK: - Strategy and settings

    public func setStrategy(_ resolver: any PagingResolver, now: Double) {
        configuration.strategy = resolver
        scrollView.resolver = resolver
        relayout(now: now)
    }

    public func cycleStrategy(by step: Int, now: Double) {
        let all = Strategies.all
        let index = all.firstIndex { $0.name == strategy.name } ?? 0
        let next = ((index + step) % all.count + all.count) % all.count
        setStrategy(all[next], now: now)
    }

    public func setShowsDetails(_ shows: Bool, now: Double) {
        configuration.showsDetails = shows
        relayout(now: now)
    }

    public func setSettleSpeed(_ speed: Double) {
        configuration.settleSpeed = SettleSpeedLadder.clamped(speed)
        scrollView.settleSpeed = configuration.settleSpeed
    }

    // MARK: - Motion

    /// Advances animations; true while frames are still needed.
    @discardableResult
    public func tick(now: Double) -> Bool {
        if let outcome = gestures.finishWheelIfQuiet(now: now) { handle(outcome, now: now) }
        applySearchResults(now: now)
        return scrollView.tick(now: now)
    }

    /// Goes to `page`; `command` says in the overlay what asked for it.
    public func scroll(toPage page: Int, animated: Bool = true, now: Double, command: String = "scroll") {
        scrollView.scroll(toPage: page, animated: animated, now: now, command: command)
    }

    /// Keyboard flicks: a gentle one projects one card, a hard one five.
    public static let gentleFlickPages = 1.0
    public static let hardFlickPages = 5.0

    public func flick(forward: Bool, hard: Bool, now: Double) {
        flick(forward: forward, hard: hard, now: now, recordAs: nil)
    }

    /// A flick that a person made (a key, a wheel notch) is recorded as `kind`.
    func flick(forward: Bool, hard: Bool, now: Double, recordAs kind: GestureRecord.Kind?) {
        let pages = hard ? Self.hardFlickPages : Self.gentleFlickPages
        let decision = scrollView.flick(pages: forward ? pages : -pages, exactProjection: !hard, now: now)
        if let kind, let decision {
            report(FinishedGesture(kind: kind == .wheel ? .wheel : .key, samples: [], layout: scrollView.layout, decision: decision,
                                   flickPages: forward ? pages : -pages, hard: hard))
        }
    }

    // MARK: - Events

    /// Applies one event; returns what the program should do, if anything.
    @discardableResult
    public func handle(_ event: InputEvent, now: Double) -> CarouselAction? {
        switch event {
        case .key(let key):
            // A key after a swipe builds on where the swipe was going.
            if let outcome = gestures.finishWheel(now: now) { handle(outcome, now: now) }
            return handleKey(key, now: now)
        case .mouse(let mouse): handleMouse(mouse, now: now); return nil
        case .resize(let w, let h): resize(width: w, height: h, now: now); return nil
        case .interrupted:
            gestures.cancel(now: now)
            return nil
        case .paste(let text):
            // A paste is text for the query, not keystrokes: it neither moves, chooses nor quits.
            _ = searchTakesPaste(text, now: now)
            return nil
        }
    }

    private func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction? {
        if showsHelp { return help.handle(e, pageCount: helpOverlay?.pageCount) }
        if multiSelectTakes(e, now: now) { return nil }
        if searchTakes(e, now: now) { return nil }
        guard let command = KeyMap.standard.command(for: e) else { return nil }
        return perform(command, now: now)
    }

    public static let minimumPagesPerScreen = 3

    /// Hands a finished gesture to whatever observes the scene.
    func report(_ gesture: FinishedGesture) {
        onGestureEnded?(gesture)
    }

    /// The card under a point, relative to the current page (0 for the current card).
    public func tappedNeighbour(x: Int, y: Int) -> Int? {
        carousel.relativePage(along: configuration.axis == .horizontal ? x - screen.strip.x : y - screen.strip.y)
    }

    func pageControlClick(x: Int, now: Double) {
        guard let hit = pageControlHits.first(where: { x >= $0.x && x < $0.x + 2 }) else { return }
        scroll(toPage: hit.page, now: now, command: "click")
    }

    /// Where each dot of the page control is, for clicks.
    var pageControlHits: [(x: Int, page: Int)] {
        let symbols = PageControl.symbols(count: count, current: scrollView.destinationPage, width: max(0, screen.width - 4))
        return PageDots.hits(symbols, start: max(0, (screen.width - PageDots.width(of: symbols)) / 2))
    }
}

/// What the status line's page figure says.
struct PageFigureKey: Equatable {
    var page: Int
    var count: Int
    /// Every line, while a search's matches are shown.
    var total: Int?
    var isLoadingMore = false
    /// Lines marked, in a multi-select picker.
    var marked: Int?
    /// Autoplay's seconds and whether it is paused, when there is autoplay.
    var autoplayInterval: Double?
    var autoplayPaused = false
}

/// Everything the overlay's lines say.
struct DetailsKey: Equatable {
    var decision: DragDecision?
    var counters: CollectionView.Counters
    var framesPerSecond: Int
    var settleSpeed: Double
    var cardExtent: Int
    var spacing: Int
    var width: Int
    var rows: Int
    var pointerPrecision: PointerPrecision
}

/// Strings drawn every frame but made only when they change.
struct TextCache {
    var page: (key: PageFigureKey, text: String)?
    var details: (key: DetailsKey, lines: [String])?
    var helpLine: (context: HelpLine.Context, width: Int, text: String)?
}
