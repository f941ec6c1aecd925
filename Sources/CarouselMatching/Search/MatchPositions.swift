/// Where a query's terms matched in a line, for highlighting: offsets of Unicode scalars.
/// Each group shows its first positive term that matches (the one that scored it); a fuzzy
/// term shows the shortest window ending at its first complete match (fzf's first matcher),
/// the exact kinds their first occurrence. With `--nth` a term is looked for in the chosen
/// fields in turn, and marked in the first where it matches. Only the cards on screen ask,
/// so this favours plainness over speed.
package enum MatchPositions {
    package static func positions(
        of query: SearchQuery, in line: String, nth: [FieldRange]? = nil,
        delimiter: FieldDelimiter = .blanks
    ) -> Set<Int> {
        let scalars = line.unicodeScalars.map(\.value)
        // The text each term is looked for in, and where it starts in the line.
        var parts: [([UInt32], Int)] = [(scalars, 0)]
        if let nth {
            var fields = MatchFields(nth: nth, delimiter: delimiter)
            scalars.withUnsafeBufferPointer { fields.split($0) }
            parts = zip(fields.parts, fields.offsets).map { (String(decoding: $0.0, as: UTF8.self).unicodeScalars.map(\.value), $0.1) }
        }
        var found = Set<Int>()
        for group in query.groups {
            for term in group where !term.isNegated {
                if let hit = parts.lazy.compactMap({ part in positions(of: term, in: part.0).map { $0.map { $0 + part.1 } } }).first {
                    found.formUnion(hit)
                    break
                }
            }
        }
        return found
    }

    package static func positions(of term: SearchQuery.Term, in raw: [UInt32]) -> [Int]? {
        let text = raw.map { c -> UInt32 in
            var c = c
            if !term.isCaseSensitive { c = CharacterTables.lowercased(c) }
            if term.foldsAccents { c = CharacterTables.folded(c) }
            return c
        }
        let pattern = term.text
        guard !pattern.isEmpty, pattern.count <= text.count else { return pattern.isEmpty ? [] : nil }
        let space = UInt32(UInt8(ascii: " ")), tab = UInt32(UInt8(ascii: "\t"))
        let isBlank = { (c: UInt32) in c == space || c == tab }
        switch term.kind {
        case .fuzzy:
            return fuzzy(pattern, in: text)
        case .exact, .boundary:
            return firstOccurrence(pattern, in: text, within: 0..<text.count)
        case .prefix:
            let start = pattern.first.map(isBlank) == true ? 0 : (text.firstIndex { !isBlank($0) } ?? text.count)
            return text[start...].starts(with: pattern) ? Array(start..<(start + pattern.count)) : nil
        case .suffix:
            let end = pattern.last.map(isBlank) == true ? text.count : ((text.lastIndex { !isBlank($0) } ?? -1) + 1)
            guard end >= pattern.count, text[(end - pattern.count)..<end].elementsEqual(pattern) else { return nil }
            return Array((end - pattern.count)..<end)
        case .equal:
            let start = text.firstIndex { !isBlank($0) } ?? 0
            let end = (text.lastIndex { !isBlank($0) } ?? -1) + 1
            guard end > start, text[start..<end].elementsEqual(pattern) else { return nil }
            return Array(start..<end)
        }
    }

    /// The first complete in-order match, then back from its end to the latest start, so
    /// the window is as tight as the first match allows.
    private static func fuzzy(_ pattern: [UInt32], in text: [UInt32]) -> [Int]? {
        var p = 0, end = -1
        for (i, c) in text.enumerated() where c == pattern[p] {
            p += 1
            if p == pattern.count { end = i; break }
        }
        guard end >= 0 else { return nil }
        var q = pattern.count - 1, start = end
        var i = end
        while i >= 0 {
            if text[i] == pattern[q] {
                if q == 0 { start = i; break }
                q -= 1
            }
            i -= 1
        }
        var hits: [Int] = []
        p = 0
        for i in start...end where p < pattern.count && text[i] == pattern[p] {
            hits.append(i)
            p += 1
        }
        return hits
    }

    private static func firstOccurrence(_ pattern: [UInt32], in text: [UInt32], within range: Range<Int>) -> [Int]? {
        guard range.count >= pattern.count else { return nil }
        for start in range.lowerBound...(range.upperBound - pattern.count)
        where text[start..<(start + pattern.count)].elementsEqual(pattern) {
            return Array(start..<(start + pattern.count))
        }
        return nil
    }
}
