/// A finished drag and what the resolver made of it, in absolute terms: what `simulate`
/// prints and the decision overlay shows.
package struct DragDecision: Equatable, Sendable {
    package var strategy: String
    package var stride: Int
    /// Absolute, 0-based.
    package var startPage: Int
    package var startOffset: Double
    package var releaseOffset: Double
    /// Content velocity, cells per second.
    package var velocity: Double
    package var projectedOffset: Double
    package var targetPage: Int?
    package var targetOffset: Double
    package var settle: SettleStyle
    package var explanation: String
    /// True for the keyboard's synthetic flicks.
    package var fromKeyboard: Bool
    /// The page the content's offsets were measured from, and the projection and target
    /// relative to it: exact at any count, where the absolute offsets above are `Double`s
    /// that lose their units past 2^53 cells (the overlay shows these).
    package var originPage: Int = 0
    package var relativeProjectedOffset: Double?
    package var relativeTargetOffset: Double?
    /// What moved the content when it was not a drag or a flick (`Home`, `PgDn`, `click`):
    /// the resolver was not asked, and the overlay says what was.
    package var command: String?
    /// What made a flick or drag when it was not the mouse button (`wheel`, `key`), for
    /// the overlay; `nil` for a drag.
    package var source: String? = nil
}
