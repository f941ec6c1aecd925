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
    /// The page the content's offsets were measured from, and the projection and target
    /// relative to it: exact at any count, where the absolute offsets above are `Double`s
    /// that lose their units past 2^53 cells (the overlay shows these).
    public var originPage: Int = 0
    public var relativeProjectedOffset: Double?
    public var relativeTargetOffset: Double?
    /// What moved the content when it was not a drag or a flick (`Home`, `PgDn`, `click`):
    /// the resolver was not asked, and the overlay says what was.
    public var command: String?
    /// What made a flick or drag when it was not the mouse button (`wheel`, `key`), for
    /// the overlay; `nil` for a drag.
    public var source: String? = nil
}
