/// The race: the scene of lanes, one strategy each, over a carousel's cards, geometry, page
/// and screen size. Made to be presented over the carousel (`R` in the demo), the carousel's
/// own strategy is the first lane (Enter chooses from it, and the page comes back from it),
/// and Escape or R go back rather than quitting.
extension CarouselController {
    public convenience init(racePresentedOver carousel: CarouselController, now: Double) {
        var lanes = Strategies.article
        lanes.removeAll { $0.name == carousel.strategy.name }
        lanes.insert(carousel.strategy, at: 0)
        self.init(strategies: lanes, over: carousel, isPresented: true, now: now)
    }

    /// The race of `strategies` over `carousel`'s cards, geometry, page and screen size.
    public convenience init(strategies: [any PagingResolver], over carousel: CarouselController, isPresented: Bool, now: Double) {
        self.init(strategies: strategies, configuration: carousel.configuration, dataSource: carousel.dataSource,
                  startPage: carousel.scrollView.destinationPage, isPresented: isPresented)
        resize(width: carousel.screen.width, height: carousel.screen.height, now: now)
    }

    /// The lanes: every carousel of the scene, one a strategy in a race.
    public var lanes: [Carousel] { carousels }

    /// The page the carousel comes back on when the race closes: its first lane's.
    public var pageToReturnTo: Int { scrollView.destinationPage }

    /// The names of the lanes on screen, top to bottom.
    public var shownLaneNames: [String] {
        guard arrangement == .lanes else { return [] }
        return carousels.dropFirst(screen.firstLane).prefix(screen.lanes.count).map(\.name)
    }

    /// `lanes 4-7 of 10 · ↑/↓ more`: which lanes show when not all fit, and how to see the rest.
    public var laneListText: String? {
        guard arrangement == .lanes, screen.laneListRow != nil, !screen.lanes.isEmpty else { return nil }
        let first = screen.firstLane + 1, last = screen.firstLane + screen.lanes.count
        return " lanes \(first)-\(last) of \(carousels.count) · ↑/↓ more"
    }
}

extension Strategies {
    /// The strategies of the articles, in their order: the race's lanes unless told.
    public static let articleNames = ["system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote"]
    public static var article: [any PagingResolver] { articleNames.compactMap(named) }
}
