import Dispatch

/// One search, in two parts. The first screen: which lines match (all of them: the count
/// and the next narrower query need them) and the best few in fzf's exact order, scoring
/// exactly only the lines whose score bound could still reach those few. The ranking: every
/// match's exact key, sorted, for paging further; it runs after the first screen is shown.
///
/// Both read the store a chunk at a time with it held still, the chunks claimed by as many
/// threads as asked as each comes free, and give up between chunks when told to (nil).
package enum SearchPass {
    /// The lines a chunk holds the store for: long enough to be cheap, short enough that
    /// appending never waits more than about a millisecond.
    package static let chunk = 4096

    /// What the first screen needs: the matching lines in input order and the first keys.
    package struct Screen {
        package var members: [UInt32]
        package var top: KeyPrefix
    }

    /// Matches `query` among `candidates` (lines in input order, a wider query's matches:
    /// only these are looked at) and over the lines `fresh` (all after the candidates).
    package static func firstScreen(
        _ store: LineStore, query: SearchQuery, options: SearchOptions, candidates: [UInt32]?,
        fresh: Range<Int>, limit: Int, threads: Int,
        isCancelled: @Sendable () -> Bool
    ) -> Screen? {
        let ranked = options.sorts && query.isRanked
        let reversed = options.reversed
        let candidateCount = candidates?.count ?? 0
        let candidateChunks = (candidateCount + chunk - 1) / chunk
        let work = ChunkedWork<[UInt32]>(chunks: candidateChunks + (fresh.count + chunk - 1) / chunk, empty: [])
        let busy = max(1, min(threads, (candidateCount + fresh.count) / 8192 + 1))
        let tops = ChunkedWork<[RankKey]>(chunks: busy, empty: [])
        nonisolated(unsafe) let store = store
        ChunkedWork<[UInt32]>.perform(threads: busy) { thread in
            let visitor = ScreenVisitor(query: query, options: options, ranked: ranked, limit: limit)
            while let k = work.claim() {
                if isCancelled() { work.stop(); return }
                if k < candidateChunks, let candidates {
                    let part = (k * chunk)..<min(candidateCount, (k + 1) * chunk)
                    store.withReadAccess {
                        let looked = candidates.withUnsafeBufferPointer {
                            visitor.visitFuzzyTerms(store, lines: UnsafeBufferPointer(rebasing: $0[part]))
                        }
                        if !looked { store.forEachLine(at: candidates[part]) { visitor.visit($0, $1) } }
                    }
                } else {
                    let from = fresh.lowerBound + (k - candidateChunks) * chunk
                    let lines = from..<min(fresh.upperBound, from + chunk)
                    store.withReadAccess {
                        if !visitor.visitOneLetter(store, lines: lines) && !visitor.visitFuzzyTerms(store, lines: lines) {
                            store.forEachLine(in: lines) { visitor.visit($0, $1) }
                        }
                    }
                }
                work.store(k, visitor.members)
                visitor.members = []
            }
            tops.store(thread, visitor.top.sorted)
        }
        guard let parts = work.all, let top = tops.all else { return nil }
        var members: [UInt32] = []
        members.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { members.append(contentsOf: part) }
        guard ranked else {
            return Screen(members: members, top: KeyPrefix(keys: unrankedKeys(members, reversed: reversed), isComplete: true))
        }
        let best = Array(LineFilter.merge(top).prefix(limit))
        return Screen(members: members, top: KeyPrefix(keys: best, isComplete: best.count == members.count))
    }

    /// Every key of `members` (lines in input order that match `query`), sorted: each chunk
    /// sorted by the thread that scored it, then the chunks merged, two threads at a time.
    package static func rank(
        _ store: LineStore, query: SearchQuery, options: SearchOptions, members: ArraySlice<UInt32>,
        threads: Int, isCancelled: @Sendable () -> Bool
    ) -> [RankKey]? {
        guard options.sorts && query.isRanked else { return unrankedKeys(Array(members), reversed: options.reversed) }
        let reversed = options.reversed
        let work = ChunkedWork<[RankKey]>(chunks: (members.count + chunk - 1) / chunk, empty: [])
        nonisolated(unsafe) let store = store
        ChunkedWork<[RankKey]>.perform(threads: max(1, min(threads, members.count / 8192 + 1))) { _ in
            let matcher = options.matcher(query)
            var shaped = ShapedLine(options.shaping)
            while let k = work.claim() {
                if isCancelled() { work.stop(); return }
                let first = members.startIndex + k * chunk
                let lines = members[first..<min(members.endIndex, first + chunk)]
                var keys: [RankKey] = []
                keys.reserveCapacity(lines.count)
                store.withReadAccess {
                    store.forEachLine(at: lines) { index, line in
                        shaped.with(line) { bytes in
                            if let key = matcher.key(bytes, index: index, reversed: reversed) { keys.append(key) }
                        }
                    }
                }
                keys.sort()
                work.store(k, keys)
            }
        }
        guard let runs = work.all else { return nil }
        return LineFilter.mergeRuns(runs, threads: threads, isCancelled: isCancelled)
    }

    /// Input order (backwards with `--tac`) as keys.
    package static func unrankedKeys(_ members: [UInt32], reversed: Bool) -> [RankKey] {
        reversed
            ? members.reversed().map { MatchKey.unranked(index: Int($0), reversed: true) }
            : members.map { MatchKey.unranked(index: Int($0), reversed: false) }
    }
}
