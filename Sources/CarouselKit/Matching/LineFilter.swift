import Dispatch

/// Filters a whole `LineStore` by a query, ranked as `fzf --filter` ranks: higher score
/// first, then the `--tiebreak` criteria (by default the shorter line, white space at its
/// ends aside), then input order (reversed with `--tac`). With `--nth` the query matches
/// only the chosen fields (cut by the shaping's delimiter). Without sorting (`--no-sort`, or a
/// query of negations only) the matches keep input order (reversed with `--tac`).
///
/// The lines are matched in as many contiguous slices as there are threads, each ranked by
/// its thread, then merged: the output does not depend on the number of threads.
package enum LineFilter {
    package static func matches(in store: LineStore, query: SearchQuery, sorts: Bool = true,
                               reversed: Bool = false, shaping: LineShaping = LineShaping(),
                               tiebreak: Tiebreak = .fzfDefault, nth: [FieldRange]? = nil, threads: Int = 2) -> [Int] {
        let count = store.count
        let ranked = sorts && query.isRanked
        let slices = max(1, min(threads, count / 4096 + 1))
        let per = (count + slices - 1) / max(1, slices)
        let results = SliceResults(count: slices)
        // Only read while the slices are matched: nothing appends to the store meanwhile.
        nonisolated(unsafe) let store = store
        DispatchQueue.concurrentPerform(iterations: slices) { s in
            let lines = min(count, s * per)..<min(count, (s + 1) * per)
            let matcher = QueryMatcher(query, tiebreak: tiebreak, nth: nth, delimiter: shaping.delimiter)
            results.store(s, match(store, lines: lines, matcher: matcher, ranked: ranked, reversed: reversed, shaping: shaping))
        }
        let parts = results.all
        if !ranked {
            var indices: [Int] = []
            indices.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for part in parts { for key in part { indices.append(Int(key.order)) } }
            return reversed ? indices.reversed() : indices
        }
        return merge(parts).map { MatchKey.lineIndex(of: $0, reversed: reversed) }
    }

    /// The keys of one slice: for ranked output, sorted keys; else plain indices in order
    /// (as keys of input order).
    private static func match(_ store: LineStore, lines: Range<Int>, matcher: QueryMatcher, ranked: Bool, reversed: Bool,
                              shaping: LineShaping) -> [RankKey] {
        var keys: [RankKey] = []
        var shaped = ShapedLine(shaping)
        store.forEachLine(in: lines) { index, line in
            shaped.with(line) { bytes in
                guard ranked else {
                    if matcher.score(bytes) != nil { keys.append(MatchKey.unranked(index: index, reversed: false)) }
                    return
                }
                if let key = matcher.key(bytes, index: index, reversed: reversed) { keys.append(key) }
            }
        }
        if ranked { keys.sort() }
        return keys
    }

    static func merge(_ parts: [[RankKey]]) -> [RankKey] {
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

    /// Each slice's result, written by its own thread into its own place.
    private final class SliceResults: @unchecked Sendable {
        private let parts: UnsafeMutablePointer<[RankKey]>
        private let count: Int
        init(count: Int) {
            self.count = count
            parts = .allocate(capacity: count)
            parts.initialize(repeating: [], count: count)
        }
        deinit {
            parts.deinitialize(count: count)
            parts.deallocate()
        }
        func store(_ slice: Int, _ keys: [RankKey]) { parts[slice] = keys }
        var all: [[RankKey]] { Array(UnsafeBufferPointer(start: parts, count: count)) }
    }
}
