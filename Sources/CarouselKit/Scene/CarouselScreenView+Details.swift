import CarouselCore

/// The decision overlay (`d`): what the last flick was and why the strategy chose its page,
/// the cells alive and reused, the frame rate, the pointer's precision, the settle speed and
/// the geometry, fitted to the width and made again only when what they say changes.
extension CarouselScreenView {
    /// The overlay's lines, fitted to the width: the decision's (made again only when a
    /// flick is decided) and the counters' (only when a card enters or the frame rate
    /// changes), each cached on its own, so that neither is made for the other's change.
    func detailLines(_ c: CarouselController, rows: Int) -> [String] {
        var lines = decisionLines(c, rows: rows)
        lines.append(countersLine(c))
        return lines
    }

    /// " cells alive 5 (max 5)  created 5  reused 12  visible 3  ·  60 fps  ·  mouse cells  ·  settle ×1.00  ·  card 48+3"
    private func countersLine(_ c: CarouselController) -> String {
        let layout = c.carousel.scrollView.layout
        var key = CountersKey(
            counters: c.collectionView.counters, framesPerSecond: c.isAnimating ? c.framesPerSecond : -1,
            settleSpeed: c.configuration.settleSpeed, cardExtent: layout.cardExtent, spacing: layout.spacing,
            width: c.screen.width, pointerPrecision: c.pointerPrecision, fitNote: fitNote(c))
        key.reducesMotion = c.configuration.reducesMotion
        if let cached = textCache.counters, cached.key == key { return cached.line }
        let counters = key.counters
        var cells = TextBuilder(capacity: 160)
        if let note = key.fitNote { cells.add(" "); cells.add(note); cells.add("  ·") }
        cells.add(" cells alive "); cells.add(counters.alive); cells.add(" (max "); cells.add(counters.aliveMax)
        cells.add(")  created "); cells.add(counters.created); cells.add("  reused "); cells.add(counters.reused)
        cells.add("  visible "); cells.add(counters.visible); cells.add("  ·  ")
        if key.framesPerSecond >= 0 { cells.add(key.framesPerSecond); cells.add(" fps") } else { cells.add("idle") }
        cells.add("  ·  mouse "); cells.add(key.pointerPrecision.rawValue)
        if key.reducesMotion {
            cells.add("  ·  no motion")
        } else {
            cells.add("  ·  settle ×"); cells.add(FrameText.fixed(key.settleSpeed, digits: 2))
        }
        cells.add("  ·  card "); cells.add(key.cardExtent); cells.add("+"); cells.add(key.spacing)
        let line = TextFitting.fitted(cells.text, width: key.width)
        textCache.counters = (key, line)
        return line
    }

    /// What of the asked geometry this terminal could not hold, first on its line so that
    /// a narrow c.screen does not cut it: "card 1000 -> 46: fitted to 80 columns". A page the
    /// size of the viewport (`system`) is not a fitting: that c.strategy ignores the card width.
    func fitNote(_ c: CarouselController) -> String? {
        let layout = c.carousel.scrollView.layout
        var parts: [String] = []
        if c.strategy.pageSizing != .viewport, let asked = c.configuration.cardExtent, asked != layout.cardExtent {
            parts.append("card \(asked) -> \(layout.cardExtent)")
        }
        if let asked = c.configuration.spacing, asked != layout.spacing { parts.append("spacing \(asked) -> \(layout.spacing)") }
        guard !parts.isEmpty else { return nil }
        let unit = c.configuration.axis == .horizontal ? "columns" : "rows"
        return parts.joined(separator: ", ") + ": fitted to \(layout.viewport) \(unit)"
    }

    /// The overlay's lines about the last decision, fitted: made again only when what they
    /// say could differ (a card entering changes the counters below them, not them).
    private func decisionLines(_ c: CarouselController, rows: Int) -> [String] {
        let key = ScreenRowStores.DecisionKey(
            decision: c.carousel.scrollView.lastDecision, axis: c.configuration.axis, count: c.count,
            wraps: c.configuration.wraps, rows: rows, width: c.screen.width)
        if let cached = rowStores.decisionLines, cached.key == key { return cached.lines }
        let unit = c.configuration.axis == .horizontal ? "col/s" : "row/s"
        var line = TextBuilder(capacity: 160)
        line.add(" last flick  ")
        var rule = ""
        if let d = c.carousel.scrollView.lastDecision {
            // "page N" for the target, when there is one.
            func addTarget(_ page: Int) { line.add("page "); line.add(page == Int.max ? page : page + 1) }
            if let command = d.command {
                line.add(command); line.add("  ->  ")
                if let page = d.targetPage { addTarget(page) } else { line.add("page ?") }
            } else {
                if let source = d.source { line.add(source); line.add(" ") } else if d.fromKeyboard { line.add("key ") }
                line.add("v="); line.add(FrameText.fixed(d.velocity, digits: 0)); line.add(" "); line.add(unit)
                line.add("  projected "); line.add(position(c, d.relativeProjectedOffset, absolute: d.projectedOffset, decision: d))
                if let page = d.targetPage {
                    line.add("  ->  "); addTarget(page)
                } else {
                    line.add("  ->  rests at "); line.add(position(c, d.relativeTargetOffset, absolute: d.targetOffset, decision: d))
                }
            }
            rule = " rule: " + d.explanation
        } else {
            line.add("none yet: flick with the mouse or press "); line.add(c.configuration.axis == .horizontal ? "←/→" : "↑/↓")
            line.add(" (⇧ for a hard flick)")
        }
        var lines = [line.text]
        if rows >= 3 { lines.append(rule) } else if !rule.isEmpty { lines[0] += "  ·" + rule }
        lines = lines.map { TextFitting.fitted($0, width: c.screen.width) }
        rowStores.decisionLines = (key, lines)
        return lines
    }

    /// A decision's offset as a page figure: from its origin page and relative offset
    /// (exact at any c.count), else from the absolute offset; never past either end.
    private func position(_ c: CarouselController, _ relative: Double?, absolute: Double, decision d: DragDecision) -> String {
        let stride = Double(max(1, d.stride))
        if let relative {
            return PagePosition.label(
                originPage: d.originPage, relativePages: relative / stride,
                count: c.count, wraps: c.configuration.wraps)
        }
        return PagePosition.label(originPage: 0, relativePages: absolute / stride, count: c.count, wraps: c.configuration.wraps)
    }
}
