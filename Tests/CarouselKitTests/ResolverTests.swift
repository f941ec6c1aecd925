@testable import CarouselCore
@testable import CarouselKit
import Foundation
import Testing

/// Every resolver against its rule in DESIGN.md, on hand-built drag contexts.
/// Notation as there: `s` stride (63 here), `p0` start page, `o0`/`o1` offsets at drag
/// start/release, `v` velocity (columns per second), `P` projected offset, 20 pages 0...19.
/// Offsets are written in strides (`5.4` means `5.4 * s`).
@Suite("Paging resolvers, rule by rule")
struct ResolverTests {
    static let s = 63.0

    /// One row of a table: a drag and the page the rule gives.
    struct Row: CustomTestStringConvertible, Sendable {
        var p0: Int
        var o0: Double? = nil  // in strides; nil: at rest on p0
        var o1: Double  // in strides
        var v: Double
        var P: Double? = nil  // in strides; nil: UIKit's projection o1 + 0.499 v
        var expected: Int
        var why: String

        var testDescription: String { "p0 \(p0) o1 \(o1)s v \(v) -> \(expected): \(why)" }

        var context: ScrollTargetContext {
            .make(
                stride: ResolverTests.s, count: 20, startPage: p0, startOffset: o0.map { $0 * ResolverTests.s },
                releaseOffset: o1 * ResolverTests.s, velocity: v, projectedOffset: P.map { $0 * ResolverTests.s })
        }
    }

    // MARK: - system and unclipped: one page per gesture

    static let onePagePerGesture: [Row] = [
        Row(p0: 5, o1: 5.0, v: 0, expected: 5, why: "no flick, released on p0: stay"),
        Row(p0: 5, o1: 5.4, v: 0, expected: 5, why: "no flick: near(o1)"),
        Row(p0: 5, o1: 5.6, v: 0, expected: 6, why: "no flick: near(o1) is the next page"),
        Row(p0: 5, o1: 4.4, v: 3, expected: 4, why: "3 col/s = 24 pt/s is under the 50 pt/s gate: near(o1)"),
        Row(p0: 5, o1: 5.4, v: 6.2, expected: 5, why: "6.2 col/s = 49.6 pt/s: still no flick"),
        Row(p0: 5, o1: 5.0, v: 6.25, expected: 6, why: "6.25 col/s = 50 pt/s: a flick, one page on"),
        Row(p0: 5, o1: 7.2, v: 0, expected: 6, why: "dragged two pages and let go still: never more than one"),
        Row(p0: 5, o1: 2.6, v: 0, expected: 4, why: "dragged back two and a half pages: one back"),
        Row(p0: 5, o1: 5.3, v: -500, expected: 4, why: "dragged on, flicked back: the flick's direction wins"),
        Row(p0: 5, o1: 4.0, v: 3000, expected: 6, why: "a hard flick is still one page"),
        Row(p0: 5, o1: 5.0, v: -9000, expected: 4, why: "a hard flick back is still one page"),
        Row(p0: 0, o1: 0.0, v: -500, expected: 0, why: "clamped at the first page"),
        Row(p0: 0, o1: -0.3, v: 0, expected: 0, why: "pulled past the start: the first page"),
        Row(p0: 19, o1: 19.0, v: 800, expected: 19, why: "clamped at the last page"),
        Row(p0: 19, o1: 19.4, v: 0, expected: 19, why: "pulled past the end: the last page"),
    ]

    @Test(arguments: onePagePerGesture)
    func system(_ row: Row) {
        #expect(resolve(SystemPaging(), row.context).page == row.expected)
    }

    @Test(arguments: onePagePerGesture)
    func unclipped(_ row: Row) {
        #expect(resolve(UnclippedPaging(), row.context).page == row.expected)
    }

    @Test func systemPagesByTheViewportAndUnclippedByOneStride() {
        #expect(SystemPaging().pageSizing == .viewport)
        #expect(UnclippedPaging().pageSizing == .stride)
        // system's cards fill the viewport: nothing peeks.
        let sim = DragSimulator()
        let l = sim.layout(for: SystemPaging())
        #expect(l.stride == sim.viewport)
        #expect(l.visiblePages(offset: 0) == 0...0)
        #expect(sim.layout(for: UnclippedPaging()).visiblePages(offset: 0) == -1...1)
    }

    // MARK: - adjacent

    static let adjacentRows: [Row] = [
        Row(p0: 5, o1: 5.2, v: 300, P: 5.51, expected: 6, why: "moved 0.51 s > s/2: one page on"),
        Row(p0: 5, o1: 5.2, v: 300, P: 5.5, expected: 5, why: "moved exactly s/2 is not more than half: stay"),
        Row(p0: 5, o1: 4.9, v: -300, P: 4.49, expected: 4, why: "moved -0.51 s < -s/2: one page back"),
        Row(p0: 5, o1: 4.9, v: -300, P: 4.5, expected: 5, why: "moved exactly -s/2: stay"),
        Row(p0: 5, o1: 5.9, v: 3000, P: 8.0, expected: 6, why: "projected three pages on: still one"),
        Row(p0: 5, o1: 4.0, v: -3000, P: 1.0, expected: 4, why: "projected four pages back: still one"),
        Row(p0: 5, o1: 5.7, v: -200, P: 5.3, expected: 5, why: "counts from p0 with P, not from o1"),
        Row(p0: 5, o0: 5.0, o1: 5.6, v: 0, expected: 6, why: "v = 0: P = o1, past half a card"),
        Row(p0: 0, o1: -0.2, v: -3000, P: -2, expected: 0, why: "clamped at the first page"),
        Row(p0: 19, o1: 19.2, v: 3000, P: 22, expected: 19, why: "clamped at the last page"),
    ]

    @Test(arguments: adjacentRows)
    func adjacent(_ row: Row) {
        #expect(resolve(AdjacentPaging(), row.context).page == row.expected)
    }

    /// Seed 001: a release slower than 2 pt/ms stops dead and animates at default speed.
    /// With 8 points per column that is 250 columns a second (125 rows with 16 per row).
    @Test(arguments: [
        (249.0, 8.0, SettleStyle.stopThenAnimate), (250.0, 8.0, .spring), (-249.0, 8.0, .stopThenAnimate),
        (-251.0, 8.0, .spring), (0.0, 8.0, .stopThenAnimate), (1000.0, 8.0, .spring),
        (124.0, 16.0, .stopThenAnimate), (126.0, 16.0, .spring),
    ])
    func adjacentSlowReleaseStopsThenAnimates(velocity: Double, pointsPerCell: Double, settle: SettleStyle) {
        var c = ScrollTargetContext.make(stride: Self.s, startPage: 5, releaseOffset: 5.1 * Self.s, velocity: velocity)
        c.pointsPerCell = pointsPerCell
        #expect(resolve(AdjacentPaging(), c).settle == settle)
        #expect(AdjacentPaging.slowReleasePointsPerMillisecond == 2)
    }

    // MARK: - nearest

    static let nearestRows: [Row] = [
        Row(p0: 5, o1: 5.0, v: 0, P: 5.49, expected: 5, why: "near(P) below half"),
        Row(p0: 5, o1: 5.0, v: 0, P: 5.5, expected: 6, why: "near(P) at exactly half rounds on"),
        Row(p0: 5, o1: 5.5, v: 500, P: 9.2, expected: 9, why: "a hard flick crosses several pages"),
        Row(p0: 5, o1: 4.5, v: -500, P: 1.6, expected: 2, why: "several pages back"),
        Row(p0: 5, o1: 5.6, v: -30, P: 5.4, expected: 5, why: "the projection, not the release, decides"),
        Row(p0: 2, o1: 0.5, v: -900, P: -3, expected: 0, why: "clamped at the first page"),
        Row(p0: 2, o1: 0, v: 0, P: -0.5, expected: 0, why: "near(-s/2) = 0"),
        Row(p0: 17, o1: 18, v: 900, P: 25, expected: 19, why: "clamped at the last page"),
    ]

    @Test(arguments: nearestRows)
    func nearest(_ row: Row) {
        #expect(resolve(NearestPaging(), row.context).page == row.expected)
    }

    @Test func nearestUsesUIKitsProjection() {
        // P = o1 + v/1000 * 0.998/0.002 = o1 + 0.499 v.
        let c = ScrollTargetContext.make(stride: Self.s, startPage: 5, releaseOffset: 5 * Self.s, velocity: 400)
        #expect(abs(c.projectedOffset - (5 * Self.s + 199.6)) < 1e-9)
        #expect(resolve(NearestPaging(), c).page == 8)  // (315 + 199.6) / 63 = 8.17
        #expect(
            NearestPaging().projectedOffset(from: 10, velocity: 400) == DecelerationRate.normal.projectedOffset(from: 10, velocity: 400))
    }

    // MARK: - one-at-a-time

    static let oneAtATimeRows: [Row] = [
        Row(p0: 5, o1: 5.0, v: 100, expected: 6, why: "near(o1) + 1"),
        Row(p0: 5, o1: 5.0, v: -100, expected: 4, why: "near(o1) - 1"),
        Row(p0: 5, o1: 5.0, v: 0, expected: 5, why: "no velocity: near(o1)"),
        Row(p0: 5, o1: 5.4, v: 0, expected: 5, why: "near(o1) below half"),
        Row(p0: 5, o1: 5.6, v: 0, expected: 6, why: "near(o1) past half"),
        Row(p0: 5, o1: 4.6, v: 1, expected: 6, why: "near(o1) = 5, plus sign(v)"),
        Row(p0: 5, o1: 5.6, v: -100, expected: 5, why: "near(o1) = 6, minus one"),
        Row(p0: 5, o1: 5.6, v: 5000, expected: 6, why: "near(o1)+1 = 7 is clamped to p0+1"),
        Row(p0: 5, o1: 3.4, v: -9000, expected: 4, why: "near(o1)-1 = 2 is clamped to p0-1"),
        Row(p0: 5, o1: 7.0, v: 0, expected: 6, why: "a long slow drag: still one card"),
        Row(p0: 5, o1: 5.0, v: 100, P: 14, expected: 6, why: "the projection plays no part"),
        Row(p0: 0, o1: 0.0, v: -100, expected: 0, why: "clamped at the first page"),
        Row(p0: 19, o1: 19.0, v: 100, expected: 19, why: "clamped at the last page"),
    ]

    @Test(arguments: oneAtATimeRows)
    func oneAtATime(_ row: Row) {
        #expect(resolve(OneAtATimePaging(), row.context).page == row.expected)
    }

    // MARK: - vote

    static let voteRows: [Row] = [
        Row(p0: 5, o0: 5.0, o1: 5.3, v: 0, P: 5.3, expected: 5, why: "v = 0: near(P)"),
        Row(p0: 5, o0: 5.0, o1: 5.6, v: 0, P: 5.6, expected: 6, why: "v = 0: near(P) past half"),
        Row(p0: 5, o0: 5.0, o1: 7.4, v: 0, P: 7.4, expected: 7, why: "v = 0: near(P), however far (the article's rule)"),
        Row(p0: 5, o0: 5.0, o1: 5.2, v: 200, expected: 6, why: "both vote on: +2"),
        Row(p0: 5, o0: 5.0, o1: 4.8, v: 200, expected: 5, why: "flick on, dragged back: a tie stays"),
        Row(p0: 5, o0: 5.0, o1: 5.2, v: -200, expected: 5, why: "flick back, dragged on: a tie stays"),
        Row(p0: 5, o0: 5.0, o1: 4.8, v: -200, expected: 4, why: "both vote back: -2"),
        Row(p0: 5, o0: 5.0, o1: 5.0, v: 200, expected: 6, why: "no drag, flick on: +1"),
        Row(p0: 5, o0: 5.0, o1: 5.0, v: -200, expected: 4, why: "no drag, flick back: -1"),
        Row(p0: 5, o0: 5.0, o1: 5.2, v: 0.001, expected: 6, why: "any velocity votes"),
        Row(p0: 5, o0: 5.0, o1: 9.0, v: 3000, expected: 6, why: "a long fast drag: one page from p0"),
        Row(p0: 5, o0: 5.1, o1: 5.05, v: 100, expected: 5, why: "compares o1 with o0, not with p0's rest offset"),
        Row(p0: 0, o0: 0.0, o1: -0.2, v: -200, expected: 0, why: "clamped at the first page"),
        Row(p0: 19, o0: 19.0, o1: 19.2, v: 200, expected: 19, why: "clamped at the last page"),
    ]

    @Test(arguments: voteRows)
    func vote(_ row: Row) {
        #expect(resolve(VotePaging(), row.context).page == row.expected)
    }

    // MARK: - free

    @Test func freeCoastsToTheProjectionWithoutSnapping() {
        let c = ScrollTargetContext.make(stride: Self.s, startPage: 5, releaseOffset: 5.2 * Self.s, velocity: 100)
        let t = resolve(FreeScrolling(), c)
        #expect(t.page == nil)
        #expect(t.settle == .coast)
        #expect(t.offset == c.projectedOffset)
        #expect(abs(t.offset - (5.2 * Self.s + 49.9)) < 1e-9)
    }

    @Test func freeStopsAtTheEndsWithASpring() {
        let past = ScrollTargetContext.make(stride: Self.s, startPage: 18, releaseOffset: 18.5 * Self.s, velocity: 2000)
        let t = resolve(FreeScrolling(), past)
        #expect(t.page == nil && t.offset == 19 * Self.s && t.settle == .spring)
        let before = ScrollTargetContext.make(stride: Self.s, startPage: 1, releaseOffset: 1 * Self.s, velocity: -2000)
        let u = resolve(FreeScrolling(), before)
        #expect(u.page == nil && u.offset == 0 && u.settle == .spring)
        let endless = ScrollTargetContext.make(stride: Self.s, startPage: 1, releaseOffset: 1 * Self.s, velocity: -2000, endless: true)
        #expect(resolve(FreeScrolling(), endless).offset == endless.projectedOffset)
    }

    // MARK: - by-few (SwiftUI .alwaysByFew)

    @Test(arguments: [
        // (viewport, stride, p0, P in strides, expected)
        (100.0, 63.0, 5, 9.0, 6),  // one card fits the viewport: at most one
        (100.0, 63.0, 5, 1.0, 4),
        (100.0, 63.0, 5, 5.4, 5),
        (200.0, 40.0, 5, 7.3, 7),  // five cards fit: near(P) within p0±5
        (200.0, 40.0, 5, 14.0, 10),  // limited to p0+5
        (200.0, 40.0, 5, -3.0, 0),  // limited to p0-5 = 0
        (200.0, 40.0, 8, 1.0, 3),  // limited to p0-5
        (30.0, 63.0, 5, 9.0, 6),  // a card wider than the viewport: still one
        (200.0, 40.0, 17, 30.0, 19),  // clamped at the last page
    ])
    func byFew(viewport: Double, stride: Double, p0: Int, projected: Double, expected: Int) {
        let c = ScrollTargetContext.make(
            stride: stride, startPage: p0, releaseOffset: Double(p0) * stride,
            velocity: 100, projectedOffset: projected * stride, viewport: viewport)
        #expect(resolve(ByFewPaging(), c).page == expected)
    }

    // MARK: - pager-snap (Android PagerSnapHelper)

    static let pagerSnapRows: [Row] = [
        Row(p0: 5, o1: 5.2, v: 100, expected: 6, why: "fling on: floor(o1/s) + 1"),
        Row(p0: 5, o1: 5.8, v: 100, expected: 6, why: "fling on from past half: floor + 1 is still 6"),
        Row(p0: 5, o1: 5.0, v: 100, expected: 6, why: "fling on from rest"),
        Row(p0: 5, o1: 5.2, v: -100, expected: 5, why: "fling back: ceil(o1/s) - 1"),
        Row(p0: 5, o1: 5.0, v: -100, expected: 4, why: "fling back from rest"),
        Row(p0: 5, o1: 5.8, v: -100, expected: 5, why: "fling back from past half"),
        Row(p0: 5, o1: 5.4, v: 6.2, expected: 5, why: "under 50 pt/s: near(o1)"),
        Row(p0: 5, o1: 5.6, v: 6.0, expected: 6, why: "under 50 pt/s: near(o1)"),
        Row(p0: 5, o1: 5.4, v: 6.25, expected: 6, why: "50 pt/s is a fling"),
        Row(p0: 3, o1: 4.6, v: 100, expected: 5, why: "counted from the release: two pages from p0"),
        Row(p0: 19, o1: 19.2, v: 100, expected: 19, why: "clamped at the last page"),
        Row(p0: 0, o1: -0.3, v: -100, expected: 0, why: "clamped at the first page"),
    ]

    @Test(arguments: pagerSnapRows)
    func pagerSnap(_ row: Row) {
        #expect(resolve(PagerSnapPaging(), row.context).page == row.expected)
    }

    // MARK: - spline (Android OverScroller)

    /// Android's spline distance from its doc comment, recomputed here independently.
    static func androidDistance(cellsPerSecond v: Double) -> Double {
        let friction = 0.015, gravity = 9.80665, inchesPerMeter = 39.37, ppi = 160.0, physical = 0.84
        let fk = friction * gravity * inchesPerMeter * ppi * physical
        let decelerationExponent = log(0.78) / log(0.9)
        let dp = fk * pow(0.35 * abs(v) * 8 / fk, decelerationExponent / (decelerationExponent - 1))
        return dp / 8
    }

    @Test(arguments: [10.0, 100.0, 250.0, 1000.0, 4000.0])
    func splineProjectsAsAndroidDoes(velocity: Double) {
        let spline = SplinePaging()
        let forward = spline.projectedOffset(from: 100, velocity: velocity) - 100
        #expect(abs(forward - Self.androidDistance(cellsPerSecond: velocity)) <= 1e-9 * max(1, forward))
        // Symmetric in direction.
        #expect(abs(spline.projectedOffset(from: 100, velocity: -velocity) - (100 - forward)) < 1e-9 * max(1, forward))
    }

    @Test func splineCoastsShorterThanIOSWhenSlowAndFurtherWhenFast() {
        let spline = SplinePaging()
        #expect(spline.projectedOffset(from: 0, velocity: 0) == 0)
        #expect(spline.projectedOffset(from: 0, velocity: 100) < DecelerationRate.normal.projectedOffset(from: 0, velocity: 100))
        #expect(spline.projectedOffset(from: 0, velocity: 3000) > DecelerationRate.normal.projectedOffset(from: 0, velocity: 3000))
        // Further the faster it goes.
        var last = 0.0
        for v in stride(from: 10.0, through: 5000, by: 10) {
            let d = spline.projectedOffset(from: 0, velocity: v)
            #expect(d > last)
            last = d
        }
    }

    @Test func splineSnapsToTheCardNearestItsProjection() {
        let spline = SplinePaging()
        let c = ScrollTargetContext.make(
            stride: Self.s, startPage: 5, releaseOffset: 5 * Self.s, velocity: 600,
            projectedOffset: spline.projectedOffset(from: 5 * Self.s, velocity: 600))
        let expected = min(19, Int(((c.projectedOffset + Self.s / 2) / Self.s).rounded(.down)))
        #expect(resolve(spline, c).page == expected)
        let far = ScrollTargetContext.make(
            stride: Self.s, startPage: 18, releaseOffset: 18 * Self.s, velocity: 5000,
            projectedOffset: spline.projectedOffset(from: 18 * Self.s, velocity: 5000))
        #expect(resolve(spline, far).page == 19)
    }

    // MARK: - All of them

    @Test func theDecelerationRatesAreUIKits() {
        #expect(DecelerationRate.normal.perMillisecond == 0.998)
        #expect(DecelerationRate.fast.perMillisecond == 0.99)
        // A flick coasts 0.499 s worth of its velocity at normal, 0.099 s at fast.
        #expect(abs(DecelerationRate.normal.projectedOffset(from: 0, velocity: 1000) - 499) < 1e-9)
        #expect(abs(DecelerationRate.fast.projectedOffset(from: 10, velocity: -1000) - (10 - 99)) < 1e-9)
    }

    @Test(arguments: Strategies.names)
    func everyStrategyClampsAtBothEnds(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        let s = Self.s
        for v in [-20_000.0, -500, -1, 0, 1, 500, 20_000] {
            for (p0, o1) in [(0, -0.4), (0, 0.0), (19, 19.0), (19, 19.4), (1, -3.0), (18, 22.0)] {
                let c = ScrollTargetContext.make(
                    stride: s, startPage: p0, releaseOffset: o1 * s, velocity: v,
                    projectedOffset: resolver.projectedOffset(from: o1 * s, velocity: v))
                let t = resolve(resolver, c)
                if let page = t.page {
                    #expect((0...19).contains(page), "\(name): v \(v) p0 \(p0) o1 \(o1) -> \(page)")
                } else {
                    #expect(t.offset >= 0 && t.offset <= 19 * s, "\(name): v \(v) p0 \(p0) o1 \(o1) -> offset \(t.offset)")
                }
                #expect(!t.explanation.isEmpty, "\(name) explains its decision")
            }
        }
    }

    @Test func endlessContextsAreNotClamped() {
        let c = ScrollTargetContext.make(
            stride: Self.s, startPage: 0, releaseOffset: 0, velocity: -900,
            projectedOffset: -3.2 * Self.s, endless: true)
        #expect(resolve(NearestPaging(), c).page == -3)
        #expect(resolve(OneAtATimePaging(), c).page == -1)
        #expect(c.clamped(-1_000) == -1_000)
    }

    @Test func theRegistryListsEveryStrategyOnce() {
        let names = Strategies.names
        #expect(Set(names).count == names.count)
        for expected in [
            "system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote", "free",
            "by-few", "pager-snap", "spline",
        ] {
            #expect(names.contains(expected), "\(expected) is a strategy")
        }
        #expect(Strategies.named("NEAREST")?.name == "nearest")
        #expect(Strategies.named("no-such-thing") == nil)
        #expect(Strategies.defaultStrategy.name == "one-at-a-time")
    }

    /// `carousel strategies`: one line per strategy, the name, spaces, a one-line description.
    @Test func theListingIsOneLinePerStrategy() {
        let lines = Strategies.listing.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Strategies.all.count)
        let column =
            lines.first.map { line in
                line.firstIndex(of: " ").map { line.distance(from: line.startIndex, to: $0) } ?? 0
            } ?? 0
        for (line, strategy) in zip(lines, Strategies.all) {
            #expect(line.hasPrefix(strategy.name + "  "), "\(line)")
            #expect(line.hasSuffix(strategy.summary))
            #expect(!strategy.summary.isEmpty && !strategy.summary.contains("\n"))
            // Descriptions start in one column.
            let start = line.distance(from: line.startIndex, to: line.range(of: strategy.summary)!.lowerBound)
            #expect(start >= column + 2)
            #expect(start == (Strategies.names.map(\.count).max() ?? 0) + 2)
        }
    }
}
