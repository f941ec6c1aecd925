import CarouselKit
import CarouselTerminal

/// Two cards a flick, however hard: a strategy of one's own.
struct TwoAtATime: PagingResolver {
    let name = "two-at-a-time"
    let summary = "always two cards per flick"
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {
        let page = context.clamped(context.startPage + 2 * PageMath.sign(context.velocity))
        target.page = page
        target.explanation = "p0 + 2 -> page \(context.label(page))"
    }
}

// Registered once: it races after the articles' strategies, and Tab, --strategy and the
// strategy(NAME) binding know it.
Strategies.register(TwoAtATime())
var configuration = CarouselConfiguration()
configuration.raceStrategies = Strategies.raceLanes
_ = try TerminalCarousel.run(dataSource: CardList(titles: (1...20).map { "Card \($0)" }), configuration: configuration)
