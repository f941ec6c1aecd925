/// What a finished gesture means to the scene: a record of it, for whatever observes the
/// scene (`--record`), with what each lane decided where the scene holds lanes.
extension CarouselController {
    func handle(_ outcome: GestureLayer.Outcome, now: Double) {
        switch outcome {
        case .ended(let ended):
            report(ended.kind, samples: ended.samples, decisions: ended.decisions, pointerWindow: ended.pointerWindow)
        case .notch(let forward, let hard):
            // Its flick was made in every carousel when it came: only the record is left.
            report(.wheel, samples: [], flickPages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard)
        }
    }

    /// Hands the finished gesture to `onGestureEnded` with what each carousel decided of it
    /// (`decisions`, in order; by default each one's last). Nothing is reported when the first
    /// made no decision of it: a record never carries an older one.
    func report(_ kind: FinishedGesture.Kind, samples: [DragScript.Sample], flickPages: Double? = nil, hard: Bool = false,
                decisions: [DragDecision?]? = nil, pointerWindow: ClosedRange<Double>? = nil) {
        guard let onGestureEnded else { return }
        let decisions = decisions ?? carousels.map { $0.scrollView.lastDecision }
        guard let decision = decisions.first ?? nil else { return }
        let lanes = arrangement == .lanes
            ? zip(carousels, decisions).compactMap { carousel, d in d.map { FinishedGesture.Lane(layout: carousel.scrollView.layout, decision: $0) } }
            : []
        onGestureEnded(FinishedGesture(kind: kind, samples: samples, layout: scrollView.layout, decision: decision,
                                       flickPages: flickPages, hard: hard, pointerWindow: pointerWindow, lanes: lanes))
    }
}
