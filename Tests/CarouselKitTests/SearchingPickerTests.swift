@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// A searching picker as a person sees it: the query line, the cards narrowing while typing,
/// the matched characters marked, and the keys that still command.
@Suite("A picker that searches")
struct SearchingPickerTests {
    static let lines = [
        "README.md", "Sources/CarouselKit/Scroll/ScrollView.swift", "Sources/carousel/main.swift",
        "Tests/ScrollViewTests.swift", "Makefile", "docs/scrolling.md",
    ]

    private func picker(width: Int = 100, height: Int = 30, query: String = "") -> Harness<SceneStack> {
        let cards = SearchingLineCards(lines: TextLineCards(lines: Self.lines))
        let search = PickerSearch(cards: cards, options: SearchOptions(), query: query, runsInBackground: false)
        let h = Harness(count: 0, width: width, height: height, showsDetails: false, dataSource: cards, picker: Picker(search: search))
        h.controller.resize(width: width, height: height, now: 0)
        h.advance(by: 0)
        return h
    }

    private func type(_ text: String, into h: Harness<SceneStack>) {
        for c in text { h.key(.character(c)) }
    }

    private func currentTitle(_ h: Harness<SceneStack>) -> String? {
        guard let cards = h.controller.search?.cards, let line = cards.lineIndex(forItem: h.controller.currentPage) else { return nil }
        return cards.store.text(at: line)
    }

    @Test("the query line under the status line: prompt, what was typed, and how many lines match")
    func queryLine() {
        let h = picker()
        #expect(h.screen[1].hasPrefix("> "))
        #expect(h.screen[1].contains("6/6"))
        type("scroll", into: h)
        #expect(h.screen[1].hasPrefix("> scroll"))
        #expect(h.screen[1].contains("3/6"))
        #expect(h.screen[0].contains("page 1/3 of 6"))
        #expect(h.controller.count == 3)
    }

    @Test("typing ranks as fzf: the best match is the first card, and typing more starts again from it")
    func ranking() {
        let h = picker()
        type("swift", into: h)
        #expect(h.controller.count == 3)
        h.key(.right)
        h.settle()
        #expect(h.controller.currentPage == 1)
        type("$", into: h)
        // `swift$` is a suffix now: the same three lines, and the first card again.
        #expect(h.controller.currentPage == 0)
        h.key(.backspace); h.key(.backspace); h.key(.backspace)
        #expect(h.controller.search?.query == "swi")
        #expect(
            currentTitle(h) == LineFilter.matches(in: LineStore(lines: Self.lines), query: SearchQuery("swi")).first.map { Self.lines[$0] })
    }

    @Test("letters are the query's: q, ?, d, digits and Space type; Esc, Enter, arrows and F1 keep their commands")
    func lettersType() {
        let h = picker()
        type("q?d1 ", into: h)
        #expect(h.controller.search?.query == "q?d1 ")
        #expect(!h.controller.showsHelp)
        h.send(.key(KeyEvent(.control("u"), control: true)), at: h.now)
        #expect(h.controller.search?.query == "")
        h.key(.function(1))
        #expect(h.controller.showsHelp)
        #expect(h.screen.joined().contains("type"), "the help names the typing")
        h.key(.escape)
        #expect(!h.controller.showsHelp)
        let action = h.send(.key(KeyEvent(.escape)), at: h.now)
        #expect(action == .quit(chose: nil))
    }

    @Test("matched characters are marked without colour: underlined (reversed in an underlined title) and bold")
    func marks() {
        let h = picker()
        type("mkf", into: h)
        var canvas = Canvas(width: 100, height: 30)
        h.controller.render(into: &canvas, now: h.now)
        let row = canvas.lines.firstIndex { $0.contains("│ Makefile") }
        #expect(row != nil)
        guard let y = row,
            let x0 = canvas.lines[y].range(of: "Makefile").map({
                canvas.lines[y].distance(from: canvas.lines[y].startIndex, to: $0.lowerBound)
            })
        else { return }
        let marked = (0..<8).map { k -> Bool in
            let style = canvas[x0 + k, y].style
            return style.bold && (style.underline || style.reverse)
        }
        // M, k and f of "Makefile" (fzf's tightest window).
        #expect(marked == [true, false, true, false, true, false, false, false])
    }

    @Test("nothing matches: the screen says so, the status says `no match`, Enter leaves with nothing")
    func noMatch() {
        let h = picker()
        type("zzz", into: h)
        #expect(h.controller.count == 0)
        #expect(h.screen.joined().contains("no line matches “zzz”"))
        #expect(h.screen[0].contains("no match of 6"))
        let action = h.send(.key(KeyEvent(.enter)), at: h.now)
        #expect(action == .quit(chose: nil))
    }

    @Test("a paste goes into the query, and -q starts with one")
    func pasteAndStartingQuery() {
        let h = picker()
        h.send(.paste("make\n"), at: h.now)
        #expect(h.controller.search?.query == "make ")
        #expect(h.controller.count == 1)
        let started = picker(query: "readme")
        #expect(started.controller.count == 1)
        #expect(started.screen[1].hasPrefix("> readme"))
        let action = started.send(.key(KeyEvent(.enter)), at: started.now)
        #expect(action == .quit(chose: 0))
        #expect(started.controller.search?.cards.lineIndex(forItem: 0) == 0)
    }

    @Test("the help line names the keys that are not letters")
    func helpLine() {
        let h = picker()
        let line = h.screen[29]
        #expect(line.contains("type to filter"))
        #expect(line.contains("Esc cancel") && !line.contains("q quit"))
    }

    @Test("a terminal of 1x1 to 20x6 never traps, with a query and without", arguments: [(1, 1), (5, 2), (16, 5), (20, 6)])
    func tiny(width: Int, height: Int) {
        let h = picker(width: width, height: height, query: "s")
        type("wift", into: h)
        _ = h.screen
        h.key(.backspace)
        _ = h.screen
    }
}

@Suite("A picker of several choices (-m)")
struct MultiSelectTests {
    private func picker(searching: Bool = true) -> Harness<SceneStack> {
        let cards = SearchingLineCards(lines: TextLineCards(lines: SearchingPickerTests.lines))
        var configuration = CarouselConfiguration()
        configuration.allowsMultipleSelection = true
        configuration.settleSpeed = 4
        let search = searching ? PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: false) : nil
        let h = Harness(count: 0, showsDetails: false, dataSource: cards, picker: Picker(lines: cards, search: search))
        h.controller.setMultipleSelection(true)
        h.controller.resize(width: 100, height: 30, now: 0)
        return h
    }

    @Test("Tab toggles and moves on, Shift-Tab toggles and moves back, as fzf's; the status counts, the cards say so")
    func marking() {
        let h = picker()
        h.key(.tab); h.settle()
        h.key(.tab); h.settle()
        #expect(h.controller.currentPage == 2)
        #expect(h.controller.marks?.inOrder == [0, 1])
        #expect(h.screen[0].contains("2 marked · page 3/6"))
        h.key(.tab); h.settle()
        h.key(.backTab); h.settle()
        // Shift-Tab marked card 4 (fzf's toggle+up) and went back to card 3, which it had marked.
        #expect(h.controller.marks?.inOrder == [0, 1, 2, 3])
        #expect(h.controller.currentPage == 2)
        h.key(.backTab); h.settle()
        #expect(h.controller.marks?.inOrder == [0, 1, 3])
        #expect(h.controller.currentPage == 1)
        #expect(h.screen.joined().contains("✓ marked"))
        #expect(h.screen[0].contains("3 marked"))
    }

    @Test("Tab twice on one card leaves it unmarked, and its card no longer says marked")
    func tabTwiceUnmarks() {
        let h = picker()
        h.key(.tab); h.settle()
        #expect(h.controller.marks?.inOrder == [0])
        h.key(.left); h.settle()
        #expect(h.controller.currentPage == 0)
        h.key(.tab); h.settle()
        #expect(h.controller.marks?.inOrder == [])
        #expect(h.controller.currentPage == 1)
        #expect(!h.screen.joined().contains("✓ marked"))
        #expect(h.screen[0].contains("0 marked · page 2/6"))
    }

    @Test("marks are of lines: they stay through a query, and Tab marks the line the card shows")
    func marksFollowLines() {
        let h = picker()
        for c in "make" { h.key(.character(c)) }
        #expect(h.controller.count == 1)
        h.key(.tab); h.settle()
        #expect(h.controller.marks?.inOrder == [4], "Makefile is line 4")
        h.send(.key(KeyEvent(.control("u"), control: true)), at: h.now)
        #expect(h.controller.count == 6)
        #expect(h.controller.marks?.inOrder == [4])
        #expect(h.screen[0].contains("1 marked"))
    }

    @Test("the help line says Tab marks, and the strategy is not on Tab")
    func helpLine() {
        let h = picker()
        #expect(h.screen[29].contains("Tab mark"))
        #expect(!h.screen[29].contains("Tab strategy"))
    }
}
