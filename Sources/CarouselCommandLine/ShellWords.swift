/// Words of a line as a POSIX shell splits them, without running anything: what fzf reads
/// from `FZF_DEFAULT_OPTS` (and this program from `CAROUSEL_DEFAULT_OPTS`).
///
/// Blanks (space, tab, newline) separate words; `'…'` keeps everything literally; `"…"` keeps
/// everything, a backslash escaping only `$`, `` ` ``, `"` and `\\` (`"\t"` stays `\t`); a backslash
/// outside quotes takes the next character as it is, and before a newline joins the lines; `#` at the start of a word
/// comments out the rest of its line. Nothing is expanded (`$HOME` stays as written), as fzf's.
package enum ShellWords {
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    package static func split(_ text: String) throws(Failure) -> [String] {
        var words: [String] = []
        var word: [Character] = []
        var inWord = false
        var quote: Character? = nil
        var escaped = false
        var inComment = false
        for c in text {
            if inComment {
                if c == "\n" { inComment = false }
                continue
            }
            if escaped {
                escaped = false
                // A backslash and a newline outside single quotes join the lines.
                if c == "\n" && quote == nil { continue }
                // Inside double quotes a backslash escapes only $ ` " \ (fzf's `--delimiter="\t"`
                // keeps its backslash), as a POSIX shell reads it.
                if quote == "\"" && !"$`\"\\\n".contains(c) { word.append("\\") }
                word.append(c)
                inWord = true
                continue
            }
            switch quote {
            case "'":
                if c == "'" { quote = nil } else { word.append(c) }
                continue
            case "\"":
                if c == "\"" { quote = nil } else if c == "\\" { escaped = true } else { word.append(c) }
                continue
            default: break
            }
            switch c {
            case " ", "\t", "\n", "\r":
                if inWord { words.append(String(word)); word.removeAll(); inWord = false }
            case "\\":
                escaped = true
            case "'", "\"":
                quote = c
                inWord = true
            case "#" where !inWord:
                inComment = true
            default:
                word.append(c)
                inWord = true
            }
        }
        if escaped && quote == nil { word.append("\\"); inWord = true }
        if let quote { throw Failure(description: "unterminated \(quote == "'" ? "single" : "double") quote") }
        if inWord { words.append(String(word)) }
        return words
    }
}
