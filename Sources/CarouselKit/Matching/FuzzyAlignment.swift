/// fzf's fuzzy match (its FuzzyMatchV2): of all the ways the term's characters appear in the
/// line in order, the one with the highest score, found by filling a score matrix row by row
/// (a Smith-Waterman alignment in which no term character may be left out).
///
/// Each cell holds the best score of the term's first characters ending at or before that
/// column, and a second matrix the length of the consecutive run ending there; a run carries
/// the bonus of its first character, so that `foob` prefers "foobar" to "foo-bar". Lines too
/// long for the matrix get fzf's greedy match instead (`GreedyMatch`), as fzf does.
enum FuzzyAlignment {
    static func score(_ line: inout LineText, pattern: [UInt32], caseSensitive: Bool, normalize: Bool,
                      scratch: MatchScratch) -> Int? {
        let m = pattern.count
        guard m > 0 else { return 0 }
        var start = 0
        if line.isASCII {
            guard let s = line.asciiSearchStart(pattern, caseSensitive: caseSensitive) else { return nil }
            start = s
        }
        let text = line.characters()
        let n = text.count
        if n &* m > ScoreRules.alignmentCellLimit {
            return GreedyMatch.score(line.characters(), pattern: pattern, caseSensitive: caseSensitive, normalize: normalize)
        }
        scratch.prepareRows(n: n, m: m)
        let folded = scratch.folded.pointer, bonus = scratch.bonus.pointer
        let h0 = scratch.firstRowScore.pointer, c0 = scratch.firstRowRun.pointer
        let first = scratch.firstOccurrence.pointer

        // The first row, the bonus of each column, and where each term character first
        // appears after the previous one (no match if one never does).
        var maxScore: Int16 = 0
        var found = 0, last = 0
        let head = pattern[0]
        var wanted = head
        var previousScore: Int16 = 0, previousClass = CharacterClass.white, inGap = false
        var i = start
        while i < n {
            var c = text[i]
            let cls = CharacterTables.characterClass(c)
            if c < 128 {
                if !caseSensitive && cls == .upper { c &+= 32 }
            } else {
                if !caseSensitive && cls == .upper { c = CharacterTables.lowercased(c) }
                if normalize { c = CharacterTables.folded(c) }
            }
            folded[i] = c
            let b = CharacterClass.bonus(after: previousClass, for: cls)
            bonus[i] = b
            previousClass = cls
            if c == wanted {
                if found < m {
                    first[found] = Int32(truncatingIfNeeded: i)
                    found &+= 1
                    wanted = pattern[min(found, m &- 1)]
                }
                last = i
            }
            if c == head {
                let s = ScoreRules.match &+ b &* ScoreRules.firstCharMultiplier
                h0[i] = s
                c0[i] = 1
                if m == 1 && s > maxScore {
                    maxScore = s
                    // fzf stops at the first occurrence on a word boundary.
                    if b >= ScoreRules.boundary { break }
                }
                inGap = false
            } else {
                h0[i] = max(previousScore &+ (inGap ? ScoreRules.gapExtension : ScoreRules.gapStart), 0)
                c0[i] = 0
                inGap = true
            }
            previousScore = h0[i]
            i &+= 1
        }
        guard found == m else { return nil }
        if m == 1 { return Int(maxScore) }

        // The other rows, each from the column where its character first appears.
        let f0 = Int(first[0])
        let width = last &- f0 &+ 1
        scratch.prepareMatrix(cells: width &* m)
        let h = scratch.score.pointer, run = scratch.run.pointer
        for j in 0..<width { h[j] = h0[f0 &+ j]; run[j] = c0[f0 &+ j] }
        for p in 1..<m {
            let from = Int(first[p])
            let wantedChar = pattern[p]
            let row = p &* width
            let above = row &- width
            var inGap = false
            h[row &+ from &- f0 &- 1] = 0
            var col = from
            while col <= last {
                let j = col &- f0
                let s2 = h[row &+ j &- 1] &+ (inGap ? ScoreRules.gapExtension : ScoreRules.gapStart)
                var s1: Int16 = 0
                var consecutive: Int16 = 0
                if folded[col] == wantedChar {
                    s1 = h[above &+ j &- 1] &+ ScoreRules.match
                    var b = bonus[col]
                    consecutive = run[above &+ j &- 1] &+ 1
                    if consecutive > 1 {
                        let runStartBonus = bonus[col &- Int(consecutive) &+ 1]
                        if b >= ScoreRules.boundary && b > runStartBonus {
                            consecutive = 1  // a better boundary starts a new run
                        } else {
                            b = max(b, max(ScoreRules.consecutive, runStartBonus))
                        }
                    }
                    if s1 &+ b < s2 {
                        s1 &+= bonus[col]
                        consecutive = 0
                    } else {
                        s1 &+= b
                    }
                }
                run[row &+ j] = consecutive
                inGap = s1 < s2
                let s = max(s1, s2, 0)
                if p == m &- 1 && s > maxScore { maxScore = s }
                h[row &+ j] = s
                col &+= 1
            }
        }
        return Int(maxScore)
    }
}

/// fzf's greedy fuzzy match (FuzzyMatchV1), used for lines too long for the score matrix:
/// the first place the term's characters appear in order, narrowed from its end backwards to
/// the shortest such span, scored as the other matchers score a span.
enum GreedyMatch {
    static func score(_ text: UnsafeBufferPointer<UInt32>, pattern: [UInt32], caseSensitive: Bool, normalize: Bool) -> Int? {
        let m = pattern.count
        var k = 0, spanStart = -1, spanEnd = -1
        for i in 0..<text.count {
            var c = SpanScore.lowered(text[i], caseSensitive: caseSensitive)
            if normalize { c = CharacterTables.folded(c) }
            if c == pattern[k] {
                if spanStart < 0 { spanStart = i }
                k &+= 1
                if k == m { spanEnd = i &+ 1; break }
            }
        }
        guard spanStart >= 0, spanEnd >= 0 else { return nil }
        k -= 1
        var i = spanEnd &- 1
        while i >= spanStart {
            // As fzf, the backward pass folds case but not accents.
            if SpanScore.lowered(text[i], caseSensitive: caseSensitive) == pattern[k] {
                k &-= 1
                if k < 0 { spanStart = i; break }
            }
            i &-= 1
        }
        return SpanScore.score(text, pattern: pattern, span: spanStart..<spanEnd, caseSensitive: caseSensitive, normalize: normalize)
    }
}
