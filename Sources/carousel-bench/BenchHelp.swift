import CarouselCore
import CarouselKit

/// `carousel-bench --help`.
enum BenchHelp {
    static let text = """
        carousel-bench: the carousel's frames measured on simulated time (nothing sleeps)

        USAGE
          carousel-bench [--count N] [--columns W] [--rows H] [--frames F] [--strategy NAME] [--json]
                         [--compare-naive] [--presenter encoder|ncurses|both] [--checksum] [--save-output FILE]
                         [--vertical] [--shift none|ansi|rxvt|tmux|terminfo|margins] [--repeat R]
                                   the scripted workload (flicks, a slow drag, key flicks) through the
                                   real pipeline, the bytes for an xterm-256color screen counted
          carousel-bench --race    every strategy in race lanes, one frame for all
          carousel-bench --shelves the shelves, 12x20 against 1000000x1000000000
          carousel-bench --shelves --shelf-count S --count N    S shelves of N cards alone
          carousel-bench --images  a picture in every card, kitty placements against sending the
                                   pictures again every frame
          carousel-bench --link RATE [--link RATE]...    three hard flicks over a link of RATE bytes
                                   a second (0: no limit), paced against unpaced
          carousel-bench --typing FILE [--query Q]...    the picker's search a keystroke at a time
                                   over FILE's lines

        OPTIONS
          --count N              cards (default 20)
          --columns W, --rows H  the screen's size (default 80x24)
          --frames F             frames at 60 a second of simulated time (default 600)
          --strategy NAME        the paging strategy (default \(Strategies.defaultStrategy.name))
          --json                 one JSON object instead of the tables
          --compare-naive        the same workload again with every card a view of its own
          --presenter P          who writes the frames: the carousel's encoder, ncurses, or both
          --checksum             hash every frame's canvas and bytes
          --save-output FILE     keep the bytes sent (cat FILE in a terminal of that size)
          --vertical             the vertical carousel
          --shift S              what the encoder may shift with (default terminfo)
          --repeat R             the workload R times, each frame its least time
        """
}
