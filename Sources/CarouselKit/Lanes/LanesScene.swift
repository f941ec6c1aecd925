/// Lanes of carousels stacked top to bottom, each with a label row (`LaneLabel`), one
/// gesture driving every lane: the race, one lane a strategy over the same cards, geometry
/// and page, so that a person sees how each strategy answers the very same flick. Lanes that
/// do not all fit scroll (↑/↓, the vertical wheel); every lane keeps its page and motion
/// whether shown or not. Presented over the demo (`R`), Escape and R go back to it.
///
/// ```swift
/// let race = LanesScene(strategies: Strategies.article, configuration: .init(),
///                       dataSource: DemoCards(count: 20), startPage: 0)
/// race.resize(width: 100, height: 30, now: 0)
/// race.handle(.key(KeyEvent(.right, shift: true)), now: 0.1)   // every lane decides
/// ```
public final class LanesScene: GestureScene, CarouselScene {
    /// Every lane, top to bottom.
    public let lanes: [Carousel]
    /// One label a lane, in the lanes' order: what they say and where they drew their dots.
    public let laneLabels: [LaneLabel]
    public private(set) var screen: ScreenLayout
    /// Opened over another scene (the demo): Escape and R go back to it.
    public let isPresented: Bool
    /// The cards every lane shows (the lanes only point at it, as UIKit's views do).
    public let dataSource: CollectionViewDataSource
    var helpRow = HelpRow()

    /// A lane of the same cards and geometry for each of `strategies`, from `startPage`;
    /// `isPresented` when it was opened over another scene.
    public init(strategies: [any PagingResolver], configuration: CarouselConfiguration,
                dataSource: CollectionViewDataSource, startPage: Int, isPresented: Bool = false) {
        var c = configuration
        c.axis = .horizontal
        // Each lane's label says its decision: in full only when asked (`d`).
        c.showsDetails = false
        self.dataSource = dataSource
        self.isPresented = isPresented
        screen = ScreenLayout(width: 80, height: 24, laneCount: strategies.count)
        let count = CollectionView.count(of: dataSource)
        lanes = strategies.map { resolver in
            var lc = c
            lc.strategy = resolver
            return Carousel(resolver: resolver, layout: CardGeometry.layout(viewport: 80, configuration: lc, count: count),
                            startPage: startPage, dataSource: dataSource, settleSpeed: c.settleSpeed)
        }
        laneLabels = lanes.map { LaneLabel(carousel: $0) }
        super.init(configuration: c)
        relayout(now: 0)
    }

    /// The first lane: what Enter chooses from, and the page the demo comes back on.
    public var firstLane: Carousel { lanes[0] }
    public var count: Int { firstLane.scrollView.layout.count }
    public var isAnimating: Bool { lanes.contains { $0.isAnimating } }
    /// The page the carousel comes back on when the race closes: its first lane's.
    public var pageToReturnTo: Int { firstLane.scrollView.destinationPage }

    // MARK: - Geometry

    override func relayout(now: Double) {
        screen = ScreenLayout(width: lastWidth, height: lastHeight, laneCount: lanes.count, firstLane: screen.firstLane)
        let count = lanes[0].collectionView.numberOfItems
        for lane in lanes {
            var lc = configuration
            lc.strategy = lane.resolver
            let layout = CardGeometry.layout(viewport: max(1, screen.width), configuration: lc, count: count)
            if layout != lane.scrollView.layout { lane.scrollView.setLayout(layout, now: now) }
        }
    }

    /// The data source's count changed.
    public func reloadData(now: Double) {
        for lane in lanes { lane.collectionView.reloadData() }
        relayout(now: now)
    }

    /// The lanes scroll by `delta` where not all fit (clamped to the ends); every lane
    /// keeps its page and motion whether shown or not. True when the lanes shown changed.
    @discardableResult
    public func scrollLanes(by delta: Int) -> Bool {
        guard !screen.isTooSmall else { return false }
        let first = screen.firstLane
        screen = ScreenLayout(width: lastWidth, height: lastHeight, laneCount: lanes.count, firstLane: first + delta)
        return screen.firstLane != first
    }

    /// The names of the lanes on screen, top to bottom.
    public var shownLaneNames: [String] {
        lanes.dropFirst(screen.firstLane).prefix(screen.lanes.count).map(\.name)
    }

    /// `lanes 4-7 of 10 · ↑/↓ more`: which lanes show when not all fit, and how to see the rest.
    public var laneListText: String? {
        guard screen.laneListRow != nil, !screen.lanes.isEmpty else { return nil }
        let first = screen.firstLane + 1, last = screen.firstLane + screen.lanes.count
        return " lanes \(first)-\(last) of \(lanes.count) · ↑/↓ more"
    }

    /// The positions the terminal can report along the lanes: the whole width.
    var pointerWindow: ClosedRange<Double> { 0...Double(max(0, screen.width - 1)) }

    // MARK: - Motion

    @discardableResult
    public func tick(now: Double) -> Bool {
        if let outcome = gestures.finishWheelIfQuiet(now: now) { handle(outcome, now: now) }
        var moving = false
        for lane in lanes where lane.scrollView.tick(now: now) { moving = true }
        return moving
    }

    /// Goes to `page` in every lane; `command` says in the labels what asked for it.
    public func scroll(toPage page: Int, animated: Bool = true, now: Double, command: String = "scroll") {
        for lane in lanes { lane.scrollView.scroll(toPage: page, animated: animated, now: now, command: command) }
    }

    /// Moves every lane `screenfuls` of its own cards on (PgUp/PgDn, Space), as a demo of
    /// its strategy would go.
    func scroll(byScreenfuls screenfuls: Int, now: Double, command: String) {
        for lane in lanes { lane.scrollView.scroll(byPages: screenfuls * lane.scrollView.layout.pagesPerScreen, now: now, command: command) }
    }

    /// A flick that projects `pages` (negative back) in every lane, as a key or a wheel
    /// notch makes it (a replay too); recorded as `kind` when a person made it.
    func flick(pages: Double, hard: Bool, now: Double, recordAs kind: FinishedGesture.Kind?) {
        let decisions = lanes.map { $0.scrollView.flick(pages: pages, exactProjection: !hard, now: now) }
        if let kind { report(kind, samples: [], flickPages: pages, hard: hard, decisions: decisions) }
    }

    public func setSettleSpeed(_ speed: Double) {
        configuration.settleSpeed = SettleSpeedLadder.clamped(speed)
        for lane in lanes { lane.scrollView.settleSpeed = configuration.settleSpeed }
    }

    // MARK: - The one drag path (a person's pointer, or a replayed one)

    func beginDrag(pointer: Double, now: Double, window: ClosedRange<Double>?) {
        gestures.begin(pointer: pointer, carousels: lanes, window: window, now: now)
    }

    func moveDrag(pointer: Double, now: Double) { gestures.move(pointer: pointer, now: now) }

    func endDrag(pointer: Double, now: Double) {
        if let outcome = gestures.end(pointer: pointer, now: now, kind: .drag) { handle(outcome, now: now) }
    }

    func cancelDrag(now: Double) { gestures.cancel(now: now) }
}
