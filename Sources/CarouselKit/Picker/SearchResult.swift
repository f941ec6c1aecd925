import Dispatch

/// The lines a query matched, in the order the picker shows them, and how much of the
/// input the search has seen (the rest came in while it ran, or since).
public struct SearchResult: Sendable {
    public var query: String
    /// Sorted `MatchKey`s: the first is shown first.
    public var keys: [UInt64]
    /// Lines `0..<coveredLines` were searched.
    public var coveredLines: Int
    public var reversed: Bool

    public var count: Int { keys.count }

    public func lineIndex(at row: Int) -> Int? {
        guard row >= 0, row < keys.count else { return nil }
        return MatchKey.lineIndex(of: keys[row], reversed: reversed)
    }
}

/// How the picker searches: fzf's flags.
public struct SearchOptions: Sendable, Equatable {
    public var exact = false
    public var caseMatching = CaseMatching.smart
    public var sorts = true
    public var reversed = false
    /// What of each line is matched (`--with-nth`, `--ansi`).
    public var shaping = LineShaping()

    public init(exact: Bool = false, caseMatching: CaseMatching = .smart, sorts: Bool = true, reversed: Bool = false,
                shaping: LineShaping = LineShaping()) {
        self.exact = exact; self.caseMatching = caseMatching; self.sorts = sorts; self.reversed = reversed
        self.shaping = shaping
    }

    public func parse(_ query: String) -> SearchQuery {
        SearchQuery(query, exact: exact, caseMatching: caseMatching)
    }
}

/// One search: the lines of a store matching a query, on as many threads as asked, a
/// chunk at a time with the store held still, giving up between chunks when told to.
public enum SearchPass {
    /// The lines a chunk holds the store for: long enough to be cheap, short enough that
    /// appending never waits more than about a millisecond.
    static let chunk = 4096

    /// Matches `query` among `candidates` (the keys of a wider query's result: only their
    /// lines are looked at) and over the new lines `fresh`; the result is every match,
    /// sorted. Nil when `isCancelled` said so first.
    public static func run(_ store: LineStore, query: SearchQuery, options: SearchOptions, candidates: [UInt64]?,
                           fresh: Range<Int>, threads: Int = 2, isCancelled: @Sendable () -> Bool = { false }) -> [UInt64]? {
        let ranked = options.sorts && query.isRanked
        let reversed = options.reversed
        let candidateCount = candidates?.count ?? 0
        let work = candidateCount + fresh.count
        let slices = max(1, min(threads, work / 8192 + 1))
        let results = SliceKeys(count: slices)
        nonisolated(unsafe) let store = store
        // In input order, so the store is read forward.
        let candidateLines = candidates.map { keys in keys.map { MatchKey.lineIndex(of: $0, reversed: reversed) }.sorted() }
        DispatchQueue.concurrentPerform(iterations: slices) { s in
            let matcher = QueryMatcher(query)
            var keys: [UInt64] = []
            var shaped = ShapedLine(options.shaping)
            func note(_ index: Int, _ line: UnsafeBufferPointer<UInt8>) {
                shaped.with(line) { bytes in
                    guard let score = matcher.score(bytes) else { return }
                    keys.append(ranked ? MatchKey.ranked(score: score, length: matcher.trimmedLength(bytes), index: index, reversed: reversed)
                                       : MatchKey.unranked(index: index, reversed: reversed))
                }
            }
            if let lines = candidateLines {
                let per = (lines.count + slices - 1) / slices
                var i = min(lines.count, s * per)
                let end = min(lines.count, (s + 1) * per)
                while i < end {
                    if isCancelled() { results.cancel(); return }
                    let stop = min(end, i + chunk)
                    store.withReadAccess { store.forEachLine(at: lines[i..<stop], note) }
                    i = stop
                }
            }
            let per = (fresh.count + slices - 1) / slices
            var line = fresh.lowerBound + min(fresh.count, s * per)
            let end = fresh.lowerBound + min(fresh.count, (s + 1) * per)
            while line < end {
                if isCancelled() { results.cancel(); return }
                let stop = min(end, line + chunk)
                store.withReadAccess { store.forEachLine(in: line..<stop, note) }
                line = stop
            }
            keys.sort()
            results.store(s, keys)
        }
        guard !results.isCancelled else { return nil }
        return LineFilter.merge(results.all)
    }

    /// `base` and `more`, both sorted, as one sorted list.
    public static func merged(_ base: [UInt64], _ more: [UInt64]) -> [UInt64] {
        if more.isEmpty { return base }
        if base.isEmpty { return more }
        return LineFilter.merge([base, more])
    }
}

/// Each slice's keys, written by its own thread into its own place.
private final class SliceKeys: @unchecked Sendable {
    private var parts: [[UInt64]]
    private let lock = ReadWriteLock()
    private var cancelled = false

    init(count: Int) { parts = Array(repeating: [], count: count) }
    func store(_ slice: Int, _ keys: [UInt64]) { lock.writing { parts[slice] = keys } }
    func cancel() { lock.writing { cancelled = true } }
    var isCancelled: Bool { lock.reading { cancelled } }
    var all: [[UInt64]] { lock.reading { parts } }
}
