/// The first screen's look at each line, on one thread: does it match (a `memchr` walk for
/// each fuzzy term of an ASCII line: no score needed to count it), and could it be among the
/// best `limit` so far? Only then is it scored exactly: first against the best any line could
/// score, then against its own bound (`ScoreBound`), each with the best tiebreak values the
/// line could have (its real length, the others at their least) and its index, so that the
/// key compared is the best the line could possibly have.
///
/// With `--nth` the same look goes over the chosen fields: a term must appear within one.
package final class ScreenVisitor {
    let matcher: QueryMatcher
    private let bound: ScoreBound?
    var scoreBound: ScoreBound? { bound }
    private let fuzzyTerms: [SearchQuery.Term]
    private let ranked: Bool
    let reversed: Bool
    @exclusivity(unchecked) private var shaped: ShapedLine
    @exclusivity(unchecked) private var fields: MatchFields?
    /// A query of one ASCII letter (the first key typed): the one-pass look for it.
    private let oneLetter: OneLetterLook?
    /// A query of longer fuzzy ASCII terms (what the first letter grows into): their look.
    let fuzzyLook: FuzzyTermsLook?
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
        if let bound, fields == nil, fuzzyTerms.count == 1, fuzzyTerms[0].text.count == 1, fuzzyTerms[0].text[0] < 128 {
            oneLetter = OneLetterLook(letter: UInt8(fuzzyTerms[0].text[0]), caseSensitive: fuzzyTerms[0].isCaseSensitive, bound: bound)
        } else {
            oneLetter = nil
        }
        fuzzyLook = bound != nil && fields == nil && oneLetter == nil ? FuzzyTermsLook(fuzzyTerms) : nil
        top = TopKeys(limit: limit)
        excluded = options.excluded.isEmpty ? nil : options.excluded
    }

    package func visit(_ index: Int, _ line: UnsafeBufferPointer<UInt8>) {
        if let excluded, excluded.contains(index) { return }
        shaped.with(line) { bytes in
            if let bound, let oneLetter {
                if bar.threshold != top.threshold { bar = Bar(top.threshold, oneLetter, bound) }
                switch lookOneLetter(index, bytes, bound, oneLetter, &bar) {
                case .matches: members.append(UInt32(truncatingIfNeeded: index)); return
                case .fails: return
                case .notASCII: break
                }
            } else if let bound, fields == nil {
                // One pass for ASCII and blanks (what the quick bound needs).
                let scan = LineText.scanASCIIQuiet(bytes)
                if scan.isASCII {
                    visitASCII(index, LineText(asciiBytes: bytes, scratch: scratch), bound, isQuiet: scan.isQuiet)
                    return
                }
            } else if let bound {
                let text = LineText(bytes: bytes, scratch: scratch)
                if text.isASCII {
                    visitASCIIFields(index, text, bound)
                    return
                }
            }
            if visitExactly(index, bytes) { members.append(UInt32(truncatingIfNeeded: index)) }
        }
    }

    /// The lines `lines` of `store` (in input order) for a one-letter query, as `visit` would
    /// look at each, in one loop that keeps what it needs in hand: the bar to pass (worked out
    /// again only when a key goes in) and the matches, written straight into a buffer. False,
    /// with nothing looked at, where this does not apply (another query, lines shaped or
    /// excluded).
    package func visitOneLetter(_ store: LineStore, lines: Range<Int>) -> Bool {
        guard let look = oneLetter, let bound, shaped.shaping.isIdentity, excluded == nil else { return false }
        if found.count < lines.count { found = [UInt32](repeating: 0, count: lines.count) }
        var n = 0
        var bar = bar.threshold == top.threshold ? bar : Bar(top.threshold, look, bound)
        found.withUnsafeMutableBufferPointer { found in
            let out = found.baseAddress.unsafelyUnwrapped
            if let summaries = store.letterSummaries, let letterBit = look.summaryBit {
                n = visitOneLetter(store, lines: lines, summaries: summaries, letterBit: letterBit, look, bound, &bar, into: out)
                return
            }
            store.forEachLine(in: lines) { index, bytes in
                guard oneLetterMatches(index, bytes, bound, look, &bar) else { return }
                out[n] = UInt32(truncatingIfNeeded: index)
                n &+= 1
            }
        }
        members.append(contentsOf: found[..<n])
        self.bar = bar
        return true
    }

    /// The reused room `visitOneLetter(_:lines:)` and `visitFuzzyTerms` write a chunk's
    /// matches into.
    @exclusivity(unchecked) var found: [UInt32] = []

    /// Lines are looked at as the store holds them: not shaped (`--with-nth`), none excluded.
    var looksAtLinesAsHeld: Bool { shaped.shaping.isIdentity && excluded == nil }

    enum Outcome { case matches, fails, notASCII }

    /// The bar as last worked out, kept from line to line (and chunk to chunk).
    @exclusivity(unchecked) private var bar = Bar()

    /// What a line must pass to enter the top, for a one-letter query: the top's last key, its
    /// score, and the least bonus a line needs to reach that score (a line whose other values,
    /// length and index, beat the key's) or to pass it (the others).
    struct Bar {
        var threshold: RankKey
        var score = 0
        var neededToTie: Int16 = 0
        var neededToPass: Int16 = 0

        /// Before the top is full: every line that matches is scored.
        init() { threshold = RankKey.max }

        init(_ threshold: RankKey, _ look: OneLetterLook, _ bound: ScoreBound) {
            self.threshold = threshold
            guard threshold != RankKey.max else { return }
            score = Int(UInt16.max) - Int(threshold.points >> 48)
            neededToTie = look.bonusNeeded(forScore: score, bound)
            neededToPass = look.bonusNeeded(forScore: score + 1, bound)
        }
    }

    /// A line for a one-letter query (not counted here: the caller does). Its length and
    /// index say what bonus it needs to come among the best so far (`bar`, renewed when a key
    /// goes in); only a line with a place earning that much is scored. A line not all ASCII
    /// is left to `visitExactly`.
    @inline(__always)
    func lookOneLetter(
        _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ bound: ScoreBound, _ look: OneLetterLook, _ bar: inout Bar
    ) -> Outcome {
        var needed: Int16 = 0
        if bar.threshold != RankKey.max {
            let length = LineText.asciiTrimmedLength(bytes)
            let ties = matcher.leastKey(score: bar.score, length: length, index: index, reversed: reversed) < bar.threshold
            needed = ties ? bar.neededToTie : bar.neededToPass
        }
        let seen = look.look(bytes, needing: needed)
        guard seen.isASCII else { return .notASCII }
        guard seen.contains else { return .fails }
        guard seen.reaches else { return .matches }
        if let key = matcher.key(bytes, index: index, reversed: reversed) {
            top.insert(key)
            bar = Bar(top.threshold, look, bound)
        }
        return .matches
    }

    /// Whether a line matches a one-letter query: by its look, or by the matcher itself where
    /// the line is not all ASCII (the bar then renewed from the top it may have entered).
    @inline(__always)
    func oneLetterMatches(
        _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ bound: ScoreBound, _ look: OneLetterLook, _ bar: inout Bar
    ) -> Bool {
        switch lookOneLetter(index, bytes, bound, look, &bar) {
        case .fails: return false
        case .matches: return true
        case .notASCII:
            guard visitExactly(index, bytes) else { return false }
            bar = Bar(top.threshold, look, bound)
            return true
        }
    }

    /// Whether the line matches, by the matcher itself; when ranked its key goes to the top.
    func visitExactly(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard ranked else { return matcher.score(bytes) != nil }
        guard let key = matcher.key(bytes, index: index, reversed: reversed) else { return false }
        top.insert(key)
        return true
    }

    private func visitASCII(_ index: Int, _ text: LineText, _ bound: ScoreBound, isQuiet: Bool) {
        for term in fuzzyTerms where text.asciiSearchStart(term.text, caseSensitive: term.isCaseSensitive) == nil { return }
        noteMember(index, text.bytes, bound, isQuiet: isQuiet)
    }

    /// An ASCII line that matches: counted, and scored exactly only if it could enter the top.
    /// `isQuiet`: whether it has no byte below `!`, as its first look found.
    private func noteMember(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ bound: ScoreBound, isQuiet: Bool) {
        members.append(UInt32(truncatingIfNeeded: index))
        offerASCII(index, bytes, bound, isQuiet: isQuiet, blankAtEdge: true)
    }

    /// A matching ASCII line, scored exactly only if it could enter the top. `blankAtEdge`
    /// false: the line neither starts nor ends with white space (its length is its own).
    @inline(__always)
    func offerASCII(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ bound: ScoreBound, isQuiet: Bool, blankAtEdge: Bool) {
        let threshold = top.threshold
        if threshold != RankKey.max {
            let length = blankAtEdge ? LineText.asciiTrimmedLength(bytes) : bytes.count
            if matcher.leastKey(score: bound.ceiling, length: length, index: index, reversed: reversed) >= threshold { return }
            if matcher.leastKey(
                score: bound.quickBound(ascii: bytes, isQuiet: isQuiet), length: length, index: index,
                reversed: reversed) >= threshold
            {
                return
            }
            if matcher.leastKey(
                score: bound.bound(ascii: bytes), length: length, index: index,
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
