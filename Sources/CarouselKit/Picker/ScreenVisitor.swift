/// The first screen's look at each line, on one thread: does it match (a `memchr` walk for
/// each fuzzy term of an ASCII line: no score needed to count it), and could it be among the
/// best `limit` so far? Only then is it scored exactly: first against the best any line could
/// score, then against its own bound (`ScoreBound`), each with its real length and index, so
/// that the key compared is the best the line could possibly have.
final class ScreenVisitor {
    private let matcher: QueryMatcher
    private let bound: ScoreBound?
    private let fuzzyTerms: [SearchQuery.Term]
    private let ranked: Bool
    private let reversed: Bool
    private var shaped: ShapedLine
    private let scratch = MatchScratch()
    /// The matching lines, in the order visited.
    var members: [UInt32] = []
    var top: TopKeys

    init(query: SearchQuery, options: SearchOptions, ranked: Bool, limit: Int) {
        matcher = QueryMatcher(query)
        bound = ranked ? ScoreBound(query) : nil
        fuzzyTerms = bound == nil ? [] : query.groups.map { $0[0] }
        self.ranked = ranked
        reversed = options.reversed
        shaped = ShapedLine(options.shaping)
        top = TopKeys(limit: limit)
    }

    func visit(_ index: Int, _ line: UnsafeBufferPointer<UInt8>) {
        shaped.with(line) { bytes in
            if let bound {
                let text = LineText(bytes: bytes, scratch: scratch)
                if text.isASCII {
                    visitASCII(index, text, bound)
                    return
                }
            }
            guard let score = matcher.score(bytes) else { return }
            members.append(UInt32(truncatingIfNeeded: index))
            guard ranked else { return }
            top.insert(MatchKey.ranked(score: score, length: matcher.trimmedLength(bytes), index: index, reversed: reversed))
        }
    }

    private func visitASCII(_ index: Int, _ text: LineText, _ bound: ScoreBound) {
        for term in fuzzyTerms where text.asciiSearchStart(term.text, caseSensitive: term.isCaseSensitive) == nil { return }
        members.append(UInt32(truncatingIfNeeded: index))
        var text = text
        let length = text.trimmedLength()
        let threshold = top.threshold
        if threshold != UInt64.max {
            if MatchKey.ranked(score: bound.ceiling, length: length, index: index, reversed: reversed) >= threshold { return }
            if MatchKey.ranked(score: bound.bound(ascii: text.bytes), length: length, index: index,
                               reversed: reversed) >= threshold { return }
        }
        guard let score = matcher.score(text.bytes) else { return }
        top.insert(MatchKey.ranked(score: score, length: length, index: index, reversed: reversed))
    }
}
