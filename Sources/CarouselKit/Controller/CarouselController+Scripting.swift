import CarouselCore
import CarouselMatching

/// fzf's scripting actions in the picker: the query editor's, the search's switches,
/// bindings that change bindings, and the `transform` family, whose command the program runs
/// (`ProgramRequest.capture`) and whose output comes back as an event
/// (`InputEvent.commandOutput`).
extension CarouselController {
    /// Does a scripting action; what it asks of the program, if anything. Nil for an action
    /// that is not of this family too (`isScripting` tells).
    func performScripting(_ action: BindAction, now: Double) -> CarouselAction? {
        switch action {
        case .editQuery(let edit):
            if let key = action.editKey {
                _ = picker?.takeKey(key, in: self, now: now)
            } else if edit == .killLine {
                picker?.edit(in: self, now: now) { $0.killLine() }
            }
        case .setSearch(let change):
            guard let search else { break }
            switch change {
            case .on: search.setFilters(true)
            case .off: search.setFilters(false)
            case .toggle: search.setFilters(!search.filters)
            }
            picker?.showResults(in: self, now: now)
            reloadData(now: now)
        case .search(let text):
            search?.search(for: text)
            picker?.showResults(in: self, now: now)
        case .put(let text): picker?.edit(in: self, now: now) { $0.paste(text) }
        case .print(let text): configuration.acceptance?.printed.append(text)
        case .position(let n):
            guard count > 0 else { break }
            let page = n > 0 ? n - 1 : count + n
            scroll(toPage: min(max(0, page), count - 1), now: now, command: "pos")
        case .unbind(let names): setBound(names, to: false)
        case .rebind(let names): setBound(names, to: true)
        case .toggleBind(let names): setBound(names, to: nil)
        case .trigger(let names):
            for name in Self.triggerNames(names) {
                guard let trigger = BindTrigger(fzfName: name), let actions = bindings[trigger] else { continue }
                if let outcome = perform(actions, now: now) { return outcome }
            }
        case .transform(let target, let template):
            guard let command = filled(template) else { break }
            bound.transformStarted(for: target)
            return .run(.capture(command))
        case .backgroundTransform(let target, let template):
            guard let command = filled(template) else { break }
            return .run(.captureInBackground(command, id: bound.backgroundTransformStarted(for: target)))
        case .cancelBackground:
            bound.cancelBackgroundTransforms()
            return .run(.cancelBackground)
        case .change(let target, let text): apply(text, to: target, now: now)
        case .halfPage(let down):
            let pages = max(1, pagesPerScreen / 2) * (configuration.queryAtBottom ? -1 : 1)
            scroll(byPages: down ? pages : -pages, now: now, command: down ? "half-page-down" : "half-page-up")
        case .cancel:
            guard let search, !search.query.isEmpty else { return .quit(chose: nil) }
            picker?.setQuery("", in: self, now: now)
        case .clearScreen: return .redraw
        case .select(let on):
            picker?.setMark(on, in: self)
        case .printQuery:
            configuration.acceptance?.acceptQueryOnly()
            return .quit(chose: nil)
        case .acceptNonEmpty:
            guard count > 0 else { break }
            configuration.acceptance?.accept(key: nil)
            return .quit(chose: scrollView.destinationPage)
        case .acceptOrPrintQuery:
            guard count > 0 else {
                configuration.acceptance?.acceptQueryOnly()
                return .quit(chose: nil)
            }
            configuration.acceptance?.accept(key: nil)
            return .quit(chose: scrollView.destinationPage)
        case .deleteCharOrAbort, .backwardDeleteCharOrAbort:
            guard let search, !search.query.isEmpty else { return .quit(chose: nil) }
            _ = picker?.takeKey(action == .deleteCharOrAbort ? KeyEvent(.delete) : KeyEvent(.backspace), in: self, now: now)
        case .scrollPreview(let lines, let pages):
            guard let card = collectionView.cellForItem(at: scrollView.destinationPage) as? CardCell, let preview = card.preview else {
                break
            }
            preview.scroll(by: lines + Int((Double(max(1, card.previewBodyHeight)) * pages).rounded(.towardZero)))
        case .changeMulti(let limit):
            setMultipleSelection(limit != 0)
            configuration.markLimit = limit.flatMap { $0 > 0 ? $0 : nil }
            if limit == 0 { pickerLines?.marks = LineMarks() }
            collectionView.reloadData()
        case .replaceQuery:
            guard let line = currentLineIndex, let text = picker?.text(ofLine: line) else { break }
            picker?.setQuery(text, in: self, now: now)
        case .changePreview(let change): changePreview(change, now: now)
        case .jump(let accepting):
            let cards = CardStrip.visibleCards(carousel, strip: screen.strip, axis: configuration.axis)
            guard !cards.isEmpty else { break }
            var labels: [Character: Int] = [:]
            for (card, label) in zip(cards, configuration.jumpLabels) { labels[label] = card.index }
            bound.startJumping(labels: labels, accepting: accepting)
        case .close:
            guard let previewing = dataSource as? PreviewingCards, previewing.isShown else { return .quit(chose: nil) }
            setPreviewShown(false, now: now)
        case .toMarked(let forward): picker?.goToMarked(forward: forward, in: self, now: now)
        case .changeFields(let which, let choices):
            let list = choices.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            let key = which.rawValue + ":" + choices
            let k = bound.nextChoice(of: key, count: list.count)
            picker?.changeFields(which, to: list.isEmpty ? "" : list[k], in: self, now: now)
        case .showSection(let section, let change):
            bound.show(section, change)
            relayout(now: now)
        case .setTracking(let on): configuration.tracksCurrent = on
        case .toggleTracking: configuration.tracksCurrent.toggle()
        default: break
        }
        return nil
    }

    /// A `bg-transform…` command's output, when it ended: applied as `transform`'s is.
    func takeBackgroundOutput(id: Int, _ output: String, now: Double) -> CarouselAction? {
        guard let target = bound.backgroundTransformFinished(id: id) else { return nil }
        return takeTransformOutput(output, for: target, now: now)
    }

    /// A `transform…` command's output, back from the program: applied to what it was for.
    func takeCommandOutput(_ output: String, now: Double) -> CarouselAction? {
        guard let target = bound.transformFinished() else { return nil }
        return takeTransformOutput(output, for: target, now: now)
    }

    private func takeTransformOutput(_ output: String, for target: BindAction.Target, now: Double) -> CarouselAction? {
        // As fzf: the output less its last newline (a query or prompt is one line).
        var text = output
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        guard target == .actions else {
            apply(text, to: target, now: now)
            return nil
        }
        // `transform`: the output is actions, as --bind writes them after a key.
        var parsed: [BindTrigger: [BindAction]] = [:]
        guard !text.isEmpty, (try? BindingParser.parse("start:" + text, into: &parsed)) != nil,
            let actions = parsed[.event(.start)]
        else { return nil }
        return perform(actions, now: now)
    }

    /// A text for one of the picker's parts (`change-…`, `transform-…`).
    private func apply(_ text: String, to target: BindAction.Target, now: Double) {
        switch target {
        case .actions: break
        case .query: picker?.setQuery(text, in: self, now: now)
        case .prompt: search?.prompt = text
        case .header:
            configuration.header = text.isEmpty ? nil : text
            relayout(now: now)
        case .search:
            search?.search(for: text)
            picker?.showResults(in: self, now: now)
        case .ghost: search?.ghost = text
        case .previewLabel: (dataSource as? PreviewingCards)?.loader.label = text
        case .nth: picker?.changeFields(.nth, to: text, in: self, now: now)
        case .withNth: picker?.changeFields(.withNth, to: text, in: self, now: now)
        case .footer:
            configuration.footer = text.isEmpty ? nil : text
            relayout(now: now)
        case .pointer:
            guard CurrentCardLook.isValidPointer(text) else { break }
            configuration.theme.currentCard.pointer = text
            collectionView.reloadData()
        case .borderLabel: bound.setBorderLabel(text)
        }
    }

    /// `unbind` (false), `rebind` (true) or `toggle-bind` (nil) of the keys and events named.
    private func setBound(_ names: String, to bound: Bool?) {
        for name in Self.triggerNames(names) {
            guard let trigger = BindTrigger(fzfName: name) else { continue }
            self.bound.setBound(trigger, to: bound, in: &configuration.bindings)
        }
    }

    /// `ctrl-r,change` as names; a comma key is `,` itself.
    static func triggerNames(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    /// fzf's variables for a command, as the picker stands now.
    var commandEnvironment: [String: String] {
        var variables = baseCommandEnvironment
        if let click = bound.lastSectionClick {
            let part = click.header ? "HEADER" : "FOOTER"
            variables["FZF_CLICK_\(part)_LINE"] = String(click.line)
            variables["FZF_CLICK_\(part)_COLUMN"] = String(click.column)
            variables["FZF_CLICK_\(part)_WORD"] = click.word
        }
        return variables
    }

    private var baseCommandEnvironment: [String: String] {
        [
            "FZF_QUERY": search?.query ?? "",
            "FZF_PROMPT": search?.prompt ?? "",
            "FZF_ACTION": bound.lastActionName,
            "FZF_KEY": bound.lastKeyName,
            "FZF_MATCH_COUNT": String(count),
            "FZF_TOTAL_COUNT": String(picker?.totalCount ?? count),
            "FZF_SELECT_COUNT": String(marks?.count ?? 0),
            "FZF_POS": String(count == 0 ? 0 : scrollView.destinationPage + 1),
            "FZF_LINES": String(screen.height),
            "FZF_COLUMNS": String(screen.width),
            "FZF_INPUT_STATE": search == nil ? "hidden" : search!.filters ? "enabled" : "disabled",
            "FZF_GHOST": search?.ghost ?? "",
            "FZF_POINTER": configuration.theme.currentCard.pointer,
            "FZF_BORDER_LABEL": bound.borderLabel ?? configuration.windowFrame.label ?? "",
            // fzf's default layout lists upwards from its prompt at the bottom.
            "FZF_DIRECTION": configuration.queryAtBottom ? "up" : "down",
        ]
    }
}
