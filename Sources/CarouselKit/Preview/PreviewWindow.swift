/// What fzf's `--preview-window` can mean for a preview drawn inside a card: `wrap` /
/// `nowrap`, and the initial scroll `+N`, `+{F}`, `+{F}+N`, `+{F}-N` (a field of the
/// line, as a line number, and an offset; fzf's `/D` is accepted and not used). Everything
/// else (position, size, border, follow, cycle, an alternative layout `<80(…)`...) has no
/// meaning on a card and is ignored; `hidden` starts the preview hidden.
///
/// ```swift
/// PreviewWindow("right,50%,+{2}-5").initialScroll(forLine: "main.swift:40:x", delimiter: FieldDelimiter(":"))   // 34
/// ```
package struct PreviewWindow: Equatable, Sendable {
    package var wraps = false
    /// fzf's `hidden`: the preview starts hidden (`toggle-preview` or `show-preview` shows it).
    package var startsHidden = false
    /// The field whose number is the first line shown (nil: none), plus `scrollOffset`.
    package var scrollField: FieldRange?
    package var scrollOffset = 0

    package init(_ option: String) {
        // fzf's alternative layout for a narrow screen (`<80(up,40%,hidden)`) is about where
        // its window goes: left out whole, so that none of its words is taken for the card's.
        for token in Self.withoutAlternatives(option).split(whereSeparator: { $0 == "," || $0 == ":" }) {
            switch token {
            case "wrap": wraps = true
            case "nowrap": wraps = false
            case "hidden": startsHidden = true
            case "nohidden": startsHidden = false
            default:
                if token.hasPrefix("+") { parseScroll(token.dropFirst()) }
            }
        }
    }

    /// `option` without its `<SIZE(…)` parts (brackets nested or not).
    static func withoutAlternatives(_ option: String) -> String {
        var out = "", depth = 0
        var characters = Array(option)[...]
        while let c = characters.first {
            characters = characters.dropFirst()
            if depth == 0, c == "<", let open = characters.firstIndex(of: "("),
               characters[characters.startIndex..<open].allSatisfy({ $0.isNumber }) {
                depth = 1
                characters = characters[characters.index(after: open)...]
                continue
            }
            if depth > 0 {
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                continue
            }
            out.append(c)
        }
        return out
    }

    private mutating func parseScroll(_ text: Substring) {
        var rest = text
        if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
        var field: FieldRange?
        if rest.hasPrefix("{"), let close = rest.firstIndex(of: "}") {
            field = FieldRange(String(rest[rest.index(after: rest.startIndex)..<close]))
            guard field != nil else { return }
            rest = rest[rest.index(after: close)...]
        }
        let offset: Int
        if rest.isEmpty { offset = 0 } else {
            guard let n = Int(rest.hasPrefix("+") ? rest.dropFirst() : rest) else { return }
            offset = n
        }
        scrollField = field
        scrollOffset = field == nil ? offset - 1 : offset
    }

    /// Lines to scroll past at first for `line`: `+N` shows line N first. A field that is
    /// not a number scrolls nowhere, as in fzf.
    package func initialScroll(forLine line: String, delimiter: FieldDelimiter) -> Int {
        guard let scrollField else { return max(0, scrollOffset) }
        let text = delimiter.placeholderText(of: line, fields: [scrollField])
        guard let base = Int(text) else { return 0 }
        return max(0, base + scrollOffset - 1)
    }
}
