import CarouselCore

/// Word wrapping by display width (wide characters count 2), for card bodies.
package enum TextWrap {
    /// Lines of at most `width` cells; words longer than a line are broken. Newlines in
    /// the text start new lines. At most `maximumLines` lines are produced.
    package static func wrap(_ text: String, width: Int, maximumLines: Int = 64) -> [Substring] {
        guard width > 0, maximumLines > 0 else { return [] }
        if let lines = wrapScalars(text, width: width, maximumLines: maximumLines) { return lines }
        return wrapCharacters(text, width: width, maximumLines: maximumLines)
    }

    /// `wrap`, a grapheme cluster at a time: the general walk, for any text.
    static func wrapCharacters(_ text: String, width: Int, maximumLines: Int) -> [Substring] {
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
        var lastBreak: String.Index? = nil  // index of a space where the line may end
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

    /// `wrapCharacters` on the UTF-8 in place, for text whose every scalar is a character
    /// by itself (`ClusterShaping.standsAlone`, and no CR, which joins a following LF):
    /// the same lines, without the grapheme breaking that costs a card entering the screen
    /// more than drawing it. `nil` for any other text.
    static func wrapScalars(_ text: String, width: Int, maximumLines limit: Int) -> [Substring]? {
        let result: [Substring]?? = text.utf8.withContiguousStorageIfAvailable { bytes -> [Substring]? in
            let n = bytes.count
            // The scalar at byte `i` and its length in bytes.
            @inline(__always) func scalar(at i: Int) -> (value: UInt32, length: Int) {
                let b0 = bytes[i]
                if b0 < 0x80 { return (UInt32(b0), 1) }
                let length = b0 >= 0xF0 ? 4 : (b0 >= 0xE0 ? 3 : 2)
                var value = UInt32(b0) & (length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07))
                for k in 1..<length where i + k < n { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
                return (value, length)
            }
            var i = 0
            while i < n {
                let (value, length) = scalar(at: i)
                guard ClusterShaping.standsAlone(value), value != 0x0D, i + length <= n else { return nil }
                i += length
            }
            let utf8 = text.utf8
            func line(_ start: Int, _ end: Int) -> Substring {
                text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
            }
            var lines: [Substring] = []
            var paragraph = 0
            while true {
                var end = paragraph
                while end < n, bytes[end] != 0x0A { end += 1 }
                // One paragraph, as `wrapParagraph` walks it.
                if paragraph == end {
                    lines.append(line(end, end))
                } else {
                    var lineStart = paragraph, lineWidth = 0, lastBreak: Int? = nil, i = paragraph
                    while i < end, lines.count < limit {
                        let (value, length) = scalar(at: i)
                        let w = TextWidth.of(Canvas.visible(Unicode.Scalar(value) ?? "\u{FFFD}"))
                        if value == 0x20 { lastBreak = i }
                        if lineWidth + w > width {
                            if let b = lastBreak, b > lineStart {
                                lines.append(line(lineStart, b))
                                lineStart = b + 1
                                i = lineStart
                            } else if i == lineStart {
                                lines.append(line(i, i + length))
                                lineStart = i + length
                                i = lineStart
                            } else {
                                lines.append(line(lineStart, i))
                                lineStart = i
                            }
                            lineWidth = 0
                            lastBreak = nil
                            continue
                        }
                        lineWidth += w
                        i += length
                    }
                    if lineStart < end, lines.count < limit { lines.append(line(lineStart, end)) }
                }
                if lines.count >= limit || end == n { break }
                paragraph = end + 1
            }
            return lines
        }
        return result ?? nil
    }
}
