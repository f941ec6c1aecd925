/// Events into the scene: keys through the help box, the picker's marks and query, then the
/// key map; the mouse through the one gesture layer (`CarouselController+Mouse`).
extension CarouselController {
    /// Applies one event; returns what the program should do, if anything.
    @discardableResult
    public func handle(_ event: InputEvent, now: Double) -> CarouselAction? {
        switch event {
        case .key(let key):
            // A key after a swipe builds on where the swipe was going.
            if let outcome = gestures.finishWheel(now: now) { handle(outcome, now: now) }
            return handleKey(key, now: now)
        case .mouse(let mouse): handleMouse(mouse, now: now); return nil
        case .resize(let w, let h): resize(width: w, height: h, now: now); return nil
        case .interrupted:
            gestures.cancel(now: now)
            return nil
        case .paste(let text):
            // A paste is text for the query, not keystrokes: it neither moves, chooses nor quits.
            _ = searchTakesPaste(text, now: now)
            return nil
        }
    }

    func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction? {
        if showsHelp { return help.handle(e, pageCount: helpOverlay?.pageCount) }
        if let actions = bindings[BindTrigger(e)] { return perform(actions, now: now) }
        if multiSelectTakes(e, now: now) { return nil }
        if searchTakes(e, now: now) { return nil }
        guard let command = KeyMap.standard.command(for: e) else { return nil }
        return perform(command, now: now)
    }
}
