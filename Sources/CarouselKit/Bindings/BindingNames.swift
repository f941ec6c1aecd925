import CarouselCore

/// A binding as `--bind` spells it, for the help box and the help line: the key by fzf's
/// name (`ctrl-r`, `enter`, `alt-x`), the actions as written (`reload(seq 10)+first`).
extension BindTrigger {
    package var fzfName: String {
        switch self {
        case .event(let event): return event.rawValue
        case .controlKey(let key, let shift, let alt):
            return "ctrl-" + BindTrigger.key(key, shift: shift, alt: alt).fzfName
        case .key(let key, let shift, let alt):
            let base: String
            switch key {
            case .control(" "): base = "ctrl-space"
            case .control(let c): base = "ctrl-\(c)"
            case .character(" "): base = "space"
            case .character(let c): base = String(c)
            case .enter: base = "enter"
            case .escape: base = "esc"
            case .tab: base = "tab"
            case .backTab: base = "btab"
            case .backspace: base = "bspace"
            case .delete: base = "del"
            case .insert: base = "insert"
            case .home: base = "home"
            case .end: base = "end"
            case .pageUp: base = "pgup"
            case .pageDown: base = "pgdn"
            case .function(let n): base = "f\(n)"
            case .left: base = "left"
            case .right: base = "right"
            case .up: base = "up"
            case .down: base = "down"
            }
            return (alt ? "alt-" : "") + (shift ? "shift-" : "") + base
        }
    }

    /// How the help names the key where it lists the defaults (`Enter`, `Esc`, `⇧→`, `q`),
    /// to take it out of a default's keys once bound; nil for keys the defaults never name.
    var helpLabel: String? {
        guard case .key(let key, let shift, let alt) = self, !alt else { return nil }
        let arrow: String?
        switch key {
        case .left: arrow = "←"
        case .right: arrow = "→"
        case .up: arrow = "↑"
        case .down: arrow = "↓"
        default: arrow = nil
        }
        if let arrow { return (shift ? "⇧" : "") + arrow }
        switch key {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .function(let n): return "F\(n)"
        case .control(let c): return "^\(c.uppercased())"
        default: return nil
        }
    }
}

extension BindAction {
    /// The action as `--bind` writes it.
    package var fzfText: String {
        switch self {
        case .changeQuery(let a): return "change-query(\(a))"
        case .changePrompt(let a): return "change-prompt(\(a))"
        case .changeHeader(let a): return "change-header(\(a))"
        case .execute(let a): return "execute(\(a))"
        case .executeSilent(let a): return "execute-silent(\(a))"
        case .become(let a): return "become(\(a))"
        case .reload(let a): return "reload(\(a))"
        case .acceptExpecting: return "accept"
        case .withoutEffect(let name): return name
        case .showPreview: return "show-preview"
        case .hidePreview: return "hide-preview"
        case .previousHistory: return "prev-history"
        case .nextHistory: return "next-history"
        case .command(.pickStrategy(let n)) where n < Strategies.names.count: return "strategy(\(Strategies.names[n]))"
        default:
            // The plain actions by their (first) name; toggle-down is toggle+down here.
            // The carousel's first names before fzf's other spellings (`first`, not `best`).
            return Self.ownPlain.filter { $0.value == [self] }.map(\.key).min()
                ?? Self.plain.filter { $0.value == [self] }.map(\.key).min() ?? "\(self)"
        }
    }

    /// A chain of actions as `--bind` writes it.
    package static func fzfText(_ actions: [BindAction]) -> String {
        actions.map(\.fzfText).joined(separator: "+")
    }
}
