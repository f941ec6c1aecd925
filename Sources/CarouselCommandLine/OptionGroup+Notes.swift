/// The words a section says around its options, in `--help` and in the man page.
extension OptionGroup {
    /// Under the section's options in `--help`.
    var helpNote: String? {
        switch self {
        case .search:
            "The picker searches while stdin still streams; a query that only grows searches the previous matches. Typing: Backspace, Ctrl-U (the query), Ctrl-W (a word), Ctrl-A/E, Ctrl-B/F, Alt-B/F; a paste goes into the query. Other commands keep their keys that are not letters (arrows, PgUp/PgDn, Home/End, Tab, Enter, Esc, F1)."
        case .race:
            "The race takes the demo's and the picker's options too, but \(Self.sentence(Self.notTheRaces))."
        case .simulate:
            "\(Self.sentence(Self.sharedWithTheCarousel(.simulate))) as above. Nothing is fitted: the viewport is given."
        default: nil
        }
    }

    /// Roff before the section's first option.
    var manIntro: String? {
        switch self {
        case .search:
            #"""
            Typing in the picker,
            .BR \-q " and " \-f
            search as fzf does, with fzf's names and meanings;
            .B \-f
            needs no terminal.
            """#
        case .picker: "fzf's names, with fzf's meanings."
        case .race:
            #"""
            For
            .BR race ,
            besides the demo's and the picker's options (but
            \#(Self.roff(Self.notTheRaces, then: " )."))
            """#
        case .shelves:
            #"""
            For
            .BR shelves ,
            besides
            \#(Self.roff(Self.sharedWithTheCarousel(.shelves), then: " ."))
            """#
        case .simulate:
            #"""
            Besides
            \#(Self.roff(Self.sharedWithTheCarousel(.simulate), then: " ,"))
            as for the carousel.
            """#
        case .fzf:
            #"""
            fzf's options about its list's look, its own windows and its history. Each is taken, its value
            read as fzf reads it, so that fzf's scripts, shell widgets and
            .B FZF_DEFAULT_OPTS
            run unchanged; none changes the cards.
            """#
        case .display, .bench: nil
        }
    }

    /// Roff after the section's last option.
    var manOutro: String? {
        switch self {
        case .search:
            #"""
            .PP
            In the picker the cards are the lines the query matches, best first, and the matched
            characters of each title are underlined and bold; the search runs beside the screen, also
            while standard input still streams (the status says
            .BR "page 3/812 of 1,200,000+" ),
            and a query that only grows searches the previous matches alone.
            """#
        case .picker:
            #"""
            .PP
            Without a terminal, and without
            .B \-\-select\-1
            or
            .B \-\-exit\-0
            deciding first, the picker says why it cannot run and exits with status 69.
            .PP
            Under the name
            .B fzf
            (a link or a copy), the program is fzf's picker: no commands, options from
            .B FZF_DEFAULT_OPTS_FILE
            and
            .B FZF_DEFAULT_OPTS
            before the command line, and with nothing piped the lines of
            .B FZF_DEFAULT_COMMAND
            or, unset, the files under the current directory (see
            .BR \-\-walker );
            it exits 130 when left without accepting and 2 for a bad option, as fzf.
            Under its own name it reads
            .B CAROUSEL_DEFAULT_OPTS
            and none of fzf's variables.
            .PP
            Every
            .B \-\-bind
            action and event of fzf 0.74 is taken, so that fzf's scripts run; some do nothing here yet: the
            query line editor's
            .RB ( kill\-line ", " backward\-char ...),
            the
            .B transform
            family,
            .BR change\-preview\-window ,
            the labels' changes,
            .BR preview(...) ", " reload\-sync ", " unbind ", " rebind ", " toggle\-sort ", " toggle\-raw ,
            .BR exclude ", " exclude\-multi ,
            and the events
            .BR resize ", " multi ", " jump " and " click\-header .
            """#
        default: nil
        }
    }

    /// The demo's display options the race does not take, by the table.
    static var notTheRaces: [String] {
        OptionTable.options(for: .carousel).filter { $0.group == .display && !$0.commands.contains(.race) }.map(\.name)
    }

    /// The options `command` takes from the carousel's sections, but those every command takes.
    static func sharedWithTheCarousel(_ command: Subcommand) -> [String] {
        OptionTable.options(for: command)
            .filter { ($0.group == .display || $0.group == .picker) && $0.commands != Set.everyCommand }
            .map(\.name)
    }

    /// "a, b and c".
    static func sentence(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// The same in roff, each name bold, `then` after the last.
    static func roff(_ names: [String], then: String) -> String {
        let bold = names.map(ManPageOptions.escaped)
        guard let last = bold.last else { return "" }
        let before = bold.dropLast()
        let commas = before.dropLast().map { ".BR \($0) ," } + before.suffix(1).map { ".B \($0)\nand" }
        return (commas + [".BR \(last)\(then)"]).joined(separator: "\n")
    }
}
