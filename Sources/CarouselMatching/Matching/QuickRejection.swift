/// fzf's quick look before a line is scored: every term the line must hold (a group of one
/// term, not negated) needs its characters in order, and on a line of ASCII a `memchr` per
/// character says whether they are. Most lines of a large input fail it, and are then never
/// decoded, aligned or scored. Lines of other characters always go on to the matcher, where
/// an accent may fold to a letter of the term.
package struct QuickRejection: Sendable {
    /// The required terms' characters, looked for eight bytes a turn (nil: no term to look for).
    private let look: FuzzyTermsLook?

    package init(_ query: SearchQuery) {
        look = FuzzyTermsLook(
            characters: query.groups.compactMap { group in
                guard group.count == 1, let term = group.first, !term.isNegated, !term.text.isEmpty,
                    term.text.allSatisfy({ $0 < 128 })
                else { return nil }
                return (term.text, term.isCaseSensitive)
            })
    }

    /// Whether any line could be ruled out at all.
    package var isUseful: Bool { look != nil }

    /// True when the line cannot match the query.
    @inline(__always)
    package func rulesOut(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let look, !look.matches(bytes) else { return false }
        return LineText.isAllASCII(bytes)
    }
}
