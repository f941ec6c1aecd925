import CarouselCore

/// One gesture layer for every scene: a press drives the scrollers the scene hit-tested it
/// to (the carousel under it, every lane where one drag drives all), or holds it until its
/// axis is decided (`holdPress`: the shelves, whose list scrolls across their lanes); a click
/// is told from a drag in one place, `release`; a burst of wheel reports is one gesture
/// (`WheelGesture`), a lone notch a flick. The scene says what is under a click and what a
/// finished gesture means to it (a record, a decision to show); the layer keeps the samples
/// and drives the scroll views.
///
/// ```swift
/// let layer = GestureLayer(axis: .horizontal)
/// layer.press(pressEvent, carousels: [carousel], window: 0...99, now: 0)
/// layer.motion(motionEvent, now: 0.016)
/// let ended = layer.release(releaseEvent, now: 0.033) { x, y in false }   // .ended(...)
/// ```
package final class GestureLayer {
    /// What a gesture came to, for the scene to act on.
    package enum Outcome {
        /// A drag or a swipe let go: the samples (press first, release last) and what each
        /// carousel it drove decided, in the order given.
        case ended(Ended)
        /// A lone wheel notch: its flick (one card, or hard with Shift, as a key's) was made the
        /// moment it came; now that no burst followed, the scene may record it.
        case notch(forward: Bool, hard: Bool)
    }

    package struct Ended {
        package var kind: FinishedGesture.Kind
        package var samples: [DragScript.Sample]
        package var decisions: [DragDecision?]
        /// The positions the terminal could report (a pointer drag; nil for a swipe).
        package var pointerWindow: ClosedRange<Double>?
    }

    package let axis: Axis
    /// How the terminal reports the mouse: in pixels a click may wander within its cell.
    package var precision = PointerPrecision.cells
    /// The carousels the gesture in progress drives.
    package private(set) var carousels: [Scroller] = []
    private var press: PointerPress?
    private var wheel: WheelGesture?
    /// The inertia after the last swipe, and the carousels that swipe drove.
    private var tail: WheelTail?
    private var tailCarousels: [Scroller] = []
    private var pressTime: Double?
    private var window: ClosedRange<Double>?
    private var samples: [DragScript.Sample] = []
    /// A press held until its axis is decided, where it goes then, and the layer that drives
    /// the axis it decided (this one, or the one across): `GestureLayer+DirectionalLock`'s.
    var lock = DirectionalLock()
    var heldTarget: ((Axis, MouseEvent) -> AxisTarget?)?
    weak var lockedLayer: GestureLayer?
    var lockedEnded: ((Outcome, Double) -> Void)?

    package init(axis: Axis) {
        self.axis = axis
        samples.reserveCapacity(256)
    }

    /// A drag (a person's, a swipe's or a replayed one) holds the content.
    package var isTracking: Bool { pressTime != nil }
    /// The button is held: a wheel report then is the drag's business.
    package var isPointerDown: Bool { press != nil }
    /// When the swipe in progress is over if no report comes first.
    package var wheelDeadline: Double? { wheel?.deadline }

    private func along(_ m: MouseEvent) -> Double { axis == .horizontal ? m.preciseX : m.preciseY }

    // MARK: - The pointer

    /// A press on `carousels`: they catch the content where it is and follow the pointer.
    /// A swipe still in progress ends first (returned).
    @discardableResult
    package func press(_ m: MouseEvent, carousels: [Scroller], window: ClosedRange<Double>, now: Double) -> Outcome? {
        let finished = finishWheel(now: now)
        tail = nil
        press = PointerPress(m, time: now)
        begin(pointer: along(m), carousels: carousels, window: window, now: now)
        return finished
    }

    package func motion(_ m: MouseEvent, now: Double) {
        if lock.isActive { return heldMotion(m, now: now) }
        drag(to: m, now: now)
    }

    /// The pointer of the press in progress moved.
    func drag(to m: MouseEvent, now: Double) {
        guard press != nil else { return }
        press?.noteMotion(m, precision: precision)
        move(pointer: along(m), now: now)
    }

    /// The release. A press that stayed within `TapTolerance` is a click, offered to
    /// `tapped` (the press's cell): when the scene acts on it, the drag is let go (content a
    /// wobble moved settles back, unless the scene scrolled it) and nothing ends; else the
    /// drag ends as any other. A held press is a click by the same rule: it never decided
    /// its axis. A release with no press (mlterm reports its horizontal wheel so) is nothing.
    package func release(_ m: MouseEvent, now: Double, tapped: (_ x: Int, _ y: Int) -> Bool) -> Outcome? {
        if lock.isActive {
            releaseHeld(m, now: now, tapped: tapped)
            return nil
        }
        guard var p = press else { return nil }
        press = nil
        if p.isTap(release: m, precision: precision), tapped(p.x, p.y) {
            letGoForTap(now: now)
            return nil
        }
        return end(pointer: along(m), now: now, kind: .drag)
    }

    /// Ends the press in progress as a drag, however little it moved.
    func endDrag(_ m: MouseEvent, now: Double) -> Outcome? {
        guard press != nil else { return nil }
        press = nil
        return end(pointer: along(m), now: now, kind: .drag)
    }

    // MARK: - The wheel

    /// A wheel report: `step` +1 toward later cards. A report soon after the last is part
    /// of its burst, and one in the slowing tail after a swipe is still that swipe; else the
    /// last gesture ends (returned) and a new one begins.
    @discardableResult
    package func wheel(step: Int, shift: Bool, carousels: [Scroller], now: Double) -> Outcome? {
        guard press == nil, step != 0 else { return nil }
        if var w = wheel, w.continues(at: now) {
            if w.isLoneNotch {
                // A burst after all: its drag begins at the first report, catching the content
                // where that report's flick began, and the report moves the virtual pointer as
                // every report does. The virtual pointer knows no terminal window.
                begin(pointer: 0, carousels: carousels, window: nil, now: w.startTime)
                move(pointer: w.position, now: w.startTime)
            }
            w.add(step: step, now: now)
            wheel = w
            move(pointer: w.position, now: now)
            return nil
        }
        let finished = finishWheel(now: now)
        if var t = tail, t.absorbs(step: step, now: now), drivesTheSame(carousels) {
            // The swipe's inertia: it was released already, and its settle goes on.
            t.absorb(now: now)
            tail = t
            return finished
        }
        tail = nil
        let pointsPerCell = carousels.first?.scrollView.pointsPerCell ?? 8
        wheel = WheelGesture(step: step, now: now, cellsPerReport: WheelGesture.cellsPerReport(pointsPerCell: pointsPerCell), hard: shift)
        // A notch flicks at once, as a key does, building on where a settle was going; a
        // second report soon after takes the content back from that flick into the burst's drag.
        let pages = CarouselCommand.flickPages(forward: step > 0, hard: shift)
        self.carousels = carousels
        for carousel in carousels {
            carousel.scrollView.flick(pages: pages, exactProjection: !shift, now: now)
            carousel.scrollView.noteDecisionSource("wheel")
        }
        return finished
    }

    /// Ends the swipe in progress: a lone notch comes back as a notch; a burst is released
    /// at its last report, its settle starting now.
    @discardableResult
    package func finishWheel(now: Double) -> Outcome? {
        guard let w = wheel else { return nil }
        wheel = nil
        tail = WheelTail(after: w)
        tailCarousels = tail == nil ? [] : carousels
        if w.isLoneNotch { return .notch(forward: w.firstStep > 0, hard: w.hard) }
        let outcome = end(pointer: w.position, now: w.lastReportTime, settlingAt: now, kind: .wheel)
        return outcome
    }

    /// Ends the swipe once its reports have stopped.
    package func finishWheelIfQuiet(now: Double) -> Outcome? {
        guard let w = wheel, w.isOver(at: now) else { return nil }
        return finishWheel(now: now)
    }

    private func drivesTheSame(_ others: [Scroller]) -> Bool {
        others.count == tailCarousels.count && zip(others, tailCarousels).allSatisfy { $0 === $1 }
    }

    // MARK: - The one drag path (a person's pointer, a swipe's, or a replayed one)

    package func begin(pointer: Double, carousels: [Scroller], window: ClosedRange<Double>?, now: Double) {
        self.carousels = carousels
        self.window = window
        pressTime = now
        samples.removeAll(keepingCapacity: true)
        samples.append(DragScript.Sample(position: pointer, milliseconds: 0))
        for carousel in carousels {
            carousel.scrollView.pointerWindow = window
            carousel.scrollView.beginDrag(pointer: pointer, now: now)
        }
    }

    package func move(pointer: Double, now: Double) {
        guard let pressTime else { return }
        samples.append(DragScript.Sample(position: pointer, milliseconds: (now - pressTime) * 1000))
        for carousel in carousels { carousel.scrollView.moveDrag(pointer: pointer, now: now) }
    }

    /// The release at `now`; the settle starts at `settleTime` where that is later.
    package func end(pointer: Double, now: Double, settlingAt settleTime: Double? = nil, kind: FinishedGesture.Kind) -> Outcome? {
        guard let pressTime else { return nil }
        samples.append(DragScript.Sample(position: pointer, milliseconds: (now - pressTime) * 1000))
        self.pressTime = nil
        let decisions = carousels.map { carousel -> DragDecision? in
            let decision = carousel.scrollView.endDrag(pointer: pointer, now: now, settlingAt: settleTime)
            if kind == .wheel { carousel.scrollView.noteDecisionSource("wheel") }
            return decision
        }
        return .ended(Ended(kind: kind, samples: samples, decisions: decisions, pointerWindow: kind == .drag ? window : nil))
    }

    /// Lets go of the gesture in progress: the content settles where it is nearest (a
    /// resize, the help opening, the terminal going away).
    package func cancel(now: Double) {
        forgetHeldPress()
        let held = pressTime != nil
        press = nil
        wheel = nil
        tail = nil
        pressTime = nil
        if held { for carousel in carousels { carousel.scrollView.cancelDrag(now: now) } }
    }

    /// Lets go of the drag under a click the scene took: a scroll the click started goes on;
    /// content the click's wobble moved, where nothing else moves it, settles back.
    private func letGoForTap(now: Double) {
        press = nil
        pressTime = nil
        for carousel in carousels { carousel.scrollView.endDragForTap(now: now) }
    }
}
