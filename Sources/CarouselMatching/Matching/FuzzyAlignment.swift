/// fzf's fuzzy match (its FuzzyMatchV2): of all the ways the term's characters appear in the
/// line in order, the one with the highest score, found by filling a score matrix row by row
/// (a Smith-Waterman alignment in which no term character may be left out).
///
/// Each cell holds the best score of the term's first characters ending at or before that
/// column, and a second matrix the length of the consecutive run ending there; a run carries
/// the bonus of its first character, so that `foob` prefers "foobar" to "foo-bar". Lines too
/// long for the matrix, and terms over 1000 characters, get fzf's greedy match instead
/// (`GreedyMatch`), as fzf does.
package enum FuzzyAlignment {
    /// - Parameters:
    ///   - forward: of equal best scores, the first place (else the last: fzf under `--tiebreak end`).
    ///   - exactStart: trace the alignment back for where it starts (else the first occurrence
    ///     of the term's first character stands for it, as fzf reports it unless it needs it).
    package static func match(
        _ line: inout LineText, pattern: [UInt32], caseSensitive: Bool, normalize: Bool,
        forward: Bool = true, exactStart: Bool = false, scoring: Scoring, scratch: MatchScratch
    ) -> TermHit? {
        let m = pattern.count
        guard m > 0 else { return TermHit(score: 0, start: 0, end: 0) }
        var start = 0
        if line.isASCII {
            guard let s = line.asciiSearchStart(pattern, caseSensitive: caseSensitive) else { return nil }
            start = s
        }
        let text = line.characters()
        let n = text.count
        guard m <= n else { return nil }
        if n &* m > ScoreRules.alignmentCellLimit || m > ScoreRules.alignmentTermLimit {
            return GreedyMatch.match(
                line.characters(), pattern: pattern, caseSensitive: caseSensitive, normalize: normalize,
                forward: forward, scoring: scoring)
        }
        scratch.prepareRows(n: n, m: m)
        let folded = scratch.folded.pointer, bonus = scratch.bonus.pointer
        let h0 = scratch.firstRowScore.pointer, c0 = scratch.firstRowRun.pointer
        let first = scratch.firstOccurrence.pointer

        // The first row, the bonus of each column, and where each term character first
        // appears after the previous one (no match if one never does).
        var maxScore: Int16 = 0, maxColumn = 0
        var found = 0, last = 0
        let head = pattern[0]
        var wanted = head
        var previousScore: Int16 = 0, previousClass = scoring.initialClass, inGap = false
        var i = start
        while i < n {
            var c = text[i]
            let cls = scoring.characterClass(c)
            if c < 128 {
                if !caseSensitive && cls == .upper { c &+= 32 }
            } else {
                if !caseSensitive && cls == .upper { c = CharacterTables.lowercased(c) }
                if normalize { c = CharacterTables.folded(c) }
            }
            folded[i] = c
            let b = scoring.bonus(after: previousClass, for: cls)
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
                if m == 1 && (s > maxScore || (!forward && s == maxScore)) {
                    maxScore = s
                    maxColumn = i
                    // fzf stops at the first occurrence on a word boundary.
                    if forward && b >= ScoreRules.boundary { break }
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
        if m == 1 { return TermHit(score: Int(maxScore), start: maxColumn, end: maxColumn &+ 1) }

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
                if p == m &- 1 && (s > maxScore || (!forward && s == maxScore)) { maxScore = s; maxColumn = col }
                h[row &+ j] = s
                col &+= 1
            }
        }
        let from = exactStart ? traceStart(end: maxColumn, f0: f0, width: width, m: m, scratch: scratch) : f0
        return TermHit(score: Int(maxScore), start: from, end: maxColumn &+ 1)
    }

    /// Where the best alignment ending at `end` starts: back through the score matrix, taking
    /// a character where its score came from matching it (on a tie, when it continues a run).
    /// Cells fzf leaves unwritten (before a row's first occurrence) count as 0.
    private static func traceStart(end: Int, f0: Int, width: Int, m: Int, scratch: MatchScratch) -> Int {
        let h = scratch.score.pointer, run = scratch.run.pointer, first = scratch.firstOccurrence.pointer
        var i = m &- 1, j = end
        var prefersMatch = true
        while j >= f0 {
            let row = i &* width, j0 = j &- f0
            let s = h[row &+ j0]
            let firstHere = Int(first[i])
            let s1: Int16 = i > 0 && j >= firstHere ? h[row &- width &+ j0 &- 1] : 0
            let s2: Int16 = j > firstHere ? h[row &+ j0 &- 1] : 0
            let rowHere = i
            if s > s1 && (s > s2 || (s == s2 && prefersMatch)) {
                if i == 0 { return j }
                i &-= 1
            }
            var below: Int16 = 0
            if rowHere &+ 1 < m, j &+ 1 >= Int(first[rowHere &+ 1]) { below = run[row &+ width &+ j0 &+ 1] }
            prefersMatch = run[row &+ j0] > 1 || below > 0
            j &-= 1
        }
        return f0
    }
}

/// Where a term matched in the text it was matched in, and its score.
package struct TermHit {
    package var score: Int
    package var start: Int
    package var end: Int
}
