/// UIScrollView's resistance past an end: `d*c*x / (d + c*x)`, `c = 0.55`, `d` the viewport.
/// The content moves less and less the further it is pulled, never more than `d`.
package enum RubberBand {
    package static let coefficient = 0.55

    package static func resisted(_ overscroll: Double, dimension: Double) -> Double {
        guard overscroll > 0, dimension > 0 else { return overscroll }
        let c = coefficient
        return dimension * c * overscroll / (dimension + c * overscroll)
    }

    /// Applies resistance to a raw offset that may lie outside `bounds`.
    package static func clampSoftly(_ raw: Double, bounds: ClosedRange<Double>?, dimension: Double) -> Double {
        guard let bounds else { return raw }
        if raw < bounds.lowerBound {
            return bounds.lowerBound - resisted(bounds.lowerBound - raw, dimension: dimension)
        }
        if raw > bounds.upperBound {
            return bounds.upperBound + resisted(raw - bounds.upperBound, dimension: dimension)
        }
        return raw
    }
}
