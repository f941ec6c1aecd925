/// The wheel and the touchpad in the race, as in the demo: a burst of reports is one
/// gesture that drives every lane as a drag of its virtual pointer, a lone notch one card.
extension RaceController {
    /// A wheel report: `step` +1 toward later cards.
    func wheelReport(step: Int, shift: Bool, now: Double) {
        if replay?.isActive == true { stopReplay(now: now) }
        if var wheel = wheelGesture, wheel.continues(at: now) {
            wheel.add(step: step, now: now)
            wheelGesture = wheel
            moveDrag(pointer: wheel.position, now: now)
            return
        }
        finishWheelGesture(now: now)
        let wheel = WheelGesture(step: step, now: now, cellsPerReport: WheelGesture.cellsPerReport(pointsPerCell: 8), hard: shift)
        wheelGesture = wheel
        // The virtual pointer goes where the terminal's window is no limit to it.
        beginDrag(pointer: 0, now: now, window: nil)
        moveDrag(pointer: wheel.position, now: now)
    }

    /// Ends the wheel gesture in progress: a lone notch flicks every lane one card (hard
    /// with Shift); a burst is released at its last report.
    func finishWheelGesture(now: Double) {
        guard let wheel = wheelGesture else { return }
        wheelGesture = nil
        if wheel.isLoneNotch {
            forgetDrag()
            flick(forward: wheel.firstStep > 0, hard: wheel.hard, now: now, kind: .wheel)
        } else {
            endDrag(pointer: wheel.position, now: wheel.lastReportTime, settlingAt: now, kind: .wheel)
        }
        for lane in lanes { lane.scrollView.noteDecisionSource("wheel") }
    }

    func finishWheelGestureIfQuiet(now: Double) {
        if let wheel = wheelGesture, wheel.isOver(at: now) { finishWheelGesture(now: now) }
    }

    /// When the wheel gesture in progress is over if no report comes first.
    public var wheelGestureDeadline: Double? { wheelGesture?.deadline }
}
