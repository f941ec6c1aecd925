/// The lines a query matched: how many, and the first of them in the order the picker shows
/// them (all of them once the ranking is done), and how much of the input the search has
/// seen (the rest came in while it ran, or since).
///
/// The first keys are always exactly fzf's first, never a guess that a later search
/// reorders: what is not ranked yet is not shown yet.
package struct SearchResult: Sendable {
    package var query: String
    /// Every matching line among `0..<coveredLines`, in input order: a narrower query looks
    /// at these alone.
    package var members: [UInt32]
    /// The keys of `members[0..<rankedMembers]`, every one, sorted.
    package var ranked: [RankKey] = []
    package var rankedMembers = 0
    /// The best keys of the members after those (an exact prefix of their order).
    package var rest: KeyPrefix
    /// Sorted `MatchKey`s: the first is shown first. Every match's once `isFullyRanked`.
    package private(set) var keys: [RankKey] = []
    /// Lines `0..<coveredLines` were searched.
    package var coveredLines: Int
    package var reversed: Bool

    package init(
        query: String, members: [UInt32], ranked: [RankKey], rankedMembers: Int, rest: KeyPrefix, coveredLines: Int,
        reversed: Bool
    ) {
        self.query = query
        self.members = members
        self.ranked = ranked
        self.rankedMembers = rankedMembers
        self.rest = rest
        self.coveredLines = coveredLines
        self.reversed = reversed
        keys = KeyPrefix.merged(KeyPrefix(keys: ranked, isComplete: true), rest).keys
    }

    /// No line matched yet (a `reload` emptied the lines the query is searched in).
    package static func nothing(query: String, reversed: Bool) -> SearchResult {
        SearchResult(
            query: query, members: [], ranked: [], rankedMembers: 0, rest: KeyPrefix(keys: [], isComplete: true),
            coveredLines: 0, reversed: reversed)
    }

    /// How many lines match.
    package var count: Int { members.count }

    /// Every match has its place (paging can go anywhere).
    package var isFullyRanked: Bool { keys.count == members.count }

    /// The line at `row` in fzf's order; nil past the end, or past what is ranked yet.
    package func lineIndex(at row: Int) -> Int? {
        guard row >= 0, row < keys.count else { return nil }
        return MatchKey.lineIndex(of: keys[row], reversed: reversed)
    }
}

/// How the picker searches: fzf's flags.
package struct SearchOptions: Sendable, Equatable {
    package var exact = false
    package var caseMatching = CaseMatching.smart
    package var sorts = true
    package var reversed = false
    /// What of each line is matched (`--with-nth`, `--ansi`).
    package var shaping = LineShaping()
    /// `--tiebreak`: what ranks lines of equal score.
    package var tiebreak = Tiebreak.fzfDefault
    /// `--nth`: the fields of the shown line a query matches (nil: all of it).
    package var nth: [FieldRange]?
    /// fzf's extended syntax (`-x`, the default); off (`+x`), the query is one term.
    package var extended = true
    /// Accents on Latin letters are ignored unless a term has some (off: fzf's `--literal`).
    package var foldsAccents = true
    /// `--scheme`: how matches are scored (fzf's `default` unless told; its tiebreak is
    /// `Tiebreak.default(for:)`, set apart in `tiebreak`).
    package var scheme = ScoringScheme.default
    /// Lines taken out by fzf's `exclude`: never a match.
    package var excluded = ExcludedLines()

    package init(
        exact: Bool = false, caseMatching: CaseMatching = .smart, sorts: Bool = true, reversed: Bool = false,
        shaping: LineShaping = LineShaping(), tiebreak: Tiebreak = .fzfDefault, nth: [FieldRange]? = nil
    ) {
        self.exact = exact; self.caseMatching = caseMatching; self.sorts = sorts; self.reversed = reversed
        self.shaping = shaping; self.tiebreak = tiebreak; self.nth = nth
    }

    /// A matcher of `query` with these options.
    package func matcher(_ query: SearchQuery) -> QueryMatcher {
        QueryMatcher(query, tiebreak: tiebreak, nth: nth, delimiter: shaping.delimiter)
    }

    package func parse(_ query: String) -> SearchQuery {
        extended
            ? SearchQuery(query, exact: exact, caseMatching: caseMatching, foldsAccents: foldsAccents, scheme: scheme)
            : SearchQuery(wholeQuery: query, exact: exact, caseMatching: caseMatching, foldsAccents: foldsAccents, scheme: scheme)
    }
}
