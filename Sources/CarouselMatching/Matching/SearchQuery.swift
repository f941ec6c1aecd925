/// How letter case counts: fzf's smart case (ignored unless the term has an upper-case
/// letter), `-i` (always ignored) or `+i` (always respected).
package enum CaseMatching: Sendable {
    case smart, ignore, respect
}

/// A query in fzf's extended search syntax, parsed into terms.
///
/// Terms are separated by spaces (`\ ` is a space inside a term) and must all match; `|`
/// between terms makes them alternatives. A plain term is fuzzy (exact with `-e`), `'term`
/// exact (fuzzy with `-e`), `'term'` exact and a word of its own, `^term` a prefix, `term$` a
/// suffix, `^term$` the whole line, and `!` in front negates (`!term` and `!^term`, `!term$`
/// are exact; `!'term` fuzzy).
package struct SearchQuery: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case fuzzy, exact, boundary, prefix, suffix, equal }

    package struct Term: Sendable, Equatable {
        package var kind: Kind
        package var isNegated: Bool
        /// The characters to find, lower-cased unless `isCaseSensitive`.
        package var text: [UInt32]
        package var isCaseSensitive: Bool
        /// Whether accents on Latin letters of the line are ignored (the term has none).
        package var foldsAccents: Bool

        package init(kind: Kind, isNegated: Bool, text: [UInt32], isCaseSensitive: Bool, foldsAccents: Bool) {
            self.kind = kind
            self.isNegated = isNegated
            self.text = text
            self.isCaseSensitive = isCaseSensitive
            self.foldsAccents = foldsAccents
        }
    }

    /// Groups of alternatives; every group must match.
    package var groups: [[Term]]

    /// fzf's `--scheme`: how matches are scored.
    package var scheme: ScoringScheme

    /// Whether the matches are ranked: not when every term is negated (fzf then keeps the
    /// input order).
    package var isRanked: Bool { groups.contains { $0.contains { !$0.isNegated } } }

    /// True when the query has no term: every line matches.
    package var isEmpty: Bool { groups.isEmpty }

    /// - Parameters:
    ///   - exact: fzf's `-e`: plain terms are exact, `'` makes them fuzzy.
    ///   - foldsAccents: fzf folds accents unless `--literal`.
    ///   - scheme: fzf's `--scheme` (its `default` unless told).
    package init(
        _ query: String, exact: Bool = false, caseMatching: CaseMatching = .smart, foldsAccents: Bool = true,
        scheme: ScoringScheme = .default
    ) {
        groups = SearchQuery.parse(
            Array(query.unicodeScalars.map(\.value)), fuzzy: !exact,
            caseMatching: caseMatching, foldsAccents: foldsAccents)
        self.scheme = scheme
    }

    private static let space = UInt32(UInt8(ascii: " ")), tab = UInt32(UInt8(ascii: "\t"))
    private static let backslash = UInt32(UInt8(ascii: "\\"))

    private static func parse(_ raw: [UInt32], fuzzy: Bool, caseMatching: CaseMatching, foldsAccents: Bool) -> [[Term]] {
        // Spaces around the query do not count, except an escaped one at its end.
        var query = raw.drop { $0 == space }.map { $0 }
        while query.last == space && !(query.count >= 2 && query[query.count - 2] == backslash) { query.removeLast() }
        // `\ ` stands for a space inside a term (a tab meanwhile, as tabs become spaces too).
        var joined: [UInt32] = []
        var i = 0
        while i < query.count {
            if query[i] == backslash && i + 1 < query.count && query[i + 1] == space {
                joined.append(tab); i += 2
            } else {
                joined.append(query[i]); i += 1
            }
        }
        let tokens = joined.split(separator: space, omittingEmptySubsequences: true)
            .map { $0.map { $0 == tab ? space : $0 } }

        var groups: [[Term]] = []
        var group: [Term] = []
        var startsNewGroup = false, afterBar = false
        for token in tokens {
            var text = token
            let lower = token.map(CharacterTables.lowercased)
            let caseSensitive = caseMatching == .respect || (caseMatching == .smart && lower != token)
            let foldsTerm = foldsAccents && lower == lower.map(CharacterTables.folded)
            if !caseSensitive { text = lower }
            var kind: Kind = fuzzy ? .fuzzy : .exact
            if !group.isEmpty && !afterBar && text == [UInt32(UInt8(ascii: "|"))] {
                startsNewGroup = false
                afterBar = true
                continue
            }
            afterBar = false
            var negated = false
            if text.first == UInt32(UInt8(ascii: "!")) {
                negated = true
                kind = .exact
                text.removeFirst()
            }
            let dollar = UInt32(UInt8(ascii: "$"))
            if text != [dollar] && text.last == dollar {
                kind = .suffix
                text.removeLast()
            }
            let quote = UInt32(UInt8(ascii: "'"))
            if text.first == quote && text.last == quote && Self.utf8Count(text) > 2 {
                // Quoted at both ends (more than the quotes, in UTF-8 bytes, as fzf counts).
                kind = .boundary
                text = Array(text.dropFirst().dropLast())
            } else if text.first == quote {
                // The quote flips exactness (and a negated quoted term is fuzzy either way).
                kind = fuzzy && !negated ? .exact : .fuzzy
                text.removeFirst()
            } else if text.first == UInt32(UInt8(ascii: "^")) {
                kind = kind == .suffix ? .equal : .prefix
                text.removeFirst()
            }
            guard !text.isEmpty else { continue }
            if startsNewGroup {
                groups.append(group)
                group = []
            }
            if foldsTerm { text = text.map(CharacterTables.folded) }
            group.append(Term(kind: kind, isNegated: negated, text: text, isCaseSensitive: caseSensitive, foldsAccents: foldsTerm))
            startsNewGroup = true
        }
        if !group.isEmpty { groups.append(group) }
        return groups
    }

    private static func utf8Count(_ text: [UInt32]) -> Int {
        text.reduce(0) { $0 + ($1 < 0x80 ? 1 : $1 < 0x800 ? 2 : $1 < 0x10000 ? 3 : 4) }
    }
}
