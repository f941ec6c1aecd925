import CarouselCore

/// What a `--bind` does: fzf's actions that mean something in a carousel, by fzf's names,
/// and the strategy commands as actions of our own.
package enum BindAction: Equatable, Sendable {
    case accept, abort
    /// fzf's `toggle`: the current card's mark (with `-m`).
    case toggle
    case selectAll, deselectAll, toggleAll
    case clearQuery
    case changeQuery(String), changePrompt(String), changeHeader(String)
    /// The first or last card; `down`/`up` the next or previous card; a screenful on or back.
    case first, last, down, up, pageDown, pageUp
    /// Commands for `sh -c`, with `{}`, `{+}`, `{q}`, `{n}` and field placeholders.
    case execute(String), executeSilent(String), become(String)
    /// fzf's `reload`: the command's output replaces the lines (same placeholders).
    case reload(String)
    /// fzf's `toggle-preview` (hides or shows `--preview`) and `refresh-preview` (runs it
    /// again for the current card).
    case togglePreview, refreshPreview
    /// fzf's `show-preview` and `hide-preview`.
    case showPreview, hidePreview
    /// The carousel's own commands: strategies, the decision overlay.
    case command(CarouselCommand)
    /// fzf's `ignore`: the key does nothing (and its default is gone).
    case ignore
    /// A key of fzf's `--expect`: chooses as `accept` does, and the key's name is kept for the
    /// program to print before the choice.
    case acceptExpecting(String)
    /// fzf's actions about its list that cards have no counterpart for yet (`toggle-raw`): taken, so that fzf's shell widgets that
    /// bind them run, and doing nothing.
    case withoutEffect(String)
    /// fzf's `prev-history` and `next-history`: the query from `--history`'s entries.
    case previousHistory, nextHistory
    /// fzf's `toggle-sort`: the matches ranked, or in the input's order.
    case toggleSort
    /// fzf's `exclude` (the current line) and `exclude-multi` (the marked lines, or the
    /// current one): out of the picker until a reload.
    case exclude, excludeMulti
    /// The query editor's actions (`backward-char`, `kill-line`...), see `QueryEdit`.
    case editQuery(QueryEdit)
    /// Whether the query filters: `enable-search`, `disable-search`, `toggle-search`.
    case setSearch(Switch)
    /// `search(…)`: the lines searched for the text instead of the query.
    case search(String)
    /// `put(…)`: the text typed into the query.
    case put(String)
    /// `print(…)`: a line printed on the way out, before the choice.
    case print(String)
    /// `pos(N)`: the N-th card (1-based; -1 the last).
    case position(Int)
    /// `unbind(…)`, `rebind(…)`, `toggle-bind(…)`: keys and events (comma-separated) whose
    /// bindings are set aside, back, or either.
    case unbind(String), rebind(String), toggleBind(String)
    /// `trigger(…)`: what the keys or events named are bound to, done now.
    case trigger(String)
    /// `transform(CMD)` and `transform-query(CMD)`...: the command's output becomes the target.
    case transform(Target, String)
    /// `bg-transform(CMD)`, `bg-transform-query(CMD)`...: the same, the command run beside
    /// the picker, which goes on meanwhile.
    case backgroundTransform(Target, String)
    /// `bg-cancel`: the background transforms still running stopped, their output dropped.
    case cancelBackground
    /// `change-ghost(…)`, `change-border-label(…)`...
    case change(Target, String)
    case halfPage(down: Bool)
    /// `cancel`: the query cleared, or the picker left when it is empty.
    case cancel
    case clearScreen
    /// `select`, `deselect`: the current card's mark on or off.
    case select(Bool)
    case printQuery, acceptNonEmpty, acceptOrPrintQuery
    /// `delete-char/eof`, `backward-delete-char/eof`: the edit, or abort on an empty query.
    case deleteCharOrAbort, backwardDeleteCharOrAbort
    /// `track-current`, `untrack-current`, `toggle-track`.
    case setTracking(Bool), toggleTracking
    /// `preview-up`, `preview-page-down`, `preview-top`...: the current card's preview
    /// scrolled by lines, or by its height times `pages` (nothing without a preview).
    case scrollPreview(lines: Int, pages: Double)
    /// `change-multi` (marks without a limit) and `change-multi(N)` (at most N; 0: none).
    case changeMulti(Int?)
    /// `replace-query`: the query becomes the current line.
    case replaceQuery
    /// `change-preview-window(…)`, `change-preview(…)`, `preview(…)`, `toggle-preview-wrap`.
    case changePreview(PreviewChange)
    /// `execute-multi(…)`: fzf's older `execute` whose placeholders all stand for the marks.
    case executeMarked(String)
    /// `close`: the preview hidden if shown, the picker left otherwise.
    case close
    /// `next-selected`, `prev-selected` (and fzf's `down-selected`, `up-selected`): the
    /// next or previous marked card, round the ends.
    case toMarked(forward: Bool)
    /// `change-nth(A|B|…)` and `change-with-nth(…)`: the fields searched, or shown and
    /// searched, going round the choices; an empty choice is the option's own.
    case changeFields(FieldsChange, String)
    /// `jump`, `jump-accept`: a label on each card in sight; the next key goes to the card
    /// it labels (and chooses it, with `jump-accept`).
    case jump(accepting: Bool)
    /// `show-header`, `hide-header`, `toggle-header` and the same of `input` (the query line).
    case showSection(Section, Switch)

    /// The actions without an argument, by name; fzf's `toggle-down`/`toggle-up` are two.
    static let plain: [String: [BindAction]] = ownPlain.merging(scriptingPlain) { own, _ in own }

    static let ownPlain: [String: [BindAction]] = [
        "accept": [.accept], "abort": [.abort], "toggle": [.toggle],
        "toggle-down": [.toggle, .down], "toggle-up": [.toggle, .up],
        "select-all": [.selectAll], "deselect-all": [.deselectAll], "toggle-all": [.toggleAll],
        "clear-query": [.clearQuery], "first": [.first], "top": [.first], "last": [.last],
        "down": [.down], "up": [.up], "page-down": [.pageDown], "page-up": [.pageUp],
        "ignore": [.ignore], "toggle-preview": [.togglePreview], "refresh-preview": [.refreshPreview],
        "show-preview": [.showPreview], "hide-preview": [.hidePreview], "toggle-sort": [.toggleSort],
        "toggle-raw": [.withoutEffect("toggle-raw")],
        "exclude": [.exclude], "exclude-multi": [.excludeMulti],
        "prev-history": [.previousHistory], "previous-history": [.previousHistory], "next-history": [.nextHistory],
        // Ours: what the carousel's keys do, for a binding.
        "next-strategy": [.command(.cycleStrategy(1))], "previous-strategy": [.command(.cycleStrategy(-1))],
        "toggle-details": [.command(.toggleDetails)], "race": [.command(.race)],
        "flick-forward": [.command(.flick(forward: true, hard: true))],
        "flick-back": [.command(.flick(forward: false, hard: true))],
    ]

    /// The actions that take an argument (`NAME(ARG)`, or `NAME:ARG` last in a chain).
    static let withArgument: [String: @Sendable (String) -> BindAction?] = ownWithArgument.merging(scriptingWithArgument) { own, _ in own }

    private static let ownWithArgument: [String: @Sendable (String) -> BindAction?] = [
        "change-query": { .changeQuery($0) }, "change-prompt": { .changePrompt($0) },
        "change-header": { .changeHeader($0) }, "execute": { .execute($0) },
        "execute-silent": { .executeSilent($0) }, "become": { .become($0) }, "reload": { .reload($0) },
        "strategy": { name in Strategies.names.firstIndex(of: name.lowercased()).map { .command(.pickStrategy($0)) } },
    ]

    /// fzf 0.74's other actions, taken so that fzf's scripts and shell widgets that bind them
    /// run, and doing nothing in the carousel yet (the query editor's, fzf's list look, its
    /// preview window's scrolling).
    static let withoutEffectYet: Set<String> = Set(fzfOtherPlain).subtracting(plain.keys)

    private static let fzfOtherPlain: [String] = [
        "beginning-of-line", "accept-non-empty", "accept-or-print-query", "print-query", "replace-query", "backward-char",
        "backward-delete-char", "backward-delete-char/eof", "backward-kill-subword", "backward-kill-word", "backward-subword",
        "backward-word", "bell", "best", "bg-cancel", "cancel", "clear-multi", "clear-screen", "clear-selection", "close",
        "delete-char", "delete-char/eof", "deselect", "disable-raw", "disable-search", "down-match", "down-selected",
        "enable-raw", "enable-search", "end-of-line", "forward-char", "forward-subword", "forward-word", "half-page-down",
        "half-page-up", "hide-header", "hide-input", "jump", "jump-accept", "kill-line", "kill-subword",
        "kill-word", "line-discard", "next-selected", "offset-down", "offset-middle", "offset-up", "prev-selected",
        "preview-bottom", "preview-down", "preview-half-page-down", "preview-half-page-up", "preview-page-down",
        "preview-page-up", "preview-top", "preview-up", "select", "show-header", "show-input",
        "toggle-header", "toggle-hscroll", "toggle-in", "toggle-input", "toggle-multi-line", "toggle-out",
        "toggle-preview-wrap", "toggle-preview-wrap-word", "toggle-search", "toggle-track", "toggle-track-current",
        "toggle-wrap", "toggle-wrap-word", "track", "track-current", "unix-line-discard", "unix-word-rubout",
        "untrack-current", "up-match", "up-selected", "wait", "word-rubout", "yank", "change-multi",
    ]

    /// Every name an argument may follow, fzf's and ours: what is inside its brackets is
    /// the argument's, whatever it holds (`+`, `,`, `:`).
    static let argumentNames = Set(withArgument.keys).union(argumentsWithoutEffectYet)

    /// fzf 0.74's actions that take an argument and do nothing in the carousel yet.
    static let argumentsWithoutEffectYet: Set<String> = Set(fzfOtherWithArgument).subtracting(withArgument.keys)

    private static let fzfOtherWithArgument: [String] = [
        "execute-multi", "reload-sync", "preview", "change-preview", "change-preview-window", "change-preview-label",
        "change-border-label", "change-list-label", "change-input-label", "change-header-label", "change-footer-label",
        "change-header-lines", "change-footer", "change-ghost", "change-pointer", "change-multi", "change-nth",
        "change-with-nth", "transform", "transform-query", "transform-prompt", "transform-border-label",
        "transform-preview-label", "transform-list-label", "transform-input-label", "transform-header-label",
        "transform-footer-label", "transform-footer", "transform-header", "transform-header-lines", "transform-ghost",
        "transform-nth", "transform-with-nth", "transform-pointer", "transform-search", "bg-transform",
        "bg-transform-list-label", "bg-transform-border-label", "bg-transform-preview-label", "bg-transform-input-label",
        "bg-transform-header-label", "bg-transform-footer-label", "bg-transform-footer", "bg-transform-header",
        "bg-transform-header-lines", "bg-transform-ghost", "bg-transform-nth", "bg-transform-with-nth",
        "bg-transform-pointer", "bg-transform-prompt", "bg-transform-query", "bg-transform-search", "unbind", "rebind",
        "toggle-bind", "pos", "put", "print", "trigger", "search",
    ]
}
