/// `adjacent` — seed 001, for large pages.
///
/// `moved = P - s*p0`: one page on when `moved > s/2`, one back when `moved < -s/2`,
/// else stay. A release slower than 2 pt/ms stops dead and animates to the target at
/// the default speed, as the article's `setContentOffset(_:animated:)` does.
public struct AdjacentPaging: PagingResolver {
    public var name: String { "adjacent" }
    public var summary: String { "moved = P - s*p0 past half a card goes one page; slow releases stop dead, then animate (001)" }
    public var tagline: String { "past half a card goes one page; slow releases stop, then ease (001)" }
    /// The article's speed gate, in points per millisecond.
    package static let slowReleasePointsPerMillisecond = 2.0
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        let moved = c.projectedOffset - c.stride * Double(c.startPage)
        let step = moved > c.stride / 2 ? 1 : (moved < -c.stride / 2 ? -1 : 0)
        let page = c.clamped(c.startPage + step)
        target.page = page
        let slow = abs(c.velocityPointsPerMillisecond) < Self.slowReleasePointsPerMillisecond
        target.settle = slow ? .stopThenAnimate : .spring
        let movedPages = Formatting.fixed(moved / c.stride, digits: 2)
        target.explanation =
            "moved \(movedPages) cards from p0 \(c.label(c.startPage))"
            + (step == 0 ? " (within half) -> stay" : (step > 0 ? " > 1/2 -> +1" : " < -1/2 -> -1"))
            + " -> page \(c.label(page))" + (slow ? ", slow: stop, animate" : "")
    }
}
