import CarouselCore

extension ProjectionMark {
    /// While `scrollView` settles a flick: where its projection `P` fell on `symbols`, beside
    /// the page it is going to. The demo's page control and each race lane's dots use it.
    package static func whileSettling(_ scrollView: ScrollView, symbols: [PageControl.Symbol]) -> ProjectionMark? {
        guard scrollView.isAnimating else { return nil }
        return settling(scrollView.lastDecision, layout: scrollView.layout, symbols: symbols)
    }

    /// `whileSettling` for a placed carousel, its scroll view read where it is, not copied.
    package static func whileSettling(_ carousel: Carousel, symbols: [PageControl.Symbol]) -> ProjectionMark? {
        guard carousel.isAnimating else { return nil }
        return settling(carousel.scrollView.lastDecision, layout: carousel.scrollView.layout, symbols: symbols)
    }

    private static func settling(_ decision: DragDecision?, layout: CarouselLayout, symbols: [PageControl.Symbol]) -> ProjectionMark? {
        let count = layout.count
        guard let d = decision, d.command == nil, count > 0 else { return nil }
        let stride = Double(max(1, d.stride))
        let relative = d.relativeProjectedOffset ?? (d.projectedOffset - Double(d.originPage) * stride)
        let (sum, overflow) = d.originPage.addingReportingOverflow(PageMath.near(relative, stride: stride))
        var projected = overflow ? (relative < 0 ? -1 : Int.max) : sum
        if layout.wraps {
            // Without overflow at any count: a remainder below zero plus the count fits.
            let m = projected % count
            projected = m < 0 ? m + count : m
        }
        return locate(projected: projected, target: d.targetPage, count: count, symbols: symbols)
    }
}
