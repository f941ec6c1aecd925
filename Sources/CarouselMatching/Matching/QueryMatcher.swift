/// Decides whether one line matches a query, with what score, and where it ranks (fzf's
/// rules: each group of alternatives scores as its first positive term that matches; a group
/// held only by a negated term that does not occur scores 0; the line's score is the groups'
/// sum). With `--nth` each term is looked for in the chosen fields in turn, and the first
/// field where it matches is where it matched.
package final class QueryMatcher {
    package let query: SearchQuery
    package let tiebreak: Tiebreak
    private let forward: Bool
    private let exactStart: Bool
    private let needsSpans: Bool
    /// Where `length` sits in a key's points (nil: not a criterion), found once, not per line.
    private let lengthShift: UInt64?
    private let scoring: Scoring
    /// One thread uses a matcher (each makes its own): no exclusivity check a line.
    @exclusivity(unchecked) private var fields: MatchFields?
    private let scratch = MatchScratch()
    /// Decodes the whole line for cutting it into fields (the matchers use `scratch`).
    private let fieldScratch = MatchScratch()

    package init(
        _ query: SearchQuery, tiebreak: Tiebreak = .fzfDefault, nth: [FieldRange]? = nil,
        delimiter: FieldDelimiter = .blanks
    ) {
        self.query = query
        self.tiebreak = tiebreak
        forward = tiebreak.searchesForward
        exactStart = tiebreak.needsExactStart
        needsSpans = tiebreak.needsSpans
        lengthShift = tiebreak.criteria.firstIndex(of: .length).map { UInt64(32 - 16 * $0) }
        scoring = query.scheme.scoring
        fields = nth.map { MatchFields(nth: $0, delimiter: delimiter) }
    }

    /// The score of a line (its bytes, as `LineStore` holds them), or nil when it does not match.
    package func score(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { evaluate(bytes)?.score }

    /// The score of a line given as text (for tests and small lists).
    package func score(_ text: String) -> Int? {
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { score(UnsafeBufferPointer($0)) }
    }

    /// The line's place in fzf's order, or nil when it does not match.
    package func key(_ bytes: UnsafeBufferPointer<UInt8>, index: Int, reversed: Bool) -> RankKey? {
        guard let found = evaluate(bytes) else { return nil }
        var line = LineText(bytes: bytes, scratch: scratch)
        let points = RankPoints.points(score: found.score, criteria: tiebreak.criteria, spans: found.spans, line: &line)
        return RankKey(points: points, order: MatchKey.unranked(index: index, reversed: reversed).order)
    }

    /// The smallest key a line of this length could have with a score of at most `score`: the
    /// criteria other than `length` at their best.
    package func leastKey(score: Int, length: Int, index: Int, reversed: Bool) -> RankKey {
        var points = UInt64(UInt16.max - MatchKey.clamped(score)) << 48
        if let lengthShift { points |= UInt64(MatchKey.clamped(length)) << lengthShift }
        return RankKey(points: points, order: MatchKey.unranked(index: index, reversed: reversed).order)
    }

    /// fzf's length for the tiebreak: characters, without white space at either end.
    package func trimmedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = LineText(bytes: bytes, scratch: scratch)
        return line.trimmedLength()
    }

    private struct Evaluation {
        var score = 0
        var spans = MatchSpans()
    }

    private func evaluate(_ bytes: UnsafeBufferPointer<UInt8>) -> Evaluation? {
        if fields != nil {
            var whole = LineText(bytes: bytes, scratch: fieldScratch)
            fields!.split(whole.characters())
        }
        var line = LineText(bytes: bytes, scratch: scratch)
        var found = Evaluation()
        for group in query.groups {
            var matched = false
            var groupScore = 0
            var span: Range<Int>? = nil
            for term in group {
                if let hit = fields == nil ? self.hit(term, &line) : fieldHit(term) {
                    if term.isNegated { continue }
                    groupScore = hit.score
                    span = hit.start..<hit.end
                    matched = true
                    break
                } else if term.isNegated {
                    groupScore = 0
                    span = nil
                    matched = true
                }
            }
            guard matched else { return nil }
            found.score &+= groupScore
            if needsSpans, let span { found.spans.add(span) }
        }
        return found
    }

    /// The term in the first field where it matches, its place moved onto the line.
    private func fieldHit(_ term: SearchQuery.Term) -> TermHit? {
        guard let fields else { return nil }
        for k in fields.parts.indices {
            let hit = fields.parts[k].withUnsafeBufferPointer { part -> TermHit? in
                var text = LineText(bytes: part, scratch: scratch)
                return self.hit(term, &text)
            }
            if var hit {
                hit.start &+= fields.offsets[k]
                hit.end &+= fields.offsets[k]
                return hit
            }
        }
        return nil
    }

    private func hit(_ term: SearchQuery.Term, _ line: inout LineText) -> TermHit? {
        let cs = term.isCaseSensitive, fold = term.foldsAccents
        switch term.kind {
        case .fuzzy:
            return FuzzyAlignment.match(
                &line, pattern: term.text, caseSensitive: cs, normalize: fold, forward: forward,
                exactStart: exactStart, scoring: scoring, scratch: scratch)
        case .exact:
            return ExactMatchers.substring(
                &line, pattern: term.text, caseSensitive: cs, normalize: fold, forward: forward,
                scoring: scoring)
        case .boundary:
            return ExactMatchers.boundary(
                &line, pattern: term.text, caseSensitive: cs, normalize: fold, forward: forward,
                scoring: scoring)
        case .prefix: return ExactMatchers.prefix(&line, pattern: term.text, caseSensitive: cs, normalize: fold, scoring: scoring)
        case .suffix: return ExactMatchers.suffix(&line, pattern: term.text, caseSensitive: cs, normalize: fold, scoring: scoring)
        case .equal: return ExactMatchers.equal(&line, pattern: term.text, caseSensitive: cs, normalize: fold, scoring: scoring)
        }
    }
}
