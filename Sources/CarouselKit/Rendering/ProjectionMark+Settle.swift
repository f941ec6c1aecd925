extension ProjectionMark {
    /// While `scrollView` settles a flick: where its projection `P` fell on `symbols`, beside
    /// the page it is going to. The demo's page control and each race lane's dots use it.
    public static func whileSettling(_ scrollView: ScrollView, symbols: [PageControl.Symbol]) -> ProjectionMark? {
        let count = scrollView.layout.count
        guard scrollView.isAnimating, let d = scrollView.lastDecision, d.command == nil, count > 0 else { return nil }
        let stride = Double(max(1, d.stride))
        let relative = d.relativeProjectedOffset ?? (d.projectedOffset - Double(d.originPage) * stride)
        let (sum, overflow) = d.originPage.addingReportingOverflow(PageMath.near(relative, stride: stride))
        var projected = overflow ? (relative < 0 ? -1 : Int.max) : sum
        if scrollView.layout.wraps {
            // Without overflow at any count: a remainder below zero plus the count fits.
            let m = projected % count
            projected = m < 0 ? m + count : m
        }
        return locate(projected: projected, target: d.targetPage, count: count, symbols: symbols)
    }
}
