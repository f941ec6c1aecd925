/// What fzf's `--preview-window` can mean for a preview drawn inside a card: `wrap` /
/// `nowrap`, and the initial scroll `+N`, `+{F}`, `+{F}+N`, `+{F}-N` (a field of the
/// line, as a line number, and an offset; fzf's `/D` is accepted and not used). Everything
/// else (position, size, border, hidden, follow, cycle...) has no meaning on a card and is
/// ignored.
///
/// ```swift
/// PreviewWindow("right,50%,+{2}-5").initialScroll(forLine: "main.swift:40:x", delimiter: FieldDelimiter(":"))   // 34
/// ```
public struct PreviewWindow: Equatable, Sendable {
    public var wraps = false
    /// fzf's `hidden`: the preview starts hidden (`toggle-preview` or `show-preview` shows it).
    public var startsHidden = false
    /// The field whose number is the first line shown (nil: none), plus `scrollOffset`.
    public var scrollField: FieldRange?
    public var scrollOffset = 0

    public init(_ option: String) {
        for token in option.split(whereSeparator: { $0 == "," || $0 == ":" }) {
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
    public func initialScroll(forLine line: String, delimiter: FieldDelimiter) -> Int {
        guard let scrollField else { return max(0, scrollOffset) }
        let text = delimiter.placeholderText(of: line, fields: [scrollField])
        guard let base = Int(text) else { return 0 }
        return max(0, base + scrollOffset - 1)
    }
}
