/// `vote` — seed 003, approach 3.
///
/// When the release has no velocity, `near(P)`. Otherwise the velocity and the drag's
/// direction vote: `sign(v) + sign(o1 - o0)`; a positive vote goes one page on from `p0`,
/// a negative one back, a tie stays.
public struct VotePaging: PagingResolver {
    public var name: String { "vote" }
    public var summary: String { "v = 0: near(P); else sign(v) + sign(o1 - o0) votes one page from p0 (003)" }
    public var tagline: String { "the flick and the drag vote for one page either way (003)" }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        if c.velocity == 0 {
            let page = c.clamped(c.near(c.projectedOffset))
            target.page = page
            target.explanation = "v = 0: near(P = \(c.projectedLabel)) -> page \(c.label(page))"
            return
        }
        let vote = PageMath.sign(c.velocity) + PageMath.sign(c.releaseOffset - c.startOffset)
        let page = c.clamped(c.startPage + PageMath.sign(Double(vote)))
        target.page = page
        target.explanation = "vote sign(v)+sign(o1-o0) = \(vote) -> page \(c.label(page))"
    }
}
