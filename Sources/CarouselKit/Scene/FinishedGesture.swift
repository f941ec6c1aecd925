import CarouselCore

/// A finished gesture as a scene's carousels saw it, handed to whatever observes the scene
/// (the recorder of `--record`): enough to record it and play it back through
/// `DragSimulator` (the samples, each carousel's geometry and the page it began on) and to
/// check the replay (each one's decision). `layout` and `decision` are the first carousel's;
/// `lanes` has every lane's where a race decided it.
package struct FinishedGesture: Sendable {
    package enum Kind: Equatable, Sendable {
        /// Press, motion, release: `samples` holds every pointer report.
        case drag
        /// The wheel: a lone notch's flick (no samples), or a swipe's burst (the samples of
        /// its virtual pointer).
        case wheel
        /// A flick from the keyboard: no samples.
        case key
    }
    package var kind: Kind
    /// Pointer positions (cells along the axis) at milliseconds since the press; the first
    /// the press, the last the release.
    package var samples: [DragScript.Sample]
    /// The first lane's geometry when the gesture ended.
    package var layout: CarouselLayout
    /// What the first lane's resolver made of it.
    package var decision: DragDecision
    /// A wheel notch's or key's flick: the pages it projects (negative back); `nil` for a drag.
    package var flickPages: Double? = nil
    /// A hard flick (Shift).
    package var hard: Bool = false
    /// The pointer positions the terminal could report (drags only).
    package var pointerWindow: ClosedRange<Double>? = nil
    /// Every lane that decided, in the race's order, with its own geometry.
    package var lanes: [Lane] = []

    package struct Lane: Sendable {
        package var layout: CarouselLayout
        package var decision: DragDecision
    }
}
