/// `unclipped` — seeds 000 and 003, approach 2: `clipsToBounds = NO`.
///
/// The scroll view is made one stride wide and stops clipping, so the neighbours show
/// outside its bounds while the system pager pages by one stride. Paging is `system`'s:
/// one page per gesture. The article's lesson is the `hitTest(_:with:)` override on the
/// container, so that a touch on a neighbour outside the bounds still reaches it: here a
/// click on a peeking card scrolls to it.
public struct UnclippedPaging: PagingResolver {
    public var name: String { "unclipped" }
    public var summary: String { "clipsToBounds = NO: system paging by one stride, neighbours peek, a click on one goes there (000, 003)" }
    public var tagline: String { "one card a page, neighbours show; click one to go (000, 003)" }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        let page = OnePagePerGesture.page(context: c)
        target.page = page
        target.explanation = OnePagePerGesture.explain(context: c, page: page)
    }
}
