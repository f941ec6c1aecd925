#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CarouselTerminal

/// `carousel bench`: the scripted workload through the real pipeline (events, tracker,
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
        /// region (what GNU screen gets); those, REP for ASCII and the line-drawing set (what
        /// tmux gets); ICH/DCH, the scroll region and REP, as xterm's terminfo says, and the
        /// line-drawing set (what xterm gets); or xterm's margins besides.
        var shift = Shift.terminfo
        /// Every strategy at once, in the race's lanes.
        var race = false
        /// The workload this many times; each frame's times are the least of its runs.
        var repeats = 1
    }

    enum Shift: String { case none, ansi, tmux, terminfo, margins }

    static func parse(_ args: inout Arguments) throws(UsageError) -> Options {
        var o = Options()
        while let option = try args.nextOption() {
            switch option {
            case "--count": o.count = try args.integer(for: option, in: 1...Int.max)
            case "--width": o.width = try args.integer(for: option, in: ScreenLayout.minimumWidth...2_000)
            case "--height": o.height = try args.integer(for: option, in: ScreenLayout.minimumHeight...1_000)
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
                let name = try args.value(for: option, expecting: "none, ansi, terminfo or margins")
                guard let shift = Shift(rawValue: name) else {
                    throw UsageError("invalid value '\(name)' for --shift: expected none, ansi, tmux, terminfo or margins")
                }
                o.shift = shift
            default: throw UsageError("unknown option '\(option)' for bench; see carousel --help")
            }
        }
        if let extra = args.positionals.first { throw UsageError("unexpected argument '\(extra)' for bench") }
        if o.race && o.compareNaive { throw UsageError("--compare-naive has no naive race to compare with --race") }
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
                    guard let terminal = CountingTerminal(width: o.width, height: o.height, savingTo: o.savePath, presenter: wanted,
                                                          shifting: o.shift != .none, withMargins: o.shift == .margins,
                                                          repeating: o.shift == .terminfo || o.shift == .margins,
                                                          repeatingASCII: o.shift == .tmux,
                                                          lineDrawing: o.shift == .tmux || o.shift == .terminfo || o.shift == .margins) else {
                        Output.error(o.savePath.map { "bench: cannot write \($0), or set up ncurses on it" } ?? "bench: cannot set up ncurses on a counting terminal (is the xterm-256color terminfo entry installed?)")
                        return 69
                    }
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
                            naive = .refused("naive layout not run: \(o.count) cards is more than \(NaiveCarousel.maximumCount); it makes every card every frame and would take hours")
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

    /// Both presenters' figures side by side, and whether their screens were the same.
    static func bothJSON(_ o: Options, _ results: [(CountingTerminal.Presenter, BenchResult)]) -> String {
        var f: [(String, String)] = [
            ("strategy", JSON.quote(o.strategy.name)),
            ("presenter", JSON.quote("both")),
            ("axis", JSON.quote(o.axis.rawValue)),
            ("shift", JSON.quote(o.shift.rawValue)),
            ("repeat", "\(o.repeats)"),
            ("count", "\(o.count)"),
            ("width", "\(o.width)"),
            ("height", "\(o.height)"),
        ]
        for (presenter, result) in results { f.append((presenter.rawValue, object(fields(result)))) }
        if results.count == 2 {
            let (a, b) = (results[0].1, results[1].1)
            f.append(("bytes_per_moving_frame_ratio", Formatting.fixed(ratio(a.bytesPerMovingFrame, b.bytesPerMovingFrame), digits: 3)))
            f.append(("frame_cpu_us_p99_ratio", Formatting.fixed(ratio(a.cpuP99, b.cpuP99), digits: 3)))
            f.append(("canvas_checksums_equal", a.canvasChecksum == b.canvasChecksum ? "true" : "false"))
        }
        return object(f)
    }

    static func bothTable(_ o: Options, _ results: [(CountingTerminal.Presenter, BenchResult)]) -> String {
        var out = "bench: \(o.count) cards, \(o.width)x\(o.height), \(o.axis.rawValue), \(o.strategy.name), \(o.frames) frames at 60 fps of simulated time\n"
        func line(_ name: String, _ value: (BenchResult) -> String) {
            out += name.padding(toLength: 26, withPad: " ", startingAt: 0)
            for (_, r) in results { let v = value(r); out += String(repeating: " ", count: max(1, 12 - v.count)) + v }
            out += "\n"
        }
        out += "".padding(toLength: 26, withPad: " ", startingAt: 0)
        for (p, _) in results { out += String(repeating: " ", count: max(1, 12 - p.rawValue.count)) + p.rawValue }
        out += "\n"
        line("bytes per moving frame") { Formatting.fixed($0.bytesPerMovingFrame, digits: 1) }
        line("bytes per frame") { Formatting.fixed($0.bytesPerFrame, digits: 1) }
        line("full repaint (bytes)") { "\($0.fullRepaintBytes)" }
        line("frame CPU p99 (µs)") { Formatting.fixed($0.cpuP99, digits: 1) }
        line("frame p99 (µs)") { Formatting.fixed($0.p99, digits: 1) }
        line("canvas checksum") { String($0.canvasChecksum ?? 0, radix: 16) }
        if results.count == 2 {
            let (a, b) = (results[0].1, results[1].1)
            out += "bytes per moving frame: \(Formatting.fixed(ratio(a.bytesPerMovingFrame, b.bytesPerMovingFrame), digits: 2)) times \(results[1].0.rawValue)'s; "
            out += "frame CPU p99: \(Formatting.fixed(ratio(a.cpuP99, b.cpuP99), digits: 2)) times; "
            out += a.canvasChecksum == b.canvasChecksum ? "the same screens (canvas checksums equal)" : "DIFFERENT screens (canvas checksums differ)"
        }
        return out
    }

    enum Naive {
        case notRun
        case refused(String)
        case ran(BenchResult)
    }

    // MARK: - Output

    private static func fields(_ r: BenchResult) -> [(String, String)] {
        [
            ("frames", "\(r.frames)"),
            ("frame_us_mean", Formatting.fixed(r.mean, digits: 2)),
            ("frame_us_p50", Formatting.fixed(r.p50, digits: 2)),
            ("frame_us_p99", Formatting.fixed(r.p99, digits: 2)),
            ("frame_us_max", Formatting.fixed(r.maximum, digits: 2)),
            ("frame_cpu_us_mean", Formatting.fixed(r.cpuMean, digits: 2)),
            ("frame_cpu_us_p50", Formatting.fixed(r.cpuP50, digits: 2)),
            ("frame_cpu_us_p99", Formatting.fixed(r.cpuP99, digits: 2)),
            ("draw_us_mean", Formatting.fixed(r.drawMean, digits: 2)),
            ("present_us_mean", Formatting.fixed(r.presentMean, digits: 2)),
            ("draw_us_p99", Formatting.fixed(r.drawP99, digits: 2)),
            ("present_us_p99", Formatting.fixed(r.presentP99, digits: 2)),
            ("cells_alive_max", "\(r.cellsAliveMax)"),
            ("cells_visible_max", "\(r.cellsVisibleMax)"),
            ("cells_created", "\(r.cellsCreated)"),
            ("cells_reused", "\(r.cellsReused)"),
            ("bytes_per_frame_mean", Formatting.fixed(r.bytesPerFrame, digits: 1)),
            ("moving_frames", "\(r.movingFrames)"),
            ("bytes_per_moving_frame_mean", Formatting.fixed(r.bytesPerMovingFrame, digits: 1)),
            ("full_repaint_bytes", "\(r.fullRepaintBytes)"),
            ("peak_rss_kb", "\(r.peakRSSKilobytes)"),
        ] + (r.canvasChecksum.map { [("canvas_checksum", "\"\(String($0, radix: 16))\"")] } ?? [])
          + (r.bytesChecksum.map { [("bytes_checksum", "\"\(String($0, radix: 16))\"")] } ?? [])
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    static func ratio(_ naive: Double, _ ours: Double) -> Double { ours > 0 ? naive / ours : 0 }

    static func json(_ o: Options, _ ours: BenchResult, _ naive: Naive) -> String {
        var f: [(String, String)] = [
            ("strategy", JSON.quote(o.strategy.name)),
            ("presenter", JSON.quote(o.presenters.first?.rawValue ?? "encoder")),
            ("axis", JSON.quote(o.axis.rawValue)),
            ("shift", JSON.quote(o.shift.rawValue)),
            ("repeat", "\(o.repeats)"),
            ("count", "\(o.count)"),
            ("width", "\(o.width)"),
            ("height", "\(o.height)"),
        ]
        f += fields(ours)
        let within = ours.raceLanes == nil ? ours.cellsAliveMax <= ours.cellsVisibleMax + 2 : ours.everyLaneWithinVisiblePlus2
        f.append(("cells_alive_within_visible_plus_2", within ? "true" : "false"))
        if let lanes = ours.raceLanes { f.append(("race_lanes", "\(lanes)")) }
        switch naive {
        case .notRun: break
        case .refused(let note):
            f.append(("naive", object([("refused", "true"), ("note", JSON.quote(note))])))
        case .ran(let n):
            var nf = fields(n)
            nf.append(("ratio", Formatting.fixed(ratio(n.mean, ours.mean), digits: 1)))
            nf.append(("ratio_p50", Formatting.fixed(ratio(n.p50, ours.p50), digits: 1)))
            f.append(("naive", object(nf)))
        }
        return object(f)
    }

    static func table(_ o: Options, _ ours: BenchResult, _ naive: Naive) -> String {
        var rows: [[String]] = [["", "reusing layout"]]
        let naiveResult: BenchResult?
        if case .ran(let n) = naive { naiveResult = n; rows[0].append("naive layout") } else { naiveResult = nil }
        func row(_ name: String, _ value: (BenchResult) -> String) {
            var r = [name, value(ours)]
            if let n = naiveResult { r.append(value(n)) }
            rows.append(r)
        }
        row("frame mean (µs)") { Formatting.fixed($0.mean, digits: 1) }
        row("frame p50 (µs)") { Formatting.fixed($0.p50, digits: 1) }
        row("frame p99 (µs)") { Formatting.fixed($0.p99, digits: 1) }
        row("frame max (µs)") { Formatting.fixed($0.maximum, digits: 1) }
        row("frame CPU mean (µs)") { Formatting.fixed($0.cpuMean, digits: 1) }
        row("frame CPU p99 (µs)") { Formatting.fixed($0.cpuP99, digits: 1) }
        row("  events+tick+draw (µs)") { Formatting.fixed($0.drawMean, digits: 1) }
        row("  present (µs)") { Formatting.fixed($0.presentMean, digits: 1) }
        row("  events+tick+draw p99 (µs)") { Formatting.fixed($0.drawP99, digits: 1) }
        row("  present p99 (µs)") { Formatting.fixed($0.presentP99, digits: 1) }
        row("cells alive at most") { "\($0.cellsAliveMax)" }
        row("cards visible at most") { "\($0.cellsVisibleMax)" }
        row("cells created") { "\($0.cellsCreated)" }
        row("cells reused") { "\($0.cellsReused)" }
        row("bytes per frame") { Formatting.fixed($0.bytesPerFrame, digits: 1) }
        row("bytes per moving frame") { Formatting.fixed($0.bytesPerMovingFrame, digits: 1) }
        row("full repaint (bytes)") { "\($0.fullRepaintBytes)" }
        row("peak RSS (KiB)") { "\($0.peakRSSKilobytes)" }
        let widths = (0..<rows[0].count).map { c in rows.map { TextWidth.of($0[c]) }.max() ?? 0 }
        var out = "bench: \(o.count) cards, \(o.width)x\(o.height), \(o.axis.rawValue), \(ours.raceLanes.map { "race of \($0) lanes" } ?? o.strategy.name), \(o.presenters.first?.rawValue ?? "encoder") presenter, \(o.frames) frames at 60 fps of simulated time\n"
        for r in rows {
            out += r.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: widths[c] - TextWidth.of(cell))
                return c == 0 ? cell + pad : pad + cell
            }.joined(separator: "   ") + "\n"
        }
        if ours.raceLanes != nil {
            out += "every lane's cells within its visible + 2: \(ours.everyLaneWithinVisiblePlus2 ? "yes" : "NO")\n"
        }
        switch naive {
        case .notRun: break
        case .refused(let note): out += note + "\n"
        case .ran(let n):
            out += "naive / reusing: \(Formatting.fixed(ratio(n.mean, ours.mean), digits: 1))x slower per frame (mean), "
            out += "\(Formatting.fixed(ratio(n.p50, ours.p50), digits: 1))x (median)\n"
        }
        return String(out.dropLast())
    }
}
