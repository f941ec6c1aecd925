/// What a `--bind` does: fzf's actions that mean something in a carousel, by fzf's names,
/// and the strategy commands as actions of our own.
public enum BindAction: Equatable, Sendable {
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
    /// The carousel's own commands: strategies, the decision overlay.
    case command(CarouselCommand)
    /// fzf's `ignore`: the key does nothing (and its default is gone).
    case ignore
    /// A key of fzf's `--expect`: chooses as `accept` does, and the key's name is kept for the
    /// program to print before the choice.
    case acceptExpecting(String)
    /// fzf's actions about its list that cards have no counterpart for yet (`toggle-sort`,
    /// `toggle-raw`, `exclude`, `exclude-multi`): taken, so that fzf's shell widgets that
    /// bind them run, and doing nothing.
    case withoutEffect(String)
    /// fzf's `prev-history` and `next-history`: the query from `--history`'s entries.
    case previousHistory, nextHistory

    /// The actions without an argument, by name; fzf's `toggle-down`/`toggle-up` are two.
    static let plain: [String: [BindAction]] = [
        "accept": [.accept], "abort": [.abort], "toggle": [.toggle],
        "toggle-down": [.toggle, .down], "toggle-up": [.toggle, .up],
        "select-all": [.selectAll], "deselect-all": [.deselectAll], "toggle-all": [.toggleAll],
        "clear-query": [.clearQuery], "first": [.first], "top": [.first], "last": [.last],
        "down": [.down], "up": [.up], "page-down": [.pageDown], "page-up": [.pageUp],
        "ignore": [.ignore], "toggle-preview": [.togglePreview], "refresh-preview": [.refreshPreview],
        "toggle-sort": [.withoutEffect("toggle-sort")], "toggle-raw": [.withoutEffect("toggle-raw")],
        "exclude": [.withoutEffect("exclude")], "exclude-multi": [.withoutEffect("exclude-multi")],
        "prev-history": [.previousHistory], "previous-history": [.previousHistory], "next-history": [.nextHistory],
        // Ours: what the carousel's keys do, for a binding.
        "next-strategy": [.command(.cycleStrategy(1))], "previous-strategy": [.command(.cycleStrategy(-1))],
        "toggle-details": [.command(.toggleDetails)], "race": [.command(.race)],
        "flick-forward": [.command(.flick(forward: true, hard: true))],
        "flick-back": [.command(.flick(forward: false, hard: true))],
    ]

    /// The actions that take an argument (`NAME(ARG)`, or `NAME:ARG` last in a chain).
    static let withArgument: [String: @Sendable (String) -> BindAction?] = [
        "change-query": { .changeQuery($0) }, "change-prompt": { .changePrompt($0) },
        "change-header": { .changeHeader($0) }, "execute": { .execute($0) },
        "execute-silent": { .executeSilent($0) }, "become": { .become($0) }, "reload": { .reload($0) },
        "strategy": { name in Strategies.names.firstIndex(of: name.lowercased()).map { .command(.pickStrategy($0)) } },
    ]

    /// fzf's actions the carousel does not take: named as such rather than "unknown".
    static let notTaken: Set<String> = [
        "beginning-of-line", "accept-non-empty", "print-query", "replace-query", "backward-char",
        "backward-delete-char", "backward-delete-char/eof", "backward-word", "clear-screen", "delete-char",
        "delete-char/eof", "deselect", "end-of-line", "cancel", "clear-selection", "forward-char",
        "forward-word", "jump", "jump-accept", "kill-line", "kill-word", "unix-line-discard", "line-discard",
        "unix-word-rubout", "word-rubout", "yank", "backward-kill-word", "toggle-in", "toggle-out",
        "toggle-search", "select", "close", "half-page-up", "half-page-down", "prev-selected", "next-selected", "show-preview", "hide-preview",
        "toggle-preview-wrap", "preview-top", "preview-bottom", "preview-up", "preview-down",
        "preview-page-up", "preview-page-down", "preview-half-page-up", "preview-half-page-down",
        "enable-search", "disable-search", "put", "execute-multi", "reload-sync", "preview",
        "change-preview", "change-preview-window", "change-preview-label", "change-border-label",
        "transform-query", "transform-prompt", "transform-border-label", "transform-preview-label",
        "unbind", "rebind", "pos",
    ]

    /// Every name an argument may follow, fzf's and ours: what is inside its brackets is
    /// the argument's, whatever it holds (`+`, `,`, `:`).
    static let argumentNames = Set(withArgument.keys).union(["execute-multi", "reload-sync", "preview", "change-preview",
        "change-preview-window", "change-preview-label", "change-border-label", "transform-query", "transform-prompt",
        "transform-border-label", "transform-preview-label", "unbind", "rebind", "pos", "put"])
}
