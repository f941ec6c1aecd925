/// fzf's picker flags, with fzf's meanings: what is typed, shown and printed.
extension OptionTable {
    static let picker: [OptionSpec] = [
        query,
        prompt,
        disabled,
        noInput,
        multi,
        noMulti,
        read0,
        print0,
        select1,
        exit0,
        header,
        headerLines,
        track,
        delimiter,
        withNth,
        nth,
        ansi,
        noAnsi,
    ]

    package static let prompt = OptionSpec(
        ["--prompt"], value: "TEXT", commands: .interactive, group: .picker,
        summary: "the query line's prompt",
        help: "the query line's prompt",
        man: #"""
            The query line's prompt.
            """#, default: "\"> \"", kind: .text)

    package static let disabled = OptionSpec(
        ["--disabled"], deprecated: ["--phony"], commands: .interactive, group: .picker,
        summary: "the query does not filter (fzf's --disabled)",
        help:
            "the query is typed and edited as ever, and filters nothing: every line stays, for bindings that use {q} (change:reload, the ripgrep launcher); enable-search and disable-search switch it",
        man: #"""
            The query is typed and edited as ever and filters nothing: every line stays, for
            bindings that use
            .B {q}
            (a
            .B change:reload(rg {q})
            launcher);
            .BR enable\-search ", " disable\-search " and " toggle\-search
            switch the filtering on and off.
            """#)

    package static let noInput = OptionSpec(
        ["--no-input"], commands: .interactive, group: .picker,
        summary: "no query line: letters are commands",
        help: "no query line (fzf's --no-input): the picker pages, and letters are commands (q, h/l, d...)",
        man: #"""
            No query line, as fzf's: the picker pages, and letters are commands as in the demo
            .RB ( q
            quits,
            .BR h / l
            flick,
            .B d
            the overlay).
            """#)

    package static let multi = OptionSpec(
        ["-m", "--multi"], value: "MAX", commands: .interactive, group: .picker,
        summary: "Tab toggles marks; Enter prints every marked line",
        help:
            "Tab toggles the card's mark and moves on, Shift-Tab toggles and goes back; Enter prints every marked line in the order marked; with MAX, at most MAX marks",
        man: #"""
            Several choices:
            .B Tab
            toggles the card's mark and moves on,
            .B Shift\-Tab
            toggles it and moves back (fzf's
            .BR toggle+down " and " toggle+up );
            the status counts the marks and each marked card says so on its
            border;
            .B Enter
            prints every marked line in the order marked (the card shown when none is).
            With
            .IR MAX ,
            at most that many marks (fzf's limit).
            """#, optional: .number)

    package static let noMulti = OptionSpec(
        ["+m", "--no-multi"], commands: .interactive, group: .picker,
        summary: "one choice (the default)",
        help: "one choice: undoes an earlier -m",
        man: #"""
            One choice (the default): undoes an earlier
            .BR \-m .
            """#)

    package static let read0 = OptionSpec(
        ["--read0"], commands: .interactive, group: .picker,
        summary: "items end with NUL",
        help: "items end with NUL, not newline (find -print0)",
        man: #"""
            Items end with NUL, not newline (as
            .B find \-print0
            writes them); an item may then hold newlines.
            """#)

    package static let print0 = OptionSpec(
        ["--print0"], commands: .interactive, group: .picker,
        summary: "end the choice with NUL",
        help: "end the printed choice with NUL, not newline (xargs -0)",
        man: #"""
            End the printed choice with NUL, not newline (as
            .B xargs \-0
            reads it).
            """#)

    package static let select1 = OptionSpec(
        ["-1", "--select-1"], commands: .interactive, group: .picker,
        summary: "one item: print it without the screen",
        help: "exactly one item: print it without opening the screen",
        man: #"""
            When there is exactly one item, print it without opening the screen.
            The whole input is read first.
            """#)

    package static let exit0 = OptionSpec(
        ["-0", "--exit-0"], commands: .interactive, group: .picker,
        summary: "no items: exit 1 without the screen",
        help: "no items: exit 1 without opening the screen",
        man: #"""
            When there is no item, exit with status 1 without opening the screen (and without a
            message).
            The whole input is read first.
            """#)

    package static let header = OptionSpec(
        ["--header"], value: "TEXT", commands: .interactive, group: .picker,
        summary: "a line above the cards",
        help: "a line of text above the cards",
        man: #"""
            A line of text above the cards.
            """#)

    package static let headerLines = OptionSpec(
        ["--header-lines"], value: "N", commands: .interactive, group: .picker,
        summary: "the first N input lines are the header",
        help: "the first N input lines are the header (above the cards, after --header's): never cards, never matched nor printed",
        man: #"""
            The first
            .I N
            input lines (and of each
            .BR reload 's
            output) are the header: shown above the cards, after
            .BR \-\-header 's
            text, never matched nor printed.
            """#, kind: .integer(0...Int.max, default: 0, noun: "a number of lines"))

    package static let track = OptionSpec(
        ["--track"], commands: .interactive, group: .picker,
        summary: "the current line stays current as the cards change",
        help:
            "the current line stays current as the cards change (the query, new input, a reload, where it is found again by its text)",
        man: #"""
            The current line stays current as the cards change: when the query changes, as new input comes,
            and after a
            .BR reload ,
            where the line of the same text is found again.
            """#)

    package static let delimiter = OptionSpec(
        ["-d", "--delimiter"], value: "SEP", commands: .interactive, group: .picker,
        summary: "where --with-nth and --nth fields end: a string or a regex",
        help:
            #"where the fields of --with-nth and --nth end: a string, or a regular expression of characters, classes ([,;] \s \d \w) and * + ?; \t is a tab. A field keeps what ends it"#,
        man: #"""
            Where the fields of
            .B \-\-with\-nth
            and
            .B \-\-nth
            end: a string, or a regular expression of characters, classes
            .RB ( [,;] ", " \es ", " \ed ", " \ew )
            and
            .BR * ", " + ", " ? ;
            .B \et
            is a tab. Each field keeps the delimiter that ends it.
            """#, default: "runs of blanks, as AWK splits", kind: .text)

    package static let withNth = OptionSpec(
        ["--with-nth"], value: "N..", commands: .interactive, group: .picker,
        summary: "the fields the cards show and queries match",
        help:
            "the cards show these fields, and a query matches them: N, -N (from the end), N.., ..M, N..M, comma-separated; the whole line is printed (with --filter too)",
        man: #"""
            The cards show these fields and a query matches them (fzf's index expressions:
            .IR N ", " \-N " (from the end), " N.. ", " ..M ", " N..M ,
            comma\-separated); the whole line is printed, by
            .B Enter
            and by
            .BR \-\-filter .
            """#)

    package static let nth = OptionSpec(
        ["-n", "--nth"], value: "N..", commands: .interactive, group: .picker,
        summary: "the fields of the shown line queries match",
        help:
            "a query matches only these fields of the shown line (the same expressions; counted after --with-nth), as fzf's; what the cards show is unchanged",
        man: #"""
            A query matches only these fields of the shown line (the same index expressions, counted after
            .B \-\-with\-nth
            when both are given), as fzf's: each term is looked for in the fields in the order given and
            matches in the first where it occurs; the matched characters are marked there. What the cards
            show is unchanged.
            """#)

    package static let ansi = OptionSpec(
        ["--ansi"], commands: .interactive, group: .picker,
        summary: "show the lines' colours; match their text",
        help:
            "the lines' colours (SGR) show on the cards; queries match the text without its escapes; the line is printed without them, as fzf",
        man: #"""
            The lines' colours (SGR) show on the cards' titles; queries match the text without its escapes;
            the chosen line is printed without them, as fzf prints it (with
            .B \-\-filter
            too).
            """#)

    package static let noAnsi = OptionSpec(
        ["--no-ansi"], commands: .interactive, group: .picker,
        summary: "the lines as they are (the default)",
        help: "the lines' escapes are text, as they came (the default): undoes an earlier --ansi",
        man: #"""
            The lines' escapes are text, as they came (the default): undoes an earlier
            .BR \-\-ansi .
            """#)

    package static let query = OptionSpec(
        ["-q", "--query"], value: "QUERY", commands: .interactive, group: .picker,
        summary: "start the picker with this query typed",
        help: "start with QUERY typed (fzf's search syntax, below)",
        man: #"""
            Start with
            .I QUERY
            typed.
            """#)
}
