/// `by-few` — SwiftUI's `.scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByFew))`.
///
/// `near(P)`, but never further from `p0` than the cards one viewport holds (at least one):
/// a hard flick goes far enough to feel it, never so far that you lose your place.
public struct ByFewPaging: PagingResolver {
    public var name: String { "by-few" }
    public var summary: String { "near(P) limited to one viewport of cards from p0 (SwiftUI viewAligned .alwaysByFew)" }
    public var tagline: String { "nearest, but at most a screenful away (SwiftUI .alwaysByFew)" }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        let few = max(1, Int((c.viewport / c.stride).rounded(.down)))
        let near = c.near(c.projectedOffset)
        let page = c.clamped(min(max(near, c.startPage - few), c.startPage + few))
        target.page = page
        target.explanation = "near(P = \(c.projectedLabel)) limited to p0±\(few) -> page \(c.label(page))"
    }
}
