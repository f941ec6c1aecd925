import CarouselCore

/// The mouse on the lanes, through the one gesture layer. Where gestures drive every lane
/// (the race), a drag anywhere drives them all; where they drive one (the shelves), the
/// layer holds a press until its axis is decided (`holdPress`): sideways it drives the lane
/// it began on, up/down the list. The vertical wheel scrolls the list where not every lane fits; the
/// horizontal one (or Shift with the vertical) drives the lanes. A click goes to a page: a
/// dot on a lane's label, or a card peeking in.
extension LanesScene {
    func handleMouse(_ m: MouseEvent, now: Double) {
        if showsHelp { return help.handle(m, pageCount: helpOverlay?.pageCount) }
        switch m.kind {
        case .wheel(let dx, let dy): wheel(m, dx: dx, dy: dy, now: now)
        case .press:
            guard m.button == .left, !screen.isTooSmall else { return }
            routing.press(m, in: self, now: now)
        case .motion: gestures.motion(m, now: now)
        case .release:
            let outcome = gestures.release(m, now: now) { x, y in click(x: x, y: y, now: now) }
            if let outcome { handleLanes(outcome, now: now) }
        }
    }

    /// A press anywhere drives every lane at once.
    func pressEveryLane(_ m: MouseEvent, now: Double) {
        if let outcome = gestures.press(m, carousels: lanes, window: pointerWindow, now: now) { handleLanes(outcome, now: now) }
    }

    /// A press is held until its axis is decided (`DirectionalLock`): sideways it drives
    /// the lane it began on, up/down the list.
    func pressLockingAxis(_ m: MouseEvent, now: Double) {
        finishWheels(now: now)
        gestures.holdPress(m, now: now) { [unowned self] axis, press in target(along: axis, of: press) }
    }

    /// The positions the terminal can report along the lanes: the whole width.
    var pointerWindow: ClosedRange<Double> { 0...Double(max(0, screen.width - 1)) }

    /// The lane at row `y`, and whether `y` is its label row.
    func lane(atRow y: Int) -> (lane: Int, isLabel: Bool)? {
        guard !screen.isTooSmall, y >= screen.list.y, y < screen.list.maxY else { return nil }
        for lane in visibleLanes {
            let top = top(ofLane: lane)
            if y >= top && y < top + screen.laneHeight { return (lane, y == top) }
        }
        return nil
    }

    /// Where a press goes once its axis is decided: sideways to the lane it began on (which
    /// gets the focus), up/down to the list.
    private func target(along axis: Axis, of press: MouseEvent) -> GestureLayer.AxisTarget? {
        if axis == .horizontal {
            guard let hit = lane(atRow: press.y), let carousel = shown[hit.lane]?.carousel else { return nil }
            drivenLane = hit.lane
            focus = hit.lane
            return GestureLayer.AxisTarget(layer: gestures, carousels: [carousel], window: pointerWindow) { [unowned self] in
                handleLanes($0, now: $1)
            }
        }
        let window = Double(screen.list.y)...Double(max(screen.list.y, screen.list.maxY - 1))
        return GestureLayer.AxisTarget(layer: listGestures, carousels: [list], window: window) { [unowned self] in
            handleList($0, now: $1)
        }
    }

    /// A click at (x, y): on a page dot of a lane's label, or a card other than the one its
    /// lane rests on, the lanes it drives go to that page; the lane under it gets the focus.
    /// True when it went to a page.
    @discardableResult
    func click(x: Int, y: Int, now: Double) -> Bool {
        guard let hit = lane(atRow: y), let shownLane = shown[hit.lane] else { return false }
        let carousel = shownLane.carousel
        focus = hit.lane
        let page: Int?
        if hit.isLabel, let dot = dotHits(ofLane: hit.lane).first(where: { x >= $0.x && x < $0.x + 2 }) {
            page = dot.page
        } else if !hit.isLabel, let card = carousel.page(along: x),
            card != carousel.scrollView.destinationPage
        {
            page = card
        } else {
            page = nil
        }
        guard let page else { return false }
        let driven = routing.lanesReached(every: lanes, underPointer: carousel)
        for lane in driven { lane.scrollView.scroll(toPage: page, animated: true, now: now, command: "click") }
        return true
    }

    /// The vertical wheel scrolls the list where not every lane fits (one notch a lane, a
    /// burst a swipe); else, and for the horizontal wheel or Shift with the vertical one, it
    /// drives the lanes: every one, or the one under the pointer. Each burst is one gesture.
    private func wheel(_ m: MouseEvent, dx: Int, dy: Int, now: Double) {
        guard !gestures.isHoldingPress, !screen.isTooSmall else { return }
        let scrollsList = dx == 0 && !m.shift && list.scrollView.layout.lastPage > 0
        if scrollsList {
            guard dy != 0 else { return }
            if let outcome = gestures.finishWheel(now: now) { handleLanes(outcome, now: now) }
            if let outcome = listGestures.wheel(step: dy, shift: false, carousels: [list], now: now) { handleList(outcome, now: now) }
            return
        }
        let step = dx != 0 ? dx : dy
        // A wheel turned while the button drags is the drag's business.
        guard step != 0, !gestures.isPointerDown else { return }
        if let outcome = listGestures.finishWheel(now: now) { handleList(outcome, now: now) }
        routing.wheel(step: step, m, in: self, now: now)
    }

    /// The wheel drives every lane, each burst one gesture (`hard` with Shift).
    func wheelEveryLane(step: Int, hard: Bool, now: Double) {
        if let outcome = gestures.wheel(step: step, shift: hard, carousels: lanes, now: now) { handleLanes(outcome, now: now) }
    }

    /// The wheel drives the lane under the pointer (at `row`): a burst goes on driving the
    /// lane it began on; a new one drives the lane under the pointer.
    func wheelLaneUnderPointer(step: Int, row: Int, now: Double) {
        let continuing = gestures.wheelDeadline.map { now <= $0 } ?? false
        guard let target = continuing ? drivenLane : lane(atRow: row)?.lane, let carousel = shown[target]?.carousel else { return }
        if !continuing, let outcome = gestures.finishWheel(now: now) { handleLanes(outcome, now: now) }
        drivenLane = target
        if let outcome = gestures.wheel(step: step, shift: false, carousels: [carousel], now: now) {
            handleLanes(outcome, now: now)
            drivenLane = target
        }
    }
}
