@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// fzf's scripting in the picker: `--disabled` and the search switches, the query editor's
/// actions, bindings that change bindings, and `transform`, whose command the program runs
/// and whose output comes back as an event.
@Suite("Scripting actions")
struct ScriptingActionsTests {
    private func picker(_ specs: String..., filters: Bool = true) throws -> (Harness<SceneStack>, PickerSearch) {
        let (h, search, _) = try PickerHarness.make(bindings: specs, filters: filters)
        return (h, search)
    }

    private func ctrl(_ c: Character) -> InputEvent { .key(KeyEvent(.control(c), control: true)) }
    private var all: Int { SearchingPickerTests.lines.count }

    @Test("--disabled: the query is typed and fires change, and filters nothing; enable-search and disable-search switch it")
    func disabledSearch() throws {
        let (h, search) = try picker(
            "change:change-header(changed),ctrl-e:enable-search,ctrl-d:disable-search,ctrl-t:toggle-search",
            filters: false)
        for c in "main" { h.key(.character(c)) }
        #expect(search.query == "main")
        #expect(h.controller.count == all, "every line stays")
        #expect(h.controller.configuration.header == "changed")
        h.send(ctrl("e"), at: h.now)
        #expect(h.controller.count == 1)
        h.send(ctrl("d"), at: h.now)
        #expect(h.controller.count == all)
        h.send(ctrl("t"), at: h.now)
        #expect(h.controller.count == 1 && search.filters)
    }

    @Test("the query editor's actions edit the query as their keys do")
    func queryEditing() throws {
        let (h, search) = try picker("ctrl-a:beginning-of-line+kill-line,ctrl-b:put(Make)+backward-char+backward-delete-char")
        for c in "swift" { h.key(.character(c)) }
        h.send(ctrl("b"), at: h.now)
        #expect(search.query == "swiftMae")
        h.send(ctrl("a"), at: h.now)
        #expect(search.query.isEmpty)
    }

    @Test("transform asks the program to run the command, filled in; its output is actions, done when it comes back")
    func transform() throws {
        let (h, search) = try picker(#"ctrl-x:transform([[ {q} ]] && echo change-prompt:yes)+first"#)
        for c in "read" { h.key(.character(c)) }
        let asked = h.send(ctrl("x"), at: h.now)
        #expect(asked == .run(.capture("[[ 'read' ]] && echo change-prompt:yes")))
        #expect(h.controller.commandEnvironment["FZF_QUERY"] == "read")
        #expect(h.send(.commandOutput("change-prompt(R> )+change-query(main)\n"), at: h.now) == nil)
        #expect(search.prompt == "R> " && search.query == "main")
        #expect(h.controller.takeRequestedAction() == nil, "first, the rest of the chain, done")
    }

    @Test("transform-query, -prompt and -header put the output in place; output that is not actions is ignored")
    func transformTargets() throws {
        let (h, search) = try picker("ctrl-q:transform-query(echo x),ctrl-p:transform-prompt(echo p),ctrl-x:transform(echo x)")
        _ = h.send(ctrl("q"), at: h.now)
        h.send(.commandOutput("main\n"), at: h.now)
        #expect(search.query == "main" && h.controller.count == 1)
        _ = h.send(ctrl("p"), at: h.now)
        h.send(.commandOutput("pick> "), at: h.now)
        #expect(search.prompt == "pick> ")
        _ = h.send(ctrl("x"), at: h.now)
        #expect(h.send(.commandOutput("not-an-action(x"), at: h.now) == nil)
        #expect(h.send(.commandOutput("stray output"), at: h.now) == nil, "no transform is waiting")
    }

    @Test("unbind sets a binding aside, rebind brings it back, toggle-bind flips it; trigger does another key's")
    func bindingsOfBindings() throws {
        let (h, search) = try picker(
            "change:first,ctrl-u:unbind(change),ctrl-r:rebind(change),ctrl-t:toggle-bind(change),ctrl-g:trigger(ctrl-y),ctrl-y:put(Y)")
        h.send(ctrl("u"), at: h.now)
        #expect(h.controller.bindings[.event(.change)] == nil)
        h.send(ctrl("r"), at: h.now)
        #expect(h.controller.bindings[.event(.change)] == [.first])
        h.send(ctrl("t"), at: h.now)
        #expect(h.controller.bindings[.event(.change)] == nil)
        h.send(ctrl("g"), at: h.now)
        #expect(search.query == "Y")
    }

    @Test("pos, cancel, print and print-query")
    func positionsAndLeaving() throws {
        let (h, search) = try picker("ctrl-l:pos(-1),ctrl-f:pos(2),esc:cancel,ctrl-p:print(hello)+accept,ctrl-q:print-query")
        h.send(ctrl("l"), at: h.now); h.settle()
        #expect(h.controller.currentPage == all - 1)
        h.send(ctrl("f"), at: h.now); h.settle()
        #expect(h.controller.currentPage == 1)
        h.key(.character("x"))
        #expect(h.send(.key(KeyEvent(.escape)), at: h.now) == nil && search.query.isEmpty, "cancel clears a query first")
        #expect(h.send(.key(KeyEvent(.escape)), at: h.now) == .quit(chose: nil), "then leaves")
        #expect(h.send(ctrl("p"), at: h.now) == .quit(chose: 0), "the query cleared, back on the first card")
        #expect(h.controller.configuration.acceptance?.printed == ["hello"])
        #expect(h.send(ctrl("q"), at: h.now) == .quit(chose: nil))
        #expect(h.controller.configuration.acceptance?.printsQueryOnly == true)
    }

    @Test("change-multi sets the marks' limit (0: none, the marks gone); replace-query puts the current line in the query")
    func multiAndReplace() throws {
        let (h, search) = try picker("ctrl-o:change-multi(0),ctrl-t:change-multi(1),ctrl-r:replace-query")
        h.key(.tab); h.settle()
        #expect(h.controller.marks?.count == 1)
        h.send(ctrl("o"), at: h.now)
        #expect(h.controller.marks == nil && !h.controller.configuration.allowsMultipleSelection)
        h.send(ctrl("t"), at: h.now)
        #expect(h.controller.configuration.markLimit == 1 && h.controller.marks?.isEmpty == true)
        h.send(ctrl("r"), at: h.now)
        #expect(search.query == SearchingPickerTests.lines[h.controller.currentLineIndex ?? 0])
    }

    @Test("fzf's variables for commands say the picker's state")
    func environment() throws {
        let (h, _) = try picker()
        for c in "s" { h.key(.character(c)) }
        h.key(.tab); h.settle()
        let env = h.controller.commandEnvironment
        #expect(env["FZF_QUERY"] == "s")
        #expect(env["FZF_MATCH_COUNT"] == String(h.controller.count))
        #expect(env["FZF_TOTAL_COUNT"] == String(all))
        #expect(env["FZF_SELECT_COUNT"] == "1")
        #expect(env["FZF_POS"] == "2")
        #expect(env["FZF_INPUT_STATE"] == "enabled")
        #expect(env["FZF_COLUMNS"] == "100" && env["FZF_LINES"] == "30")
    }
}

/// fzf's events the picker raises besides the first ones: `resize`, `multi`, `backward-eof`.
@Suite("Scripting events")
struct ScriptingEventsTests {
    @Test("resize fires on another size (not the first); multi when the marks change; backward-eof on Backspace with no query")
    func events() throws {
        let (h, search, cards) = try PickerHarness.make(bindings: ["resize:put(R),multi:put(M),backward-eof:change-prompt(eof> )"])
        h.controller.resize(width: 100, height: 30, now: 0)
        h.controller.resize(width: 100, height: 30, now: 0.1)
        #expect(search.query.isEmpty, "the same size again is no resize")
        let freshSearch = PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: false)
        let fresh = CarouselController(
            configuration: h.controller.configuration, dataSource: DemoCards(count: 3), picker: Picker(search: freshSearch))
        fresh.resize(width: 120, height: 40, now: 0)
        #expect(freshSearch.query.isEmpty, "the first size is no resize")
        h.controller.resize(width: 90, height: 30, now: 0.2)
        #expect(search.query == "R")
        h.key(.tab); h.settle()
        #expect(search.query == "RM")
        for _ in 0..<2 { h.key(.backspace) }
        #expect(search.query.isEmpty && search.prompt == "> ")
        h.key(.backspace)
        #expect(search.prompt == "eof> ")
    }
}
