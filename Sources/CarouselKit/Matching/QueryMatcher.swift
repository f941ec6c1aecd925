/// Decides whether one line matches a query, and with what score (fzf's rules: each group
/// of alternatives scores as its first positive term that matches; a group held only by a
/// negated term that does not occur scores 0; the line's score is the groups' sum).
public final class QueryMatcher {
    public let query: SearchQuery
    private let scratch = MatchScratch()

    public init(_ query: SearchQuery) { self.query = query }

    /// The score of a line (its bytes, as `LineStore` holds them), or nil when it does not match.
    public func score(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var line = LineText(bytes: bytes, scratch: scratch)
        var total = 0
        for group in query.groups {
            var matched = false
            var groupScore = 0
            for term in group {
                if let s = score(term, &line) {
                    if term.isNegated { continue }
                    groupScore = s
                    matched = true
                    break
                } else if term.isNegated {
                    groupScore = 0
                    matched = true
                }
            }
            guard matched else { return nil }
            total &+= groupScore
        }
        return total
    }

    /// The score of a line given as text (for tests and small lists).
    public func score(_ text: String) -> Int? {
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { score(UnsafeBufferPointer($0)) }
    }

    /// fzf's length for the tiebreak: characters, without white space at either end.
    func trimmedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = LineText(bytes: bytes, scratch: scratch)
        return line.trimmedLength()
    }

    private func score(_ term: SearchQuery.Term, _ line: inout LineText) -> Int? {
        let cs = term.isCaseSensitive, fold = term.foldsAccents
        switch term.kind {
        case .fuzzy: return FuzzyAlignment.score(&line, pattern: term.text, caseSensitive: cs, normalize: fold, scratch: scratch)
        case .exact: return ExactMatchers.substring(&line, pattern: term.text, caseSensitive: cs, normalize: fold)
        case .prefix: return ExactMatchers.prefix(&line, pattern: term.text, caseSensitive: cs, normalize: fold)
        case .suffix: return ExactMatchers.suffix(&line, pattern: term.text, caseSensitive: cs, normalize: fold)
        case .equal: return ExactMatchers.equal(&line, pattern: term.text, caseSensitive: cs, normalize: fold)
        }
    }
}
