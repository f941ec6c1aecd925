/// `--record` on the shelves: every finished gesture of a shelf (a drag, a swipe, a wheel
/// notch, a key's flick) becomes one record in that shelf's geometry, with the shelf's name;
/// the list's own vertical gestures are recorded as the shelf `list`. Each replays as any
/// other record does (`simulate --replay`).
extension ShelvesScene {
    /// A shelf's drag or swipe let go: recorded as the shelf's carousel decided it.
    func recordShelf(_ ended: GestureLayer.Ended, shelf: Int) {
        guard let decision = ended.decisions.first ?? nil, let carousel = shown[shelf] else { return }
        record(FinishedGesture(kind: ended.kind, samples: ended.samples, layout: carousel.scrollView.layout, decision: decision,
                               pointerWindow: ended.pointerWindow), axis: .horizontal, shelf: source.name(ofShelf: shelf))
    }

    /// A flick of a shelf from a key or a lone wheel notch.
    func recordShelfFlick(_ decision: DragDecision?, kind: FinishedGesture.Kind, pages: Double, hard: Bool, shelf: Int) {
        guard let decision, let carousel = shown[shelf] else { return }
        record(FinishedGesture(kind: kind, samples: [], layout: carousel.scrollView.layout, decision: decision,
                               flickPages: pages, hard: hard), axis: .horizontal, shelf: source.name(ofShelf: shelf))
    }

    /// The list's drag or swipe let go, or a notch's flick of one shelf.
    func recordList(_ outcome: GestureLayer.Outcome, notchDecision: DragDecision?, pages: Double) {
        let gesture: FinishedGesture
        switch outcome {
        case .ended(let ended):
            guard let decision = ended.decisions.first ?? nil else { return }
            gesture = FinishedGesture(kind: ended.kind, samples: ended.samples, layout: list.scrollView.layout, decision: decision,
                                      pointerWindow: ended.pointerWindow)
        case .notch:
            guard let notchDecision else { return }
            gesture = FinishedGesture(kind: .wheel, samples: [], layout: list.scrollView.layout, decision: notchDecision,
                                      flickPages: pages)
        }
        record(gesture, axis: .vertical, shelf: GestureRecord.listShelf)
    }

    private func record(_ gesture: FinishedGesture, axis: Axis, shelf: String) {
        gestureRecorder?.record(GestureRecord(gesture: gesture, axis: axis, shelf: shelf))
    }
}
