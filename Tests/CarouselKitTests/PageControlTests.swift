@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The page indicator: dots like `UIPageControl`, compressed with `…` for many pages.
@Suite("Page control")
struct PageControlTests {
    static func pages(_ symbols: [PageControl.Symbol]) -> [Int] {
        symbols.compactMap { if case .page(let p, _) = $0 { return p } else { return nil } }
    }

    static func current(_ symbols: [PageControl.Symbol]) -> [Int] {
        symbols.compactMap { if case .page(let p, true) = $0 { return p } else { return nil } }
    }

    @Test func onePage() {
        #expect(PageControl.line(count: 1, current: 0, width: 96) == "●")
        #expect(PageControl.symbols(count: 1, current: 0, width: 1) == [.page(0, current: true)])
    }

    @Test func twoPages() {
        #expect(PageControl.line(count: 2, current: 0, width: 96) == "● ○")
        #expect(PageControl.line(count: 2, current: 1, width: 96) == "○ ●")
    }

    @Test func fewPagesShowEveryDot() {
        #expect(PageControl.line(count: 20, current: 3, width: 96) == "○ ○ ○ ● " + Array(repeating: "○", count: 16).joined(separator: " "))
    }

    @Test func noPagesOrNoRoomShowNothing() {
        #expect(PageControl.symbols(count: 0, current: 0, width: 96).isEmpty)
        #expect(PageControl.symbols(count: 5, current: 0, width: 0).isEmpty)
    }

    @Test(arguments: [0, 1, 499_999_999, 999_999_998, 999_999_999])
    func aBillionPagesAreCompressed(current: Int) {
        let width = 96
        let symbols = PageControl.symbols(count: 1_000_000_000, current: current, width: width)
        let pages = Self.pages(symbols)
        #expect(pages.first == 0, "the first page shows")
        #expect(pages.last == 999_999_999, "the last page shows")
        #expect(Self.current(symbols) == [current], "the current page shows, highlighted")
        #expect(symbols.contains(.ellipsis))
        let line = PageControl.line(count: 1_000_000_000, current: current, width: width)
        #expect(TextWidth.of(line) <= width, "\(line)")
    }

    /// For any count, current page and room (enough for first, last, current and the two
    /// ellipses): first, last and current always show, in order, within the width.
    @Test func alwaysFirstLastAndCurrentWithinTheWidth() {
        property("page control", trials: 5000, baseSeed: 0x5EED_0601) { rng in
            let count = rng.pick([1, 2, 3, 9, 10, 11, 20, 100, 1_000_000_000, Int.max, rng.int(1...10_000)])
            let current = rng.pick([0, count - 1, rng.int(0...(count - 1))])
            let width = rng.int(9...200)
            let symbols = PageControl.symbols(count: count, current: current, width: width)
            let pages = Self.pages(symbols)
            let what = "count \(count) current \(current) width \(width): \(PageControl.line(count: count, current: current, width: width))"
            try require(pages.first == 0 && pages.last == count - 1, "first and last: \(what)")
            try require(Self.current(symbols) == [current], "current: \(what)")
            try require(zip(pages, pages.dropFirst()).allSatisfy { $0 < $1 }, "in order: \(what)")
            try require(symbols.count * 2 - 1 <= width, "fits: \(what)")
            // An ellipsis stands for hidden pages, and only for them.
            for (k, symbol) in symbols.enumerated() where symbol == .ellipsis {
                let before = Self.pages(Array(symbols[..<k])).last ?? -1
                let after = Self.pages(Array(symbols[(k + 1)...])).first ?? count
                try require(after - before > 1, "an ellipsis between neighbours: \(what)")
            }
            for (a, b) in zip(symbols, symbols.dropFirst()) {
                if case .page(let p, _) = a, case .page(let q, _) = b {
                    try require(q == p + 1, "pages \(p) and \(q) hidden without an ellipsis: \(what)")
                }
            }
            if count <= (width + 1) / 2 {
                try require(pages == Array(0..<count), "every page when they fit: \(what)")
            }
        }
    }

    /// Narrower than that, the current page still shows.
    @Test(arguments: 1...8)
    func aNarrowIndicatorStillShowsTheCurrentPage(width: Int) {
        let symbols = PageControl.symbols(count: 1_000, current: 500, width: width)
        #expect(Self.current(symbols) == [500])
        #expect(symbols.count * 2 - 1 <= width)
    }
}
