/// The race made to be presented over a carousel (`R` in the demo): the carousel's cards,
/// geometry and page, its own strategy as the first lane (Enter chooses from it, and the
/// page comes back from it), and Escape or R going back rather than quitting.
extension RaceController {
    public convenience init(presentedOver carousel: CarouselController, now: Double) {
        var lanes = Self.articleStrategies
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

    /// The page the carousel comes back on when the race closes: its first lane's.
    public var pageToReturnTo: Int? { lanes.first?.scrollView.destinationPage }
}
