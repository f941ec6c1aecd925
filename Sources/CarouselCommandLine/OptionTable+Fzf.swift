import CarouselMatching

/// fzf 0.74's options beyond the picker's first ones: those with a meaning here, and the rest,
/// taken as fzf takes them (its value read the same way) so that fzf's scripts, its shell
/// widgets and a `FZF_DEFAULT_OPTS` habit never fail.
extension OptionTable {
    /// fzf's search options the picker carries out.
    static let fzfSearch: [OptionSpec] = [
        extended,
        noExtended,
        extendedExact,
        noExact,
        smartCase,
        sort,
        literal,
        noLiteral,
        scheme,
        algo,
        noTac,
        noTail,
    ]

    package static let extended = fzf(
        ["-x", "--extended"], group: .search, "extended search syntax (the default)",
        "the query in fzf's extended syntax (the default): terms, 'exact, ^prefix, suffix$, !not, a | b")

    package static let noExtended = fzf(
        ["+x", "--no-extended"], group: .search, "the whole query is one fuzzy term",
        "the whole query is one fuzzy term (exact with -e): spaces, ', ^, $, ! and | are characters to find")

    package static let extendedExact = fzf(
        ["--extended-exact"], group: .search, "extended syntax with exact terms (-x -e)", "the same as -x -e")

    package static let noExact = fzf(
        ["+e", "--no-exact"], group: .search, "plain terms are fuzzy (the default)",
        "plain terms are fuzzy (the default): undoes an earlier -e")

    package static let smartCase = fzf(
        ["--smart-case"], group: .search, "case counts in a term with an upper-case letter (the default)",
        "case counts only in a term with an upper-case letter (the default): undoes -i and +i")

    package static let sort = fzf(
        ["-s", "--sort"], group: .search, "rank the matches (the default)",
        "rank the matches (the default): undoes +s; a number joined or after it is taken and ignored, as fzf's", optional: .number,
        value: "N")

    package static let literal = fzf(
        ["--literal"], group: .search, "accents on letters count", "accents on Latin letters count: é is not e")

    package static let noLiteral = fzf(
        ["--no-literal"], group: .search, "accents on letters are ignored (the default)",
        "accents on Latin letters are ignored unless the term has some (the default)")

    package static let scheme = fzf(
        ["--scheme"], group: .search, "fzf's scoring scheme: default, path or history",
        "fzf's scoring scheme: default; path (tiebreak pathname,length); history (tiebreak index: recent first as given)",
        value: "SCHEME",
        completion: .words(schemes), kind: .choice(schemes, default: nil))

    package static let algo = fzf(
        ["--algo"], group: .search, "fzf's algorithm: v2 (the default) or v1",
        "v2 (the default: the best alignment) or v1 (fzf's faster, greedy one); both are taken, and v2 is what the picker does",
        value: "TYPE",
        completion: .words(["v1", "v2"]), kind: .choice(["v1", "v2"], default: nil))

    package static let noTac = fzf(
        ["--no-tac"], group: .search, "the input's order (the default)", "the input's order (the default): undoes --tac")

    package static let noTail = fzf(
        ["--no-tail"], group: .search, "keep every line (the default)", "keep every line (the default): undoes --tail")

    /// fzf's picker options the picker carries out.
    static let fzfPicker: [OptionSpec] = [
        printQuery,
        noPrintQuery,
        expect,
        noExpect,
        acceptNth,
        layout,
        reverse,
        noReverse,
        history,
        historySize,
        noHistory,
        color,
        noColor,
        marker,
        sync,
        noSync,
        enabled,
        noMouse,
        noPreview,
        noHeader,
        noHeaderLines,
        noSelect1,
        noExit0,
        noRead0,
        noPrint0,
        noTrack,
        noHeight,
        minHeight,
        tmux,
        noTmux,
        walker,
        walkerRoot,
        walkerSkip,
        withShell,
        bash,
        zsh,
        fish,
        border,
        noBorder,
        borderLabel,
        borderLabelPos,
        noBorderLabel,
        margin,
        noMargin,
        padding,
        noPadding,
        style,
        pointer,
        highlightLine,
        info,
        noInfo,
        inlineInfo,
        separator,
        noSeparator,
        ghost,
        footer,
        noFooter,
        toggleSort,
        listen,
        noListen,
        noClear,
        clear,
        idNth,
        noIdNth,
        man,
    ]

    package static let printQuery = fzf(
        ["--print-query"], group: .picker, "print the query first", "print the query as the first line (on Enter, and with --filter)")

    package static let noPrintQuery = fzf(
        ["--no-print-query"], group: .picker, "do not print the query (the default)", "do not print the query (the default)")

    package static let expect = fzf(
        ["--expect"], group: .picker, "keys that choose too, printed first",
        "comma-separated keys (fzf's names: ctrl-v, alt-x, f2...) that choose as Enter does; the key pressed (or an empty line for Enter) is printed before the choice",
        value: "KEYS")

    package static let noExpect = fzf(["--no-expect"], group: .picker, "forget --expect", "forget the keys of an earlier --expect")

    package static let acceptNth = fzf(
        ["--accept-nth"], group: .picker, "print these fields of the chosen line",
        "print these fields of the chosen line (the same index expressions as --nth, joined by their delimiters; a template such as '{2} {1}' too)",
        value: "N..")

    package static let layout = fzf(
        ["--layout"], group: .picker, "where the query line sits: default, reverse, reverse-list",
        "where the query line sits, as fzf's prompt: reverse at the top, under the status line; default and reverse-list at the bottom of the screen. The carousel's own default is reverse, fzf's (under the name fzf) default",
        value: "LAYOUT", completion: .words(layouts), kind: .choice(layouts, default: nil))

    /// fzf's layouts; only reverse puts the query line at the top.
    static let layouts = ["default", "reverse", "reverse-list"]
    /// fzf's scoring schemes, as the matcher names them.
    static let schemes = ScoringScheme.allCases.map(\.rawValue)

    package static let reverse = fzf(
        ["--reverse"], group: .picker, "the query line at the top (--layout reverse)", "the query line at the top: --layout reverse")

    package static let noReverse = fzf(
        ["--no-reverse"], group: .picker, "the query line at the bottom (--layout default)",
        "the query line at the bottom: --layout default")

    package static let history = fzf(
        ["--history"], group: .picker, "a file of the queries accepted, for Ctrl-P and Ctrl-N",
        "a file of the queries accepted, oldest first (made when missing): Ctrl-P and Ctrl-N (unless bound otherwise) bring back the one before and after, as fzf's prev-history and next-history",
        value: "FILE", completion: .file)

    package static let historySize = fzf(
        ["--history-size"], group: .picker, "how many queries --history keeps", "how many queries --history keeps",
        value: "N", kind: .integer(1...Int.max, default: 1000, noun: "a number of queries"))

    package static let noHistory = fzf(["--no-history"], group: .picker, "forget --history", "no history file: undoes an earlier --history")

    package static let color = fzf(
        ["--color"], group: .picker, "fzf's colours on the cards' parts",
        "fzf's colour scheme (dark, light, 16, bw) and colours (NAME:COLOR[:ATTR...], comma-separated), laid on the parts that play fzf's: fg the cards' text, fg+ and bg+ the current title, border the neighbours' borders, pointer the current card's border, prompt the prompt, info the status line; every other name of fzf's is taken. NO_COLOR still wins",
        optional: .word, value: "COLSPEC")

    package static let noColor = fzf(
        ["+c", "--no-color"], group: .picker, "no colours (as --color bw)", "no colours: the same as --color bw")

    package static let marker = fzf(
        ["--marker"], group: .picker, "the sign before \"marked\" on a marked card",
        "the sign a marked card's border shows before \"marked\"",
        value: "STR", default: "✓", kind: .text)

    package static let sync = fzf(
        ["--sync"], group: .picker, "the screen opens once the input has ended",
        "read the whole input before the screen opens (fzf's synchronous search)")

    package static let noSync = fzf(
        ["--no-sync", "--async"], group: .picker, "open the screen at the first line (the default)",
        "open the screen at the first line (the default)")

    package static let enabled = fzf(
        ["--enabled", "--no-phony"], group: .picker, "search as one types (the default)",
        "search as one types (the default): undoes --disabled")

    package static let noMouse = fzf(
        ["--no-mouse"], group: .picker, "no mouse: the same as --mouse off",
        "no mouse at all, as --mouse off: the terminal keeps its own selection")

    package static let noPreview = fzf(["--no-preview"], group: .picker, "forget --preview", "no preview: undoes an earlier --preview")

    package static let noHeader = fzf(["--no-header"], group: .picker, "forget --header", "no header text: undoes an earlier --header")

    package static let noHeaderLines = fzf(
        ["--no-header-lines"], group: .picker, "no header lines", "no header lines: undoes an earlier --header-lines")

    package static let noSelect1 = fzf(["+1", "--no-select-1"], group: .picker, "forget --select-1", "undoes an earlier --select-1")

    package static let noExit0 = fzf(["+0", "--no-exit-0"], group: .picker, "forget --exit-0", "undoes an earlier --exit-0")

    package static let noRead0 = fzf(
        ["--no-read0"], group: .picker, "items end with newline (the default)", "items end with newline (the default): undoes --read0")

    package static let noPrint0 = fzf(
        ["--no-print0"], group: .picker, "the choice ends with newline (the default)",
        "the choice ends with newline (the default): undoes --print0")

    package static let noTrack = fzf(["--no-track"], group: .picker, "forget --track", "undoes an earlier --track")

    package static let noHeight = fzf(
        ["--no-height"], group: .picker, "the whole screen (the default)", "the whole screen (the default): undoes an earlier --height")

    package static let minHeight = fzf(
        ["--min-height"], group: .picker, "the least rows a --height percentage gives",
        "the least rows a --height percentage gives; a + after it is taken as fzf's (the band's own lines counted in)", value: "N[+]")

    package static let tmux = fzf(
        ["--tmux", "--popup"], group: .picker, "fzf's tmux popup: a --height band here",
        "fzf's floating tmux pane: here the picker opens as a --height band of the size given, inside tmux or not",
        optional: .word,
        value: "[POS,]SIZE", default: "50%", kind: .text)

    package static let noTmux = fzf(["--no-tmux", "--no-popup"], group: .picker, "forget --tmux", "undoes an earlier --tmux")

    package static let walker = fzf(
        ["--walker"], group: .picker, "what the directory walk lists: file,dir,follow,hidden",
        "with no input and no FZF_DEFAULT_COMMAND (under the name fzf), the directory walk lists files (file), directories (dir), follows links (follow) and enters hidden folders (hidden)",
        value: "OPTS", completion: .commaWords(["file", "dir", "follow", "hidden"]), default: "file,follow,hidden", kind: .text)

    package static let walkerRoot = fzf(
        ["--walker-root"], group: .picker, "where the walk starts (several directories may follow)",
        "the directories the walk starts from (every argument after it that names a directory)", optional: .directories,
        value: "DIR", completion: .file, default: "the current directory", kind: .text)

    package static let walkerSkip = fzf(
        ["--walker-skip"], group: .picker, "folder names the walk does not enter",
        "comma-separated folder names (or paths) the walk does not enter", value: "DIRS",
        default: ".git,node_modules", kind: .text)

    package static let withShell = fzf(
        ["--with-shell"], group: .picker, "the shell that runs every command",
        "the shell and its flags that run every command: previews, execute, become, reload, FZF_DEFAULT_COMMAND",
        value: "CMD", completion: .command, default: "sh; under the name fzf, the SHELL variable's shell", kind: .text)

    package static let bash = fzf(
        ["--bash"], group: .picker, "print the bash set-up: CTRL-T, CTRL-R, ALT-C, **<Tab>",
        "print the bash set-up, for eval \"$(fzf --bash)\": CTRL-T, CTRL-R, ALT-C and **<Tab> completion")

    package static let zsh = fzf(["--zsh"], group: .picker, "print the zsh set-up", "print the zsh set-up, for source <(fzf --zsh)")

    package static let fish = fzf(["--fish"], group: .picker, "print the fish set-up", "print the fish set-up, for fzf --fish | source")

    package static let border = fzf(
        ["--border"], group: .picker, "a line around the screen or the --height band",
        "a line around the whole screen (or the --height band), in one of fzf's shapes: rounded (the default), sharp, bold, double, dashed, block, thinblock, horizontal, vertical, top, bottom, left, right, none; the cards keep their own borders",
        optional: .word, value: "STYLE",
        completion: .words([
            "rounded", "sharp", "bold", "double", "dashed", "block", "thinblock", "horizontal", "vertical", "top", "bottom",
            "left", "right", "none",
        ]))

    package static let noBorder = fzf(
        ["--no-border"], group: .picker, "no line around the screen (the default)",
        "no line around the screen (the default): undoes --border")

    package static let borderLabel = fzf(
        ["--border-label"], group: .picker, "text on the --border line",
        "text on the --border line (its colours' escape sequences dropped)",
        value: "LABEL")

    package static let borderLabelPos = fzf(
        ["--border-label-pos"], group: .picker, "where the label sits: N, -N, center, :bottom",
        "where the --border-label sits: 0 or center in the middle (the default), N the N-th column from the left, -N from the right; :bottom on the lower line",
        value: "N[:bottom]")

    package static let noBorderLabel = fzf(
        ["--no-border-label"], group: .picker, "no border label", "no border label: undoes --border-label")

    package static let margin = fzf(
        ["--margin"], group: .picker, "blank space around the --border",
        "blank space outside the --border: TRBL, TB,RL, T,RL,B or T,R,B,L, each a number of cells or a percentage (under 50%) of the screen's width or height",
        value: "MARGIN")

    package static let noMargin = fzf(
        ["--no-margin"], group: .picker, "no margin (the default)", "no margin (the default): undoes --margin")

    package static let padding = fzf(
        ["--padding"], group: .picker, "blank space inside the --border", "blank space inside the --border, in --margin's form",
        value: "PADDING")

    package static let noPadding = fzf(
        ["--no-padding"], group: .picker, "no padding (the default)", "no padding (the default): undoes --padding")

    package static let style = fzf(
        ["--style"], group: .picker, "fzf's presets: default, minimal, full[:BORDER]",
        "fzf's style presets, as cards have them: full highlights the current card's title line (and with :BORDER draws --border in that shape); minimal drops the rules around the cards; default undoes both",
        value: "PRESET", completion: .words(["default", "minimal", "full"]))

    package static let pointer = fzf(
        ["--pointer"], group: .picker, "a sign beside the current card's title",
        "a sign (at most two columns) beside the current card's title, where fzf puts its pointer; empty for none (the default)",
        value: "STR")

    package static let highlightLine = fzf(
        ["--highlight-line", "--no-highlight-line"], group: .picker, "the current card's title line highlighted across",
        "the current card's title line in the current-line colours across the card (fzf's bg+; reversed where none is given), or not (the default)"
    )

    package static let info = fzf(
        ["--info"], group: .picker, "the match count: default, right, inline[:SEP], inline-right[:SEP], hidden",
        "where the match count sits: at the query line's right in every style (the status line keeps the page figure); SEP before it with inline styles; hidden shows none",
        value: "STYLE", completion: .words(["default", "right", "inline", "inline-right", "hidden"]))

    package static let noInfo = fzf(
        ["--no-info"], group: .picker, "no match count (--info hidden)", "no match count on the query line: --info hidden")

    package static let inlineInfo = fzf(
        ["--inline-info", "--no-inline-info"], group: .picker, "fzf's older --info inline switches",
        "fzf's older spelling of --info inline and --info default")

    package static let separator = fzf(
        ["--separator"], group: .picker, "the rule above the cards drawn with STR (empty: none)",
        "the character the rules above and below the cards are drawn with; empty hides them", value: "STR")

    package static let noSeparator = fzf(
        ["--no-separator"], group: .picker, "no rules around the cards", "no rules above and below the cards")

    package static let ghost = fzf(
        ["--ghost"], group: .picker, "faint text in an empty query", "faint text on the query line while the query is empty",
        value: "TEXT")

    package static let footer = fzf(
        ["--footer"], group: .picker, "a line of text under the cards",
        "a line of text under the cards (its first line; escape sequences dropped)",
        value: "STR")

    package static let noFooter = fzf(["--no-footer"], group: .picker, "no footer", "no footer: undoes --footer")

    package static let toggleSort = fzf(
        ["--toggle-sort"], group: .picker, "fzf's older --bind KEY:toggle-sort",
        "a key that switches between ranked matches and the input's order: fzf's older spelling of --bind KEY:toggle-sort", value: "KEY"
    )

    package static let listen = fzf(
        ["--listen", "--listen-unsafe"], group: .picker, "an HTTP server for fzf's remote actions: [HOST:]PORT or PATH.sock",
        "fzf's HTTP server, on localhost (port 0, the default: any free one; FZF_PORT tells the commands) or a Unix socket (a path ending in .sock, FZF_SOCK): GET / answers the picker's state as fzf's JSON, POST / with actions in the body (as --bind writes them) does them; with FZF_API_KEY set a request needs it in x-api-key; another host needs FZF_API_KEY, and runs no command a request asks for unless it is --listen-unsafe",
        optional: .word, value: "[HOST:]PORT")

    package static let noListen = fzf(
        ["--no-listen", "--no-listen-unsafe"], group: .picker, "no server (the default)", "no server: undoes --listen")

    package static let noClear = fzf(
        ["--no-clear"], group: .picker, "with --height, leave the band on the screen at the end",
        "with --height, the band's last frame stays on the screen at the end and the choice prints under it (fzf's --no-clear; the whole screen is always given back)"
    )

    package static let clear = fzf(
        ["--clear"], group: .picker, "clear the band at the end (the default)",
        "clear the band at the end (the default): undoes --no-clear")

    package static let idNth = fzf(
        ["--id-nth"], group: .picker, "the fields that make a line the same across a reload (--track)",
        "the fields (as --nth writes them) that make a line the same line across a reload: --track finds the current line again by them rather than by its whole text",
        value: "N..")

    package static let noIdNth = fzf(
        ["--no-id-nth"], group: .picker, "a line is the same by its whole text (the default)", "forget --id-nth")

    package static let man = fzf(
        ["--man"], group: .picker, "show the manual", "show the manual page (man carousel, or the one beside the binary)")

    /// fzf's options that change its list's look, its own windows or its history: taken, with
    /// their values read as fzf reads them, and without effect on the cards.
    static let fzfTaken: [OptionSpec] = [
        taken(["--wrap"], value: "MODE", optional: .word, "fzf's line wrap (char or word): a card's text wraps already"),
        taken(["--no-wrap", "--wrap-word", "--no-wrap-word"], "fzf's line wrap switches"),
        taken(["--wrap-sign"], value: "STR", "the sign fzf puts on wrapped lines"),
        taken(["+2", "--no-256"], "fzf with 16 colours"),
        taken(["--bold", "--no-bold", "--black", "--no-black"], "fzf's bold text and black background"),
        taken(
            ["--unicode", "--no-unicode", "--ambidouble", "--no-ambidouble"],
            "fzf's line drawing and character widths (the locale decides here)"),
        taken(["--multi-line", "--no-multi-line"], "fzf's multi-line items (a card shows every line)"),
        taken(["--raw", "--no-raw"], "fzf's raw mode: lines that do not match shown dimmed"),
        taken(["--gap"], value: "N", optional: .number, "empty lines between fzf's items"),
        taken(["--no-gap"], "no gaps"),
        taken(["--gap-line"], value: "STR", optional: .word, "a line drawn in fzf's gaps"),
        taken(["--no-gap-line"], "no gap line"),
        taken(["--freeze-left", "--freeze-right"], value: "N", "fields fzf keeps in view on a long line"),
        taken(["--keep-right", "--no-keep-right"], "fzf keeps a long line's right end in view"),
        taken(["--scroll-off"], value: "LINES", "lines fzf keeps in view above and below"),
        taken(["--hscroll", "--no-hscroll"], "fzf's sideways scroll of long lines"),
        taken(["--hscroll-off"], value: "COLS", "columns fzf keeps right of the match"),
        taken(["--filepath-word", "--no-filepath-word"], "word moves stop at / (fzf's query editor)"),
        jumpLabels,
        taken(["--gutter", "--gutter-raw"], value: "CHAR", "fzf's gutter column"),
        taken(["--marker-multi-line"], value: "STR", "fzf's mark signs for multi-line items"),
        taken(["--ellipsis"], value: "STR", "fzf's sign for a cut line"),
        taken(["--tabstop"], value: "SPACES", "fzf's tab width"),
        taken(["--scrollbar"], value: "C1[C2]", optional: .word, "fzf's scrollbar (the dots under the cards)"),
        taken(["--no-scrollbar"], "no scrollbar"),
        taken(
            ["--list-border", "--input-border", "--header-border", "--header-lines-border", "--footer-border", "--preview-border"],
            value: "STYLE", optional: .word, "borders of fzf's sections"),
        taken(
            [
                "--no-list-border", "--no-input-border", "--no-header-border", "--no-header-lines-border", "--no-footer-border",
                "--no-preview-border",
            ], "no section borders"),
        taken(["--list-label", "--input-label", "--header-label", "--footer-label"], value: "LABEL", "labels of fzf's sections"),
        previewLabel,
        taken(
            ["--list-label-pos", "--input-label-pos", "--header-label-pos", "--footer-label-pos", "--preview-label-pos"], value: "COL",
            "where those labels sit"),
        taken(["--no-list-label", "--no-input-label", "--no-header-label", "--no-footer-label"], "no section labels"),
        noPreviewLabel,
        taken(["--preview-wrap-sign"], value: "STR", "the sign on wrapped preview lines"),
        taken(["--info-command"], value: "COMMAND", "a command for fzf's info line"),
        taken(["--no-info-command"], "no info command"),
        taken(["--header-first", "--no-header-first"], "the header before fzf's prompt"),
        taken(["--threads"], value: "N", "fzf's search threads"),
        taken(["--bench"], value: "DURATION", "fzf's own benchmark"),
        taken(["--profile-cpu", "--profile-mem", "--profile-block", "--profile-mutex"], value: "FILE", "fzf's profiles"),
        taken(["--tty-default"], value: "DEV", "fzf's terminal device"),
        taken(["--no-tty-default", "--force-tty-in", "--no-force-tty-in", "--no-winpty"], "fzf's terminal switches"),
        taken(["--proxy-script"], value: "FILE", "fzf-tmux's helper script"),
        nushell,
    ]

    package static let jumpLabels = fzf(
        ["--jump-labels"], group: .picker, "the characters jump labels the cards with",
        "the characters the jump and jump-accept actions label the cards in sight with, in order (fzf's default: asdfghjkl...)",
        value: "CHARS")

    package static let previewLabel = fzf(
        ["--preview-label"], group: .picker, "text on the border above each card's preview",
        "text on the border above each card's preview (its colours' escape sequences dropped); change-preview-label and transform-preview-label change it",
        value: "LABEL")

    package static let noPreviewLabel = fzf(
        ["--no-preview-label"], group: .picker, "no preview label", "no preview label: undoes --preview-label")

    package static let nushell = taken(["--nushell"], "fzf's Nushell set-up (none here: prints nothing)")

    /// An fzf option the picker carries out: its `--help` words are its summary and help, and
    /// its man page paragraph the help, as roff.
    static func fzf(
        _ names: [String], group: OptionGroup, _ summary: String, _ help: String, optional: OptionalValue? = nil,
        value: String? = nil, completion: ValueCompletion = .none, default defaultValue: String? = nil, kind: OptionValueKind? = nil
    ) -> OptionSpec {
        OptionSpec(
            names, value: value, commands: [.carousel], group: group, summary: summary, help: help,
            man: help, manIsPlain: true, completion: completion, default: defaultValue, optional: optional, kind: kind)
    }

    /// An fzf option taken without effect on the cards.
    static func taken(_ names: [String], value: String? = nil, optional: OptionalValue? = nil, _ what: String) -> OptionSpec {
        OptionSpec(
            names, value: value, commands: [.carousel], group: .fzf, summary: what, help: what,
            man: what + ".", manIsPlain: true, optional: optional)
    }
}
