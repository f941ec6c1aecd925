/// What a picker shows of each line and matches on, as fzf's `--with-nth`, `--delimiter`
/// and `--ansi` make it: chosen fields joined (each keeps the delimiter after it; blanks
/// at the end trimmed), escapes taken out. The line itself is kept whole: it is what is
/// printed.
///
/// ```swift
/// let shaping = LineShaping(ansi: false, delimiter: FieldDelimiter(":"), withNth: FieldRange.list("2.."))
/// shaping.shownRaw("a:b:c")   // "b:c"
/// ```
package struct LineShaping: Sendable, Equatable {
    package var ansi: Bool
    package var delimiter: FieldDelimiter
    /// nil: the whole line.
    package var withNth: [FieldRange]?
    /// fzf's `--with-nth '{2} {1}'`: a template of fields instead of a list (then `withNth`
    /// is nil).
    package var withNthTemplate: FieldTemplate?

    package init(ansi: Bool = false, delimiter: FieldDelimiter = .blanks, withNth: [FieldRange]? = nil) {
        self.ansi = ansi
        self.delimiter = delimiter
        self.withNth = withNth
    }

    /// Lines are shown and matched as they are.
    package var isIdentity: Bool { !ansi && !choosesFields }

    /// Whether some of each line's fields are shown rather than the whole line.
    package var choosesFields: Bool { withNth != nil || withNthTemplate != nil }

    /// The chosen fields of `scalars`, joined (blanks at the end trimmed, as fzf trims them).
    package func selectedFields(_ scalars: [UInt32]) -> [UInt32] {
        if let withNthTemplate { return withNthTemplate.scalars(of: scalars, delimiter: delimiter, index: nil) }
        guard let withNth else { return scalars }
        let fields = delimiter.fields(of: scalars)
        var out: [UInt32] = []
        for range in withNth {
            if range.begin == nil, range.end == nil {
                // `..`: every field, joined (blanks before the first one are in none).
                for field in fields { out += scalars[field] }
                continue
            }
            for k in range.indices(among: fields.count) { out += scalars[fields[k]] }
        }
        return out
    }

    /// The shown text with its escapes still in (what the card's colours come from).
    package func shownRaw(_ line: String) -> String {
        guard choosesFields else { return line }
        var chosen = selectedFields(line.unicodeScalars.map(\.value))
        while let last = chosen.last, last == 32 || last == 9 { chosen.removeLast() }
        var text = String.UnicodeScalarView()
        for c in chosen { if let s = Unicode.Scalar(c) { text.append(s) } }
        return String(text)
    }

    /// The shown text without escapes: what is matched and where the marks go.
    package func shown(_ line: String) -> String {
        let raw = shownRaw(line)
        return ansi ? Self.trimmed(ANSIStripping.strip(raw), when: choosesFields) : raw
    }

    private static func trimmed(_ text: String, when trims: Bool) -> String {
        guard trims else { return text }
        var scalars = text.unicodeScalars[...]
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The shown bytes of a line, into `out` (emptied first): what the matcher reads.
    package func shown(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        if !choosesFields {
            if ansi { ANSIStripping.strip(bytes, into: &out) } else { out.append(contentsOf: bytes) }
            return
        }
        guard splitsOnBytes, withNthTemplate == nil else {
            let text = shown(String(decoding: bytes, as: UTF8.self))
            out.append(contentsOf: text.utf8)
            return
        }
        // ASCII delimiters never occur inside a UTF-8 sequence: the bytes are cut as they are.
        let chosen = selectedFields(bytes.map { UInt32($0) })
        if ansi {
            let raw = chosen.map { UInt8(truncatingIfNeeded: $0) }
            raw.withUnsafeBufferPointer { ANSIStripping.strip($0, into: &out) }
        } else {
            for c in chosen { out.append(UInt8(truncatingIfNeeded: c)) }
        }
        while let last = out.last, last == 32 || last == 9 { out.removeLast() }
    }

    /// Fields can be cut from the bytes without decoding them: blanks, or an ASCII string.
    private var splitsOnBytes: Bool {
        switch delimiter {
        case .blanks: return true
        case .literal(let separator): return !separator.isEmpty && separator.allSatisfy { $0 < 0x80 }
        case .pattern: return false
        }
    }
}
