/// The race over the demo: the lanes of a carousel's cards, geometry, page and screen
/// size. Presented over it (`R`), the carousel's own strategy is the first lane (Enter
/// chooses from it, and the page comes back from it), and Escape or R go back rather than
/// quitting.
extension LanesScene {
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
}

extension Strategies {
    /// The strategies of the articles, in their order: the race's lanes unless told.
    public static let articleNames = ["system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote"]
    public static var article: [any PagingResolver] { articleNames.compactMap(named) }
}
