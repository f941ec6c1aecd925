/// Paging: moves to a named page or by pages, flicks, and the release that asks the resolver and settles.
extension ScrollView {
    /// `scrollToItem(at:at:animated:)`: animated scrolls of many pages start a few screens
    /// away from the target, so End on a billion cards arrives as quickly as on twenty.
    /// `command` names what asked for it (`Home`, `click`) in the recorded decision.
    package mutating func scroll(toPage page: Int, animated: Bool, now: Double, command: String = "scroll") {
        guard layout.count > 0 else { return }
        let target = Self.clampPage(page, layout: layout)
        recordCommand(
            command, from: destinationPage, to: target,
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
        if reducesMotion {
            start(InstantSettle(target: 0), targetPage: target, now: now)
            return
        }
        start(SpringSettle(from: offset, to: 0, initialVelocity: 0, parameters: springParameters), targetPage: target, now: now)
    }

    /// Scrolls `pages` cards from the page the content is at or going to (taps on a
    /// neighbour use it; in an endless carousel it takes the short way round).
    package mutating func scroll(byPages pages: Int, now: Double, command: String = "scroll") {
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
        recordCommand(
            command, from: from, to: absoluteTarget,
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

    /// A synthetic flick from rest, as the keyboard sends: the velocity that UIKit's
    /// projection turns into exactly `pages` strides. With `exactProjection` the
    /// projection is exactly that (a gentle flick: one page with every strategy);
    /// without, the strategy projects the velocity its own way (a hard flick). Repeated presses build on the page
    /// the content is already going to, as though it had arrived: its target page, or where
    /// its coast ends.
    @discardableResult
    package mutating func flick(pages: Double, exactProjection: Bool = true, now: Double) -> DragDecision? {
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
        return release(
            startPage: startPage, startOffset: rest, releaseOffset: rest, velocity: velocity,
            fromKeyboard: true, now: now, projectionOverride: exactProjection ? rest + pages * s : nil)
    }

    /// Internal, not private, only for `endDrag` in ScrollView+Dragging.swift.
    package mutating func release(
        startPage: Int, startOffset: Double, releaseOffset: Double, velocity: Double,
        fromKeyboard: Bool, now: Double, projectionOverride: Double? = nil
    ) -> DragDecision? {
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

    /// Internal, not private, only for `cancelDrag` in ScrollView+Dragging.swift.
    package mutating func settle(toRelativePage page: Int, velocity: Double, style: SettleStyle, now: Double) {
        settle(
            to: Double(page) * Double(layout.stride),
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
        if reducesMotion {
            start(InstantSettle(target: target), targetPage: absolutePage, now: now)
            return
        }
        switch style {
        case .spring: a = SpringSettle(from: offset, to: target, initialVelocity: velocity, parameters: springParameters)
        case .stopThenAnimate: a = EaseSettle(from: offset, to: target, duration: 0.3 / max(0.1, settleSpeed))
        case .coast: a = DecayCoast(from: offset, to: target, rate: resolver.decelerationRate)
        }
        start(a, targetPage: absolutePage, now: now)
    }

    private mutating func start(_ a: any ScrollAnimation, targetPage: Int?, now: Double) {
        animation = a
        animationStart = now
        animationTargetPage = targetPage
    }
}
