/// Shelves: many carousels on one screen, stacked top to bottom, each paging its own way,
/// inside a list that is itself a vertical carousel (the App Store's and every streaming
/// service's layout; UIKit's compositional layout with `orthogonalScrollingBehavior`).
///
/// Only the shelves on screen have a `Carousel`; they are reused as the list scrolls, and
/// each shelf's page is kept in a small memory while it is off screen. A drag decides its
/// axis first (`DirectionalLock`): sideways it drives the shelf it began on, up/down the list.
///
/// ```swift
/// let scene = ShelvesScene(source: DemoShelves(strategies: Strategies.article, count: 20),
///                          configuration: CarouselConfiguration())
/// scene.resize(width: 100, height: 30, now: 0)
/// scene.handle(.key(KeyEvent(.down)), now: 0.1)   // the focus goes to the second shelf
/// ```
public final class ShelvesScene: GestureScene, CarouselScene {
    public let source: ShelfSource
    public private(set) var screen = ShelvesLayout(width: 0, height: 0)
    /// The list of shelves: a vertical scroll, one page a shelf (the scene draws the shelves).
    let list: Scroller
    /// The shelf with the focus (keys go to it).
    public internal(set) var focus = 0
    /// The carousels of the shelves on screen, by shelf; and the ones waiting to be reused.
    var shown: [Int: ShelfCarousel] = [:]
    private var pool: [ShelfCarousel] = []
    private var memory: [Int: ShelfMemory] = [:]
    /// The list's own gestures (the shelves' are the scene's `gestures`).
    let listGestures = GestureLayer(axis: .vertical)
    var lock = DirectionalLock()
    /// The shelf a drag or a swipe drives sideways.
    var drivenShelf: Int?
    var helpRow = HelpRow()
    /// The focused shelf's label says its last decision (`d`).
    public internal(set) var showsDetails = false
    /// `--preview`: each card shows its line's, run for the cards of the shelves on screen.
    public var previews: PreviewWants?
    /// What Enter chose: the bytes to print.
    public internal(set) var chosen: [UInt8]?

    override public var pointerPrecision: PointerPrecision {
        get { gestures.precision }
        set { gestures.precision = newValue; listGestures.precision = newValue }
    }

    public init(source: ShelfSource, configuration: CarouselConfiguration, listStrategy: any PagingResolver = NearestPaging()) {
        self.source = source
        var c = configuration
        c.axis = .horizontal
        list = Scroller(resolver: listStrategy, layout: CarouselLayout(viewport: 1, cardExtent: 1, spacing: 0, count: source.shelfCount),
                        settleSpeed: c.settleSpeed, pointsPerCell: 16)
        super.init(configuration: c)
    }

    public var shelfCount: Int { source.shelfCount }

    // MARK: - Geometry

    override func relayout(now: Double) {
        screen = ShelvesLayout(width: lastWidth, height: lastHeight)
        relayoutList(now: now)
        for carousel in shown.values { relayout(carousel, now: now) }
        syncShelves()
    }

    public func reloadData(now: Double) {
        (source as? LineShelves)?.update()
        relayoutList(now: now)
        for carousel in shown.values { relayout(carousel, now: now) }
        syncShelves()
    }

    private func relayoutList(now: Double) {
        var layout = CarouselLayout(viewport: max(1, screen.list.height), cardExtent: max(1, screen.shelfHeight), spacing: 0,
                                    count: source.shelfCount, alignment: .leading)
        // The last page rests the last shelf at the bottom, as ↓ leaves it, whatever the flick.
        layout.endsAtLastCard = true
        if layout != list.scrollView.layout { list.scrollView.setLayout(layout, now: now) }
        focus = min(focus, max(0, source.shelfCount - 1))
    }

    func shelfLayout(shelf: Int, resolver: any PagingResolver) -> CarouselLayout {
        var c = configuration
        c.strategy = resolver
        return CardGeometry.layout(viewport: max(1, screen.width), configuration: c, count: source.cardCount(ofShelf: shelf))
    }

    func relayout(_ carousel: ShelfCarousel, now: Double) {
        let layout = shelfLayout(shelf: carousel.shelf, resolver: carousel.resolver)
        if layout != carousel.scrollView.layout { carousel.scrollView.setLayout(layout, now: now) }
    }

    /// The top row of `shelf` on the screen as the list is scrolled now (may be off screen).
    func top(ofShelf shelf: Int) -> Int {
        let scroll = list.scrollView
        return screen.list.y + (shelf - scroll.originPage) * scroll.layout.stride - Int(scroll.offset.rounded(.down))
    }

    /// The shelves with any row in the list, in order.
    public var visibleShelves: Range<Int> {
        let scroll = list.scrollView
        guard !screen.isTooSmall, source.shelfCount > 0 else { return 0..<0 }
        let stride = Double(max(1, scroll.layout.stride))
        let first = Double(scroll.originPage) + (scroll.offset / stride).rounded(.down)
        let last = Double(scroll.originPage) + ((scroll.offset + Double(screen.list.height) - 1) / stride).rounded(.down)
        let lower = Int(max(0, min(first, Double(source.shelfCount))))
        let upper = Int(max(0, min(last + 1, Double(source.shelfCount))))
        return lower..<max(lower, upper)
    }

    /// Gives each visible shelf a carousel (reusing those of shelves gone from view, whose
    /// pages are remembered) and takes them back from the rest. A shelf held by a gesture
    /// keeps its carousel.
    func syncShelves() {
        let visible = visibleShelves
        for (shelf, carousel) in shown where !visible.contains(shelf) && shelf != drivenShelf {
            memory[shelf] = ShelfMemory(page: carousel.scrollView.destinationPage, resolver: carousel.resolver)
            carousel.collectionView.updateVisibleItems(EmptyCollection<Int>())
            carousel.collectionView.invalidatePrefetching()
            shown[shelf] = nil
            pool.append(carousel)
        }
        for shelf in visible where shown[shelf] == nil {
            let remembered = memory[shelf]
            let resolver = remembered?.resolver ?? source.strategy(ofShelf: shelf)
            let layout = shelfLayout(shelf: shelf, resolver: resolver)
            let page = remembered?.page ?? 0
            if let carousel = pool.popLast() {
                carousel.reuse(for: shelf, resolver: resolver, layout: layout, page: page, settleSpeed: settleSpeed)
                shown[shelf] = carousel
            } else {
                shown[shelf] = ShelfCarousel(source: source, shelf: shelf, resolver: resolver, layout: layout, page: page,
                                             settleSpeed: settleSpeed, previews: previews)
            }
        }
    }

    /// Where each shown shelf's page dots were last drawn on its label row, for clicks.
    var labelDotHits: [Int: [(x: Int, page: Int)]] { shown.mapValues { $0.label.dotHits } }

    /// The carousel of `shelf`, if it is on screen.
    public func carousel(ofShelf shelf: Int) -> Carousel? { shown[shelf] }

    /// The page a shelf is on or going to, shown or not.
    public func page(ofShelf shelf: Int) -> Int {
        shown[shelf]?.scrollView.destinationPage ?? memory[shelf]?.page ?? 0
    }

    public func strategy(ofShelf shelf: Int) -> any PagingResolver {
        shown[shelf]?.resolver ?? memory[shelf]?.resolver ?? source.strategy(ofShelf: shelf)
    }

    /// Carousels alive now: the shown ones and the pool (what virtualisation keeps small).
    public var carouselCount: Int { shown.count + pool.count }

    /// Card cells alive now in every carousel the scene keeps (shown and pooled):
    /// bounded by what is on screen, whatever the number of shelves and cards.
    public var cellsAlive: Int {
        (shown.values + pool).reduce(0) { $0 + $1.collectionView.counters.alive }
    }

    /// Card cells on screen now, over the visible shelves.
    public var cellsVisible: Int { shown.values.reduce(0) { $0 + $1.collectionView.counters.visible } }

    /// Card cells ever made, and dequeues served by reuse, over the carousels the scene keeps.
    public var cellsCreated: Int { (shown.values + pool).reduce(0) { $0 + $1.collectionView.counters.created } }
    public var cellsReused: Int { (shown.values + pool).reduce(0) { $0 + $1.collectionView.counters.reused } }

    /// The shelf whose top the list rests on (or is going to).
    public var listPage: Int { list.scrollView.destinationPage }

    // MARK: - Motion

    public var isAnimating: Bool { list.scrollView.isAnimating || shown.values.contains { $0.scrollView.isAnimating } }
    override public var isTracking: Bool { gestures.isTracking || listGestures.isTracking || lock.isActive }

    override public var nextWakeTime: Double? {
        [gestures.wheelDeadline, listGestures.wheelDeadline].compactMap { $0 }.min()
    }

    @discardableResult
    public func tick(now: Double) -> Bool {
        if let outcome = gestures.finishWheelIfQuiet(now: now) { handleShelf(outcome, now: now) }
        if let outcome = listGestures.finishWheelIfQuiet(now: now) { handleList(outcome, now: now) }
        var moving = list.scrollView.tick(now: now)
        syncShelves()
        for carousel in shown.values where carousel.scrollView.tick(now: now) { moving = true }
        return moving
    }

    override func cancelGestures(now: Double) {
        gestures.cancel(now: now)
        listGestures.cancel(now: now)
        lock.reset()
        drivenShelf = nil
    }
}
