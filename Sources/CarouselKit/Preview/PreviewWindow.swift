import Foundation

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
    /// The field whose number is the first line shown (nil: none), plus `scrollOffset`.
    public var scrollField: FieldRange?
    public var scrollOffset = 0

    public init(_ option: String) {
        for token in option.split(whereSeparator: { $0 == "," || $0 == ":" }) {
            switch token {
            case "wrap": wraps = true
            case "nowrap": wraps = false
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
        let scalars = line.unicodeScalars.map(\.value)
        let fields = delimiter.fields(of: scalars)
        var chosen: [UInt32] = []
        for k in scrollField.indices(among: fields.count) { chosen += scalars[fields[k]] }
        // As fzf's placeholders: without the delimiter that ends the field, nor blanks.
        switch delimiter {
        case .literal(let separator) where !separator.isEmpty && chosen.count >= separator.count:
            if chosen.suffix(separator.count).elementsEqual(separator) { chosen.removeLast(separator.count) }
        case .pattern(let pattern):
            var from = 0, last: Range<Int>?
            while from < chosen.count, let hit = pattern.firstMatch(in: chosen, from: from) {
                last = hit
                from = max(hit.upperBound, hit.lowerBound + 1)
            }
            if let last, last.upperBound == chosen.count { chosen.removeSubrange(last) }
        default: break
        }
        var text = String.UnicodeScalarView()
        for c in chosen { if let s = Unicode.Scalar(c) { text.append(s) } }
        guard let base = Int(String(text).trimmingCharacters(in: .whitespacesAndNewlines)) else { return 0 }
        return max(0, base + scrollOffset - 1)
    }
}
