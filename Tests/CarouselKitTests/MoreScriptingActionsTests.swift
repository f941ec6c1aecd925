@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// The rest of fzf 0.74's actions on a picker: `change-nth`/`change-with-nth` going round
/// their choices, `execute-multi`, `close`, `next-selected`/`prev-selected`, the header's
/// and the query line's `show-`/`hide-`/`toggle-`, `reload-sync`.
@Suite("More scripting actions")
struct MoreScriptingActionsTests {
    static let lines = ["alpha one", "beta two", "gamma three", "delta alpha"]
    private func ctrl(_ c: Character) -> InputEvent { .key(KeyEvent(.control(c), control: true)) }

    @Test("change-nth(2|1|): the fields searched go round; the empty choice is the whole line again")
    func changeNth() throws {
        let (h, search, _) = try PickerHarness.make(lines: Self.lines, bindings: ["ctrl-n:change-nth(2|1|)"])
        for c in "alpha" { h.key(.character(c)) }
        #expect(h.controller.count == 2)
        h.send(ctrl("n"), at: h.now)  // field 2 only: "delta alpha"
        #expect(search.options.nth == FieldRange.list("2") && h.controller.count == 1)
        h.send(ctrl("n"), at: h.now)  // field 1: "alpha one"
        #expect(h.controller.count == 1)
        #expect(h.controller.pickerLines?.store.text(at: h.controller.currentLineIndex ?? -1) == "alpha one")
        h.send(ctrl("n"), at: h.now)  // the whole line
        #expect(search.options.nth == nil && h.controller.count == 2)
    }

    @Test("change-with-nth(2): the cards show the second field and the query searches it")
    func changeWithNth() throws {
        let (h, search, cards) = try PickerHarness.make(lines: Self.lines, bindings: ["ctrl-w:change-with-nth(2|)"])
        h.send(ctrl("w"), at: h.now)
        #expect(cards.lines.shaping.withNth == FieldRange.list("2"))
        for c in "gamma" { h.key(.character(c)) }
        #expect(h.controller.count == 0, "gamma is in field 1, not shown, not searched")
        h.send(ctrl("w"), at: h.now)
        #expect(cards.lines.shaping.withNth == nil && h.controller.count == 1 && search.query == "gamma")
    }

    @Test("execute-multi: every placeholder stands for the marked lines")
    func executeMulti() throws {
        let (h, _, _) = try PickerHarness.make(lines: Self.lines, bindings: ["ctrl-x:execute-multi(echo {})"])
        h.key(.tab)
        h.key(.tab)
        let outcome = h.send(ctrl("x"), at: h.now)
        #expect(outcome == .run(.execute("echo 'alpha one' 'beta two'")), "\(String(describing: outcome))")
    }

    @Test("next-selected and prev-selected go to the marked cards, round the ends")
    func marked() throws {
        let (h, _, _) = try PickerHarness.make(lines: Self.lines, bindings: ["ctrl-n:next-selected", "ctrl-p:prev-selected"])
        h.key(.tab)  // marks alpha, moves on
        h.key(.tab)  // marks beta
        h.key(.right)
        let page = { h.controller.scrollView.destinationPage }
        #expect(page() == 3)
        h.send(ctrl("n"), at: h.now)
        #expect(page() == 0, "round the end to the first marked")
        h.send(ctrl("n"), at: h.now)
        #expect(page() == 1)
        h.send(ctrl("p"), at: h.now)
        #expect(page() == 0)
    }

    @Test("hide-header, show-header and toggle-input take their rows away and give them back")
    func sections() throws {
        let (h, _, _) = try PickerHarness.make(
            lines: Self.lines, bindings: ["ctrl-g:toggle-header", "ctrl-o:toggle-input", "ctrl-s:show-header+show-input"])
        h.controller.configuration.header = "HEAD"
        h.controller.resize(width: 100, height: 30, now: h.now)
        #expect(h.controller.screen.headerRow != nil && h.controller.screen.queryRow != nil)
        h.send(ctrl("g"), at: h.now)
        #expect(h.controller.screen.headerRow == nil)
        h.send(ctrl("o"), at: h.now)
        #expect(h.controller.screen.queryRow == nil)
        h.send(ctrl("s"), at: h.now)
        #expect(h.controller.screen.headerRow != nil && h.controller.screen.queryRow != nil)
    }

    @Test("the names fzf's scripts use are read as these actions")
    func names() throws {
        var b: [BindTrigger: [BindAction]] = [:]
        try BindingParser.parse(
            "a:reload-sync(ls),b:execute-multi(rm {}),c:close,d:down-selected,e:hide-input,f:transform-nth(echo 2),g:change-preview-label(P),h:wait",
            into: &b)
        let all = Array(b.values.joined())
        #expect(all.contains(.reload("ls")) && all.contains(.executeMarked("rm {}")) && all.contains(.close))
        #expect(all.contains(.toMarked(forward: true)) && all.contains(.showSection(.input, .off)))
        #expect(all.contains(.transform(.nth, "echo 2")) && all.contains(.change(.previewLabel, "P")) && all.contains(.ignore))
    }

    @Test("click-header fires on a click on the header, with the word clicked for FZF_CLICK_HEADER_WORD")
    func clickHeader() throws {
        let (h, search, _) = try PickerHarness.make(lines: Self.lines, bindings: ["click-header:change-query(clicked)"])
        h.controller.configuration.header = "one two three"
        h.controller.resize(width: 100, height: 30, now: h.now)
        let row = try #require(h.controller.screen.headerRow)
        h.send(.mouse(MouseEvent(kind: .press, button: .left, x: 6, y: row)), at: h.now)
        h.send(.mouse(MouseEvent(kind: .release, button: .left, x: 6, y: row)), at: h.now)
        #expect(search.query == "clicked")
        #expect(h.controller.commandEnvironment["FZF_CLICK_HEADER_LINE"] == "1")
        #expect(h.controller.commandEnvironment["FZF_CLICK_HEADER_WORD"] == "two")
        // A click on a card is no header click.
        search.setQuery("")
        h.send(.mouse(MouseEvent(kind: .press, button: .left, x: 50, y: 15)), at: h.now)
        #expect(search.query == "")
    }

    @Test("jump: a label on each card in sight; its key goes there and fires jump, another key fires jump-cancel")
    func jump() throws {
        let (h, _, _) = try PickerHarness.make(
            lines: Self.lines,
            bindings: [
                "ctrl-l:jump", "ctrl-k:jump-accept",
                "jump:change-header(J)", "jump-cancel:change-header(C)",
            ])
        h.send(ctrl("l"), at: h.now)
        let labels = try #require(h.controller.bound.jumpLabels?.labels)
        #expect(labels["a"] == 0 && labels["s"] == 1, "\(labels)")
        var canvas = Canvas(width: 0, height: 0)
        h.scene.render(into: &canvas, now: h.now)
        #expect(canvas.lines.contains { $0.contains(" s ") }, "the labels are drawn")
        h.key(.character("s"))
        #expect(h.controller.scrollView.destinationPage == 1 && h.controller.configuration.header == "J")
        #expect(h.controller.bound.jumpLabels == nil)
        h.send(ctrl("l"), at: h.now)
        h.key(.character("Z"))
        #expect(h.controller.configuration.header == "C" && h.controller.scrollView.destinationPage == 1)
        h.send(ctrl("k"), at: h.now)
        #expect(h.key(.character("a")) == .quit(chose: 0), "jump-accept chooses the card")
    }

    @Test("Ctrl-Y and yank type back what the last kill took")
    func yank() throws {
        let (h, search, _) = try PickerHarness.make(lines: Self.lines, bindings: ["alt-y:yank"])
        for c in "alpha one" { h.key(.character(c)) }
        h.send(ctrl("w"), at: h.now)
        #expect(search.query == "alpha ")
        h.send(ctrl("y"), at: h.now)
        #expect(search.query == "alpha one")
        h.send(.key(KeyEvent(.character("y"), alt: true)), at: h.now)
        #expect(search.query == "alpha oneone")
    }
}

@Suite("fzf's recipes, piece by piece")
struct FzfRecipePiecesTests {
    @Test("search(…) searches with --disabled too, as fzf's")
    func searchWhileDisabled() throws {
        let (h, _, _) = try PickerHarness.make(lines: MoreScriptingActionsTests.lines, bindings: ["ctrl-x:search(alpha)"], filters: false)
        #expect(h.controller.count == 4)
        h.send(.key(KeyEvent(.control("x"), control: true)), at: h.now)
        #expect(h.controller.count == 2)
    }

    @Test("a preview that clears the screen (ESC [2J) starts its text over")
    func clearedPreview() {
        var parser = PreviewOutputParser(maximumLines: 100)
        parser.feed(Array("one\ntwo\n\u{1B}[2J\u{1B}[Hthree\n".utf8))
        #expect(parser.text.plainLines == ["three"])
        #expect(parser.builder.lineCount == 1)
    }

    @Test("in fzf's default layout (the query at the bottom) up goes to the next card, down back")
    func upIsNextAtTheBottom() throws {
        let (h, _, _) = try PickerHarness.make(lines: MoreScriptingActionsTests.lines, bindings: ["ctrl-k:up", "ctrl-n:down"])
        h.controller.configuration.queryAtBottom = true
        h.send(.key(KeyEvent(.control("k"), control: true)), at: h.now)
        #expect(h.controller.scrollView.destinationPage == 1)
        h.send(.key(KeyEvent(.control("n"), control: true)), at: h.now)
        #expect(h.controller.scrollView.destinationPage == 0)
    }
}

@Suite("Background transforms")
struct BackgroundTransformTests {
    @Test("bg-transform-query runs beside the picker: keys go on, the output lands when it comes; bg-cancel drops it")
    func beside() throws {
        let (h, search, _) = try PickerHarness.make(
            lines: MoreScriptingActionsTests.lines,
            bindings: ["ctrl-t:bg-transform-query(echo later)", "ctrl-x:bg-cancel"])
        let asked = h.send(.key(KeyEvent(.control("t"), control: true)), at: h.now)
        guard case .run(.captureInBackground(let command, let id))? = asked else {
            Issue.record("not a background command: \(String(describing: asked))")
            return
        }
        #expect(command == "echo later")
        h.key(.character("a"))
        #expect(search.query == "a", "the picker goes on meanwhile")
        h.send(.backgroundOutput(id: id, "later\n"), at: h.now)
        #expect(search.query == "later")
        // Cancelled: what comes after is dropped.
        let again = h.send(.key(KeyEvent(.control("t"), control: true)), at: h.now)
        guard case .run(.captureInBackground(_, let second))? = again else { return }
        #expect(h.send(.key(KeyEvent(.control("x"), control: true)), at: h.now) == .run(.cancelBackground))
        h.send(.backgroundOutput(id: second, "dropped"), at: h.now)
        #expect(search.query == "later")
    }
}

@Suite("Transforms of keys typed in a burst")
struct TransformBurstTests {
    @Test("each change's transform meets its own output: the last key's search is the one that stays")
    func burst() throws {
        let (h, _, _) = try PickerHarness.make(lines: ["a1", "a2", "b1"], bindings: ["change:transform-search(echo {q})"], filters: false)
        h.key(.character("a"))
        h.key(.character("1"))
        var asked: [CarouselAction] = []
        while let action = h.controller.takeRequestedAction() { asked.append(action) }
        #expect(asked == [.run(.capture("echo 'a'")), .run(.capture("echo 'a1'"))], "\(asked)")
        h.send(.commandOutput("a\n"), at: h.now)
        #expect(h.controller.count == 2)
        h.send(.commandOutput("a1\n"), at: h.now)
        #expect(h.controller.count == 1, "the second output is the second change's")
    }
}
