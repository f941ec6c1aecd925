/// The man page's option sections, in roff, printed from the option table: what stands between
/// `.SH OPTIONS` and `.SH KEYS` in `doc/carousel.1`.
package enum ManPageOptions {
    package static var sections: String {
        var lines: [String] = []
        for group in OptionGroup.allCases {
            let options = OptionTable.all.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            if group != .display { lines.append(".SH \(group.manHeading)") }
            if let intro = group.manIntro { lines.append(intro) }
            for option in options { lines += entry(option) }
            if let outro = group.manOutro { lines.append(outro) }
        }
        return lines.joined(separator: "\n")
    }

    /// `.TP`, the spellings in bold and the value in italics, then the paragraph.
    static func entry(_ option: OptionSpec) -> [String] {
        var head = option.names.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
        if let value = option.value {
            head += option.optionalValue == nil ? " \\fI\(escaped(value))\\fR" : "[=\\fI\(escaped(value))\\fR]"
        }
        var lines = [".TP", head, option.man]
        if !option.deprecated.isEmpty {
            let old = option.deprecated.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
            lines.append("(\(old), the older name, is taken too, and deprecated.)")
        }
        let others = Subcommand.allCases.filter { option.commands.contains($0) && $0 != .carousel }
        if !option.commands.contains(.carousel), option.group == .display || option.group == .picker {
            lines.append("For " + others.map { "\\fB\($0.rawValue)\\fR" }.joined(separator: ", ") + ".")
        }
        return lines
    }

    /// Plain text as a roff paragraph: a line that would begin with a dot or a quote is kept
    /// from being read as a request.
    static func paragraph(_ text: String) -> String {
        // Characters past ASCII by their Unicode names (`\[u2713]`), which groff reads anywhere.
        var body = ""
        for scalar in escaped(text).unicodeScalars {
            if scalar.isASCII {
                body.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                body += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }

    /// Text as roff prints it: a minus stays a minus, a backslash a backslash.
    static func escaped(_ text: String) -> String {
        text.replacing("\\", with: "\\e").replacing("-", with: "\\-").replacing("\"", with: "\\(dq")
    }
}

/// The user guide's summary of the options: a Markdown table, an option a row.
package enum OptionSummary {
    package static var markdown: String {
        var lines = ["| option | does | default | commands |", "|---|---|---|---|"]
        for option in OptionTable.all {
            let spellings =
                option.names.map { "`\($0)`" }.joined(separator: " ")
                + (option.value.map { " " + cell($0) } ?? "")
                + (option.deprecated.isEmpty ? "" : " (deprecated: " + option.deprecated.map { "`\($0)`" }.joined(separator: " ") + ")")
            let commands = Subcommand.allCases.filter { option.commands.contains($0) }.map(\.rawValue)
            let who = option.commands == Set(Subcommand.allCases) ? "all" : commands.joined(separator: ", ")
            lines.append("| \(spellings) | \(cell(option.summary)) | \(option.defaultValue.map(cell) ?? "") | \(who) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Text in a table's cell: a bar would end it.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("<", with: "&lt;")
    }
}
