import CarouselCore
import CarouselKit

/// `carousel --help`: the whole overview. Its option sections are the option table's.
package enum Help {
    package static let version = "carousel 0.1.0"

    package static var text: String {
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
          carousel COMMAND --help            one command's help (also carousel help COMMAND)
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

        \(Help.optionSections)

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
          CAROUSEL_REDUCE_MOTION=1 as --reduce-motion; CAROUSEL_SCREEN_READER=1 as --screen-reader.

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

        AS fzf
          Installed under the name fzf (make install-fzf-link, or any link named fzf on PATH), it is
          fzf's picker: FZF_DEFAULT_OPTS_FILE and FZF_DEFAULT_OPTS are read before the command line;
          with nothing piped it lists FZF_DEFAULT_COMMAND's lines or walks the current directory
          (--walker); fzf --bash, --zsh and --fish print CTRL-T, CTRL-R and ALT-C for the shell;
          Esc exits 130 and a bad option 2, as fzf's. By its own name it reads CAROUSEL_DEFAULT_OPTS
          and none of fzf's variables.

        TAKEN, WITHOUT EFFECT YET
          Every --bind action and event of fzf 0.74 is taken, so that fzf's scripts run; these do
          nothing here yet: the section labels and header lines (change-list-label,
          transform-header-lines...), change-preview-window, preview(...), change-nth and
          change-with-nth, reload-sync, execute-multi, toggle-raw, jump, the wrap and hscroll
          switches, show/hide-input and -header, and the events jump, click-header and
          click-footer.
        """
    }
}
