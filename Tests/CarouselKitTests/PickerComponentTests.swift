@testable import CarouselKit
@testable import CarouselMatching
import Testing

/// The picker's own part, without a scene: the query's edits, the lines' texts and cards,
/// and what a reload leaves.
@Suite("The picker component")
struct PickerComponentTests {
    private func picker(_ lines: [String], searching: Bool = true) -> Picker {
        let cards = SearchingLineCards(lines: TextLineCards(lines: lines))
        return Picker(lines: cards, search: searching ? PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: false) : nil)
    }

    @Test("a letter edits the query and keeps the cursor there; an arrow it does not take gives it back")
    func queryFocus() {
        let p = picker(["apple", "banana"])
        var before = p.queryEdits
        #expect(p.takes(KeyEvent(.character("a"))) == (took: true, queryChanged: true))
        p.noteFocus(editsBefore: before)
        #expect(p.queryHasFocus)
        before = p.queryEdits
        #expect(p.takes(KeyEvent(.right)).took == false)
        p.noteFocus(editsBefore: before)
        #expect(!p.queryHasFocus)
        #expect(p.takesPaste("pp") == true && p.search?.query == "app")
        let still = picker(["apple"], searching: false)
        #expect(still.takes(KeyEvent(.character("a"))).took == false && still.takesPaste("a") == nil)
    }

    @Test("a line's text loses its escapes with --ansi; the card showing a line, reversed or not")
    func lines() {
        let cards = SearchingLineCards(lines: TextLineCards(lines: ["\u{1B}[31mred\u{1B}[0m", "plain"]))
        cards.lines.shaping.ansi = true
        let p = Picker(lines: cards)
        #expect(p.text(ofLine: 0) == "red" && p.text(ofLine: 1) == "plain" && p.text(ofLine: 2) == nil)
        #expect(p.totalCount == 2)
        #expect(p.item(showing: 1, count: 2) == 1 && p.item(showing: 2, count: 2) == nil)
        let reversed = Picker(lines: SearchingLineCards(lines: TextLineCards(lines: ["a", "b", "c"]), reversed: true))
        #expect(reversed.item(showing: 0, count: 3) == 2)
    }

    @Test("a reload drops the lines, the marks and the header lines; the followed line is found again by its text")
    func reload() {
        let p = picker(["one", "two", "three"])
        p.lines.marks.mark(1)
        p.lines.headerLines = ["H"]
        p.tracking.line = 1
        p.dropLines()
        #expect(p.lines.store.count == 0 && p.lines.marks.isEmpty && p.lines.headerLines.isEmpty && p.tracking.line == nil)
        p.tracking.awaitedText = "TWO"
        p.lines.store.append(Array("zero\none\n".utf8))
        #expect(!p.lookForAwaitedLine(identity: { $0.uppercased() }))
        #expect(p.tracking.awaitedText == "TWO", "still awaited while lines come")
        p.lines.store.append(Array("two\n".utf8))
        #expect(p.lookForAwaitedLine(identity: { $0.uppercased() }))
        #expect(p.tracking.line == 2 && p.tracking.mustRefocus && p.tracking.awaitedText == nil)
        p.tracking.awaitedText = "GONE"
        _ = p.lines.store.finish()
        #expect(!p.lookForAwaitedLine(identity: { $0.uppercased() }))
        #expect(p.tracking.awaitedText == nil, "given up once every line has come")
    }
}
