/// The keys as data: each entry names its keys, the commands they send and the words that
/// explain them, once. The key handling of every scene, the help box, the help line,
/// `--help`'s list of keys and the man page's are all made from this one table, so they
/// cannot drift apart (bubbles' `key.Binding{keys, help}` is the model).
///
/// ```swift
/// KeyMap.standard.command(for: KeyEvent(.right, shift: true))   // .flick(forward: true, hard: true)
/// ```
package struct KeyMap: Sendable {
    /// A key as it is pressed: `shift` nil matches either way, and so do `alt` and `control`.
    package struct Chord: Hashable, Sendable {
        package var key: Key
        package var shift: Bool?
        package var alt: Bool?
        package var control: Bool?
        package init(_ key: Key, shift: Bool? = nil, alt: Bool? = nil, control: Bool? = nil) {
            self.key = key; self.shift = shift; self.alt = alt; self.control = control
        }

        /// The key, and Alt and Control as the chord names them (Shift is the caller's).
        func admits(_ event: KeyEvent) -> Bool {
            key == event.key && (alt.map { $0 == event.alt } ?? true) && (control.map { $0 == event.control } ?? true)
        }
    }

    /// Where an entry applies: a race's lanes are the strategies, so it has no strategy to switch.
    /// A searching picker's typing has an entry of its own, shown only there.
    /// The shelves' own entries are shown only there.
    package enum Scope: Sendable { case everywhere, singleCarousel, searchingPicker, multiSelect, shelves }

    /// One line of the help: its keys as people read them, what they do in full and in short,
    /// the man page's wording, and the chords that send each command.
    package struct Entry: Sendable {
        package var keys: String
        package var meaning: String
        package var short: String
        /// The man page's paragraphs: each a tag (roff) and its text.
        package var man: [(keys: String, text: String)]
        package var scope: Scope = .everywhere
        /// The help box's wording in the shelves, where the same keys drive the focused shelf
        /// or the list (nil: as everywhere).
        package var inShelves: (keys: String, meaning: String, short: String)? = nil
        /// The help box's wording in the race, where a key means something of the lanes.
        package var inRace: (keys: String, meaning: String, short: String)? = nil
        package var bindings: [(chord: Chord, command: CarouselCommand)] = []
        /// The chords that send something of the lanes' own in the shelves / the race, as
        /// `inShelves` / `inRace` say: there, they are matched before any other entry's.
        package var shelvesBindings: [(chord: Chord, command: CarouselCommand)] = []
        package var raceBindings: [(chord: Chord, command: CarouselCommand)] = []
        /// The help line's words for this entry, by where it is shown; nil: not on the line.
        package var hint: @Sendable (HelpLine.Context) -> HelpLine.Hint? = { _ in nil }
    }

    package var entries: [Entry]

    /// The command a key sends, if any: a chord that names its Shift is matched before one
    /// that does not care.
    package func command(for event: KeyEvent) -> CarouselCommand? {
        command(for: event, among: \.bindings)
    }

    /// The command a key sends in a scene of `kind`: the keys the scene owns first (the
    /// lanes' ↑/↓), then as everywhere.
    package func command(for event: KeyEvent, in kind: HelpLine.Context.Kind) -> CarouselCommand? {
        command(for: event) { $0.ownBindings(in: kind) } ?? command(for: event)
    }

    private func command(
        for event: KeyEvent, among bindings: (Entry) -> [(chord: Chord, command: CarouselCommand)]
    ) -> CarouselCommand? {
        var loose: CarouselCommand?
        for entry in entries {
            for (chord, command) in bindings(entry) where chord.admits(event) {
                if chord.shift == event.shift { return command }
                if chord.shift == nil, loose == nil { loose = command }
            }
        }
        return loose
    }

    /// The entries a scene of one carousel (or several) shows in its help.
    package func entries(forRace race: Bool) -> [Entry] {
        race
            ? entries.filter { $0.scope == .everywhere }.map { entry in
                guard let words = entry.inRace else { return entry }
                var e = entry
                (e.keys, e.meaning, e.short) = words
                return e
            }
            : entries.filter { $0.scope != .searchingPicker && $0.scope != .multiSelect && $0.scope != .shelves }
    }

    /// A picker's entries: as everywhere; while it searches, without letters
    /// (`searchingEntries`); with `-m`, Tab marks instead of switching the strategy.
    package func pickerEntries(searching: Bool, multi: Bool) -> [Entry] {
        if searching { return searchingEntries(multi: multi) }
        guard multi else { return entries(forRace: false) }
        return entries.filter { $0.scope == .multiSelect }
            + entries(forRace: false).filter { !$0.bindings.contains { $0.chord.key == .tab } }
    }

    /// A searching picker's entries: letters, digits and signs type into the query there, so
    /// every entry keeps only its other keys (an entry with none left is not shown), and
    /// the typing entry comes first.
    package func searchingEntries(multi: Bool = false) -> [Entry] {
        let typing = entries.filter { $0.scope == .searchingPicker || (multi && $0.scope == .multiSelect) }
        return typing
            + entries.compactMap { entry in
                guard entry.scope != .searchingPicker, entry.scope != .multiSelect, entry.scope != .shelves else { return nil }
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

    /// The entries a scene of `kind` shows, in its own wording.
    package func entries(for kind: HelpLine.Context.Kind) -> [Entry] {
        switch kind {
        case .race, .presentedRace: return entries(forRace: true)
        case .carousel, .picker: return entries(forRace: false)
        case .shelves:
            return entries.map { entry in
                guard let words = entry.inShelves else { return entry }
                var e = entry
                (e.keys, e.meaning, e.short) = words
                return e
            }
        }
    }
}

extension KeyMap {
    /// The keys of every scene.
    package static let standard = KeyMap(entries: [
        Entry(
            keys: "type", meaning: "filter (fzf's syntax); ^U/^W erase, ^A/^E/^B/^F move", short: "filter",
            man: [
                (
                    ".B type",
                    "In a picker (not\n.BR \\-\\-disabled ):\nletters, digits, signs and Space type into the query, and the cards are the matching\nlines, best first, as\n.B fzf\nranks them; a paste goes into the query too.\n.BR Backspace \", \" Ctrl\\-U \", \" Ctrl\\-W\nerase a character, the query, a word;\n.BR Ctrl\\-A / Ctrl\\-E \", \" Ctrl\\-B / Ctrl\\-F\nmove to the start / end, back / forward. The other commands keep their keys that are\nnot letters (arrows, Tab, Enter, Esc, F1)."
                )
            ],
            scope: .searchingPicker,
            hint: { c in c.searches ? HelpLine.Hint(rank: 0, long: "type to filter", short: "type to filter") : nil }),
        Entry(
            keys: "←/→ h/l", meaning: "gentle flick: one card, every strategy", short: "gentle flick",
            man: [
                (#".BR Left / Right ", " h / l"#, "A gentle flick: one card with every strategy."),
                (
                    #".BR Ctrl\-N / Ctrl\-P ", " Ctrl\-K"#,
                    "The next / previous card, as fzf's keys move its list (they work while typing too)."
                ),
            ],
            inShelves: ("←/→ h/l", "gentle flick of the focused shelf", "gentle flick"),
            bindings: arrows(hard: false) + [
                (Chord(.character("l")), .flick(forward: true, hard: false)),
                (Chord(.character("j")), .flick(forward: true, hard: false)),
                (Chord(.character("h")), .flick(forward: false, hard: false)),
                (Chord(.character("k")), .flick(forward: false, hard: false)),
                (Chord(.control("n")), .flick(forward: true, hard: false)),
                (Chord(.control("p")), .flick(forward: false, hard: false)),
                (Chord(.control("k")), .flick(forward: false, hard: false)),
            ],
            hint: { c in
                switch c.kind {
                case .carousel: HelpLine.Hint(rank: 1, long: "\(c.arrows) page", short: "\(c.arrows) page")
                case .picker: HelpLine.Hint(rank: 1, long: "\(c.arrows) move", short: "\(c.arrows) move")
                case .race, .presentedRace: HelpLine.Hint(rank: 1, long: "←/→ flick", short: "←/→ flick")
                case .shelves: HelpLine.Hint(rank: 1, long: "←/→ page", short: "←/→ page")
                }
            }),
        Entry(
            keys: "⇧←/⇧→ H/L", meaning: "hard flick: the strategies differ", short: "hard flick",
            man: [(#".BR Shift\-Left / Shift\-Right ", " H / L"#, "A hard flick: where the strategies part ways.")],
            inShelves: ("⇧←/⇧→ H/L", "hard flick of the focused shelf", "hard flick"),
            bindings: arrows(hard: true) + [
                (Chord(.character("L")), .flick(forward: true, hard: true)),
                (Chord(.character("J")), .flick(forward: true, hard: true)),
                (Chord(.character("H")), .flick(forward: false, hard: true)),
                (Chord(.character("K")), .flick(forward: false, hard: true)),
            ],
            hint: { c in
                switch c.kind {
                case .race, .presentedRace: HelpLine.Hint(rank: 2, long: "⇧←/⇧→ hard", short: "⇧ hard")
                case .shelves: HelpLine.Hint(rank: 2, long: "⇧←/⇧→ hard flick", short: "⇧ hard")
                case .carousel, .picker:
                    HelpLine.Hint(rank: c.kind == .picker ? 3 : 2, long: "⇧\(c.arrows) hard flick", short: "⇧\(c.arrows) hard")
                }
            }),
        Entry(
            keys: "↑/↓ j/k ⇧↑/⇧↓", meaning: "the same when vertical; ⇧ and ⇧PgUp/PgDn scroll a preview", short: "vertical; ⇧ preview",
            man: [
                (
                    #".BR Up / Down ", " j / k"#,
                    "The same for\n.BR \\-\\-vertical ;\nin the shelves, the focus to the previous / next shelf; in the race, Up / Down (and the vertical wheel)\nscroll the lanes where they do not all fit."
                ),
                (
                    #".BR Shift\-Up / Shift\-Down ", " Shift\-PgUp / Shift\-PgDn"#,
                    "Scroll the current card's\n.B \\-\\-preview\na line / a page (the preview's height). Without a preview, and in a\n.B \\-\\-vertical\ncarousel for Shift\\-Up / Shift\\-Down, they keep their other meaning: a hard flick, a screenful."
                ),
            ],
            inShelves: ("↑/↓ k/j", "focus the previous/next shelf", "focus shelf"),
            inRace: ("↑/↓", "scroll the lanes where not all fit (the wheel too)", "scroll lanes"),
            bindings: [
                (Chord(.down, shift: true), .scrollPreview(lines: 1)), (Chord(.up, shift: true), .scrollPreview(lines: -1)),
                (Chord(.pageDown, shift: true), .scrollPreviewPage(forward: true)),
                (Chord(.pageUp, shift: true), .scrollPreviewPage(forward: false)),
            ],
            // Whatever Shift, Alt or Control: the shelves' ↑/↓ and k/j are theirs alone.
            shelvesBindings: [
                (Chord(.down), .focusLane(forward: true)), (Chord(.character("j")), .focusLane(forward: true)),
                (Chord(.character("J")), .focusLane(forward: true)),
                (Chord(.up), .focusLane(forward: false)), (Chord(.character("k")), .focusLane(forward: false)),
                (Chord(.character("K")), .focusLane(forward: false)),
            ],
            // Bare: with Shift they are the preview's (a hard flick), with Alt or Control a gentle flick.
            raceBindings: [
                (Chord(.down, shift: false, alt: false, control: false), .scrollLanes(forward: true)),
                (Chord(.up, shift: false, alt: false, control: false), .scrollLanes(forward: false)),
            ],
            hint: { c in c.kind == .shelves ? HelpLine.Hint(rank: 0, long: "↑/↓ shelf", short: "↑/↓ shelf") : nil }),
        Entry(
            keys: "Home/End g/G", meaning: "first / last card", short: "first / last",
            man: [(#".BR Home / End ", " g / G"#, "The first / last card.")],
            bindings: [
                (Chord(.home), .first), (Chord(.character("g")), .first),
                (Chord(.end), .last), (Chord(.character("G")), .last),
            ]),
        Entry(
            keys: "</>", meaning: "the first / last shelf", short: "first / last shelf",
            man: [
                (
                    #".BR < / >"#,
                    "In the shelves, the focus to the first / last shelf, the list scrolling to show it\n(PgUp/PgDn go a screenful of shelves)."
                )
            ],
            scope: .shelves,
            bindings: [(Chord(.character("<")), .firstShelf), (Chord(.character(">")), .lastShelf)]),
        Entry(
            keys: "PgUp/PgDn", meaning: "a screenful; Space also pauses autoplay", short: "a screenful",
            man: [
                (
                    #".BR PgUp / PgDn ", " Space"#,
                    "A screenful of cards (3 or more). Space too; with\n.BR \\-\\-autoplay ,\nSpace pauses and resumes it."
                )
            ],
            inShelves: ("PgUp/PgDn", "a screenful of shelves", "screenful of shelves"),
            bindings: [
                (Chord(.pageDown), .screenful(forward: true)), (Chord(.pageUp), .screenful(forward: false)),
                (Chord(.character(" ")), .space),
            ],
            // With Shift too, where there is no preview to page.
            shelvesBindings: [(Chord(.pageDown), .focusScreenful(forward: true)), (Chord(.pageUp), .focusScreenful(forward: false))],
            hint: { c in c.autoplay ? HelpLine.Hint(rank: 0, long: "Space pause/play", short: "Space pause/play") : nil }),
        Entry(
            keys: "mouse", meaning: "drag, flick, click a card or a dot", short: "drag, click",
            man: [(".B mouse", "Drag, flick, click a peeking card or a page dot (in the race: in every lane).")],
            inShelves: ("drag", "sideways: the shelf under it; up/down: the list", "drag either way"),
            hint: { c in
                switch c.kind {
                case .race, .presentedRace: HelpLine.Hint(rank: 2, long: "drag anywhere: every lane follows", short: "drag anywhere")
                case .shelves: HelpLine.Hint(rank: 3, long: "drag either way", short: "drag")
                case .carousel, .picker: HelpLine.Hint(rank: 3, long: "drag with the mouse", short: "drag")
                }
            }),
        Entry(
            keys: "wheel", meaning: "a notch one card; a touchpad swipe one flick", short: "wheel swipe",
            man: [
                (
                    ".B wheel",
                    "A lone notch moves one card; a touchpad swipe (a burst of wheel reports) is one gesture, released like a drag when its reports stop and resolved by the strategy; the slowing reports of its tail (the system's inertia) are part of it and move nothing."
                )
            ]),
        Entry(
            keys: "Tab/S-Tab s/S", meaning: "next / previous strategy; 1-9,0 pick one", short: "strategy 1-9,0",
            man: [
                (
                    #".BR Tab / Shift\-Tab ", " s / S ", " 1 \- 9 ", " 0"#,
                    "Switch the strategy while it runs. A digit pressed again goes on to the strategy ten places further, so strategies a program registers past the tenth have digits too."
                )
            ],
            scope: .singleCarousel,
            bindings: [
                (Chord(.tab), .cycleStrategy(1)), (Chord(.character("s")), .cycleStrategy(1)),
                (Chord(.backTab), .cycleStrategy(-1)), (Chord(.character("S")), .cycleStrategy(-1)),
            ]
                + (0...9).map { n in (Chord(.character(Character("\(n)"))), .digitStrategy(n == 0 ? 9 : n - 1)) },
            hint: { c in c.isRace ? nil : HelpLine.Hint(rank: c.kind == .picker ? 3 : 2, long: "Tab strategy", short: "Tab strategy") }),
        Entry(
            keys: "Tab/S-Tab", meaning: "with -m: toggle the mark, then on / back", short: "-m: toggle mark",
            man: [
                (
                    #".BR Tab / Shift\-Tab"#,
                    "With\n.BR \\-m :\ntoggle the card's mark and move on / back, as fzf's; Enter prints every marked line, in the order\nmarked (the card shown when none is)."
                )
            ],
            scope: .multiSelect,
            hint: { c in c.multi ? HelpLine.Hint(rank: 1, long: "Tab mark", short: "Tab mark") : nil }),
        Entry(
            keys: "d  R", meaning: "decision overlay; R race every strategy", short: "overlay; R race",
            man: [
                (
                    ".B d",
                    "The decision overlay: velocity, projection, the rule that chose the page, cell counters,\nframes per second; in the race, each lane's decision in full under its label."
                ),
                (
                    ".B R",
                    "The race: every strategy in lanes, one drag for all, opened on the current page with the\ncarousel's strategy as the first lane;\n.B R\nor\n.B Esc\ncomes back on that lane's page."
                ),
            ],
            bindings: [(Chord(.character("d")), .toggleDetails), (Chord(.character("R")), .race)],
            hint: { c in
                switch c.kind {
                case .carousel: HelpLine.Hint(rank: 3, long: "d details", short: "d details")
                case .shelves: HelpLine.Hint(rank: 2, long: "d details", short: "d details")
                case .presentedRace: HelpLine.Hint(rank: 1, long: "R/Esc back to the carousel", short: "R back")
                case .picker, .race: nil
                }
            }),
        Entry(
            keys: "+/- r m", meaning: "settle faster / slower; r ×1.00; m motion off/on", short: "speed; r ×1.00",
            man: [
                (#".BR + / \- ", " r"#, "Settle faster / slower, a step at a time from x0.25 to x4;\n.B r\nback to x1."),
                (
                    ".B m",
                    "Motion off and on again: off, every page change, settle, rubber band and autoplay step lands in\nthe next frame, with nothing in between (as\n.B \\-\\-reduce\\-motion\nor\n.BR CAROUSEL_REDUCE_MOTION=1 )."
                ),
            ],
            bindings: [
                (Chord(.character("+")), .settleFaster), (Chord(.character("=")), .settleFaster),
                (Chord(.character("-")), .settleSlower), (Chord(.character("_")), .settleSlower),
                (Chord(.character("r")), .settleStandard), (Chord(.character("m")), .toggleMotion),
            ]),
        Entry(
            keys: "Enter", meaning: "choose the card (printed on exit)", short: "choose",
            man: [
                (
                    ".B Enter",
                    "Choose: the card (or line) is printed on standard output after the screen is restored\n(in the race, the first lane's)."
                )
            ],
            bindings: [(Chord(.enter), .choose)],
            hint: { c in
                switch c.kind {
                case .picker: HelpLine.Hint(rank: 1, long: "Enter choose", short: "Enter choose")
                case .race: HelpLine.Hint(rank: 2, long: "Enter first lane's card", short: "Enter choose")
                case .shelves: HelpLine.Hint(rank: 3, long: "Enter choose", short: "Enter choose")
                case .carousel, .presentedRace: nil
                }
            }),
        Entry(
            keys: "?/F1", meaning: "this help; Space more, other keys close", short: "help",
            man: [(#".BR ? / F1"#, "The keys; Space or Down shows more where they take several pages, any other key closes\nthem.")],
            bindings: [(Chord(.character("?")), .help), (Chord(.function(1)), .help)],
            hint: { c in
                c.searches
                    ? HelpLine.Hint(rank: 2, long: "F1 help", short: "F1 help")
                    : HelpLine.Hint(rank: c.isRace ? 2 : 1, long: "? help", short: "? help")
            }),
        Entry(
            keys: "q/Esc", meaning: "quit (Esc: back from a race); Ctrl-Z suspend", short: "quit",
            man: [
                (#".BR q / Esc"#, "Quit (exit 0; 1 from a picker); Esc goes back from a race opened with\n.BR R ."),
                (#".B Ctrl\-C"#, "Interrupt (exit 130)."),
                (#".BR Ctrl\-Z ", " Ctrl\-L"#, "Suspend\n.RB ( fg\nresumes); draw the screen afresh."),
                (#".BR Ctrl\-G ", " Ctrl\-Q"#, "Cancel, as Esc (fzf's keys)."),
            ],
            bindings: [
                (Chord(.character("q")), .quit), (Chord(.escape), .cancel), (Chord(.control("c")), .interrupt),
                (Chord(.control("g")), .cancel), (Chord(.control("q")), .cancel),
                (Chord(.control("z")), .suspend), (Chord(.control("l")), .redraw),
            ],
            hint: { c in
                c.searches
                    ? HelpLine.Hint(rank: 1, long: "Esc cancel", short: "Esc cancel")
                    : c.kind == .picker
                        ? HelpLine.Hint(rank: 1, long: "q/Esc cancel", short: "q cancel")
                        : HelpLine.Hint(rank: 1, long: "q quit", short: "q quit")
            }),
    ])

    /// The arrows' flicks: → and ↓ on, ← and ↑ back, whatever the axis.
    private static func arrows(hard: Bool) -> [(chord: Chord, command: CarouselCommand)] {
        // Shift-↑/↓ are the preview's (which gives them back as hard flicks where there is none).
        hard
            ? [
                (Chord(.right, shift: true), .flick(forward: true, hard: true)),
                (Chord(.left, shift: true), .flick(forward: false, hard: true)),
            ]
            : [
                (Chord(.right, shift: false), .flick(forward: true, hard: false)),
                (Chord(.down, shift: false), .flick(forward: true, hard: false)),
                (Chord(.left, shift: false), .flick(forward: false, hard: false)),
                (Chord(.up, shift: false), .flick(forward: false, hard: false)),
            ]
    }
}

extension KeyMap.Entry {
    /// The chords this entry sends in a scene of `kind` before any other entry's.
    func ownBindings(in kind: HelpLine.Context.Kind) -> [(chord: KeyMap.Chord, command: CarouselCommand)] {
        switch kind {
        case .shelves: shelvesBindings
        case .race, .presentedRace: raceBindings
        case .carousel, .picker: []
        }
    }
}
