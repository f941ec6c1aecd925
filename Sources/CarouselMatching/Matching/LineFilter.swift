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
    /// The lines a chunk holds: what a thread claims at a time, and what is copied out at once.
    static let chunk = 4096

    package static func matches(
        in store: LineStore, query: SearchQuery, sorts: Bool = true,
        reversed: Bool = false, shaping: LineShaping = LineShaping(),
        tiebreak: Tiebreak = .fzfDefault, nth: [FieldRange]? = nil, threads: Int = 2
    ) -> [Int] {
        matchesCopyingLines(
            in: store, query: query, sorts: sorts, reversed: reversed, shaping: shaping, tiebreak: tiebreak, nth: nth,
            threads: threads, copies: false
        ).indices
    }

    /// The matches, as `matches(in:…)` gives them, and, for a store reading a file in place,
    /// a copy of each matching line: every chunk's pages are let go once it is matched, so
    /// the run holds its matches rather than the file (nil for a store of its own bytes,
    /// whose lines stay where they are).
    package static func matchesCopyingLines(
        in store: LineStore, query: SearchQuery, sorts: Bool = true,
        reversed: Bool = false, shaping: LineShaping = LineShaping(),
        tiebreak: Tiebreak = .fzfDefault, nth: [FieldRange]? = nil, threads: Int = 2, copies: Bool = true
    ) -> (indices: [Int], copies: MatchedLineCopies?) {
        let count = store.count
        let ranked = sorts && query.isRanked
        let copies = copies && store.readsFileInPlace
        let chunks = (count + chunk - 1) / chunk
        let work = ChunkedWork<[RankKey]>(chunks: chunks, empty: [])
        let copied = ChunkedWork<MatchedLineCopies.Chunk>(chunks: copies ? chunks : 0, empty: MatchedLineCopies.Chunk())
        // Only read while the chunks are matched: nothing appends to the store meanwhile.
        nonisolated(unsafe) let store = store
        ChunkedWork<[RankKey]>.perform(threads: max(1, min(threads, count / 4096 + 1))) { _ in
            let matcher = QueryMatcher(query, tiebreak: tiebreak, nth: nth, delimiter: shaping.delimiter)
            let quick = QuickRejection(query)
            var shaped = ShapedLine(shaping)
            while let k = work.claim() {
                let lines = (k * chunk)..<min(count, (k + 1) * chunk)
                var copy: MatchedLineCopies.Chunk? = copies ? MatchedLineCopies.Chunk() : nil
                work.store(
                    k,
                    match(
                        store, lines: lines, matcher: matcher, quick: quick, ranked: ranked, reversed: reversed,
                        shaped: &shaped, copy: &copy))
                if let copy { copied.store(k, copy) }
            }
        }
        let parts = work.all ?? []
        let lineCopies = copies ? copied.all.map { MatchedLineCopies(chunks: $0, linesPerChunk: chunk) } : nil
        if !ranked {
            var indices: [Int] = []
            indices.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for part in parts { for key in part { indices.append(Int(key.order)) } }
            return (reversed ? indices.reversed() : indices, lineCopies)
        }
        return ((mergeRuns(parts, threads: threads) ?? []).map { MatchKey.lineIndex(of: $0, reversed: reversed) }, lineCopies)
    }

    /// The keys of one slice: for ranked output, sorted keys; else plain indices in order
    /// (as keys of input order). With `copy`, each matching line is copied into it.
    private static func match(
        _ store: LineStore, lines: Range<Int>, matcher: QueryMatcher, quick: QuickRejection, ranked: Bool,
        reversed: Bool, shaped: inout ShapedLine, copy: inout MatchedLineCopies.Chunk?
    ) -> [RankKey] {
        var keys: [RankKey] = []
        let looksFirst = quick.isUseful
        store.forEachLine(in: lines) { index, line in
            let before = keys.count
            shaped.with(line) { bytes in
                if looksFirst && quick.rulesOut(bytes) { return }
                guard ranked else {
                    if matcher.score(bytes) != nil { keys.append(MatchKey.unranked(index: index, reversed: false)) }
                    return
                }
                if let key = matcher.key(bytes, index: index, reversed: reversed) { keys.append(key) }
            }
            if keys.count != before { copy?.append(index, line) }
        }
        // Lines never printed, or printed from their copies: a file read in place lets their pages go.
        if keys.isEmpty || copy != nil { store.releaseLines(lines) }
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
