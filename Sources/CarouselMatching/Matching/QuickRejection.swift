/// fzf's quick look before a line is scored: every term the line must hold (a group of one
/// term, not negated) needs its characters in order, and on a line of ASCII a `memchr` per
/// character says whether they are. Most lines of a large input fail it, and are then never
/// decoded, aligned or scored. Lines of other characters always go on to the matcher, where
/// an accent may fold to a letter of the term.
package struct QuickRejection: Sendable {
    private let needed: [(text: [UInt32], caseSensitive: Bool)]

    package init(_ query: SearchQuery) {
        needed = query.groups.compactMap { group in
            guard group.count == 1, let term = group.first, !term.isNegated, !term.text.isEmpty,
                term.text.allSatisfy({ $0 < 128 })
            else { return nil }
            return (term.text, term.isCaseSensitive)
        }
    }

    /// Whether any line could be ruled out at all.
    package var isUseful: Bool { !needed.isEmpty }

    /// True when the line cannot match the query.
    @inline(__always)
    package func rulesOut(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for term in needed where LineText.asciiSearchStart(in: bytes, term.text, caseSensitive: term.caseSensitive) == nil {
            return LineText.isAllASCII(bytes)
        }
        return false
    }
}
