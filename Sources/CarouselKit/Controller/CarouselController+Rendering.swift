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
        noteFrame(now: now)
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
                $0.write(Self.fitted(" " + header, width: width), x: 0, y: $1, style: theme.faint)
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
        let title = Self.fitted(configuration.title, width: titleRoom)
        if !configuration.title.isEmpty, TextWidth.of(title) >= min(Self.shortestTitle, TextWidth.of(configuration.title)) {
            x = canvas.write(title, x: x, y: row, style: theme.status, clip: room)
            x = canvas.write("  ", x: x, y: row, style: theme.status, clip: room)
        }
        x = canvas.write(Self.fitted(name, width: room.maxX - x), x: x, y: row, style: bold, clip: room)
        if room.maxX - x >= Self.shortestTitle {
            canvas.write(Self.fitted(": " + strategy.tagline, width: room.maxX - x), x: x, y: row, style: theme.status, clip: room)
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
        let width = symbols.count * 2 - 1
        var x = max(0, (screen.width - width) / 2)
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
        if let mark {
            let start = max(0, (screen.width - width) / 2)
            switch mark {
            case .symbol(let k): canvas.put(ProjectionMark.glyph, x: start + 2 * k, y: row, style: theme.warning)
            case .beforeFirst: if start >= 2 { canvas.put("←", x: start - 2, y: row, style: theme.warning) }
            case .afterLast: if start + width + 1 < screen.width { canvas.put("→", x: start + width + 1, y: row, style: theme.warning) }
            }
        }
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

    /// The overlay's lines, fitted to the width. They are made again only when what they
    /// say changes (a new decision, other counters, another frame rate), not every frame.
    func detailLines(rows: Int) -> [String] {
        let c = collectionView.counters
        let key = DetailsKey(decision: scrollView.lastDecision, counters: c, framesPerSecond: isAnimating ? framesPerSecond : -1,
                             settleSpeed: configuration.settleSpeed, cardExtent: scrollView.layout.cardExtent,
                             spacing: scrollView.layout.spacing, width: screen.width, rows: rows,
                             pointerPrecision: pointerPrecision)
        if let cached = textCache.details, cached.key == key { return cached.lines }
        var lines = decisionLines(rows: rows)
        // " cells alive 5 (max 5)  created 5  reused 12  visible 3  ·  60 fps  ·  mouse cells  ·  settle ×1.00  ·  card 48+3"
        var cells = TextBuilder(capacity: 160)
        if let note = fitNote { cells.add(" "); cells.add(note); cells.add("  ·") }
        cells.add(" cells alive "); cells.add(c.alive); cells.add(" (max "); cells.add(c.aliveMax)
        cells.add(")  created "); cells.add(c.created); cells.add("  reused "); cells.add(c.reused)
        cells.add("  visible "); cells.add(c.visible); cells.add("  ·  ")
        if isAnimating { cells.add(framesPerSecond); cells.add(" fps") } else { cells.add("idle") }
        cells.add("  ·  mouse "); cells.add(pointerPrecision.rawValue)
        cells.add("  ·  settle ×"); cells.add(FrameText.fixed(configuration.settleSpeed, digits: 2))
        cells.add("  ·  card "); cells.add(scrollView.layout.cardExtent); cells.add("+"); cells.add(scrollView.layout.spacing)
        lines.append(Self.fitted(cells.text, width: screen.width))
        textCache.details = (key, lines)
        return lines
    }

    /// What of the asked geometry this terminal could not hold, first on its line so that
    /// a narrow screen does not cut it: "card 1000 -> 46: fitted to 80 columns". A page the
    /// size of the viewport (`system`) is not a fitting: that strategy ignores the card width.
    var fitNote: String? {
        let layout = scrollView.layout
        var parts: [String] = []
        if strategy.pageSizing != .viewport, let asked = configuration.cardExtent, asked != layout.cardExtent {
            parts.append("card \(asked) -> \(layout.cardExtent)")
        }
        if let asked = configuration.spacing, asked != layout.spacing { parts.append("spacing \(asked) -> \(layout.spacing)") }
        guard !parts.isEmpty else { return nil }
        let unit = configuration.axis == .horizontal ? "columns" : "rows"
        return parts.joined(separator: ", ") + ": fitted to \(layout.viewport) \(unit)"
    }

    /// The overlay's lines about the last decision, fitted: made again only when what they
    /// say could differ (a card entering changes the counters below them, not them).
    private func decisionLines(rows: Int) -> [String] {
        let key = ScreenRowStores.DecisionKey(decision: scrollView.lastDecision, axis: configuration.axis, count: count,
                                              wraps: configuration.wraps, rows: rows, width: screen.width)
        if let cached = rowStores.decisionLines, cached.key == key { return cached.lines }
        let unit = configuration.axis == .horizontal ? "col/s" : "row/s"
        var line = TextBuilder(capacity: 160)
        line.add(" last flick  ")
        var rule = ""
        if let d = scrollView.lastDecision {
            // "page N" for the target, when there is one.
            func addTarget(_ page: Int) { line.add("page "); line.add(page == Int.max ? page : page + 1) }
            if let command = d.command {
                line.add(command); line.add("  ->  ")
                if let page = d.targetPage { addTarget(page) } else { line.add("page ?") }
            } else {
                if let source = d.source { line.add(source); line.add(" ") } else if d.fromKeyboard { line.add("key ") }
                line.add("v="); line.add(FrameText.fixed(d.velocity, digits: 0)); line.add(" "); line.add(unit)
                line.add("  projected "); line.add(position(d.relativeProjectedOffset, absolute: d.projectedOffset, decision: d))
                if let page = d.targetPage {
                    line.add("  ->  "); addTarget(page)
                } else {
                    line.add("  ->  rests at "); line.add(position(d.relativeTargetOffset, absolute: d.targetOffset, decision: d))
                }
            }
            rule = " rule: " + d.explanation
        } else {
            line.add("none yet: flick with the mouse or press "); line.add(configuration.axis == .horizontal ? "←/→" : "↑/↓")
            line.add(" (⇧ for a hard flick)")
        }
        var lines = [line.text]
        if rows >= 3 { lines.append(rule) } else if !rule.isEmpty { lines[0] += "  ·" + rule }
        lines = lines.map { Self.fitted($0, width: screen.width) }
        rowStores.decisionLines = (key, lines)
        return lines
    }

    /// A decision's offset as a page figure: from its origin page and relative offset
    /// (exact at any count), else from the absolute offset; never past either end.
    private func position(_ relative: Double?, absolute: Double, decision d: DragDecision) -> String {
        let stride = Double(max(1, d.stride))
        if let relative {
            return PagePosition.label(originPage: d.originPage, relativePages: relative / stride,
                                      count: count, wraps: configuration.wraps)
        }
        return PagePosition.label(originPage: 0, relativePages: absolute / stride, count: count, wraps: configuration.wraps)
    }

    /// The text, cut with an ellipsis if it is wider than `width` cells.
    static func fitted(_ text: String, width: Int) -> String {
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
