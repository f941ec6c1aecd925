import CarouselCore
import CarouselKit

/// The carousel's geometry: how many cards, how wide, how far apart, how they page.
extension OptionTable {
    static let display: [OptionSpec] = [
        count, items, cardWidth, spacing, align, strategy, startPage, vertical, horizontal, cycle, noCycle, wrap, settleSpeed,
        reduceMotion, screenReader, motion,
    ]

    package static let count = OptionSpec(
        ["--count"], value: "N", commands: Set.screens.union(Set.scripted), group: .display,
        summary: "number of cards",
        help: "number of cards, in the shelves per demo shelf",
        man: #"""
            Number of demo cards
            (in the shelves, the cards of each demo shelf; for
            .B simulate
            and
            .BR compare ,
            the cards the drag runs over).
            """#, kind: .integer(1...Int.max, default: DisplaySettings().count)
    ) { settings, value, _ in settings.count = value.integer }

    package static let items = OptionSpec(
        ["--items"], value: "FILE", commands: .screens, group: .display,
        summary: "cards from the lines of a file",
        help: "cards from the lines of FILE ('-' for stdin); for shelves, lines SHELF<TAB>TITLE[<TAB>BODY]",
        man: #"""
            Cards from the lines of
            .I FILE
            .RB ( \-
            for standard input); for
            .BR shelves ,
            lines of a shelf's name, a tab and a title (then a tab and a body).
            """#, completion: .file, kind: .text
    ) { settings, value, _ in settings.itemsPath = value.text }

    package static let cardWidth = OptionSpec(
        ["--card-width", "--card-height", "--card-size"], value: "N", commands: .screens, group: .display,
        summary: "card width in columns (rows when vertical)",
        help:
            "card width in columns (rows with --vertical; --card-height and --card-size say the same). A card too wide for the screen is narrowed until the neighbours peek, and the d overlay says so",
        man: #"""
            Card width in columns (rows with
            .BR \-\-vertical ;
            .B \-\-card\-height
            and
            .B \-\-card\-size
            say the same).
            A value outside the range below is bad usage (exit 64).
            A card too wide for this screen is narrowed until the neighbours peek, and the details
            overlay says so (\(lqcard 1000 \-> 70: fitted to 80 columns\(rq).
            """#, default: "3/5 of the screen",
        kind: .integer(GeometryRanges.cardExtents, default: nil, said: GeometryRanges.cardRange)
    ) { settings, value, spelled in
        settings.configuration.cardExtent = value.integer
        settings.cardSpelling = spelled
    }

    package static let spacing = OptionSpec(
        ["--spacing"], value: "N", commands: .screens, group: .display,
        summary: "gap between cards",
        help:
            "gap between cards. A gap wider than a quarter of the screen is narrowed to it, and the d overlay says so",
        man: #"""
            Gap between cards.
            A gap wider than a quarter of the screen is narrowed to it, and the details overlay says
            so.
            """#, default: "3 columns or 1 row when vertical", kind: .integer(GeometryRanges.spacings, default: nil)
    ) { settings, value, _ in settings.configuration.spacing = value.integer }

    package static let align = OptionSpec(
        ["--align"], value: "center|leading", commands: Set.screens.union(Set.scripted), group: .display,
        summary: "where the current card rests",
        help: "where the current card rests",
        man: #"""
            Where the current card rests.
            """#, completion: .words(CardAlignment.allCases.map(\.rawValue)),
        kind: .choice(CardAlignment.allCases.map(\.rawValue), default: CarouselConfiguration().alignment.rawValue)
    ) { settings, value, _ in settings.configuration.alignment = CardAlignment(rawValue: value.text) ?? .center }

    package static let strategy = OptionSpec(
        ["--strategy"], value: "NAME", commands: [.carousel], group: .display,
        summary: "paging strategy",
        help: "paging strategy (see STRATEGIES)",
        man: #"""
            The paging strategy (see
            .BR STRATEGIES ).
            """#, completion: .strategy, kind: .strategy(default: Strategies.defaultStrategy.name)
    ) { settings, value, _ in settings.configuration.strategy = Strategies.named(value.text) ?? Strategies.defaultStrategy }

    package static let startPage = OptionSpec(
        ["--start-page"], value: "P", commands: Set.interactive.union(Set.scripted), group: .display,
        summary: "first page shown, counted from 1",
        help: "first page shown (for simulate and compare, where the drag starts), counted from 1 as the status line counts",
        man: #"""
            The first page shown (for
            .B simulate
            and
            .BR compare ,
            the page where the drag starts), counted from 1 as the status line counts.
            """#, kind: .integer(1...Int.max, default: CarouselConfiguration().startPage + 1, noun: "a page counted from 1")
    ) { settings, value, _ in settings.startPage = value.integer }

    package static let vertical = OptionSpec(
        ["--vertical"], commands: [.carousel], group: .display,
        summary: "cards stacked top to bottom",
        help: "cards stacked top to bottom, Up/Down and vertical drags",
        man: #"""
            Cards stacked top to bottom, paged with Up and Down and vertical drags.
            """#, kind: .flag
    ) { settings, _, _ in settings.configuration.axis = .vertical }

    package static let horizontal = OptionSpec(
        ["--horizontal"], commands: .interactive, group: .display,
        summary: "cards side by side",
        help: "cards side by side (the default)",
        man: #"""
            Cards side by side (the default).
            """#, kind: .flag
    ) { settings, _, _ in settings.configuration.axis = .horizontal }

    package static let cycle = OptionSpec(
        ["--cycle"], commands: Set.interactive.union(Set.scripted), group: .display,
        summary: "endless: the last card is followed by the first",
        help: "endless: the last card is followed by the first (fzf's --cycle)",
        man: #"""
            Endless: the last card is followed by the first (fzf's
            .BR \-\-cycle ).
            """#, kind: .flag
    ) { settings, _, _ in settings.configuration.wraps = true }

    package static let noCycle = OptionSpec(
        ["--no-cycle"], commands: Set.interactive.union(Set.scripted), group: .display,
        summary: "the cards end (the default)",
        help: "the cards end at the first and the last (the default): undoes an earlier --cycle",
        man: #"""
            The cards end at the first and the last (the default): undoes an earlier
            .BR \-\-cycle .
            """#, kind: .flag
    ) { settings, _, _ in settings.configuration.wraps = false }

    package static let wrap = OptionSpec(
        ["--wrap"], commands: [.race, .simulate, .compare], group: .display,
        summary: "the older name of --cycle",
        help: "the older name of --cycle, taken for the race, simulate and compare (the picker's --wrap is fzf's)",
        man: #"""
            The older name of
            .BR \-\-cycle ,
            taken for the race, simulate and compare (the picker's
            .B \-\-wrap
            is fzf's).
            """#, kind: .flag
    ) { settings, _, _ in settings.configuration.wraps = true }

    package static let settleSpeed = OptionSpec(
        ["--settle-speed"], value: "X", commands: .screens, group: .display,
        summary: "settle spring speed",
        help: "settle spring speed",
        man: #"""
            Speed of the settle spring.
            """#, kind: .number(0.25...4, default: CarouselConfiguration().settleSpeed)
    ) { settings, value, _ in settings.configuration.settleSpeed = value.number }

    package static let reduceMotion = OptionSpec(
        ["--reduce-motion"], commands: .screens, group: .display,
        summary: "no animation: every page lands at once",
        help:
            "no animation: every page change, settle, rubber band and autoplay step lands in the next frame (also CAROUSEL_REDUCE_MOTION=1; m switches it)",
        man: #"""
            No animation: every page change, settle, rubber band's return and autoplay step lands in the
            next frame, with nothing drawn in between (WCAG 2.3.3, the systems' reduce motion switches);
            the decision overlay still says what each release chose. Also
            .BR CAROUSEL_REDUCE_MOTION=1 ;
            .B m
            switches it while running.
            """#, kind: .flag
    ) { settings, _, _ in settings.configuration.reducesMotion = true }

    package static let screenReader = OptionSpec(
        ["--screen-reader"], commands: .screens, group: .display,
        summary: "for a screen reader: the cursor shown, on the focused card's title",
        help:
            "for a screen reader: the cursor stays visible on the focused card's title (at the query while typing), and the title's line is written again on each focus change, so that it is read out (also CAROUSEL_SCREEN_READER=1)",
        man: #"""
            For a screen reader that follows the cursor (Orca, BRLTTY): the cursor stays visible where
            it always rests after a frame, on the focused card's title (the race's first lane's, the
            focused shelf's; in the picker at the query while one is typed), and the title's line is
            written again each time the focus comes to rest on another card, so that it is read out. Also
            .BR CAROUSEL_SCREEN_READER=1 .
            """#, kind: .flag
    ) { settings, _, _ in settings.configuration.screenReader = true }

    package static let motion = OptionSpec(
        ["--motion"], commands: .screens, group: .display,
        summary: "animate (the default)",
        help: "animate pages as they settle (the default): undoes --reduce-motion and CAROUSEL_REDUCE_MOTION",
        man: #"""
            Animate pages as they settle (the default): undoes
            .B \-\-reduce\-motion
            and
            .BR CAROUSEL_REDUCE_MOTION .
            """#, kind: .flag
    ) { settings, _, _ in settings.configuration.reducesMotion = false }
}
