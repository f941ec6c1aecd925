import CarouselBenchSupport
import CarouselCore
import CarouselKit
import CarouselPlatform

/// `carousel-bench --shelves`: the shelves' workload on a dozen shelves of twenty cards and on
/// a million shelves of a billion cards, the same gestures through the same presenter; a frame
/// should cost the same, and the carousels and cells alive follow the screen only.
extension BenchCommand {
    struct ShelvesSize {
        var shelves: Int
        var cards: Int
        var label: String { "\(shelves)x\(cards)" }
    }

    static let comparedSizes = [ShelvesSize(shelves: 12, cards: 20), ShelvesSize(shelves: 1_000_000, cards: 1_000_000_000)]

    /// The two sizes compared, or the one `--shelf-count` and `--count` name.
    static func shelvesSizes(_ o: Options) -> [ShelvesSize] {
        o.shelfCount.map { [ShelvesSize(shelves: $0, cards: o.count)] } ?? comparedSizes
    }

    static func runShelves(_ o: Options) -> Int32 {
        let sizes = shelvesSizes(o)
        let wanted = o.presenters.first ?? .encoder
        var results: [BenchResult] = []
        var used = wanted
        // Each size once unmeasured first, so neither finds the process warmer than the other;
        // with --repeat, the sizes in turn, each frame keeping its least time.
        let passes = sizes.count > 1 ? 2 : 1
        for pass in 1...passes {
            results.removeAll()
            for run in 1...(pass == passes ? o.repeats : 1) {
                for (index, size) in sizes.enumerated() {
                    guard let terminal = terminal(o, wanted) else { return 69 }
                    ProcessMemory.resetPeak()
                    let runner = ShelvesBenchRunner(
                        shelfCount: size.shelves, cardCount: size.cards, width: o.width,
                        height: o.height, frames: o.frames, checksum: o.checksum)
                    let measured = runner.run(on: terminal)
                    used = terminal.presenterUsed
                    if run == 1 { results.append(measured) } else { results[index].keepFasterFrames(of: measured) }
                    terminal.end()
                }
            }
        }
        var o = o
        o.presenters = [used]
        Output.print(o.json ? shelvesJSON(o, results) : shelvesTable(o, results))
        return 0
    }

    private static func shelvesFields(_ size: ShelvesSize, _ r: BenchResult) -> [(String, String)] {
        let counts = r.shelves ?? ShelvesCounts()
        return [("shelves", "\(size.shelves)"), ("cards_per_shelf", "\(size.cards)")] + fields(r) + [
            ("shelves_visible_max", "\(counts.shelvesVisibleMax)"),
            ("carousels_alive_max", "\(counts.carouselsAliveMax)"),
            ("alive_within_visible", counts.withinVisible ? "true" : "false"),
        ]
    }

    static func shelvesJSON(_ o: Options, _ results: [BenchResult]) -> String {
        var f: [(String, String)] = [
            ("scene", JSON.quote("shelves")),
            ("presenter", JSON.quote(o.presenters.first?.rawValue ?? "encoder")),
            ("shift", JSON.quote(o.shift.rawValue)),
            ("repeat", "\(o.repeats)"),
            ("width", "\(o.width)"),
            ("height", "\(o.height)"),
        ]
        f.append(("sizes", "[" + zip(shelvesSizes(o), results).map { object(shelvesFields($0, $1)) }.joined(separator: ",") + "]"))
        if results.count == 2 {
            let (few, many) = (results[0], results[1])
            f.append(("frame_cpu_us_mean_ratio", Formatting.fixed(ratio(many.cpuMean, few.cpuMean), digits: 3)))
            f.append(("frame_cpu_us_p99_ratio", Formatting.fixed(ratio(many.cpuP99, few.cpuP99), digits: 3)))
            f.append(("bytes_per_frame_ratio", Formatting.fixed(ratio(many.bytesPerFrame, few.bytesPerFrame), digits: 3)))
            f.append(("cells_alive_max_ratio", Formatting.fixed(ratio(Double(many.cellsAliveMax), Double(few.cellsAliveMax)), digits: 3)))
        }
        return object(f)
    }

    static func shelvesTable(_ o: Options, _ results: [BenchResult]) -> String {
        var out =
            "bench --shelves: \(o.width)x\(o.height), \(o.presenters.first?.rawValue ?? "encoder") presenter, \(o.frames) frames at 60 fps of simulated time\n"
        let labels = shelvesSizes(o).map { "\($0.label)" } + (results.count == 2 ? ["ratio"] : [])
        func line(_ name: String, digits: Int = 1, _ value: (BenchResult) -> Double) {
            var cells = results.map { Formatting.fixed(value($0), digits: digits) }
            if results.count == 2 { cells.append(Formatting.fixed(ratio(value(results[1]), value(results[0])), digits: 2)) }
            out += name.padded(to: 26)
            for (k, v) in cells.enumerated() { out += String(repeating: " ", count: max(1, labels[k].count + 3 - v.count)) + v }
            out += "\n"
        }
        out += "shelves x cards".padded(to: 26)
        out += labels.map { "   " + $0 }.joined() + "\n"
        line("frame CPU mean (µs)") { $0.cpuMean }
        line("frame CPU p99 (µs)") { $0.cpuP99 }
        line("frame p99 (µs)") { $0.p99 }
        line("bytes per frame") { $0.bytesPerFrame }
        line("bytes per moving frame") { $0.bytesPerMovingFrame }
        line("shelves visible at most", digits: 0) { Double($0.shelves?.shelvesVisibleMax ?? 0) }
        line("carousels alive at most", digits: 0) { Double($0.shelves?.carouselsAliveMax ?? 0) }
        line("cells visible at most", digits: 0) { Double($0.cellsVisibleMax) }
        line("cells alive at most", digits: 0) { Double($0.cellsAliveMax) }
        line("cells created", digits: 0) { Double($0.cellsCreated) }
        line("peak RSS (KiB)", digits: 0) { Double($0.peakRSSKilobytes) }
        let within = results.allSatisfy { $0.shelves?.withinVisible == true }
        out += "carousels within visible shelves + \(ShelvesCounts.spareCarousels), cells within visible cells + "
        out += "\(ShelvesCounts.spareCellsPerCarousel) a carousel: \(within ? "yes" : "NO")"
        return out
    }
}
