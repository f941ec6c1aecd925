/// The scrolling state of a carousel, as `UIScrollView` keeps it: a content offset that
/// follows the pointer 1:1 while dragging (resisting past the ends like a rubber band),
/// and on release asks the paging resolver for a target and settles there.
///
/// Time is seconds on a monotonic clock, passed in with every call, so that tests and
/// simulations drive it exactly as a live session does. Offsets are kept relative to an
/// origin page that moves along with the content, so any page count keeps full precision.
package struct ScrollView: Sendable {
    package private(set) var layout: CarouselLayout
    /// The strategy that turns a finished drag into a target page.
    package var resolver: any PagingResolver
    /// UIKit points per cell along the axis: 8 per column, 16 per row.
    package var pointsPerCell: Double = 8
    /// The fastest fling, as Flutter and Android cap it (8000 logical pixels a second):
    /// 1000 columns or 500 rows a second.
    package static let maximumFlingPointsPerSecond = 8000.0
    /// The pointer positions the terminal can report along the axis (its first to last
    /// column, or row): a drag last seen at one of these ends may have gone on beyond it.
    package var pointerWindow: ClosedRange<Double>?
    /// Scales the settle spring's speed (1 is Flutter's default).
    package var settleSpeed: Double = 1
    /// Reduced motion: every settle, rubber band's return, coast and page change lands on
    /// its target at the next frame, with nothing drawn in between.
    package var reducesMotion = false
    /// Page numbers in explanations: 1-based for people, 0-based for headless output.
    package var labelBase = 1

    // The motion state below is internal, or has internal setters, not private ones, only
    // because dragging and paging (ScrollView+Dragging.swift, ScrollView+Paging.swift)
    // move the content too.

    /// The absolute page at relative offset 0.
    package internal(set) var originPage: Int = 0
    /// Content offset relative to the origin page.
    package internal(set) var offset: Double = 0
    package internal(set) var animation: (any ScrollAnimation)?
    package var animationStart: Double = 0
    /// Absolute page the current animation ends on, if it snaps to one.
    package internal(set) var animationTargetPage: Int?

    package struct Drag: Sendable {
        package var pointerStart: Double
        package var offsetStart: Double
        package var pageStart: Int
        package var tracker = VelocityTracker()
        package var timeStart: Double
        package var moved = false
        package var lastPointer: Double
    }
    package var drag: Drag?
    package internal(set) var lastDecision: DragDecision?

    package init(layout: CarouselLayout, resolver: any PagingResolver, startPage: Int = 0) {
        self.layout = layout
        self.resolver = resolver
        self.originPage = Self.clampPage(startPage, layout: layout)
    }

    // MARK: - State

    package var isDragging: Bool { drag != nil }
    /// Whether a settle or a coast is under way.
    package var isAnimating: Bool { animation != nil }
    /// True while anything moves and frames are needed.
    package var isMoving: Bool { animation != nil }

    /// The absolute page nearest the content offset (what the status line shows).
    package var currentPage: Int { Self.currentPage(layout: layout, offset: offset, originPage: originPage) }

    package static func currentPage(layout: CarouselLayout, offset: Double, originPage: Int) -> Int {
        let bounds = layout.pageBounds(originPage: originPage)
        var relative = layout.nearestPage(toOffset: offset)
        if let b = bounds { relative = min(max(relative, b.lowerBound), b.upperBound) }
        return layout.index(ofRelativePage: relative, originPage: originPage) ?? 0
    }

    /// The page the content is going to, or is at.
    package var destinationPage: Int { animationTargetPage ?? currentPage }

    /// What drawing the strip needs of the scroll view, read in one go (`CardStrip`).
    package struct StripPlace {
        package var layout: CarouselLayout
        package var offset: Double
        package var origin: Int
        /// The page the content rests on or is going to: drawn as the current card.
        package var current: Int

        package init(layout: CarouselLayout, offset: Double, origin: Int, current: Int) {
            self.layout = layout
            self.offset = offset
            self.origin = origin
            self.current = current
        }
    }

    package var stripPlace: StripPlace {
        StripPlace(layout: layout, offset: offset, origin: originPage, current: destinationPage)
    }

    /// The content offset in absolute cells (may lose precision past 2^53; display only).
    package var absoluteOffset: Double { Double(originPage) * Double(layout.stride) + offset }

    /// The page nearest the content, within the pages there are (internal: dragging and paging start from it).
    package func nearestValidRelativePage() -> Int {
        let k = layout.nearestPage(toOffset: offset)
        guard let b = layout.pageBounds(originPage: originPage) else { return k }
        return min(max(k, b.lowerBound), b.upperBound)
    }

    /// `page` within the pages there are, wrapped in an endless carousel (internal: paging clamps its target).
    package static func clampPage(_ page: Int, layout: CarouselLayout) -> Int {
        if layout.count == 0 { return 0 }
        if layout.wraps {
            let m = page % layout.count
            return m < 0 ? m + layout.count : m
        }
        return min(max(page, 0), layout.lastPage)
    }

    /// Changes the geometry (resize, card width, strategy's page sizing), keeping the page.
    package mutating func setLayout(_ newLayout: CarouselLayout, now: Double) {
        if keepsMotion(across: newLayout) {
            // More of the same cards: the drag or the settle goes on, bounded by the new count.
            layout = newLayout
            return
        }
        let page = destinationPage
        let fraction = animation == nil && drag == nil ? offset / Double(layout.stride) - Double(layout.nearestPage(toOffset: offset)) : 0
        layout = newLayout
        drag = nil
        animation = nil
        animationTargetPage = nil
        originPage = Self.clampPage(page, layout: newLayout)
        // Free scrolling may rest between cards: keep that fraction of a card.
        offset = fraction.isFinite ? fraction * Double(newLayout.stride) : 0
        if let bounds = newLayout.offsetBounds(originPage: originPage) {
            offset = min(max(offset, bounds.lowerBound), bounds.upperBound)
        }
    }

    /// A drag or a settle in progress survives `newLayout` when the cards stay the same size
    /// and place and only grow in number (items still arriving): every page in play is
    /// still there. Fewer cards take the old way, as a new geometry does.
    private func keepsMotion(across newLayout: CarouselLayout) -> Bool {
        guard drag != nil || animation != nil, newLayout.count >= layout.count, layout.count > 0 else { return false }
        var sameCards = newLayout
        sameCards.count = layout.count
        // Equal but for the count (`wraps` included: it needs two cards, so it may change with it).
        guard sameCards == layout else { return false }
        // An endless settle names its target page under the old count; past the wrap that
        // page is elsewhere now.
        return !(newLayout.wraps && animation != nil)
    }

    /// Puts the content at rest `relative` cells from the origin page (`setContentOffset`
    /// without animation): a replay begins where the recorded gesture caught the content.
    package mutating func setContentOffset(relativeToOrigin relative: Double) {
        guard relative.isFinite else { return }
        animation = nil
        animationTargetPage = nil
        drag = nil
        offset = relative
        if let bounds = layout.offsetBounds(originPage: originPage) {
            offset = min(max(offset, bounds.lowerBound), bounds.upperBound)
        }
    }

    /// Moves the origin to the page nearest the content so that offsets stay small
    /// (internal: a drag or a page move starts by rebasing).
    package mutating func rebase() {
        guard animation == nil, layout.count > 0 else { return }
        var k = layout.nearestPage(toOffset: offset)
        if let b = layout.pageBounds(originPage: originPage) { k = min(max(k, b.lowerBound), b.upperBound) }
        guard k != 0, let newOrigin = layout.index(ofRelativePage: k, originPage: originPage) else { return }
        originPage = newOrigin
        offset -= Double(k) * Double(layout.stride)
    }

    // MARK: - Animation

    /// Advances animations to `now`. Returns true while something still moves.
    @discardableResult
    package mutating func tick(now: Double) -> Bool {
        guard let a = animation else { return false }
        let elapsed = now - animationStart
        if a.isFinished(at: elapsed) {
            offset = a.target
            animation = nil
            if let target = animationTargetPage {
                originPage = target
                offset = 0
            }
            animationTargetPage = nil
            rebase()
            return false
        }
        offset = a.state(at: elapsed).offset
        return true
    }

    /// Stops any animation where the content is now (a finger catching a coasting list).
    package mutating func stopAnimation(now: Double) {
        guard let a = animation else { return }
        offset = a.state(at: now - animationStart).offset
        animation = nil
        animationTargetPage = nil
        rebase()
    }
}
