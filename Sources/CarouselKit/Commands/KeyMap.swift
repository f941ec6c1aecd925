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

    /// What names an entry, so that a component's keys can speak of it (`KeyLayer`).
    package struct EntryID: Hashable, Sendable {
        package let name: String
        package init(_ name: String) { self.name = name }
    }

    /// One line of the help: its keys as people read them, what they do in full and in short,
    /// the man page's wording, and the chords that send each command.
    package struct Entry: Sendable {
        package var id: EntryID
        package var keys: String
        package var meaning: String
        package var short: String
        /// The man page's paragraphs: each a tag (roff) and its text.
        package var man: [(keys: String, text: String)]
        package var bindings: [(chord: Chord, command: CarouselCommand)] = []
        /// The help line's words for this entry, by where it is shown; nil: not on the line.
        package var hint: @Sendable (HelpLine.Context) -> HelpLine.Hint? = { _ in nil }
    }

    package var entries: [Entry]
    /// Chords matched before any entry's: the keys a component laid over the carousel's
    /// gives a meaning of its own (`KeyLayer.bindings`).
    package var firstBindings: [(chord: Chord, command: CarouselCommand)] = []
    /// What the documents say after an entry's meaning: where it applies, or does not.
    package var notes: [EntryID: String] = [:]

    package init(entries: [Entry]) { self.entries = entries }

    /// The command a key sends, if any: the first bindings, then every entry's; among each,
    /// a chord that names its Shift is matched before one that does not care.
    package func command(for event: KeyEvent) -> CarouselCommand? {
        Self.command(for: event, among: firstBindings) ?? Self.command(for: event, among: entries.flatMap(\.bindings))
    }

    private static func command(for event: KeyEvent, among bindings: [(chord: Chord, command: CarouselCommand)]) -> CarouselCommand? {
        var loose: CarouselCommand?
        for (chord, command) in bindings where chord.admits(event) {
            if chord.shift == event.shift { return command }
            if chord.shift == nil, loose == nil { loose = command }
        }
        return loose
    }
}

extension KeyMap.EntryID {
    package static let flick = Self("flick"), hardFlick = Self("hard flick"), vertical = Self("vertical")
    package static let firstLast = Self("first and last"), screenful = Self("screenful"), mouse = Self("mouse")
    package static let wheel = Self("wheel"), strategy = Self("strategy"), details = Self("details")
    package static let speed = Self("speed"), choose = Self("choose"), help = Self("help"), quit = Self("quit")
}

extension KeyMap {
    /// The carousel's keys, which every scene of carousels answers; a picker's and the
    /// lanes' own lie over them (`KeyLayer`: `KeyMap.picker`, `LanesScene.Role.keys`).
    package static let standard = KeyMap(entries: [
        Entry(
            id: .flick, keys: "←/→ h/l", meaning: "gentle flick: one card, every strategy", short: "gentle flick",
            man: [
                (#".BR Left / Right ", " h / l"#, "A gentle flick: one card with every strategy."),
                (
                    #".BR Ctrl\-N / Ctrl\-P ", " Ctrl\-K"#,
                    "The next / previous card, as fzf's keys move its list (they work while typing too)."
                ),
            ],
            bindings: arrows(hard: false) + [
                (Chord(.character("l")), .flick(forward: true, hard: false)),
                (Chord(.character("j")), .flick(forward: true, hard: false)),
                (Chord(.character("h")), .flick(forward: false, hard: false)),
                (Chord(.character("k")), .flick(forward: false, hard: false)),
                (Chord(.control("n")), .flick(forward: true, hard: false)),
                (Chord(.control("p")), .flick(forward: false, hard: false)),
                (Chord(.control("k")), .flick(forward: false, hard: false)),
            ],
            hint: { c in HelpLine.Hint(rank: 1, long: "\(c.arrows) page", short: "\(c.arrows) page") }),
        Entry(
            id: .hardFlick, keys: "⇧←/⇧→ H/L", meaning: "hard flick: the strategies differ", short: "hard flick",
            man: [(#".BR Shift\-Left / Shift\-Right ", " H / L"#, "A hard flick: where the strategies part ways.")],
            bindings: arrows(hard: true) + [
                (Chord(.character("L")), .flick(forward: true, hard: true)),
                (Chord(.character("J")), .flick(forward: true, hard: true)),
                (Chord(.character("H")), .flick(forward: false, hard: true)),
                (Chord(.character("K")), .flick(forward: false, hard: true)),
            ],
            hint: { c in HelpLine.Hint(rank: 2, long: "⇧\(c.arrows) hard flick", short: "⇧\(c.arrows) hard") }),
        Entry(
            id: .vertical, keys: "↑/↓ j/k ⇧↑/⇧↓", meaning: "the same when vertical; ⇧ and ⇧PgUp/PgDn scroll a preview",
            short: "vertical; ⇧ preview",
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
            bindings: [
                (Chord(.down, shift: true), .scrollPreview(lines: 1)), (Chord(.up, shift: true), .scrollPreview(lines: -1)),
                (Chord(.pageDown, shift: true), .scrollPreviewPage(forward: true)),
                (Chord(.pageUp, shift: true), .scrollPreviewPage(forward: false)),
            ]),
        Entry(
            id: .firstLast, keys: "Home/End g/G", meaning: "first / last card", short: "first / last",
            man: [(#".BR Home / End ", " g / G"#, "The first / last card.")],
            bindings: [
                (Chord(.home), .first), (Chord(.character("g")), .first),
                (Chord(.end), .last), (Chord(.character("G")), .last),
            ]),
        Entry(
            id: .screenful, keys: "PgUp/PgDn", meaning: "a screenful; Space also pauses autoplay", short: "a screenful",
            man: [
                (
                    #".BR PgUp / PgDn ", " Space"#,
                    "A screenful of cards (3 or more). Space too; with\n.BR \\-\\-autoplay ,\nSpace pauses and resumes it."
                )
            ],
            bindings: [
                (Chord(.pageDown), .screenful(forward: true)), (Chord(.pageUp), .screenful(forward: false)),
                (Chord(.character(" ")), .space),
            ],
            hint: { c in c.autoplay ? HelpLine.Hint(rank: 0, long: "Space pause/play", short: "Space pause/play") : nil }),
        Entry(
            id: .mouse, keys: "mouse", meaning: "drag, flick, click a card or a dot", short: "drag, click",
            man: [(".B mouse", "Drag, flick, click a peeking card or a page dot (in the race: in every lane).")],
            hint: { _ in HelpLine.Hint(rank: 3, long: "drag with the mouse", short: "drag") }),
        Entry(
            id: .wheel, keys: "wheel", meaning: "a notch one card; a touchpad swipe one flick", short: "wheel swipe",
            man: [
                (
                    ".B wheel",
                    "A lone notch moves one card; a touchpad swipe (a burst of wheel reports) is one gesture, released like a drag when its reports stop and resolved by the strategy; the slowing reports of its tail (the system's inertia) are part of it and move nothing."
                )
            ]),
        Entry(
            id: .strategy, keys: "Tab/S-Tab s/S", meaning: "next / previous strategy; 1-9,0 pick one", short: "strategy 1-9,0",
            man: [
                (
                    #".BR Tab / Shift\-Tab ", " s / S ", " 1 \- 9 ", " 0"#,
                    "Switch the strategy while it runs. A digit pressed again goes on to the strategy ten places further, so strategies a program registers past the tenth have digits too."
                )
            ],
            bindings: [
                (Chord(.tab), .cycleStrategy(1)), (Chord(.character("s")), .cycleStrategy(1)),
                (Chord(.backTab), .cycleStrategy(-1)), (Chord(.character("S")), .cycleStrategy(-1)),
            ]
                + (0...9).map { n in (Chord(.character(Character("\(n)"))), .digitStrategy(n == 0 ? 9 : n - 1)) },
            hint: { _ in HelpLine.Hint(rank: 2, long: "Tab strategy", short: "Tab strategy") }),
        Entry(
            id: .details, keys: "d  R", meaning: "decision overlay; R race every strategy", short: "overlay; R race",
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
            hint: { _ in HelpLine.Hint(rank: 3, long: "d details", short: "d details") }),
        Entry(
            id: .speed, keys: "+/- r m", meaning: "settle faster / slower; r ×1.00; m motion off/on", short: "speed; r ×1.00",
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
            id: .choose, keys: "Enter", meaning: "choose the card (printed on exit)", short: "choose",
            man: [
                (
                    ".B Enter",
                    "Choose: the card (or line) is printed on standard output after the screen is restored\n(in the race, the first lane's)."
                )
            ],
            bindings: [(Chord(.enter), .choose)]),
        Entry(
            id: .help, keys: "?/F1", meaning: "this help; Space more, other keys close", short: "help",
            man: [(#".BR ? / F1"#, "The keys; Space or Down shows more where they take several pages, any other key closes\nthem.")],
            bindings: [(Chord(.character("?")), .help), (Chord(.function(1)), .help)],
            hint: { c in
                c.searches
                    ? HelpLine.Hint(rank: 2, long: "F1 help", short: "F1 help")
                    : HelpLine.Hint(rank: 1, long: "? help", short: "? help")
            }),
        Entry(
            id: .quit, keys: "q/Esc", meaning: "quit (Esc: back from a race); Ctrl-Z suspend", short: "quit",
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
