/// The key map as the documents print it: the man page's KEYS section and the user guide's
/// table are made from the same entries as the help box (a test holds the checked-in
/// documents to these).
extension KeyMap {
    /// The body of the man page's KEYS section, in roff: a tagged paragraph an entry.
    package var manPageSection: String {
        var lines: [String] = []
        for (keys, text) in entries.flatMap(\.man) {
            lines.append(lines.isEmpty ? ".TP 18" : ".TP")
            lines.append(keys)
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// The user guide's table of keys, in Markdown.
    package var markdownTable: String {
        var lines = ["| key | does |", "|---|---|"]
        for entry in entries {
            let keys = entry.keys.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")
            let note = notes[entry.id].map { " (\($0))" } ?? ""
            lines.append("| \(keys) | \(entry.meaning)\(note) |")
        }
        return lines.joined(separator: "\n")
    }
}
