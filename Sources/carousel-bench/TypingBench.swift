import CarouselKit
import CarouselMatching
import CarouselPlatform

/// `carousel-bench --typing FILE [--query Q]...`: the picker's search as a person types,
/// a character at a time, over every line of FILE, each query from an empty line (Ctrl-U):
/// for each key, how long until its first screen (the count and the first cards, already
/// fzf's) was ready and the CPU time that took, and until every match was ranked (paging anywhere), on two threads, the
/// previous matches narrowed as the picker does. `make bench-typing` also types into the real
/// picker beside fzf in tmux (scripts/typing-bench.py).
enum TypingBench {
    static let defaultQueries = ["usr", "lib", "python"]

    static func run(path: String, queries: [String], json: Bool) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            Output.error("--typing \(path): \(String(cString: strerror(errno)))")
            return 66
        }
        defer { close(fd) }
        let store = LineStore()
        // As the picker keeps it.
        store.summarizesLetters = true
        let reading = ContinuousClock.now, readingCPU = processCPU()
        while true {
            let (n, _) = store.read(from: fd, upTo: 1 << 22)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
        }
        store.finish()
        let read = (wall: seconds(ContinuousClock.now - reading), cpu: processCPU() - readingCPU)
        let options = SearchOptions()
        var rows: [(query: String, count: Int, screen: Double, ranked: Double, cpu: Double)] = []
        let worker = SearchWorker(store: store, options: options)
        for query in queries.isEmpty ? defaultQueries : queries {
            var typed = ""
            worker.search("")
            for character in query {
                typed.append(character)
                if options.parse(typed).isEmpty { continue }
                let start = ContinuousClock.now, cpuStart = processCPU()
                worker.search(typed)
                var screen: Double?, count = 0, cpu = 0.0
                while !worker.isRanked {
                    waitForWakeUp(worker)
                    if let result = worker.takeResult(), screen == nil {
                        screen = seconds(ContinuousClock.now - start)
                        cpu = processCPU() - cpuStart
                        count = result.count
                    }
                }
                rows.append((typed, count, screen ?? 0, seconds(ContinuousClock.now - start), cpu))
            }
        }
        if json {
            let items = rows.map { r in
                "{\"query\":\(JSON.quote(r.query)),\"matches\":\(r.count),\"screen_ms\":\(milliseconds(r.screen)),\"screen_cpu_ms\":\(milliseconds(r.cpu)),\"ranked_ms\":\(milliseconds(r.ranked))}"
            }
            print("{\"lines\":\(store.count),\"keystrokes\":[\(items.joined(separator: ","))]}")
            return 0
        }
        print("\(QueryLine.grouped(store.count)) lines read in \(milliseconds(read.wall)) ms (\(milliseconds(read.cpu)) ms of CPU)")
        print("each key's first screen (count and first cards final), and every match ranked")
        print(
            pad("query", 22) + pad("matches", 11, right: true) + pad("screen ms", 11, right: true)
                + pad("CPU ms", 9, right: true) + pad("ranked ms", 11, right: true))
        for r in rows {
            print(
                pad(r.query, 22) + pad(QueryLine.grouped(r.count), 11, right: true) + pad(milliseconds(r.screen), 11, right: true)
                    + pad(milliseconds(r.cpu), 9, right: true) + pad(milliseconds(r.ranked), 11, right: true))
        }
        print(
            "sum of first screens: \(milliseconds(rows.reduce(0) { $0 + $1.screen })) ms; slowest: \(milliseconds(rows.map(\.screen).max() ?? 0)) ms; "
                + "their CPU (both threads): \(milliseconds(rows.reduce(0) { $0 + $1.cpu })) ms")
        return 0
    }

    /// The process's CPU time so far, every thread's (a figure a loaded machine blurs less
    /// than the wall clock: the first screen's work, whoever else wants the cores).
    private static func processCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Blocks until the worker says a search finished (as the picker's loop does).
    private static func waitForWakeUp(_ worker: SearchWorker) {
        guard let fd = worker.wakeDescriptor else { return }
        _ = try? DescriptorWait.readable([fd], milliseconds: 1000)
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    private static func milliseconds(_ s: Double) -> String {
        let tenths = Int((s * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let room = String(repeating: " ", count: max(0, width - text.count))
        return right ? room + text : text + room
    }
}
