/// `--bind` at work: fzf's actions carried out on the scene of one carousel that holds the
/// session (`BindingSession+Actions`, `+Scripting`), and what they keep between one event
/// and the next: the chain waiting for a command the program runs, what bound events asked
/// of the program, the `transform…` commands under way, the keys set aside by `unbind`, and
/// what the actions changed of the screen (labels, hidden sections, jump mode). The demo and
/// the picker both hold one.
package final class BindingSession {
    /// What bound events asked of the program, oldest first (`takeRequestedAction`).
    private var requested: [CarouselAction] = []
    /// The rest of a chain after a command the program runs first, and when it began.
    private var continuation: (actions: [BindAction], now: Double)?
    /// What each `transform…` command asked for and not yet run is for, oldest first: the
    /// program runs them in order, and each output comes back as an event (keys typed in a
    /// burst each fire `change`, and each transform's output must meet its own target).
    private var pendingTransforms: [BindAction.Target] = []
    /// What each `bg-transform…` command running beside the picker is for, by its number.
    private var backgroundTransforms: [Int: BindAction.Target] = [:]
    private var lastBackgroundTransform = 0
    /// How far each `change-nth(A|B|…)` and `change-with-nth(…)` has gone round its choices.
    private var choiceRounds: [String: Int] = [:]
    /// Bindings `unbind` set aside, for `rebind`.
    private var unbound: [BindTrigger: [BindAction]] = [:]
    /// The line the last `focus` event was for.
    private var focusedLine: Int?

    /// The last action done, by fzf's name (`{fzf:action}`, `FZF_ACTION`).
    package internal(set) var lastActionName = ""
    /// The last key that did a binding, by fzf's name (`FZF_KEY`).
    package internal(set) var lastKeyName = ""
    /// Where the last click on the header or the footer was: fzf's `FZF_CLICK_HEADER_LINE`,
    /// `_COLUMN` (1-based), and `_WORD`, and the same of the footer.
    package internal(set) var lastSectionClick: (header: Bool, line: Int, column: Int, word: String)?
    /// The last click on the current card, for `double-click`.
    var lastClick: (x: Int, y: Int, time: Double)?
    /// fzf's jump mode: the label on each card in sight, and whether the card jumped to is
    /// chosen (`jump-accept`); nil when not jumping.
    package internal(set) var jumpLabels: (labels: [Character: Int], accepting: Bool)?
    /// The header and the query line as `hide-header`, `hide-input` left them.
    package internal(set) var hiddenSections: Set<BindAction.Section> = []
    /// The frame's label as `change-border-label` and `transform-border-label` set it (nil:
    /// `--border-label`'s).
    package internal(set) var borderLabel: String?

    package init() {}

    // MARK: - What the program is asked

    /// An event's actions asked this of the program: it waits for the runner.
    func request(_ action: CarouselAction) { requested.append(action) }

    /// The chain goes on with `rest` once the program has run what an action asked.
    func continueLater(with rest: [BindAction], now: Double) { continuation = (rest, now) }

    /// What was asked, oldest first; else the rest of a chain, to be done now.
    func takeRequest() -> (asked: CarouselAction?, chainLeft: (actions: [BindAction], now: Double)?) {
        if !requested.isEmpty { return (requested.removeFirst(), nil) }
        defer { continuation = nil }
        return (nil, continuation)
    }

    // MARK: - transform… commands

    /// A `transform…` command goes to the program; its output will be for `target`.
    func transformStarted(for target: BindAction.Target) { pendingTransforms.append(target) }

    /// What the oldest `transform…` command's output is for; nil when none is under way.
    func transformFinished() -> BindAction.Target? {
        pendingTransforms.isEmpty ? nil : pendingTransforms.removeFirst()
    }

    /// A `bg-transform…` command's number, its output to be for `target`.
    func backgroundTransformStarted(for target: BindAction.Target) -> Int {
        lastBackgroundTransform += 1
        backgroundTransforms[lastBackgroundTransform] = target
        return lastBackgroundTransform
    }

    /// What background command `id`'s output is for; nil when it was cancelled.
    func backgroundTransformFinished(id: Int) -> BindAction.Target? {
        backgroundTransforms.removeValue(forKey: id)
    }

    /// `cancel-bg`: the outputs still to come go nowhere.
    func cancelBackgroundTransforms() { backgroundTransforms.removeAll() }

    // MARK: - Bindings changed by bindings

    /// The next of `count` choices for `key` (`change-nth(A|B|C)` goes round them).
    func nextChoice(of key: String, count: Int) -> Int {
        let k = choiceRounds[key, default: 0] % max(1, count)
        choiceRounds[key] = k + 1
        return k
    }

    /// `unbind` (false), `rebind` (true) or `toggle-bind` (nil) of `trigger` in `bindings`:
    /// a binding set aside does its default (an event nothing) until it is bound again.
    func setBound(_ trigger: BindTrigger, to bound: Bool?, in bindings: inout [BindTrigger: [BindAction]]) {
        let isBound = unbound[trigger] == nil
        let wanted = bound ?? !isBound
        if wanted && !isBound {
            let actions = unbound.removeValue(forKey: trigger) ?? []
            bindings[trigger] = actions.isEmpty ? nil : actions
        } else if !wanted && isBound {
            unbound[trigger] = bindings.removeValue(forKey: trigger) ?? []
        }
    }

    // MARK: - What bound actions changed on screen

    /// The current card shows `line`: true when that is news for `focus`.
    func focusMoved(to line: Int?) -> Bool {
        guard line != focusedLine else { return false }
        focusedLine = line
        return line != nil
    }

    /// `show-…` (on), `hide-…` (off) or `toggle-…` of a section.
    func show(_ section: BindAction.Section, _ change: BindAction.Switch) {
        let show = change == .on || (change == .toggle && hiddenSections.contains(section))
        if show { hiddenSections.remove(section) } else { hiddenSections.insert(section) }
    }

    func setBorderLabel(_ label: String) { borderLabel = label }

    func startJumping(labels: [Character: Int], accepting: Bool) { jumpLabels = (labels, accepting) }

    /// Jump mode takes the next key whatever it is: the labels it showed, and it ends.
    func endJumping() -> (labels: [Character: Int], accepting: Bool)? {
        defer { jumpLabels = nil }
        return jumpLabels
    }
}
