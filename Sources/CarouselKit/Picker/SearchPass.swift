import Dispatch

/// One search, in two parts. The first screen: which lines match (all of them: the count
/// and the next narrower query need them) and the best few in fzf's exact order, scoring
/// exactly only the lines whose score bound could still reach those few. The ranking: every
/// match's exact key, sorted, for paging further; it runs after the first screen is shown.
///
/// Both read the store a chunk at a time with it held still, on as many threads as asked,
/// and give up between chunks when told to (nil).
package enum SearchPass {
    /// The lines a chunk holds the store for: long enough to be cheap, short enough that
    /// appending never waits more than about a millisecond.
    static let chunk = 4096

    /// What the first screen needs: the matching lines in input order and the first keys.
    struct Screen {
        var members: [UInt32]
        var top: KeyPrefix
    }

    /// Matches `query` among `candidates` (lines in input order, a wider query's matches:
    /// only these are looked at) and over the lines `fresh` (all after the candidates).
    static func firstScreen(_ store: LineStore, query: SearchQuery, options: SearchOptions, candidates: [UInt32]?,
                            fresh: Range<Int>, limit: Int, threads: Int,
                            isCancelled: @Sendable () -> Bool) -> Screen? {
        let ranked = options.sorts && query.isRanked
        let reversed = options.reversed
        let work = (candidates?.count ?? 0) + fresh.count
        let slices = max(1, min(threads, work / 8192 + 1))
        let parts = SliceParts<([UInt32], [UInt32], [RankKey])>(count: slices, empty: ([], [], []))
        nonisolated(unsafe) let store = store
        DispatchQueue.concurrentPerform(iterations: slices) { s in
            let visitor = ScreenVisitor(query: query, options: options, ranked: ranked, limit: limit)
            var fromCandidates: [UInt32] = []
            if let candidates {
                let per = (candidates.count + slices - 1) / slices
                var i = min(candidates.count, s * per)
                let end = min(candidates.count, (s + 1) * per)
                while i < end {
                    if isCancelled() { parts.cancel(); return }
                    let stop = min(end, i + chunk)
                    let lines = candidates[i..<stop].map { Int($0) }
                    store.withReadAccess { store.forEachLine(at: lines[...]) { visitor.visit($0, $1) } }
                    i = stop
                }
                fromCandidates = visitor.members
                visitor.members = []
            }
            let per = (fresh.count + slices - 1) / slices
            var line = fresh.lowerBound + min(fresh.count, s * per)
            let end = fresh.lowerBound + min(fresh.count, (s + 1) * per)
            while line < end {
                if isCancelled() { parts.cancel(); return }
                let stop = min(end, line + chunk)
                store.withReadAccess { store.forEachLine(in: line..<stop) { visitor.visit($0, $1) } }
                line = stop
            }
            parts.store(s, (fromCandidates, visitor.members, visitor.top.sorted))
        }
        guard let all = parts.all else { return nil }
        var members: [UInt32] = []
        members.reserveCapacity(all.reduce(0) { $0 + $1.0.count + $1.1.count })
        for part in all { members.append(contentsOf: part.0) }
        for part in all { members.append(contentsOf: part.1) }
        guard ranked else {
            return Screen(members: members, top: KeyPrefix(keys: unrankedKeys(members, reversed: reversed), isComplete: true))
        }
        let best = Array(LineFilter.merge(all.map(\.2)).prefix(limit))
        return Screen(members: members, top: KeyPrefix(keys: best, isComplete: best.count == members.count))
    }

    /// Every key of `members` (lines in input order that match `query`), sorted.
    static func rank(_ store: LineStore, query: SearchQuery, options: SearchOptions, members: ArraySlice<UInt32>,
                     threads: Int, isCancelled: @Sendable () -> Bool) -> [RankKey]? {
        guard options.sorts && query.isRanked else { return unrankedKeys(Array(members), reversed: options.reversed) }
        let reversed = options.reversed
        let slices = max(1, min(threads, members.count / 8192 + 1))
        let parts = SliceParts<[RankKey]>(count: slices, empty: [])
        nonisolated(unsafe) let store = store
        DispatchQueue.concurrentPerform(iterations: slices) { s in
            let matcher = options.matcher(query)
            var shaped = ShapedLine(options.shaping)
            var keys: [RankKey] = []
            let per = (members.count + slices - 1) / slices
            var i = members.startIndex + min(members.count, s * per)
            let end = members.startIndex + min(members.count, (s + 1) * per)
            keys.reserveCapacity(max(0, end - i))
            while i < end {
                if isCancelled() { parts.cancel(); return }
                let stop = min(end, i + chunk)
                let lines = members[i..<stop].map { Int($0) }
                store.withReadAccess {
                    store.forEachLine(at: lines[...]) { index, line in
                        shaped.with(line) { bytes in
                            if let key = matcher.key(bytes, index: index, reversed: reversed) { keys.append(key) }
                        }
                    }
                }
                i = stop
            }
            keys.sort()
            parts.store(s, keys)
        }
        guard let all = parts.all else { return nil }
        return LineFilter.merge(all)
    }

    /// Input order (backwards with `--tac`) as keys.
    static func unrankedKeys(_ members: [UInt32], reversed: Bool) -> [RankKey] {
        reversed ? members.reversed().map { MatchKey.unranked(index: Int($0), reversed: true) }
                 : members.map { MatchKey.unranked(index: Int($0), reversed: false) }
    }
}

/// Each slice's part, written by its own thread into its own place; nil once cancelled.
private final class SliceParts<Part>: @unchecked Sendable {
    private var parts: [Part]
    private let lock = ReadWriteLock()
    private var cancelled = false

    init(count: Int, empty: Part) { parts = Array(repeating: empty, count: count) }
    func store(_ slice: Int, _ part: Part) { lock.writing { parts[slice] = part } }
    func cancel() { lock.writing { cancelled = true } }
    var all: [Part]? { lock.reading { cancelled ? nil : parts } }
}
