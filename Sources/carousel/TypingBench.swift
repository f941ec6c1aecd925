#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// `carousel bench --typing FILE [--query Q]...`: the picker's search as a person types,
/// a character at a time, over every line of FILE: how long each keystroke's search takes
/// the way the picker does it (the previous matches narrowed, on two threads), against
/// searching every line afresh.
enum TypingBench {
    static let defaultQueries = ["usrsharedoc", "python3 'site", "libgtk .so$"]

    static func run(path: String, queries: [String], json: Bool) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            Output.error("--typing \(path): \(String(cString: strerror(errno)))")
            return 66
        }
        defer { close(fd) }
        let store = LineStore()
        while true {
            let (n, _) = store.read(from: fd, upTo: 1 << 22)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
        }
        store.finish()
        let options = SearchOptions()
        var rows: [(query: String, count: Int, typed: Double, fresh: Double)] = []
        for query in queries.isEmpty ? defaultQueries : queries {
            let worker = SearchWorker(store: store, options: options, runsInBackground: false)
            var typed = ""
            for character in query {
                typed.append(character)
                let parsed = options.parse(typed)
                if parsed.isEmpty { continue }
                let start = ContinuousClock.now
                worker.search(typed)
                let result = worker.takeResult()
                let typedTime = seconds(ContinuousClock.now - start)
                let freshStart = ContinuousClock.now
                _ = LineFilter.matches(in: store, query: parsed)
                let freshTime = seconds(ContinuousClock.now - freshStart)
                rows.append((typed, result?.count ?? 0, typedTime, freshTime))
            }
        }
        if json {
            let items = rows.map { r in
                "{\"query\":\(JSON.quote(r.query)),\"matches\":\(r.count),\"typed_ms\":\(milliseconds(r.typed)),\"fresh_ms\":\(milliseconds(r.fresh))}"
            }
            print("{\"lines\":\(store.count),\"keystrokes\":[\(items.joined(separator: ","))]}")
            return 0
        }
        print("\(QueryLine.grouped(store.count)) lines: each keystroke's search, the previous matches narrowed (typed) and every line afresh")
        print(pad("query", 22) + pad("matches", 11, right: true) + pad("typed ms", 11, right: true) + pad("afresh ms", 11, right: true))
        for r in rows {
            print(pad(r.query, 22) + pad(QueryLine.grouped(r.count), 11, right: true) + pad(milliseconds(r.typed), 11, right: true)
                  + pad(milliseconds(r.fresh), 11, right: true))
        }
        let worst = rows.map(\.typed).max() ?? 0
        print("slowest keystroke: \(milliseconds(worst)) ms")
        return 0
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
