@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport

/// The harness over lanes: `carousel race` (a lane for each of `strategies` over `count` demo
/// cards) and `carousel shelves` (carousels stacked in a list that pages too).
extension Harness where Scene == LanesScene {
    convenience init(
        race strategies: [any PagingResolver], width: Int = 100, height: Int = 60, count: Int = 20,
        startPage: Int = 0, wraps: Bool = false, cardWidth: Int? = nil, spacing: Int? = nil,
        depth: Theme.Depth? = nil
    ) {
        var c = CarouselConfiguration()
        c.wraps = wraps
        c.cardExtent = cardWidth
        c.spacing = spacing
        if let depth { c.theme = .forDepth(depth) }
        let source = DemoCards(count: count)
        self.init(
            LanesScene(strategies: strategies, configuration: c, dataSource: source, startPage: startPage),
            width: width, height: height, keeping: source)
    }

    convenience init(_ source: ShelfSource, width: Int = 100, height: Int = 30, settleSpeed: Double = 1) {
        var c = CarouselConfiguration()
        c.settleSpeed = settleSpeed
        self.init(LanesScene(shelves: source, configuration: c), width: width, height: height)
    }

    /// Demo shelves, one for each of `strategies`, of `count` cards each. The strategies
    /// are asked for, so that `Harness(count:)` alone still means the stack.
    convenience init(strategies: [String], count: Int = 20, width: Int = 100, height: Int = 30) {
        self.init(DemoShelves(strategies: strategies.compactMap(Strategies.named), count: count), width: width, height: height)
    }

    /// The demo's shelves: one for each strategy the article shows.
    convenience init() { self.init(strategies: Strategies.articleNames) }

    /// The label row of the shelf named `name`, if shown.
    func label(_ name: String) -> String? {
        screen.first { $0.hasPrefix("▶ " + name + " ") || $0.hasPrefix("  " + name + " ") }
    }

    func labelRow(_ name: String) -> Int? {
        screen.firstIndex { $0.hasPrefix("▶ " + name + " ") || $0.hasPrefix("  " + name + " ") }
    }
}
