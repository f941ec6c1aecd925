@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// The cursor where the focus is: each scene's frame says where the focused card's title is
/// (or the query while one is typed), and the encoder leaves the terminal's cursor there.
@Suite("The focus in a frame and the cursor left on it")
struct FocusCursorTests {
    /// The frame's focus, and the text of its row from there.
    private func focus<S: CarouselScene>(_ h: Harness<S>) -> (focus: Canvas.Focus, text: String)? {
        var canvas = Canvas(width: h.width, height: h.height)
        h.scene.render(into: &canvas, now: h.now)
        guard let focus = canvas.focus else { return nil }
        return (focus, String(canvas.lines[focus.y].dropFirst(focus.x)))
    }

    @Test("the demo's frame has its focus on the current card's title, settled only at rest; none under the help box")
    func demo() throws {
        let h = Harness<SceneStack>(count: 20)
        var seen = try #require(focus(h))
        #expect(seen.text.hasPrefix("Card 1 "))
        #expect(seen.focus.item == Canvas.FocusItem(lane: 0, index: 0, title: "Card 1"))
        h.key(.right)
        h.advance(by: 0.05)
        seen = try #require(focus(h))
        #expect(seen.focus.item == nil, "moving: not settled yet")
        h.settle()
        seen = try #require(focus(h))
        #expect(seen.text.hasPrefix("Card 2 "))
        #expect(seen.focus.item?.index == 1)
        h.key(.character("?"))
        #expect(focus(h) == nil)
    }

    @Test("the picker's focus is at the query while it is typed, and back on the card after a paging key or a click")
    func picker() throws {
        let cards = SearchingLineCards(lines: TextLineCards(lines: ["apple", "banana", "cherry", "avocado"]))
        let search = PickerSearch(cards: cards, options: SearchOptions(), query: "", runsInBackground: false)
        let h = Harness(count: 0, showsDetails: false, dataSource: cards, picker: Picker(search: search))
        h.controller.resize(width: 100, height: 30, now: 0)
        h.advance(by: 0)
        #expect(try #require(focus(h)).text.hasPrefix("apple "))
        h.key(.character("a"))
        h.key(.character("n"))
        h.settle()
        var seen = try #require(focus(h))
        #expect(seen.focus.item == .query)
        #expect(h.screen[seen.focus.y].prefix(seen.focus.x).hasSuffix("an"), "just after the query: \(h.screen[seen.focus.y])")
        h.key(.control("b"))  // the query's cursor moves (Ctrl-B): still typing
        seen = try #require(focus(h))
        #expect(h.screen[seen.focus.y].prefix(seen.focus.x).hasSuffix("a"))
        h.key(.control("e"))
        h.key(.control("u"))  // the query emptied: every line again
        h.key(.right)
        h.settle()
        seen = try #require(focus(h))
        #expect(seen.text.hasPrefix("banana "), "a paging key takes the focus back to the cards")
        h.key(.character("c"))
        #expect(try #require(focus(h)).focus.item == .query)
        h.settle()
        h.drag(x: 50, y: 12, dx: -3, dy: 0)
        h.settle()
        seen = try #require(focus(h), "\(h.screen.joined(separator: "\n"))")
        #expect(seen.focus.item != .query, "the mouse takes it back too")
    }

    @Test("the race's focus is on the first lane; the shelves' on the focused shelf")
    func lanes() throws {
        let race = Harness<LanesScene>(race: [NearestPaging(), OneAtATimePaging(), VotePaging()], height: 40)
        race.key(.right)
        race.settle()
        var seen = try #require(focus(race))
        #expect(seen.focus.item?.lane == 0)
        #expect(seen.text.hasPrefix("Card 2 "))

        let shelves = Harness<LanesScene>(strategies: ["nearest", "one-at-a-time", "vote"], count: 50)
        shelves.key(.down)
        shelves.settle()
        shelves.key(.right)
        shelves.settle()
        seen = try #require(focus(shelves))
        #expect(seen.focus.item?.lane == 1)
        #expect(seen.text.hasPrefix("Card 2 "))
    }

    // MARK: The encoder

    private func frame(title: String, item: Int?) -> Canvas {
        var canvas = Canvas(width: 30, height: 4)
        canvas.write("status", x: 0, y: 0, style: .plain)
        canvas.write(title, x: 4, y: 2, style: .plain)
        canvas.focus = Canvas.Focus(x: 4, y: 2, width: 20, item: item.map { Canvas.FocusItem(lane: 0, index: $0, title: title) })
        return canvas
    }

    @Test("the encoder leaves the cursor on the focus, and sends nothing when nothing changed")
    func encoderPlacesTheCursor() {
        var encoder = FrameEncoder(depth: .full)
        var bytes: [UInt8] = []
        encoder.encode(frame(title: "Card 1", item: 0), into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("\u{1B}[3;5H"), "the last move is to row 3, column 5")
        bytes.removeAll()
        encoder.encode(frame(title: "Card 1", item: 0), into: &bytes)
        #expect(bytes.isEmpty)
        encoder.encode(frame(title: "Card 2", item: 1), into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("Card"), "only what changed is written: \(text.debugDescription)")
        #expect(text.hasSuffix("\u{1B}[3;5H") || text.hasSuffix("\u{1B}[9D"), "back on the title: \(text.debugDescription)")
    }

    @Test("for a screen reader, the title's line is written again when the focus settles on another card, once")
    func encoderRewritesTheTitleLine() {
        var encoder = FrameEncoder(depth: .full)
        encoder.rewritesFocusLine = true
        var bytes: [UInt8] = []
        encoder.encode(frame(title: "Card 1", item: 0), into: &bytes)
        bytes.removeAll()
        encoder.encode(frame(title: "Card 2", item: nil), into: &bytes)  // moving
        #expect(!String(decoding: bytes, as: UTF8.self).contains("Card"))
        bytes.removeAll()
        encoder.encode(frame(title: "Card 2", item: 1), into: &bytes)  // at rest on another card
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("Card 2" + String(repeating: " ", count: 14)), "the whole line: \(text.debugDescription)")
        #expect(text.hasSuffix("\u{1B}[3;5H"), "the cursor back at its start: \(text.debugDescription)")
        bytes.removeAll()
        encoder.encode(frame(title: "Card 2", item: 1), into: &bytes)
        #expect(bytes.isEmpty, "the same focus is not read again")
    }
}
