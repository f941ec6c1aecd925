/// The view: draws the whole screen into a canvas.
extension CarouselController {
    public func render(into canvas: inout Canvas, now: Double) {
        render(into: &canvas, now: now, naive: nil)
    }

    /// Draws the screen; with `naive`, the cards come from that layout instead of the
    /// reusing collection view (the benchmark's baseline: everything else is the same).
    func render(into canvas: inout Canvas, now: Double, naive: NaiveCarousel?) {
        noteFrame(now: now)
        canvas.reset(width: screen.width, height: screen.height)
        let theme = configuration.theme
        if screen.isTooSmall {
            canvas.write(tooSmallNote, x: 0, y: 0, style: theme.warning)
            collectionView.updateVisibleItems(EmptyCollection<Int>())
            return
        }
        drawStatus(into: &canvas, theme: theme)
        if let row = screen.topRuleRow { drawRule(into: &canvas, row: row, theme: theme) }
        if let row = screen.bottomRuleRow { drawRule(into: &canvas, row: row, theme: theme) }
        if let naive { naive.drawCards(of: self, into: &canvas, theme: theme) } else { drawCards(into: &canvas, theme: theme) }
        if let row = screen.pageControlRow { drawPageControl(into: &canvas, row: row, theme: theme) }
        if let rows = screen.detailRows { drawDetails(into: &canvas, rows: rows, theme: theme) }
        if let row = screen.helpRow { drawHelpLine(into: &canvas, row: row, theme: theme) }
        if showsHelp { drawHelpOverlay(into: &canvas, theme: theme) }
    }

    private func drawStatus(into canvas: inout Canvas, theme: Theme) {
        let row = screen.statusRow ?? 0
        canvas.fill(Rect(x: 0, y: row, width: screen.width, height: 1), style: theme.status)
        let page = pageFigure
        let right = " " + page + " "
        let rightWidth = TextWidth.of(right)
        var bold = theme.status
        bold.bold = true
        let room = Rect(x: 0, y: row, width: max(0, screen.width - rightWidth - 1), height: 1)
        // What gives way first on a narrow screen: the tagline, then the title; the
        // strategy's name and the page figure stay.
        let title = " \(configuration.title)  "
        let keepsTitle = TextWidth.of(title) + TextWidth.of(strategy.name) <= room.width
        var x = canvas.write(keepsTitle ? title : " ", x: 0, y: row, style: theme.status, clip: room)
        x = canvas.write(strategy.name, x: x, y: row, style: bold, clip: room)
        canvas.write(Self.fitted(": " + strategy.tagline, width: room.maxX - x), x: x, y: row, style: theme.status, clip: room)
        // The page figure always shows, even if the strategy's description has to give way.
        canvas.write(right, x: max(0, screen.width - rightWidth), y: row, style: bold)
    }

    private func drawRule(into canvas: inout Canvas, row: Int, theme: Theme) {
        canvas.fill(Rect(x: 0, y: row, width: screen.width, height: 1), with: "─", style: theme.faint)
    }

    private func drawCards(into canvas: inout Canvas, theme: Theme) {
        let layout = scrollView.layout
        let strip = screen.strip
        let offset = scrollView.offset
        let visible = layout.visiblePages(offset: offset)
        let origin = scrollView.originPage
        // Only the items on screen get cells; the rest of the collection does not exist.
        collectionView.updateVisibleItems(visible.lazy.compactMap { layout.index(ofRelativePage: $0, originPage: origin) })
        let current = scrollView.destinationPage
        for relative in visible {
            guard let index = layout.index(ofRelativePage: relative, originPage: origin),
                  let cell = collectionView.cellForItem(at: index) else { continue }
            let frame = cardFrame(along: layout.screenPosition(ofRelativePage: relative, offset: offset))
            if let card = cell as? CardCell {
                card.draw(in: &canvas, frame: frame, clip: strip, isCurrent: index == current, theme: theme)
            } else {
                cell.draw(in: &canvas, frame: frame, isCurrent: index == current, theme: theme)
            }
        }
    }

    /// Where a card starting `along` cells into the strip is drawn.
    func cardFrame(along: Int) -> Rect {
        let strip = screen.strip
        let extent = scrollView.layout.cardExtent
        if configuration.axis == .horizontal {
            // Cards keep a card's proportions rather than filling a tall terminal.
            let height = min(strip.height, Self.maximumCardHeight)
            return Rect(x: strip.x + along, y: strip.y + (strip.height - height) / 2, width: extent, height: height)
        }
        let across = min(strip.width - 4, 76)
        return Rect(x: strip.x + (strip.width - across) / 2, y: strip.y + along, width: across, height: extent)
    }

    private func drawPageControl(into canvas: inout Canvas, row: Int, theme: Theme) {
        let symbols = PageControl.symbols(count: count, current: scrollView.currentPage, width: max(0, screen.width - 4))
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
    }

    private func drawDetails(into canvas: inout Canvas, rows: Range<Int>, theme: Theme) {
        let lines = detailLines(rows: rows.count)
        for (k, line) in lines.prefix(rows.count).enumerated() {
            let style = k == lines.count - 1 ? theme.faint : theme.overlay
            canvas.write(line, x: 0, y: rows.lowerBound + k, style: style)
        }
    }

    /// `page X/N` (`X/N+` while more are coming), made again only when the page changes.
    var pageFigure: String {
        let key = PageFigureKey(page: scrollView.currentPage, count: count, isLoadingMore: isLoadingMore)
        if let cached = textCache.page, cached.key == key { return cached.text }
        let more = isLoadingMore ? "+" : ""
        let text = count == 0 ? "no cards\(more)" : "page \(key.page == Int.max ? "\(key.page)" : "\(key.page + 1)")/\(count)\(more)"
        textCache.page = (key, text)
        return text
    }

    /// The overlay's lines, fitted to the width. They are made again only when what they
    /// say changes (a new decision, other counters, another frame rate), not every frame.
    func detailLines(rows: Int) -> [String] {
        let c = collectionView.counters
        let key = DetailsKey(decision: scrollView.lastDecision, counters: c, framesPerSecond: isAnimating ? framesPerSecond : -1,
                             settleSpeed: configuration.settleSpeed, cardExtent: scrollView.layout.cardExtent,
                             spacing: scrollView.layout.spacing, width: screen.width, rows: rows)
        if let cached = textCache.details, cached.key == key { return cached.lines }
        let unit = configuration.axis == .horizontal ? "col/s" : "row/s"
        var flick = " last flick  "
        var rule = ""
        if let d = scrollView.lastDecision {
            let stride = Double(max(1, d.stride))
            var projected = d.projectedOffset / stride
            if configuration.wraps, count > 0 {
                projected = projected.truncatingRemainder(dividingBy: Double(count))
                if projected < 0 { projected += Double(count) }
            }
            flick += (d.fromKeyboard ? "key " : "") + "v=\(FrameText.fixed(d.velocity, digits: 0)) \(unit)"
            flick += "  projected \(FrameText.fixed(projected + 1, digits: 2))"
            flick += d.targetPage.map { "  ->  page \($0 == Int.max ? "\($0)" : "\($0 + 1)")" } ?? "  ->  rests at \(FrameText.fixed(d.targetOffset / stride + 1, digits: 2))"
            rule = " rule: \(d.explanation)"
        } else {
            let keys = configuration.axis == .horizontal ? "←/→" : "↑/↓"
            flick += "none yet: flick with the mouse or press \(keys) (⇧ for a hard flick)"
        }
        var cells = " cells alive \(c.alive) (max \(c.aliveMax))  created \(c.created)  reused \(c.reused)  visible \(c.visible)"
        cells += "  ·  \(isAnimating ? "\(framesPerSecond) fps" : "idle")  ·  settle ×\(FrameText.fixed(configuration.settleSpeed, digits: 2))"
        cells += "  ·  card \(scrollView.layout.cardExtent)+\(scrollView.layout.spacing)"
        var lines = [flick]
        if rows >= 3 { lines.append(rule) } else if !rule.isEmpty { lines[0] += "  ·" + rule }
        lines.append(cells)
        lines = lines.map { Self.fitted($0, width: screen.width) }
        textCache.details = (key, lines)
        return lines
    }

    /// The text, cut with an ellipsis if it is wider than `width` cells.
    static func fitted(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard FrameText.width(text) > width else { return text }
        if let start = FrameText.simplePrefix(text, width: width - 1) { return start + "…" }
        var result = ""
        var used = 0
        for ch in text {
            let w = ch.unicodeScalars.reduce(0) { $0 + TextWidth.of(Canvas.visible($1)) }
            if used + w > width - 1 { break }
            result.append(ch)
            used += w
        }
        return result + "…"
    }

    /// The longest note about the size that fits the width.
    var tooSmallNote: String {
        let size = "\(screen.width)x\(screen.height)"
        let need = "\(ScreenLayout.minimumWidth)x\(ScreenLayout.minimumHeight)"
        let candidates = [
            "terminal too small (\(size)): need \(need) · page \(currentPage + 1)/\(count)\(isLoadingMore ? "+" : "") · q quits",
            "too small (\(size)): need \(need) · q quits",
            "too small: \(size) < \(need)",
            "too small \(size)",
            "too small",
            "small",
        ]
        return candidates.first { TextWidth.of($0) <= screen.width } ?? String("!".prefix(screen.width))
    }

    private func drawHelpLine(into canvas: inout Canvas, row: Int, theme: Theme) {
        let variants = Self.helpLines[configuration.axis == .horizontal ? 0 : 1][configuration.isPicker ? 1 : 0]
        let text = variants.first { $0.width <= screen.width }?.text ?? Self.fitted(variants[variants.count - 1].text, width: screen.width)
        canvas.write(text, x: 0, y: row, style: theme.faint)
    }

    /// The help line's variants, longest first, with their widths: by axis (horizontal,
    /// vertical), then demo or picker. Built once rather than every frame.
    static let helpLines: [[[(text: String, width: Int)]]] = ["←/→", "↑/↓"].map { keys in
        [[" \(keys) page  ⇧\(keys) hard flick  drag with the mouse  Tab strategy  d details  ? help  q quit",
          " \(keys) page  ⇧\(keys) hard  Tab strategy  ? help  q quit",
          " \(keys) page  ? help  q quit"],
         [" \(keys) move  Enter choose  q/Esc cancel  drag with the mouse  ⇧\(keys) hard flick  Tab strategy  ? help",
          " \(keys) move  Enter choose  q cancel  ? help",
          " Enter choose  q cancel  ? help"]].map { $0.map { ($0, TextWidth.of($0)) } }
    }

    /// The keys, in a box over the middle of the screen.
    private func drawHelpOverlay(into canvas: inout Canvas, theme: Theme) {
        let lines = Self.helpText
        let width = min(screen.width - 2, (lines.map { TextWidth.of($0) }.max() ?? 0) + 4)
        // Border, title and the blank line under it, then every key.
        let height = min(screen.height - 2, lines.count + 3)
        guard width > 6, height > 2 else { return }
        let frame = Rect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
        // A blank margin sets the box apart, but never covers the status line.
        let top = (screen.statusRow ?? -1) + 1
        let margin = Rect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2)
        canvas.fill(margin.intersection(Rect(x: 0, y: top, width: screen.width, height: max(0, screen.height - top))), style: theme.text)
        let box = CardCell(reuseIdentifier: "help")
        box.title = "Keys"
        box.body = lines.dropFirst().joined(separator: "\n")
        canvas.fill(frame, style: theme.text)
        box.draw(in: &canvas, frame: frame, clip: canvas.bounds, isCurrent: true, theme: theme)
    }

    /// Rows a horizontal card may take at most.
    public static let maximumCardHeight = 14

    public static let helpText: [String] = [
        "Keys",
        "←/→ h/l       gentle flick: one card with every strategy",
        "⇧←/⇧→ H/L     hard flick: the strategies differ",
        "↑/↓ j/k       the same for a vertical carousel",
        "Home/End g/G  first / last card",
        "PgUp/PgDn     a screenful of cards",
        "mouse         drag, flick, click a peeking card or a dot",
        "wheel         one flick a notch",
        "Tab/S-Tab s/S next / previous strategy; 1-9,0 pick one",
        "d             decision overlay on/off",
        "+/-           settle faster / slower",
        "Enter         choose the card (printed on exit)",
        "q/Esc         quit;  Ctrl-Z suspend;  any key closes this",
    ]
}
