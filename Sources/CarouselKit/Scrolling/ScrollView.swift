/// The scrolling state of a carousel, as `UIScrollView` keeps it: a content offset that
/// follows the pointer 1:1 while dragging (resisting past the ends like a rubber band),
/// and on release asks the paging resolver for a target and settles there.
///
/// Time is seconds on a monotonic clock, passed in with every call, so that tests and
/// simulations drive it exactly as a live session does. Offsets are kept relative to an
/// origin page that moves along with the content, so any page count keeps full precision.
public struct ScrollView: Sendable {
    public private(set) var layout: CarouselLayout
    public var resolver: any PagingResolver
    /// UIKit points per cell along the axis: 8 per column, 16 per row.
    public var pointsPerCell: Double = 8
    /// The fastest fling, as Flutter and Android cap it (8000 logical pixels a second):
    /// 1000 columns or 500 rows a second.
    public static let maximumFlingPointsPerSecond = 8000.0
    /// The pointer positions the terminal can report along the axis (its first to last
    /// column, or row): a drag last seen at one of these ends may have gone on beyond it.
    public var pointerWindow: ClosedRange<Double>?
    /// Scales the settle spring's speed (1 is Flutter's default).
    public var settleSpeed: Double = 1
    /// Page numbers in explanations: 1-based for people, 0-based for headless output.
    public var labelBase = 1

    /// The absolute page at relative offset 0.
    public private(set) var originPage: Int = 0
    /// Content offset relative to the origin page.
    public private(set) var offset: Double = 0
    public private(set) var animation: (any ScrollAnimation)?
    private var animationStart: Double = 0
    /// Absolute page the current animation ends on, if it snaps to one.
    public private(set) var animationTargetPage: Int?

    private struct Drag: Sendable {
        var pointerStart: Double
        var offsetStart: Double
        var pageStart: Int
        var tracker = VelocityTracker()
        var timeStart: Double
        var moved = false
        var lastPointer: Double
    }
    private var drag: Drag?
    public private(set) var lastDecision: DragDecision?

    public init(layout: CarouselLayout, resolver: any PagingResolver, startPage: Int = 0) {
        self.layout = layout
        self.resolver = resolver
        self.originPage = Self.clampPage(startPage, layout: layout)
    }

    // MARK: - State

    public var isDragging: Bool { drag != nil }
    public var isAnimating: Bool { animation != nil }
    /// True while anything moves and frames are needed.
    public var isMoving: Bool { animation != nil }

    /// The absolute page nearest the content offset (what the status line shows).
    public var currentPage: Int {
        let bounds = layout.pageBounds(originPage: originPage)
        var relative = layout.nearestPage(toOffset: offset)
        if let b = bounds { relative = min(max(relative, b.lowerBound), b.upperBound) }
        return layout.index(ofRelativePage: relative, originPage: originPage) ?? 0
    }

    /// The page the content is going to, or is at.
    public var destinationPage: Int { animationTargetPage ?? currentPage }

    /// The content offset in absolute cells (may lose precision past 2^53; display only).
    public var absoluteOffset: Double { Double(originPage) * Double(layout.stride) + offset }

    private static func clampPage(_ page: Int, layout: CarouselLayout) -> Int {
        if layout.count == 0 { return 0 }
        if layout.wraps {
            let m = page % layout.count
            return m < 0 ? m + layout.count : m
        }
        return min(max(page, 0), layout.lastPage)
    }

    /// Changes the geometry (resize, card width, strategy's page sizing), keeping the page.
    public mutating func setLayout(_ newLayout: CarouselLayout, now: Double) {
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
    public mutating func setContentOffset(relativeToOrigin relative: Double) {
        guard relative.isFinite else { return }
        animation = nil
        animationTargetPage = nil
        drag = nil
        offset = relative
        if let bounds = layout.offsetBounds(originPage: originPage) {
            offset = min(max(offset, bounds.lowerBound), bounds.upperBound)
        }
    }

    /// Moves the origin to the page nearest the content so that offsets stay small.
    private mutating func rebase() {
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
    public mutating func tick(now: Double) -> Bool {
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

    private mutating func start(_ a: any ScrollAnimation, targetPage: Int?, now: Double) {
        animation = a
        animationStart = now
        animationTargetPage = targetPage
    }

    /// Stops any animation where the content is now (a finger catching a coasting list).
    public mutating func stopAnimation(now: Double) {
        guard let a = animation else { return }
        offset = a.state(at: now - animationStart).offset
        animation = nil
        animationTargetPage = nil
        rebase()
    }

    /// `scrollToItem(at:at:animated:)`: animated scrolls of many pages start a few screens
    /// away from the target, so End on a billion cards arrives as quickly as on twenty.
    /// `command` names what asked for it (`Home`, `click`) in the recorded decision.
    public mutating func scroll(toPage page: Int, animated: Bool, now: Double, command: String = "scroll") {
        guard layout.count > 0 else { return }
        let target = Self.clampPage(page, layout: layout)
        recordCommand(command, from: destinationPage, to: target,
                      explanation: "\(command): straight to page \(pageLabel(target)), no flick")
        stopAnimation(now: now)
        drag = nil
        let s = Double(layout.stride)
        // Cells from here to the target; pages counted in Double because counts reach Int.max.
        let cellsAway = (Double(target) - Double(originPage)) * s - offset
        originPage = target
        let limit = max(8 * s, 3 * Double(layout.viewport))
        offset = -min(max(cellsAway, -limit), limit)
        if !animated || offset == 0 {
            offset = 0
            return
        }
        start(SpringSettle(from: offset, to: 0, initialVelocity: 0, parameters: springParameters), targetPage: target, now: now)
    }

    /// Scrolls `pages` cards from the page the content is at or going to (taps on a
    /// neighbour use it; in an endless carousel it takes the short way round).
    public mutating func scroll(byPages pages: Int, now: Double, command: String = "scroll") {
        guard layout.count > 0 else { return }
        let from = destinationPage
        // Counted from the page the content is going to, as though it had arrived: PgDn
        // pressed twice goes two screenfuls on, PgDn right after Home goes from the first.
        var start: Int
        if animationTargetPage != nil, let a = animation {
            let live = a.state(at: now - animationStart).offset
            let k = PageMath.near(a.target, stride: Double(layout.stride))
            originPage = animationTargetPage ?? originPage
            offset = live - Double(k) * Double(layout.stride)
            animation = nil
            animationTargetPage = nil
            start = 0
        } else {
            stopAnimation(now: now)
            rebase()
            start = nearestValidRelativePage()
        }
        drag = nil
        var target = start.addingReportingOverflow(pages).overflow ? start : start + pages
        if let b = layout.pageBounds(originPage: originPage) { target = min(max(target, b.lowerBound), b.upperBound) }
        let absoluteTarget = layout.index(ofRelativePage: target, originPage: originPage) ?? from
        let cards = pages == 1 || pages == -1 ? "card" : "cards"
        recordCommand(command, from: from, to: absoluteTarget,
                      explanation: "\(command): \(pages.magnitude) \(cards) \(pages < 0 ? "back" : "on") from page \(pageLabel(from)), no flick")
        settle(toRelativePage: target, velocity: 0, style: .spring, now: now)
    }

    /// A page as the explanations show it (1-based for people, 0-based headless).
    private func pageLabel(_ page: Int) -> String {
        page == Int.max && labelBase > 0 ? "\(page)" : "\(page + labelBase)"
    }

    /// Records a move that no resolver decided (a key or a click that names its page), so
    /// that the overlay explains the latest move, whatever made it.
    private mutating func recordCommand(_ command: String, from: Int, to target: Int, explanation: String) {
        let s = Double(layout.stride)
        lastDecision = DragDecision(
            strategy: resolver.name, stride: layout.stride, startPage: from,
            startOffset: Double(from) * s, releaseOffset: Double(from) * s, velocity: 0,
            projectedOffset: Double(target) * s, targetPage: target, targetOffset: Double(target) * s,
            settle: .spring, explanation: explanation, fromKeyboard: false,
            originPage: target, relativeProjectedOffset: 0, relativeTargetOffset: 0, command: command)
    }

    private var springParameters: SpringSettle.Parameters { .standard.speed(settleSpeed) }

    // MARK: - Dragging

    /// Says what made the latest decision (`wheel`) for the overlay, when it was not the
    /// mouse button that a drag's decision assumes.
    public mutating func noteDecisionSource(_ source: String) {
        lastDecision?.source = source
    }

    /// A press: catches the content where it is and starts following the pointer.
    public mutating func beginDrag(pointer: Double, now: Double) {
        stopAnimation(now: now)
        rebase()
        var d = Drag(pointerStart: pointer, offsetStart: offset,
                     pageStart: nearestValidRelativePage(), timeStart: now, lastPointer: pointer)
        d.tracker.addSample(position: pointer, timeMilliseconds: now * 1000)
        drag = d
    }

    private func nearestValidRelativePage() -> Int {
        let k = layout.nearestPage(toOffset: offset)
        guard let b = layout.pageBounds(originPage: originPage) else { return k }
        return min(max(k, b.lowerBound), b.upperBound)
    }

    /// Pointer motion with the button held: the content follows 1:1, resisting past an end.
    public mutating func moveDrag(pointer: Double, now: Double) {
        guard var d = drag else { return }
        // A terminal reports motion when the pointer crosses into another cell. A report of
        // the cell it is already in (a release, a repeat) says nothing about speed: as a
        // sample it would read as a sudden stop. The stillness rule covers real stops.
        if pointer != d.lastPointer {
            d.tracker.addSample(position: pointer, timeMilliseconds: now * 1000)
            d.lastPointer = pointer
        }
        if pointer != d.pointerStart { d.moved = true }
        let raw = d.offsetStart - (pointer - d.pointerStart)
        offset = RubberBand.clampSoftly(raw, bounds: layout.offsetBounds(originPage: originPage),
                                        dimension: Double(layout.viewport))
        drag = d
    }

    /// True when the drag so far has not moved the pointer (a click).
    public var dragIsTap: Bool { drag.map { !$0.moved } ?? false }

    /// Abandons a drag (resize, focus lost): the content settles to the nearest page.
    public mutating func cancelDrag(now: Double) {
        guard drag != nil else { return }
        drag = nil
        settle(toRelativePage: nearestValidRelativePage(), velocity: 0, style: .spring, now: now)
    }

    /// Forgets a drag without settling (a tap that the caller turns into its own scroll).
    public mutating func cancelDragWithoutSettling() {
        drag = nil
    }

    /// The release: velocity from the tracker, projection, resolver, settle. The settle
    /// starts at `settleTime` where that is later than the release (a wheel burst is known
    /// to be over only some quiet after its last report, its release).
    @discardableResult
    public mutating func endDrag(pointer: Double, now: Double, settlingAt settleTime: Double? = nil) -> DragDecision? {
        guard var d = drag else { return nil }
        // The release is the drag's last sample: it moves the content and feeds the tracker.
        moveDrag(pointer: pointer, now: now)
        d = drag ?? d
        drag = nil
        let limit = Self.maximumFlingPointsPerSecond / pointsPerCell
        let pointerVelocity = d.tracker.velocity(atMilliseconds: now * 1000, window: pointerWindow)
        let velocity = min(max(-pointerVelocity, -limit), limit)
        return release(startPage: d.pageStart, startOffset: d.offsetStart, releaseOffset: offset,
                       velocity: velocity, fromKeyboard: false, now: max(now, settleTime ?? now))
    }

    /// A synthetic flick from rest, as the keyboard sends: the velocity that UIKit's
    /// projection turns into exactly `pages` strides. With `exactProjection` the
    /// projection is exactly that (a gentle flick: one page with every strategy);
    /// without, the strategy projects the velocity its own way (a hard flick). Repeated presses build on the page
    /// the content is already going to, as though it had arrived: its target page, or where
    /// its coast ends.
    @discardableResult
    public mutating func flick(pages: Double, exactProjection: Bool = true, now: Double) -> DragDecision? {
        guard layout.count > 0 else { return nil }
        drag = nil
        let s = Double(layout.stride)
        let startPage: Int
        let rest: Double
        if let target = animationTargetPage, let a = animation {
            let live = a.state(at: now - animationStart).offset
            let k = PageMath.near(a.target, stride: s)
            animation = nil
            animationTargetPage = nil
            originPage = target
            offset = live - Double(k) * s
            startPage = 0
            rest = 0
        } else if let a = animation {
            // A coast that rests between pages (free scrolling): the flick builds on where
            // it was going, as a paging strategy's builds on its target page.
            offset = a.state(at: now - animationStart).offset
            animation = nil
            rest = a.target
            var k = layout.nearestPage(toOffset: rest)
            if let b = layout.pageBounds(originPage: originPage) { k = min(max(k, b.lowerBound), b.upperBound) }
            startPage = k
        } else {
            stopAnimation(now: now)
            rebase()
            startPage = nearestValidRelativePage()
            rest = Double(startPage) * s
        }
        let r = resolver.decelerationRate.perMillisecond
        let velocity = pages * s / (r / (1 - r)) * 1000
        return release(startPage: startPage, startOffset: rest, releaseOffset: rest, velocity: velocity,
                       fromKeyboard: true, now: now, projectionOverride: exactProjection ? rest + pages * s : nil)
    }

    private mutating func release(startPage: Int, startOffset: Double, releaseOffset: Double, velocity: Double,
                                  fromKeyboard: Bool, now: Double, projectionOverride: Double? = nil) -> DragDecision? {
        let s = Double(layout.stride)
        let projected = projectionOverride ?? resolver.projectedOffset(from: releaseOffset, velocity: velocity)
        var context = ScrollTargetContext(
            stride: s, startPage: startPage, startOffset: startOffset, releaseOffset: releaseOffset,
            velocity: velocity, projectedOffset: projected,
            pageBounds: layout.pageBounds(originPage: originPage), viewport: Double(layout.viewport),
            pointsPerCell: pointsPerCell, originPage: originPage, count: layout.count)
        context.labelBase = labelBase
        var target = ScrollTarget(offset: projected)
        resolver.updateTarget(&target, context: context)
        var targetOffset = target.offset
        var absoluteTarget: Int?
        if let page = target.page {
            let relative = context.clamped(page)
            targetOffset = Double(relative) * s
            absoluteTarget = layout.index(ofRelativePage: relative, originPage: originPage)
        } else if let b = layout.offsetBounds(originPage: originPage) {
            targetOffset = min(max(targetOffset, b.lowerBound), b.upperBound)
        }
        // Described in absolute terms before the settle may move the origin.
        let base = Double(originPage) * s
        let decision = DragDecision(
            strategy: resolver.name, stride: layout.stride,
            startPage: layout.index(ofRelativePage: startPage, originPage: originPage) ?? 0,
            startOffset: base + startOffset, releaseOffset: base + releaseOffset, velocity: velocity,
            projectedOffset: base + projected, targetPage: absoluteTarget, targetOffset: base + targetOffset,
            settle: target.settle, explanation: target.explanation, fromKeyboard: fromKeyboard,
            originPage: originPage, relativeProjectedOffset: projected, relativeTargetOffset: targetOffset)
        lastDecision = decision
        settle(to: targetOffset, absolutePage: absoluteTarget, velocity: velocity, style: target.settle, now: now)
        return decision
    }

    private mutating func settle(toRelativePage page: Int, velocity: Double, style: SettleStyle, now: Double) {
        settle(to: Double(page) * Double(layout.stride),
               absolutePage: layout.index(ofRelativePage: page, originPage: originPage),
               velocity: velocity, style: style, now: now)
    }

    private mutating func settle(to target: Double, absolutePage: Int?, velocity: Double, style: SettleStyle, now: Double) {
        if abs(target - offset) < 0.01 && abs(velocity) < 0.5 {
            offset = target
            if let p = absolutePage { originPage = p; offset = 0 }
            return
        }
        let a: any ScrollAnimation
        switch style {
        case .spring: a = SpringSettle(from: offset, to: target, initialVelocity: velocity, parameters: springParameters)
        case .stopThenAnimate: a = EaseSettle(from: offset, to: target, duration: 0.3 / max(0.1, settleSpeed))
        case .coast: a = DecayCoast(from: offset, to: target, rate: resolver.decelerationRate)
        }
        start(a, targetPage: absolutePage, now: now)
    }
}
