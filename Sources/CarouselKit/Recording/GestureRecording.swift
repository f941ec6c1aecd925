import CarouselCore

/// `--record` as an observer of a scene: every finished gesture the scene reports becomes
/// one record (`GestureRecord`) for the recorder, whatever scene made it. Nothing of it is in
/// the carousels or the gesture layer.
///
/// ```swift
/// scene.onGestureEnded = GestureRecording.observer(recorder, axis: .horizontal)
/// ```
package enum GestureRecording {
    /// A closure that records each finished gesture into `recorder`.
    package static func observer(_ recorder: GestureRecorder, axis: Axis) -> (FinishedGesture) -> Void {
        { recorder.record(GestureRecord(gesture: $0, axis: axis)) }
    }
}

extension GestureRecord {
    /// The record of a finished gesture: the first carousel's, with every lane's own in
    /// `lanes` where a race decided it.
    package init(gesture g: FinishedGesture, axis: Axis, shelf: String? = nil) {
        let kind: Kind
        switch g.kind {
        case .drag: kind = .drag
        case .wheel: kind = .wheel
        case .key: kind = .key
        }
        let d = g.decision, layout = g.layout
        self.init(
            kind: kind, strategy: d.strategy, axis: axis, viewport: layout.viewport,
            cardWidth: layout.cardExtent, spacing: layout.spacing, count: layout.count, wraps: layout.wraps,
            alignment: layout.alignment, startPage: d.startPage, startOffset: d.startOffset,
            pointerWindow: g.pointerWindow, samples: g.samples, flickPages: g.flickPages, hard: g.hard,
            velocity: d.velocity, projectedOffset: d.projectedOffset, targetPage: d.targetPage,
            lanes: g.lanes.isEmpty
                ? nil
                : g.lanes.map { lane in
                    Lane(
                        strategy: lane.decision.strategy, viewport: lane.layout.viewport, cardWidth: lane.layout.cardExtent,
                        spacing: lane.layout.spacing, startPage: lane.decision.startPage, startOffset: lane.decision.startOffset,
                        velocity: lane.decision.velocity, projectedOffset: lane.decision.projectedOffset,
                        targetPage: lane.decision.targetPage)
                }, shelf: shelf)
    }
}
