/// The decision overlay (`d`): what the last flick was and why the strategy chose its page,
/// the cells alive and reused, the frame rate, the pointer's precision, the settle speed and
/// the geometry, fitted to the width and made again only when what they say changes.
extension CarouselController {
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
        lines.append(TextFitting.fitted(cells.text, width: screen.width))
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
        lines = lines.map { TextFitting.fitted($0, width: screen.width) }
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
}
