/// The race: one lane per strategy over the same cards and geometry, stacked top to bottom,
/// and one gesture driving every lane. While the button is held every lane follows the
/// pointer 1:1; on release each resolves the same samples by its own rule and settles from
/// the same moment. Keys and the wheel go to every lane too.
///
/// A scene that events update and a view draws (`RaceController+Rendering`), as
/// `CarouselController` is; a scene stack presents it over the demo when `R` asks for it
/// (`SceneStack`), and `carousel race` starts in it.
public final class RaceController: CarouselScene {
    public let lanes: [RaceLane]
    public private(set) var screen: RaceScreenLayout
    /// Geometry and looks shared by every lane (its `strategy` is not used).
    public let configuration: CarouselConfiguration
    public let dataSource: CollectionViewDataSource
    /// Opened from the demo: Escape and R go back to it (q quits, as everywhere).
    public let isPresented: Bool
    /// Called with the first lane's view of every finished drag, wheel notch and key flick,
    /// so that a recorder can keep it.
    public var onGestureEnded: ((RaceGesture) -> Void)?
    /// Where finished gestures are recorded (`--record`): the first lane's, with every lane's own.
    public var gestureRecorder: GestureRecorder? {
        didSet { onGestureEnded = gestureRecorder.map { GestureRecording.observer($0, axis: configuration.axis) } }
    }
    /// What the replay playing into the lanes says (`replay 2/5`), for the status row
    /// (`RaceReplayDriver`; the scene stack sets it).
    public var replayStatus: String?
    /// What the carousel's autoplay says (`autoplay 2s`, `paused`), for the status row.
    public var autoplayStatus: String?
    /// More items are on their way: every lane's page figure says `N+`.
    public var isLoadingMore = false {
        didSet { if isLoadingMore != oldValue { for lane in lanes { lane.isLoadingMore = isLoadingMore } } }
    }

    /// The one gesture layer: a drag anywhere, or a swipe, drives every lane.
    let gestures = GestureLayer(axis: .horizontal)
    /// The help box: modal, taking keys and the mouse until it closes.
    public var help = HelpModal()
    /// Each lane's label says its decision in full: velocity, projection, the rule (`d`).
    public internal(set) var showsDetails = false {
        didSet { for lane in lanes { lane.showsDetails = showsDetails } }
    }
    /// How the terminal reports the mouse: in pixels a click may wander within its cell.
    public var pointerPrecision: PointerPrecision {
        get { gestures.precision }
        set { gestures.precision = newValue }
    }
    public internal(set) var settleSpeed: Double
    var helpLineCache: (context: HelpLine.Context, width: Int, text: String)?
    /// The loop's frame rate: the race shows none (each lane's label says its decision).
    public var framesPerSecond = 0

    /// The strategies of the articles, in their order: the default lanes.
    public static let articleStrategyNames = ["system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote"]
    public static var articleStrategies: [any PagingResolver] { articleStrategyNames.compactMap(Strategies.named) }

    public init(strategies: [any PagingResolver], configuration: CarouselConfiguration,
                dataSource: CollectionViewDataSource, startPage: Int, isPresented: Bool = false) {
        var c = configuration
        c.axis = .horizontal
        self.configuration = c
        self.dataSource = dataSource
        self.isPresented = isPresented
        screen = RaceScreenLayout(width: 80, height: 24, laneCount: strategies.count)
        let probe = CollectionView()
        probe.dataSource = dataSource
        let count = probe.numberOfItems
        lanes = strategies.map { resolver in
            var lc = c
            lc.strategy = resolver
            return RaceLane(resolver: resolver, layout: CarouselController.carouselLayout(viewport: 80, configuration: lc, count: count),
                            startPage: startPage, dataSource: dataSource, settleSpeed: c.settleSpeed)
        }
        settleSpeed = c.settleSpeed
        relayout(now: 0)
    }

    public var count: Int { lanes.first?.scrollView.layout.count ?? 0 }
    /// A lane settles: frames are needed.
    public var isAnimating: Bool { lanes.contains { $0.scrollView.isAnimating } }
    public var isDragging: Bool { gestures.isTracking }
    /// A drag holds the lanes: a person's, or a replayed one.
    public var isTracking: Bool { isDragging }
    public var glyphs: GlyphSet { configuration.glyphs }
    /// The help box is open: it takes every key and the mouse.
    public var showsHelp: Bool { help.isShown }
    /// The earliest timer the loop must wake for: the end of a swipe.
    public var nextWakeTime: Double? { gestures.wheelDeadline }

    // MARK: - Geometry

    private func relayout(now: Double) {
        let count = lanes.first?.collectionView.numberOfItems ?? 0
        for (k, lane) in lanes.enumerated() {
            lane.frame = k < screen.lanes.count ? screen.lanes[k] : nil
            var lc = configuration
            lc.strategy = lane.resolver
            let layout = CarouselController.carouselLayout(viewport: max(1, screen.width), configuration: lc, count: count)
            if layout != lane.scrollView.layout { lane.scrollView.setLayout(layout, now: now) }
        }
    }

    /// The terminal changed size: every lane keeps its page; a drag in progress is dropped.
    public func resize(width: Int, height: Int, now: Double) {
        cancelDrag(now: now)
        screen = RaceScreenLayout(width: width, height: height, laneCount: lanes.count)
        relayout(now: now)
    }

    /// The data source's count changed.
    public func reloadData(now: Double) {
        for lane in lanes { lane.collectionView.reloadData() }
        relayout(now: now)
    }

    /// The names of the lanes that did not fit the screen.
    public var leftOutNames: [String] { lanes.dropFirst(screen.lanes.count).map(\.name) }

    // MARK: - Motion

    /// Advances every lane's settle; true while anything still moves.
    @discardableResult
    public func tick(now: Double) -> Bool {
        if let outcome = gestures.finishWheelIfQuiet(now: now) { handle(outcome, now: now) }
        var moving = false
        for lane in lanes where lane.scrollView.tick(now: now) { moving = true }
        return moving
    }

    func cancelDrag(now: Double) {
        gestures.cancel(now: now)
    }

    /// A flick from the keyboard or the wheel, sent to every lane; recorded as `kind`
    /// (autoplay's flicks are not a person's, and are not recorded).
    public func flick(forward: Bool, hard: Bool, now: Double, kind: RaceGesture.Kind? = .key) {
        flick(pages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard, now: now, kind: kind)
    }

    /// A flick that projects `pages` (negative back), as a key or a wheel notch makes it.
    func flick(pages: Double, hard: Bool, now: Double, kind: RaceGesture.Kind?) {
        let decisions = lanes.map { $0.scrollView.flick(pages: pages, exactProjection: !hard, now: now) }
        if let kind { report(kind, samples: [], flickPages: pages, hard: hard, decisions: decisions) }
    }

    func scroll(toPage page: Int, now: Double, command: String) {
        for lane in lanes { lane.scrollView.scroll(toPage: page, animated: true, now: now, command: command) }
    }

    func scroll(byPages pages: Int, now: Double, command: String) {
        for lane in lanes { lane.scrollView.scroll(byPages: pages, now: now, command: command) }
    }

    /// Hands the finished gesture to `onGestureEnded` with what each lane decided of it
    /// (`decisions`, in the lanes' order; by default each lane's last). Nothing is reported
    /// when the first lane made no decision of it: a record never carries an older one.
    private func report(_ kind: RaceGesture.Kind, samples: [DragScript.Sample], flickPages: Double? = nil, hard: Bool = false,
                        decisions: [DragDecision?]? = nil) {
        guard let onGestureEnded, let first = lanes.first else { return }
        let decisions = decisions ?? lanes.map { $0.scrollView.lastDecision }
        guard let decision = decisions.first ?? nil else { return }
        let decided = zip(lanes, decisions).compactMap { lane, d in d.map { RaceGesture.Lane(layout: lane.scrollView.layout, decision: $0) } }
        onGestureEnded(RaceGesture(kind: kind, samples: samples, layout: first.scrollView.layout, decision: decision,
                                   flickPages: flickPages, hard: hard,
                                   pointerWindow: kind == .drag ? first.scrollView.pointerWindow : nil, lanes: decided))
    }

    // MARK: - Events

    /// Applies one event to every lane; says what the program should do, if anything
    /// (`.dismiss`: back to the carousel that presented the race).
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
            cancelDrag(now: now)
            return nil
        case .paste: return nil
        }
    }

    /// PgUp/PgDn's step, as the demo's: every card the first lane shows, at least three.
    var pagesPerScreen: Int { lanes.first?.scrollView.layout.pagesPerScreen ?? CarouselController.minimumPagesPerScreen }

    // MARK: - The one drag path (a person's pointer, or a replayed one)

    func beginDrag(pointer: Double, now: Double, window: ClosedRange<Double>?) {
        gestures.begin(pointer: pointer, carousels: lanes, window: window, now: now)
    }

    func moveDrag(pointer: Double, now: Double) {
        gestures.move(pointer: pointer, now: now)
    }

    func endDrag(pointer: Double, now: Double) {
        if let outcome = gestures.end(pointer: pointer, now: now, kind: .drag) { handle(outcome, now: now) }
    }

    /// What a finished gesture means to the race: a record of it; a lone notch's flick.
    func handle(_ outcome: GestureLayer.Outcome, now: Double) {
        switch outcome {
        case .ended(let ended): report(ended.kind, samples: ended.samples, decisions: ended.decisions)
        case .notch(let forward, let hard):
            // Its flick was made in every lane when it came: only the record is left.
            report(.wheel, samples: [], flickPages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard)
        }
    }
}
