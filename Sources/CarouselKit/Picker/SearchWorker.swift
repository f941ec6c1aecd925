#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Searches the picker's lines off the event loop: one search at a time, the newest query
/// wins (a search for a query typed over is given up between chunks), and each search
/// starts from the best result it has (fzf's trick: a query that only narrows looks at
/// the previous matches alone; new input is searched and merged in, never the whole list
/// again). A finished search makes `wakeDescriptor` readable for the loop's `poll`.
///
/// All its methods are for the owner's thread; the searches run on a queue of their own.
public final class SearchWorker: @unchecked Sendable {
    public let store: LineStore
    public let options: SearchOptions
    private let runsInBackground: Bool
    private let queue = DispatchQueue(label: "carousel.search", qos: .userInitiated)
    private let threads: Int
    /// New lines searched in one go: a search of a million lines shows its first matches
    /// after a tenth of them (about a tenth of a second on two cores), and goes on from
    /// there (a result says how far it got).
    public var linesPerRound = 100_000

    /// What the owner wants and has.
    private var wantedQuery = ""
    private var latest: SearchResult?
    private var inFlight = false
    private var needsRun = false

    /// Shared with the search thread.
    private let shared = ReadWriteLock()
    private var generation = 0
    /// Counts `storeDidDrop`s: a search that started before one found lines that moved.
    private var drops = 0
    private var finished: SearchResult?
    private var completions = 0
    private var takenCompletions = 0
    private var wakePipe: [Int32] = [-1, -1]

    /// `runsInBackground: false` searches within `search(_:)` (tests, benchmarks).
    public init(store: LineStore, options: SearchOptions, runsInBackground: Bool = true, threads: Int = 2) {
        self.store = store
        self.options = options
        self.runsInBackground = runsInBackground
        self.threads = max(1, threads)
        if runsInBackground {
            if pipe(&wakePipe) == 0 {
                for fd in wakePipe {
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                }
            } else {
                wakePipe = [-1, -1]
            }
        }
    }

    deinit {
        for fd in wakePipe where fd >= 0 { close(fd) }
    }

    /// Readable when a search has finished (nil when searches run in place).
    public var wakeDescriptor: Int32? { wakePipe[0] >= 0 ? wakePipe[0] : nil }

    /// A search is running or waiting to (the input not all searched yet for the query).
    public var isSearching: Bool { inFlight || needsRun }

    /// The query to search for from now on ("" wants nothing searched).
    public func search(_ query: String) {
        guard query != wantedQuery else { return }
        wantedQuery = query
        needsRun = !options.parse(query).isEmpty
        if inFlight { shared.writing { generation += 1 } }
        launchIfIdle()
    }

    /// The store has new lines: they are searched for the current query too.
    public func storeDidGrow() {
        guard !options.parse(wantedQuery).isEmpty else { return }
        needsRun = true
        launchIfIdle()
    }

    /// Lines were dropped from the store's start (`--tail`): every index moved, so nothing
    /// found so far holds; the current query is searched again from nothing.
    public func storeDidDrop() {
        latest = nil
        shared.writing {
            generation += 1
            drops += 1
            finished = nil
        }
        needsRun = !options.parse(wantedQuery).isEmpty
        launchIfIdle()
    }

    /// The newest finished search for the current query, once; a search for a query typed
    /// over since is kept only as a start for the next.
    public func takeResult() -> SearchResult? {
        var newest: SearchResult?
        while true {
            drainWakeups()
            let (result, count) = shared.writing { () -> (SearchResult?, Int) in
                defer { finished = nil }
                return (finished, completions)
            }
            if count != takenCompletions {
                takenCompletions = count
                inFlight = false
            }
            if let result {
                latest = result
                newest = result
                // A round that stopped short of the input goes on from where it got to.
                if result.query == wantedQuery, result.coveredLines < store.count { needsRun = true }
            }
            // Searching in place, the next search is done as soon as it starts: take it too.
            guard launchIfIdle(), !runsInBackground else { break }
        }
        guard let newest, newest.query == wantedQuery else { return nil }
        return newest
    }

    /// Empties the wake-up pipe; true when a search had finished.
    @discardableResult
    public func drainWakeups() -> Bool {
        guard let fd = wakeDescriptor else { return false }
        var sink = [UInt8](repeating: 0, count: 64)
        var any = false
        while read(fd, &sink, sink.count) > 0 { any = true }
        return any
    }

    @discardableResult
    private func launchIfIdle() -> Bool {
        guard !inFlight, needsRun else { return false }
        needsRun = false
        inFlight = true
        let query = wantedQuery, parsed = options.parse(query)
        let count = store.count
        // Where to start: the same query's result (search only what came since), a wider
        // query's (search its matches and what came since), or nothing (search everything).
        var candidates: [UInt64]? = nil
        var kept: [UInt64] = []
        var fresh = 0..<count
        if let base = latest, base.coveredLines <= count {
            let baseQuery = options.parse(base.query)
            if baseQuery == parsed {
                kept = base.keys
                fresh = base.coveredLines..<count
            } else if baseQuery.isNarrowed(by: parsed) {
                candidates = base.keys
                fresh = base.coveredLines..<count
            }
        }
        let end = min(count, fresh.lowerBound + max(1, linesPerRound))
        fresh = fresh.lowerBound..<end
        let (mine, dropsAtStart) = shared.writing { () -> (Int, Int) in generation += 1; return (generation, drops) }
        let options = self.options, threads = self.threads
        nonisolated(unsafe) let store = self.store
        let job: @Sendable () -> Void = { [self, candidates, kept, fresh] in
            let keys = SearchPass.run(store, query: parsed, options: options, candidates: candidates, fresh: fresh,
                                      threads: threads, isCancelled: { [self] in shared.reading { generation != mine } })
            let result = keys.map { SearchResult(query: query, keys: SearchPass.merged(kept, $0), coveredLines: end,
                                                 reversed: options.reversed) }
            shared.writing {
                // A search of lines that have moved since (`--tail`) gives nothing.
                if let result, drops == dropsAtStart { finished = result }
                completions += 1
            }
            if wakePipe[1] >= 0 {
                var byte: UInt8 = 1
                _ = write(wakePipe[1], &byte, 1)
            }
        }
        if runsInBackground { queue.async(execute: job) } else { job() }
        return true
    }
}
