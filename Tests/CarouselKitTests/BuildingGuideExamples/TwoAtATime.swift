import CarouselKit

/// Two cards a flick, however hard: a strategy of a program's own.
struct TwoAtATime: PagingResolver {
    let name = "two-at-a-time"
    let summary = "always two cards per flick"
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {
        let page = context.clamped(context.startPage + 2 * PageMath.sign(context.velocity))
        target.page = page
        target.explanation = "p0 + 2 -> page \(context.label(page))"
    }
}

/// Called once, before the program's first scene: from then on the strategy is one of them all.
func registerTwoAtATime() {
    Strategies.register(TwoAtATime())
}
