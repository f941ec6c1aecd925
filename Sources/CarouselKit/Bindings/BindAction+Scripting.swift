/// fzf's scripting actions: the query editor's, the search's switches, bindings that change
/// bindings, and the `transform` family whose command's output decides what is done.
extension BindAction {
    /// A query-editor action of fzf's, done as the key that does it here.
    package enum QueryEdit: String, CaseIterable, Sendable {
        case beginningOfLine = "beginning-of-line", endOfLine = "end-of-line"
        case backwardChar = "backward-char", forwardChar = "forward-char"
        case backwardWord = "backward-word", forwardWord = "forward-word"
        case backwardDeleteChar = "backward-delete-char", deleteChar = "delete-char"
        case backwardKillWord = "backward-kill-word", killWord = "kill-word", killLine = "kill-line"
        case unixLineDiscard = "unix-line-discard", lineDiscard = "line-discard"
        case unixWordRubout = "unix-word-rubout", wordRubout = "word-rubout"
        case backwardKillSubword = "backward-kill-subword", killSubword = "kill-subword"
        case backwardSubword = "backward-subword", forwardSubword = "forward-subword"
        case yank
    }

    /// What a `transform…` command's output (or a `change-…` argument) becomes.
    package enum Target: String, Sendable {
        /// The output is actions, as `--bind` writes them (`transform`).
        case actions
        case query, prompt, header, search, ghost, footer, pointer
        case borderLabel = "border-label"
        /// The label on the preview's border (`change-preview-label`).
        case previewLabel = "preview-label"
        /// `transform-nth`, `transform-with-nth`: the output is the fields.
        case nth, withNth = "with-nth"
    }

    /// What a preview action changes.
    package enum PreviewChange: Equatable, Sendable {
        /// `change-preview-window(A|B|…)`: the window as first given, then A's words on top;
        /// the next time, B's, and round.
        case window(String)
        /// `change-preview(CMD)`: the command of every card's preview from now on.
        case command(String)
        /// `preview(CMD)`: the current card's preview, this once, from another command.
        case once(String)
        /// `toggle-preview-wrap`, `toggle-preview-wrap-word`.
        case toggleWrap(words: Bool)
    }

    /// The fields `change-nth` and `change-with-nth` change.
    package enum FieldsChange: String, Sendable { case nth, withNth = "with-nth" }

    /// What `show-…`, `hide-…` and `toggle-…` show or hide.
    package enum Section: String, Sendable { case header, input }

    /// fzf's `enable-search`, `disable-search`, `toggle-search`.
    package enum Switch: Sendable { case on, off, toggle }

    /// The actions of this family without an argument, by fzf's names.
    static let scriptingPlain: [String: [BindAction]] = {
        var table: [String: [BindAction]] = [:]
        for edit in QueryEdit.allCases { table[edit.rawValue] = [.editQuery(edit)] }
        table["enable-search"] = [.setSearch(.on)]
        table["disable-search"] = [.setSearch(.off)]
        table["toggle-search"] = [.setSearch(.toggle)]
        table["half-page-down"] = [.halfPage(down: true)]
        table["half-page-up"] = [.halfPage(down: false)]
        table["cancel"] = [.cancel]
        table["clear-screen"] = [.clearScreen]
        table["select"] = [.select(true)]
        table["deselect"] = [.select(false)]
        table["clear-selection"] = [.deselectAll]
        table["clear-multi"] = [.deselectAll]
        table["best"] = [.first]
        table["print-query"] = [.printQuery]
        table["accept-non-empty"] = [.acceptNonEmpty]
        table["accept-or-print-query"] = [.acceptOrPrintQuery]
        table["delete-char/eof"] = [.deleteCharOrAbort]
        table["backward-delete-char/eof"] = [.backwardDeleteCharOrAbort]
        table["toggle-in"] = [.toggle, .down]
        table["toggle-out"] = [.toggle, .up]
        table["track"] = [.setTracking(true)]
        table["track-current"] = [.setTracking(true)]
        table["untrack-current"] = [.setTracking(false)]
        table["toggle-track"] = [.toggleTracking]
        table["toggle-track-current"] = [.toggleTracking]
        table["change-multi"] = [.changeMulti(nil)]
        table["replace-query"] = [.replaceQuery]
        table["close"] = [.close]
        table["jump"] = [.jump(accepting: false)]
        table["jump-accept"] = [.jump(accepting: true)]
        table["next-selected"] = [.toMarked(forward: true)]
        table["down-selected"] = [.toMarked(forward: true)]
        table["prev-selected"] = [.toMarked(forward: false)]
        table["up-selected"] = [.toMarked(forward: false)]
        for section in [Section.header, .input] {
            table["show-\(section.rawValue)"] = [.showSection(section, .on)]
            table["hide-\(section.rawValue)"] = [.showSection(section, .off)]
            table["toggle-\(section.rawValue)"] = [.showSection(section, .toggle)]
        }
        // fzf's `wait` holds the keys until background transforms end: here they never hold
        // anything up, so there is nothing to wait for.
        table["wait"] = [.ignore]
        table["bg-cancel"] = [.cancelBackground]
        table["toggle-preview-wrap"] = [.changePreview(.toggleWrap(words: false))]
        table["toggle-preview-wrap-word"] = [.changePreview(.toggleWrap(words: true))]
        table["preview-up"] = [.scrollPreview(lines: -1, pages: 0)]
        table["preview-down"] = [.scrollPreview(lines: 1, pages: 0)]
        table["preview-page-up"] = [.scrollPreview(lines: 0, pages: -1)]
        table["preview-page-down"] = [.scrollPreview(lines: 0, pages: 1)]
        table["preview-half-page-up"] = [.scrollPreview(lines: 0, pages: -0.5)]
        table["preview-half-page-down"] = [.scrollPreview(lines: 0, pages: 0.5)]
        table["preview-top"] = [.scrollPreview(lines: -1_000_000_000, pages: 0)]
        table["preview-bottom"] = [.scrollPreview(lines: 1_000_000_000, pages: 0)]
        return table
    }()

    /// The actions of this family that take an argument, by fzf's names.
    static let scriptingWithArgument: [String: @Sendable (String) -> BindAction?] = {
        var table: [String: @Sendable (String) -> BindAction?] = [
            "search": { .search($0) }, "put": { .put($0) }, "print": { .print($0) },
            "pos": { Int($0.trimmingBlanks()).map { .position($0) } },
            "unbind": { .unbind($0) }, "rebind": { .rebind($0) }, "toggle-bind": { .toggleBind($0) },
            "trigger": { .trigger($0) },
            "change-multi": { Int($0.trimmingBlanks()).map { .changeMulti($0) } },
            "transform": { .transform(.actions, $0) }, "bg-transform": { .backgroundTransform(.actions, $0) },
            "change-preview-window": { .changePreview(.window($0)) }, "change-preview": { .changePreview(.command($0)) },
            "preview": { .changePreview(.once($0)) },
            "reload-sync": { .reload($0) }, "execute-multi": { .executeMarked($0) },
            "change-nth": { .changeFields(.nth, $0) }, "change-with-nth": { .changeFields(.withNth, $0) },
        ]
        let targets: [Target] = [.query, .prompt, .header, .search, .ghost, .footer, .pointer, .borderLabel, .previewLabel, .nth, .withNth]
        for target in targets {
            table["transform-\(target.rawValue)"] = { .transform(target, $0) }
            table["bg-transform-\(target.rawValue)"] = { .backgroundTransform(target, $0) }
        }
        for target in [Target.ghost, .footer, .pointer, .borderLabel, .previewLabel] {
            table["change-\(target.rawValue)"] = { .change(target, $0) }
        }
        return table
    }()

    /// The key that does `edit` in the query field (nil for `kill-line`, whose Ctrl-K moves
    /// the focus here, as fzf's default).
    var editKey: KeyEvent? {
        guard case .editQuery(let edit) = self else { return nil }
        switch edit {
        case .beginningOfLine: return KeyEvent(.control("a"), control: true)
        case .endOfLine: return KeyEvent(.control("e"), control: true)
        case .backwardChar: return KeyEvent(.control("b"), control: true)
        case .forwardChar: return KeyEvent(.control("f"), control: true)
        case .backwardWord, .backwardSubword: return KeyEvent(.character("b"), alt: true)
        case .forwardWord, .forwardSubword: return KeyEvent(.character("f"), alt: true)
        case .backwardDeleteChar: return KeyEvent(.backspace)
        case .deleteChar: return KeyEvent(.delete)
        case .backwardKillWord, .backwardKillSubword: return KeyEvent(.backspace, alt: true)
        case .killWord, .killSubword: return KeyEvent(.character("d"), alt: true)
        case .unixLineDiscard, .lineDiscard: return KeyEvent(.control("u"), control: true)
        case .unixWordRubout, .wordRubout: return KeyEvent(.control("w"), control: true)
        case .yank: return KeyEvent(.control("y"), control: true)
        case .killLine: return nil
        }
    }
}
