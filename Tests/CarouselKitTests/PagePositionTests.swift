@testable import CarouselCore
@testable import CarouselKit
import Testing

/// Page figures worked out in integers from the origin page: exact at any count, never
/// before the first page or past the last, round the count when endless.
struct PagePositionTests {
    @Test func aPositionBetweenPagesShowsItsFraction() {
        #expect(PagePosition.label(originPage: 5, relativePages: 0.4, count: 20, wraps: false) == "6.40")
        #expect(PagePosition.label(originPage: 5, relativePages: -0.25, count: 20, wraps: false) == "5.75")
        #expect(PagePosition.label(originPage: 5, relativePages: 2.999, count: 20, wraps: false) == "9.00")
        #expect(PagePosition.label(originPage: 5, relativePages: 0, count: 20, wraps: false, base: 0) == "5.00")
    }

    @Test func theLastOfTheLargestCountIsExact() {
        let last = Int.max - 1
        #expect(PagePosition.label(originPage: last, relativePages: 0, count: Int.max, wraps: false) == "\(Int.max).00")
        #expect(PagePosition.label(originPage: last, relativePages: -1, count: Int.max, wraps: false) == "\(Int.max - 1).00")
        #expect(PagePosition.label(originPage: last, relativePages: -0.5, count: Int.max, wraps: false) == "\(Int.max - 1).50")
    }

    @Test func nothingIsShownPastEitherEnd() {
        #expect(PagePosition.label(originPage: Int.max - 1, relativePages: 1, count: Int.max, wraps: false) == "\(Int.max).00")
        #expect(PagePosition.label(originPage: Int.max - 1, relativePages: 0.3, count: Int.max, wraps: false) == "\(Int.max).00")
        #expect(PagePosition.label(originPage: Int.max - 1, relativePages: 1e300, count: Int.max, wraps: false) == "\(Int.max).00")
        #expect(PagePosition.label(originPage: 19, relativePages: 4.5, count: 20, wraps: false) == "20.00")
        #expect(PagePosition.label(originPage: 0, relativePages: -3.2, count: 20, wraps: false) == "1.00")
        #expect(PagePosition.label(originPage: 0, relativePages: -.infinity, count: 20, wraps: false) == "1.00")
        #expect(PagePosition.label(originPage: 0, relativePages: .nan, count: 20, wraps: false) == "1.00")
    }

    @Test func anEndlessCarouselGoesRound() {
        #expect(PagePosition.label(originPage: 19, relativePages: 1.5, count: 20, wraps: true) == "1.50")
        #expect(PagePosition.label(originPage: 0, relativePages: -0.5, count: 20, wraps: true) == "20.50")
        #expect(PagePosition.label(originPage: Int.max - 1, relativePages: 2, count: Int.max, wraps: true) == "2.00")
        #expect(PagePosition.label(originPage: 0, relativePages: -1, count: Int.max, wraps: true) == "\(Int.max).00")
    }
}
