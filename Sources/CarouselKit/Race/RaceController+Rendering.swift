/// The race's view: a status row, then each lane's label row and its cards (drawn by
/// `CardStrip`, as the demo's are), the lanes left out, and the keys.
extension RaceController {
    public func render(into canvas: inout Canvas, now: Double) {
        canvas.reset(width: screen.width, height: screen.height)
        let theme = configuration.theme
        if screen.isTooSmall {
            canvas.write(tooSmallNote, x: 0, y: 0, style: theme.warning)
            for lane in lanes { lane.collectionView.updateVisibleItems(EmptyCollection<Int>()) }
            return
        }
        if let row = screen.statusRow { drawStatus(into: &canvas, row: row, theme: theme) }
        for lane in lanes {
            guard let frame = lane.frame else {
                // Off screen: its cells go back to the pool.
                lane.collectionView.updateVisibleItems(EmptyCollection<Int>())
                continue
            }
            // A compact lane's label goes over its cards' top border: drawn after them.
            if !frame.labelOverlapsStrip { drawLabel(of: lane, row: frame.labelRow, into: &canvas, theme: theme) }
            canvas.scrollingRegions.append(CardStrip.scrollingRegion(of: lane.scrollView, strip: frame.strip, axis: .horizontal))
            CardStrip.draw(lane.scrollView, collectionView: lane.collectionView, strip: frame.strip, axis: .horizontal,
                           into: &canvas, theme: theme)
            if frame.labelOverlapsStrip { drawLabel(of: lane, row: frame.labelRow, into: &canvas, theme: theme) }
        }
        if let row = screen.leftOutRow {
            let text = " left out, no room: " + leftOutNames.joined(separator: ", ")
            canvas.write(TextFitting.fitted(text, width: screen.width), x: 0, y: row, style: theme.warning)
        }
        if let row = screen.helpRow {
            let context = HelpLine.Context(kind: isPresented ? .presentedRace : .race, autoplay: autoplayStatus != nil)
            if helpLineCache?.context != context || helpLineCache?.width != screen.width {
                helpLineCache = (context, screen.width, HelpLine.text(context, width: screen.width))
            }
            canvas.write(helpLineCache?.text ?? "", x: 0, y: row, style: theme.faint)
        }
        if help.isShown { helpOverlay?.draw(into: &canvas, top: (screen.statusRow ?? -1) + 1, theme: theme) }
    }

    private func drawStatus(into canvas: inout Canvas, row: Int, theme: Theme) {
        canvas.fill(Rect(x: 0, y: row, width: screen.width, height: 1), style: theme.status)
        var bold = theme.status
        bold.bold = true
        let room = Rect(x: 0, y: row, width: screen.width, height: 1)
        var x = canvas.write(" race", x: 0, y: row, style: bold, clip: room)
        // What plays by itself comes first: it is what a person may want to stop.
        for note in [replayStatus, autoplayStatus].compactMap({ $0 }) {
            x = canvas.write("  " + note, x: x, y: row, style: bold, clip: room)
        }
        let lanesNote = "  \(lanes.count) \(lanes.count == 1 ? "strategy" : "strategies"): one drag drives every lane"
        x = canvas.write(TextFitting.fitted(lanesNote, width: room.maxX - x), x: x, y: row, style: theme.status, clip: room)
    }

    /// `name  page X/N  decision  ○ ● ○ ◆ ○`: the name first, whatever the width; the decision
    /// in the longest of its wordings that fits; the lane's page dots at the right end, where
    /// a settling flick's projection shows as in the demo's page control.
    private func drawLabel(of lane: RaceLane, row: Int, into canvas: inout Canvas, theme: Theme) {
        var bold = theme.title
        bold.bold = true
        // The dots take what the label leaves, between their narrowest and widest.
        let left = screen.width - lane.wantedLabelWidth() - 3 - 2
        let dotsWidth = drawPageDots(of: lane, row: row, budget: max(Self.narrowestPageDots, min(left, Self.pageDotsWidth(screenWidth: screen.width))),
                                     into: &canvas, theme: theme)
        let room = Rect(x: 0, y: row, width: screen.width - (dotsWidth > 0 ? dotsWidth + 3 : 0), height: 1)
        var x = canvas.write(TextFitting.fitted(lane.name, width: screen.width), x: 0, y: row, style: bold, clip: room)
        x = canvas.write("  ", x: x, y: row, style: theme.text, clip: room)
        let label = lane.label(room: room.maxX - x)
        x = canvas.write(label.figure, x: x, y: row, style: theme.text, clip: room)
        if !label.note.isEmpty {
            x = canvas.write("  ", x: x, y: row, style: theme.faint, clip: room)
            x = canvas.write(label.note, x: x, y: row, style: theme.faint, clip: room)
        }
        // Over a border, a blank cell ends the label.
        if lane.frame?.labelOverlapsStrip == true { canvas.put(" ", x: x, y: row, style: theme.text, clip: room) }
    }

    /// The widest the dots of a lane grow: eleven symbols, a quarter of the width at most.
    static func pageDotsWidth(screenWidth: Int) -> Int {
        let symbols = min(11, (screenWidth / 4 + 1) / 2)
        return symbols >= 5 ? 2 * symbols - 1 : 0
    }

    /// Five symbols (first, …, current, …, last): fewer could not place a projection.
    static let narrowestPageDots = 9

    /// Draws the lane's dots right-aligned on its label row, the projection mark over them
    /// while a flick settles; returns the cells they take (0 on a narrow screen).
    private func drawPageDots(of lane: RaceLane, row: Int, budget: Int, into canvas: inout Canvas, theme: Theme) -> Int {
        let scroll = lane.scrollView
        guard Self.pageDotsWidth(screenWidth: screen.width) > 0, scroll.layout.count > 0 else { return 0 }
        let symbols = lane.pageDots(width: budget)
        let width = symbols.count * 2 - 1
        // One cell for an arrow past the last dot.
        let start = screen.width - 2 - width
        guard start > 0 else { return 0 }
        // Over a border, the dots and the cells around them are blank first.
        if lane.frame?.labelOverlapsStrip == true {
            canvas.fill(Rect(x: start - 3, y: row, width: screen.width - start + 3, height: 1), style: theme.text)
        }
        lane.dotHits = PageDots.hits(symbols, start: start)
        PageDots.draw(symbols, mark: ProjectionMark.whileSettling(scroll, symbols: symbols), start: start, row: row,
                      into: &canvas, theme: theme)
        return screen.width - start
    }

    /// The longest note about the size that fits the width.
    var tooSmallNote: String {
        TooSmallNote.text(width: screen.width, height: screen.height, needWidth: RaceScreenLayout.minimumWidth,
                          needHeight: RaceScreenLayout.minimumLaneHeight) { size, need in
            "terminal too small for the race (\(size)): need \(need) · q quits"
        }
    }
}
