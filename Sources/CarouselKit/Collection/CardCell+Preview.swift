/// A card showing what a `--preview` command printed: a one-line title, then the output
/// (scrolled, wrapped, with its picture), then how the command ended.
extension CardCell {
    /// The title on one line, then the preview's lines in their own styles (the card's
    /// colours where they keep the terminal's default), then a dim status while the
    /// command runs or after it failed.
    func drawPreview(_ preview: PreviewContent, inner: Rect, clip: Rect, canvas: inout Canvas,
                             textStyle: Style, titleStyle: Style) {
        writeMarked(previewTitle(width: inner.width), from: 0, x: inner.x, y: inner.y, style: titleStyle, clip: clip, canvas: &canvas)
        previewBodyHeight = max(0, inner.height - 1)
        var y = inner.y + 1
        let lines = preview.text.lines
        let first = preview.firstLineShown
        let pictured = preview.picture
        for (number, line) in lines.enumerated() where number >= first {
            if let pictured, number == pictured.line {
                y = drawPicture(preview, top: y, linesAfter: lines.count - number, inner: inner, clip: clip,
                                canvas: &canvas, background: textStyle.background)
            }
            guard y < inner.maxY else { break }
            let rows = preview.wraps ? PreviewWrapping.rows(of: line, width: inner.width) : [line]
            for row in rows {
                guard y < inner.maxY else { break }
                var x = inner.x
                for span in row {
                    guard x < clip.maxX else { break }
                    x = canvas.write(span.text, x: x, y: y, style: Self.merged(span.style, into: textStyle), clip: clip)
                }
                y += 1
            }
            guard y < inner.maxY else { break }
        }
        if first > 0 {
            // Where the preview is scrolled to, on the top border (as fzf shows it in its
            // corner); `+` after the count when more was cut.
            let tag = "\(first + 1)/\(lines.count)\(preview.cut == nil ? "" : "+")"
            let frameRight = inner.maxX + 1
            let fx = frameRight - 1 - TextWidth.of(tag)
            if fx > inner.x { canvas.write(tag, x: fx, y: inner.y - 1, style: titleStyle, clip: Rect(x: inner.x, y: inner.y - 1, width: inner.width, height: 1)) }
        }
        if let pictured, pictured.line >= preview.text.lines.count {
            y = drawPicture(preview, top: y, linesAfter: 0, inner: inner, clip: clip, canvas: &canvas, background: textStyle.background)
        }
        if let cut = preview.cut {
            // On the bottom border, at the left (a footer goes at the right): seen however
            // the body is scrolled or filled.
            let room = inner.width - (footer.isEmpty ? 0 : TextWidth.of(footer) + 2)
            canvas.write(cut.note, x: inner.x, y: inner.maxY, style: titleStyle,
                         clip: Rect(x: inner.x, y: inner.maxY, width: max(0, room), height: 1))
        }
        if let status = preview.statusLine, y < inner.maxY {
            var faint = textStyle
            faint.dim = true
            canvas.write(status, x: inner.x, y: y, style: faint, clip: clip)
        }
    }

    /// The title cut to one line (made again only when the width changes).
    func previewTitle(width: Int) -> String {
        if let t = oneLineTitle, t.width == width, t.title == title { return t.text }
        let text = CardText.rows(title: title, body: "", width: width, height: 1).first?.text ?? ""
        oneLineTitle = (width, title, text)
        return text
    }
}
