import CarouselCore

/// What a finished gesture means to the scene: a record of it, for whatever observes the
/// scene (`--record`).
extension CarouselController {
    func handle(_ outcome: GestureLayer.Outcome, now: Double) {
        switch outcome {
        case .ended(let ended):
            report(ended.kind, samples: ended.samples, decision: ended.decisions.first ?? nil, pointerWindow: ended.pointerWindow)
        case .notch(let forward, let hard):
            // Its flick was made when it came: only the record is left.
            report(
                .wheel, samples: [], flickPages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard,
                decision: scrollView.lastDecision)
        }
    }

    /// Hands the finished gesture to `onGestureEnded` with what the carousel decided of it.
    /// Nothing is reported without a decision: a record never carries an older one.
    func report(
        _ kind: FinishedGesture.Kind, samples: [DragScript.Sample], flickPages: Double? = nil, hard: Bool = false,
        decision: DragDecision?, pointerWindow: ClosedRange<Double>? = nil
    ) {
        guard let onGestureEnded, let decision else { return }
        onGestureEnded(
            FinishedGesture(
                kind: kind, samples: samples, layout: scrollView.layout, decision: decision,
                flickPages: flickPages, hard: hard, pointerWindow: pointerWindow))
    }
}
