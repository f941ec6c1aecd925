/// fzf's field expressions as `--accept-nth` (and its `--with-nth` templates) take them: a
/// list of index expressions (`2`, `3,1`, `2..`), printing those fields joined as they stand
/// in the line, or a template (`{2}:{1}`, `{n}`), each `{…}` replaced by its fields. A list,
/// and each `{…}` of a template, loses the delimiter at its end; nothing else is trimmed.
///
/// ```swift
/// FieldTemplate("2,1")?.text(of: "a b  c", delimiter: .blanks, index: 0)     // "b  a"
/// FieldTemplate("{3}:{1}")?.text(of: "a,b,c", delimiter: FieldDelimiter(","), index: 0)  // "c:a"
/// ```
package struct FieldTemplate: Sendable, Equatable {
    package enum Part: Sendable, Equatable {
        case text(String)
        case fields([FieldRange])
        case index
    }

    package let parts: [Part]
    /// A plain list: the whole result loses its last delimiter, not each part.
    package let isList: Bool

    /// nil when `spec` is neither a list of index expressions nor a template with at least
    /// one `{…}` of them (fzf's "template should include at least 1 placeholder").
    package init?(_ spec: String) {
        if !spec.isEmpty, spec.allSatisfy({ "0123456789,-.".contains($0) }) {
            guard let ranges = FieldRange.list(spec) else { return nil }
            parts = [.fields(ranges)]
            isList = true
            return
        }
        var parts: [Part] = []
        var rest = Substring(spec)
        var found = false
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let inner = rest[rest.index(after: open)..<close]
            let isPlaceholder = inner == "n" || (!inner.isEmpty && inner.allSatisfy { "0123456789,-.".contains($0) })
            if !isPlaceholder {
                // Not a placeholder: its brace is text, and the search goes on after it.
                parts.append(.text(String(rest[...open])))
                rest = rest[rest.index(after: open)...]
                continue
            }
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            if inner == "n" {
                parts.append(.index)
                found = true
            } else if let ranges = FieldRange.list(String(inner)) {
                parts.append(.fields(ranges))
                found = true
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        guard found else { return nil }
        self.parts = parts
        isList = false
    }

    /// The text for `line` (the `index`th of the input, for `{n}`).
    package func text(of line: String, delimiter: FieldDelimiter, index: Int?) -> String {
        var text = String.UnicodeScalarView()
        for c in scalars(of: line.unicodeScalars.map(\.value), delimiter: delimiter, index: index) {
            if let s = Unicode.Scalar(c) { text.append(s) }
        }
        return String(text)
    }

    /// The same for a line's scalars; `{n}` is empty where the index is not known.
    package func scalars(of scalars: [UInt32], delimiter: FieldDelimiter, index: Int?) -> [UInt32] {
        let fields = delimiter.fields(of: scalars)
        var out: [UInt32] = []
        for part in parts {
            switch part {
            case .text(let text): out += text.unicodeScalars.map(\.value)
            case .index: if let index { out += String(index).unicodeScalars.map(\.value) }
            case .fields(let ranges):
                var chosen: [UInt32] = []
                for range in ranges {
                    if range.begin == nil, range.end == nil {
                        for field in fields { chosen += scalars[field] }
                    } else {
                        for k in range.indices(among: fields.count) { chosen += scalars[fields[k]] }
                    }
                }
                out += isList ? chosen : delimiter.withoutLastDelimiter(chosen)
            }
        }
        if isList { out = delimiter.withoutLastDelimiter(out) }
        return out
    }
}

extension FieldDelimiter {
    /// `text` without the delimiter at its very end, as fzf strips it: a literal delimiter,
    /// the pattern's last match when it ends the text, or AWK-style every blank at the end.
    package func withoutLastDelimiter(_ text: [UInt32]) -> [UInt32] {
        var chosen = text
        switch self {
        case .blanks:
            while let last = chosen.last, let scalar = Unicode.Scalar(last), scalar.properties.isWhitespace { chosen.removeLast() }
        case .literal(let separator):
            if !separator.isEmpty, chosen.count >= separator.count, chosen.suffix(separator.count).elementsEqual(separator) {
                chosen.removeLast(separator.count)
            }
        case .pattern(let pattern):
            var from = 0, last: Range<Int>?
            while from < chosen.count, let hit = pattern.firstMatch(in: chosen, from: from) {
                last = hit
                from = max(hit.upperBound, hit.lowerBound + 1)
            }
            if let last, last.upperBound == chosen.count { chosen.removeSubrange(last) }
        }
        return chosen
    }
}
