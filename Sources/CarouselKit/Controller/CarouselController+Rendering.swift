/// The view: draws the whole screen into a canvas.
extension CarouselController {
    public func render(into canvas: inout Canvas, now: Double) {
        render(into: &canvas, now: now, naive: nil)
    }

    /// Draws the screen; with `naive`, the cards come from that layout instead of the
    /// reusing collection view (the benchmark's baseline: everything else is the same).
    func render(into canvas: inout Canvas, now: Double, naive: NaiveCarousel?) {
        if naive == nil, let race = presentedRace {
            race.autoplayStatus = autoplay?.statusText
            race.isLoadingMore = isLoadingMore
            return race.render(into: &canvas, now: now)
        }
        canvas.reset(width: screen.width, height: screen.height)
        let theme = configuration.theme
        if screen.isTooSmall {
            canvas.write(tooSmallNote, x: 0, y: 0, style: theme.warning)
            collectionView.updateVisibleItems(EmptyCollection<Int>())
            return
        }
        // Each row besides the cards comes from its store while what it says is unchanged.
        let stored = drawsFromBackingStores
        let width = screen.width
        let statusRow = screen.statusRow ?? 0
        if stored {
            // The page figure changes more often than the rest: it has a store of its own.
            let page = rowStores.pageFigure(pageFigure)
            let status = ScreenRowStores.Status(width: width, pageWidth: page.width, name: strategy.name, tagline: strategy.tagline,
                                                title: configuration.title, style: theme.status)
            rowStores.status.draw(into: &canvas, y: statusRow, width: width, key: status) {
                drawStatus(into: &$0, row: $1, theme: theme, pageWidth: page.width, page: nil)
            }
            var bold = theme.status
            bold.bold = true
            let key = ScreenRowStores.Line(text: page.text, width: page.width, style: bold)
            rowStores.page.draw(into: &canvas, x: statusPageX(pageWidth: page.width), y: statusRow, width: page.width,
                                background: theme.status, key: key) {
                $0.write(page.text, x: 0, y: $1, style: bold)
            }
        } else {
            let page = pageFigure
            drawStatus(into: &canvas, row: statusRow, theme: theme, pageWidth: TextWidth.of(page), page: page)
        }
        if let row = screen.topRuleRow { drawRule(into: &canvas, row: row, theme: theme) }
        if let row = screen.headerRow, let header = configuration.header {
            let key = ScreenRowStores.Line(text: header, width: width, style: theme.faint)
            rowStores.header.draw(into: &canvas, y: row, width: width, key: key, fromStore: stored) {
                $0.write(TextFitting.fitted(" " + header, width: width), x: 0, y: $1, style: theme.faint)
            }
        }
        if let row = screen.bottomRuleRow { drawRule(into: &canvas, row: row, theme: theme) }
        if let naive { naive.drawCards(of: self, into: &canvas, theme: theme) } else { drawCards(into: &canvas, theme: theme) }
        if let row = screen.pageControlRow {
            let symbols = rowStores.pageSymbols(count: count, current: scrollView.currentPage, width: max(0, width - 4))
            let key = ScreenRowStores.PageDots(count: count, current: scrollView.currentPage, width: width,
                                               mark: projectionMark(symbols: symbols), dot: theme.dot,
                                               currentDot: theme.dotCurrent, warning: theme.warning)
            rowStores.pageControl.draw(into: &canvas, y: row, width: width, key: key, fromStore: stored) {
                drawPageControl(into: &$0, row: $1, symbols: symbols, mark: key.mark, theme: theme)
            }
        }
        if let rows = screen.detailRows {
            let lines = detailLines(rows: rows.count)
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
                drawDetails(lines, into: &canvas, rows: rows, theme: theme)
            }
        }
        if let row = screen.helpRow {
            let key = ScreenRowStores.Line(text: helpLine, width: width, style: theme.faint)
            rowStores.help.draw(into: &canvas, y: row, width: width, key: key, fromStore: stored) {
                $0.write(key.text, x: 0, y: $1, style: theme.faint)
            }
        }
        if showsHelp { drawHelpOverlay(into: &canvas, theme: theme) }
    }

    /// Where the status line's page figure starts.
    private func statusPageX(pageWidth: Int) -> Int {
        let roomy = 1 + FrameText.width(strategy.name) + 2 + pageWidth + 1 <= screen.width
        return max(0, screen.width - pageWidth - (roomy ? 1 : 0))
    }

    /// The status line; the page figure `page` (of `pageWidth` cells) at its right, or only
    /// room for it when `page` is nil.
    private func drawStatus(into canvas: inout Canvas, row: Int, theme: Theme, pageWidth: Int, page: String?) {
        canvas.fill(Rect(x: 0, y: row, width: screen.width, height: 1), style: theme.status)
        let name = strategy.name
        let nameWidth = TextWidth.of(name)
        var bold = theme.status
        bold.bold = true
        // The page figure at the right, a space after it and two before it; on a screen
        // too narrow for the whole name that way, one space before it and none after.
        let roomy = 1 + nameWidth + 2 + pageWidth + 1 <= screen.width
        let pageX = max(0, screen.width - pageWidth - (roomy ? 1 : 0))
        let room = Rect(x: 0, y: row, width: max(0, pageX - (roomy ? 2 : 1)), height: 1)
        // What gives way first on a narrow screen: the tagline, then the title (shortened
        // with an ellipsis, then dropped), then the end of the name; the page figure stays.
        var x = canvas.write(" ", x: 0, y: row, style: theme.status, clip: room)
        let titleRoom = room.maxX - x - nameWidth - 2
        let title = TextFitting.fitted(configuration.title, width: titleRoom)
        if !configuration.title.isEmpty, TextWidth.of(title) >= min(Self.shortestTitle, TextWidth.of(configuration.title)) {
            x = canvas.write(title, x: x, y: row, style: theme.status, clip: room)
            x = canvas.write("  ", x: x, y: row, style: theme.status, clip: room)
        }
        x = canvas.write(TextFitting.fitted(name, width: room.maxX - x), x: x, y: row, style: bold, clip: room)
        if room.maxX - x >= Self.shortestTitle {
            canvas.write(TextFitting.fitted(": " + strategy.tagline, width: room.maxX - x), x: x, y: row, style: theme.status, clip: room)
        }
        if let page { canvas.write(page, x: pageX, y: row, style: bold) }
    }

    /// A title shortened below this many cells (its ellipsis included) says too little to keep.
    static let shortestTitle = 4

    private func drawRule(into canvas: inout Canvas, row: Int, theme: Theme) {
        canvas.fill(Rect(x: 0, y: row, width: screen.width, height: 1), with: "─", style: theme.faint)
    }

    private func drawCards(into canvas: inout Canvas, theme: Theme) {
        canvas.scrollingRegions.append(CardStrip.scrollingRegion(of: scrollView, strip: screen.strip, axis: configuration.axis))
        CardStrip.draw(scrollView, collectionView: collectionView, strip: screen.strip, axis: configuration.axis,
                       into: &canvas, theme: theme, fromBackingStores: drawsFromBackingStores)
    }

    /// Where a card starting `along` cells into the strip is drawn.
    func cardFrame(along: Int) -> Rect {
        CardStrip.cardFrame(along: along, extent: scrollView.layout.cardExtent, strip: screen.strip, axis: configuration.axis)
    }

    private func drawPageControl(into canvas: inout Canvas, row: Int, symbols: [PageControl.Symbol], mark: ProjectionMark?,
                                 theme: Theme) {
        PageDots.draw(symbols, mark: mark, start: max(0, (screen.width - PageDots.width(of: symbols)) / 2), row: row,
                      into: &canvas, theme: theme)
    }

    /// While a flick settles: where its projection fell, beside the page it is going to.
    func projectionMark(symbols: [PageControl.Symbol]) -> ProjectionMark? {
        ProjectionMark.whileSettling(scrollView, symbols: symbols)
    }

    private func drawDetails(_ lines: [String], into canvas: inout Canvas, rows: Range<Int>, theme: Theme) {
        for (k, line) in lines.prefix(rows.count).enumerated() {
            let style = k == lines.count - 1 ? theme.faint : theme.overlay
            canvas.write(line, x: 0, y: rows.lowerBound + k, style: style)
        }
    }

    /// `page X/N` (`X/N+` while more are coming), made again only when the page changes.
    var pageFigure: String {
        let key = PageFigureKey(page: scrollView.currentPage, count: count, isLoadingMore: isLoadingMore,
                                autoplayInterval: autoplay?.interval, autoplayPaused: autoplay?.isPaused ?? false)
        if let cached = textCache.page, cached.key == key { return cached.text }
        let more = isLoadingMore ? "+" : ""
        var text = count == 0 ? "no cards\(more)" : "page \(key.page == Int.max ? "\(key.page)" : "\(key.page + 1)")/\(count)\(more)"
        if let autoplay { text = autoplay.statusText + " · " + text }
        textCache.page = (key, text)
        return text
    }

    /// The longest note about the size that fits the width.
    var tooSmallNote: String {
        TooSmallNote.text(width: screen.width, height: screen.height, needWidth: ScreenLayout.minimumWidth,
                          needHeight: ScreenLayout.minimumHeight) { size, need in
            "terminal too small (\(size)): need \(need) · page \(currentPage + 1)/\(count)\(isLoadingMore ? "+" : "") · q quits"
        }
    }

    /// The help line: the longest of its variants that fits the width.
    private var helpLine: String {
        let context = HelpLine.Context(kind: configuration.isPicker ? .picker : .carousel, axis: configuration.axis)
        if let cached = textCache.helpLine, cached.context == context, cached.width == screen.width { return cached.text }
        let text = HelpLine.text(context, width: screen.width)
        textCache.helpLine = (context, screen.width, text)
        return text
    }

    /// The help box as it fits this screen, on the page being read.
    var helpOverlay: HelpOverlay? {
        HelpOverlay(width: screen.width, height: screen.height, top: (screen.statusRow ?? -1) + 1, page: helpPage)
    }

    /// The keys, in a box over the middle of the screen; never over the status line.
    private func drawHelpOverlay(into canvas: inout Canvas, theme: Theme) {
        helpOverlay?.draw(into: &canvas, top: (screen.statusRow ?? -1) + 1, theme: theme)
    }

    /// Rows a horizontal card takes in a strip of `strip` rows: the whole of a short strip,
    /// and in a taller one half of every row past `fullCardHeight` (the other half goes to
    /// the margins above and below), so the card grows with the terminal, its body text
    /// getting the rows, while the strip still reads as a carousel, not a wall.
    public static func cardHeight(strip: Int) -> Int {
        strip <= fullCardHeight ? max(0, strip) : fullCardHeight + (strip - fullCardHeight) / 2
    }

    /// A strip up to this many rows is filled by the cards.
    public static let fullCardHeight = 14

    /// The keys and what they do, one a line (the help box's full wording, `--help`'s KEYS).
    public static let helpText: [String] = ["Keys"] + HelpOverlay.fullLines
}
