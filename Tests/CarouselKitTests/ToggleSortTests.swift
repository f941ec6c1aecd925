@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// fzf's `toggle-sort` (CTRL-R's CTRL-R): the same matches, ranked or in the input's order,
/// and back: what the filter gives with and without `+s`.
@Suite("toggle-sort")
struct ToggleSortTests {
    static let lines = ["a_x_b", "ab", "xab", "a b", "zzz", "aXb"]

    @Test("a bound toggle-sort flips the order of the same matches between ranked and the input's, and back")
    func togglesBetweenRankedAndInputOrder() throws {
        let (h, search, cards) = try PickerHarness.make(lines: Self.lines, bindings: ["ctrl-r:toggle-sort"], multi: false)
        func shown() -> [String] {
            _ = search.takeFinished()
            return (0..<cards.numberOfItems(in: h.controller.collectionView)).compactMap { cards.lineIndex(forItem: $0) }.map {
                Self.lines[$0]
            }
        }
        let store = LineStore(lines: Self.lines)
        let query = SearchOptions().parse("ab")
        let ranked = LineFilter.matches(in: store, query: query, sorts: true, reversed: false).map { Self.lines[$0] }
        let unranked = LineFilter.matches(in: store, query: query, sorts: false, reversed: false).map { Self.lines[$0] }
        #expect(ranked != unranked, "the corpus tells the two orders apart")
        for c in "ab" { h.key(.character(c)) }
        #expect(shown() == ranked)
        h.send(.key(KeyEvent(.control("r"), control: true)), at: h.now)
        #expect(shown() == unranked)
        #expect(!search.options.sorts)
        h.send(.key(KeyEvent(.control("r"), control: true)), at: h.now)
        #expect(shown() == ranked)
    }
}
