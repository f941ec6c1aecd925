/// Recording finished gestures (`--record`): the samples of a drag as they arrived, and
/// what the resolver made of the gesture, handed to the recorder as one record.
extension CarouselController {
    func recordFlick(_ kind: GestureRecord.Kind, pages: Double, hard: Bool, decision: DragDecision) {
        guard let recorder = gestureRecorder else { return }
        recorder.record(gestureRecord(kind, decision: decision, samples: [], window: nil, pages: pages, hard: hard))
    }

    func gestureRecord(_ kind: GestureRecord.Kind, decision d: DragDecision, samples: [DragScript.Sample],
                        window: ClosedRange<Double>?, pages: Double?, hard: Bool) -> GestureRecord {
        let layout = scrollView.layout
        return GestureRecord(
            kind: kind, strategy: d.strategy, axis: configuration.axis, viewport: layout.viewport,
            cardWidth: layout.cardExtent, spacing: layout.spacing, count: layout.count, wraps: layout.wraps,
            alignment: layout.alignment, startPage: d.startPage, startOffset: d.startOffset,
            pointerWindow: window, samples: samples, flickPages: pages, hard: hard,
            velocity: d.velocity, projectedOffset: d.projectedOffset, targetPage: d.targetPage)
    }
}

extension GestureRecord {
    /// The record of a gesture in the race, in the same format as the demo's (the first
    /// lane's), with every lane's own in `lanes`.
    public init(raceGesture g: RaceGesture, axis: Axis) {
        let kind: Kind
        switch g.kind {
        case .drag: kind = .drag
        case .wheel: kind = .wheel
        case .key: kind = .key
        }
        let d = g.decision, layout = g.layout
        self.init(kind: kind, strategy: d.strategy, axis: axis, viewport: layout.viewport,
                  cardWidth: layout.cardExtent, spacing: layout.spacing, count: layout.count, wraps: layout.wraps,
                  alignment: layout.alignment, startPage: d.startPage, startOffset: d.startOffset,
                  pointerWindow: g.pointerWindow, samples: g.samples, flickPages: g.flickPages, hard: g.hard,
                  velocity: d.velocity, projectedOffset: d.projectedOffset, targetPage: d.targetPage,
                  lanes: g.lanes.isEmpty ? nil : g.lanes.map { lane in
                      Lane(strategy: lane.decision.strategy, viewport: lane.layout.viewport, cardWidth: lane.layout.cardExtent,
                           spacing: lane.layout.spacing, startPage: lane.decision.startPage, startOffset: lane.decision.startOffset,
                           velocity: lane.decision.velocity, projectedOffset: lane.decision.projectedOffset,
                           targetPage: lane.decision.targetPage)
                  })
    }
}
