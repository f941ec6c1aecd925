/// `free` — UIScrollView without paging, for contrast: the content coasts with the
/// deceleration rate and stops wherever that ends, usually between two cards.
public struct FreeScrolling: PagingResolver {
    public var name: String { "free" }
    public var summary: String { "no paging: coast with the deceleration and stop wherever it ends (UIScrollView)" }
    public var tagline: String { "no paging: stops wherever the coast ends (UIScrollView)" }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        target.page = nil
        target.settle = .coast
        target.offset = c.projectedOffset
        if let b = c.pageBounds {
            let low = Double(b.lowerBound) * c.stride, high = Double(b.upperBound) * c.stride
            if target.offset < low || target.offset > high { target.settle = .spring }
            target.offset = min(max(target.offset, low), high)
        }
        target.explanation = "coast to P = \(c.projectedLabel), no snap"
    }
}
