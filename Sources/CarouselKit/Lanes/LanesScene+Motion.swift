/// The lanes in motion: the list and every lane with a carousel tick on the same clock;
/// what the scene keeps alive is counted for the virtualisation's checks.
extension LanesScene {
    package var isAnimating: Bool { list.scrollView.isAnimating || lanes.contains { $0.isAnimating } }

    @discardableResult
    package func tick(now: Double) -> Bool {
        if let outcome = gestures.finishWheelIfQuiet(now: now) { handleLanes(outcome, now: now) }
        if let outcome = listGestures.finishWheelIfQuiet(now: now) { handleList(outcome, now: now) }
        var moving = list.scrollView.tick(now: now)
        syncLanes()
        for lane in lanes where lane.scrollView.tick(now: now) { moving = true }
        return moving
    }

    func finishWheels(now: Double) {
        if let outcome = gestures.finishWheel(now: now) { handleLanes(outcome, now: now) }
        if let outcome = listGestures.finishWheel(now: now) { handleList(outcome, now: now) }
    }

    package func setSettleSpeed(_ speed: Double) {
        configuration.settleSpeed = SettleSpeedLadder.clamped(speed)
        list.scrollView.settleSpeed = settleSpeed
        for lane in lanes { lane.scrollView.settleSpeed = settleSpeed }
    }

    package func setReducesMotion(_ reduces: Bool) {
        configuration.reducesMotion = reduces
        list.scrollView.reducesMotion = reduces
        for lane in lanes { lane.scrollView.reducesMotion = reduces }
    }

    /// Moves the list `step` lanes on (clamped to the ends), as ↑/↓ do where gestures drive
    /// every lane. True when it goes anywhere.
    @discardableResult
    package func scrollLanes(by step: Int, now: Double) -> Bool {
        guard !screen.isTooSmall, source.laneCount > 0 else { return false }
        let top = list.scrollView.destinationPage
        let target = min(max(0, top + step), list.scrollView.layout.lastPage)
        guard target != top else { return false }
        list.scrollView.scroll(toPage: target, animated: true, now: now, command: step > 0 ? "↓" : "↑")
        return true
    }

    /// Moves the focus `step` lanes on, the list scrolling to keep it whole on screen. Only
    /// where the keys drive the focused lane alone: where they drive every lane (the race),
    /// the shelves' keys (`<`, `>`) do nothing.
    func moveFocus(by step: Int, now: Double) {
        guard routing.keyedLane(focus: focus) != nil, source.laneCount > 0 else { return }
        let target = step >= 0 ? focus.addingReportingOverflow(step).partialValue : focus + step
        focus = min(max(0, target), source.laneCount - 1)
        let top = list.scrollView.destinationPage, perScreen = screen.lanesPerScreen
        if focus < top {
            list.scrollView.scroll(toPage: focus, animated: true, now: now, command: "focus")
        } else if focus > top + perScreen - 1 {
            list.scrollView.scroll(toPage: focus - perScreen + 1, animated: true, now: now, command: "focus")
        }
        syncLanes()
    }

    /// After the list moved by a gesture: the focus stays on a lane shown whole.
    func keepFocusShown() {
        let top = list.scrollView.destinationPage, perScreen = screen.lanesPerScreen
        let last = min(source.laneCount - 1, top + perScreen - 1)
        guard last >= top else { return }
        focus = min(max(focus, top), last)
    }

    // MARK: - What virtualisation keeps small

    /// Carousels alive now: those with a lane and the pool.
    package var carouselCount: Int { shown.count + pool.count }

    /// Card cells alive now in every carousel the scene keeps (with a lane and pooled):
    /// bounded by what is on screen, whatever the number of lanes and cards.
    package var cellsAlive: Int { (shown.values + pool).reduce(0) { $0 + $1.collectionView.counters.alive } }
    /// Card cells on screen now.
    package var cellsVisible: Int { shown.values.reduce(0) { $0 + $1.collectionView.counters.visible } }
    /// Card cells ever made, and dequeues served by reuse, over the carousels the scene keeps.
    package var cellsCreated: Int { (shown.values + pool).reduce(0) { $0 + $1.collectionView.counters.created } }
    package var cellsReused: Int { (shown.values + pool).reduce(0) { $0 + $1.collectionView.counters.reused } }
}
