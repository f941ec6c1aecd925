@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// What bound keys and events do in a picker, as a person sees it: marks, the query, the
/// prompt, the card, and the command a program is asked to run.
@Suite("--bind in the picker")
struct BindingsTests {
    private func picker(_ specs: String..., multi: Bool = true) throws -> Harness<SceneStack> {
        let cards = SearchingLineCards(lines: TextLineCards(lines: SearchingPickerTests.lines))
        let search = PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: false)
        let h = Harness(count: 0, showsDetails: false, dataSource: cards, picker: Picker(lines: cards, search: search))
        h.controller.setMultipleSelection(multi)
        for spec in specs { try BindingParser.parse(spec, into: &h.controller.configuration.bindings) }
        h.controller.resize(width: 100, height: 30, now: 0)
        return h
    }

    private func ctrl(_ c: Character) -> InputEvent { .key(KeyEvent(.control(c), control: true)) }

    @Test("select-all marks every match, deselect-all unmarks them, toggle-all flips them")
    func marking() throws {
        let h = try picker("ctrl-a:select-all,ctrl-d:deselect-all,ctrl-t:toggle-all")
        h.send(ctrl("a"), at: h.now)
        #expect(h.controller.marks?.inOrder == [0, 1, 2, 3, 4, 5])
        #expect(h.screen[0].contains("6 marked"))
        for c in "scroll" { h.key(.character(c)) }
        h.send(ctrl("t"), at: h.now)
        #expect(h.controller.marks?.inOrder == [0, 2, 4], "the three matches of scroll (lines 1, 3, 5) unmarked")
        h.send(ctrl("d"), at: h.now)
        #expect(h.controller.marks?.inOrder == [0, 2, 4], "deselect-all is of the matches, none marked")
    }

    @Test("change-query and change-prompt show on the query line; clear-query widens again")
    func query() throws {
        let h = try picker("ctrl-q:change-query(make)+change-prompt(which? ),ctrl-k:clear-query")
        h.send(ctrl("q"), at: h.now)
        #expect(h.screen[1].hasPrefix("which? make"))
        #expect(h.controller.count == 1)
        h.send(ctrl("k"), at: h.now)
        #expect(h.controller.count == 6)
    }

    @Test("a bound key does its binding instead of its default; unbound keys keep theirs")
    func overrides() throws {
        let h = try picker("right:last,tab:down+down")
        h.key(.right); h.settle()
        #expect(h.controller.currentPage == 5)
        h.key(.home); h.settle()
        h.key(.tab); h.settle()
        #expect(h.controller.currentPage == 2)
        #expect(h.controller.marks?.isEmpty == true, "Tab no longer marks")
    }

    @Test("execute, execute-silent and become ask the program to run the command, filled in")
    func commands() throws {
        let h = try picker("ctrl-e:execute(vi {} {q}),ctrl-s:execute-silent(touch {+}),ctrl-b:become(echo {n})")
        h.key(.right); h.settle()
        #expect(h.send(ctrl("e"), at: h.now) == .run(.execute("vi 'Sources/CarouselKit/Scroll/ScrollView.swift' ''")))
        h.key(.tab); h.settle()
        h.key(.tab); h.settle()
        #expect(
            h.send(ctrl("s"), at: h.now)
                == .run(.executeSilent("touch 'Sources/CarouselKit/Scroll/ScrollView.swift' 'Sources/carousel/main.swift'")))
        #expect(h.send(ctrl("b"), at: h.now) == .run(.become("echo 3")))
    }

    @Test("a chain goes on after execute and execute-silent once the program has run them, as fzf's; become ends it")
    func chainsGoOnAfterCommands() throws {
        let h = try picker("ctrl-s:execute-silent(true {})+down+toggle+execute(echo {+})+last,ctrl-b:become(echo)+down")
        #expect(h.send(ctrl("s"), at: h.now) == .run(.executeSilent("true 'README.md'")))
        #expect(
            h.controller.takeRequestedAction() == .run(.execute("echo 'Sources/CarouselKit/Scroll/ScrollView.swift'")),
            "down and toggle done, then the next command")
        #expect(h.controller.takeRequestedAction() == nil, "last done: the chain's end")
        h.settle()
        #expect(h.controller.currentPage == h.controller.count - 1)
        #expect(h.send(ctrl("b"), at: h.now) == .run(.become("echo")))
        #expect(h.controller.takeRequestedAction() == nil, "nothing after become")
    }

    @Test("events: change follows the typing, one and zero follow the matches")
    func events() throws {
        let h = try picker("change:last,zero:change-prompt(none> ),one:change-prompt(one> )")
        h.key(.character("s")); h.settle()
        #expect(h.controller.currentPage == h.controller.count - 1, "change went to the last card")
        for c in "wift" { h.key(.character(c)) }
        for c in "xq" { h.key(.character(c)) }
        #expect(h.controller.count == 0)
        #expect(h.screen[1].hasPrefix("none> "))
        h.key(.backspace); h.key(.backspace)
        for c in " main" { h.key(.character(c)) }
        #expect(h.controller.count == 1)
        #expect(h.screen[1].hasPrefix("one> "))
    }

    @Test("accept and abort quit with the card and without")
    func quitting() throws {
        let h = try picker("ctrl-y:accept,ctrl-g:abort")
        h.key(.right); h.settle()
        #expect(h.send(ctrl("y"), at: h.now) == .quit(chose: 1))
        #expect(h.send(ctrl("g"), at: h.now) == .quit(chose: nil))
    }
}
