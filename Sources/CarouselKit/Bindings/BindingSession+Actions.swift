import CarouselMatching

/// `--bind`: what a bound key or event does, by fzf's actions. Actions that move, mark and
/// edit the query happen in the scene; commands to run go to the program as
/// `CarouselAction.run`, filled in with the current line, the marks and the query. The
/// session carries them out on the scene of one carousel it belongs to.
extension BindingSession {
    /// Carries out a chain of actions in order; the first that ends or hands over (accept,
    /// abort, a command to run) ends the chain, as fzf's.
    ///
    /// A command the program runs and comes back from (`execute`, `execute-silent`, `reload`)
    /// does not end it: the rest of the chain waits for the program to run it, and is done
    /// at its next look at what was asked (`takeRequestedAction`), as fzf goes on after it.
    @discardableResult
    func perform(_ actions: [BindAction], on scene: CarouselController, now: Double) -> CarouselAction? {
        for (k, action) in actions.enumerated() {
            guard let outcome = perform(action, on: scene, now: now) else { continue }
            if case .run(let request) = outcome, !request.endsTheRun, k + 1 < actions.count {
                continueLater(with: Array(actions[(k + 1)...]), now: now)
            }
            return outcome
        }
        return nil
    }

    /// The actions bound to `event`, done now; what they ask of the program waits for the
    /// runner (`takeRequestedAction`).
    func fire(_ event: BindEvent, on scene: CarouselController, now: Double) {
        // A preview with {q} follows the query.
        if event == .change, let search = scene.search, let previewing = scene.dataSource as? PreviewingCards {
            previewing.loader.query = search.query
        }
        guard let actions = scene.bindings[.event(event)], !actions.isEmpty else { return }
        if let outcome = perform(actions, on: scene, now: now) { request(outcome) }
    }

    /// What a bound event asked of the program, oldest first.
    func takeRequestedAction(on scene: CarouselController) -> CarouselAction? {
        let (asked, chainLeft) = takeRequest()
        if let asked { return asked }
        guard let (rest, now) = chainLeft else { return nil }
        return perform(rest, on: scene, now: now)
    }

    private func perform(_ action: BindAction, on scene: CarouselController, now: Double) -> CarouselAction? {
        // `{fzf:action}`: the action done before this one, by its name alone (`change-query`,
        // not its argument), as fzf's.
        defer { lastActionName = String(action.fzfText.prefix { $0 != "(" }) }
        switch action {
        case .accept:
            scene.configuration.acceptance?.accept(key: nil)
            return scene.count > 0 ? .quit(chose: scene.scrollView.destinationPage) : .quit(chose: nil)
        case .acceptExpecting(let key):
            scene.configuration.acceptance?.accept(key: key)
            return scene.count > 0 ? .quit(chose: scene.scrollView.destinationPage) : .quit(chose: nil)
        case .abort: return .quit(chose: nil)
        case .toggle: scene.picker?.toggleMark(thenMove: 0, in: scene, now: now, command: "toggle")
        case .selectAll, .deselectAll, .toggleAll: scene.picker?.markEveryMatch(action, in: scene)
        case .clearQuery: scene.picker?.setQuery("", in: scene, now: now)
        case .changeQuery(let text): scene.picker?.setQuery(text, in: scene, now: now)
        case .changePrompt(let text): scene.search?.prompt = text
        case .changeHeader(let text):
            scene.configuration.header = text.isEmpty ? nil : text
            scene.relayout(now: now)
        case .first: scene.scroll(toPage: 0, now: now, command: "first")
        case .last: scene.scroll(toPage: max(0, scene.count - 1), now: now, command: "last")
        // fzf's default layout lists its best match at the bottom: `up` goes to the next.
        case .down: scene.scroll(byPages: scene.configuration.queryAtBottom ? -1 : 1, now: now, command: "down")
        case .up: scene.scroll(byPages: scene.configuration.queryAtBottom ? 1 : -1, now: now, command: "up")
        case .pageDown:
            scene.scroll(
                byPages: scene.configuration.queryAtBottom ? -scene.pagesPerScreen : scene.pagesPerScreen, now: now, command: "page-down")
        case .pageUp:
            scene.scroll(
                byPages: scene.configuration.queryAtBottom ? scene.pagesPerScreen : -scene.pagesPerScreen, now: now, command: "page-up")
        case .execute(let template): return filled(template, on: scene).map { .run(.execute($0)) }
        case .executeMarked(let template): return filled(template, forcingMarked: true, on: scene).map { .run(.execute($0)) }
        case .executeSilent(let template): return filled(template, on: scene).map { .run(.executeSilent($0)) }
        case .become(let template): return filled(template, on: scene).map { .run(.become($0)) }
        case .reload(let template): return scene.pickerLines == nil ? nil : filled(template, on: scene).map { .run(.reload($0)) }
        case .togglePreview: togglePreview(on: scene, now: now)
        case .showPreview: setPreviewShown(true, on: scene, now: now)
        case .hidePreview: setPreviewShown(false, on: scene, now: now)
        case .refreshPreview: refreshPreview(on: scene)
        case .command(let command): return scene.perform(command, now: now)
        case .previousHistory, .nextHistory:
            if let history = scene.configuration.queryHistory, let search = scene.search {
                let query = action == .previousHistory ? history.previous(current: search.query) : history.next(current: search.query)
                scene.picker?.setQuery(query, in: scene, now: now)
            }
        case .toggleSort: scene.search?.toggleSort()
        case .exclude: scene.picker?.exclude(marked: false, in: scene, now: now)
        case .excludeMulti: scene.picker?.exclude(marked: true, in: scene, now: now)
        case .ignore, .withoutEffect: break
        default: return performScripting(action, on: scene, now: now)
        }
        return nil
    }

    /// A bound command with its placeholders filled in; nil when it names the current line
    /// and there is none (no match), as fzf then runs nothing.
    func filled(_ template: String, forcingMarked: Bool = false, on scene: CarouselController) -> String? {
        var command = CommandTemplate(
            template, delimiter: scene.configuration.placeholderDelimiter, quoting: scene.configuration.placeholderQuoting)
        command.forcesMarked = forcingMarked
        let needs = command.needs
        func item(_ line: Int) -> CommandTemplate.Item? {
            scene.picker?.text(ofLine: line).map { CommandTemplate.Item(text: $0, index: line) }
        }
        let current = scene.currentLineIndex.flatMap(item)
        let marked = needs.marked ? (scene.marks?.inOrder ?? []).compactMap(item) : []
        // {*}: every match, in the order shown.
        let matched = needs.everyMatch ? (0..<scene.count).compactMap { scene.pickerLines?.lineIndex(forItem: $0) }.compactMap(item) : []
        let values = CommandTemplate.Values(
            current: current, marked: marked, matched: matched, query: scene.search?.query ?? "",
            prompt: scene.search?.prompt ?? "", lastAction: lastActionName,
            fileSeparator: scene.configuration.placeholderFileSeparator)
        CommandEnvironment.current = commandEnvironment(of: scene)
        return command.filled(values)
    }

    /// Events that follow from what changed: `focus` when the current card shows another line.
    func fireFocusIfMoved(on scene: CarouselController, now: Double) {
        guard scene.bindings[.event(.focus)] != nil else { return }
        if focusMoved(to: scene.currentLineIndex) { fire(.focus, on: scene, now: now) }
    }
}
