import Dispatch

/// Filters a whole `LineStore` by a query, ranked as `fzf --filter` ranks: higher score
/// first, then the `--tiebreak` criteria (by default the shorter line, white space at its
/// ends aside), then input order (reversed with `--tac`). With `--nth` the query matches
/// only the chosen fields (cut by the shaping's delimiter). Without sorting (`--no-sort`, or a
/// query of negations only) the matches keep input order (reversed with `--tac`).
///
/// The lines are matched in chunks that the threads claim as each comes free, each chunk
/// ranked by its thread, then the chunks merged: the output does not depend on the number
/// of threads.
package enum LineFilter {
    package static func matches(
        in store: LineStore, query: SearchQuery, sorts: Bool = true,
        reversed: Bool = false, shaping: LineShaping = LineShaping(),
        tiebreak: Tiebreak = .fzfDefault, nth: [FieldRange]? = nil, threads: Int = 2
    ) -> [Int] {
        let count = store.count
        let ranked = sorts && query.isRanked
        let chunk = 4096
        let work = ChunkedWork<[RankKey]>(chunks: (count + chunk - 1) / chunk, empty: [])
        // Only read while the chunks are matched: nothing appends to the store meanwhile.
        nonisolated(unsafe) let store = store
        ChunkedWork<[RankKey]>.perform(threads: max(1, min(threads, count / 4096 + 1))) { _ in
            let matcher = QueryMatcher(query, tiebreak: tiebreak, nth: nth, delimiter: shaping.delimiter)
            let quick = QuickRejection(query)
            var shaped = ShapedLine(shaping)
            while let k = work.claim() {
                let lines = (k * chunk)..<min(count, (k + 1) * chunk)
                work.store(
                    k,
                    match(
                        store, lines: lines, matcher: matcher, quick: quick, ranked: ranked, reversed: reversed,
                        shaped: &shaped))
            }
        }
        let parts = work.all ?? []
        if !ranked {
            var indices: [Int] = []
            indices.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for part in parts { for key in part { indices.append(Int(key.order)) } }
            return reversed ? indices.reversed() : indices
        }
        return (mergeRuns(parts, threads: threads) ?? []).map { MatchKey.lineIndex(of: $0, reversed: reversed) }
    }

    /// The keys of one slice: for ranked output, sorted keys; else plain indices in order
    /// (as keys of input order).
    private static func match(
        _ store: LineStore, lines: Range<Int>, matcher: QueryMatcher, quick: QuickRejection, ranked: Bool,
        reversed: Bool, shaped: inout ShapedLine
    ) -> [RankKey] {
        var keys: [RankKey] = []
        let looksFirst = quick.isUseful
        store.forEachLine(in: lines) { index, line in
            shaped.with(line) { bytes in
                if looksFirst && quick.rulesOut(bytes) { return }
                guard ranked else {
                    if matcher.score(bytes) != nil { keys.append(MatchKey.unranked(index: index, reversed: false)) }
                    return
                }
                if let key = matcher.key(bytes, index: index, reversed: reversed) { keys.append(key) }
            }
        }
        // Lines of which none matched are never printed: a file read in place lets their pages go.
        if keys.isEmpty { store.releaseLines(lines) }
        if ranked { keys.sort() }
        return keys
    }

    package static func merge(_ parts: [[RankKey]]) -> [RankKey] {
        var merged = parts.first ?? []
        for part in parts.dropFirst() {
            var out: [RankKey] = []
            out.reserveCapacity(merged.count + part.count)
            var i = 0, j = 0
            while i < merged.count && j < part.count {
                if merged[i] <= part[j] { out.append(merged[i]); i += 1 } else { out.append(part[j]); j += 1 }
            }
            out.append(contentsOf: merged[i...])
            out.append(contentsOf: part[j...])
            merged = out
        }
        return merged
    }
}
