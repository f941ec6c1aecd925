import CarouselCommandLine
import CarouselCore
import CarouselKit

/// `carousel simulate` and `carousel compare`.
enum SimulateCommand {
    struct Options {
        var simulator = DragSimulator()
        var strategy: (any PagingResolver)?
        var drag: DragScript?
        /// `--replay FILE`: gestures recorded with `--record`.
        var replayPath: String?
    }

    static func parse(_ args: inout Arguments, command: String) throws(UsageError) -> Options {
        var o = Options()
        // --count, --align and --cycle as the carousel reads them; the geometry is the viewport's.
        var display = DisplaySettings()
        while let (name, option) = try args.nextDeclared(applyingTo: &display) {
            switch name {
            case OptionTable.simulatedStrategy.name:
                o.strategy = Strategies.named(try args.value(of: OptionTable.simulatedStrategy, spelled: option).text)
            case OptionTable.drag.name:
                let raw = try args.value(for: option, expecting: "samples X@MS,X@MS,... such as 60@0,40@50")
                do { o.drag = try DragScript(parsing: raw) } catch { throw UsageError("\(option): \(error)") }
            case OptionTable.replayDrag.name: o.replayPath = try args.value(for: option, expecting: "a file written by --record")
            case OptionTable.viewport.name: o.simulator.viewport = try args.value(of: OptionTable.viewport, spelled: option).integer
            case OptionTable.simulatedCardWidth.name:
                o.simulator.cardWidth = try args.value(of: OptionTable.simulatedCardWidth, spelled: option).integer
            case OptionTable.simulatedSpacing.name:
                o.simulator.spacing = try args.value(of: OptionTable.simulatedSpacing, spelled: option).integer
            default: throw args.undeclared(option)
            }
        }
        o.simulator.count = display.count
        o.simulator.alignment = display.configuration.alignment
        o.simulator.wraps = display.configuration.wraps
        // Counted from 1 on the command line, as everywhere; the simulator's pages from 0.
        let startPage = display.startPage ?? 1
        o.simulator.startPage = startPage - 1
        if let extra = args.positionals.first { throw UsageError("unexpected argument '\(extra)' for \(command)") }
        if o.replayPath != nil && o.drag != nil { throw UsageError("\(command) takes --drag or --replay, not both") }
        guard o.drag != nil || o.replayPath != nil else {
            throw UsageError("\(command) needs --drag \"X@MS,X@MS,...\" (such as 60@0,40@50) or --replay FILE")
        }
        if startPage > o.simulator.count {
            throw UsageError("\(OptionTable.startPage.name): \(startPage) is past the last page, \(o.simulator.count)")
        }
        // The recorded gestures bring their own geometry; one the viewport cannot hold is
        // an error only where it is used (a viewport-sized page ignores the card width).
        if o.drag != nil && (command == "compare" || o.strategy?.pageSizing != .viewport) {
            try GeometryRanges.checkFits(o.simulator)
        }
        return o
    }

    static func simulate(_ args: inout Arguments) throws -> String {
        let o = try parse(&args, command: "simulate")
        if let path = o.replayPath { return try replay(path: path, strategy: o.strategy) }
        guard let strategy = o.strategy else {
            throw UsageError("simulate needs --strategy NAME; one of " + Strategies.names.joined(separator: ", "))
        }
        guard let drag = o.drag else { throw UsageError("simulate needs --drag") }
        return o.simulator.json(o.simulator.run(drag, resolver: strategy))
    }

    static func compare(_ args: inout Arguments) throws -> String {
        let o = try parse(&args, command: "compare")
        if let path = o.replayPath { return try compareReplay(path: path) }
        guard let drag = o.drag else { throw UsageError("compare needs --drag") }
        var out =
            "drag \(drag.samples.map { "\(Formatting.json($0.position))@\(Formatting.json($0.milliseconds))" }.joined(separator: ",")); "
        out +=
            "viewport \(o.simulator.viewport), card \(o.simulator.cardWidth), spacing \(o.simulator.spacing), count \(o.simulator.count); "
        out += "pages 0-based, offsets in pages, velocity in columns/s\n"
        return out + table(Strategies.all.map { o.simulator.run(drag, resolver: $0) })
    }

    /// The comparison table: one row per strategy's result.
    static func table(_ results: [DragSimulator.Result]) -> String {
        var rows: [[String]] = [["strategy", "stride", "start", "release", "velocity", "projected", "target", "moved", "settle", "rule"]]
        for r in results {
            let d = r.decision
            let s = Double(max(1, d.stride))
            rows.append([
                d.strategy, "\(d.stride)", "\(d.startPage)",
                Formatting.fixed(d.releaseOffset / s, digits: 2),
                Formatting.fixed(d.velocity, digits: 0),
                Formatting.fixed(d.projectedOffset / s, digits: 2),
                d.targetPage.map { "\($0)" } ?? Formatting.fixed(d.targetOffset / s, digits: 2),
                d.targetPage.map { k in k - d.startPage >= 0 ? "+\(k - d.startPage)" : "\(k - d.startPage)" } ?? "free",
                d.settle.label, d.explanation,
            ])
        }
        let widths = (0..<rows[0].count).map { c in rows.map { TextWidth.of($0[c]) }.max() ?? 0 }
        var out = ""
        for row in rows {
            out +=
                row.enumerated().map { c, cell in
                    c == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[c] - TextWidth.of(cell))
                }.joined(separator: "  ") + "\n"
        }
        return String(out.dropLast())
    }
}
