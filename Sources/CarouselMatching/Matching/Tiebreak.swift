/// fzf's `--tiebreak`: what decides between lines of equal score, in order, before input
/// order (`index`, always the last word, reversed by `--tac`).
///
/// ```swift
/// try Tiebreak("begin,length").criteria   // [.begin, .length]
/// try Tiebreak("index").criteria          // []: input order alone
/// ```
package struct Tiebreak: Sendable, Equatable {
    package enum Criterion: String, Sendable, Equatable, CaseIterable {
        /// The line's length, white space at its ends aside (fzf's default).
        case length
        /// The length of the white-space-delimited chunk around the match.
        case chunk
        /// How near the start of the line the match ends (fzf ranks by the first match's end).
        case begin
        /// How near the end of the line the match ends, for the line's length.
        case end
        /// How near the match starts after the line's last `/` or `\\` (in the file name, the
        /// nearer its start the better; a match before that last separator is at its worst).
        case pathname
    }

    /// The criteria after the score; input order comes after all of them.
    package var criteria: [Criterion]

    package init(criteria: [Criterion]) { self.criteria = criteria }

    package static let fzfDefault = Tiebreak(criteria: [.length])

    /// The tiebreak a `--scheme` brings, as fzf sets it when the scheme comes after any
    /// `--tiebreak`: `length` for `default`, `pathname,length` for `path`, none for `history`.
    package static func `default`(for scheme: ScoringScheme) -> Tiebreak {
        switch scheme {
        case .default: return fzfDefault
        case .path: return Tiebreak(criteria: [.pathname, .length])
        case .history: return Tiebreak(criteria: [])
        }
    }

    /// A bad `--tiebreak` value, in fzf's words.
    package struct ParseError: Error, CustomStringConvertible {
        package let description: String
    }

    /// A comma list such as `length,index`, as fzf reads it: case does not count, each
    /// criterion at most once, `index` only last, at most three besides `index`.
    package init(_ text: String) throws(ParseError) {
        var criteria: [Criterion] = []
        var seen: Set<String> = []
        var hasIndex = false
        for word in text.lowercased().split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard word == "index" || Criterion(rawValue: word) != nil else {
                throw ParseError(description: "invalid sort criterion: '\(word)' (length, chunk, pathname, begin, end, index)")
            }
            if seen.contains(word) { throw ParseError(description: "duplicate sort criterion: \(word)") }
            if hasIndex { throw ParseError(description: "index should be the last criterion") }
            seen.insert(word)
            if let criterion = Criterion(rawValue: word) { criteria.append(criterion) } else { hasIndex = true }
        }
        guard criteria.count <= 3 else { throw ParseError(description: "at most 3 tiebreaks are allowed besides index: \(text)") }
        self.criteria = criteria
    }

    /// Which way fzf's matchers search when several places match equally: backwards when
    /// `end` or `pathname` comes before `begin` among the criteria (the last place wins then).
    package var searchesForward: Bool {
        for criterion in criteria {
            if criterion == .begin { return true }
            if criterion == .end || criterion == .pathname { return false }
        }
        return true
    }

    /// Whether a fuzzy match's start must be its real start (found by tracing the alignment
    /// back): `chunk` and `pathname` need it; elsewhere fzf takes the first occurrence of the
    /// term's first character.
    package var needsExactStart: Bool { criteria.contains(.chunk) || criteria.contains(.pathname) }

    /// Whether any criterion needs where the terms matched.
    package var needsSpans: Bool { criteria.contains { $0 != .length } }
}
