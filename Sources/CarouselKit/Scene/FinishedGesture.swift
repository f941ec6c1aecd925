/// A finished gesture as a scene's carousels saw it, handed to whatever observes the scene
/// (the recorder of `--record`): enough to record it and play it back through
/// `DragSimulator` (the samples, each carousel's geometry and the page it began on) and to
/// check the replay (each one's decision). `layout` and `decision` are the first carousel's;
/// `lanes` has every lane's where a race decided it.
public struct FinishedGesture: Sendable {
    public enum Kind: Equatable, Sendable {
        /// Press, motion, release: `samples` holds every pointer report.
        case drag
        /// The wheel: a lone notch's flick (no samples), or a swipe's burst (the samples of
        /// its virtual pointer).
        case wheel
        /// A flick from the keyboard: no samples.
        case key
    }
    public var kind: Kind
    /// Pointer positions (cells along the axis) at milliseconds since the press; the first
    /// the press, the last the release.
    public var samples: [DragScript.Sample]
    /// The first lane's geometry when the gesture ended.
    public var layout: CarouselLayout
    /// What the first lane's resolver made of it.
    public var decision: DragDecision
    /// A wheel notch's or key's flick: the pages it projects (negative back); `nil` for a drag.
    public var flickPages: Double? = nil
    /// A hard flick (Shift).
    public var hard: Bool = false
    /// The pointer positions the terminal could report (drags only).
    public var pointerWindow: ClosedRange<Double>? = nil
    /// Every lane that decided, in the race's order, with its own geometry.
    public var lanes: [Lane] = []

    public struct Lane: Sendable {
        public var layout: CarouselLayout
        public var decision: DragDecision
    }
}
