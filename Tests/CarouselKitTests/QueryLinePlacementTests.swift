@testable import CarouselCore
@testable import CarouselKit
import Testing

/// fzf's `--layout`: the query line under the status line (reverse) or on the last row
/// (default), the cards between either way.
@Suite("Query line placement")
struct QueryLinePlacementTests {
    @Test(arguments: [(100, 30), (80, 24), (40, 12), (30, 9), (20, 6)])
    func theQueryLineIsAtTheTopOrOnTheLastRow(width: Int, height: Int) {
        let top = ScreenLayout(width: width, height: height, showsDetails: true, showsQuery: true)
        let bottom = ScreenLayout(width: width, height: height, showsDetails: true, showsQuery: true, queryAtBottom: true)
        #expect(top.queryRow == 1)
        #expect(bottom.queryRow == height - 1)
        for layout in [top, bottom] where !layout.isTooSmall {
            let rows =
                [layout.statusRow, layout.queryRow, layout.topRuleRow, layout.pageControlRow, layout.bottomRuleRow, layout.helpRow]
                .compactMap { $0 } + Array(layout.detailRows ?? 0..<0)
            #expect(Set(rows).count == rows.count, "no row is given twice: \(layout)")
            #expect(
                !rows.contains { layout.strip.y..<(layout.strip.y + layout.strip.height) ~= $0 }, "the cards' strip is its own: \(layout)")
        }
        #expect(abs(top.strip.height - bottom.strip.height) <= 1, "the cards keep their room either way")
    }
}
