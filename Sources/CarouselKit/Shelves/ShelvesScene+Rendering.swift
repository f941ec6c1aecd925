/// The shelves' view: each shelf on screen (its label row, then its cards drawn by
/// `CardStrip` as every carousel's are), then the status row (`shelf 3/12`) and the keys
/// over whatever a shelf half scrolled out left there. The list and each strip hand the
/// encoder their scrolling regions: a flick shifts its strip, the list's motion its rows.
extension ShelvesScene {
    public func render(into canvas: inout Canvas, now: Double) {
        canvas.reset(width: screen.width, height: screen.height)
        let theme = configuration.theme
        if screen.isTooSmall {
            canvas.write(tooSmallNote, x: 0, y: 0, style: theme.warning)
            for carousel in shown.values { carousel.collectionView.updateVisibleItems(EmptyCollection<Int>()) }
            return
        }
        syncShelves()
        if source.shelfCount == 0 {
            let note = isLoadingMore ? "no shelves yet" : "no shelves"
            canvas.write(TextFitting.fitted(note, width: screen.width), x: 1, y: screen.list.y, style: theme.faint)
        }
        let scroll = list.scrollView
        // Where the first shelf's top would be, wrapping: only its moves count.
        let listPosition = screen.list.y &- scroll.originPage &* scroll.layout.stride &- Int(scroll.offset.rounded(.down))
        canvas.scrollingRegions.append(Canvas.ScrollingContent(rect: screen.list, axis: .vertical, position: listPosition))
        for shelf in visibleShelves {
            guard let carousel = shown[shelf] else { continue }
            let top = top(ofShelf: shelf)
            let strip = Rect(x: 0, y: top + 1, width: screen.width, height: screen.shelfHeight - 1)
            let shown = strip.intersection(screen.list)
            if !shown.isEmpty {
                canvas.scrollingRegions.append(CardStrip.scrollingRegion(of: carousel, strip: shown, axis: .horizontal))
            }
            CardStrip.draw(carousel, strip: strip, axis: .horizontal, into: &canvas, theme: theme)
            let label = carousel.label
            guard top >= screen.list.y else { label.dotHits = []; continue }
            label.isLoadingMore = isLoadingMore
            label.showsDetails = showsDetails
            canvas.fill(Rect(x: 0, y: top, width: screen.width, height: 1), style: theme.text)
            let focused = shelf == focus
            label.draw(row: top, width: screen.width, look: LaneLabel.Look(focused: focused, saysStrategy: true, saysDecision: focused && showsDetails),
                       into: &canvas, theme: theme)
        }
        // Rows of a shelf half scrolled out fell on the status and help rows: drawn over.
        if let row = screen.statusRow {
            let count = source.shelfCount
            let position = count == 0 ? "shelf 0/0" : "shelf \(focus == Int.max ? focus : focus + 1)/\(count)\(isLoadingMore ? "+" : "")"
            StatusLine.drawLanes(title: "shelves", notes: [position], about: "list: \(list.name)",
                                 in: Rect(x: 0, y: row, width: screen.width, height: 1), into: &canvas, theme: theme)
        }
        if let row = screen.helpRow { helpRow.draw(HelpLine.Context(kind: .shelves), row: row, width: screen.width, into: &canvas, theme: theme) }
        if help.isShown { helpOverlay?.draw(into: &canvas, top: (screen.statusRow ?? -1) + 1, theme: theme) }
    }

    /// The help box: the key map in the shelves' wording.
    var helpOverlay: HelpOverlay? {
        HelpOverlay(width: screen.width, height: screen.height, top: (screen.statusRow ?? -1) + 1, page: help.page,
                    entries: HelpOverlay.entries(for: .shelves))
    }

    var tooSmallNote: String {
        TooSmallNote.text(width: screen.width, height: screen.height, needWidth: ShelvesLayout.minimumWidth,
                          needHeight: ShelvesLayout.minimumShelfHeight) { size, need in
            "terminal too small for shelves (\(size)): need \(need) · q quits"
        }
    }
}
