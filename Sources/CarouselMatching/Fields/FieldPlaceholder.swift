extension FieldDelimiter {
    /// What fzf's `{2}`, `{-1}`, `{2..}` stand for in a line: the fields joined, without the
    /// delimiter that ends the last one, blanks at either end trimmed.
    package func placeholderText(of line: String, fields ranges: [FieldRange]) -> String {
        placeholderText(of: line, fields: ranges, keepingBlanks: false, strippingLastDelimiter: true)
    }

    /// The fields joined; the delimiter that ends the last one dropped when asked (fzf drops
    /// a literal or pattern delimiter, never AWK-style blanks: those go with the trimming);
    /// blanks at either end trimmed unless kept (fzf's `{s…}`).
    package func placeholderText(
        of line: String, fields ranges: [FieldRange], keepingBlanks: Bool,
        strippingLastDelimiter: Bool
    ) -> String {
        let scalars = line.unicodeScalars.map(\.value)
        let fields = self.fields(of: scalars)
        var chosen: [UInt32] = []
        for range in ranges {
            for k in range.indices(among: fields.count) { chosen += scalars[fields[k]] }
        }
        if strippingLastDelimiter { chosen = withoutLastDelimiter(chosen) }
        var text = String.UnicodeScalarView()
        for c in chosen { if let s = Unicode.Scalar(c) { text.append(s) } }
        if !keepingBlanks { text = Self.trimmed(text) }
        return String(text)
    }

    /// Without Unicode white space (spaces, tabs, line ends) at either end.
    private static func trimmed(_ text: String.UnicodeScalarView) -> String.UnicodeScalarView {
        guard let first = text.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = text.lastIndex(where: { !$0.properties.isWhitespace })
        else { return String.UnicodeScalarView() }
        return String.UnicodeScalarView(text[first...last])
    }
}
