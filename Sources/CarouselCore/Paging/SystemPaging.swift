/// `system` — seeds 000 and 003, approach 1: `isPagingEnabled = YES`.
///
/// The page is the whole viewport, so each card fills it and nothing peeks: exactly the
/// limitation the articles set out to escape. One page per gesture: a flick goes one page
/// in its direction from the page where the drag began, a slow release to the nearest page
/// (never more than one away).
public struct SystemPaging: PagingResolver {
    public var name: String { "system" }
    public var summary: String { "isPagingEnabled: the page is the viewport, cards fill it, one page per gesture (000, 003)" }
    public var tagline: String { "the page is the whole screen, so cards fill it (000, 003)" }
    public var pageSizing: PageSizing { .viewport }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        let page = OnePagePerGesture.page(context: c)
        target.page = page
        target.explanation = OnePagePerGesture.explain(context: c, page: page)
    }
}

/// The paging rule `system` and `unclipped` share: one page in the flick's direction,
/// else the nearest, never further than one page from the start of the drag.
package enum OnePagePerGesture {
    package static func page(context c: ScrollTargetContext) -> Int {
        let chosen = c.isFling ? c.startPage + PageMath.sign(c.velocity) : c.near(c.releaseOffset)
        return c.clamped(min(max(chosen, c.startPage - 1), c.startPage + 1))
    }

    package static func explain(context c: ScrollTargetContext, page: Int) -> String {
        c.isFling
            ? "flick: p0\(signed(PageMath.sign(c.velocity))) = \(c.label(c.startPage))\(signed(PageMath.sign(c.velocity))) -> page \(c.label(page))"
            : "no flick: near(o1) -> page \(c.label(page))"
    }

    package static func signed(_ k: Int) -> String { k >= 0 ? "+\(k)" : "\(k)" }
}
