@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// fzf's `exclude` and `exclude-multi` (CTRL-R's shift-delete): lines out of the picker, with
/// and without a query, their marks gone, the rest in their order; a reload brings all back.
@Suite("exclude")
struct ExclusionTests {
    @Test("the k-th line still in is what filtering the lines gives, for any lines taken out", arguments: 0..<40)
    func positionsMatchAFilter(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let total = Int.random(in: 0...60, using: &rng)
        let out = (0..<Int.random(in: 0...total, using: &rng)).map { _ in Int.random(in: 0..<max(1, total), using: &rng) }.filter {
            $0 < total
        }
        let excluded = ExcludedLines(out)
        let kept = (0..<total).filter { !excluded.contains($0) }
        #expect(Set(kept).isDisjoint(with: out))
        for k in -1...(kept.count) {
            #expect(excluded.line(atPosition: k, of: total) == (k >= 0 && k < kept.count ? kept[k] : nil), "k \(k) of \(kept)")
        }
    }

    private func picker(_ spec: String) throws -> (Harness<SceneStack>, PickerSearch, SearchingLineCards) {
        try PickerHarness.make(bindings: [spec])
    }

    private func shown(_ h: Harness<SceneStack>, _ cards: SearchingLineCards) -> [String] {
        h.controller.picker?.showResults(in: h.controller, now: h.now)
        return (0..<h.controller.count).compactMap { cards.lineIndex(forItem: $0) }.map { SearchingPickerTests.lines[$0] }
    }

    private let ctrlX = InputEvent.key(KeyEvent(.control("x"), control: true))

    @Test("exclude takes the current card out; the next takes its place; a query never finds it again")
    func excludeTheCurrentLine() throws {
        let (h, _, cards) = try picker("ctrl-x:exclude")
        h.key(.right); h.settle()
        let gone = SearchingPickerTests.lines[1]
        h.send(ctrlX, at: h.now); h.settle()
        #expect(shown(h, cards) == SearchingPickerTests.lines.filter { $0 != gone })
        #expect(h.controller.currentLineIndex == 2, "the card after it is current")
        for c in "scroll" { h.key(.character(c)) }
        #expect(!shown(h, cards).contains(gone) && !shown(h, cards).isEmpty)
        for _ in 0..<6 { h.key(.backspace) }
        #expect(shown(h, cards).count == SearchingPickerTests.lines.count - 1)
    }

    @Test("exclude-multi takes the marked lines out (their marks too), or the current one when none is marked")
    func excludeTheMarks() throws {
        let (h, _, cards) = try picker("ctrl-x:exclude-multi")
        h.key(.tab); h.settle()
        h.key(.tab); h.settle()
        #expect(h.controller.marks?.inOrder == [0, 1])
        h.send(ctrlX, at: h.now); h.settle()
        #expect(shown(h, cards) == Array(SearchingPickerTests.lines.dropFirst(2)))
        #expect(h.controller.marks?.isEmpty == true)
        h.send(ctrlX, at: h.now); h.settle()
        #expect(shown(h, cards).count == SearchingPickerTests.lines.count - 3, "no marks: the current card")
    }

    @Test("a reload's new lines are all there")
    func reloadForgets() throws {
        let (h, search, cards) = try picker("ctrl-x:exclude")
        h.send(ctrlX, at: h.now); h.settle()
        #expect(shown(h, cards).count == SearchingPickerTests.lines.count - 1)
        h.controller.replaceInput(now: h.now)
        #expect(search.options.excluded.isEmpty && cards.excluded.isEmpty)
    }
}
