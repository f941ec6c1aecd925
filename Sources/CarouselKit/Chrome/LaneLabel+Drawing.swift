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
        let mark = Self.mark(look)
        let strategy = strategyNote(look)
        let dotsWidth = drawPageDots(
            row: row, width: width, budget: dotsBudget(width: width, look: look), overlapsStrip: look.overlapsStrip,
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

    private static func mark(_ look: Look) -> String { look.focused.map { $0 ? "▶ " : "  " } ?? "" }
    private func strategyNote(_ look: Look) -> String { look.saysStrategy ? "  " + carousel.name : "" }

    /// The cells the dots may take: what the label leaves, between their narrowest and widest.
    private func dotsBudget(width: Int, look: Look) -> Int {
        let wanted = TextWidth.of(Self.mark(look)) + wantedLabelWidth() + TextWidth.of(strategyNote(look))
        return max(PageDots.narrowestLabelWidth, min(width - wanted - 5, PageDots.labelWidth(screenWidth: width)))
    }

    /// The dots in `budget` cells and the column the first starts at; nil where none are drawn.
    private func placedDots(screenWidth: Int, budget: Int) -> (symbols: [PageControl.Symbol], start: Int)? {
        guard PageDots.labelWidth(screenWidth: screenWidth) > 0, carousel.scrollView.layout.count > 0 else { return nil }
        let symbols = pageDots(width: budget)
        // One cell for an arrow past the last dot.
        let start = screenWidth - 2 - PageDots.width(of: symbols)
        return start > 0 ? (symbols, start) : nil
    }

    /// Where the label drawn `width` cells wide with `look` has its page dots: each dot's
    /// column and page, for clicks (drawing and clicking work them out alike).
    func dotHits(width: Int, look: Look) -> [(x: Int, page: Int)] {
        guard let (symbols, start) = placedDots(screenWidth: width, budget: dotsBudget(width: width, look: look)) else { return [] }
        return PageDots.hits(symbols, start: start)
    }

    /// Draws the lane's dots right-aligned on its row, the projection mark over them while a
    /// flick settles; returns the cells they take (0 on a narrow screen or for no cards).
    private func drawPageDots(
        row: Int, width screenWidth: Int, budget: Int, overlapsStrip: Bool,
        into canvas: inout Canvas, theme: Theme
    ) -> Int {
        guard let (symbols, start) = placedDots(screenWidth: screenWidth, budget: budget) else { return 0 }
        // Over a border, the dots and the cells around them are blank first.
        if overlapsStrip { canvas.fill(Rect(x: start - 3, y: row, width: screenWidth - start + 3, height: 1), style: theme.text) }
        PageDots.draw(
            symbols, mark: ProjectionMark.whileSettling(carousel, symbols: symbols), start: start, row: row,
            into: &canvas, theme: theme)
        return screenWidth - start
    }
}
