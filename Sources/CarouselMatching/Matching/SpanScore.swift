/// The score of a term matched over a known span of the line, by the same rules as the
/// fuzzy alignment (fzf's calculateScore): what the exact, prefix, suffix and greedy
/// matchers report, so that their lines rank among fuzzy ones as in fzf.
package enum SpanScore {
    /// Case folded as fzf folds the line outside the alignment: ASCII by arithmetic, other
    /// characters by their simple lower case.
    @inline(__always)
    package static func lowered(_ c: UInt32, caseSensitive: Bool) -> UInt32 {
        if caseSensitive { return c }
        return CharacterTables.lowercased(c)
    }

    package static func score(
        _ text: UnsafeBufferPointer<UInt32>, pattern: [UInt32], span: Range<Int>,
        caseSensitive: Bool, normalize: Bool, scoring: Scoring
    ) -> Int {
        var k = 0, total = 0, inGap = false, consecutive = 0
        var firstBonus: Int16 = 0
        var previousClass = span.lowerBound > 0 ? scoring.characterClass(text[span.lowerBound &- 1]) : scoring.initialClass
        for i in span {
            guard k < pattern.count else { break }
            let raw = text[i]
            let cls = scoring.characterClass(raw)
            var c = lowered(raw, caseSensitive: caseSensitive)
            if normalize { c = CharacterTables.folded(c) }
            if c == pattern[k] {
                total &+= Int(ScoreRules.match)
                var b = scoring.bonus(after: previousClass, for: cls)
                if consecutive == 0 {
                    firstBonus = b
                } else {
                    if b >= ScoreRules.boundary && b > firstBonus { firstBonus = b }
                    b = max(b, firstBonus, ScoreRules.consecutive)
                }
                total &+= Int(k == 0 ? b &* ScoreRules.firstCharMultiplier : b)
                inGap = false
                consecutive &+= 1
                k &+= 1
            } else {
                total &+= Int(inGap ? ScoreRules.gapExtension : ScoreRules.gapStart)
                inGap = true
                consecutive = 0
                firstBonus = 0
            }
            previousClass = cls
        }
        return total
    }

    /// The bonus of the character at `i` (fzf's bonusAt): the start of the line counts as
    /// after white space.
    @inline(__always)
    package static func bonus(at i: Int, in text: UnsafeBufferPointer<UInt32>, scoring: Scoring) -> Int16 {
        if i == 0 { return scoring.boundaryWhite }
        return scoring.bonus(after: scoring.characterClass(text[i &- 1]), for: scoring.characterClass(text[i]))
    }
}
