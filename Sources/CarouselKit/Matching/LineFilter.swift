import Dispatch

/// Filters a whole `LineStore` by a query, ranked as `fzf --filter` ranks (its default
/// `--tiebreak=length`): higher score first, then the shorter line (white space at its ends
/// aside), then input order (reversed with `--tac`). Without sorting (`--no-sort`, or a
/// query of negations only) the matches keep input order (reversed with `--tac`).
///
/// The lines are matched in as many contiguous slices as there are threads, each ranked by
/// its thread, then merged: the output does not depend on the number of threads.
public enum LineFilter {
    public static func matches(in store: LineStore, query: SearchQuery, sorts: Bool = true,
                               reversed: Bool = false, shaping: LineShaping = LineShaping(), threads: Int = 2) -> [Int] {
        let count = store.count
        let ranked = sorts && query.isRanked
        let slices = max(1, min(threads, count / 4096 + 1))
        let per = (count + slices - 1) / max(1, slices)
        let results = SliceResults(count: slices)
        // Only read while the slices are matched: nothing appends to the store meanwhile.
        nonisolated(unsafe) let store = store
        DispatchQueue.concurrentPerform(iterations: slices) { s in
            let lines = min(count, s * per)..<min(count, (s + 1) * per)
            results.store(s, match(store, lines: lines, query: query, ranked: ranked, reversed: reversed, shaping: shaping))
        }
        let parts = results.all
        if !ranked {
            var indices: [Int] = []
            indices.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for part in parts { for key in part { indices.append(Int(key)) } }
            return reversed ? indices.reversed() : indices
        }
        return merge(parts).map { MatchKey.lineIndex(of: $0, reversed: reversed) }
    }

    /// The keys of one slice: for ranked output, sorted keys of (inverted score, length,
    /// index); else plain indices in order.
    private static func match(_ store: LineStore, lines: Range<Int>, query: SearchQuery, ranked: Bool, reversed: Bool,
                              shaping: LineShaping) -> [UInt64] {
        let matcher = QueryMatcher(query)
        var keys: [UInt64] = []
        var shaped = ShapedLine(shaping)
        store.forEachLine(in: lines) { index, line in
            shaped.with(line) { bytes in
                guard let score = matcher.score(bytes) else { return }
                guard ranked else { keys.append(UInt64(index)); return }
                keys.append(MatchKey.ranked(score: score, length: matcher.trimmedLength(bytes), index: index, reversed: reversed))
            }
        }
        if ranked { keys.sort() }
        return keys
    }

    static func merge(_ parts: [[UInt64]]) -> [UInt64] {
        var merged = parts.first ?? []
        for part in parts.dropFirst() {
            var out: [UInt64] = []
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
        private let parts: UnsafeMutablePointer<[UInt64]>
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
        func store(_ slice: Int, _ keys: [UInt64]) { parts[slice] = keys }
        var all: [[UInt64]] { Array(UnsafeBufferPointer(start: parts, count: count)) }
    }
}
