/// The carousel's geometry: how many cards, how wide, how far apart, how they page.
extension OptionTable {
    static let display: [OptionSpec] = [
        OptionSpec(
            ["--count"], value: "N", commands: Set.screens.union(Set.scripted), group: .display,
            summary: "number of cards",
            help: "number of cards (1 to \(Int.max)); default 20 (shelves: per demo shelf)",
            man: #"""
                Number of demo cards, 1 to 9223372036854775807; default 20
                (in the shelves, the cards of each demo shelf; for
                .B simulate
                and
                .BR compare ,
                the cards the drag runs over).
                """#, default: "20"),
        OptionSpec(
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
                """#, completion: .file),
        OptionSpec(
            ["--card-width", "--card-height", "--card-size"], value: "N", commands: .screens, group: .display,
            summary: "card width in columns (rows when vertical)",
            help:
                "card width in columns (rows with --vertical; --card-height and --card-size say the same), 6 to 10000 (3 to 10000 rows); default 3/5 of the screen. A card too wide for the screen is narrowed until the neighbours peek, and the d overlay says so",
            man: #"""
                Card width in columns (rows with
                .BR \-\-vertical ;
                .B \-\-card\-height
                and
                .B \-\-card\-size
                say the same), 6 to 10000 (3 to 10000 rows); default three fifths of the screen.
                A value outside that range is bad usage (exit 64).
                A card too wide for this screen is narrowed until the neighbours peek, and the details
                overlay says so (\(lqcard 1000 \-> 70: fitted to 80 columns\(rq).
                """#, default: "3/5 of the screen"),
        OptionSpec(
            ["--spacing"], value: "N", commands: .screens, group: .display,
            summary: "gap between cards",
            help:
                "gap between cards, 0 to 10000; default 3 columns (1 row when vertical). A gap wider than a quarter of the screen is narrowed to it, and the d overlay says so",
            man: #"""
                Gap between cards, 0 to 10000; default 3 columns (1 row when vertical).
                A gap wider than a quarter of the screen is narrowed to it, and the details overlay says
                so.
                """#, default: "3"),
        OptionSpec(
            ["--align"], value: "center|leading", commands: Set.screens.union(Set.scripted), group: .display,
            summary: "where the current card rests",
            help: "where the current card rests; default center",
            man: #"""
                Where the current card rests; default center.
                """#, completion: .words(["center", "leading"]), default: "center"),
        OptionSpec(
            ["--strategy"], value: "NAME", commands: [.carousel], group: .display,
            summary: "paging strategy",
            help: "paging strategy (see STRATEGIES); default one-at-a-time",
            man: #"""
                The paging strategy (see
                .BR STRATEGIES );
                default one\-at\-a\-time.
                """#, completion: .strategy, default: "one-at-a-time"),
        OptionSpec(
            ["--start-page"], value: "P", commands: .interactive, group: .display,
            summary: "first page shown, 1-based",
            help: "first page shown, 1-based",
            man: #"""
                The first page shown, 1\-based.
                """#, default: "1"),
        OptionSpec(
            ["--vertical"], commands: [.carousel], group: .display,
            summary: "cards stacked top to bottom",
            help: "cards stacked top to bottom, Up/Down and vertical drags",
            man: #"""
                Cards stacked top to bottom, paged with Up and Down and vertical drags.
                """#),
        OptionSpec(
            ["--horizontal"], commands: .interactive, group: .display,
            summary: "cards side by side",
            help: "cards side by side (the default)",
            man: #"""
                Cards side by side (the default).
                """#),
        OptionSpec(
            ["--cycle"], commands: Set.interactive.union(Set.scripted), group: .display,
            summary: "endless: the last card is followed by the first",
            help: "endless: the last card is followed by the first (fzf's --cycle)",
            man: #"""
                Endless: the last card is followed by the first (fzf's
                .BR \-\-cycle ).
                """#),
        OptionSpec(
            ["--no-cycle"], commands: Set.interactive.union(Set.scripted), group: .display,
            summary: "the cards end (the default)",
            help: "the cards end at the first and the last (the default): undoes an earlier --cycle",
            man: #"""
                The cards end at the first and the last (the default): undoes an earlier
                .BR \-\-cycle .
                """#),
        OptionSpec(
            ["--wrap"], commands: [.race, .simulate, .compare], group: .display,
            summary: "the older name of --cycle",
            help: "the older name of --cycle, taken for the race, simulate and compare (the picker's --wrap is fzf's)",
            man: #"""
                The older name of
                .BR \-\-cycle ,
                taken for the race, simulate and compare (the picker's
                .B \-\-wrap
                is fzf's).
                """#),
        OptionSpec(
            ["--settle-speed"], value: "X", commands: .screens, group: .display,
            summary: "settle spring speed, 0.25 to 4",
            help: "settle spring speed, 0.25 to 4; default 1",
            man: #"""
                Speed of the settle spring, 0.25 to 4; default 1.
                """#, default: "1"),
        OptionSpec(
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
                """#),
        OptionSpec(
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
                """#),
        OptionSpec(
            ["--motion"], commands: .screens, group: .display,
            summary: "animate (the default)",
            help: "animate pages as they settle (the default): undoes --reduce-motion and CAROUSEL_REDUCE_MOTION",
            man: #"""
                Animate pages as they settle (the default): undoes
                .B \-\-reduce\-motion
                and
                .BR CAROUSEL_REDUCE_MOTION .
                """#),
    ]
}
