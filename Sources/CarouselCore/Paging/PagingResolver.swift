/// Turns a finished drag into a target: the carousel's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
///
/// The whole extension point is one method, as small as SwiftUI's
/// `ScrollTargetBehavior.updateTarget(_:context:)`: the target arrives holding the
/// projected offset (where the content would coast to), and the resolver moves it.
///
/// ```swift
/// struct EveryOtherCard: PagingResolver {
///     let name = "every-other"
///     let summary = "always two cards per flick"
///     func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {
///         target.page = context.clamped(context.startPage + 2 * PageMath.sign(context.velocity))
///     }
/// }
/// ```
public protocol PagingResolver: Sendable {
    /// A short name for the command line (`--strategy NAME`).
    var name: String { get }
    /// One line: the rule and where it comes from (`carousel strategies`, `--help`).
    var summary: String { get }
    /// A few words for the status line; the summary unless given.
    var tagline: String { get }
    /// Per-millisecond deceleration used for the projection (UIKit's `.normal` by default).
    var decelerationRate: DecelerationRate { get }
    /// How the pages are sized: one stride (neighbours peek) or the whole viewport.
    var pageSizing: PageSizing { get }
    /// Where a flick would coast to; UIKit's projection by `decelerationRate` unless overridden.
    func projectedOffset(from offset: Double, velocity: Double) -> Double
    /// Moves `target` (arriving at the projected offset) to where the drag should end: sets its page, and says why in its explanation.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext)
}

extension PagingResolver {
    public var decelerationRate: DecelerationRate { .normal }
    public var pageSizing: PageSizing { .stride }
    public var tagline: String { summary }
    public func projectedOffset(from offset: Double, velocity: Double) -> Double {
        decelerationRate.projectedOffset(from: offset, velocity: velocity)
    }
}

/// What sizes a page.
public enum PageSizing: Sendable {
    /// A page is one card plus spacing; the neighbours peek in.
    case stride
    /// A page is the whole viewport (`isPagingEnabled`): cards fill it, nothing peeks.
    case viewport
}

/// Everything known about a drag as it ends. Offsets are in cells relative to the origin
/// page (the layout keeps them small so that any page count keeps full precision).
public struct ScrollTargetContext: Equatable, Sendable {
    /// `s`: the distance between two aligned pages.
    public var stride: Double
    /// `p0`: the page nearest the offset when the drag began.
    public var startPage: Int
    /// `o0`: the offset when the drag began.
    public var startOffset: Double
    /// `o1`: the offset at release.
    public var releaseOffset: Double
    /// `v`: content velocity at release, cells per second; positive toward later cards.
    public var velocity: Double
    /// `P`: where the content would coast to if nothing snapped.
    public var projectedOffset: Double
    /// The pages a target may be (`0...n-1` shifted by the origin), or `nil` when endless.
    public var pageBounds: ClosedRange<Int>?
    /// The visible strip's length along the axis.
    public var viewport: Double
    /// UIKit points in one cell along the axis (8 per column, 16 per row), for porting
    /// thresholds the articles give in points.
    public var pointsPerCell: Double
    /// The absolute index of relative page 0, and the page count: for labels only.
    package var originPage: Int
    package var count: Int
    /// 1 when explanations are for people (`page 4`), 0 for the 0-based headless output.
    package var labelBase: Int = 1

    /// A finished drag's numbers, as the scroll view gives them to a resolver (tests and simulations make their own).
    package init(
        stride: Double, startPage: Int, startOffset: Double, releaseOffset: Double,
        velocity: Double, projectedOffset: Double, pageBounds: ClosedRange<Int>?, viewport: Double,
        pointsPerCell: Double = 8, originPage: Int = 0, count: Int = Int.max
    ) {
        self.stride = stride; self.startPage = startPage; self.startOffset = startOffset
        self.releaseOffset = releaseOffset; self.velocity = velocity
        self.projectedOffset = projectedOffset; self.pageBounds = pageBounds; self.viewport = viewport
        self.pointsPerCell = pointsPerCell; self.originPage = originPage; self.count = count
    }

    /// Velocity in UIKit points per millisecond (the unit of the articles' thresholds).
    public var velocityPointsPerMillisecond: Double { velocity * pointsPerCell / 1000 }

    /// A fling gate: slower than 50 points per second counts as no flick (Flutter, Android).
    public var isFling: Bool { abs(velocity) * pointsPerCell >= 50 }

    /// A relative page as people see it: 1-based and absolute (`page 4`).
    public func label(_ relativePage: Int) -> String {
        guard count > 0 else { return "0" }
        let (absolute, overflow) = originPage.addingReportingOverflow(relativePage)
        if overflow { return "?" }
        if pageBounds == nil {
            let m = absolute % count
            return String((m < 0 ? m + count : m) + labelBase)
        }
        return absolute == Int.max ? "\(absolute)" : String(absolute + labelBase)
    }

    /// The projection in pages (fractional, 1-based absolute), for explanations: exact at
    /// any count, and never before the first page or past the last (`PagePosition`).
    public var projectedLabel: String {
        PagePosition.label(
            originPage: originPage, relativePages: projectedOffset / stride, count: count,
            wraps: pageBounds == nil, base: labelBase)
    }

    /// `near(x) = floor((x + s/2) / s)`.
    public func near(_ x: Double) -> Int { PageMath.near(x, stride: stride) }

    /// A page clamped to the valid pages (unchanged when the carousel is endless).
    public func clamped(_ page: Int) -> Int {
        guard let b = pageBounds else { return page }
        return min(max(page, b.lowerBound), b.upperBound)
    }

    /// The projection expressed in pages (fractional), for display.
    package var projectedPage: Double { projectedOffset / stride }
}

/// How the content gets from the release position to the target.
public enum SettleStyle: Equatable, Sendable {
    /// A spring that starts with the release velocity (continuous with the finger).
    case spring
    /// Stop dead, then animate at the default speed (`setContentOffset(_:animated:)`).
    case stopThenAnimate
    /// Coast with the deceleration rate and stop wherever that ends (no snapping).
    case coast

    /// A short name for tables and JSON.
    package var label: String {
        switch self {
        case .spring: return "spring"
        case .stopThenAnimate: return "stop+ease"
        case .coast: return "coast"
        }
    }
}

/// Where a finished drag goes. Arrives holding the projected offset; a resolver sets `page`.
public struct ScrollTarget: Equatable, Sendable {
    /// The projected offset; a resolver that does not snap may move it directly.
    public var offset: Double
    /// The chosen page (relative to the origin), or `nil` to rest at `offset`.
    public var page: Int?
    /// How the content gets to the target: a spring, unless the resolver says otherwise.
    public var settle: SettleStyle = .spring
    /// The rule with this drag's numbers, for the decision overlay.
    public var explanation: String = ""

    /// A target at `offset`, on `page` when one is chosen.
    package init(offset: Double, page: Int? = nil) {
        self.offset = offset; self.page = page
    }
}
