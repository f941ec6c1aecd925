import CarouselPlatform

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
        for term in needed where !Self.holdsInOrder(bytes, term.text, caseSensitive: term.caseSensitive) {
            return LineText.isAllASCII(bytes)
        }
        return false
    }

    /// The term's characters appear in the bytes in order (a lower-case letter in either case
    /// when case is ignored).
    private static func holdsInOrder(_ bytes: UnsafeBufferPointer<UInt8>, _ text: [UInt32], caseSensitive: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var from = 0
        for c in text {
            let byte = UInt8(truncatingIfNeeded: c)
            let remaining = bytes.count &- from
            guard remaining > 0 else { return false }
            var found = memchr(base + from, Int32(byte), remaining)
            if !caseSensitive, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
                let limit = found.map { UnsafeRawPointer(base + from).distance(to: UnsafeRawPointer($0)) } ?? remaining
                if limit > 0, let upper = memchr(base + from, Int32(byte &- 32), limit) { found = upper }
            }
            guard let hit = found else { return false }
            from = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) &+ 1
        }
        return true
    }
}
