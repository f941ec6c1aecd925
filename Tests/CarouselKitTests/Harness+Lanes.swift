import CarouselTestSupport
@testable import CarouselKit

/// The harness over `carousel race`: a lane for each of `strategies` over `count` demo cards.
extension Harness where Scene == LanesScene {
    convenience init(race strategies: [any PagingResolver], width: Int = 100, height: Int = 60, count: Int = 20,
                     startPage: Int = 0, wraps: Bool = false, cardWidth: Int? = nil, spacing: Int? = nil,
                     depth: Theme.Depth? = nil) {
        var c = CarouselConfiguration()
        c.wraps = wraps
        c.cardExtent = cardWidth
        c.spacing = spacing
        if let depth { c.theme = .forDepth(depth) }
        let source = DemoCards(count: count)
        self.init(LanesScene(strategies: strategies, configuration: c, dataSource: source, startPage: startPage),
                  width: width, height: height, keeping: source)
    }
}
