import CarouselCore
import CarouselPlatform
import Dispatch

/// Searches the picker's lines off the event loop: one search at a time, the newest query
/// wins (a search for a query typed over is given up between chunks), and each search
/// starts from the best result it has (fzf's trick: a query that only narrows looks at
/// the previous matches alone; new input is searched and merged in, never the whole list
/// again). A finished search makes `wakeDescriptor` readable for the loop's `poll`.
///
/// Each query is searched in two steps: the first screen (every match counted, the first
/// `screenKeys` in fzf's exact order) and then, unless another query came, the ranking of
/// the rest for paging further; the ranking keeps the first cards as they are.
///
/// All its methods are for the owner's thread; the searches run on a queue of their own.
package final class SearchWorker: @unchecked Sendable {
    package let store: LineStore
    package private(set) var options: SearchOptions
    private let runsInBackground: Bool
    private let queue = DispatchQueue(label: "carousel.search", qos: .userInitiated)
    private let threads: Int
    /// How many of the first matches the first screen ranks: the cards on screen and a
    /// page of prefetch, with room to spare.
    package var screenKeys = 32

    /// What the owner wants and has.
    private var wantedQuery = ""
    private var latest: SearchResult?
    private var inFlight = false
    private var inFlightRanks = false
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
    package init(store: LineStore, options: SearchOptions, runsInBackground: Bool = true, threads: Int = 2) {
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
    package var wakeDescriptor: Int32? { wakePipe[0] >= 0 ? wakePipe[0] : nil }

    /// The current query's first screen is not ready yet (the ranking of the rest, which
    /// changes nothing on screen, does not count).
    package var isSearching: Bool { needsRun || (inFlight && !inFlightRanks) }

    /// The current query's matches are all in order (paging can go anywhere).
    package var isRanked: Bool {
        guard let latest, latest.query == wantedQuery else { return false }
        return latest.isFullyRanked && !needsRun
    }

    /// The query to search for from now on ("" wants nothing searched).
    package func search(_ query: String) {
        guard query != wantedQuery else { return }
        wantedQuery = query
        needsRun = !options.parse(query).isEmpty
        if inFlight { shared.writing { generation += 1 } }
        launchIfIdle()
    }

    /// The store has new lines: they are searched for the current query too.
    package func storeDidGrow() {
        guard !options.parse(wantedQuery).isEmpty else { return }
        needsRun = true
        launchIfIdle()
    }

    /// Lines were dropped from the store's start (`--tail`): every index moved, so nothing
    /// found so far holds; the current query is searched again from nothing.
    package func storeDidDrop() {
        latest = nil
        shared.writing {
            generation += 1
            drops += 1
            finished = nil
        }
        needsRun = !options.parse(wantedQuery).isEmpty
        launchIfIdle()
    }

    /// Searches on under `options` (fzf's `toggle-sort`): what was found under the old ones,
    /// and any search still running with them, no longer holds.
    package func changeOptions(_ new: SearchOptions) {
        guard new != options else { return }
        options = new
        storeDidDrop()
    }

    /// The newest finished search for the current query, once; a search for a query typed
    /// over since is kept only as a start for the next.
    package func takeResult() -> SearchResult? {
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
                // A search that stopped short of the input goes on from where it got to.
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
    package func drainWakeups() -> Bool {
        guard let fd = wakeDescriptor else { return false }
        var sink = [UInt8](repeating: 0, count: 64)
        var any = false
        while read(fd, &sink, sink.count) > 0 { any = true }
        return any
    }

    /// Starts what the current query needs next: its first screen (over what came since its
    /// last result, or a wider query's matches, or everything), else the ranking of its rest.
    @discardableResult
    private func launchIfIdle() -> Bool {
        guard !inFlight else { return false }
        if needsRun {
            needsRun = false
            launchScreen()
            return true
        }
        guard let base = latest, base.query == wantedQuery, !base.isFullyRanked else { return false }
        launchRanking(base)
        return true
    }

    private func launchScreen() {
        let query = wantedQuery, parsed = options.parse(query)
        let count = store.count
        var candidates: [UInt32]? = nil
        var kept: SearchResult? = nil
        var fresh = 0..<count
        if let base = latest, base.coveredLines <= count {
            let baseQuery = options.parse(base.query)
            if baseQuery == parsed {
                kept = base
                fresh = base.coveredLines..<count
            } else if baseQuery.isNarrowed(by: parsed) {
                candidates = base.members
                fresh = base.coveredLines..<count
            }
        }
        let limit = max(1, screenKeys), options = self.options, threads = self.threads
        nonisolated(unsafe) let store = self.store
        run(ranks: false) { [candidates, kept, fresh] isCancelled in
            guard
                let screen = SearchPass.firstScreen(
                    store, query: parsed, options: options, candidates: candidates,
                    fresh: fresh, limit: limit, threads: threads,
                    isCancelled: isCancelled)
            else { return nil }
            guard let kept else {
                return SearchResult(
                    query: query, members: screen.members, ranked: [], rankedMembers: 0, rest: screen.top,
                    coveredLines: fresh.upperBound, reversed: options.reversed)
            }
            // New input: its matches come after the kept ones, its best merge with theirs.
            return SearchResult(
                query: query, members: kept.members + screen.members, ranked: kept.ranked,
                rankedMembers: kept.rankedMembers, rest: KeyPrefix.merged(kept.rest, screen.top),
                coveredLines: fresh.upperBound, reversed: options.reversed)
        }
    }

    private func launchRanking(_ base: SearchResult) {
        let parsed = options.parse(base.query), options = self.options, threads = self.threads
        nonisolated(unsafe) let store = self.store
        run(ranks: true) { isCancelled in
            guard
                let keys = SearchPass.rank(
                    store, query: parsed, options: options,
                    members: base.members[base.rankedMembers...], threads: threads,
                    isCancelled: isCancelled)
            else { return nil }
            return SearchResult(
                query: base.query, members: base.members, ranked: LineFilter.merge([base.ranked, keys]),
                rankedMembers: base.members.count, rest: .empty, coveredLines: base.coveredLines,
                reversed: base.reversed)
        }
    }

    /// Runs `search` on the queue (or here), handing its result over and waking the loop.
    private func run(ranks: Bool, _ search: @escaping @Sendable (@escaping @Sendable () -> Bool) -> SearchResult?) {
        inFlight = true
        inFlightRanks = ranks
        let (mine, dropsAtStart) = shared.writing { () -> (Int, Int) in
            generation += 1; return (generation, drops)
        }
        let job: @Sendable () -> Void = { [self] in
            let result = search { [self] in shared.reading { generation != mine } }
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
    }
}
