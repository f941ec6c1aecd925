import CarouselCore

/// The scene of one carousel that events update and a view draws, without a terminal: the
/// demo and the picker. The terminal backend feeds it events with their arrival times and
/// writes out the canvas it draws; tests, `simulate`, `bench` and screenshots drive the very
/// same object, in the `SceneStack` that presents the race (`LanesScene`) over the demo when
/// `R` asks for one.
///
/// ```swift
/// let carousel = CarouselController(configuration: .init(), dataSource: myCards)
/// carousel.resize(width: 100, height: 30, now: 0)
/// carousel.handle(.key(KeyEvent(.right)), now: 0.1)
/// var canvas = Canvas(width: 100, height: 30)
/// carousel.render(into: &canvas, now: 0.5)
/// ```
public final class CarouselController: GestureScene, CarouselScene {
    /// The carousel the scene shows.
    package let carousel: Carousel
    /// The virtual collection view holding the visible cards.
    package var collectionView: CollectionView { carousel.collectionView }
    /// The scroll view: its offset, its page, its animation, its resolver.
    package internal(set) var scrollView: ScrollView {
        // Yielded, not returned: `scrollView.currentPage` then reads in place instead of
        // copying the whole scroll view (and retaining what it holds) several times a frame.
        _read { yield carousel.scrollView }
        _modify { yield &carousel.scrollView }
    }
    // `@exclusivity(unchecked)`: read and written every frame by the loop's thread alone, never
    // across a call that could reach it again; the runtime's check was a tenth of a frame.
    @exclusivity(unchecked) package private(set) var screen: ScreenLayout
    /// The page of the help being read, when it takes more than one.
    package var helpPage: Int { help.page }
    /// The picker this scene is: its lines, its search, its marks; nil in the demo.
    package let picker: Picker?
    /// The picker's search: a query line whose matches are the cards (nil: a demo, or a
    /// picker started `--disabled`, whose letter keys are commands).
    package var search: PickerSearch? { picker?.search }
    /// A picker's lines (its marks, and which line each card shows); nil in the demo.
    package var pickerLines: SearchingLineCards? { picker?.lines }
    /// `--bind` (the configuration's).
    package var bindings: [BindTrigger: [BindAction]] { configuration.bindings }
    /// What `--bind`'s actions keep between events.
    package let bound = BindingSession()
    /// The keys as the help lists them (`keyMap`), for the bindings they were made from.
    var keyMapMade: (bindings: [BindTrigger: [BindAction]], isPicker: Bool, keyMap: KeyMap)?
    /// What draws the screen, keeps what it drew and says what is under the pointer.
    let view = CarouselScreenView()

    /// The scene owns its data source (the collection view only points at it, as UIKit's
    /// does), so `CarouselController(..., dataSource: MyCards())` just works.
    package let dataSource: CollectionViewDataSource

    /// A scene of one carousel: the demo, or a program's own.
    public convenience init(configuration: CarouselConfiguration, dataSource: CollectionViewDataSource) {
        self.init(configuration: configuration, dataSource: dataSource, picker: nil)
    }

    /// A scene of one carousel that is `picker`'s when there is one (fzf's picker).
    package init(configuration: CarouselConfiguration, dataSource: CollectionViewDataSource, picker: Picker?) {
        self.dataSource = dataSource
        self.picker = picker
        screen = ScreenLayout(width: 80, height: 24, showsDetails: configuration.showsDetails, showsHeader: configuration.header != nil)
        let layout = CardGeometry.layout(for: screen, configuration: configuration, count: CollectionView.count(of: dataSource))
        carousel = Carousel(
            cellClass: CardCell.self, resolver: configuration.strategy, layout: layout, startPage: configuration.startPage,
            dataSource: dataSource, settleSpeed: configuration.settleSpeed,
            pointsPerCell: configuration.axis == .horizontal ? 8 : 16)
        carousel.scrollView.reducesMotion = configuration.reducesMotion
        super.init(configuration: configuration)
        // Previews get fzf's variables too, as the picker stands when each one starts.
        if let previewing = dataSource as? PreviewingCards {
            previewing.loader.environment = { [weak self] in self?.commandEnvironment ?? [:] }
        }
    }

    /// How many cards there are.
    package var count: Int { scrollView.layout.count }
    /// The page the carousel rests on, or the nearest while it moves (0-based).
    public var currentPage: Int { scrollView.currentPage }
    /// The carousel settles: frames are needed.
    package var isAnimating: Bool { carousel.isAnimating }
    /// The strategy paging the carousel now.
    public var strategy: any PagingResolver { scrollView.resolver }

    // MARK: - Geometry (the policy: CardGeometry)

    /// fzf's `resize` event.
    override func sizeChanged(now: Double) { fire(.resize, now: now) }

    override func relayout(now: Double) {
        let header = headerLines
        screen = ScreenLayout(
            width: lastWidth, height: lastHeight, showsDetails: configuration.showsDetails,
            showsHeader: !header.isEmpty && !bound.hiddenSections.contains(.header), headerLines: header.count,
            showsQuery: search != nil && !bound.hiddenSections.contains(.input),
            queryAtBottom: configuration.queryAtBottom, showsRules: !configuration.rule.isEmpty,
            showsFooter: configuration.footer != nil)
        let layout = CardGeometry.layout(for: screen, configuration: configuration, count: collectionView.numberOfItems)
        if layout != scrollView.layout { scrollView.setLayout(layout, now: now) }
    }

    /// The header's lines: `--header`'s, then the input's first (`--header-lines`), as fzf's.
    package var headerLines: [String] {
        let given = configuration.header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        return given + (pickerLines?.headerLines ?? [])
    }

    /// The data source's count changed: `reloadData()`.
    package func reloadData(now: Double) {
        collectionView.reloadData()
        relayout(now: now)
        picker?.followTrackedLine(in: self, now: now)
    }

    // MARK: - Strategy and settings

    /// Pages by `resolver` from now on.
    package func setStrategy(_ resolver: any PagingResolver, now: Double) {
        configuration.strategy = resolver
        scrollView.resolver = resolver
        relayout(now: now)
    }

    package func cycleStrategy(by step: Int, now: Double) {
        let all = Strategies.all
        let index = all.firstIndex { $0.name == strategy.name } ?? 0
        let next = ((index + step) % all.count + all.count) % all.count
        setStrategy(all[next], now: now)
    }

    package func setShowsDetails(_ shows: Bool, now: Double) {
        configuration.showsDetails = shows
        relayout(now: now)
    }

    package func setSettleSpeed(_ speed: Double) {
        configuration.settleSpeed = SettleSpeedLadder.clamped(speed)
        scrollView.settleSpeed = configuration.settleSpeed
    }

    package func setReducesMotion(_ reduces: Bool) {
        configuration.reducesMotion = reduces
        scrollView.reducesMotion = reduces
    }

    // MARK: - Motion

    /// Advances animations; true while frames are still needed.
    @discardableResult
    package func tick(now: Double) -> Bool {
        if let outcome = gestures.finishWheelIfQuiet(now: now) { handle(outcome, now: now) }
        picker?.showResults(in: self, now: now)
        let moving = scrollView.tick(now: now)
        picker?.noteTrackedLine(in: self, now: now)
        bound.fireFocusIfMoved(on: self, now: now)
        return moving
    }

    /// Goes to `page`; `command` says in the overlay what asked for it.
    package func scroll(toPage page: Int, animated: Bool = true, now: Double, command: String = "scroll") {
        scrollView.scroll(toPage: page, animated: animated, now: now, command: command)
    }

    /// Moves `pages` on from the page the carousel is going to.
    func scroll(byPages pages: Int, now: Double, command: String) {
        scrollView.scroll(byPages: pages, now: now, command: command)
    }

    package func flick(forward: Bool, hard: Bool, now: Double) {
        flick(forward: forward, hard: hard, now: now, recordAs: nil)
    }

    /// A flick that a person made (a key, a wheel notch) is recorded as `kind`.
    func flick(forward: Bool, hard: Bool, now: Double, recordAs kind: FinishedGesture.Kind?) {
        flick(pages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard, now: now, recordAs: kind)
    }

    /// A flick that projects `pages` (negative back), as a key or a wheel notch makes it.
    func flick(pages: Double, hard: Bool, now: Double, recordAs kind: FinishedGesture.Kind?) {
        let decision = scrollView.flick(pages: pages, exactProjection: !hard, now: now)
        if let kind { report(kind, samples: [], flickPages: pages, hard: hard, decision: decision) }
    }

    /// The positions the terminal can report along the axis: the whole screen.
    var pointerWindow: ClosedRange<Double> {
        let extent = configuration.axis == .horizontal ? screen.width : screen.height
        return 0...Double(max(0, extent - 1))
    }

    /// PgUp/PgDn's step: every card the strip shows, at least three.
    var pagesPerScreen: Int { scrollView.layout.pagesPerScreen }
}
