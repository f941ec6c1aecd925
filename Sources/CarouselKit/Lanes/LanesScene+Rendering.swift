import CarouselCore

/// The lanes' screen: each lane with a row in the list (its label row, then its cards drawn
/// by `CarouselWidget` as every carousel's are, clipped to the list where half scrolled out), the
/// row saying which lanes show where not all fit, the status row and the keys.
/// The list and each strip hand the encoder their scrolling regions: a flick shifts its
/// strip, the list's motion its rows.
extension LanesScene {
    package func render(into canvas: inout Canvas, now: Double) {
        canvas.reset(width: screen.width, height: screen.height)
        let theme = configuration.theme
        if screen.isTooSmall {
            canvas.write(tooSmallNote, x: 0, y: 0, style: theme.warning)
            return
        }
        if source.laneCount == 0 {
            let note = isLoadingMore ? "no \(role.title) yet" : "no \(role.title)"
            canvas.write(TextFitting.fitted(note, width: screen.width), x: 1, y: screen.list.y, style: theme.faint)
        }
        let scroll = list.scrollView
        if scroll.layout.lastPage > 0 {
            // Where the first lane's top would be, wrapping: only its moves count. A list
            // whose lanes all fit never scrolls: it has no region.
            let listPosition = screen.list.y &- scroll.originPage &* scroll.layout.stride &- Int(scroll.offset.rounded(.down))
            canvas.scrollingRegions.append(Canvas.ScrollingContent(rect: screen.list, axis: .vertical, position: listPosition))
        }
        let visible = visibleLanes
        var focused: (lane: Int, focus: Canvas.Focus)?
        for carousel in laneCarousels where visible.contains(carousel.lane) {
            guard var title = draw(carousel, into: &canvas, theme: theme) else { continue }
            title.item?.lane = carousel.lane
            if isFocusLane(carousel.lane, over: focused?.lane) { focused = (carousel.lane, title) }
        }
        if let row = screen.laneListRow, let text = laneListText {
            canvas.write(TextFitting.fitted(text, width: screen.width), x: 0, y: row, style: theme.faint)
        }
        if let row = screen.statusRow {
            let status = statusText
            StatusLine.drawLanes(
                title: role.title, notes: status.notes, about: status.about,
                in: Rect(x: 0, y: row, width: screen.width, height: 1), into: &canvas, theme: theme)
        }
        if let row = screen.helpRow {
            helpRow.draw(
                HelpLine.Context(autoplay: autoplayStatus != nil), keyMap: role.keyMap, row: row,
                width: screen.width,
                into: &canvas, theme: theme)
        }
        if showsHelp { helpOverlay?.draw(into: &canvas, top: (screen.statusRow ?? -1) + 1, theme: theme) }
        canvas.focus =
            showsHelp
            ? nil
            : focused.map { lane in
                var focus = lane.focus
                if !isAtRest { focus.item = nil }
                return focus
            }
    }

    /// Whose current card's title the cursor rests on: the focused shelf's; in the race,
    /// where one drag drives every lane, the first lane's (the first shown, when the list
    /// has scrolled it away).
    private func isFocusLane(_ lane: Int, over chosen: Int?) -> Bool {
        routing.isCursorLane(lane, focus: focus, over: chosen)
    }

    /// One lane: its cards, then its label row (over the cards' top border when compact);
    /// where its current card's title is, if it shows.
    @discardableResult
    private func draw(_ shownLane: LaneCarousel, into canvas: inout Canvas, theme: Theme) -> Canvas.Focus? {
        let frame = screen.frame(ofLane: shownLane.lane, top: top(ofLane: shownLane.lane))
        let title = CarouselWidget(axis: .horizontal).draw(
            shownLane.carousel, in: frame.strip, clip: screen.list, into: &canvas, theme: theme)
        guard frame.labelRow >= screen.list.y else { return title }
        if !frame.labelOverlapsStrip { canvas.fill(Rect(x: 0, y: frame.labelRow, width: screen.width, height: 1), style: theme.text) }
        shownLane.label.draw(row: frame.labelRow, width: screen.width, look: labelLook(of: shownLane), into: &canvas, theme: theme)
        return title
    }

    /// How `shownLane`'s label reads where it is now.
    func labelLook(of shownLane: LaneCarousel) -> LaneLabel.Look {
        let frame = screen.frame(ofLane: shownLane.lane, top: top(ofLane: shownLane.lane))
        return routing.labelLook(
            lane: shownLane.lane, focus: focus, overlapsStrip: frame.labelOverlapsStrip, showsDetails: configuration.showsDetails)
    }

    /// Where `lane`'s label has its page dots now, for clicks: each dot's column and page
    /// (none while the label row is out of the list, or the lane has no carousel).
    package func dotHits(ofLane lane: Int) -> [(x: Int, page: Int)] {
        guard let shownLane = shown[lane], visibleLanes.contains(lane),
            screen.frame(ofLane: lane, top: top(ofLane: lane)).labelRow >= screen.list.y
        else { return [] }
        return shownLane.label.dotHits(width: screen.width, look: labelLook(of: shownLane))
    }

    /// What the status row says after the title: the race its notes and how many lanes one
    /// drag drives; the shelves which has the focus and the list's strategy.
    private var statusText: (notes: [String], about: String) {
        routing.status(
            of: LanesStatus(
                laneCount: source.laneCount, focus: focus, isLoadingMore: isLoadingMore, listName: list.name,
                notes: [replayStatus, autoplayStatus].compactMap { $0 }))
    }

    /// `lanes 4-7 of 10 · ↑/↓ more`: which lanes show when not all fit, and how to see the rest.
    package var laneListText: String? {
        let shown = shownLanes
        guard screen.laneListRow != nil, let first = shown.first?.lane, let last = shown.last?.lane else { return nil }
        return " lanes \(first + 1)-\(last + 1) of \(source.laneCount) · ↑/↓ more"
    }

    /// The help box: the key map in the lanes' wording.
    var helpOverlay: HelpOverlay? {
        HelpOverlay(
            width: screen.width, height: screen.height, top: (screen.statusRow ?? -1) + 1, page: help.page,
            entries: HelpOverlay.entries(keyMap: role.keyMap))
    }

    var tooSmallNote: String {
        TooSmallNote.text(
            width: screen.width, height: screen.height, needWidth: LanesLayout.minimumWidth,
            needHeight: LanesLayout.minimumLaneHeight
        ) { size, need in
            "terminal too small for \(role.tooSmallFor) (\(size)): need \(need) · q quits"
        }
    }
}
