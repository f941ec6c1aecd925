import CarouselPlatform

/// `spline` — Android's `OverScroller` fling distance, then the nearest card.
///
/// Android coasts along a spline: shorter than iOS at low speed, much further at high
/// speed, so a gentle flick moves one card and a hard one flies. Distance in dp for a
/// velocity in dp/s: `f*k * (0.35 v / (f*k))^(D/(D-1))` with friction `f = 0.015`,
/// `k = 9.80665 * 39.37 * 160 * 0.84` and `D = ln 0.78 / ln 0.9`; one cell taken as 8 dp.
public struct SplinePaging: PagingResolver {
    public var name: String { "spline" }
    public var summary: String { "Android's spline fling (short when slow, far when fast), then the nearest card (OverScroller)" }
    public var tagline: String { "Android's fling distance, then the nearest card (OverScroller)" }
    /// The strategy, as the carousel uses it: it has no settings.
    public init() {}

    package static let frictionTimesCoefficient = 0.015 * 9.80665 * 39.37 * 160 * 0.84
    package static let exponent: Double = {
        let d = log(0.78) / log(0.9)
        return d / (d - 1)
    }()

    public func projectedOffset(from offset: Double, velocity: Double) -> Double {
        let dpPerCell = 8.0
        let v = abs(velocity) * dpPerCell
        guard v > 0 else { return offset }
        let fk = Self.frictionTimesCoefficient
        let distance = fk * pow(0.35 * v / fk, Self.exponent) / dpPerCell
        return offset + (velocity > 0 ? distance : -distance)
    }

    /// Applies the rule the type's description gives, and says it with this drag's numbers in the explanation.
    public func updateTarget(_ target: inout ScrollTarget, context c: ScrollTargetContext) {
        let page = c.clamped(c.near(c.projectedOffset))
        target.page = page
        target.explanation = "spline P = \(c.projectedLabel), near(P) -> page \(c.label(page))"
    }
}
