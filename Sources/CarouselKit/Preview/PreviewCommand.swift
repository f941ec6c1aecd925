/// A `--preview` command line: `{}` stands for the card's line, single-quoted for `sh` so
/// that any line (quotes, `$`, backticks, newlines) stays one literal argument, and `{n}`
/// for its 0-based index, as in fzf; `{2}`, `{-1}`, `{2..}`, `{1,3}` for fields of the line
/// (cut by `delimiter`), quoted the same way.
public struct PreviewCommand: Equatable, Sendable {
    public let template: String
    public var delimiter: FieldDelimiter

    public init(_ template: String, delimiter: FieldDelimiter = .blanks) {
        self.template = template
        self.delimiter = delimiter
    }

    /// The command for one card, for `sh -c`.
    public func command(line: String, index: Int) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[open...]
            if after.hasPrefix("{}") {
                result += Self.singleQuoted(line)
                rest = after.dropFirst(2)
            } else if after.hasPrefix("{n}") {
                result += String(index)
                rest = after.dropFirst(3)
            } else if let close = after.firstIndex(of: "}"),
                      let fields = FieldRange.list(String(after[after.index(after: open)..<close])) {
                result += Self.singleQuoted(delimiter.placeholderText(of: line, fields: fields))
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after.dropFirst()
            }
        }
        return result + rest
    }

    /// `it's` → `'it'\''s'`: inside single quotes `sh` takes every byte literally but the
    /// quote itself, which is closed, escaped and reopened. A NUL cannot reach `sh`: dropped.
    public static func singleQuoted(_ text: String) -> String {
        var quoted = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'": quoted += "'\\''"
            case "\0": continue
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }
}
