/// The matchers of the terms that are not fuzzy: `'exact` (anywhere), `'boundary'` (a whole
/// word), `^prefix`, `suffix$` and `^equal$`, each as fzf 0.74.5 matches them (prefix, suffix
/// and equal ignore white space at the ends of the line unless the term itself starts or ends
/// with a space).
package enum ExactMatchers {
    /// `'term`: the occurrence whose first character has the best bonus (the first one on a
    /// word boundary, else the first with the highest bonus), scored over its span. Backwards
    /// (fzf under `--tiebreak end`), "first" counts from the end of the line.
    package static func substring(
        _ line: inout LineText, pattern: [UInt32], caseSensitive: Bool, normalize: Bool,
        forward: Bool = true, scoring: Scoring
    ) -> TermHit? {
        let m = pattern.count
        guard m > 0 else { return TermHit(score: 0, start: 0, end: 0) }
        if line.isASCII {
            guard line.bytes.count >= m, line.asciiSearchStart(pattern, caseSensitive: caseSensitive) != nil else { return nil }
        }
        let text = line.characters()
        let n = text.count
        guard n >= m else { return nil }
        var best = -1
        var bestBonus: Int16 = -1
        var start = forward ? 0 : n &- m
        while start >= 0 && start &+ m <= n {
            var k = 0
            while k < m, comparable(text[start &+ k], caseSensitive, normalize) == pattern[k] { k &+= 1 }
            if k == m {
                let b = SpanScore.bonus(at: start, in: text, scoring: scoring)
                if b > bestBonus { best = start; bestBonus = b }
                if b >= ScoreRules.boundary { break }
            }
            start &+= forward ? 1 : -1
        }
        guard best >= 0 else { return nil }
        let score = SpanScore.score(
            text, pattern: pattern, span: best..<(best &+ m), caseSensitive: caseSensitive,
            normalize: normalize, scoring: scoring)
        return TermHit(score: score, start: best, end: best &+ m)
    }

    /// `'term'`: an occurrence standing as a word of its own: after the start of the line,
    /// white space, a delimiter or another non-word character, and before the end of the line
    /// or one of those; at a boundary bonus too (forwards the first character's, backwards the
    /// character's after it). Scored by that bonus, less where an underscore stands beside
    /// it, so that `foo_bar` ranks below `foo-bar` and `foo bar` for `'foo'`.
    package static func boundary(
        _ line: inout LineText, pattern: [UInt32], caseSensitive: Bool, normalize: Bool,
        forward: Bool = true, scoring: Scoring
    ) -> TermHit? {
        let m = pattern.count
        guard m > 0 else { return TermHit(score: 0, start: 0, end: 0) }
        if line.isASCII {
            guard line.bytes.count >= m, line.asciiSearchStart(pattern, caseSensitive: caseSensitive) != nil else { return nil }
        }
        let text = line.characters()
        let n = text.count
        guard n >= m else { return nil }
        @inline(__always) func standsApart(_ i: Int) -> Bool {
            scoring.characterClass(text[i]).rawValue <= CharacterClass.delimiter.rawValue
        }
        var best = -1
        var bestBonus: Int16 = -1
        var start = forward ? 0 : n &- m
        while start >= 0 && start &+ m <= n {
            let end = start &+ m
            var k = 0
            while k < m, comparable(text[start &+ k], caseSensitive, normalize) == pattern[k] { k &+= 1 }
            if k == m {
                let b = SpanScore.bonus(at: start, in: text, scoring: scoring)
                let edge = forward ? b : (end < n ? SpanScore.bonus(at: end, in: text, scoring: scoring) : scoring.boundaryWhite)
                if edge >= ScoreRules.boundary && (start == 0 || standsApart(start &- 1)) && (end == n || standsApart(end)) {
                    if b > bestBonus { best = start; bestBonus = b }
                    if b >= ScoreRules.boundary { break }
                }
            }
            start &+= forward ? 1 : -1
        }
        guard best >= 0 else { return nil }
        let end = best &+ m
        let underscore = UInt32(UInt8(ascii: "_"))
        var score = Int(bestBonus)
        var deduct = Int(bestBonus) - Int(ScoreRules.boundary) + 1
        if best > 0 && text[best &- 1] == underscore {
            score -= deduct + 1
            deduct = 1
        }
        if end < n && text[end] == underscore { score -= deduct }
        score += Int(ScoreRules.match) * m + Int(scoring.boundaryWhite) * (m + 1)
        return TermHit(score: score, start: best, end: end)
    }

    /// `^term`: the line starts with it.
    package static func prefix(
        _ line: inout LineText, pattern: [UInt32], caseSensitive: Bool, normalize: Bool,
        scoring: Scoring
    ) -> TermHit? {
        guard let head = pattern.first else { return TermHit(score: 0, start: 0, end: 0) }
        let skipped = CharacterTables.isSpace(head) ? 0 : line.leadingSpaces()
        let text = line.characters()
        guard text.count &- skipped >= pattern.count else { return nil }
        for k in 0..<pattern.count where comparable(text[skipped &+ k], caseSensitive, normalize) != pattern[k] { return nil }
        let score = SpanScore.score(
            text, pattern: pattern, span: skipped..<(skipped &+ pattern.count),
            caseSensitive: caseSensitive, normalize: normalize, scoring: scoring)
        return TermHit(score: score, start: skipped, end: skipped &+ pattern.count)
    }

    /// `term$`: the line ends with it.
    package static func suffix(
        _ line: inout LineText, pattern: [UInt32], caseSensitive: Bool, normalize: Bool,
        scoring: Scoring
    ) -> TermHit? {
        guard let tail = pattern.last else { return TermHit(score: 0, start: 0, end: 0) }
        let trailing = CharacterTables.isSpace(tail) ? 0 : line.trailingSpaces()
        let text = line.characters()
        let end = text.count &- trailing
        let from = end &- pattern.count
        guard from >= 0 else { return nil }
        for k in 0..<pattern.count where comparable(text[from &+ k], caseSensitive, normalize) != pattern[k] { return nil }
        let score = SpanScore.score(
            text, pattern: pattern, span: from..<end, caseSensitive: caseSensitive,
            normalize: normalize, scoring: scoring)
        return TermHit(score: score, start: from, end: end)
    }

    /// `^term$`: the whole line, white space at its ends aside; fzf gives it a fixed score,
    /// every character on a boundary after white space.
    package static func equal(
        _ line: inout LineText, pattern: [UInt32], caseSensitive: Bool, normalize: Bool,
        scoring: Scoring
    ) -> TermHit? {
        guard let head = pattern.first, let tail = pattern.last else { return nil }
        let leading = CharacterTables.isSpace(head) ? 0 : line.leadingSpaces()
        let trailing = CharacterTables.isSpace(tail) ? 0 : line.trailingSpaces()
        let text = line.characters()
        guard text.count &- leading &- trailing == pattern.count else { return nil }
        for k in 0..<pattern.count {
            var c = SpanScore.lowered(text[leading &+ k], caseSensitive: caseSensitive)
            var p = pattern[k]
            if normalize { c = CharacterTables.folded(c); p = CharacterTables.folded(p) }
            if c != p { return nil }
        }
        let perCharacter = Int(ScoreRules.match) + Int(scoring.boundaryWhite)
        let score = perCharacter * pattern.count + Int(ScoreRules.firstCharMultiplier - 1) * Int(scoring.boundaryWhite)
        return TermHit(score: score, start: leading, end: leading &+ pattern.count)
    }

    @inline(__always)
    private static func comparable(_ c: UInt32, _ caseSensitive: Bool, _ normalize: Bool) -> UInt32 {
        let lowered = SpanScore.lowered(c, caseSensitive: caseSensitive)
        return normalize ? CharacterTables.folded(lowered) : lowered
    }
}
