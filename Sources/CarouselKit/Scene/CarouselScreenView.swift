import CarouselCore

/// The demo's screen: the status row, the rules, the cards, the page control, the decision
/// overlay, the help row and the help box, drawn into a canvas for a carousel of one. It keeps
/// what it drew (rows in backing stores, strings made only when what they say changes); the
/// controller keeps the state it draws.
package final class CarouselScreenView {
    // `@exclusivity(unchecked)`: read and written every frame by the loop's thread alone, never
    // across a call that could reach it again; the runtime's check was a tenth of a frame.
    /// Text of the status line and the overlay, kept while what it says is unchanged.
    @exclusivity(unchecked) var textCache = TextCache()
    /// Cards and lines are copied from what was drawn for them while it still holds; off,
    /// every cell is drawn in place every frame (the same screen, for comparison).
    var drawsFromBackingStores = true
    /// The rows besides the cards, as last drawn.
    @exclusivity(unchecked) var rowStores = ScreenRowStores()

    init() {}

    /// Draws the cards of a controller's screen into the canvas with the theme.
    package typealias CardDrawing = (CarouselController, inout Canvas, Theme) -> Void

    func render(_ scene: CarouselController, into canvas: inout Canvas, now: Double) {
        render(scene, into: &canvas, now: now, drawingCardsWith: nil)
    }

    /// Draws the c.screen; with `cardDrawing`, the cards come from it instead of the reusing
    /// collection view (the benchmark's baseline: everything else is the same).
    func render(_ c: CarouselController, into canvas: inout Canvas, now: Double, drawingCardsWith cardDrawing: CardDrawing?) {
        canvas.reset(width: c.screen.width, height: c.screen.height)
        let theme = c.configuration.theme
        if c.screen.isTooSmall {
            canvas.write(tooSmallNote(c), x: 0, y: 0, style: theme.warning)
            c.collectionView.updateVisibleItems(EmptyCollection<Int>())
            return
        }
        // Each row besides the cards comes from its store while what it says is unchanged.
        let stored = drawsFromBackingStores
        let width = c.screen.width
        let statusRow = c.screen.statusRow ?? 0
        if stored {
            // The page figure changes more often than the rest: it has a store of its own.
            let page = rowStores.pageFigure(pageFigure(c))
            let status = ScreenRowStores.Status(
                width: width, pageWidth: page.width, name: c.strategy.name, tagline: c.strategy.tagline,
                title: c.configuration.title, style: theme.status)
            rowStores.status.draw(into: &canvas, y: statusRow, width: width, key: status) {
                drawStatus(c, into: &$0, row: $1, theme: theme, pageWidth: page.width, page: nil)
            }
            var bold = theme.status
            bold.bold = true
            let key = ScreenRowStores.Line(text: page.text, width: page.width, style: bold)
            rowStores.page.draw(
                into: &canvas, x: statusPageX(c, pageWidth: page.width), y: statusRow, width: page.width,
                background: theme.status, key: key
            ) {
                $0.write(page.text, x: 0, y: $1, style: bold)
            }
        } else {
            let page = pageFigure(c)
            drawStatus(c, into: &canvas, row: statusRow, theme: theme, pageWidth: TextWidth.of(page), page: page)
        }
        var queryFocus: Canvas.Focus?
        if let row = c.screen.queryRow, let picker = c.picker {
            queryFocus = picker.drawQueryLine(
                row: row, width: width, matches: c.count, isLoadingMore: c.isLoadingMore, into: &canvas, theme: theme)
        }
        if let row = c.screen.topRuleRow { drawRule(c, into: &canvas, row: row, theme: theme) }
        if let rows = c.screen.headerRows {
            let lines = c.headerLines
            for (row, header) in zip(rows, lines) {
                // The first row from its store (it seldom changes); more rows are few.
                guard row == rows.lowerBound else {
                    canvas.write(TextFitting.fitted(" " + header, width: width), x: 0, y: row, style: theme.faint)
                    continue
                }
                let key = ScreenRowStores.Line(text: header, width: width, style: theme.faint)
                rowStores.header.draw(into: &canvas, y: row, width: width, key: key, fromStore: stored) {
                    $0.write(TextFitting.fitted(" " + header, width: width), x: 0, y: $1, style: theme.faint)
                }
            }
        }
        if let row = c.screen.bottomRuleRow { drawRule(c, into: &canvas, row: row, theme: theme) }
        if let row = c.screen.footerRow, let footer = c.configuration.footer {
            canvas.write(TextFitting.fitted(" " + footer, width: width), x: 0, y: row, style: theme.faint)
        }
        if let cardDrawing { cardDrawing(c, &canvas, theme) } else { drawCards(c, into: &canvas, theme: theme) }
        c.picker?.drawNoMatch(in: c.screen.strip, cards: c.count, into: &canvas, theme: theme)
        if let row = c.screen.pageControlRow {
            let symbols = rowStores.pageSymbols(count: c.count, current: c.carousel.currentPage, width: max(0, width - 4))
            let key = ScreenRowStores.PageDots(
                count: c.count, current: c.carousel.currentPage, width: width,
                mark: projectionMark(c, symbols: symbols), dot: theme.dot,
                currentDot: theme.dotCurrent, warning: theme.warning)
            rowStores.pageControl.draw(into: &canvas, y: row, width: width, key: key, fromStore: stored) {
                drawPageControl(c, into: &$0, row: $1, symbols: symbols, mark: key.mark, theme: theme)
            }
        }
        if let rows = c.screen.detailRows {
            let lines = detailLines(c, rows: rows.count)
            if stored {
                // A line a store: a card entering changes the counters' line, not the others.
                if rowStores.details.count < rows.count { rowStores.details += Array(repeating: StoredRows(), count: rows.count) }
                for (k, line) in lines.prefix(rows.count).enumerated() {
                    let style = k == lines.count - 1 ? theme.faint : theme.overlay
                    let key = ScreenRowStores.Line(text: line, width: width, style: style)
                    rowStores.details[k].draw(into: &canvas, y: rows.lowerBound + k, width: width, key: key) {
                        $0.write(line, x: 0, y: $1, style: style)
                    }
                }
            } else {
                drawDetails(c, lines, into: &canvas, rows: rows, theme: theme)
            }
        }
        if let row = c.screen.helpRow {
            let key = ScreenRowStores.Line(text: helpLine(c), width: width, style: theme.faint)
            rowStores.help.draw(into: &canvas, y: row, width: width, key: key, fromStore: stored) {
                $0.write(key.text, x: 0, y: $1, style: theme.faint)
            }
        }
        if c.showsHelp { drawHelpOverlay(c, into: &canvas, theme: theme) }
        canvas.focus = Self.focus(c, cards: canvas.focus, query: queryFocus)
    }

    /// Where the cursor rests: at the query while one is typed, else on the current card's
    /// title (said to be settled only at rest); nowhere while the help box covers the cards.
    static func focus(_ c: CarouselController, cards: Canvas.Focus?, query: Canvas.Focus?) -> Canvas.Focus? {
        if c.showsHelp { return nil }
        if let query { return query }
        guard var focus = cards else { return nil }
        if !c.isAtRest { focus.item = nil }
        return focus
    }

    /// Where the status line's page figure starts.
    private func statusPageX(_ c: CarouselController, pageWidth: Int) -> Int {
        StatusLine.pageX(name: c.strategy.name, pageWidth: pageWidth, in: Rect(x: 0, y: 0, width: c.screen.width, height: 1))
    }

    /// The status line; the page figure `page` (of `pageWidth` cells) at its right, or only
    /// room for it when `page` is nil.
    private func drawStatus(_ c: CarouselController, into canvas: inout Canvas, row: Int, theme: Theme, pageWidth: Int, page: String?) {
        StatusLine.draw(
            title: c.configuration.title, name: c.strategy.name, tagline: c.strategy.tagline, page: page,
            pageWidth: pageWidth, in: Rect(x: 0, y: row, width: c.screen.width, height: 1), into: &canvas, theme: theme)
    }

    /// A rule across the screen: one character filled, or `--separator`'s text repeated.
    private func drawRule(_ c: CarouselController, into canvas: inout Canvas, row: Int, theme: Theme) {
        let rule = c.configuration.rule, line = Rect(x: 0, y: row, width: c.screen.width, height: 1)
        if rule.unicodeScalars.count == 1, let scalar = rule.unicodeScalars.first, TextWidth.of(scalar) == 1 {
            canvas.fill(line, with: scalar, style: theme.faint)
            return
        }
        let width = max(1, TextWidth.of(rule))
        var x = 0
        while x < line.width {
            let after = canvas.write(rule, x: x, y: row, style: theme.faint, clip: line)
            x = max(after, x + width)
        }
    }

    private func drawCards(_ c: CarouselController, into canvas: inout Canvas, theme: Theme) {
        canvas.focus = CarouselWidget(axis: c.configuration.axis).draw(
            c.carousel, in: c.screen.strip, into: &canvas, theme: theme,
            fromBackingStores: drawsFromBackingStores)
        if let jump = c.bound.jumpLabels { drawJumpLabels(jump.labels, c, into: &canvas, theme: theme) }
    }

    /// fzf's jump labels: each on its card's top border, at the left, reversed so it shows.
    private func drawJumpLabels(_ labels: [Character: Int], _ c: CarouselController, into canvas: inout Canvas, theme: Theme) {
        let byIndex = Dictionary(labels.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        var style = theme.currentTitle
        style.reverse = true
        style.bold = true
        for card in CardStrip.visibleCards(c.carousel, strip: c.screen.strip, axis: c.configuration.axis) {
            guard let label = byIndex[card.index] else { continue }
            canvas.write(" \(label) ", x: card.frame.x + 1, y: card.frame.y, style: style, clip: c.screen.strip)
        }
    }

    private func drawPageControl(
        _ c: CarouselController, into canvas: inout Canvas, row: Int, symbols: [PageControl.Symbol], mark: ProjectionMark?,
        theme: Theme
    ) {
        PageDots.draw(
            symbols, mark: mark, start: max(0, (c.screen.width - PageDots.width(of: symbols)) / 2), row: row,
            into: &canvas, theme: theme)
    }

    /// While a flick settles: where its projection fell, beside the page it is going to.
    func projectionMark(_ c: CarouselController, symbols: [PageControl.Symbol]) -> ProjectionMark? {
        ProjectionMark.whileSettling(c.carousel, symbols: symbols)
    }

    private func drawDetails(_ c: CarouselController, _ lines: [String], into canvas: inout Canvas, rows: Range<Int>, theme: Theme) {
        for (k, line) in lines.prefix(rows.count).enumerated() {
            let style = k == lines.count - 1 ? theme.faint : theme.overlay
            canvas.write(line, x: 0, y: rows.lowerBound + k, style: style)
        }
    }

    /// `page X/N` (`X/N+` while more are coming), made again only when the page changes.
    func pageFigure(_ c: CarouselController) -> String {
        let total = c.search?.cards.result == nil ? nil : c.search?.totalLines
        let key = PageFigureKey(
            page: c.carousel.currentPage, count: c.count, total: total, isLoadingMore: c.isLoadingMore, marked: c.marks?.count,
            autoplayInterval: c.autoplay?.interval, autoplayPaused: c.autoplay?.isPaused ?? false)
        if let cached = textCache.page, cached.key == key { return cached.text }
        let more = c.isLoadingMore ? "+" : ""
        var text: String
        if let total {
            // Of the matches, then of every line: `page 3/812 of 1,200,000+`.
            let of = " of \(QueryLine.grouped(total))\(more)"
            text = c.count == 0 ? "no match" + of : "page \(key.page + 1)/\(QueryLine.grouped(c.count))" + of
        } else {
            text = c.count == 0 ? "no cards\(more)" : "page \(key.page == Int.max ? "\(key.page)" : "\(key.page + 1)")/\(c.count)\(more)"
        }
        if let autoplay = c.autoplay { text = autoplay.statusText + " · " + text }
        if let marked = key.marked { text = "\(QueryLine.grouped(marked)) marked · " + text }
        textCache.page = (key, text)
        return text
    }

    /// The longest note about the size that fits the width.
    func tooSmallNote(_ c: CarouselController) -> String {
        TooSmallNote.text(
            width: c.screen.width, height: c.screen.height, needWidth: ScreenLayout.minimumWidth,
            needHeight: ScreenLayout.minimumHeight
        ) { size, need in
            "terminal too small (\(size)): need \(need) · page \(c.currentPage + 1)/\(c.count)\(c.isLoadingMore ? "+" : "") · q quits"
        }
    }

    /// The help line: the longest of its variants that fits the width.
    private func helpLine(_ c: CarouselController) -> String {
        let context = HelpLine.Context(
            axis: c.configuration.axis, searches: c.search != nil, multi: c.configuration.allowsMultipleSelection)
        if let cached = textCache.helpLine, cached.context == context, cached.width == c.screen.width,
            cached.isPicker == c.configuration.isPicker
        {
            return cached.text
        }
        let text = HelpLine.text(context, width: c.screen.width, keyMap: c.keyMap)
        textCache.helpLine = (context, c.screen.width, c.configuration.isPicker, text)
        return text
    }

    /// The help box as it fits this c.screen, on the page being read.
    func helpOverlay(_ c: CarouselController) -> HelpOverlay? {
        HelpOverlay(
            width: c.screen.width, height: c.screen.height, top: (c.screen.statusRow ?? -1) + 1, page: c.helpPage,
            entries: c.search == nil && !c.configuration.allowsMultipleSelection
                ? HelpOverlay.entries(keyMap: c.keyMap)
                : HelpOverlay.pickerEntries(searching: c.search != nil, multi: c.configuration.allowsMultipleSelection, keyMap: c.keyMap))
    }

    /// The keys, in a box over the middle of the c.screen; never over the status line.
    private func drawHelpOverlay(_ c: CarouselController, into canvas: inout Canvas, theme: Theme) {
        helpOverlay(c)?.draw(into: &canvas, top: (c.screen.statusRow ?? -1) + 1, theme: theme)
    }
}
