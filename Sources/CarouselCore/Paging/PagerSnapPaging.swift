/// `pager-snap` — Android's `PagerSnapHelper` (and Flutter's `PageScrollPhysics`, which
/// rounds `o1/s ± 0.5` to the same result).
///
/// A fling (faster than 50 pt/s) goes to the next card in its direction from where the
/// content is at release: `floor(o1/s) + 1` forward, `ceil(o1/s) - 1` back. A slow release
/// snaps to the nearest card. Counted from the release, not the start, so a long drag
/// followed by a flick can move two cards.
public struct PagerSnapPaging: PagingResolver {
    public var name: String { "pager-snap" }
    public var summary: String { "fling: next card past the release position, else nearest (Android PagerSnapHelper, Flutter PageView)" }
    public var tagline: String { "a fling goes to the next card past the release (Android, Flutter)" }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        let position = c.releaseOffset / c.stride
        let page: Int
        if c.isFling {
            page = c.clamped(
                c.velocity > 0
                    ? PageMath.saturatingInt(position.rounded(.down)) + 1
                    : PageMath.saturatingInt(position.rounded(.up)) - 1)
            target.explanation = (c.velocity > 0 ? "fling on: floor(o1/s)+1" : "fling back: ceil(o1/s)-1") + " -> page \(c.label(page))"
        } else {
            page = c.clamped(c.near(c.releaseOffset))
            target.explanation = "no fling: near(o1) -> page \(c.label(page))"
        }
        target.page = page
    }
}
