/// The mouse on the carousel, through its one gesture layer: a press on the strip drags
/// it, a click on a peeking card or a page dot goes there, the wheel and the touchpad flick.
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
            // fzf's scroll events, after the flick the wheel is here.
            let up = (dy != 0 ? dy : dx) < 0
            fireIfBound(m.shift ? (up ? .shiftScrollUp : .shiftScrollDown) : (up ? .scrollUp : .scrollDown), now: now)
        case .press:
            // fzf's right and shifted clicks, where bound: taken whole (no drag begins).
            if m.button == .right || (m.button == .left && m.shift) {
                let event: BindEvent = m.button == .right ? (m.shift ? .shiftRightClick : .rightClick) : .shiftLeftClick
                if fireIfBound(event, now: now) { return }
            }
            guard m.button == .left else { return }
            if clickedSection(m, now: now) { return }
            switch view.press(self, x: m.x, y: m.y) {
            case .drag(let window):
                outcome = gestures.press(m, carousels: [carousel], window: window, now: now)
            case .page(let page):
                if let finished = gestures.finishWheel(now: now) { handle(finished, now: now) }
                scroll(toPage: page, now: now, command: "click")
            case .nothing:
                return
            }
        case .motion:
            gestures.motion(m, now: now)
        case .release:
            outcome = gestures.release(m, now: now) { x, y in
                switch view.tap(self, x: x, y: y) {
                case .by(let pages)?: scroll(byPages: pages, now: now, command: "click")
                case .to(let page)?: scroll(toPage: page, now: now, command: "click")
                case nil:
                    if isDoubleClick(x: x, y: y, now: now) { return true }
                    // fzf's left-click: a click (no drag) on the current card, where bound.
                    return view.tappedNeighbour(self, x: x, y: y) == 0 && fireIfBound(.leftClick, now: now)
                }
                return true
            }
        }
        if let outcome { handle(outcome, now: now) }
    }

    /// A click on the current card, the second soon after the first on the same card:
    /// fzf's `double-click`, fired when it is bound (true: the click was taken).
    private func isDoubleClick(x: Int, y: Int, now: Double) -> Bool {
        guard bindings[.event(.doubleClick)] != nil, view.tappedNeighbour(self, x: x, y: y) == 0 else { return false }
        if let last = bound.lastClick, now - last.time <= Self.doubleClickInterval, abs(last.x - x) <= 1, abs(last.y - y) <= 1 {
            bound.lastClick = nil
            fire(.doubleClick, now: now)
            return true
        }
        bound.lastClick = (x, y, now)
        return false
    }

    /// fzf's `click-header` and `click-footer`, where bound: the line, column and word
    /// clicked are kept for the command's `FZF_CLICK_…` variables.
    private func clickedSection(_ m: MouseEvent, now: Double) -> Bool {
        let header = screen.headerRows?.contains(m.y) == true
        guard header || screen.footerRow == m.y else { return false }
        let event: BindEvent = header ? .clickHeader : .clickFooter
        guard bindings[.event(event)] != nil else { return false }
        let line = header ? m.y - (screen.headerRows?.lowerBound ?? m.y) : 0
        let texts = header ? headerLines : [configuration.footer ?? ""]
        let text = line < texts.count ? texts[line] : ""
        bound.lastSectionClick = (header, line + 1, m.x + 1, Self.word(in: text, at: m.x - 1))
        fire(event, now: now)
        return true
    }

    /// The blank-separated word of `text` at `column` (0-based), or "".
    static func word(in text: String, at column: Int) -> String {
        let characters = Array(text)
        guard column >= 0, column < characters.count, characters[column] != " " else { return "" }
        var start = column, end = column
        while start > 0, characters[start - 1] != " " { start -= 1 }
        while end + 1 < characters.count, characters[end + 1] != " " { end += 1 }
        return String(characters[start...end])
    }

    /// Fires `event` when a binding waits for it; whether one did.
    @discardableResult
    func fireIfBound(_ event: BindEvent, now: Double) -> Bool {
        guard bindings[.event(event)] != nil else { return false }
        fire(event, now: now)
        return true
    }

    /// How soon a second click makes a double click (fzf's: half a second).
    static let doubleClickInterval = 0.5

    // MARK: - The one drag path (a person's pointer, or a replayed one)

    func beginDrag(pointer: Double, now: Double, window: ClosedRange<Double>?) {
        gestures.begin(pointer: pointer, carousels: [carousel], window: window, now: now)
    }

    func moveDrag(pointer: Double, now: Double) {
        gestures.move(pointer: pointer, now: now)
    }

    func endDrag(pointer: Double, now: Double) {
        if let outcome = gestures.end(pointer: pointer, now: now, kind: .drag) { handle(outcome, now: now) }
    }

    func cancelDrag(now: Double) {
        gestures.cancel(now: now)
    }
}
