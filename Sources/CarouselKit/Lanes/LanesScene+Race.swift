import CarouselCore

/// The race: a lane a strategy over one set of cards, every gesture driving every lane.
/// Over the demo (`R`), the carousel's own strategy is the first lane (Enter chooses from
/// it, and the page comes back from it), and Escape or R go back rather than quitting.
extension LanesScene {
    /// The race of `strategies` over `dataSource`'s cards from `startPage`; `isPresented`
    /// when it was opened over another scene.
    package convenience init(
        strategies: [any PagingResolver], configuration: CarouselConfiguration,
        dataSource: CollectionViewDataSource, startPage: Int, isPresented: Bool = false
    ) {
        self.init(
            source: StrategyLanes(strategies: strategies, dataSource: dataSource), role: .race(presented: isPresented),
            configuration: configuration, startPage: startPage)
    }

    package convenience init(racePresentedOver carousel: CarouselController, now: Double) {
        var lanes = Strategies.raceLanes
        lanes.removeAll { $0.name == carousel.strategy.name }
        lanes.insert(carousel.strategy, at: 0)
        self.init(strategies: lanes, over: carousel, isPresented: true, now: now)
    }

    /// The race of `strategies` over `carousel`'s cards, geometry, page and screen size.
    package convenience init(strategies: [any PagingResolver], over carousel: CarouselController, isPresented: Bool, now: Double) {
        self.init(
            strategies: strategies, configuration: carousel.configuration, dataSource: carousel.dataSource,
            startPage: carousel.scrollView.destinationPage, isPresented: isPresented)
        resize(width: carousel.screen.width, height: carousel.screen.height, now: now)
    }

    /// The cards a race's lanes show.
    package var dataSource: CollectionViewDataSource? { (source as? StrategyLanes)?.dataSource }
    package var count: Int { lanes.first?.scrollView.layout.count ?? 0 }
    /// The page the carousel comes back on when the race closes: its first lane's.
    package var pageToReturnTo: Int { lanes.first?.scrollView.destinationPage ?? 0 }

    /// Goes to `page` in every lane a key pages; `command` says in the labels what asked for it.
    package func scroll(toPage page: Int, animated: Bool = true, now: Double, command: String = "scroll") {
        for lane in keyedLanes { lane.scrollView.scroll(toPage: page, animated: animated, now: now, command: command) }
    }

    // MARK: - The one drag path (a person's pointer, or a replayed one)

    func beginDrag(pointer: Double, now: Double, window: ClosedRange<Double>?) {
        gestures.begin(pointer: pointer, carousels: lanes, window: window, now: now)
    }

    func moveDrag(pointer: Double, now: Double) { gestures.move(pointer: pointer, now: now) }

    func endDrag(pointer: Double, now: Double) {
        if let outcome = gestures.end(pointer: pointer, now: now, kind: .drag) { handleLanes(outcome, now: now) }
    }

    func cancelDrag(now: Double) { gestures.cancel(now: now) }
}

/// What autoplay may ask of the lanes: the first lane's page says when the show is over;
/// its card goes to every lane.
extension LanesScene: AutoplayTarget {
    package var autoplayPage: Int { pageToReturnTo }
    package func autoplayFlick(now: Double) { flick(pages: Carousel.gentleFlickPages, hard: false, now: now, recordAs: nil) }
    package func autoplayRestart(now: Double) { scroll(toPage: 0, now: now, command: "autoplay") }
}

extension Strategies {
    /// The strategies of the articles, in their order: the race's lanes unless told.
    package static let articleNames = ["system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote"]
    package static var article: [any PagingResolver] { articleNames.compactMap(named) }
    /// A race's lanes unless told: the articles' strategies, then those a program registered.
    public static var raceLanes: [any PagingResolver] { article + registered }
}
