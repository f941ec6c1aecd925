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
            StatusLine.drawLanes(title: "race", notes: [replayStatus, autoplayStatus].compactMap { $0 },
                                 about: "\(lanes.count) \(lanes.count == 1 ? "strategy" : "strategies"): one drag drives every lane",
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
            let look = LaneLabel.Look(overlapsStrip: frame.labelOverlapsStrip)
            if !frame.labelOverlapsStrip { label.draw(row: frame.labelRow, width: screen.width, look: look, into: &canvas, theme: theme) }
            canvas.scrollingRegions.append(CardStrip.scrollingRegion(of: lane, strip: frame.strip, axis: .horizontal))
            CardStrip.draw(lane, strip: frame.strip, axis: .horizontal, into: &canvas, theme: theme)
            if frame.labelOverlapsStrip { label.draw(row: frame.labelRow, width: screen.width, look: look, into: &canvas, theme: theme) }
        }
        if let row = screen.laneListRow, let text = laneListText {
            canvas.write(TextFitting.fitted(text, width: screen.width), x: 0, y: row, style: theme.faint)
        }
        if let row = screen.helpRow {
            let context = HelpLine.Context(kind: isPresented ? .presentedRace : .race, autoplay: autoplayStatus != nil)
            helpRow.draw(context, row: row, width: screen.width, into: &canvas, theme: theme)
        }
        if showsHelp { helpOverlay?.draw(into: &canvas, top: (screen.statusRow ?? -1) + 1, theme: theme) }
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
                    page: help.page, entries: HelpOverlay.entries(for: .race))
    }
}
