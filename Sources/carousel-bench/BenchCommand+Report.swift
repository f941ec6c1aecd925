import CarouselBenchSupport
import CarouselCore
import CarouselKit

/// The bench's report: its figures as JSON or as a table, for one presenter or both side by side.
extension BenchCommand {
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
        var out =
            "bench: \(o.count) cards, \(o.width)x\(o.height), \(o.axis.rawValue), \(o.strategy.name), \(o.frames) frames at 60 fps of simulated time\n"
        func line(_ name: String, _ value: (BenchResult) -> String) {
            out += name.padded(to: 26)
            for (_, r) in results { let v = value(r); out += String(repeating: " ", count: max(1, 12 - v.count)) + v }
            out += "\n"
        }
        out += "".padded(to: 26)
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
            out +=
                "bytes per moving frame: \(Formatting.fixed(ratio(a.bytesPerMovingFrame, b.bytesPerMovingFrame), digits: 2)) times \(results[1].0.rawValue)'s; "
            out += "frame CPU p99: \(Formatting.fixed(ratio(a.cpuP99, b.cpuP99), digits: 2)) times; "
            out +=
                a.canvasChecksum == b.canvasChecksum
                ? "the same screens (canvas checksums equal)" : "DIFFERENT screens (canvas checksums differ)"
        }
        return out
    }

    // MARK: - Output

    static func fields(_ r: BenchResult) -> [(String, String)] {
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

    static func object(_ fields: [(String, String)]) -> String {
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
        var out =
            "bench: \(o.count) cards, \(o.width)x\(o.height), \(o.axis.rawValue), \(ours.raceLanes.map { "race of \($0) lanes" } ?? o.strategy.name), \(o.presenters.first?.rawValue ?? "encoder") presenter, \(o.frames) frames at 60 fps of simulated time\n"
        for r in rows {
            out +=
                r.enumerated().map { c, cell in
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

extension String {
    /// Cut or filled with spaces to `width` characters (a column of the report).
    func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}
