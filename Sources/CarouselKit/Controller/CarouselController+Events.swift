/// Events into the scene: keys through the help box, the picker's marks and query, then the
/// key map; the mouse through the one gesture layer (`CarouselController+Mouse`).
extension CarouselController {
    /// Applies one event; returns what the program should do, if anything.
    @discardableResult
    package func handle(_ event: InputEvent, now: Double) -> CarouselAction? {
        let editsBefore = picker?.queryEdits ?? 0
        let marksBefore = pickerLines?.marks
        let action = route(event, now: now)
        // fzf's `multi`: the marks changed, whatever changed them.
        if let marksBefore, pickerLines?.marks != marksBefore { fire(.multi, now: now) }
        switch event {
        case .key, .paste, .mouse: picker?.noteFocus(editsBefore: editsBefore)
        case .resize, .interrupted, .commandOutput, .backgroundOutput, .requested: break
        }
        return action
    }

    func finishWheels(now: Double) {
        if let outcome = gestures.finishWheel(now: now) { handle(outcome, now: now) }
    }

    func takePaste(_ text: String, now: Double) { _ = picker?.takePaste(text, in: self, now: now) }

    func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction? {
        if showsHelp { return help.handle(e, pageCount: helpOverlay?.pageCount) }
        if let jump = bound.endJumping() {
            // Jump mode takes the next key whatever it is: a label goes there, any other
            // key puts the labels away (fzf's `jump` and `jump-cancel` events).
            guard case .character(let c) = e.key, !e.alt, let page = jump.labels[c] else {
                fire(.jumpCancel, now: now)
                return nil
            }
            scroll(toPage: page, now: now, command: "jump")
            fire(.jump, now: now)
            if jump.accepting {
                configuration.acceptance?.accept(key: nil)
                return .quit(chose: page)
            }
            return nil
        }
        if let actions = bindings[BindTrigger(e)] {
            bound.lastKeyName = BindTrigger(e).fzfName
            return perform(actions, now: now)
        }
        if picker?.takeMarkingKey(e, in: self, now: now) == true { return nil }
        // fzf's `backward-eof`: Backspace on an empty query.
        if e.key == .backspace, !e.alt, let search, search.query.isEmpty, bindings[.event(.backwardEOF)] != nil {
            fire(.backwardEOF, now: now)
            return nil
        }
        if picker?.takeKey(e, in: self, now: now) == true { return nil }
        guard let command = KeyMap.standard.command(for: e) else { return nil }
        return perform(command, now: now)
    }
}
