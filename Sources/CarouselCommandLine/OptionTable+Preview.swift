import CarouselKit

/// What each card shows beside its line, and what the keys do: fzf's --preview and --bind.
extension OptionTable {
    static let preview: [OptionSpec] = [
        bind,
        previewWindow,
        OptionSpec(
            ["--preview"], value: "CMD", commands: .screens, group: .picker,
            summary: "show what a command prints for each card; {} is the line",
            help:
                "each card shows what the shell command CMD prints, in colour, under its title: {} is the line (single-quoted; in the shelves the card's whole input line), {n} its 0-based index, {2} {-1} {2..} its fields (--delimiter); FZF_PREVIEW_COLUMNS and _LINES give the body's size (also with --items, and in the demo, where {} is the card's title); CAROUSEL_IMAGE_FORMAT says how to print a picture (kitty, sixel, iterm or symbols) for: chafa -f $CAROUSEL_IMAGE_FORMAT. Shift-Up/Down scroll it a line, Shift-PgUp/PgDn a page (the card shows 12/80); without a preview, and for Shift-Up/Down in a --vertical carousel, they stay a hard flick and a screenful",
            man: #"""
                Each card shows, under its title, what
                .B sh \-c
                .I CMD
                prints (standard output and error together, as it arrives), as fzf's preview does:
                .B {}
                stands for the card's line, single-quoted for the shell (a line holding a quote stays one
                argument),
                .B {n}
                for its 0-based index,
                .BR {2} ", " {\-1} ", " {2..}
                for its fields (cut as
                .B \-\-delimiter
                says), quoted the same way.
                .BR FZF_PREVIEW_COLUMNS ", " FZF_PREVIEW_LINES ,
                .BR CAROUSEL_PREVIEW_COLUMNS " and " CAROUSEL_PREVIEW_LINES
                give the size of the card's body, and so do
                .BR COLUMNS " and " LINES
                (as fzf sets them: man, ls and other tools format to them),
                .BR CAROUSEL_PREVIEW_WIDTH_PX " and " CAROUSEL_PREVIEW_HEIGHT_PX
                its size in pixels, and
                .B CAROUSEL_IMAGE_FORMAT
                how this terminal shows pictures
                .RB ( kitty ", " sixel ", " iterm " or " symbols ,
                the names
                .B chafa \-f
                takes).
                A picture the preview prints (kitty graphics, sixel, or iTerm2's inline PNG) is shown in the
                card's body: in real pixels in kitty and sixel terminals, as coloured half blocks elsewhere.
                Previews run for the cards on screen and the next ones in the direction of travel, at most
                four at once, each in its own process group, which is terminated (then killed) when its card
                leaves that window and on exit; finished ones are kept for a while.
                A card whose preview still runs says
                .BR running\[u2026] ;
                one that failed shows its output and
                .BR "exit N" .
                Output past 256 KiB (or 1000 lines) is not read, and the command is killed; the card's bottom
                border says so
                .RB ( "cut at 256 KiB" ", " "cut at 1000 lines" ),
                and the count of the scroll tag ends in +.
                .B Shift\-Up / Shift\-Down
                scroll the current card's preview a line,
                .B Shift\-PgUp / Shift\-PgDn
                a page; the card's top border says where
                .RB ( 12/80 ).
                Colours and bold, dim, italic, underline and reverse are kept (24-bit colours as the nearest
                of the 256, fewer on terminals with fewer, none under
                .BR NO_COLOR );
                lines drawn with the DEC line\-drawing set
                .RB ( "ESC ( 0" " or " "ESC ) 0"
                with SO and SI, as ncurses and
                .B tput smacs
                write them) show as the box\-drawing characters they stand for;
                every other escape sequence (cursor moves, clears, titles, images) is dropped, tabs expand to
                8 columns, a carriage return starts its line over, a backspace takes back a character.
                Works with
                .BR \-\-items ,
                stdin and in the demo (where
                .B {}
                is the card's title).
                """#, completion: .command, kind: .text
        ) { settings, value, _ in settings.preview = PreviewCommand(value.text) },
    ]

    package static let bind = OptionSpec(
        ["--bind"], value: "KEY:ACTION,...", commands: .interactive, group: .picker,
        summary: "fzf's KEY:ACTION bindings (ctrl-a:select-all,enter:become(vi {}))",
        help:
            "fzf's bindings (the flag may be repeated): a key by fzf's name (ctrl-a, alt-x, f1..f12, enter, esc, tab, btab, bspace, space, up, down, left, right, home, end, pgup, pgdn, shift-up, a letter) or an event (start, load, change, focus, one, zero, result, double-click), then actions chained with +: accept, abort, toggle, toggle+down, select-all, deselect-all, toggle-all, clear-query, change-query(Q), change-prompt(P), change-header(H), first, last, down, up (the next or previous card), page-down, page-up, ignore, execute(CMD) (the terminal handed over and back), execute-silent(CMD), become(CMD), reload(CMD) (its output replaces the lines; marks cleared, the query kept, an older reload cancelled), toggle-preview, refresh-preview (run --preview again for the card), the query editor's (kill-line, backward-word...), enable-search, disable-search, toggle-search, search(Q), put(S), pos(N), unbind(K), rebind(K), toggle-bind(K), trigger(K), print(S), print-query, cancel, exclude, toggle-sort, transform(CMD) (its output is actions), transform-query(CMD) and -prompt, -header, -ghost, -footer, -border-label, -search, preview-up/down/page-up/page-down/top/bottom; ours: next-strategy, previous-strategy, strategy(NAME), toggle-details, race, flick-forward, flick-back. In CMD {} is the line, {+} the marked lines, {*} every match, {q} the query ({q:1} a word of it), {n} the index, {2} a field, each quoted; flags as fzf's: {r} raw, {s} blanks kept, {f} a temporary file of the values, {+f1} of the marks' first fields; \\{} as written. A chain goes on after execute, execute-silent and reload. An argument may be in () [] {} <> or ~~ !! @@ ... ; ACTION:ARG takes the rest. A bound key does only what it is bound to",
        man: #"""
            fzf's bindings, in fzf's syntax (the flag may be repeated; a later binding of a key replaces an
            earlier one,
            .BI KEY:+ ACTION
            adds to it).
            A key by fzf's name:
            .BR ctrl\-a .. ctrl\-z ,
            .BR alt\- X,
            .BR f1 .. f12 ,
            .BR enter ", " esc ", " tab ", " btab ", " bspace ", " space ", " up ", " down ", " left ", " right ,
            .BR home ", " end ", " pgup ", " pgdn ", " shift\-up
            and kin, or a single character; or an event:
            .BR start ", " load " (the input read to its end), " change " (the query), " focus " (another line"
            .RB "on the current card), " one ", " zero ", " result " (a search finished), " double\-click .
            Actions, chained with
            .BR + :
            .BR accept ", " abort ", " toggle ", " toggle+down ", " select\-all ", " deselect\-all ", " toggle\-all ,
            .BR clear\-query ", " change\-query( Q "), " change\-prompt( P "), " change\-header( H ),
            .BR first ", " last ,
            .BR down " / " up
            (the next or previous card),
            .BR page\-down " / " page\-up
            (a screenful),
            .BR ignore ,
            .BI execute( CMD )
            (the terminal handed to the command and taken back, on the same card),
            .BI execute\-silent( CMD ),
            .BI become( CMD )
            (the terminal restored, then the program replaced by the command),
            .BI reload( CMD )
            (the command's output replaces the lines as it comes: the query stays and is searched again,
            marks are cleared, a reload still running is cancelled with its process group,
            .B load
            fires when it ends, and the focus goes to the first card, or with
            .B \-\-track
            stays on the line of the same text),
            .B toggle\-preview
            (hides or shows
            .BR \-\-preview ),
            .B refresh\-preview
            (runs the preview again for the current card), the query editor's
            .RB ( kill\-line ", " backward\-word ...),
            .BR enable\-search ", " disable\-search ", " toggle\-search ,
            .BI search( Q ),
            .BI put( S ),
            .BI pos( N ),
            .BI unbind( KEYS ),
            .BI rebind( KEYS ),
            .BI toggle\-bind( KEYS ),
            .BI trigger( KEYS ),
            .BI print( S ),
            .BR print\-query ", " cancel ", " exclude ", " exclude\-multi ", " toggle\-sort ,
            .BI transform( CMD )
            (the command's output is actions, done when it ends),
            .BI transform\-query( CMD )
            and its kin for the prompt, header, ghost, footer, border label and search,
            .BR preview\-up ", " preview\-down ", " preview\-page\-up ", " preview\-page\-down ", " preview\-top ", " preview\-bottom ;
            and the carousel's own:
            .BR next\-strategy ", " previous\-strategy ", " strategy( NAME "), " toggle\-details ", " race ,
            .BR flick\-forward ", " flick\-back .
            In
            .I CMD
            (run by
            .BR "sh \-c" ),
            .B {}
            is the current line,
            .B {+}
            the marked lines (the current one when none is),
            .B {q}
            the query,
            .B {n}
            the line's 0\-based index,
            .BR {2} ", " {\-1} ", " {2..}
            its fields,
            .B {*}
            every match,
            .B {q:1}
            a word of the query; each single\-quoted (for fish as fish quotes). fzf's flags:
            .B {r}
            raw (unquoted),
            .B {s}
            blanks at either end kept,
            .B {f}
            a temporary file of the values, one a line (removed when the command ends), as in
            .BR {+f1} ;
            .B \e{}
            stays as written. A chain goes on after
            .BR execute ", " execute\-silent " and " reload ;
            .B become
            ends it.
            An argument may be in
            .BR "() [] {} <>" ,
            or between two of
            .BR "~ ! @ # $ % ^ & * ; / |" ;
            .IB ACTION : ARG
            takes the rest of the binding. A bound key does only what it is bound to. A bad binding exits
            64 with fzf's message
            .RB ( "unknown action: foo" ", " "unsupported key: ctrl\-zz" ", " "bind action not specified: x" );
            fzf's actions the carousel does not take say so.
            """#, repeats: true)

    package static let previewWindow = OptionSpec(
        ["--preview-window"], value: "OPTS", commands: .interactive, group: .picker,
        summary: "fzf's preview window on the card: up,40%  right  +{2}-/2  ~3  follow  wrap...",
        help:
            "every form of fzf's, on the card: up/down/left/right (top/bottom) with a size (40% or 12) put the preview on that side of the card's inside and the card's own text in the rest, a rule between (noborder: none; without a position, or next, the title on the first row and the preview under it); wrap, wrap-word, nowrap; hidden/nohidden; follow (the end of the output as it grows); cycle (scrolling round); +N, +{F}, +{F}-N, +{n}, /D (centred: a D-th of the height back, as +{2}-/2); ~N (N lines stay at the top); info/noinfo (the scroll position on the border); <SIZE(OPTS) (OPTS where the preview would be under SIZE columns or rows); default. Each --preview-window applies on top of those before it; an unknown word exits 64 with fzf's message. A long output is kept as a window of lines around where it is scrolled, its lines all counted",
        man: #"""
            Every form of fzf's, as it applies to a preview drawn in a card.
            .BR up ", " down ", " left ", " right
            .RB ( top ", " bottom )
            with a size
            .RI ( N % " or " N )
            put the preview on that side of the card's inside and the card's own title and text in the
            rest, with a rule between them
            .RB ( noborder :
            none); without a position (or with
            .BR next )
            the title takes the first row and the preview the rest.
            .BR wrap ", " wrap\-word ", " nowrap
            wrap long lines (at characters or words) or cut them;
            .BR hidden " / " nohidden
            start the preview hidden or not;
            .B follow
            shows the end of the output as it grows, until scrolled back;
            .B cycle
            scrolls round from one end to the other;
            .BI + N\fR,\fP
            .BI +{ F }\fR,\fP
            .BI +{ F }\- N\fR,\fP
            .B +{n}
            and
            .BI / D
            say where it starts, as fzf evaluates them (the number in field
            .I F
            of the line, plus or less
            .IR N ,
            a
            .IR D -th
            of the height back to centre it:
            .BR +{2}\-/2 );
            .BI ~ N
            keeps the first
            .I N
            lines at the top;
            .BR info " / " noinfo
            show the scroll position on the border or not;
            .BI < SIZE ( OPTS )
            applies
            .I OPTS
            where the preview would be under
            .I SIZE
            columns (left, right) or rows (up, down);
            .B default
            starts over. Each
            .B \-\-preview\-window
            applies on top of those before it; an unknown word exits 64 with fzf's message
            .RB ( "invalid preview window option: X" ).
            A long output is not cut: a window of its lines around where the card is scrolled is kept,
            the rest counted (up to 4 MiB read past it; scrolling on reads on).
            """#)
}
