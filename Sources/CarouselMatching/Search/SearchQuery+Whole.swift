extension SearchQuery {
    /// fzf's `+x` (no extended search): the whole query is one term, fuzzy (exact with `-e`),
    /// its spaces (at its ends too), quotes, `^`, `$`, `!` and `|` characters to find, as fzf's.
    package init(
        wholeQuery query: String, exact: Bool = false, caseMatching: CaseMatching = .smart, foldsAccents: Bool = true,
        scheme: ScoringScheme = .default
    ) {
        let text = Array(query.unicodeScalars.map(\.value))
        guard !text.isEmpty else {
            self.init("", scheme: scheme)
            return
        }
        let lower = text.map(CharacterTables.lowercased)
        let caseSensitive = caseMatching == .respect || (caseMatching == .smart && lower != text)
        let folds = foldsAccents && lower == lower.map(CharacterTables.folded)
        var term = caseSensitive ? text : lower
        if folds { term = term.map(CharacterTables.folded) }
        self.init("", scheme: scheme)
        groups = [[Term(kind: exact ? .exact : .fuzzy, isNegated: false, text: term, isCaseSensitive: caseSensitive, foldsAccents: folds)]]
    }
}
