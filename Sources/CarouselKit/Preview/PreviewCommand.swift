import CarouselMatching

/// A `--preview` command line: `{}` stands for the card's line, single-quoted for `sh` so
/// that any line (quotes, `$`, backticks, newlines) stays one literal argument, and `{n}`
/// for its 0-based index, as in fzf; `{2}`, `{-1}`, `{2..}`, `{1,3}` for fields of the line
/// (cut by `delimiter`), quoted the same way; every other placeholder of fzf's as
/// `CommandTemplate` fills it for one line.
package struct PreviewCommand: Equatable, Sendable {
    package var template: String
    package var delimiter: FieldDelimiter

    package init(_ template: String, delimiter: FieldDelimiter = .blanks) {
        self.template = template
        self.delimiter = delimiter
    }

    /// How values are quoted: for the shell that runs the preview.
    package var quoting = ShellQuoting.posix

    /// The command for one card: fzf's placeholders filled in with its line alone (`{+}` is
    /// the line too, `{q}` empty; see `CommandTemplate`).
    package func command(line: String, index: Int, query: String = "") -> String {
        CommandTemplate(template, delimiter: delimiter, quoting: quoting)
            .filled(.init(current: .init(text: line, index: index), query: query)) ?? template
    }

    /// Whether the command depends on the query (`{q}`, `{fzf:query}`): it runs again when
    /// the query changes, as fzf's.
    package var usesQuery: Bool {
        CommandTemplate(template, delimiter: delimiter, quoting: quoting).needs.withoutLine
    }

    /// `it's` → `'it'\''s'`: inside single quotes `sh` takes every byte literally but the
    /// quote itself, which is closed, escaped and reopened. A NUL cannot reach `sh`: dropped.
    package static func singleQuoted(_ text: String) -> String { ShellQuoting.posix.quoted(text) }
}
