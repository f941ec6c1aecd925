/// `--bind` in the scene: its session carries fzf's actions out on this carousel (and on the
/// picker it holds); what they ask of the program waits for the runner.
extension CarouselController {
    /// Carries out a chain of actions in order (`BindingSession.perform`).
    @discardableResult
    package func perform(_ actions: [BindAction], now: Double) -> CarouselAction? {
        bound.perform(actions, on: self, now: now)
    }

    /// The actions bound to `event`, done now; what they ask of the program waits for the
    /// runner (`takeRequestedAction`).
    package func fire(_ event: BindEvent, now: Double) { bound.fire(event, on: self, now: now) }

    /// What a bound event asked of the program, oldest first.
    package func takeRequestedAction() -> CarouselAction? { bound.takeRequestedAction(on: self) }

    /// A `transform…` command's output, back from the program: applied to what it was for.
    func takeCommandOutput(_ output: String, now: Double) -> CarouselAction? {
        bound.takeCommandOutput(output, on: self, now: now)
    }

    /// A `bg-transform…` command's output, when it ended: applied as `transform`'s is.
    func takeBackgroundOutput(id: Int, _ output: String, now: Double) -> CarouselAction? {
        bound.takeBackgroundOutput(id: id, output, on: self, now: now)
    }

    /// fzf's variables for a command, as the picker stands now.
    var commandEnvironment: [String: String] { bound.commandEnvironment(of: self) }

    /// The keys as the help lists them: the defaults, with `--bind`'s keys in their place.
    package var keyMap: KeyMap {
        let isPicker = configuration.isPicker
        if let made = keyMapMade, made.bindings == bindings, made.isPicker == isPicker { return made.keyMap }
        let keyMap = (isPicker ? KeyMap.picker : KeyMap.searchingCarousel).overridden(by: bindings)
        keyMapMade = (bindings, isPicker, keyMap)
        return keyMap
    }

    /// The line the current card shows (its index in the input).
    var currentLineIndex: Int? {
        if let picker { return picker.currentLine(in: self) }
        return count > 0 ? scrollView.destinationPage : nil
    }
}
