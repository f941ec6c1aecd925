import CarouselMatching

/// `--bind`: what a bound key or event does, by fzf's actions. Actions that move, mark and
/// edit the query happen in the scene; commands to run go to the program as
/// `CarouselAction.run`, filled in with the current line, the marks and the query.
extension CarouselController {
    /// Carries out a chain of actions in order; the first that ends or hands over (accept,
    /// abort, a command to run) ends the chain, as fzf's.
    ///
    /// A command the program runs and comes back from (`execute`, `execute-silent`, `reload`)
    /// does not end it: the rest of the chain waits for the program to run it, and is done
    /// at its next look at what was asked (`takeRequestedAction`), as fzf goes on after it.
    @discardableResult
    package func perform(_ actions: [BindAction], now: Double) -> CarouselAction? {
        for (k, action) in actions.enumerated() {
            guard let outcome = perform(action, now: now) else { continue }
            if case .run(let request) = outcome, !request.endsTheRun, k + 1 < actions.count {
                bound.continueLater(with: Array(actions[(k + 1)...]), now: now)
            }
            return outcome
        }
        return nil
    }

    /// The actions bound to `event`, done now; what they ask of the program waits for the
    /// runner (`takeRequestedAction`).
    package func fire(_ event: BindEvent, now: Double) {
        // A preview with {q} follows the query.
        if event == .change, let search, let previewing = dataSource as? PreviewingCards { previewing.loader.query = search.query }
        guard let actions = bindings[.event(event)], !actions.isEmpty else { return }
        if let outcome = perform(actions, now: now) { bound.request(outcome) }
    }

    /// The keys as the help lists them: the defaults, with `--bind`'s keys in their place.
    package var keyMap: KeyMap {
        if let made = keyMapMade, made.bindings == bindings { return made.keyMap }
        let keyMap = KeyMap.standard.overridden(by: bindings)
        keyMapMade = (bindings, keyMap)
        return keyMap
    }

    /// What a bound event asked of the program, oldest first.
    package func takeRequestedAction() -> CarouselAction? {
        let (asked, chainLeft) = bound.takeRequest()
        if let asked { return asked }
        guard let (rest, now) = chainLeft else { return nil }
        return perform(rest, now: now)
    }

    private func perform(_ action: BindAction, now: Double) -> CarouselAction? {
        // `{fzf:action}`: the action done before this one, by its name alone (`change-query`,
        // not its argument), as fzf's.
        defer { bound.lastActionName = String(action.fzfText.prefix { $0 != "(" }) }
        switch action {
        case .accept:
            configuration.acceptance?.accept(key: nil)
            return count > 0 ? .quit(chose: scrollView.destinationPage) : .quit(chose: nil)
        case .acceptExpecting(let key):
            configuration.acceptance?.accept(key: key)
            return count > 0 ? .quit(chose: scrollView.destinationPage) : .quit(chose: nil)
        case .abort: return .quit(chose: nil)
        case .toggle: picker?.toggleMark(thenMove: 0, in: self, now: now, command: "toggle")
        case .selectAll, .deselectAll, .toggleAll: picker?.markEveryMatch(action, in: self)
        case .clearQuery: picker?.setQuery("", in: self, now: now)
        case .changeQuery(let text): picker?.setQuery(text, in: self, now: now)
        case .changePrompt(let text): search?.prompt = text
        case .changeHeader(let text):
            configuration.header = text.isEmpty ? nil : text
            relayout(now: now)
        case .first: scroll(toPage: 0, now: now, command: "first")
        case .last: scroll(toPage: max(0, count - 1), now: now, command: "last")
        // fzf's default layout lists its best match at the bottom: `up` goes to the next.
        case .down: scroll(byPages: configuration.queryAtBottom ? -1 : 1, now: now, command: "down")
        case .up: scroll(byPages: configuration.queryAtBottom ? 1 : -1, now: now, command: "up")
        case .pageDown: scroll(byPages: configuration.queryAtBottom ? -pagesPerScreen : pagesPerScreen, now: now, command: "page-down")
        case .pageUp: scroll(byPages: configuration.queryAtBottom ? pagesPerScreen : -pagesPerScreen, now: now, command: "page-up")
        case .execute(let template): return filled(template).map { .run(.execute($0)) }
        case .executeMarked(let template): return filled(template, forcingMarked: true).map { .run(.execute($0)) }
        case .executeSilent(let template): return filled(template).map { .run(.executeSilent($0)) }
        case .become(let template): return filled(template).map { .run(.become($0)) }
        case .reload(let template): return pickerLines == nil ? nil : filled(template).map { .run(.reload($0)) }
        case .togglePreview: togglePreview(now: now)
        case .showPreview: setPreviewShown(true, now: now)
        case .hidePreview: setPreviewShown(false, now: now)
        case .refreshPreview: refreshPreview()
        case .command(let command): return perform(command, now: now)
        case .previousHistory, .nextHistory:
            if let history = configuration.queryHistory, let search {
                let query = action == .previousHistory ? history.previous(current: search.query) : history.next(current: search.query)
                picker?.setQuery(query, in: self, now: now)
            }
        case .toggleSort: search?.toggleSort()
        case .exclude: picker?.exclude(marked: false, in: self, now: now)
        case .excludeMulti: picker?.exclude(marked: true, in: self, now: now)
        case .ignore, .withoutEffect: break
        default: return performScripting(action, now: now)
        }
        return nil
    }

    /// A bound command with its placeholders filled in; nil when it names the current line
    /// and there is none (no match), as fzf then runs nothing.
    func filled(_ template: String, forcingMarked: Bool = false) -> String? {
        var command = CommandTemplate(template, delimiter: configuration.placeholderDelimiter, quoting: configuration.placeholderQuoting)
        command.forcesMarked = forcingMarked
        let needs = command.needs
        func item(_ line: Int) -> CommandTemplate.Item? { lineText(line).map { CommandTemplate.Item(text: $0, index: line) } }
        let current = currentLineIndex.flatMap(item)
        let marked = needs.marked ? (marks?.inOrder ?? []).compactMap(item) : []
        // {*}: every match, in the order shown.
        let matched = needs.everyMatch ? (0..<count).compactMap { pickerLines?.lineIndex(forItem: $0) }.compactMap(item) : []
        let values = CommandTemplate.Values(
            current: current, marked: marked, matched: matched, query: search?.query ?? "",
            prompt: search?.prompt ?? "", lastAction: bound.lastActionName,
            fileSeparator: configuration.placeholderFileSeparator)
        CommandEnvironment.current = commandEnvironment
        return command.filled(values)
    }

    /// The line the current card shows (its index in the input).
    var currentLineIndex: Int? {
        if let picker { return picker.currentLine(in: self) }
        return count > 0 ? scrollView.destinationPage : nil
    }

    /// A line as a command gets it: with `--ansi`, without its escapes (fzf's `{}`).
    private func lineText(_ line: Int) -> String? { picker?.text(ofLine: line) }

    /// Events that follow from what changed: `focus` when the current card shows another line.
    func fireFocusIfMoved(now: Double) {
        guard bindings[.event(.focus)] != nil else { return }
        if bound.focusMoved(to: currentLineIndex) { fire(.focus, now: now) }
    }
}
