/// The lanes' keys over the carousel's. In the shelves, where the keys drive the focused
/// shelf, ↑/↓ (k/j) move the focus, PgUp/PgDn by a screenful of shelves and </> to the first
/// and last; in the race, where they drive every lane, bare ↑/↓ scroll the lanes, and there
/// is no strategy to switch (the lanes are the strategies).
extension KeyMap.EntryID {
    package static let firstLastShelf = Self("first and last shelf")
}

extension KeyLayer {
    package static let shelves = KeyLayer(
        entries: [(after: .firstLast, entry: firstLastShelfEntry)],
        rewording: [
            .flick: ("←/→ h/l", "gentle flick of the focused shelf", "gentle flick"),
            .hardFlick: ("⇧←/⇧→ H/L", "hard flick of the focused shelf", "hard flick"),
            .vertical: ("↑/↓ k/j", "focus the previous/next shelf", "focus shelf"),
            .screenful: ("PgUp/PgDn", "a screenful of shelves", "screenful of shelves"),
            .mouse: ("drag", "sideways: the shelf under it; up/down: the list", "drag either way"),
            .details: ("d", "decision overlay: each shelf's decision under its label", "overlay"),
        ],
        hints: [
            .flick: { _ in HelpLine.Hint(rank: 1, long: "←/→ page", short: "←/→ page") },
            .hardFlick: { _ in HelpLine.Hint(rank: 2, long: "⇧←/⇧→ hard flick", short: "⇧ hard") },
            .vertical: { _ in HelpLine.Hint(rank: 0, long: "↑/↓ shelf", short: "↑/↓ shelf") },
            .mouse: { _ in HelpLine.Hint(rank: 3, long: "drag either way", short: "drag") },
            .details: { _ in HelpLine.Hint(rank: 2, long: "d details", short: "d details") },
            .choose: { _ in HelpLine.Hint(rank: 3, long: "Enter choose", short: "Enter choose") },
        ],
        // Whatever Shift, Alt or Control: ↑/↓ and k/j are the shelves' alone; PgUp/PgDn with
        // Shift too, where there is no preview to page.
        bindings: [
            (KeyMap.Chord(.down), .focusLane(forward: true)), (KeyMap.Chord(.character("j")), .focusLane(forward: true)),
            (KeyMap.Chord(.character("J")), .focusLane(forward: true)),
            (KeyMap.Chord(.up), .focusLane(forward: false)), (KeyMap.Chord(.character("k")), .focusLane(forward: false)),
            (KeyMap.Chord(.character("K")), .focusLane(forward: false)),
            (KeyMap.Chord(.pageDown), .focusScreenful(forward: true)), (KeyMap.Chord(.pageUp), .focusScreenful(forward: false)),
        ],
        notes: [.firstLastShelf: "in the shelves"])

    /// The race's keys; `presented` over the carousel (`R`), R and Esc go back to it.
    package static func race(presented: Bool) -> KeyLayer {
        KeyLayer(
            rewording: [
                .vertical: ("↑/↓", "scroll the lanes where not all fit (the wheel too)", "scroll lanes"),
                .details: presented
                    ? ("d  R", "decision overlay; R (or Esc) back to the carousel", "overlay; R back")
                    : ("d", "decision overlay: each lane's decision under its label", "overlay"),
            ],
            hints: [
                .flick: { _ in HelpLine.Hint(rank: 1, long: "←/→ flick", short: "←/→ flick") },
                .hardFlick: { _ in HelpLine.Hint(rank: 2, long: "⇧←/⇧→ hard", short: "⇧ hard") },
                .mouse: { _ in HelpLine.Hint(rank: 2, long: "drag anywhere: every lane follows", short: "drag anywhere") },
                .details: { _ in presented ? HelpLine.Hint(rank: 1, long: "R/Esc back to the carousel", short: "R back") : nil },
                .choose: { _ in presented ? nil : HelpLine.Hint(rank: 2, long: "Enter first lane's card", short: "Enter choose") },
                .help: { _ in HelpLine.Hint(rank: 2, long: "? help", short: "? help") },
            ],
            // Bare: with Shift they are the preview's (a hard flick), with Alt or Control a gentle flick.
            bindings: [
                (KeyMap.Chord(.down, shift: false, alt: false, control: false), .scrollLanes(forward: true)),
                (KeyMap.Chord(.up, shift: false, alt: false, control: false), .scrollLanes(forward: false)),
            ],
            hidden: [.strategy],
            notes: [.strategy: "not in the race, whose lanes are the strategies"])
    }

    static let firstLastShelfEntry = KeyMap.Entry(
        id: .firstLastShelf, keys: "</>", meaning: "the first / last shelf", short: "first / last shelf",
        man: [
            (
                #".BR < / >"#,
                "In the shelves, the focus to the first / last shelf, the list scrolling to show it\n(PgUp/PgDn go a screenful of shelves)."
            )
        ],
        bindings: [(KeyMap.Chord(.character("<")), .firstShelf), (KeyMap.Chord(.character(">")), .lastShelf)])
}
