/// What of a line `--nth` lets a query match: the line cut into fzf's tokens (by
/// `--delimiter`, else AWK-style), each token keeping the delimiter after it, and for each
/// field expression the text of its tokens joined, with where that text starts in the line
/// (in characters), so that where a term matches maps back onto the line.
///
/// The cut follows fzf's tokenizer exactly, where it differs from the shown fields: a line
/// ending with a literal delimiter has an empty last token, and so has an empty line. As fzf
/// 0.74.5, the last expression's text loses a delimiter at its end (not with the AWK-style
/// cut), so that `bar$` matches the field `bar,` of `foo,bar,baz` under `-d, -n2`.
///
/// ```swift
/// var fields = MatchFields(nth: FieldRange.list("2")!, delimiter: FieldDelimiter(":"))
/// fields.split(Array("a:b:c".unicodeScalars.map(\.value)))
/// // fields.parts[0]: "b" (UTF-8: the last expression, its delimiter stripped), fields.offsets[0]: 2
/// ```
package struct MatchFields {
    package let nth: [FieldRange]
    package let delimiter: FieldDelimiter
    /// Each field expression's text, as UTF-8 (what the matchers read).
    package private(set) var parts: [[UInt8]]
    /// Where each part starts in the line, in characters.
    package private(set) var offsets: [Int]

    package init(nth: [FieldRange], delimiter: FieldDelimiter) {
        self.nth = nth
        self.delimiter = delimiter
        parts = Array(repeating: [], count: nth.count)
        offsets = Array(repeating: 0, count: nth.count)
    }

    /// Cuts `text` (the line's characters) into the parts.
    package mutating func split(_ text: UnsafeBufferPointer<UInt32>) {
        let tokens = Self.tokens(of: text, delimiter: delimiter)
        for (k, range) in nth.enumerated() {
            parts[k].removeAll(keepingCapacity: true)
            let (chosen, first) = Self.resolve(range, tokenCount: tokens.count)
            if k == nth.count - 1, delimiter != .blanks {
                var scalars: [UInt32] = []
                for t in chosen { scalars.append(contentsOf: text[tokens[t]]) }
                let kept = Self.strippingLastDelimiter(scalars, delimiter: delimiter)
                scalars.withUnsafeBufferPointer { Self.appendUTF8($0, 0..<kept, to: &parts[k]) }
            } else {
                for t in chosen { Self.appendUTF8(text, tokens[t], to: &parts[k]) }
            }
            offsets[k] = first < tokens.count ? tokens[first].lowerBound : 0
        }
    }

    /// How much of `text` is left without a delimiter at its end (fzf's StripLastDelimiter):
    /// a literal one once; for a pattern, its last match when that ends the text.
    package static func strippingLastDelimiter(_ text: [UInt32], delimiter: FieldDelimiter) -> Int {
        switch delimiter {
        case .blanks:
            return text.count
        case .literal(let separator):
            guard !separator.isEmpty, text.count >= separator.count,
                text[(text.count - separator.count)...].elementsEqual(separator)
            else { return text.count }
            return text.count - separator.count
        case .pattern(let pattern):
            // Go's FindAllStringIndex: an empty match next to the previous match is skipped.
            var last: Range<Int>? = nil, from = 0, previousEnd = -1
            while from <= text.count, let hit = pattern.firstMatch(in: text, from: from) {
                if hit.isEmpty && hit.lowerBound == previousEnd {
                    from = hit.lowerBound + 1
                    continue
                }
                last = hit
                previousEnd = hit.upperBound
                from = hit.isEmpty ? hit.upperBound + 1 : hit.upperBound
            }
            guard let last, last.upperBound == text.count else { return text.count }
            return last.lowerBound
        }
    }

    /// The tokens a field expression takes, and the token whose start is the part's start
    /// (fzf's rule, also when the expression takes none).
    package static func resolve(_ range: FieldRange, tokenCount n: Int) -> ([Int], Int) {
        func resolved(_ i: Int) -> Int { i < 0 ? i + n + 1 : i }
        if let begin = range.begin, begin == range.end {
            let i = resolved(begin)
            return i >= 1 && i <= n ? ([i - 1], i - 1) : ([], 0)
        }
        let from = range.begin.map(resolved) ?? 1
        let to = range.end.map(resolved) ?? n
        let first = Swift.max(0, from - 1)
        let lower = Swift.max(1, from), upper = Swift.min(n, to)
        return (lower <= upper ? Array((lower - 1)..<upper) : [], first)
    }

    /// fzf's tokens of a line, as ranges of its characters.
    package static func tokens(of text: UnsafeBufferPointer<UInt32>, delimiter: FieldDelimiter) -> [Range<Int>] {
        switch delimiter {
        case .blanks:
            return FieldDelimiter.blanks.fields(of: Array(text))
        case .literal(let separator):
            guard !separator.isEmpty else { return text.indices.map { $0..<($0 + 1) } }
            // Go's SplitAfter: every separator ends a token, and what follows the last one
            // (empty too) is the last token.
            var tokens: [Range<Int>] = [], start = 0, i = 0
            let m = separator.count
            while i + m <= text.count {
                var k = 0
                while k < m, text[i + k] == separator[k] { k += 1 }
                if k == m {
                    tokens.append(start..<(i + m))
                    i += m
                    start = i
                } else {
                    i += 1
                }
            }
            tokens.append(start..<text.count)
            return tokens
        case .pattern(let pattern):
            // Go's FindAllStringIndex: an empty match next to the previous match is skipped;
            // each match ends a token, the rest (when not empty) is the last one.
            let chars = Array(text)
            var tokens: [Range<Int>] = [], begin = 0, from = 0, previousEnd = -1
            while from <= chars.count, let hit = pattern.firstMatch(in: chars, from: from) {
                if hit.isEmpty && hit.lowerBound == previousEnd {
                    from = hit.lowerBound + 1
                    continue
                }
                tokens.append(begin..<hit.upperBound)
                begin = hit.upperBound
                previousEnd = hit.upperBound
                from = hit.isEmpty ? hit.upperBound + 1 : hit.upperBound
            }
            if begin < chars.count { tokens.append(begin..<chars.count) }
            return tokens
        }
    }

    private static func appendUTF8(_ text: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, to out: inout [UInt8]) {
        for i in range {
            let c = text[i]
            if c < 0x80 {
                out.append(UInt8(c))
            } else if let scalar = Unicode.Scalar(c) {
                out.append(contentsOf: UTF8.encode(scalar)!)
            } else {
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
        }
    }
}
