import CarouselCore

/// What a finished gesture leaves: a record (`--record`) with the decision of each lane it
/// drove. A race's gesture is one record with every lane's decision, handed to
/// `onGestureEnded`; a shelf's is a record in that shelf's geometry with its name, and the
/// list's own vertical gestures are recorded as the shelf `list`. Each replays as any other
/// record does (`simulate --replay`).
extension LanesScene {
    /// The lanes' gesture is over: a lone notch's flick was made when it came, so only the
    /// record is left. A gesture that drove one lane gives it the focus.
    func handleLanes(_ outcome: GestureLayer.Outcome, now: Double) {
        let underPointer = drivenLane.flatMap { shown[$0] }
        drivenLane = nil
        if let underPointer { focus = underPointer.lane }
        let driven = routing.lanesReached(every: laneCarousels, underPointer: underPointer)
        switch outcome {
        case .ended(let ended):
            report(ended.kind, lanes: driven, samples: ended.samples, decisions: ended.decisions, pointerWindow: ended.pointerWindow)
        case .notch(let forward, let hard):
            reportFlick(
                .wheel, lanes: driven, pages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard,
                decisions: driven.map { $0.scrollView.lastDecision })
        }
    }

    /// The list's gesture is over: a lone notch moved it one lane when it came; the focus
    /// stays shown.
    func handleList(_ outcome: GestureLayer.Outcome, now: Double) {
        if let recorder = gestureRecorder {
            let gesture: FinishedGesture?
            switch outcome {
            case .ended(let ended):
                gesture = (ended.decisions.first ?? nil).map {
                    FinishedGesture(
                        kind: ended.kind, samples: ended.samples, layout: list.scrollView.layout, decision: $0,
                        pointerWindow: ended.pointerWindow)
                }
            case .notch(let forward, _):
                gesture = list.scrollView.lastDecision.map {
                    FinishedGesture(kind: .wheel, samples: [], layout: list.scrollView.layout, decision: $0, flickPages: forward ? 1 : -1)
                }
            }
            if let record = gesture.flatMap(routing.listReport) { recorder.record(record) }
        }
        keepFocusShown()
        syncLanes()
    }

    /// A flick from a key or a lone wheel notch, projecting `pages` in `lanes`.
    func reportFlick(_ kind: FinishedGesture.Kind, lanes driven: [LaneCarousel], pages: Double, hard: Bool, decisions: [DragDecision?]) {
        report(kind, lanes: driven, samples: [], flickPages: pages, hard: hard, decisions: decisions)
    }

    /// Hands the finished gesture on with what each lane decided of it. Nothing is
    /// reported when the first lane made no decision of it: a record never carries an older one.
    func report(
        _ kind: FinishedGesture.Kind, lanes driven: [LaneCarousel], samples: [DragScript.Sample], flickPages: Double? = nil,
        hard: Bool = false, decisions: [DragDecision?], pointerWindow: ClosedRange<Double>? = nil
    ) {
        guard let first = driven.first, let decision = decisions.first ?? nil else { return }
        guard onGestureEnded != nil || gestureRecorder != nil else { return }
        let each = zip(driven, decisions).compactMap { lane, d in
            d.map { FinishedGesture.Lane(layout: lane.scrollView.layout, decision: $0) }
        }
        let gesture = FinishedGesture(
            kind: kind, samples: samples, layout: first.scrollView.layout, decision: decision,
            flickPages: flickPages, hard: hard, pointerWindow: pointerWindow)
        switch routing.report(gesture, lanes: each, laneName: source.name(ofLane: first.lane)) {
        case .gesture(let gesture): onGestureEnded?(gesture)
        case .record(let record): gestureRecorder?.record(record)
        }
    }
}
