import CarouselCore
import CarouselMatching

/// fzf's scripting actions in the picker: the query editor's, the search's switches,
/// bindings that change bindings, and the `transform` family, whose command the program runs
/// (`ProgramRequest.capture`) and whose output comes back as an event
/// (`InputEvent.commandOutput`).
extension BindingSession {
    /// Does a scripting action; what it asks of the program, if anything. Nil for an action
    /// that is not of this family too (`isScripting` tells).
    func performScripting(_ action: BindAction, on scene: CarouselController, now: Double) -> CarouselAction? {
        switch action {
        case .editQuery(let edit):
            if let key = action.editKey {
                _ = scene.picker?.takeKey(key, in: scene, now: now)
            } else if edit == .killLine {
                scene.picker?.edit(in: scene, now: now) { $0.killLine() }
            }
        case .setSearch(let change):
            guard let search = scene.search else { break }
            switch change {
            case .on: search.setFilters(true)
            case .off: search.setFilters(false)
            case .toggle: search.setFilters(!search.filters)
            }
            scene.picker?.showResults(in: scene, now: now)
            scene.reloadData(now: now)
        case .search(let text):
            scene.search?.search(for: text)
            scene.picker?.showResults(in: scene, now: now)
        case .put(let text): scene.picker?.edit(in: scene, now: now) { $0.paste(text) }
        case .print(let text): scene.configuration.acceptance?.printed.append(text)
        case .position(let n):
            guard scene.count > 0 else { break }
            let page = n > 0 ? n - 1 : scene.count + n
            scene.scroll(toPage: min(max(0, page), scene.count - 1), now: now, command: "pos")
        case .unbind(let names): setBound(names, to: false, on: scene)
        case .rebind(let names): setBound(names, to: true, on: scene)
        case .toggleBind(let names): setBound(names, to: nil, on: scene)
        case .trigger(let names):
            for name in Self.triggerNames(names) {
                guard let trigger = BindTrigger(fzfName: name), let actions = scene.bindings[trigger] else { continue }
                if let outcome = perform(actions, on: scene, now: now) { return outcome }
            }
        case .transform(let target, let template):
            guard let command = filled(template, on: scene) else { break }
            transformStarted(for: target)
            return .run(.capture(command))
        case .backgroundTransform(let target, let template):
            guard let command = filled(template, on: scene) else { break }
            return .run(.captureInBackground(command, id: backgroundTransformStarted(for: target)))
        case .cancelBackground:
            cancelBackgroundTransforms()
            return .run(.cancelBackground)
        case .change(let target, let text): apply(text, to: target, on: scene, now: now)
        case .halfPage(let down):
            let pages = max(1, scene.pagesPerScreen / 2) * (scene.configuration.queryAtBottom ? -1 : 1)
            scene.scroll(byPages: down ? pages : -pages, now: now, command: down ? "half-page-down" : "half-page-up")
        case .cancel:
            guard let search = scene.search, !search.query.isEmpty else { return .quit(chose: nil) }
            scene.picker?.setQuery("", in: scene, now: now)
        case .clearScreen: return .redraw
        case .select(let on):
            scene.picker?.setMark(on, in: scene)
        case .printQuery:
            scene.configuration.acceptance?.acceptQueryOnly()
            return .quit(chose: nil)
        case .acceptNonEmpty:
            guard scene.count > 0 else { break }
            scene.configuration.acceptance?.accept(key: nil)
            return .quit(chose: scene.scrollView.destinationPage)
        case .acceptOrPrintQuery:
            guard scene.count > 0 else {
                scene.configuration.acceptance?.acceptQueryOnly()
                return .quit(chose: nil)
            }
            scene.configuration.acceptance?.accept(key: nil)
            return .quit(chose: scene.scrollView.destinationPage)
        case .deleteCharOrAbort, .backwardDeleteCharOrAbort:
            guard let search = scene.search, !search.query.isEmpty else { return .quit(chose: nil) }
            _ = scene.picker?.takeKey(action == .deleteCharOrAbort ? KeyEvent(.delete) : KeyEvent(.backspace), in: scene, now: now)
        case .scrollPreview(let lines, let pages):
            guard let card = scene.collectionView.cellForItem(at: scene.scrollView.destinationPage) as? CardCell, let preview = card.preview
            else {
                break
            }
            preview.scroll(by: lines + Int((Double(max(1, card.previewBodyHeight)) * pages).rounded(.towardZero)))
        case .changeMulti(let limit):
            scene.setMultipleSelection(limit != 0)
            scene.configuration.markLimit = limit.flatMap { $0 > 0 ? $0 : nil }
            if limit == 0 { scene.pickerLines?.marks = LineMarks() }
            scene.collectionView.reloadData()
        case .replaceQuery:
            guard let line = scene.currentLineIndex, let text = scene.picker?.text(ofLine: line) else { break }
            scene.picker?.setQuery(text, in: scene, now: now)
        case .changePreview(let change): changePreview(change, on: scene, now: now)
        case .jump(let accepting):
            let cards = CardStrip.visibleCards(scene.carousel, strip: scene.screen.strip, axis: scene.configuration.axis)
            guard !cards.isEmpty else { break }
            var labels: [Character: Int] = [:]
            for (card, label) in zip(cards, scene.configuration.jumpLabels) { labels[label] = card.index }
            startJumping(labels: labels, accepting: accepting)
        case .close:
            guard let previewing = scene.dataSource as? PreviewingCards, previewing.isShown else { return .quit(chose: nil) }
            setPreviewShown(false, on: scene, now: now)
        case .toMarked(let forward): scene.picker?.goToMarked(forward: forward, in: scene, now: now)
        case .changeFields(let which, let choices):
            let list = choices.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            let key = which.rawValue + ":" + choices
            let k = nextChoice(of: key, count: list.count)
            scene.picker?.changeFields(which, to: list.isEmpty ? "" : list[k], in: scene, now: now)
        case .showSection(let section, let change):
            show(section, change)
            scene.relayout(now: now)
        case .setTracking(let on): scene.configuration.tracksCurrent = on
        case .toggleTracking: scene.configuration.tracksCurrent.toggle()
        default: break
        }
        return nil
    }

    /// A `bg-transform…` command's output, when it ended: applied as `transform`'s is.
    func takeBackgroundOutput(id: Int, _ output: String, on scene: CarouselController, now: Double) -> CarouselAction? {
        guard let target = backgroundTransformFinished(id: id) else { return nil }
        return takeTransformOutput(output, for: target, on: scene, now: now)
    }

    /// A `transform…` command's output, back from the program: applied to what it was for.
    func takeCommandOutput(_ output: String, on scene: CarouselController, now: Double) -> CarouselAction? {
        guard let target = transformFinished() else { return nil }
        return takeTransformOutput(output, for: target, on: scene, now: now)
    }

    private func takeTransformOutput(
        _ output: String, for target: BindAction.Target, on scene: CarouselController, now: Double
    ) -> CarouselAction? {
        // As fzf: the output less its last newline (a query or prompt is one line).
        var text = output
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        guard target == .actions else {
            apply(text, to: target, on: scene, now: now)
            return nil
        }
        // `transform`: the output is actions, as --bind writes them after a key.
        var parsed: [BindTrigger: [BindAction]] = [:]
        guard !text.isEmpty, (try? BindingParser.parse("start:" + text, into: &parsed)) != nil,
            let actions = parsed[.event(.start)]
        else { return nil }
        return perform(actions, on: scene, now: now)
    }

    /// A text for one of the picker's parts (`change-…`, `transform-…`).
    private func apply(_ text: String, to target: BindAction.Target, on scene: CarouselController, now: Double) {
        switch target {
        case .actions: break
        case .query: scene.picker?.setQuery(text, in: scene, now: now)
        case .prompt: scene.search?.prompt = text
        case .header:
            scene.configuration.header = text.isEmpty ? nil : text
            scene.relayout(now: now)
        case .search:
            scene.search?.search(for: text)
            scene.picker?.showResults(in: scene, now: now)
        case .ghost: scene.search?.ghost = text
        case .previewLabel: (scene.dataSource as? PreviewingCards)?.loader.label = text
        case .nth: scene.picker?.changeFields(.nth, to: text, in: scene, now: now)
        case .withNth: scene.picker?.changeFields(.withNth, to: text, in: scene, now: now)
        case .footer:
            scene.configuration.footer = text.isEmpty ? nil : text
            scene.relayout(now: now)
        case .pointer:
            guard CurrentCardLook.isValidPointer(text) else { break }
            scene.configuration.theme.currentCard.pointer = text
            scene.collectionView.reloadData()
        case .borderLabel: setBorderLabel(text)
        }
    }

    /// `unbind` (false), `rebind` (true) or `toggle-bind` (nil) of the keys and events named.
    private func setBound(_ names: String, to bound: Bool?, on scene: CarouselController) {
        for name in Self.triggerNames(names) {
            guard let trigger = BindTrigger(fzfName: name) else { continue }
            setBound(trigger, to: bound, in: &scene.configuration.bindings)
        }
    }

    /// `ctrl-r,change` as names; a comma key is `,` itself.
    static func triggerNames(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    /// fzf's variables for a command, as the picker stands now.
    func commandEnvironment(of scene: CarouselController) -> [String: String] {
        var variables = baseCommandEnvironment(of: scene)
        if let click = lastSectionClick {
            let part = click.header ? "HEADER" : "FOOTER"
            variables["FZF_CLICK_\(part)_LINE"] = String(click.line)
            variables["FZF_CLICK_\(part)_COLUMN"] = String(click.column)
            variables["FZF_CLICK_\(part)_WORD"] = click.word
        }
        return variables
    }

    private func baseCommandEnvironment(of scene: CarouselController) -> [String: String] {
        [
            "FZF_QUERY": scene.search?.query ?? "",
            "FZF_PROMPT": scene.search?.prompt ?? "",
            "FZF_ACTION": lastActionName,
            "FZF_KEY": lastKeyName,
            "FZF_MATCH_COUNT": String(scene.count),
            "FZF_TOTAL_COUNT": String(scene.picker?.totalCount ?? scene.count),
            "FZF_SELECT_COUNT": String(scene.marks?.count ?? 0),
            "FZF_POS": String(scene.count == 0 ? 0 : scene.scrollView.destinationPage + 1),
            "FZF_LINES": String(scene.screen.height),
            "FZF_COLUMNS": String(scene.screen.width),
            "FZF_INPUT_STATE": scene.search == nil ? "hidden" : scene.search!.filters ? "enabled" : "disabled",
            "FZF_GHOST": scene.search?.ghost ?? "",
            "FZF_POINTER": scene.configuration.theme.currentCard.pointer,
            "FZF_BORDER_LABEL": borderLabel ?? scene.configuration.windowFrame.label ?? "",
            // fzf's default layout lists upwards from its prompt at the bottom.
            "FZF_DIRECTION": scene.configuration.queryAtBottom ? "up" : "down",
        ]
    }
}
