import CarouselCore

/// A carousel driven by a `Scene` of one's own: it is made from a data source, sized to the
/// rectangle it is drawn in, and takes the keys and the mouse a carousel takes everywhere
/// else (arrows flick a card, Shift a hard flick, Home/End go to the ends, a drag follows the
/// pointer and its release asks the resolver for a page), through the same scroll view.
extension Carousel {
    /// A carousel of `dataSource`'s cards (`CardCell`s), `cardWidth` columns wide with `spacing` between
    /// them, that `resolver` pages, resting on `startPage`. Its width is the area it is
    /// handed events for (`handle(_:in:now:)`) and drawn in (`CarouselWidget`). It keeps
    /// `dataSource` alive as long as it lives.
    public convenience init(
        dataSource: CollectionViewDataSource, resolver: any PagingResolver = NearestPaging(),
        cardWidth: Int = 40, spacing: Int = 2, startPage: Int = 0
    ) {
        let layout = CarouselLayout(
            viewport: cardWidth + 2 * spacing, cardExtent: cardWidth, spacing: spacing,
            count: CollectionView.count(of: dataSource))
        self.init(cellClass: CardCell.self, resolver: resolver, layout: layout, startPage: startPage, dataSource: dataSource)
        keptDataSource = dataSource
    }

    /// Applies `event` to a carousel drawn across `area` (its viewport is the area's width):
    /// ← and → flick a card (with Shift, a hard flick), Home and End go to the ends, a press
    /// inside the area drags the content and its release flicks it, a wheel notch over it
    /// flicks a card and a touchpad's burst of reports is one gesture (as in every scene), and a
    /// tick advances the settle to `now`. Returns whether the carousel took it.
    @discardableResult
    public func handle(_ event: SceneEvent, in area: Rect, now: Double) -> Bool {
        fit(to: area, now: now)
        switch event.input {
        case nil:
            _ = gestures.finishWheelIfQuiet(now: now)
            _ = scrollView.tick(now: now)
            return true
        case .key(let key)?:
            return handle(key, now: now)
        case .mouse(let mouse)?:
            return handle(mouse, in: area, now: now)
        case .interrupted?:
            if scrollView.drag != nil { scrollView.cancelDrag(now: now) }
            return true
        case .resize?, .commandOutput?, .backgroundOutput?, .requested?, .paste?:
            return false
        }
    }

    /// The viewport follows the area's width.
    private func fit(to area: Rect, now: Double) {
        let viewport = max(1, area.width)
        guard scrollView.layout.viewport != viewport else { return }
        var layout = scrollView.layout
        layout.viewport = viewport
        scrollView.setLayout(layout, now: now)
    }

    private func handle(_ key: KeyEvent, now: Double) -> Bool {
        let gentle = Self.gentleFlickPages, hard = Self.hardFlickPages
        switch key.key {
        case .left: flick(pages: key.shift ? -hard : -gentle, hard: key.shift, now: now)
        case .right: flick(pages: key.shift ? hard : gentle, hard: key.shift, now: now)
        case .home: scrollView.scroll(toPage: 0, animated: true, now: now)
        case .end: scrollView.scroll(toPage: max(0, scrollView.layout.count - 1), animated: true, now: now)
        default: return false
        }
        return true
    }

    private func flick(pages: Double, hard: Bool, now: Double) {
        scrollView.flick(pages: pages, exactProjection: !hard, now: now)
    }

    private func handle(_ mouse: MouseEvent, in area: Rect, now: Double) -> Bool {
        let pointer = mouse.preciseX
        switch mouse.kind {
        case .press:
            guard mouse.button == .left, area.contains(x: mouse.x, y: mouse.y) else { return false }
            scrollView.beginDrag(pointer: pointer, now: now)
        case .motion:
            guard scrollView.drag != nil else { return false }
            scrollView.moveDrag(pointer: pointer, now: now)
        case .release:
            guard scrollView.drag != nil else { return false }
            scrollView.endDrag(pointer: pointer, now: now)
        case .wheel(let dx, let dy):
            guard area.contains(x: mouse.x, y: mouse.y), dx != 0 || dy != 0 else { return false }
            // A lone notch is a card; a touchpad's burst is one gesture, released when it stops.
            let step = PageMath.sign(Double(dx != 0 ? dx : dy))
            gestures.wheel(step: step, shift: mouse.shift, carousels: [self], now: now)
        }
        return true
    }

    /// The gesture layer every scene reads the wheel with, made on first use.
    private var gestures: GestureLayer {
        if let layer = ownGestures as? GestureLayer { return layer }
        let layer = GestureLayer(axis: .horizontal)
        ownGestures = layer
        return layer
    }
}
