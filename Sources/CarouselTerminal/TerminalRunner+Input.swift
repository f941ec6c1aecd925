import CarouselPlatform
import CarouselKit

/// Input beside the frames: the events of a read handed to the scene, and the tail of an
/// escape sequence swallowed after Escape quit.
extension TerminalRunner {
    /// What was read while the loop waited, in order: events read during an inline resize,
    /// then keys typed while the session asked the terminal something.
    func dispatchPendingInput() -> RunOutcome? {
        if !pendingEvents.isEmpty {
            let events = pendingEvents
            pendingEvents = []
            if let outcome = dispatch(events) { return outcome }
        }
        guard !pendingTypeahead.isEmpty else { return nil }
        let typeahead = pendingTypeahead
        pendingTypeahead = []
        lastByteTime = clock.now
        let events = decoder.feed(typeahead)
        takeLateReplies()
        return dispatch(events)
    }

    /// Escape quit, but it may have been the first byte of a sequence split by a slow link
    /// whose rest is still on its way: leaving now would hand `[C` or `[<32;40;12M` to the
    /// shell as typed text. So read on, in raw mode, until the tail window ends or something
    /// came and was decoded (a tail is dropped; so is a key typed that soon after Escape).
    func swallowEscapeTail() {
        let deadline = escapeTakenTime + escapeTiming.tailWindow
        var bytes = [UInt8](repeating: 0, count: 512)
        while decoder.isEscapeTailWindowOpen || decoder.hasPendingInput {
            let remaining = deadline - clock.now
            guard remaining > 0 else { return }
            let outcome = try? DescriptorWait.readable([session.ttyFD], milliseconds: Int32((remaining * 1000).rounded(.up)))
            if outcome == .interrupted { continue }
            guard case .ready? = outcome else { return }
            let n = read(session.ttyFD, &bytes, bytes.count)
            guard n > 0 else { return }
            _ = decoder.feed(bytes[0..<n])
        }
    }

    /// Serves every source after each wake-up (each reads only what is there, so this is
    /// cheap); true when one changed the screen.

    func dispatch(_ events: [InputEvent]) -> RunOutcome? {
        // The events of one read arrived together: one arrival time for all of them.
        let now = clock.now
        for var event in events {
            if case .mouse(let mouse) = event, inlinePointer != nil {
                guard let moved = inlinePointer?.translate(mouse) else { continue }
                event = .mouse(moved)
            }
            needsDraw = true
            let action = scene.handle(event, now: now)
            if let outcome = carryOut(action) { return outcome }
            // The rest of a binding's chain after the command just run, before the next key.
            // And what the key's events asked (a change's transform or reload), before the next
            // key of a burst: each key's query meets its own commands, as in fzf.
            if let outcome = takeRequestedActions() { return outcome }
        }
        return nil
    }

    /// Does what the scene asked; the outcome when the run ends.
    func carryOut(_ action: CarouselAction?) -> RunOutcome? {
        switch action {
        case .quit(let chose)?: return .finished(chose: chose)
        case .interrupt?: return .interrupted
        case .suspend?: suspend()
        case .redraw?: invalidate()
        case .run(let request)?: return run(request)
        // Presenting and dismissing are a scene stack's: what reaches here has none.
        case .present?, .dismiss?: break
        case nil: break
        }
        return nil
    }

    /// Inline: the encoder draws from the band's top row and the pointer is read in its rows.
    func noteInlineRegion() {
        encoder.inlineTop = session.inlineRegion?.top
        inlinePointer = session.inlineRegion.map { InlinePointer(region: $0) }
    }
}
