import CarouselCore

/// Lanes of carousels in a vertical list that scrolls, each lane a label row over a strip
/// of cards: the race (one lane a strategy over the same cards, one gesture driving every
/// lane, so that a person sees how each answers the very same flick) and the shelves (one
/// lane a group of cards, a gesture driving the lane it began on, UIKit's compositional
/// layout with `orthogonalScrollingBehavior`). They differ in their `Role`, not their code.
///
/// The list is a vertical scroll paged by its own strategy. Only the lanes a gesture can
/// drive have a carousel (every lane of a race, the shelves on screen); carousels of lanes
/// gone from view are reused, each lane's page kept in a small memory while it is off screen.
///
/// ```swift
/// let race = LanesScene(strategies: Strategies.article, configuration: .init(),
///                       dataSource: DemoCards(count: 20), startPage: 0)
/// race.resize(width: 100, height: 30, now: 0)
/// race.handle(.key(KeyEvent(.right, shift: true)), now: 0.1)   // every lane decides
/// ```
package final class LanesScene: GestureScene, CarouselScene {
    package let source: LaneSource
    package let role: Role
    package private(set) var screen: LanesLayout
    /// The list of lanes: a vertical scroll, one page a lane (the scene draws the lanes).
    let list: Scroller
    /// The lane keys go to where a gesture drives one lane (the shelves).
    package internal(set) var focus = 0
    /// The carousels of the lanes that have one, by lane, and the ones waiting to be reused.
    var shown: [Int: LaneCarousel] = [:]
    var pool: [LaneCarousel] = []
    private var memory: [Int: LaneMemory] = [:]
    /// The carousels that have a lane, in the lanes' order (every lane of a race).
    private(set) var laneCarousels: [LaneCarousel] = []
    /// The same, as carousels (an array of class references upcasts without a copy).
    package var lanes: [Carousel] { laneCarousels.map(\.carousel) }
    /// The list's own gestures (the lanes' are the scene's `gestures`).
    let listGestures = GestureLayer(axis: .vertical)
    /// The lane a drag or a swipe drives alone.
    var drivenLane: Int?
    var helpRow = HelpRow()
    /// What Enter chose from a lane whose source prints its own bytes.
    package internal(set) var chosen: [UInt8]?
    /// The page every lane starts on.
    private let startPage: Int

    override func setPointerPrecision(_ precision: PointerPrecision) {
        gestures.precision = precision
        listGestures.precision = precision
    }

    override package var isTracking: Bool { gestures.isTracking || listGestures.isTracking || gestures.isHoldingPress }

    override package var nextWakeTime: Double? {
        [gestures.wheelDeadline, listGestures.wheelDeadline].compactMap { $0 }.min()
    }

    override func cancelGestures(now: Double) {
        gestures.cancel(now: now)
        listGestures.cancel(now: now)
        drivenLane = nil
    }

    package init(
        source: LaneSource, role: Role, configuration: CarouselConfiguration, startPage: Int = 0,
        listStrategy: any PagingResolver = NearestPaging()
    ) {
        self.source = source
        self.role = role
        var c = configuration
        c.axis = .horizontal
        // A label says its lane's decision in full only when asked (`d`).
        c.showsDetails = false
        screen = LanesLayout(width: 80, height: 24, laneCount: source.laneCount, sizing: role.sizing)
        list = Scroller(
            resolver: listStrategy, layout: CarouselLayout(viewport: 1, cardExtent: 1, spacing: 0, count: source.laneCount),
            settleSpeed: c.settleSpeed, pointsPerCell: 16)
        list.scrollView.reducesMotion = c.reducesMotion
        self.startPage = startPage
        super.init(configuration: c)
        relayout(now: 0)
    }

    package var laneCount: Int { source.laneCount }

    // MARK: - Geometry

    override func relayout(now: Double) {
        screen = LanesLayout(width: lastWidth, height: lastHeight, laneCount: source.laneCount, sizing: role.sizing)
        var layout = CarouselLayout(
            viewport: max(1, screen.list.height), cardExtent: max(1, screen.laneHeight), spacing: 0,
            count: source.laneCount, alignment: .leading)
        // The last page rests the last lane at the bottom, as ↓ leaves it, whatever the flick.
        layout.endsAtLastCard = true
        if layout != list.scrollView.layout { list.scrollView.setLayout(layout, now: now) }
        focus = min(focus, max(0, source.laneCount - 1))
        for carousel in shown.values { relayout(carousel, now: now) }
        syncLanes()
    }

    /// The source's items changed (lines still arriving).
    package func reloadData(now: Double) {
        source.update()
        for carousel in shown.values { carousel.collectionView.reloadData() }
        relayout(now: now)
    }

    func laneLayout(cards: CollectionViewDataSource, resolver: any PagingResolver) -> CarouselLayout {
        var c = configuration
        c.strategy = resolver
        return CardGeometry.layout(viewport: max(1, screen.width), configuration: c, count: CollectionView.count(of: cards))
    }

    func relayout(_ carousel: LaneCarousel, now: Double) {
        let layout = laneLayout(cards: carousel.cards, resolver: carousel.resolver)
        if layout != carousel.scrollView.layout { carousel.scrollView.setLayout(layout, now: now) }
    }

    /// The top row of `lane` on the screen as the list is scrolled now (may be off screen).
    func top(ofLane lane: Int) -> Int {
        let scroll = list.scrollView
        return screen.list.y + (lane - scroll.originPage) * scroll.layout.stride - Int(scroll.offset.rounded(.down))
    }

    /// The lanes with any row in the list, in order.
    package var visibleLanes: Range<Int> {
        let scroll = list.scrollView
        guard !screen.isTooSmall, source.laneCount > 0 else { return 0..<0 }
        let stride = Double(max(1, scroll.layout.stride))
        let first = Double(scroll.originPage) + (scroll.offset / stride).rounded(.down)
        let last = Double(scroll.originPage) + ((scroll.offset + Double(screen.list.height) - 1) / stride).rounded(.down)
        let lower = Int(max(0, min(first, Double(source.laneCount))))
        let upper = Int(max(0, min(last + 1, Double(source.laneCount))))
        return lower..<max(lower, upper)
    }

    /// Where each lane shown whole in the list draws, top to bottom.
    package var shownLanes: [LaneFrame] {
        visibleLanes.compactMap { lane in
            let top = top(ofLane: lane)
            guard top >= screen.list.y, top + screen.laneHeight <= screen.list.maxY else { return nil }
            return screen.frame(ofLane: lane, top: top)
        }
    }

    /// The lane shown whole at the top of the list.
    package var firstShownLane: Int? { shownLanes.first?.lane }

    /// The names of the lanes shown whole, top to bottom.
    package var shownLaneNames: [String] { shownLanes.map { source.name(ofLane: $0.lane) } }

    /// Gives each lane a gesture can drive a carousel (reusing those of lanes gone from
    /// view, whose pages are remembered) and takes them back from the rest. A lane held by
    /// a gesture keeps its carousel.
    func syncLanes() {
        let wanted = routing.lanesWithCarousels(count: source.laneCount, visible: visibleLanes)
        var changed = false
        for (lane, carousel) in shown where !wanted.contains(lane) && lane != drivenLane {
            memory[lane] = LaneMemory(page: carousel.scrollView.destinationPage, resolver: carousel.resolver)
            carousel.collectionView.updateVisibleItems(EmptyCollection<Int>())
            carousel.collectionView.invalidatePrefetching()
            shown[lane] = nil
            pool.append(carousel)
            changed = true
        }
        for lane in wanted where shown[lane] == nil {
            let remembered = memory[lane]
            let resolver = remembered?.resolver ?? source.strategy(ofLane: lane)
            let page = remembered?.page ?? startPage
            let reused = pool.popLast()
            let cards = source.cards(ofLane: lane, reusing: reused?.cards)
            let layout = laneLayout(cards: cards, resolver: resolver)
            if let reused {
                reused.reuse(
                    for: lane, name: source.name(ofLane: lane), cards: cards, resolver: resolver, layout: layout,
                    page: page, settleSpeed: settleSpeed)
                shown[lane] = reused
            } else {
                shown[lane] = LaneCarousel(
                    lane: lane, name: source.name(ofLane: lane), cards: cards, resolver: resolver,
                    layout: layout, page: page, settleSpeed: settleSpeed)
            }
            shown[lane]?.scrollView.reducesMotion = configuration.reducesMotion
            changed = true
        }
        if changed { laneCarousels = shown.keys.sorted().compactMap { shown[$0] } }
    }

    /// The carousel of `lane`, if it has one.
    package func carousel(ofLane lane: Int) -> Carousel? { shown[lane]?.carousel }

    /// The page a lane is on or going to, shown or not.
    package func page(ofLane lane: Int) -> Int {
        shown[lane]?.scrollView.destinationPage ?? memory[lane]?.page ?? 0
    }

    package func strategy(ofLane lane: Int) -> any PagingResolver {
        shown[lane]?.resolver ?? memory[lane]?.resolver ?? source.strategy(ofLane: lane)
    }

    /// The labels of the lanes that have a carousel, in order.
    package var laneLabels: [LaneLabel] { laneCarousels.map(\.label) }

    /// The lane whose top the list rests on (or is going to).
    package var listPage: Int { list.scrollView.destinationPage }
}
