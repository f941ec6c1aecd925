/// Plain text wrapped at word boundaries, for `--help`.
enum TextWrapping {
    /// The words of `text` in lines of at most `width` characters (a longer word stands alone).
    static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

/// An option as `--help` lists it: its spellings and value in a column, its text beside.
extension OptionSpec {
    /// `-q, --query QUERY`
    package var label: String {
        names.joined(separator: ", ") + (value.map { optionalValue == nil ? " " + $0 : "[=" + $0 + "]" } ?? "")
    }

    /// The entry's lines, indented by two, the text from column `textColumn`.
    func helpLines(textColumn: Int = 25, width: Int = 100) -> [String] {
        let head = "  " + label
        let older = deprecated.isEmpty ? "" : "; " + deprecated.joined(separator: ", ") + ", the older name, is taken too (deprecated)"
        let text = TextWrapping.lines(help + older, width: width - textColumn)
        let indent = String(repeating: " ", count: textColumn)
        var lines: [String] = []
        var body = text[...]
        if head.count + 2 <= textColumn, let first = body.first {
            lines.append(head + String(repeating: " ", count: textColumn - head.count) + first)
            body = body.dropFirst()
        } else {
            lines.append(head)
        }
        lines += body.map { indent + $0 }
        return lines
    }
}
