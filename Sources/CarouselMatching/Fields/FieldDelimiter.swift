/// How a line is cut into fields (fzf's `--delimiter`): by default AWK-style, each field a
/// run of non-blanks with the blanks after it (leading blanks belong to no field); else at
/// a literal string or a pattern, each field keeping the delimiter that ends it.
///
/// As fzf: `\t` in the option means a tab; text with no regex metacharacters, or that is
/// not a valid pattern, is literal.
package enum FieldDelimiter: Equatable, Sendable {
    case blanks
    case literal([UInt32])
    case pattern(DelimiterPattern)

    package init(_ option: String) {
        let text = option.replacing("\\t", with: "\t")
        let scalars = text.unicodeScalars.map(\.value)
        let meta = Set("\\.+*?()|[]{}^$".unicodeScalars.map(\.value))
        if !scalars.contains(where: meta.contains) || scalars.isEmpty {
            self = .literal(scalars)
        } else if let pattern = DelimiterPattern(text) {
            self = .pattern(pattern)
        } else {
            self = .literal(scalars)
        }
    }

    /// The fields of `text`, as ranges of its offsets (blanks before the first field, in
    /// the AWK-style split, are in none).
    package func fields(of text: [UInt32]) -> [Range<Int>] {
        switch self {
        case .blanks: return Self.awkFields(text)
        case .literal(let separator):
            guard !separator.isEmpty else { return text.isEmpty ? [0..<0] : text.indices.map { $0..<($0 + 1) } }
            var fields: [Range<Int>] = [], start = 0, i = 0
            while i + separator.count <= text.count {
                if text[i..<(i + separator.count)].elementsEqual(separator) {
                    fields.append(start..<(i + separator.count))
                    i += separator.count
                    start = i
                } else {
                    i += 1
                }
            }
            if start < text.count || fields.isEmpty { fields.append(start..<text.count) }
            return fields
        case .pattern(let pattern):
            var fields: [Range<Int>] = [], start = 0
            while start < text.count {
                // The field runs to the end of the next match (at least one character).
                let end = pattern.firstMatch(in: text, from: start).map { max($0.upperBound, start + 1) } ?? text.count
                fields.append(start..<end)
                start = end
            }
            return fields
        }
    }

    private static func awkFields(_ text: [UInt32]) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var begin = -1, end = 0, inBlank = false
        for (i, c) in text.enumerated() {
            let blank = c == 9 || c == 32 || c == 10  // fzf's AWK fields part at newlines too
            if begin < 0 {
                if !blank { begin = i; end = i + 1 }
            } else if !inBlank {
                end = i + 1
                inBlank = blank
            } else if blank {
                end = i + 1
            } else {
                fields.append(begin..<end)
                begin = i; end = i + 1; inBlank = false
            }
        }
        if begin >= 0, begin < end { fields.append(begin..<end) }
        return fields
    }
}
