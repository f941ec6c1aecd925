import CarouselKit

enum Help {
    static let version = "carousel 0.1.0"

    static var text: String {
        """
        carousel: a terminal carousel of cards narrower than the screen, paged by every
        snapping strategy of the iOS paging articles, switchable live.

        USAGE
          carousel [options]                 the demo (or a picker when lines come on stdin)
          ls | carousel                      pick a line: type to filter (as fzf ranks), Enter prints
                                             its exact bytes. Cards show while stdin is still read
                                             (page 3/812 of 1,200,000+)
          carousel --items FILE              one card per line of FILE (a tab splits title from body)
          carousel -f QUERY < FILE           fzf's filter: the matching lines, best first (exit 1: none)
          carousel strategies                list the paging strategies
          carousel simulate --strategy NAME --drag "X@MS,..." [geometry]
          carousel compare --drag "X@MS,..." [geometry]
          carousel race [--strategies a,b,...|all] [--count N] [--items FILE] [--wrap] [--card-width N] [--spacing N]
                                             one lane per strategy (default the articles' six), one drag drives
                                             every lane; each label shows its page and decision; Enter prints the
                                             first lane's card
          carousel race --replay FILE        play gestures recorded with --record in every lane, one after
                                             another (the recorded geometry unless told otherwise)
          carousel shelves [--strategies a,b,...|all] [--count N] [--outer-strategy NAME] [--align leading] [--settle-speed X]
                                             carousels stacked in a list that pages too, one shelf per strategy
                                             ([--shelf-count S]: S shelves, the strategies over again);
                                             ↑/↓ focus a shelf, </> the first/last, ←/→ page it, a drag goes
                                             sideways or up/down;
                                             Enter prints SHELF<TAB>TITLE; --record FILE records each gesture
                                             with the shelf it drove (or "list")
          carousel shelves [--strategy NAME] < LINES   lines SHELF<TAB>TITLE[<TAB>BODY] (or --items FILE): one
                                             shelf per first field; Enter prints the chosen line;
                                             --preview CMD shows what CMD prints for each card's line
          carousel simulate --replay FILE [--strategy NAME]    replay gestures recorded with --record
          carousel compare --replay FILE                       each recorded gesture through every strategy

        OPTIONS
          --count N              number of demo cards (1 to \(Int.max)); default 20
          --items FILE           cards from the lines of FILE ('-' for stdin)
          --card-width N         card width in columns (rows with --vertical; --card-height and
                                 --card-size say the same), 6 to 10000 (3 to 10000 rows); default
                                 3/5 of the screen. A card too wide for the screen is narrowed
                                 until the neighbours peek, and the d overlay says so
          --spacing N            gap between cards, 0 to 10000; default 3 columns (1 row when
                                 vertical). A gap wider than a quarter of the screen is narrowed
                                 to it, and the d overlay says so
          --align center|leading where the current card rests; default center
          --strategy NAME        paging strategy (see below); default one-at-a-time
          --start-page P         first page shown, 1-based
          --vertical             cards stacked top to bottom, Up/Down and vertical drags
          --horizontal           cards side by side (the default)
          --wrap                 endless: the last card is followed by the first
          --settle-speed X       settle spring speed, 0.25 to 4; default 1
          --details, --no-details  show or hide the decision overlay at start (shown in the demo)
          --height N|N%          draw in N rows (N% of the terminal, at least 10) under the prompt, without
                                 the alternate screen, as fzf does; the rows are cleared on the way out
                                 (demo, picker, race, shelves; the whole screen where the terminal does
                                 not say where its cursor is)
          --title TEXT           the title on the status line
          --theme auto|light|dark  colours for a light or dark background; default auto (asks
                                 the terminal, then reads COLORFGBG; dark when neither says)
          --record FILE          append every finished drag, wheel notch or swipe and key flick to FILE,
                                 one JSON object a line (see README: the record format);
                                 the race records its first lane
          --autoplay SECONDS     one card every SECONDS (0.2 to 3600), stopping on the last card
                                 (--wrap goes on); Space pauses and resumes it (else Space is
                                 PgDn), a drag or another key pauses it until Space; in the
                                 race it moves every lane
          --mouse auto|pixels|cells|off  the pointer in pixels where the terminal has SGR-Pixels
                                 (mode 1016: xterm, kitty, WezTerm, foot), cells, or no mouse; default auto
          -h, --help             this help
          --version              the version

        PICKER (fzf's names and meanings)
          -q, --query QUERY      start with QUERY typed (fzf's search syntax, below)
          --prompt TEXT          the query line's prompt; default "> "
          --disabled             no search: the picker pages, and letters are commands (q, h/l, d...)
          -m, --multi            Tab toggles the card's mark and moves on, Shift-Tab toggles and goes back;
                                 Enter prints every marked line in the order marked (+m: one choice)
          --read0                items end with NUL, not newline (find -print0)
          --print0               end the printed choice with NUL, not newline (xargs -0)
          -1, --select-1         exactly one item: print it without opening the screen
          -0, --exit-0           no items: exit 1 without opening the screen
          --header TEXT          a line of text above the cards
          --header-lines N       the first N input lines are the header (above the cards, after
                                 --header's): never cards, never matched nor printed
          --track                the current line stays current as the cards change (the query,
                                 new input, a reload, where it is found again by its text)
          --preview CMD          each card shows what the shell command CMD prints, in colour,
                                 under its title: {} is the line (single-quoted), {n} its 0-based
                                 index, {2} {-1} {2..} its fields (--delimiter); FZF_PREVIEW_COLUMNS
                                 and _LINES give the body's size (also with --items, and in the
                                 demo, where {} is the card's title); CAROUSEL_IMAGE_FORMAT says how
                                 to print a picture (kitty, sixel, iterm or symbols) for:
                                 chafa -f $CAROUSEL_IMAGE_FORMAT.
                                 Shift-Up/Down scroll it a line, Shift-PgUp/PgDn a page (the card
                                 shows 12/80); without a preview, and for Shift-Up/Down in a
                                 --vertical carousel, they stay a hard flick and a screenful
          --preview-window OPTS  fzf's: wrap / nowrap (long preview lines wrap or are cut), +N
                                 (start at line N), +{F}, +{F}-N (the number in field F of the
                                 line, minus N). The rest (position, size, border, hidden,
                                 follow...) means nothing for a preview inside a card: ignored
          -d, --delimiter SEP    where the fields of --with-nth and --nth end: a string, or a
                                 regular expression of characters, classes ([,;] \\s \\d \\w) and
                                 * + ?; \\t is a tab. Default: AWK-style, runs of blanks. A field
                                 keeps what ends it
          --with-nth N..         the cards show these fields, and a query matches them: N, -N
                                 (from the end), N.., ..M, N..M, comma-separated; the whole line
                                 is printed (with --filter too)
          -n, --nth N..          a query matches only these fields of the shown line (the same
                                 expressions; counted after --with-nth), as fzf's; what the cards
                                 show is unchanged
          --ansi                 the lines' colours (SGR) show on the cards; queries match the text
                                 without its escapes; the line is printed without them, as fzf
          --bind KEY:ACTION,...  fzf's bindings (the flag may be repeated): a key by fzf's name
                                 (ctrl-a, alt-x, f1..f12, enter, esc, tab, btab, bspace, space,
                                 up, down, left, right, home, end, pgup, pgdn, shift-up, a letter)
                                 or an event (start, load, change, focus, one, zero, result,
                                 double-click), then actions chained with +: accept, abort,
                                 toggle, toggle+down, select-all, deselect-all, toggle-all,
                                 clear-query, change-query(Q), change-prompt(P), change-header(H),
                                 first, last, down, up (the next or previous card), page-down,
                                 page-up, ignore, execute(CMD) (the terminal handed over and
                                 back), execute-silent(CMD), become(CMD), reload(CMD) (its output
                                 replaces the lines; marks cleared, the query kept, an older
                                 reload cancelled), toggle-preview, refresh-preview (run
                                 --preview again for the card); ours: next-strategy,
                                 previous-strategy, strategy(NAME), toggle-details, race,
                                 flick-forward, flick-back. In CMD {} is the line, {+} the marked
                                 lines, {q} the query, {n} the index, {2} a field (each quoted).
                                 An argument may be in () [] {} <> or ~~ !! @@ ... ; ACTION:ARG
                                 takes the rest. A bound key does only what it is bound to

        SEARCH (typing in the picker, -q and -f)
          -f, --filter QUERY     no terminal needed: print the lines of stdin (or --items FILE) that match QUERY,
                                 ranked as fzf 0.38 ranks them, exactly as they came; exit 0,
                                 or 1 when none matches. QUERY in fzf's extended syntax: terms
                                 separated by spaces must all match, a | b either; a term is
                                 fuzzy; 'exact, ^prefix, suffix$, ^whole$; !term excludes (exact;
                                 !'term fuzzy); `\\ ` is a space inside a term. Case is ignored
                                 unless a term has an upper-case letter; accents on Latin letters
                                 are ignored unless the term has some. With --read0 and --print0
          -e, --exact            plain terms are exact, 'term is fuzzy
          -i, +i                 ignore case, respect case (instead of smart case)
          --no-sort              keep input order
          --tac                  reverse input order (ties among equal scores too)
          --tiebreak CRIT,...    what ranks lines of equal score, in order, as fzf's: length (the
                                 shorter line; the default), chunk (the shorter word around the
                                 match), begin (the match nearer the start), end (nearer the end),
                                 index (input order: only last, and always implied); at most 3
                                 besides index
          --tail N               keep only the last N lines (fzf 0.53's): a picker over an endless
                                 stream (a log) takes bounded memory; older lines, and their
                                 marks, are dropped as new ones come
          The picker searches while stdin still streams; a query that only grows searches the
          previous matches. Typing: Backspace, Ctrl-U (the query), Ctrl-W (a word), Ctrl-A/E,
          Ctrl-B/F, Alt-B/F; a paste goes into the query. Other commands keep their keys that
          are not letters (arrows, PgUp/PgDn, Home/End, Tab, Enter, Esc, F1).

        SIMULATE AND COMPARE
          --drag "X@MS,..."      pointer positions (cells) at milliseconds since the press;
                                 the first sample is the press, the last the release
          --viewport W           viewport width in columns, 2 to 100000; default 100
          --card-width C         6 to 100000, default 60;  --spacing S 0 to 100000, default 3;
                                 --count N default 20. Nothing is fitted: a gap wider than a
                                 quarter of the viewport, or a card that leaves the neighbours
                                 no 2 columns to peek past the gaps, is bad usage
          --start-page P         0-based page where the drag starts; default 0

        KEYS
        \(CarouselController.helpText.dropFirst().map { "  " + $0 }.joined(separator: "\n"))

        STRATEGIES
        \(Strategies.listing.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

        EXIT STATUS
          0 done (a choice printed, or quit from the demo); 1 quit from a picker without a
          choice, or no items; 64 bad usage; 65 a malformed line in a --replay file (with its
          number); 66 an input file that cannot be read; 69 no usable terminal (a picker needs
          one unless --select-1 or --exit-0 decide first); 73 a --record file that cannot be
          written; 130 after Ctrl-C; 128+N after signal N.

        ENVIRONMENT
          NO_COLOR (set and not empty) turns colour off. TERM must name a real terminal.
          ESCDELAY=MS: how long Esc waits for the rest of a key's sequence (default 100 ms).
          COLORFGBG (fg;bg) says the background is light or dark when the terminal does not.
          COLORTERM=truecolor (or 24bit): 256 colours and more even where terminfo says 8
          (TERM=xterm); the terminal is asked too (XTGETTCAP colors and RGB, XTVERSION).
          A locale that is not UTF-8 (LANG=C) draws in ASCII: +-| borders, o/* dots.
          CAROUSEL_PRESENTER=ncurses has ncurses write the frames even where the carousel's
          own encoder would (terminals whose terminfo says they speak ANSI: xterm, tmux...).
          NCURSES_NO_UTF8_ACS=1: borders in UTF-8 only, never the VT100 line-drawing set.
          CAROUSEL_OUTPUT_LOG=FILE keeps a copy of the bytes sent to the terminal (bug reports).

        EXAMPLES
          carousel --count 1000000000 --strategy nearest
          printf 'alpha\\nbeta\\ngamma\\n' | carousel
          find . -name '*.swift' -print0 | carousel --read0 --print0 -1 | xargs -0 ls -l
          ls | carousel --preview 'head -40 {}'
          find . | carousel --filter "src .swift$ !test" | head
          carousel compare --drag "80@0,70@16,55@33,40@50"
          carousel simulate --strategy vote --drag "60@0,50@40,45@80" --count 10

        MORE
          man carousel (or man -l doc/carousel.1); make install also installs completions
          for bash, zsh and fish. The benchmark is carousel-bench, built beside carousel and
          not installed (make bench; carousel-bench --help).

        NOT TAKEN
          fzf's --layout, --reverse, --border and --info are refused (exit 64, naming the
          flag) rather than taken with another meaning; so are its --bind actions preview,
          reload-sync, show-preview, hide-preview and the query line editor's (kill-line,
          backward-char...): "action not taken by the carousel".
        """
    }
}
