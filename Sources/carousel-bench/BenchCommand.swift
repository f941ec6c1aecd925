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
        var count = BenchOptionTable.defaultCount
        var width = BenchOptionTable.defaultColumns
        var height = BenchOptionTable.defaultRows
        var frames = BenchOptionTable.defaultFrames
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
        var shift = Shift(rawValue: BenchOptionTable.defaultShift) ?? .terminfo
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

    /// `--shift`'s words, as the option table lists them.
    enum Shift: String, CaseIterable { case none, ansi, rxvt, tmux, terminfo, margins }

    static func parse(_ args: inout Arguments) throws(UsageError) -> Options {
        typealias Table = BenchOptionTable
        var o = Options()
        while let option = try args.nextOption() {
            guard let spec = Table.option(option) else { throw UsageError("unknown option '\(option)'; see carousel-bench --help") }
            let value = try args.value(of: spec, spelled: option)
            switch spec.name {
            case Table.count.name: o.count = value.integer; o.countGiven = true
            case Table.shelves.name: o.shelves = true
            case Table.link.name: o.linkRates.append(value.integer)
            case Table.images.name: o.images = true
            case Table.typing.name: o.typingPath = value.text
            case Table.query.name: o.typingQueries.append(value.text)
            case Table.shelfCount.name: o.shelfCount = value.integer
            case Table.columns.name: o.width = value.integer
            case Table.rows.name: o.height = value.integer
            case Table.frames.name: o.frames = value.integer
            case Table.strategy.name: o.strategy = Strategies.named(value.text) ?? Strategies.defaultStrategy
            case Table.json.name: o.json = true
            case Table.compareNaive.name: o.compareNaive = true
            case Table.race.name: o.race = true
            case Table.repeats.name: o.repeats = value.integer
            case Table.checksum.name: o.checksum = true
            case Table.saveOutput.name: o.savePath = value.text
            case Table.presenter.name:
                o.presenters =
                    value.text == "both"
                    ? [.encoder, .ncurses] : CountingTerminal.Presenter(rawValue: value.text).map { [$0] } ?? [.encoder]
            case Table.vertical.name: o.axis = .vertical
            case Table.shift.name: o.shift = Shift(rawValue: value.text) ?? .terminfo
            default: throw UsageError("\(option) is in carousel-bench's option table but its parser does not read it")
            }
        }
        if let extra = args.positionals.first { throw UsageError("unexpected argument '\(extra)'; see carousel-bench --help") }
        if o.race && o.compareNaive { throw UsageError("--compare-naive has no naive race to compare with --race") }
        if o.shelves {
            let others = [
                (o.race, Table.race.name), (o.compareNaive, Table.compareNaive.name), (o.axis == .vertical, Table.vertical.name),
                (o.countGiven != (o.shelfCount != nil), o.countGiven ? "--count without --shelf-count" : "--shelf-count without --count"),
                (o.savePath != nil, Table.saveOutput.name), (o.presenters.count > 1, "\(Table.presenter.name) both"),
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
