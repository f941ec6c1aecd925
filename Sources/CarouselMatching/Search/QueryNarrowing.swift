/// When typing narrows a query, the new matches are among the old ones: the search need
/// look only at those (as fzf does when the query grows). Decided on the parsed terms,
/// not the text, so that `foo` → `foo$` (a suffix now, not a wider fuzzy term) and
/// `a` → `aB` (case-sensitive now) are judged by what they match.
extension SearchQuery {
    /// True when every line `narrower` matches is sure to match `self`.
    package func isNarrowed(by narrower: SearchQuery) -> Bool {
        // Alternatives and negations can widen as they grow: no shortcut then.
        guard groups.allSatisfy({ $0.count == 1 && !$0[0].isNegated }),
            narrower.groups.allSatisfy({ $0.count == 1 && !$0[0].isNegated })
        else { return false }
        let wider = groups.map { $0[0] }, narrow = narrower.groups.map { $0[0] }
        return wider.allSatisfy { old in narrow.contains { old.isImplied(by: $0) } }
    }
}

extension SearchQuery.Term {
    /// A line matching `other` matches this term too.
    package func isImplied(by other: SearchQuery.Term) -> Bool {
        // A case-insensitive term over a case-sensitive one compares lower-cased; the other
        // way round, `other` may match letters this term would refuse.
        if isCaseSensitive && !other.isCaseSensitive { return false }
        // A term that folds accents over one that does not compares folded; the other way
        // round, this term wants accents `other` ignores.
        if !foldsAccents && other.foldsAccents { return false }
        var theirs = other.text
        if !isCaseSensitive && other.isCaseSensitive { theirs = theirs.map(CharacterTables.lowercased) }
        if foldsAccents && !other.foldsAccents { theirs = theirs.map(CharacterTables.folded) }
        switch kind {
        case .fuzzy:
            return Self.isSubsequence(text, of: theirs)
        case .exact:
            return other.kind != .fuzzy && Self.contains(theirs, text)
        case .boundary:
            // A word of its own: only the same word, as a word, is sure to stand apart.
            return other.kind == .boundary && theirs == text
        case .prefix:
            return (other.kind == .prefix || other.kind == .equal) && theirs.starts(with: text)
        case .suffix:
            return (other.kind == .suffix || other.kind == .equal) && theirs.reversed().starts(with: text.reversed())
        case .equal:
            return other.kind == .equal && theirs == text
        }
    }

    private static func isSubsequence(_ needle: [UInt32], of haystack: [UInt32]) -> Bool {
        var i = 0
        for c in haystack where i < needle.count && c == needle[i] { i += 1 }
        return i == needle.count
    }

    private static func contains(_ haystack: [UInt32], _ needle: [UInt32]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
