import CarouselCore

/// A card showing what a `--preview` command printed: where `--preview-window` puts it
/// (`PreviewLayout`): under a one-line title, or beside or above the card's own text with
/// a rule between; the output scrolled, wrapped, with its picture and its fixed header,
/// then how the command ended.
extension CardCell {
    func drawPreview(_ preview: PreviewContent, inner: Rect, clip: Rect, canvas: inout Canvas, styles: CardStyles) {
        let layout = PreviewLayout(inner: inner, window: preview.window)
        if let title = layout.title {
            writeMarked(previewTitle(width: title.width), from: 0, x: title.x, y: title.y, style: styles.title, clip: clip, canvas: &canvas)
        }
        if let text = layout.text { drawOwnText(in: text, clip: text.intersection(clip), canvas: &canvas, styles: styles) }
        if let rule = layout.rule {
            canvas.fill(rule.intersection(clip), with: rule.height == 1 ? "─" : "│", style: styles.border)
        }
        let area = layout.preview
        previewBodyHeight = area.height
        guard !area.isEmpty else { return }
        drawPreviewBody(preview, area: area, cardInner: inner, clip: area.intersection(clip), canvas: &canvas, styles: styles)
        if let row = layout.tagRow, !preview.label.isEmpty {
            // fzf's preview label, at the left of the border above the preview, in a space each side.
            let style = styles.border
            let clipRow = Rect(x: area.x, y: row, width: area.width, height: 1)
            let x = canvas.write(" ", x: area.x, y: row, style: style, clip: clipRow)
            let end = canvas.write(preview.label, x: x, y: row, style: styles.title, clip: clipRow)
            canvas.write(" ", x: end, y: row, style: style, clip: clipRow)
        }
        if let row = layout.tagRow, preview.active.showsInfo {
            drawScrollTag(preview, row: row, area: area, canvas: &canvas, style: row == inner.y - 1 ? styles.title : styles.border)
        }
        if let cut = preview.cut, area.maxY == inner.maxY {
            // On the bottom border, at the left (a footer goes at the right): seen however
            // the body is scrolled or filled.
            let room = area.maxX - inner.x - (footer.isEmpty ? 0 : TextWidth.of(footer) + 2)
            canvas.write(
                cut.note, x: area.x, y: inner.maxY, style: styles.title,
                clip: Rect(x: area.x, y: inner.maxY, width: max(0, min(area.width, room)), height: 1))
        }
    }

    /// The `~N` header, then the lines from where the preview is scrolled, then the status.
    private func drawPreviewBody(
        _ preview: PreviewContent, area: Rect, cardInner: Rect, clip: Rect, canvas: inout Canvas,
        styles: CardStyles
    ) {
        let text = preview.text
        let pictured = preview.picture
        var y = area.y
        // The header's lines, then the scrolled ones: no list of every line of a long output.
        let numbers = [0..<preview.headerLines, preview.firstLineShown..<text.lineCount].joined()
        for number in numbers {
            guard y < area.maxY else { break }
            if let pictured, number == pictured.line {
                y = drawPicture(
                    preview, top: y, linesAfter: text.lineCount - number, inner: area, cardInner: cardInner, clip: clip,
                    canvas: &canvas, background: styles.text.background)
            }
            guard y < area.maxY else { break }
            // A line outside the kept window (being read again) shows blank meanwhile.
            let line = text.line(number) ?? []
            let rows = preview.wraps ? PreviewWrapping.rows(of: line, width: area.width, atWords: preview.active.wrapsWords) : [line]
            for row in rows {
                guard y < area.maxY else { break }
                var x = area.x
                for span in row {
                    guard x < clip.maxX else { break }
                    x = canvas.write(span.text, x: x, y: y, style: Self.merged(span.style, into: styles.text), clip: clip)
                }
                y += 1
            }
        }
        if let pictured, pictured.line >= text.lineCount, y < area.maxY {
            y = drawPicture(
                preview, top: y, linesAfter: 0, inner: area, cardInner: cardInner, clip: clip, canvas: &canvas,
                background: styles.text.background)
        }
        if let status = preview.statusLine, y < area.maxY {
            var faint = styles.text
            faint.dim = true
            canvas.write(status, x: area.x, y: y, style: faint, clip: clip)
        }
    }

    /// Where the preview is scrolled to, right-aligned above it (on the top border, as fzf
    /// shows it in its corner); `+` after the count while the command still runs or where
    /// it was stopped before its end.
    private func drawScrollTag(_ preview: PreviewContent, row: Int, area: Rect, canvas: inout Canvas, style: Style) {
        let first = preview.firstLineShown
        guard first > preview.headerLines else { return }
        let more = preview.state == .running || preview.text.continues ? "+" : ""
        let tag = "\(first + 1)/\(preview.text.lineCount)\(more)"
        let fx = area.maxX - TextWidth.of(tag)
        if fx > area.x { canvas.write(tag, x: fx, y: row, style: style, clip: Rect(x: area.x, y: row, width: area.width, height: 1)) }
    }

    /// The title cut to one line (made again only when the width changes).
    func previewTitle(width: Int) -> String {
        if let t = oneLineTitle, t.width == width, t.title == title { return t.text }
        let text = CardText.rows(title: title, body: "", width: width, height: 1).first?.text ?? ""
        oneLineTitle = (width, title, text)
        return text
    }
}
