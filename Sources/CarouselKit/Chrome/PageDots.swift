import CarouselCore

/// The page control as a row of dots, drawn from a column of a row: `●` the current page,
/// `○` the others, `…` where pages are left out, and while a flick settles, where its
/// projection fell (`◆` over a dot, `←` or `→` past the ends). The demo centres it under its
/// cards; each lane of the race puts it at the end of its label. Clicks find their page
/// through `hits`.
package enum PageDots {
    /// The widest the dots at the end of a label row grow (a race's lane, a shelf): eleven
    /// symbols, a quarter of the width at most; 0 where not even the narrowest fit.
    package static func labelWidth(screenWidth: Int) -> Int {
        let symbols = min(11, (screenWidth / 4 + 1) / 2)
        return symbols >= 5 ? 2 * symbols - 1 : 0
    }

    /// Five symbols (first, …, current, …, last): fewer could not place a projection.
    package static let narrowestLabelWidth = 9

    /// The cells `symbols` take: a symbol and a space each, but the last.
    package static func width(of symbols: [PageControl.Symbol]) -> Int { max(0, symbols.count * 2 - 1) }

    /// Each page's dot: its column and its page.
    package static func hits(_ symbols: [PageControl.Symbol], start: Int) -> [(x: Int, page: Int)] {
        symbols.enumerated().compactMap { k, symbol in
            if case .page(let page, _) = symbol { return (start + 2 * k, page) }
            return nil
        }
    }

    /// Draws the dots from column `start` of `row`, and the projection mark; an arrow past
    /// an end only where the row has room for it.
    package static func draw(
        _ symbols: [PageControl.Symbol], mark: ProjectionMark?, start: Int, row: Int,
        into canvas: inout Canvas, theme: Theme
    ) {
        var x = start
        for symbol in symbols {
            // The symbol's character (PageControl.Symbol.character), without making a
            // Character and a String for every dot of every frame.
            switch symbol {
            case .page(_, true): canvas.put("●", x: x, y: row, style: theme.dotCurrent)
            case .page: canvas.put("○", x: x, y: row, style: theme.dot)
            case .ellipsis: canvas.put("…", x: x, y: row, style: theme.dot)
            }
            x += 2
        }
        let width = width(of: symbols)
        switch mark {
        case .symbol(let k)?: canvas.put(ProjectionMark.glyph, x: start + 2 * k, y: row, style: theme.warning)
        case .beforeFirst?: if start >= 2 { canvas.put("←", x: start - 2, y: row, style: theme.warning) }
        case .afterLast?: if start + width + 1 < canvas.width { canvas.put("→", x: start + width + 1, y: row, style: theme.warning) }
        case nil: break
        }
    }
}
