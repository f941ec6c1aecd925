/// A finished drag and what the resolver made of it, in absolute terms: what `simulate`
/// prints and the decision overlay shows.
public struct DragDecision: Equatable, Sendable {
    public var strategy: String
    public var stride: Int
    /// Absolute, 0-based.
    public var startPage: Int
    public var startOffset: Double
    public var releaseOffset: Double
    /// Content velocity, cells per second.
    public var velocity: Double
    public var projectedOffset: Double
    public var targetPage: Int?
    public var targetOffset: Double
    public var settle: SettleStyle
    public var explanation: String
    /// True for the keyboard's synthetic flicks.
    public var fromKeyboard: Bool
}
