@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// Keys are never blocked by a search: a key typed while the previous key's search still
/// runs over a large input is in the query line on the very next frame, and the search
/// that finishes last is the newest query's, with fzf's count and first cards.
@Suite("Typing while a search runs")
struct TypingDuringSearchTests {
    /// Half a million lines: a search over them takes milliseconds, a key's handling and a
    /// frame microseconds.
    static let lines = (0..<500_000).map { "/host\($0 % 7)/usr/share/doc/package-\($0)/changelog.gz" }

    @Test("a key typed during a search shows in the query line at once; the newest query's result wins")
    func keysAreEchoedWhileSearching() async throws {
        let cards = SearchingLineCards(lines: TextLineCards(lines: Self.lines))
        let search = PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: true)
        let h = Harness(count: 0, width: 100, height: 30, showsDetails: false, dataSource: cards, picker: Picker(search: search))
        h.controller.resize(width: 100, height: 30, now: 0)
        h.advance(by: 0)

        h.key(.character("1"))
        h.advance(by: 1.0 / 60)
        #expect(h.screen[1].hasPrefix("> 1"), "\(h.screen[1])")
        h.key(.character("2"))
        // The very next frame: the query line has the second key, though the search the
        // first key started has not finished (a handler that waited for it would have).
        let stillSearching = search.worker.isSearching
        h.advance(by: 1.0 / 60)
        #expect(h.screen[1].hasPrefix("> 12"), "\(h.screen[1])")
        #expect(stillSearching, "the first key's search finished before the second key was handled")

        // Then the newest query's result: every line with "1" and "2" in that order, fzf's count.
        let expected = LineFilter.matches(in: cards.store, query: SearchOptions().parse("12"), sorts: true, reversed: false)
        for _ in 0..<30_000 where search.isSearching || search.shownQuery != "12" {
            try await Task.sleep(for: .milliseconds(2))
            h.advance(by: 1.0 / 60)
        }
        #expect(search.shownQuery == "12")
        #expect(h.controller.count == expected.count)
        #expect(h.screen[1].contains("\(QueryLine.grouped(expected.count))/"), "\(h.screen[1])")
    }
}
