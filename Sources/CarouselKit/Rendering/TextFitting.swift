import CarouselCore

/// Text cut to a width, with an ellipsis where it was cut: every row of chrome uses it.
package enum TextFitting {
    /// The text, cut with an ellipsis if it is wider than `width` cells.
    package static func fitted(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        // No character takes more columns than its UTF-8 bytes: a line that short fits.
        if text.utf8.count <= width { return text }
        guard FrameText.width(text) > width else { return text }
        if let start = FrameText.simplePrefix(text, width: width - 1) { return start + "…" }
        var result = ""
        var used = 0
        for ch in text {
            let w = TextWidth.drawn(ch)
            if used + w > width - 1 { break }
            result.append(ch)
            used += w
        }
        return result + "…"
    }
}
