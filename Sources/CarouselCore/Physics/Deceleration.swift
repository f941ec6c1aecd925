/// UIScrollView's deceleration: velocity shrinks by `rate` every millisecond.
public struct DecelerationRate: Equatable, Sendable {
    /// The fraction of its velocity the content keeps each millisecond (UIKit's `rawValue`).
    public var perMillisecond: Double
    /// A rate of one's own, between 0 and 1.
    public init(perMillisecond: Double) { self.perMillisecond = perMillisecond }

    /// `UIScrollView.DecelerationRate.normal`: a flick coasts 0.499 s worth of its velocity.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// Where a flick would coast to: `offset + velocity/1000 * rate/(1 - rate)`.
    package func projectedOffset(from offset: Double, velocity: Double) -> Double {
        let r = perMillisecond
        return offset + velocity / 1000 * r / (1 - r)
    }
}
