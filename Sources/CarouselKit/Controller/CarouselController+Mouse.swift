/// The mouse on the carousel of one, through the gesture layer: a press on the strip drags
/// the carousel, a click on a peeking card goes to it (the article's `hitTest` lesson), a
/// click on a page dot goes to its page, the wheel and the touchpad flick.
extension CarouselController {
    func handleMouse(_ m: MouseEvent, now: Double) {
        if showsHelp { return help.handle(m, pageCount: helpOverlay?.pageCount) }
        var outcome: GestureLayer.Outcome?
        switch m.kind {
        case .wheel(let dx, let dy):
            // Along the axis, or the other wheel where the terminal has only one.
            let step = configuration.axis == .horizontal ? (dx != 0 ? dx : dy) : (dy != 0 ? dy : dx)
            // A wheel turned while the button drags is the drag's business.
            guard step != 0, !gestures.isPointerDown else { return }
            outcome = gestures.wheel(step: step, shift: m.shift, carousels: [carousel], now: now)
        case .press:
            guard m.button == .left else { return }
            if let row = screen.pageControlRow, m.y == row, !screen.isTooSmall {
                if let finished = gestures.finishWheel(now: now) { handle(finished, now: now) }
                pageControlClick(x: m.x, now: now)
                return
            }
            guard !screen.isTooSmall, screen.strip.contains(x: m.x, y: m.y) else { return }
            // The terminal reports nothing past its first and last cell: a flick can leave.
            let extent = configuration.axis == .horizontal ? screen.width : screen.height
            outcome = gestures.press(m, carousels: [carousel], window: 0...Double(max(0, extent - 1)), now: now)
        case .motion:
            gestures.motion(m, now: now)
        case .release:
            outcome = gestures.release(m, now: now) { x, y in
                guard let k = tappedNeighbour(x: x, y: y), k != 0 else { return false }
                scrollView.scroll(byPages: k, now: now, command: "click")
                return true
            }
        }
        if let outcome { handle(outcome, now: now) }
    }

    /// What a finished gesture means to the carousel: a record of it; a lone notch's flick.
    func handle(_ outcome: GestureLayer.Outcome, now: Double) {
        switch outcome {
        case .ended(let ended):
            guard let decision = ended.decisions.first ?? nil else { return }
            report(FinishedGesture(kind: ended.kind, samples: ended.samples, layout: scrollView.layout, decision: decision,
                                   pointerWindow: ended.pointerWindow))
        case .notch(let forward, let hard):
            // Its flick was made when it came: only the record is left.
            guard let decision = scrollView.lastDecision else { return }
            report(FinishedGesture(kind: .wheel, samples: [], layout: scrollView.layout, decision: decision,
                                   flickPages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard))
        }
    }

    /// When the swipe in progress is over if no report comes first.
    public var wheelGestureDeadline: Double? { gestures.wheelDeadline }
}
