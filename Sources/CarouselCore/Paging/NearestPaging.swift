/// `nearest` — seed 001 for small pages, and seed 002's flow layout
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
///
/// `near(P)`: the card nearest to where the flick would coast. A hard flick crosses several
/// cards (seed 002 calls this the fake paging).
public struct NearestPaging: PagingResolver {
    public var name: String { "nearest" }
    public var summary: String { "near(P): the card nearest the projected offset; hard flicks cross several (001, 002)" }
    public var tagline: String { "where the flick would coast, to the nearest card (001, 002)" }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        let page = c.clamped(c.near(c.projectedOffset))
        target.page = page
        target.explanation = "near(P = \(c.projectedLabel)) -> page \(c.label(page))"
    }
}
