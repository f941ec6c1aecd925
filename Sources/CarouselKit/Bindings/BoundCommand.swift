/// A bound command line (`execute`, `execute-silent`, `become`) filled in as fzf fills it:
/// `{}` the current line, `{+}` the marked lines (the current one when none is), `{q}` the
/// query, `{n}` the line's 0-based index, `{2}`, `{-1}`, `{2..}` its fields; every value
/// single-quoted for `sh`.
public struct BoundCommand: Equatable, Sendable {
    public let template: String
    public var delimiter: FieldDelimiter

    public init(template: String, delimiter: FieldDelimiter = .blanks) {
        self.template = template
        self.delimiter = delimiter
    }

    public func command(line: String, index: Int, query: String, plus: [String]) -> String {
        // `{q}` and `{+}` are cut out first; what lies between is a preview's template
        // (`{}`, `{n}`, fields), so no value is ever read as a placeholder again.
        func rest(_ text: Substring) -> String {
            PreviewCommand(String(text), delimiter: delimiter).command(line: line, index: index)
        }
        var result = ""
        var from = template.startIndex
        var i = template.startIndex
        while i < template.endIndex {
            let tail = template[i...]
            let value: String? = tail.hasPrefix("{q}") ? PreviewCommand.singleQuoted(query)
                : tail.hasPrefix("{+}") ? plus.map(PreviewCommand.singleQuoted).joined(separator: " ") : nil
            guard let value else { i = template.index(after: i); continue }
            result += rest(template[from..<i]) + value
            i = template.index(i, offsetBy: 3)
            from = i
        }
        return result + rest(template[from...])
    }
}
