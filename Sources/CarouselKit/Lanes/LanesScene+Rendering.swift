/// The lanes' screen: a status row, then each lane's label row (`LaneLabel`) and its cards
/// (drawn by `CardStrip`, as the demo's are, each strip handing the encoder its scrolling
/// region), which lanes show where not all fit, and the keys.
extension LanesScene {
    public func render(into canvas: inout Canvas, now: Double) {
        canvas.reset(width: screen.width, height: screen.height)
        let theme = configuration.theme
        if screen.isTooSmall {
            canvas.write(tooSmallNote(screen), x: 0, y: 0, style: theme.warning)
            for label in laneLabels { label.carousel.collectionView.updateVisibleItems(EmptyCollection<Int>()) }
            return
        }
        if let row = screen.statusRow {
            StatusLine.drawRace(laneCount: lanes.count, notes: [replayStatus, autoplayStatus].compactMap { $0 },
                                in: Rect(x: 0, y: row, width: screen.width, height: 1), into: &canvas, theme: theme)
        }
        for (k, label) in laneLabels.enumerated() {
            let lane = label.carousel
            guard k >= screen.firstLane, k - screen.firstLane < screen.lanes.count else {
                // Off screen: its cells go back to the pool.
                lane.collectionView.updateVisibleItems(EmptyCollection<Int>())
                label.dotHits = []
                continue
            }
            let frame = screen.lanes[k - screen.firstLane]
            label.isLoadingMore = isLoadingMore
            label.showsDetails = configuration.showsDetails
            // A compact lane's label goes over its cards' top border: drawn after them.
            if !frame.labelOverlapsStrip { drawLabel(label, frame: frame, width: screen.width, into: &canvas, theme: theme) }
            canvas.scrollingRegions.append(CardStrip.scrollingRegion(of: lane.scrollView, strip: frame.strip, axis: .horizontal))
            CardStrip.draw(lane.scrollView, collectionView: lane.collectionView, strip: frame.strip, axis: .horizontal,
                           into: &canvas, theme: theme)
            if frame.labelOverlapsStrip { drawLabel(label, frame: frame, width: screen.width, into: &canvas, theme: theme) }
        }
        if let row = screen.laneListRow, let text = laneListText {
            canvas.write(TextFitting.fitted(text, width: screen.width), x: 0, y: row, style: theme.faint)
        }
        if let row = screen.helpRow {
            let context = HelpLine.Context(kind: isPresented ? .presentedRace : .race, autoplay: autoplayStatus != nil)
            if helpLineCache?.context != context || helpLineCache?.width != screen.width {
                helpLineCache = (context, screen.width, HelpLine.text(context, width: screen.width))
            }
            canvas.write(helpLineCache?.text ?? "", x: 0, y: row, style: theme.faint)
        }
        if showsHelp { helpOverlay?.draw(into: &canvas, top: (screen.statusRow ?? -1) + 1, theme: theme) }
    }

    /// `name  page X/N  decision  ○ ● ○ ◆ ○`: the name first, whatever the width; the decision
    /// in the longest of its wordings that fits; the lane's page dots at the right end, where
    /// a settling flick's projection shows as in the demo's page control.
    private func drawLabel(_ lane: LaneLabel, frame: ScreenLayout.Lane, width: Int, into canvas: inout Canvas, theme: Theme) {
        let row = frame.labelRow
        var bold = theme.title
        bold.bold = true
        // The dots take what the label leaves, between their narrowest and widest.
        let left = width - lane.wantedLabelWidth() - 3 - 2
        let dotsWidth = drawPageDots(of: lane, frame: frame, width: width,
                                     budget: max(PageDots.narrowestLabelWidth, min(left, PageDots.labelWidth(screenWidth: width))),
                                     into: &canvas, theme: theme)
        let room = Rect(x: 0, y: row, width: width - (dotsWidth > 0 ? dotsWidth + 3 : 0), height: 1)
        var x = canvas.write(TextFitting.fitted(lane.name, width: width), x: 0, y: row, style: bold, clip: room)
        x = canvas.write("  ", x: x, y: row, style: theme.text, clip: room)
        let label = lane.label(room: room.maxX - x)
        x = canvas.write(label.figure, x: x, y: row, style: theme.text, clip: room)
        if !label.note.isEmpty {
            x = canvas.write("  ", x: x, y: row, style: theme.faint, clip: room)
            x = canvas.write(label.note, x: x, y: row, style: theme.faint, clip: room)
        }
        // Over a border, a blank cell ends the label.
        if frame.labelOverlapsStrip { canvas.put(" ", x: x, y: row, style: theme.text, clip: room) }
    }

    /// Draws the lane's dots right-aligned on its label row, the projection mark over them
    /// while a flick settles; returns the cells they take (0 on a narrow screen).
    private func drawPageDots(of lane: LaneLabel, frame: ScreenLayout.Lane, width screenWidth: Int, budget: Int,
                              into canvas: inout Canvas, theme: Theme) -> Int {
        let scroll = lane.scrollView, row = frame.labelRow
        lane.dotHits = []
        guard PageDots.labelWidth(screenWidth: screenWidth) > 0, scroll.layout.count > 0 else { return 0 }
        let symbols = lane.pageDots(width: budget)
        let width = symbols.count * 2 - 1
        // One cell for an arrow past the last dot.
        let start = screenWidth - 2 - width
        guard start > 0 else { return 0 }
        // Over a border, the dots and the cells around them are blank first.
        if frame.labelOverlapsStrip {
            canvas.fill(Rect(x: start - 3, y: row, width: screenWidth - start + 3, height: 1), style: theme.text)
        }
        lane.dotHits = PageDots.hits(symbols, start: start)
        PageDots.draw(symbols, mark: ProjectionMark.whileSettling(scroll, symbols: symbols), start: start, row: row,
                      into: &canvas, theme: theme)
        return screenWidth - start
    }

    /// The longest note about the size that fits the width.
    func tooSmallNote(_ screen: ScreenLayout) -> String {
        TooSmallNote.text(width: screen.width, height: screen.height, needWidth: ScreenLayout.minimumWidth,
                          needHeight: ScreenLayout.minimumLaneHeight) { size, need in
            "terminal too small for the race (\(size)): need \(need) · q quits"
        }
    }

    /// The help box as it fits this screen: the keys of a race, on the page being read.
    var helpOverlay: HelpOverlay? {
        HelpOverlay(width: screen.width, height: screen.height, top: (screen.statusRow ?? -1) + 1,
                    page: help.page, entries: HelpOverlay.entries(forRace: true))
    }
}
