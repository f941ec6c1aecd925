import Testing
import CarouselTestSupport
@testable import CarouselKit

/// The shared harness: a controller on a fake clock, read as whole screens.
@Suite("The harness drives a controller on a fake clock")
struct HarnessTests {
    @Test("a page forward, settled, shows the screen of a carousel that started there; halfway it shows neither")
    func aSettledKeyFlickLooksLikeAFreshStart() {
        let moved = Harness(count: 20, showsDetails: false)
        let fresh = Harness(count: 20, startPage: 1, showsDetails: false)
        let before = moved.screen
        moved.key(.right)
        moved.advance(by: 0.05)
        #expect(ScreenComparison.difference(moved.screen, before) != nil, "the strip moves on the fake clock")
        #expect(moved.difference(from: fresh.screen) != nil, "not there yet")
        moved.settle()
        #expect(moved.page == 1)
        if let difference = moved.difference(from: fresh.screen) { Issue.record(Comment(rawValue: difference)) }
    }

    @Test("screens compare row by row, trailing blanks aside")
    func screensCompareRowByRow() {
        #expect(ScreenComparison.difference(["ab  ", "c"], ["ab", "c   ", ""]) == nil)
        let difference = ScreenComparison.difference(["ab", "cd"], ["ab", "ce"])
        #expect(difference?.hasPrefix("row 1 differs") == true, "\(difference ?? "nil")")
    }
}
