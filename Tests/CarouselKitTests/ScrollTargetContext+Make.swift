@testable import CarouselCore
@testable import CarouselKit

extension ScrollTargetContext {
    /// A context for a finished drag in a carousel of `count` cards, pages absolute
    /// (origin 0), offsets given in cells.
    static func make(
        stride: Double = 63, count: Int = 20, startPage: Int, startOffset: Double? = nil,
        releaseOffset: Double, velocity: Double, projectedOffset: Double? = nil,
        viewport: Double = 100, endless: Bool = false
    ) -> ScrollTargetContext {
        let o0 = startOffset ?? Double(startPage) * stride
        let projected = projectedOffset ?? DecelerationRate.normal.projectedOffset(from: releaseOffset, velocity: velocity)
        return ScrollTargetContext(
            stride: stride, startPage: startPage, startOffset: o0, releaseOffset: releaseOffset,
            velocity: velocity, projectedOffset: projected,
            pageBounds: endless ? nil : 0...(count - 1), viewport: viewport,
            pointsPerCell: 8, originPage: 0, count: count)
    }
}

/// Runs a resolver on a context and returns the target it chose.
func resolve(_ resolver: any PagingResolver, _ context: ScrollTargetContext) -> ScrollTarget {
    var target = ScrollTarget(offset: context.projectedOffset)
    resolver.updateTarget(&target, context: context)
    return target
}
