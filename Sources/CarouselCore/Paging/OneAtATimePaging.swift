/// `one-at-a-time` — seed 002, ATPagingByCell.
///
/// `near(o1) + sign(v)`, clamped to `p0-1 ... p0+1`: never more than one card per gesture,
/// however fast the flick, and counted from where the drag began so a fast flick cannot skip.
public struct OneAtATimePaging: PagingResolver {
    public var name: String { "one-at-a-time" }
    public var summary: String { "near(o1)+sign(v) clamped to p0-1...p0+1: never more than one card per flick (002)" }
    public var tagline: String { "never more than one card per flick (002)" }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        let released = c.near(c.releaseOffset)
        let wanted = released + PageMath.sign(c.velocity)
        let page = c.clamped(min(max(wanted, c.startPage - 1), c.startPage + 1))
        target.page = page
        target.explanation =
            "near(o1)+sign(v) = \(c.label(released))\(OnePagePerGesture.signed(PageMath.sign(c.velocity)))"
            + ", within one of p0 = \(c.label(c.startPage)) -> page \(c.label(page))"
    }
}
