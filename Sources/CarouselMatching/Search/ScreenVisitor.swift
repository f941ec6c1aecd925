/// The first screen's look at each line, on one thread: does it match (a `memchr` walk for
/// each fuzzy term of an ASCII line: no score needed to count it), and could it be among the
/// best `limit` so far? Only then is it scored exactly: first against the best any line could
/// score, then against its own bound (`ScoreBound`), each with the best tiebreak values the
/// line could have (its real length, the others at their least) and its index, so that the
/// key compared is the best the line could possibly have.
///
/// With `--nth` the same look goes over the chosen fields: a term must appear within one.
package final class ScreenVisitor {
    private let matcher: QueryMatcher
    private let bound: ScoreBound?
    private let fuzzyTerms: [SearchQuery.Term]
    private let ranked: Bool
    private let reversed: Bool
    @exclusivity(unchecked) private var shaped: ShapedLine
    @exclusivity(unchecked) private var fields: MatchFields?
    /// A query of one letter (the first key typed): its letter and case, for the one-pass look.
    private let onlyLetter: (letter: UInt8, caseSensitive: Bool)?
    private let scratch = MatchScratch()
    /// Lines fzf's `exclude` took out (nil: none, the common case, one test a line).
    private let excluded: ExcludedLines?
    /// The matching lines, in the order visited. One thread visits with each visitor, and
    /// no access to these outlives a call: the runtime's exclusivity checks are left out
    /// (they cost more than the rest of a matching line's look).
    @exclusivity(unchecked) package var members: [UInt32] = []
    @exclusivity(unchecked) package var top: TopKeys

    package init(query: SearchQuery, options: SearchOptions, ranked: Bool, limit: Int) {
        matcher = options.matcher(query)
        bound = ranked ? ScoreBound(query) : nil
        fuzzyTerms = bound == nil ? [] : query.groups.map { $0[0] }
        self.ranked = ranked
        reversed = options.reversed
        shaped = ShapedLine(options.shaping)
        fields = options.nth.map { MatchFields(nth: $0, delimiter: options.shaping.delimiter) }
        if fields == nil, fuzzyTerms.count == 1, fuzzyTerms[0].text.count == 1, fuzzyTerms[0].text[0] < 128 {
            onlyLetter = (UInt8(fuzzyTerms[0].text[0]), fuzzyTerms[0].isCaseSensitive)
        } else {
            onlyLetter = nil
        }
        top = TopKeys(limit: limit)
        excluded = options.excluded.isEmpty ? nil : options.excluded
    }

    package func visit(_ index: Int, _ line: UnsafeBufferPointer<UInt8>) {
        if let excluded, excluded.contains(index) { return }
        shaped.with(line) { bytes in
            if let bound, let (letter, caseSensitive) = onlyLetter {
                // One pass: ASCII or not, the letter or not, and its best bonus (the bound).
                var best: Int16 = 0
                let scan = LineText.scanASCII(bytes, for: letter, caseSensitive: caseSensitive) { at in
                    best = max(best, bound.letterBonus(bytes, at: at))
                }
                if scan.isASCII {
                    if scan.contains {
                        noteMember(index, bytes, bound, lineBound: bound.oneLetterBound(bestBonus: best))
                    }
                    return
                }
            } else if let bound {
                let text = LineText(bytes: bytes, scratch: scratch)
                if text.isASCII {
                    if fields == nil { visitASCII(index, text, bound) } else { visitASCIIFields(index, text, bound) }
                    return
                }
            }
            guard ranked else {
                if matcher.score(bytes) != nil { members.append(UInt32(truncatingIfNeeded: index)) }
                return
            }
            guard let key = matcher.key(bytes, index: index, reversed: reversed) else { return }
            members.append(UInt32(truncatingIfNeeded: index))
            top.insert(key)
        }
    }

    private func visitASCII(_ index: Int, _ text: LineText, _ bound: ScoreBound) {
        for term in fuzzyTerms where text.asciiSearchStart(term.text, caseSensitive: term.isCaseSensitive) == nil { return }
        noteMember(index, text.bytes, bound)
    }

    /// An ASCII line that matches: counted, and scored exactly only if it could enter the top.
    /// `lineBound`: its bound, when the look that found it already read it.
    private func noteMember(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ bound: ScoreBound, lineBound: Int? = nil) {
        members.append(UInt32(truncatingIfNeeded: index))
        let threshold = top.threshold
        if threshold != RankKey.max {
            let length = LineText.asciiTrimmedLength(bytes)
            if matcher.leastKey(score: bound.ceiling, length: length, index: index, reversed: reversed) >= threshold { return }
            if lineBound == nil,
                matcher.leastKey(
                    score: bound.quickBound(ascii: bytes), length: length, index: index,
                    reversed: reversed) >= threshold
            {
                return
            }
            if matcher.leastKey(
                score: lineBound ?? bound.bound(ascii: bytes), length: length, index: index,
                reversed: reversed) >= threshold
            {
                return
            }
        }
        guard let key = matcher.key(bytes, index: index, reversed: reversed) else { return }
        top.insert(key)
    }

    /// As `visitASCII`, each term looked for within the fields.
    private func visitASCIIFields(_ index: Int, _ text: LineText, _ bound: ScoreBound) {
        var text = text
        fields!.split(text.characters())
        let parts = fields!.parts
        for term in fuzzyTerms {
            let found = parts.contains { part in
                part.withUnsafeBufferPointer {
                    LineText(bytes: $0, scratch: scratch).asciiSearchStart(term.text, caseSensitive: term.isCaseSensitive) != nil
                }
            }
            guard found else { return }
        }
        members.append(UInt32(truncatingIfNeeded: index))
        let threshold = top.threshold
        if threshold != RankKey.max {
            let length = text.trimmedLength()
            if matcher.leastKey(score: bound.ceiling, length: length, index: index, reversed: reversed) >= threshold { return }
            let fieldBound = Self.withBuffers(parts) { bound.bound(asciiFields: $0) }
            if matcher.leastKey(score: fieldBound, length: length, index: index, reversed: reversed) >= threshold { return }
        }
        guard let key = matcher.key(text.bytes, index: index, reversed: reversed) else { return }
        top.insert(key)
    }

    /// `body` given every part as a buffer at once.
    private static func withBuffers<R>(_ parts: [[UInt8]], _ body: ([UnsafeBufferPointer<UInt8>]) -> R) -> R {
        func nest(_ k: Int, _ taken: inout [UnsafeBufferPointer<UInt8>]) -> R {
            guard k < parts.count else { return body(taken) }
            return parts[k].withUnsafeBufferPointer { buffer in
                taken.append(buffer)
                return nest(k + 1, &taken)
            }
        }
        var taken: [UnsafeBufferPointer<UInt8>] = []
        return nest(0, &taken)
    }
}
