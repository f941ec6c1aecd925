/// The picker's keys over the carousel's: letters type into the query while it searches
/// (so every other entry keeps only its keys that are not letters), and with `-m` Tab marks
/// instead of switching the strategy.
extension KeyMap.EntryID {
    package static let typing = Self("typing"), marking = Self("marking")
}

extension KeyLayer {
    /// The picker's entries, typing first and Tab's marks after the strategy's keys, and its
    /// help line's words: the arrows move, Enter chooses, q and Esc cancel.
    package static let picker = KeyLayer(
        entries: [(after: nil, entry: KeyLayer.typingEntry), (after: .strategy, entry: KeyLayer.markingEntry)],
        hints: [
            .flick: { c in HelpLine.Hint(rank: 1, long: "\(c.arrows) move", short: "\(c.arrows) move") },
            .hardFlick: { c in HelpLine.Hint(rank: 3, long: "⇧\(c.arrows) hard flick", short: "⇧\(c.arrows) hard") },
            .strategy: { _ in HelpLine.Hint(rank: 3, long: "Tab strategy", short: "Tab strategy") },
            .details: { _ in nil },
            .choose: { _ in HelpLine.Hint(rank: 1, long: "Enter choose", short: "Enter choose") },
            .quit: { c in
                c.searches
                    ? HelpLine.Hint(rank: 1, long: "Esc cancel", short: "Esc cancel")
                    : HelpLine.Hint(rank: 1, long: "q/Esc cancel", short: "q cancel")
            },
        ])

    static let typingEntry = KeyMap.Entry(
        id: .typing, keys: "type", meaning: "filter (fzf's syntax); ^U/^W erase, ^A/^E/^B/^F move", short: "filter",
        man: [
            (
                ".B type",
                "In a picker (not\n.BR \\-\\-disabled ):\nletters, digits, signs and Space type into the query, and the cards are the matching\nlines, best first, as\n.B fzf\nranks them; a paste goes into the query too.\n.BR Backspace \", \" Ctrl\\-U \", \" Ctrl\\-W\nerase a character, the query, a word;\n.BR Ctrl\\-A / Ctrl\\-E \", \" Ctrl\\-B / Ctrl\\-F\nmove to the start / end, back / forward. The other commands keep their keys that are\nnot letters (arrows, Tab, Enter, Esc, F1)."
            )
        ],
        hint: { c in c.searches ? HelpLine.Hint(rank: 0, long: "type to filter", short: "type to filter") : nil })

    static let markingEntry = KeyMap.Entry(
        id: .marking, keys: "Tab/S-Tab", meaning: "with -m: toggle the mark, then on / back", short: "-m: toggle mark",
        man: [
            (
                #".BR Tab / Shift\-Tab"#,
                "With\n.BR \\-m :\ntoggle the card's mark and move on / back, as fzf's; Enter prints every marked line, in the order\nmarked (the card shown when none is)."
            )
        ],
        hint: { c in c.multi ? HelpLine.Hint(rank: 1, long: "Tab mark", short: "Tab mark") : nil })
}

extension KeyMap {
    /// A picker's keys: the carousel's with the picker's among them and its words.
    package static let picker = KeyMap.standard.layered(.picker)
    /// The carousel's keys with the picker's among them in the carousel's words: a carousel
    /// that searches or marks without being fzf's picker (a program's own).
    package static let searchingCarousel = KeyMap.standard.adding(.picker)

    /// The entries of one carousel that does not search nor mark: without the picker's.
    package var carouselEntries: [Entry] { entries.filter { $0.id != .typing && $0.id != .marking } }

    /// A picker's entries: as a carousel's; while it searches, without letters
    /// (`searchingEntries`); with `-m`, Tab marks instead of switching the strategy.
    package func pickerEntries(searching: Bool, multi: Bool) -> [Entry] {
        if searching { return searchingEntries(multi: multi) }
        guard multi else { return carouselEntries }
        return entries.filter { $0.id == .marking } + carouselEntries.filter { !$0.bindings.contains { $0.chord.key == .tab } }
    }

    /// A searching picker's entries: letters, digits and signs type into the query there, so
    /// every entry keeps only its other keys (an entry with none left is not shown), and
    /// the typing entry comes first.
    package func searchingEntries(multi: Bool = false) -> [Entry] {
        let typing = entries.filter { $0.id == .typing || (multi && $0.id == .marking) }
        return typing
            + carouselEntries.compactMap { entry in
                // Tab marks where cards are marked: the strategy keeps S-Tab's partner s/S only.
                if multi && entry.bindings.contains(where: { $0.chord.key == .tab }) { return nil }
                var e = entry
                let tokens = e.keys.split(separator: " ").compactMap { token -> String? in
                    let kept = token.split(separator: "/").map(String.init).filter { $0.count > 1 }
                    return kept.isEmpty ? nil : kept.joined(separator: "/")
                }
                guard !tokens.isEmpty else { return nil }
                e.keys = tokens.joined(separator: " ")
                return e
            }
    }
}
