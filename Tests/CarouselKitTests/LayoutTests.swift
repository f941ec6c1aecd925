@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The carousel's geometry: where cards sit, which are visible, and how page indices
/// behave at the ends and at counts up to `Int.max`.
@Suite("Carousel layout")
struct LayoutTests {
    let layout = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 20)

    @Test func strideIsCardPlusSpacing() {
        #expect(layout.stride == 63)
        #expect(CarouselLayout(viewport: 50, cardExtent: 30, spacing: 0, count: 3).stride == 30)
    }

    @Test func aCentredCardHasTheSameMarginOnBothSides() {
        #expect(layout.leadingInset == 20)
        let start = layout.screenPosition(ofRelativePage: 0, offset: 0)
        #expect(start == 20)
        #expect(layout.viewport - (start + layout.cardExtent) == start)
    }

    @Test func aLeadingCardRestsOneSpacingFromTheEdge() {
        let leading = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 20, alignment: .leading)
        #expect(leading.screenPosition(ofRelativePage: 0, offset: 0) == 3)
        // The next card peeks in on the trailing side only.
        #expect(leading.visiblePages(offset: 0) == 0...1)
    }

    @Test func aMiddlePageShowsItsNeighboursOnBothSides() {
        // At rest on a page: the card whole, one neighbour each side cut by the edge.
        #expect(layout.visiblePages(offset: 0) == -1...1)
        let left = layout.screenPosition(ofRelativePage: -1, offset: 0)
        let right = layout.screenPosition(ofRelativePage: 1, offset: 0)
        #expect(left < 0 && left + layout.cardExtent > 0, "left neighbour is cut by the left edge")
        #expect(right < layout.viewport && right + layout.cardExtent > layout.viewport, "right neighbour is cut by the right edge")
    }

    /// Seed 001's problem: the last page stopped "sometimes left, sometimes right". Here
    /// every page, the first and the last included, rests at the same place.
    @Test(arguments: [CardAlignment.center, .leading])
    func everyPageRestsAlignedAtTheSamePlace(alignment: CardAlignment) {
        let l = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 20, alignment: alignment)
        let expected = l.leadingInset
        for page in [0, 1, 9, 18, 19] {
            // Seen from origin 0 at the page's rest offset, and from the page itself as origin.
            #expect(l.screenPosition(ofRelativePage: page, offset: Double(page * l.stride)) == expected, "page \(page)")
            #expect(l.screenPosition(ofRelativePage: 0, offset: 0) == expected)
            // The rest offset of the page is inside the content the scroll view allows.
            let bounds = l.offsetBounds(originPage: 0)!
            #expect(bounds.contains(Double(page * l.stride)), "page \(page) can rest aligned")
        }
        #expect(l.offsetBounds(originPage: 0) == 0...Double(19 * 63))
        #expect(l.pageBounds(originPage: 19) == -19...0)
        #expect(l.offsetBounds(originPage: 19) == Double(-19 * 63)...0)
    }

    @Test func pageBoundsAreTheValidPagesRelativeToTheOrigin() {
        #expect(layout.pageBounds(originPage: 0) == 0...19)
        #expect(layout.pageBounds(originPage: 7) == -7...12)
        let endless = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 20, wraps: true)
        #expect(endless.pageBounds(originPage: 7) == nil)
        #expect(endless.offsetBounds(originPage: 7) == nil)
    }

    /// Card `p` covers `[inset + p*s - offset, ... + extent)`: the visible range holds exactly
    /// the cards that overlap `[0, viewport)`. Offsets are multiples of 1/8 so that the
    /// arithmetic is exact and the boundaries are tested exactly.
    @Test func visiblePagesAreExactlyTheCardsOverlappingTheViewport() {
        property("visible range", trials: 4000, baseSeed: 0x5EED_0001) { rng in
            let viewport = rng.int(1...300)
            let extent = rng.int(1...400)
            // With a gap narrower than the viewport, some card always overlaps it.
            let spacing = rng.int(0...max(0, min(20, viewport - 1)))
            let alignment: CardAlignment = rng.chance(0.5) ? .center : .leading
            let l = CarouselLayout(viewport: viewport, cardExtent: extent, spacing: spacing, count: 100, alignment: alignment)
            let offset =
                rng.chance(0.3)
                ? Double(rng.int(-10...10) * l.stride)
                : Double(rng.int(-80_000...80_000)) / 8
            let range = l.visiblePages(offset: offset)
            func overlaps(_ p: Int) -> Bool {
                let start = Double(l.leadingInset) + Double(p) * Double(l.stride) - offset
                return start < Double(viewport) && start + Double(extent) > 0
            }
            let geometry = "viewport \(viewport) card \(extent) spacing \(spacing) \(alignment) offset \(offset) -> \(range)"
            for p in range {
                try require(overlaps(p), "page \(p) is listed but does not overlap: \(geometry)")
            }
            try require(!overlaps(range.lowerBound - 1), "page \(range.lowerBound - 1) overlaps but is missing: \(geometry)")
            try require(!overlaps(range.upperBound + 1), "page \(range.upperBound + 1) overlaps but is missing: \(geometry)")
        }
    }

    @Test func nearestPageRoundsHalfwayToTheNextPage() {
        // near(x) = floor((x + s/2) / s) with s = 63.
        #expect(layout.nearestPage(toOffset: 31.4) == 0)
        #expect(layout.nearestPage(toOffset: 31.5) == 1)
        #expect(layout.nearestPage(toOffset: -31.5) == 0)
        #expect(layout.nearestPage(toOffset: -31.6) == -1)
        #expect(layout.nearestPage(toOffset: 63 * 7) == 7)
    }

    @Test func pageMathNeverTrapsOnHugeOrNonFiniteValues() {
        #expect(PageMath.near(1e300, stride: 63) == Int.max)
        #expect(PageMath.near(-1e300, stride: 63) == Int.min)
        #expect(PageMath.near(.nan, stride: 63) == 0)
        #expect(PageMath.saturatingInt(.infinity) == 0)
        #expect(PageMath.saturatingInt(-.infinity) == 0)
        #expect(PageMath.saturatingInt(12.9) == 12)
        #expect(PageMath.sign(-0.001) == -1 && PageMath.sign(0) == 0 && PageMath.sign(3) == 1)
    }

    @Test func indicesPastTheEndsAreNil() {
        #expect(layout.index(ofRelativePage: -1, originPage: 0) == nil)
        #expect(layout.index(ofRelativePage: 0, originPage: 0) == 0)
        #expect(layout.index(ofRelativePage: 19, originPage: 0) == 19)
        #expect(layout.index(ofRelativePage: 20, originPage: 0) == nil)
        #expect(layout.index(ofRelativePage: -3, originPage: 5) == 2)
        #expect(CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 0).index(ofRelativePage: 0, originPage: 0) == nil)
    }

    @Test func indicesNearIntMaxNeverTrap() {
        let huge = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: Int.max)
        let last = Int.max - 1
        #expect(huge.lastPage == last)
        #expect(huge.index(ofRelativePage: 0, originPage: last) == last)
        #expect(huge.index(ofRelativePage: 1, originPage: last) == nil)
        #expect(huge.index(ofRelativePage: Int.max, originPage: last) == nil)
        #expect(huge.index(ofRelativePage: Int.min, originPage: last) == nil)
        #expect(huge.index(ofRelativePage: -last, originPage: last) == 0)
        #expect(huge.index(ofRelativePage: -last - 1, originPage: last) == nil)
        #expect(huge.index(ofRelativePage: Int.max, originPage: 0) == nil)
        #expect(huge.index(ofRelativePage: last, originPage: 0) == last)
        #expect(huge.pageBounds(originPage: last) == -last...0)
        // Visible pages and positions stay small numbers around the origin.
        #expect(huge.visiblePages(offset: 0) == -1...1)
    }

    /// In an endless carousel the index is `(origin + relative) mod count`, for any
    /// relative page and any count up to `Int.max`, without overflowing.
    @Test func wrappingIndicesAreModuloTheCount() {
        let fixed = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 20, wraps: true)
        #expect(fixed.index(ofRelativePage: 1, originPage: 19) == 0)
        #expect(fixed.index(ofRelativePage: -1, originPage: 0) == 19)
        #expect(fixed.index(ofRelativePage: 41, originPage: 0) == 1)
        #expect(fixed.index(ofRelativePage: Int.min, originPage: 0) == Int(Int64.min % 20 + 20) % 20)
        let huge = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: Int.max, wraps: true)
        #expect(huge.index(ofRelativePage: 1, originPage: Int.max - 1) == 0)
        #expect(huge.index(ofRelativePage: 5, originPage: Int.max - 1) == 4)
        #expect(huge.index(ofRelativePage: -1, originPage: 0) == Int.max - 1)
        #expect(huge.index(ofRelativePage: Int.max, originPage: 3) == 3)
        #expect(huge.index(ofRelativePage: Int.min, originPage: 0) == Int.max - 1)

        property("wrapping index", trials: 5000, baseSeed: 0x5EED_0002) { rng in
            let count = rng.pick([2, 3, 7, 20, 1_000_000_000, Int.max - 1, Int.max, rng.int(2...Int.max)])
            let origin = rng.int(0...(count - 1))
            let relative = rng.pick([Int.min, Int.max, -1, 1, 0, rng.int(-1000...1000), rng.int(Int.min...Int.max)])
            let l = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: count, wraps: true)
            let index = l.index(ofRelativePage: relative, originPage: origin)
            let expected = modulo(origin, relative, count)
            try require(
                index == expected,
                "count \(count) origin \(origin) relative \(relative): \(String(describing: index)), expected \(expected)")
        }
    }

    @Test func oneCardNeverWraps() {
        #expect(CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 1, wraps: true).wraps == false)
        #expect(CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 2, wraps: true).wraps == true)
    }

    @Test func nonsenseGeometryIsMadeSane() {
        let l = CarouselLayout(viewport: 0, cardExtent: 0, spacing: -5, count: -3)
        #expect(l.viewport == 1 && l.cardExtent == 1 && l.spacing == 0 && l.count == 0)
        #expect(l.lastPage == 0)
        #expect(l.index(ofRelativePage: 0, originPage: 0) == nil)
        _ = l.visiblePages(offset: 1e12)
        _ = l.visiblePages(offset: -1e12)
    }
}

/// `(a + b) mod n` for any `a`, `b` and `n >= 1`: the reference for the layout's
/// overflow-free version, computed in unsigned arithmetic (both remainders are below
/// `n <= Int.max`, so their sum fits in a `UInt`).
func modulo(_ a: Int, _ b: Int, _ n: Int) -> Int {
    func reduced(_ x: Int) -> UInt {
        let r = x % n
        return UInt(r < 0 ? r + n : r)
    }
    return Int((reduced(a) + reduced(b)) % UInt(n))
}
