/// Draws the cards of one scroll view into a strip of the screen through its collection
/// view: the one drawing path of every carousel on screen, whichever scene shows it, so they
/// all look and reuse cells the same way. Cells that keep backing stores (`StoreBackedCell`)
/// are copied from them; any other cell draws itself.
package enum CardStrip {
    /// Asks `collectionView` for exactly the visible items (reusing cells that scrolled
    /// out) and draws them at the scroll view's offset, clipped to `strip`: cards from
    /// their backing stores, or, with `fromBackingStores` false, drawn in place (the same
    /// cells, at the cost of drawing every one every frame).
    /// Returns where the current card's title is (see `Canvas.Focus`), if it shows.
    @discardableResult
    package static func draw(
        _ scrollView: ScrollView, collectionView: CollectionView, strip: Rect, axis: Axis,
        into canvas: inout Canvas, theme: Theme, fromBackingStores: Bool = true
    ) -> Canvas.Focus? {
        draw(
            layout: scrollView.layout, offset: scrollView.offset, origin: scrollView.originPage, current: scrollView.destinationPage,
            collectionView: collectionView, strip: strip, clip: strip, axis: axis, into: &canvas, theme: theme,
            fromBackingStores: fromBackingStores)
    }

    /// `draw` for a placed carousel, its scroll view read where it is: passed as a value, a
    /// scroll view is copied, and the copy retains its resolver, tracker and settle.
    /// `clip`: where the strip may draw, when it is partly scrolled out of a list of lanes.
    /// Returns where the current card's title is (see `Canvas.Focus`), if it shows.
    @discardableResult
    package static func draw(
        _ carousel: Carousel, strip: Rect, clip: Rect? = nil, axis: Axis, into canvas: inout Canvas,
        theme: Theme, fromBackingStores: Bool = true
    ) -> Canvas.Focus? {
        let place = carousel.stripPlace
        return draw(
            layout: place.layout, offset: place.offset, origin: place.origin, current: place.current,
            collectionView: carousel.collectionView, strip: strip, clip: clip.map(strip.intersection) ?? strip, axis: axis,
            into: &canvas, theme: theme, fromBackingStores: fromBackingStores)
    }

    private static func draw(
        layout: CarouselLayout, offset: Double, origin: Int, current: Int, collectionView: CollectionView,
        strip: Rect, clip: Rect, axis: Axis, into canvas: inout Canvas, theme: Theme,
        fromBackingStores: Bool
    ) -> Canvas.Focus? {
        let visible = layout.visiblePages(offset: offset)
        // Only the items on screen get cells; the rest of the collection does not exist.
        collectionView.updateVisibleItems(VisibleItems(pages: visible, layout: layout, originPage: origin))
        if collectionView.prefetchDataSource != nil {
            prefetch(collectionView, layout: layout, visible: visible, origin: origin, current: current, strip: strip, axis: axis)
        }
        var drew = false
        var focus: Canvas.Focus?
        var size = (width: 0, height: 0)
        for relative in visible {
            guard let index = layout.index(ofRelativePage: relative, originPage: origin),
                let cell = collectionView.cellForItem(at: index)
            else { continue }
            let frame = cardFrame(
                along: layout.screenPosition(ofRelativePage: relative, offset: offset),
                extent: layout.cardExtent, strip: strip, axis: axis)
            size = (frame.width, frame.height)
            let backed = storeBacked(cell)
            if index == current {
                focus = .title(ofCardAt: frame, clip: clip, item: .init(lane: 0, index: index, title: backed?.title ?? ""))
            }
            if let card = backed, fromBackingStores {
                drew = card.display(in: &canvas, frame: frame, clip: clip, isCurrent: index == current, theme: theme) || drew
            } else if let card = backed {
                card.draw(in: &canvas, frame: frame, clip: clip, isCurrent: index == current, theme: theme)
            } else if clip.intersection(frame) == frame {
                cell.draw(in: &canvas, frame: frame, isCurrent: index == current, theme: theme)
            } else {
                drawCut(cell, frame: frame, clip: clip, isCurrent: index == current, into: &canvas, theme: theme)
            }
        }
        // A frame that only copied has time for one card's other look.
        if fromBackingStores, !drew {
            for entry in collectionView.visibleCells {
                guard let card = storeBacked(entry.cell) else { continue }
                if card.prepareDisplay(width: size.width, height: size.height, isCurrent: entry.index != current, theme: theme) { break }
            }
        }
        return focus
    }

    /// `cell` as a `StoreBackedCell`, if it is one, cast once in its life.
    @inline(__always)
    private static func storeBacked(_ cell: CollectionViewCell) -> (any StoreBackedCell)? {
        if !cell.storeBackingKnown {
            cell.storeBacking = cell as? StoreBackedCell
            cell.storeBackingKnown = true
        }
        return cell.storeBacking
    }

    /// A cell of one's own that the strip's edge cuts: drawn on a canvas of its own, then
    /// copied as far as `clip` lets it, since its `draw` knows nothing of clipping.
    private static func drawCut(
        _ cell: CollectionViewCell, frame: Rect, clip: Rect, isCurrent: Bool, into canvas: inout Canvas,
        theme: Theme
    ) {
        var own = Canvas(width: frame.width, height: frame.height)
        cell.draw(in: &own, frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height), isCurrent: isCurrent, theme: theme)
        canvas.place(own, x: frame.x, y: frame.y, clip: clip)
    }

    /// Tells the prefetching data source which cards are on screen and coming next, in the
    /// direction the carousel last travelled, and their size.
    private static func prefetch(
        _ collectionView: CollectionView, layout: CarouselLayout, visible: ClosedRange<Int>,
        origin: Int, current: Int, strip: Rect, axis: Axis
    ) {
        let indices = visible.compactMap { layout.index(ofRelativePage: $0, originPage: origin) }
        let direction = collectionView.travelDirection(toward: current, count: layout.count, wraps: layout.wraps)
        let window = PrefetchWindow.indices(
            current: current, visible: indices, direction: direction,
            count: layout.count, wraps: layout.wraps)
        let frame = cardFrame(along: 0, extent: layout.cardExtent, strip: strip, axis: axis)
        collectionView.updatePrefetchWindow(window, itemSize: (frame.width, frame.height))
    }

    /// The strip as a scrolling region of the frame, for the encoder to shift what moved:
    /// where its content is, the first visible card's place less its distance from the
    /// origin of the whole collection (wrapping arithmetic: only differences matter).
    package static func scrollingRegion(of scrollView: ScrollView, strip: Rect, axis: Axis) -> Canvas.ScrollingContent {
        scrollingRegion(scrollView.stripPlace, strip: strip, axis: axis)
    }

    /// `scrollingRegion` of a placed carousel, its scroll view read where it is.
    package static func scrollingRegion(of carousel: Carousel, strip: Rect, axis: Axis) -> Canvas.ScrollingContent {
        scrollingRegion(carousel.stripPlace, strip: strip, axis: axis)
    }

    private static func scrollingRegion(_ place: ScrollView.StripPlace, strip: Rect, axis: Axis) -> Canvas.ScrollingContent {
        let layout = place.layout
        let first = layout.visiblePages(offset: place.offset).lowerBound
        return Canvas.ScrollingContent(
            rect: strip, axis: axis,
            position: layout.screenPosition(ofRelativePage: first, offset: place.offset) &- (place.origin &+ first) &* layout.stride)
    }

    /// Where a card of `extent` cells starting `along` cells into the strip is drawn:
    /// centred across the strip, at the height `CardGeometry.cardHeight` gives it.
    /// The cards a strip shows now, by index, with their frames (fzf's jump labels go on them).
    package static func visibleCards(_ carousel: Carousel, strip: Rect, axis: Axis) -> [(index: Int, frame: Rect)] {
        let place = carousel.stripPlace
        return place.layout.visiblePages(offset: place.offset).compactMap { relative in
            guard let index = place.layout.index(ofRelativePage: relative, originPage: place.origin) else { return nil }
            let frame = cardFrame(
                along: place.layout.screenPosition(ofRelativePage: relative, offset: place.offset),
                extent: place.layout.cardExtent, strip: strip, axis: axis)
            return frame.intersection(strip).isEmpty ? nil : (index, frame)
        }
    }

    package static func cardFrame(along: Int, extent: Int, strip: Rect, axis: Axis) -> Rect {
        if axis == .horizontal {
            let height = CardGeometry.cardHeight(strip: strip.height)
            return Rect(x: strip.x + along, y: strip.y + (strip.height - height) / 2, width: extent, height: height)
        }
        let across = min(strip.width - 4, 76)
        return Rect(x: strip.x + (strip.width - across) / 2, y: strip.y + along, width: across, height: extent)
    }
}

/// The items of the visible pages, in order (a page of an empty layout has none): a plain
/// sequence rather than a lazy map, whose generic type the runtime would look up each frame.
struct VisibleItems: Sequence, IteratorProtocol {
    var pages: ClosedRange<Int>.Iterator
    let layout: CarouselLayout
    let originPage: Int

    init(pages: ClosedRange<Int>, layout: CarouselLayout, originPage: Int) {
        self.pages = pages.makeIterator()
        self.layout = layout
        self.originPage = originPage
    }

    mutating func next() -> Int? {
        while let page = pages.next() {
            if let index = layout.index(ofRelativePage: page, originPage: originPage) { return index }
        }
        return nil
    }
}
