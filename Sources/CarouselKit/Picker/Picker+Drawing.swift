import CarouselCore

/// What the picker draws of its own on the carousel's screen, in the rows and the strip the
/// scene lays out: the query line, and a note over the strip when no line matches.
extension Picker {
    /// The query line in `row`, with the count of `matches` (`N+` while more input comes);
    /// where the terminal's cursor rests while the query is typed, else nil.
    func drawQueryLine(
        row: Int, width: Int, matches: Int, isLoadingMore: Bool, into canvas: inout Canvas, theme: Theme
    ) -> Canvas.Focus? {
        guard let search else { return nil }
        let x = QueryLine.draw(search, matches: matches, isLoadingMore: isLoadingMore, row: row, width: width, into: &canvas, theme: theme)
        return queryHasFocus ? Canvas.Focus(x: x, y: row, width: 0, item: .query) : nil
    }

    /// Once a search has found nothing (`cards` is 0): what was asked, and what to do, in the
    /// middle of the `strip` the cards would be in.
    func drawNoMatch(in strip: Rect, cards: Int, into canvas: inout Canvas, theme: Theme) {
        guard cards == 0, let search, !search.isSearching else { return }
        let quoted = TextFitting.fitted(search.query, width: max(8, strip.width / 2))
        let lines = ["no line matches “\(quoted)”", "Backspace or Ctrl-U changes the query; Enter leaves with nothing (exit 1)"]
        for (k, line) in lines.enumerated() {
            let text = TextFitting.fitted(line, width: strip.width)
            let y = strip.y + strip.height / 2 - 1 + k
            guard y >= strip.y, y < strip.maxY else { continue }
            canvas.write(
                text, x: strip.x + max(0, (strip.width - TextWidth.of(text)) / 2), y: y, style: k == 0 ? theme.warning : theme.faint)
        }
    }
}
