import CarouselMatching

/// A command line with fzf 0.74's placeholders, filled in as fzf fills them:
///
/// | placeholder | stands for |
/// |---|---|
/// | `{}` `{1}` `{-1}` `{2..}` `{1,3}` | the current line, or its fields (cut by `--delimiter`) |
/// | `{+…}` | the marked lines (the current one when none is), each filled in, space-separated |
/// | `{*…}` | every line that matches |
/// | `{n}` `{+n}` | 0-based indexes in the input |
/// | `{q}` `{q:1}` `{q:2..}` | the query, or its words |
/// | `{f…}` | a temporary file holding the values, one a line (NUL-ended with `--print0`) |
/// | `{r…}` | raw: the value unquoted |
/// | `{s…}` | blanks at either end kept |
/// | `{fzf:query}` `{fzf:action}` `{fzf:prompt}` | the query, the last action's name, the prompt |
/// | `\{…}` | the placeholder as written, not filled in |
///
/// Values are quoted for the shell that runs them (`sh`'s `'…'\''…'`, or fish's `\'` and
/// `\\`); a NUL never reaches a shell. Anything else in braces stays as written.
package struct CommandTemplate: Equatable, Sendable {
    package let template: String
    package var delimiter: FieldDelimiter
    package var quoting: ShellQuoting
    /// fzf's `execute-multi`: every placeholder of a line stands for the marked lines, as
    /// if written with `+`.
    package var forcesMarked = false

    package init(_ template: String, delimiter: FieldDelimiter = .blanks, quoting: ShellQuoting = .posix) {
        self.template = template
        self.delimiter = delimiter
        self.quoting = quoting
    }

    /// A line a placeholder may stand for: its text (escapes already dropped with `--ansi`)
    /// and its 0-based index in the input; nil where there is no current line.
    package struct Item: Equatable, Sendable {
        package var text: String
        package var index: Int?
        package init(text: String, index: Int?) { self.text = text; self.index = index }
        /// What fzf fills in where no line is current: an empty text, no index.
        package static let noLine = Item(text: "", index: nil)
    }

    /// Everything a command can be filled in with.
    package struct Values: Sendable {
        package var current: Item?
        /// The marked lines in the order they were marked (empty: the current line stands in).
        package var marked: [Item] = []
        /// Every match, for `{*}` (asked for only when the template has one).
        package var matched: [Item] = []
        package var query = ""
        package var prompt = ""
        package var lastAction = ""
        /// What ends each value in a `{f}` file: a newline, or NUL with `--print0`.
        package var fileSeparator = "\n"

        package init(
            current: Item?, marked: [Item] = [], matched: [Item] = [], query: String = "", prompt: String = "",
            lastAction: String = "", fileSeparator: String = "\n"
        ) {
            self.current = current; self.marked = marked; self.matched = matched; self.query = query
            self.prompt = prompt; self.lastAction = lastAction; self.fileSeparator = fileSeparator
        }
    }

    /// What the template asks of the program before it can be filled in.
    package struct Needs: Equatable, Sendable {
        /// A placeholder of any kind: without one the command does not depend on the line.
        package var slot = false
        package var marked = false
        package var everyMatch = false
        /// `{q}` and `{fzf:…}`: filled in even when no line is current.
        package var withoutLine = false
    }

    package var needs: Needs {
        var needs = Needs()
        for token in tokens() {
            guard case .placeholder(let placeholder) = token, !placeholder.isEscaped else { continue }
            needs.slot = true
            needs.marked = needs.marked || placeholder.flags.plus || (forcesMarked && !placeholder.flags.asterisk)
            needs.everyMatch = needs.everyMatch || placeholder.flags.asterisk
            needs.withoutLine = needs.withoutLine || placeholder.flags.forcesUpdate
        }
        return needs
    }

    /// The command, or nil where it needs a current line and there is none (fzf does not run
    /// it then); `writeFile` makes a `{f}` file of the values and gives its path.
    /// `withoutLine`: filled in before any line exists (fzf's `start:reload`): a line's
    /// placeholders stand for nothing.
    package func filled(
        _ values: Values, withoutLine: Bool = false,
        writeFile: ([String], String) -> String? = TemporaryFiles.file(of:separator:)
    ) -> String? {
        let needs = self.needs
        var values = values
        // fzf: a command with no placeholder, with {q}, {*} or {+} over marks runs without a line.
        if values.current == nil && !withoutLine {
            guard !needs.slot || needs.withoutLine || needs.everyMatch || (needs.marked && !values.marked.isEmpty) else { return nil }
            values.current = Item.noLine
        }
        var out = ""
        for token in tokens() {
            switch token {
            case .text(let text): out += text
            case .placeholder(let placeholder): out += fill(placeholder, values, writeFile: writeFile)
            }
        }
        return out
    }

    // MARK: - Filling one placeholder

    private func fill(_ p: Placeholder, _ values: Values, writeFile: ([String], String) -> String?) -> String {
        if p.isEscaped { return p.written }
        let body = p.body
        switch body {
        case "{q}", "{fzf:query}": return quoting.quoted(values.query)
        case "{fzf:action}": return values.lastAction
        case "{fzf:prompt}": return quoting.quoted(values.prompt)
        default: break
        }
        if body.hasPrefix("{q:") {
            guard let ranges = FieldRange.list(String(body.dropFirst(3).dropLast())) else { return body }
            return quoting.quoted(
                FieldDelimiter.blanks.placeholderText(
                    of: values.query, fields: ranges, keepingBlanks: p.flags.keepsBlanks,
                    strippingLastDelimiter: false))
        }
        let replace: (Item) -> String
        if body == "{}" {
            replace = { item in
                if p.flags.number { return item.index.map(String.init) ?? "''" }
                return p.flags.file || p.flags.raw ? item.text : quoting.quoted(item.text)
            }
        } else {
            guard let ranges = FieldRange.list(String(body.dropFirst().dropLast())) else { return body }
            replace = { item in
                let text = delimiter.placeholderText(
                    of: item.text, fields: ranges, keepingBlanks: p.flags.keepsBlanks,
                    strippingLastDelimiter: delimiter != .blanks)
                return p.flags.file || p.flags.raw ? text : quoting.quoted(text)
            }
        }
        let current = values.current.map { [$0] } ?? []
        let plus = p.flags.plus || forcesMarked
        let items = p.flags.asterisk ? values.matched : plus ? (values.marked.isEmpty ? current : values.marked) : current
        let replacements = items.map(replace)
        if p.flags.file { return writeFile(replacements, values.fileSeparator) ?? "" }
        return replacements.joined(separator: " ")
    }

    // MARK: - Reading the template

    /// fzf's flags in a placeholder: `+`, `*`, `s`, `n`, `f`, `r`; `q` forces an update.
    struct Flags: Equatable {
        var plus = false, asterisk = false, keepsBlanks = false, number = false, file = false, raw = false
        var forcesUpdate = false
    }

    struct Placeholder: Equatable {
        /// As written in the template (with the backslash of an escaped one).
        var written: String
        var isEscaped: Bool
        /// With its flags taken out: `{+f1}` is `{1}`, `{n}` is `{}`.
        var body: String
        var flags: Flags
    }

    enum Token: Equatable {
        case text(String)
        case placeholder(Placeholder)
    }

    /// The template cut into text and placeholders, as fzf's pattern finds them.
    func tokens() -> [Token] {
        var tokens: [Token] = []
        var text = ""
        let scalars = Array(template.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let escaped = scalars[i] == "\\" && i + 1 < scalars.count && scalars[i + 1] == "{"
            let start = escaped ? i + 1 : i
            if scalars[start] == "{", let length = Self.placeholderLength(scalars, at: start) {
                if !text.isEmpty { tokens.append(.text(text)); text = "" }
                var match = String.UnicodeScalarView()
                match.append(contentsOf: scalars[start..<(start + length)])
                let written = String(match)
                tokens.append(
                    .placeholder(
                        escaped
                            ? Placeholder(written: written, isEscaped: true, body: written, flags: Flags())
                            : Self.parse(written)))
                i = start + length
                continue
            }
            text.unicodeScalars.append(scalars[i])
            i += 1
        }
        if !text.isEmpty { tokens.append(.text(text)) }
        return tokens
    }

    /// The length of a placeholder starting at `start` (a `{`), by fzf's pattern:
    /// `{[+*sfr]*[0-9,-.]*}`, `{q}`, `{q:s?[0-9,-.]+}`, `{fzf:query|action|prompt}`, `{[+*]?f?nf?}`.
    static func placeholderLength(_ s: [Unicode.Scalar], at start: Int) -> Int? {
        func closes(_ k: Int) -> Int? { k < s.count && s[k] == "}" ? k + 1 - start : nil }
        let range: Set<Unicode.Scalar> = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ",", "-", "."]
        // {[+*sfr]*[0-9,-.]*}
        var k = start + 1
        while k < s.count, "+*sfr".unicodeScalars.contains(s[k]) { k += 1 }
        while k < s.count, range.contains(s[k]) { k += 1 }
        if let n = closes(k) { return n }
        // {q} and {q:s?RANGE}
        if start + 1 < s.count, s[start + 1] == "q" {
            if let n = closes(start + 2) { return n }
            if start + 2 < s.count, s[start + 2] == ":" {
                var j = start + 3
                if j < s.count, s[j] == "s" { j += 1 }
                let digits = j
                while j < s.count, range.contains(s[j]) { j += 1 }
                if j > digits, let n = closes(j) { return n }
            }
        }
        // {fzf:query}, {fzf:action}, {fzf:prompt}
        for name in ["{fzf:query}", "{fzf:action}", "{fzf:prompt}"] {
            let word = Array(name.unicodeScalars)
            if start + word.count <= s.count, Array(s[start..<(start + word.count)]) == word { return word.count }
        }
        // {[+*]?f?nf?}
        var j = start + 1
        if j < s.count, s[j] == "+" || s[j] == "*" { j += 1 }
        if j < s.count, s[j] == "f" { j += 1 }
        guard j < s.count, s[j] == "n" else { return nil }
        j += 1
        if j < s.count, s[j] == "f" { j += 1 }
        return closes(j)
    }

    /// fzf's `parsePlaceholder`: every flag character taken out, the rest kept as the body.
    static func parse(_ match: String) -> Placeholder {
        if match.hasPrefix("{fzf:") {
            var flags = Flags()
            flags.forcesUpdate = true
            return Placeholder(written: match, isEscaped: false, body: match, flags: flags)
        }
        var flags = Flags()
        var body = "{"
        for c in match.dropFirst() {
            switch c {
            case "*": flags.asterisk = true
            case "+": flags.plus = true
            case "s": flags.keepsBlanks = true
            case "n": flags.number = true
            case "f": flags.file = true
            case "r": flags.raw = true
            case "q": flags.forcesUpdate = true; body.append(c)
            default: body.append(c)
            }
        }
        return Placeholder(written: match, isEscaped: false, body: body, flags: flags)
    }
}

/// How a value is quoted for the shell that runs the command, as fzf quotes it.
package enum ShellQuoting: Equatable, Sendable {
    /// `'…'`, a quote inside as `'\''`: `sh`, bash, zsh and the rest.
    case posix
    /// `'…'`, a quote inside as `\'` and a backslash as `\\`: fish.
    case fish

    /// The quoting for a shell program (a path or a name): fish's for fish.
    package init(shell: String) {
        self = shell.split(separator: "/").last == "fish" ? .fish : .posix
    }

    package func quoted(_ text: String) -> String {
        var quoted = "'"
        for scalar in text.unicodeScalars {
            switch (self, scalar) {
            case (_, "\0"): continue
            case (.posix, "'"): quoted += "'\\''"
            case (.fish, "'"): quoted += "\\'"
            case (.fish, "\\"): quoted += "\\\\"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }
}
