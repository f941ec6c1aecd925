import Foundation

extension FieldDelimiter {
    /// What fzf's `{2}`, `{-1}`, `{2..}` stand for in a line: the fields joined, without the
    /// delimiter that ends the last one, blanks at either end trimmed.
    public func placeholderText(of line: String, fields ranges: [FieldRange]) -> String {
        let scalars = line.unicodeScalars.map(\.value)
        let fields = self.fields(of: scalars)
        var chosen: [UInt32] = []
        for range in ranges {
            for k in range.indices(among: fields.count) { chosen += scalars[fields[k]] }
        }
        chosen = withoutLastDelimiter(chosen)
        var text = String.UnicodeScalarView()
        for c in chosen { if let s = Unicode.Scalar(c) { text.append(s) } }
        return String(text).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
