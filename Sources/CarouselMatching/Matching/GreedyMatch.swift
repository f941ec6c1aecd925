/// fzf's greedy fuzzy match (FuzzyMatchV1), used for lines too long for the score matrix:
/// the first place the term's characters appear in order, narrowed from its end backwards to
/// the shortest such span, scored as the other matchers score a span. Backwards (fzf under
/// `--tiebreak end`) the same from the line's end: the last such place.
package enum GreedyMatch {
    package static func match(
        _ text: UnsafeBufferPointer<UInt32>, pattern: [UInt32], caseSensitive: Bool, normalize: Bool,
        forward: Bool = true, scoring: Scoring
    ) -> TermHit? {
        let m = pattern.count, n = text.count
        // Positions counted from the end when going backwards, for the text and the term alike.
        @inline(__always) func at(_ i: Int, _ count: Int) -> Int { forward ? i : count &- 1 &- i }
        var k = 0, spanStart = -1, spanEnd = -1
        for i in 0..<n {
            var c = SpanScore.lowered(text[at(i, n)], caseSensitive: caseSensitive)
            if normalize { c = CharacterTables.folded(c) }
            if c == pattern[at(k, m)] {
                if spanStart < 0 { spanStart = i }
                k &+= 1
                if k == m { spanEnd = i &+ 1; break }
            }
        }
        guard spanStart >= 0, spanEnd >= 0 else { return nil }
        k -= 1
        var i = spanEnd &- 1
        while i >= spanStart {
            // As fzf, the narrowing pass folds case but not accents.
            if SpanScore.lowered(text[at(i, n)], caseSensitive: caseSensitive) == pattern[at(k, m)] {
                k &-= 1
                if k < 0 { spanStart = i; break }
            }
            i &-= 1
        }
        if !forward { (spanStart, spanEnd) = (n &- spanEnd, n &- spanStart) }
        let score = SpanScore.score(
            text, pattern: pattern, span: spanStart..<spanEnd, caseSensitive: caseSensitive,
            normalize: normalize, scoring: scoring)
        return TermHit(score: score, start: spanStart, end: spanEnd)
    }
}
