/// The wheel and the touchpad: a burst of reports is one gesture (`WheelGesture`), a lone
/// notch one card. A burst drives the content as a drag of its virtual pointer and, once
/// its reports stop, is released like one and resolved by the strategy.
extension CarouselController {
    /// A wheel report along the carousel's axis: `step` +1 toward later cards.
    func wheelReport(step: Int, shift: Bool, now: Double) {
        pauseAutoplay()
        if var wheel = wheelGesture, wheel.continues(at: now) {
            wheel.add(step: step, now: now)
            wheelGesture = wheel
            if gestureRecorder != nil { recordedSamples = wheel.samples }
            scrollView.moveDrag(pointer: wheel.position, now: now)
            return
        }
        finishWheelGesture(now: now)
        let wheel = WheelGesture(step: step, now: now, cellsPerReport: WheelGesture.cellsPerReport(pointsPerCell: scrollView.pointsPerCell),
                                 hard: shift)
        wheelGesture = wheel
        // The virtual pointer goes where the terminal's window is no limit to it.
        scrollView.pointerWindow = nil
        scrollView.beginDrag(pointer: 0, now: now)
        scrollView.moveDrag(pointer: wheel.position, now: now)
        if gestureRecorder != nil { pressTime = now; recordedSamples = wheel.samples }
    }

    /// Ends the wheel gesture in progress, if any: a lone notch flicks one card (or a hard
    /// flick with Shift) as it always did; a burst is released at its last report.
    func finishWheelGesture(now: Double) {
        guard let wheel = wheelGesture else { return }
        wheelGesture = nil
        if wheel.isLoneNotch {
            scrollView.cancelDragWithoutSettling()
            flick(forward: wheel.firstStep > 0, hard: wheel.hard, now: now, recordAs: .wheel)
            scrollView.noteDecisionSource("wheel")
            return
        }
        let decision = scrollView.endDrag(pointer: wheel.position, now: wheel.lastReportTime, settlingAt: now)
        scrollView.noteDecisionSource("wheel")
        if let decision, let recorder = gestureRecorder {
            recorder.record(gestureRecord(.wheel, decision: decision, samples: wheel.samples, window: nil, pages: nil, hard: false))
            recordedSamples.removeAll(keepingCapacity: true)
        }
    }

    /// Ends the wheel gesture once its reports have stopped.
    func finishWheelGestureIfQuiet(now: Double) {
        if let wheel = wheelGesture, wheel.isOver(at: now) { finishWheelGesture(now: now) }
    }

    /// Drops the wheel gesture with whatever drag it drove (a resize, the help opening).
    func abandonWheelGesture() {
        wheelGesture = nil
    }

    /// When the wheel gesture in progress is over if no report comes first.
    public var wheelGestureDeadline: Double? { wheelGesture?.deadline }
}
