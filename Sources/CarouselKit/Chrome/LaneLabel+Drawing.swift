import CarouselCore

/// A lane's label drawn on its row: `name  page X/N  decision   ○ ● ○ ◆ ○`, the name first
/// whatever the width, the decision in the longest of its wordings that fits, the page dots
/// at the right end, where a settling flick's projection shows as in the demo's page control.
extension LaneLabel {
    /// How the label reads where it is drawn: a race's lanes say their decision; a shelf has
    /// the focus mark (a glyph, not only a colour), says its strategy beside its own name,
    /// and its decision when it has the focus and `d` asks.
    struct Look {
        /// nil: no lane has the focus (the name stands out anyway).
        var focused: Bool? = nil
        var saysStrategy = false
        var saysDecision = true
        /// The label is drawn over its cards' top border (a compact lane).
        var overlapsStrip = false
    }

    func draw(row: Int, width: Int, look: Look, into canvas: inout Canvas, theme: Theme) {
        var nameStyle = look.focused == false ? theme.text : theme.title
        nameStyle.bold = look.focused != false
        let mark = look.focused.map { $0 ? "▶ " : "  " } ?? ""
        let strategy = look.saysStrategy ? "  " + carousel.name : ""
        // The dots take what the label leaves, between their narrowest and widest.
        let wanted = TextWidth.of(mark) + wantedLabelWidth() + TextWidth.of(strategy)
        let budget = max(PageDots.narrowestLabelWidth, min(width - wanted - 5, PageDots.labelWidth(screenWidth: width)))
        let dotsWidth = drawPageDots(
            row: row, width: width, budget: budget, overlapsStrip: look.overlapsStrip,
            into: &canvas, theme: theme)
        let room = Rect(x: 0, y: row, width: width - (dotsWidth > 0 ? dotsWidth + 3 : 0), height: 1)
        var x = canvas.write(mark, x: 0, y: row, style: theme.title, clip: room)
        x = canvas.write(TextFitting.fitted(name, width: max(1, room.maxX - x)), x: x, y: row, style: nameStyle, clip: room)
        x = canvas.write("  ", x: x, y: row, style: theme.text, clip: room)
        x = canvas.write(cachedPageFigure, x: x, y: row, style: theme.text, clip: room)
        x = canvas.write(strategy, x: x, y: row, style: theme.faint, clip: room)
        if look.saysDecision {
            let note = note(left: room.maxX - x - 2)
            if !note.isEmpty {
                x = canvas.write("  ", x: x, y: row, style: theme.faint, clip: room)
                x = canvas.write(note, x: x, y: row, style: theme.faint, clip: room)
            }
        }
        // Over a border, a blank cell ends the label.
        if look.overlapsStrip { canvas.put(" ", x: x, y: row, style: theme.text, clip: room) }
    }

    /// Draws the lane's dots right-aligned on its row, the projection mark over them while a
    /// flick settles; returns the cells they take (0 on a narrow screen or for no cards).
    private func drawPageDots(
        row: Int, width screenWidth: Int, budget: Int, overlapsStrip: Bool,
        into canvas: inout Canvas, theme: Theme
    ) -> Int {
        dotHits = []
        guard PageDots.labelWidth(screenWidth: screenWidth) > 0, carousel.scrollView.layout.count > 0 else { return 0 }
        let symbols = pageDots(width: budget)
        // One cell for an arrow past the last dot.
        let start = screenWidth - 2 - PageDots.width(of: symbols)
        guard start > 0 else { return 0 }
        // Over a border, the dots and the cells around them are blank first.
        if overlapsStrip { canvas.fill(Rect(x: start - 3, y: row, width: screenWidth - start + 3, height: 1), style: theme.text) }
        dotHits = PageDots.hits(symbols, start: start)
        PageDots.draw(
            symbols, mark: ProjectionMark.whileSettling(carousel, symbols: symbols), start: start, row: row,
            into: &canvas, theme: theme)
        return screenWidth - start
    }
}
