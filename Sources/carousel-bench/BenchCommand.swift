import CarouselBenchSupport
import CarouselCommandLine
import CarouselCore
import CarouselKit
import CarouselPlatform

/// `carousel-bench`: the scripted workload through the real pipeline (events, tracker,
/// resolver, animator, layout, reuse, canvas, and the bytes for the terminal written to a
/// byte counter), timed frame by frame; with `--compare-naive`, the same through the
/// every-card-a-view layout. The bytes come from the frame encoder, as in the interactive
/// program on xterm-256color, or from ncurses with `--presenter ncurses`.
enum BenchCommand {
    struct Options {
        var count = 20
        var width = 80
        var height = 24
        var frames = 600
        var strategy: any PagingResolver = Strategies.defaultStrategy
        var json = false
        var compareNaive = false
        var checksum = false
        var savePath: String?
        /// One presenter, or both (`--presenter both`): the same workload through each.
        var presenters: [CountingTerminal.Presenter] = [.encoder]
        var axis: Axis = .horizontal
        /// What the encoder may use to shift what moved: nothing; ICH/DCH and the scroll
        /// region (what GNU screen gets); those and the line-drawing set, no REP (what urxvt
        /// gets); those, REP for ASCII and the line-drawing set (what tmux gets); ICH/DCH,
        /// the scroll region and REP, as xterm's terminfo says, and the line-drawing set (what
        /// st gets); or margins besides (what xterm and mlterm get).
        var shift = Shift.terminfo
        /// Every strategy at once, in the race's lanes.
        var race = false
        /// The workload this many times; each frame's times are the least of its runs.
        var repeats = 1
        /// The shelves scene, a dozen shelves of twenty cards against a million of a billion.
        var shelves = false
        /// With `--shelves`: this many shelves (of `--count` cards) alone, not the two sizes.
        var shelfCount: Int?
        var countGiven = false
        /// `--typing FILE`: the picker's search, a keystroke at a time, over FILE's lines.
        var typingPath: String?
        var typingQueries: [String] = []
        /// `--link RATE` (bytes a second, 0 for no limit; several allowed): the slow-link simulation.
        var linkRates: [Int] = []
        /// `--images`: a picture in every card, kitty placements against sending them again.
        var images = false
    }

    enum Shift: String { case none, ansi, rxvt, tmux, terminfo, margins }

    static func parse(_ args: inout Arguments) throws(UsageError) -> Options {
        var o = Options()
        while let option = try args.nextOption() {
            switch option {
            case "--count": o.count = try args.integer(for: option, in: 1...Int.max); o.countGiven = true
            case "--shelves": o.shelves = true
            case "--link": o.linkRates.append(try args.integer(for: option, in: 0...100_000_000))
            case "--images": o.images = true
            case "--typing": o.typingPath = try args.value(for: option, expecting: "a file of lines to search")
            case "--query": o.typingQueries.append(try args.value(for: option, expecting: "a query typed a character at a time"))
            case "--shelf-count": o.shelfCount = try args.integer(for: option, in: 1...Int.max)
            // The screen's size: `--height` elsewhere is the inline band's, so not here.
            case "--columns": o.width = try args.integer(for: option, in: ScreenLayout.minimumWidth...2_000)
            case "--rows": o.height = try args.integer(for: option, in: ScreenLayout.minimumHeight...1_000)
            case "--frames": o.frames = try args.integer(for: option, in: 1...10_000_000)
            case "--strategy": o.strategy = try args.strategy(for: option)
            case "--json": o.json = true
            case "--compare-naive": o.compareNaive = true
            case "--race": o.race = true
            case "--repeat": o.repeats = try args.integer(for: option, in: 1...100)
            case "--checksum": o.checksum = true
            case "--save-output": o.savePath = try args.value(for: option, expecting: "a file for the bytes sent")
            case "--presenter":
                let name = try args.value(for: option, expecting: "encoder, ncurses or both")
                if name == "both" {
                    o.presenters = [.encoder, .ncurses]
                } else if let p = CountingTerminal.Presenter(rawValue: name) {
                    o.presenters = [p]
                } else {
                    throw UsageError("invalid value '\(name)' for --presenter: expected encoder, ncurses or both")
                }
            case "--vertical": o.axis = .vertical
            case "--shift":
                let name = try args.value(for: option, expecting: "none, ansi, rxvt, tmux, terminfo or margins")
                guard let shift = Shift(rawValue: name) else {
                    throw UsageError("invalid value '\(name)' for --shift: expected none, ansi, rxvt, tmux, terminfo or margins")
                }
                o.shift = shift
            default: throw UsageError("unknown option '\(option)'; see carousel-bench --help")
            }
        }
        if let extra = args.positionals.first { throw UsageError("unexpected argument '\(extra)'; see carousel-bench --help") }
        if o.race && o.compareNaive { throw UsageError("--compare-naive has no naive race to compare with --race") }
        if o.shelves {
            let others = [
                (o.race, "--race"), (o.compareNaive, "--compare-naive"), (o.axis == .vertical, "--vertical"),
                (o.countGiven != (o.shelfCount != nil), o.countGiven ? "--count without --shelf-count" : "--shelf-count without --count"),
                (o.savePath != nil, "--save-output"), (o.presenters.count > 1, "--presenter both"),
            ]
            if let (_, name) = others.first(where: { $0.0 }) {
                throw UsageError("--shelves compares its own two sizes of shelves on one presenter: not with \(name)")
            }
        }
        if o.shelfCount != nil && !o.shelves { throw UsageError("--shelf-count is for --shelves") }
        if o.presenters.count > 1 {
            if o.savePath != nil { throw UsageError("--save-output takes one presenter's bytes: not with --presenter both") }
            if o.compareNaive { throw UsageError("--compare-naive runs one presenter: not with --presenter both") }
            o.checksum = true
        }
        return o
    }

    static func run(_ args: inout Arguments) throws(UsageError) -> Int32 {
        let o = try parse(&args)
        if let path = o.savePath {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else {
                Output.error("--save-output: cannot write \(path): \(String(cString: strerror(errno)))")
                return 73
            }
            close(fd)
        }
        if !o.linkRates.isEmpty { return LinkBench.run(rates: o.linkRates, json: o.json) }
        if let path = o.typingPath { return TypingBench.run(path: path, queries: o.typingQueries, json: o.json) }
        if o.shelves { return runShelves(o) }
        if o.images { return ImageBench.run(o) }
        var results: [(CountingTerminal.Presenter, BenchResult)] = []
        var naive: Naive = .notRun
        // Side by side, whichever runs second finds the process warm (pages touched, caches
        // filled) and its tail looks better for it: both run once unmeasured first.
        let passes = o.presenters.count > 1 ? 2 : 1
        // With --repeat the measured pass runs the workload again and again, presenters in
        // turn, and keeps each frame's least time: a frame that costs more costs more every
        // time, while the machine's noise (another program, an interrupt) strikes one run.
        for pass in 1...passes {
            results.removeAll()
            for run in 1...(pass == passes ? o.repeats : 1) {
                for (index, wanted) in o.presenters.enumerated() {
                    guard let terminal = terminal(o, wanted) else { return 69 }
                    ProcessMemory.resetPeak()
                    var runner = BenchRunner(count: o.count, width: o.width, height: o.height, frames: o.frames, strategy: o.strategy)
                    runner.axis = o.axis
                    runner.checksum = o.checksum
                    if o.race { runner.raceStrategies = Strategies.all }
                    let measured = runner.run(on: terminal)
                    if run == 1 {
                        results.append((terminal.presenterUsed, measured))
                    } else {
                        results[index].1.keepFasterFrames(of: measured)
                    }
                    if o.compareNaive && pass == passes && run == 1 {
                        if o.count > NaiveCarousel.maximumCount {
                            naive = .refused(
                                "naive layout not run: \(o.count) cards is more than \(NaiveCarousel.maximumCount); it makes every card every frame and would take hours"
                            )
                        } else {
                            ProcessMemory.resetPeak()
                            naive = .ran(runner.run(on: terminal, naive: NaiveCarousel()))
                        }
                    }
                    terminal.end()
                }
            }
        }
        if results.count > 1 {
            Output.print(o.json ? bothJSON(o, results) : bothTable(o, results))
        } else if let (used, ours) = results.first {
            var o = o
            o.presenters = [used]
            Output.print(o.json ? json(o, ours, naive) : table(o, ours, naive))
        }
        return 0
    }

    /// The offscreen terminal the bench writes to, with the capabilities `--shift` names.
    static func terminal(_ o: Options, _ wanted: CountingTerminal.Presenter) -> CountingTerminal? {
        let made = CountingTerminal(
            width: o.width, height: o.height, savingTo: o.savePath, presenter: wanted,
            shifting: o.shift != .none, withMargins: o.shift == .margins,
            repeating: o.shift == .terminfo || o.shift == .margins,
            repeatingASCII: o.shift == .tmux,
            lineDrawing: [.rxvt, .tmux, .terminfo, .margins].contains(o.shift))
        if made == nil {
            Output.error(
                o.savePath.map { "bench: cannot write \($0), or set up ncurses on it" }
                    ?? "bench: cannot set up ncurses on a counting terminal (is the xterm-256color terminfo entry installed?)")
        }
        return made
    }

    enum Naive {
        case notRun
        case refused(String)
        case ran(BenchResult)
    }
}
