/// The keys as `--bind` leaves them, for the help box and the help line: a bound key is
/// listed with what it does now (`ctrl-r  reload(seq 100 200)`), and no longer among the
/// defaults it named (an entry whose keys are all bound is gone).
extension KeyMap {
    package func overridden(by bindings: [BindTrigger: [BindAction]]) -> KeyMap {
        let keyBindings = bindings.compactMap { trigger, actions -> (BindTrigger, [BindAction])? in
            guard case .key = trigger else { return nil }
            return (trigger, actions)
        }.sorted { $0.0.fzfName < $1.0.fzfName }
        guard !keyBindings.isEmpty else { return self }
        let bound = Set(keyBindings.compactMap { $0.0.helpLabel })
        var listed: [Entry] = []
        for (trigger, actions) in keyBindings where actions != [.ignore] {
            let name = trigger.fzfName, text = BindAction.fzfText(actions)
            // The short wording: the actions' names without their arguments.
            let short = actions.map { $0.fzfText.prefix { $0 != "(" } }.joined(separator: "+")
            listed.append(
                Entry(
                    id: EntryID("bound " + name), keys: name, meaning: text, short: String(short), man: [],
                    hint: { _ in HelpLine.Hint(rank: 2, long: "\(name) \(text)", short: "\(name) \(short)") }))
        }
        let defaults = entries.compactMap { entry -> Entry? in
            var e = entry
            e.bindings = entry.bindings.filter { chord, _ in
                !bound.contains(BindTrigger.key(chord.key, shift: chord.shift ?? false, alt: false).helpLabel ?? "")
            }
            if let keys = Self.keys(entry.keys, without: bound) {
                guard !keys.isEmpty else { return nil }
                e.keys = keys
            }
            let hint = entry.hint
            e.hint = { context in
                guard var h = hint(context) else { return nil }
                for wording in [\HelpLine.Hint.long, \HelpLine.Hint.short] {
                    let words = h[keyPath: wording].split(separator: " ", maxSplits: 1).map(String.init)
                    guard let first = words.first, let kept = Self.keys(first, without: bound) else { continue }
                    if kept.isEmpty { return nil }
                    h[keyPath: wording] = ([kept] + words.dropFirst()).joined(separator: " ")
                }
                return h
            }
            return e
        }
        return KeyMap(entries: listed + defaults)
    }

    /// `keys` (`q/Esc`, `←/→ h/l`) without the keys named in `bound`; nil when none was
    /// named, "" when none is left.
    static func keys(_ keys: String, without bound: Set<String>) -> String? {
        var changed = false
        let groups = keys.split(separator: " ").compactMap { group -> String? in
            let tokens = group.split(separator: "/").map(String.init)
            let kept = tokens.filter { !bound.contains($0) }
            if kept.count != tokens.count { changed = true }
            return kept.isEmpty ? nil : kept.joined(separator: "/")
        }
        return changed ? groups.joined(separator: " ") : nil
    }
}
