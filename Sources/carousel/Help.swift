import CarouselKit

enum Help {
    static let version = "carousel 0.1.0"

    static var text: String {
        """
        carousel: a terminal carousel of cards narrower than the screen, paged by every
        snapping strategy of the iOS paging articles, switchable live.

        USAGE
          carousel [options]                 the demo (or a picker when lines come on stdin)
          ls | carousel                      pick a line; Enter prints its exact bytes. Cards show
                                             while stdin is still read (page 3/1200+)
          carousel --items FILE              one card per line of FILE (a tab splits title from body)
          carousel strategies                list the paging strategies
          carousel simulate --strategy NAME --drag "X@MS,..." [geometry]
          carousel compare --drag "X@MS,..." [geometry]
          carousel bench [--count N] [--width W] [--height H] [--frames F] [--strategy NAME] [--json] [--compare-naive]
                                             [--presenter encoder|ncurses|both] [--checksum] [--save-output FILE]
                                             [--vertical] [--shift none|terminfo|margins]

        OPTIONS
          --count N              number of demo cards (1 to \(Int.max)); default 20
          --items FILE           cards from the lines of FILE ('-' for stdin)
          --card-width N         card width in columns (rows with --vertical; --card-height and
                                 --card-size say the same), at least 6 (3 rows)
                                 and always narrower than the screen; default 3/5 of the screen
          --spacing N            gap between cards, at most a quarter of the screen; default 3
                                 columns (1 row when vertical)
          --align center|leading where the current card rests; default center
          --strategy NAME        paging strategy (see below); default one-at-a-time
          --start-page P         first page shown, 1-based
          --vertical             cards stacked top to bottom, Up/Down and vertical drags
          --horizontal           cards side by side (the default)
          --wrap                 endless: the last card is followed by the first
          --settle-speed X       settle spring speed, 0.25 to 4; default 1
          --details, --no-details  show or hide the decision overlay at start (shown in the demo)
          --title TEXT           the title on the status line
          --theme auto|light|dark  colours for a light or dark background; default auto (asks
                                 the terminal, then reads COLORFGBG; dark when neither says)
          -h, --help             this help
          --version              the version

        SIMULATE AND COMPARE
          --drag "X@MS,..."      pointer positions (cells) at milliseconds since the press;
                                 the first sample is the press, the last the release
          --viewport W           viewport width in columns; default 100
          --card-width C         default 60;  --spacing S default 3;  --count N default 20
          --start-page P         0-based page where the drag starts; default 0

        KEYS
        \(CarouselController.helpText.dropFirst().map { "  " + $0 }.joined(separator: "\n"))

        STRATEGIES
        \(Strategies.listing.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

        EXIT STATUS
          0 done (a choice printed, or quit from the demo); 1 quit from a picker without a
          choice; 64 bad usage; 66 an input file that cannot be read; 69 no usable terminal;
          130 after Ctrl-C; 128+N after signal N.

        ENVIRONMENT
          NO_COLOR (set and not empty) turns colour off. TERM must name a real terminal.
          COLORFGBG (fg;bg) says the background is light or dark when the terminal does not.
          A locale that is not UTF-8 (LANG=C) draws in ASCII: +-| borders, o/* dots.
          CAROUSEL_PRESENTER=ncurses has ncurses write the frames even where the carousel's
          own encoder would (terminals whose terminfo says they speak ANSI: xterm, tmux...).

        EXAMPLES
          carousel --count 1000000000 --strategy nearest
          printf 'alpha\\nbeta\\ngamma\\n' | carousel
          carousel compare --drag "80@0,70@16,55@33,40@50"
          carousel simulate --strategy vote --drag "60@0,50@40,45@80" --count 10
        """
    }
}
