/// Word wrapping by display width (wide characters count 2), for card bodies.
public enum TextWrap {
    /// Lines of at most `width` cells; words longer than a line are broken. Newlines in
    /// the text start new lines. At most `maximumLines` lines are produced.
    public static func wrap(_ text: String, width: Int, maximumLines: Int = 64) -> [Substring] {
        guard width > 0, maximumLines > 0 else { return [] }
        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(paragraph, width: width, into: &lines, limit: maximumLines)
            if lines.count >= maximumLines { break }
        }
        return lines
    }

    private static func wrapParagraph(_ text: Substring, width: Int, into lines: inout [Substring], limit: Int) {
        var lineStart = text.startIndex
        var lineWidth = 0
        var lastBreak: String.Index? = nil   // index of a space where the line may end
        var i = text.startIndex
        if text.isEmpty { lines.append(text); return }
        while i < text.endIndex, lines.count < limit {
            let ch = text[i]
            // Measured as the canvas draws it: every scalar of the character.
            let w = TextWidth.drawn(ch)
            if ch == " " { lastBreak = i }
            if lineWidth + w > width {
                if let b = lastBreak, b > lineStart {
                    lines.append(text[lineStart..<b])
                    lineStart = text.index(after: b)
                    i = lineStart
                } else if i == lineStart {
                    // A character wider than the whole line: it gets a line of its own
                    // (the canvas clips it) rather than stalling the wrap.
                    let next = text.index(after: i)
                    lines.append(text[i..<next])
                    lineStart = next
                    i = next
                } else {
                    lines.append(text[lineStart..<i])
                    lineStart = i
                }
                lineWidth = 0
                lastBreak = nil
                continue
            }
            lineWidth += w
            i = text.index(after: i)
        }
        if lineStart < text.endIndex, lines.count < limit { lines.append(text[lineStart...]) }
    }
}
