/// fzf's search: what a query matches and how the matches are ranked, in the picker and in
/// `--filter`.
extension OptionTable {
    static let search: [OptionSpec] = [
        filter,
        exact,
        ignoreCase,
        noIgnoreCase,
        noSort,
        tac,
        tiebreak,
        tail,
    ]

    package static let filter = OptionSpec(
        ["-f", "--filter"], value: "QUERY", commands: .interactive, group: .search,
        summary: "print the matching lines, ranked as fzf ranks",
        help:
            #"no terminal needed: print the lines of stdin (or --items FILE) that match QUERY, ranked as fzf 0.38 ranks them, exactly as they came; exit 0, or 1 when none matches. QUERY in fzf's extended syntax: terms separated by spaces must all match, a | b either; a term is fuzzy; 'exact, ^prefix, suffix$, ^whole$; !term excludes (exact; !'term fuzzy); `\ ` is a space inside a term. Case is ignored unless a term has an upper-case letter; accents on Latin letters are ignored unless the term has some. With --read0 and --print0"#,
        man: #"""
            Print the lines of standard input (or of
            .BR \-\-items " \fIFILE\fR)"
            that match
            .IR QUERY ,
            best first, each exactly as it came (ended by NUL with
            .BR \-\-print0 ;
            read NUL-separated with
            .BR \-\-read0 ),
            and exit 0; exit 1 when no line matches.
            The ranking is fzf 0.38's: the fuzzy score (the best alignment of the term in the line, with
            bonuses for the starts of words, camelCase and consecutive characters, and penalties for
            gaps), then the shorter line, then input order.
            .I QUERY
            is in fzf's extended syntax: terms separated by spaces must all match, and
            .B |
            between terms makes them alternatives.
            A plain term is fuzzy;
            .BI ' term
            exact,
            .BI ^ term
            a prefix,
            .IB term $
            a suffix,
            .BI ^ term $
            the whole line (white space at its ends aside);
            .BI ! term
            excludes the lines holding it (exact;
            .BI !' term
            fuzzy).
            A backslash before a space keeps it inside the term.
            Case is ignored unless the term has an upper-case letter; accents on Latin letters are
            ignored unless the term has some.
            """#)

    package static let exact = OptionSpec(
        ["-e", "--exact"], commands: .interactive, group: .search,
        summary: "search: plain terms are exact",
        help: "plain terms are exact, 'term is fuzzy",
        man: #"""
            Plain terms are exact, and
            .BI ' term
            fuzzy.
            """#)

    package static let ignoreCase = OptionSpec(
        ["-i", "--ignore-case"], commands: .interactive, group: .search,
        summary: "search: ignore case",
        help: "ignore case (instead of smart case)",
        man: #"""
            Ignore case (instead of smart case: case matters only in a term with an upper\-case letter).
            """#)

    package static let noIgnoreCase = OptionSpec(
        ["+i", "--no-ignore-case"], commands: .interactive, group: .search,
        summary: "search: respect case",
        help: "respect case (instead of smart case)",
        man: #"""
            Respect case (instead of smart case).
            """#)

    package static let noSort = OptionSpec(
        ["+s", "--no-sort"], commands: .interactive, group: .search,
        summary: "search: keep input order",
        help: "keep input order",
        man: #"""
            Keep input order.
            """#)

    package static let tac = OptionSpec(
        ["--tac"], commands: .interactive, group: .search,
        summary: "search: reverse input order",
        help: "reverse input order (ties among equal scores too)",
        man: #"""
            Reverse input order; among lines of equal score and length, the later line first (with
            .B \-\-no\-sort
            too, as fzf's filter does).
            """#)

    package static let tiebreak = OptionSpec(
        ["--tiebreak"], value: "CRIT,...", commands: .interactive, group: .search,
        summary: "search: what ranks equal scores",
        help:
            "what ranks lines of equal score, in order, as fzf's: length (the shorter line), chunk (the shorter word around the match), begin (the match nearer the start), end (nearer the end), index (input order: only last, and always implied); at most 3 besides index",
        man: #"""
            What ranks lines of equal score, in order, as fzf 0.38's:
            .B length
            (the shorter line, white space at its ends aside),
            .B chunk
            (the shorter white\-space\-delimited stretch around the match),
            .B begin
            (the match nearer the start of the line),
            .B end
            (the match nearer its end),
            .B index
            (input order: only last, and always implied after the others). At most three besides
            .BR index ;
            an unknown, repeated or misplaced criterion is refused (exit 64).
            .B \-\-tac
            reverses input order wherever it decides.
            """#, completion: .commaWords(["length", "chunk", "begin", "end", "index"]), default: "length", kind: .text)

    package static let tail = OptionSpec(
        ["--tail"], value: "N", commands: .interactive, group: .search,
        summary: "keep only the last N lines",
        help:
            "keep only the last N lines (fzf 0.53's): a picker over an endless stream (a log) takes bounded memory; older lines, and their marks, are dropped as new ones come",
        man: #"""
            Keep only the last
            .I N
            lines, as fzf 0.53's: a picker over an endless stream (a log,
            .BR yes )
            takes bounded memory; older lines, and their marks, are dropped as new ones come.
            """#, kind: .integer(1...Int.max, default: nil, noun: "a number of lines"))
}
