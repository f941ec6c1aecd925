@testable import CarouselCore
@testable import CarouselKit
import Testing

/// `--bind` read as fzf reads it: its key names, `+` chains, arguments in any of its
/// brackets, comma lists, and its messages for what it refuses.
@Suite("--bind's syntax, as fzf's")
struct BindingParserTests {
    private func parse(_ specs: String...) throws -> [BindTrigger: [BindAction]] {
        var bindings: [BindTrigger: [BindAction]] = [:]
        for spec in specs { try BindingParser.parse(spec, into: &bindings) }
        return bindings
    }

    private func failure(_ spec: String) -> String? {
        var bindings: [BindTrigger: [BindAction]] = [:]
        do { try BindingParser.parse(spec, into: &bindings) } catch { return error.description }
        return nil
    }

    private func key(_ k: Key, shift: Bool = false, alt: Bool = false) -> BindTrigger { .key(k, shift: shift, alt: alt) }

    @Test("keys by fzf's names, several pairs in one comma list and several flags")
    func keys() throws {
        let b = try parse(
            "ctrl-a:select-all,ctrl-D:deselect-all,alt-x:toggle-all", "f5:first,btab:up,space:down",
            "enter:accept,esc:abort,pgdn:page-down,shift-up:last,double-click:accept", "::clear-query")
        #expect(b[key(.control("a"))] == [.selectAll])
        #expect(b[key(.control("d"))] == [.deselectAll])
        #expect(b[key(.character("x"), alt: true)] == [.toggleAll])
        #expect(b[key(.function(5))] == [.first])
        #expect(b[key(.backTab)] == [.up])
        #expect(b[key(.character(" "))] == [.down])
        #expect(b[key(.enter)] == [.accept])
        #expect(b[key(.escape)] == [.abort])
        #expect(b[key(.pageDown)] == [.pageDown])
        #expect(b[key(.up, shift: true)] == [.last])
        #expect(b[.event(.doubleClick)] == [.accept])
        #expect(b[key(.character(":"))] == [.clearQuery])
    }

    @Test("a key press finds its binding: Shift counts on arrows, not on Shift-Tab")
    func pressedKeys() throws {
        let b = try parse("btab:up,shift-left:first,left:last,ctrl-m:toggle")
        #expect(b[BindTrigger(KeyEvent(.backTab, shift: true))] == [.up])
        #expect(b[BindTrigger(KeyEvent(.left, shift: true))] == [.first])
        #expect(b[BindTrigger(KeyEvent(.left))] == [.last])
        #expect(b[BindTrigger(KeyEvent(.enter))] == [.toggle], "ctrl-m is Enter's byte")
    }

    @Test("chains with +, fzf's toggle-down, and events")
    func chains() throws {
        let b = try parse("tab:toggle+down,ctrl-t:toggle-up", "start:change-query(foo)+first,change:first,one:accept")
        #expect(b[key(.tab)] == [.toggle, .down])
        #expect(b[key(.control("t"))] == [.toggle, .up])
        #expect(b[.event(.start)] == [.changeQuery("foo"), .first])
        #expect(b[.event(.change)] == [.first])
        #expect(b[.event(.one)] == [.accept])
    }

    @Test("arguments in any bracket keep their commas, pluses and colons; after a colon they take the rest")
    func arguments() throws {
        let b = try parse(
            "enter:become(echo picked {})", "ctrl-e:execute[cat {} > /tmp/x,y+z]+abort",
            "ctrl-s:execute-silent~touch a:b~", "ctrl-p:change-prompt<?> >,ctrl-h:change-header(keys: a, b)",
            "ctrl-x:first+execute:less {} +x, y")
        #expect(b[key(.enter)] == [.become("echo picked {}")])
        #expect(b[key(.control("e"))] == [.execute("cat {} > /tmp/x,y+z"), .abort])
        #expect(b[key(.control("s"))] == [.executeSilent("touch a:b")])
        #expect(b[key(.control("p"))] == [.changePrompt("?> ")])
        #expect(b[key(.backspace)] == [.changeHeader("keys: a, b")], "ctrl-h is Backspace's byte")
        #expect(b[key(.control("x"))] == [.first, .execute("less {} +x, y")])
    }

    @Test("a later binding of a key replaces the earlier; KEY:+ACTION adds to it")
    func replacing() throws {
        let b = try parse("ctrl-a:first", "ctrl-a:last", "ctrl-b:down", "ctrl-b:+toggle")
        #expect(b[key(.control("a"))] == [.last])
        #expect(b[key(.control("b"))] == [.down, .toggle])
    }

    @Test("the strategies are actions of our own")
    func strategies() throws {
        let b = try parse("ctrl-n:next-strategy,ctrl-o:strategy(nearest),ctrl-d:toggle-details")
        #expect(b[key(.control("n"))] == [.command(.cycleStrategy(1))])
        #expect(b[key(.control("o"))] == [.command(.pickStrategy(Strategies.names.firstIndex(of: "nearest") ?? -1))])
        #expect(failure("ctrl-o:strategy(fastest)")?.hasPrefix("strategy: unknown 'fastest'") == true)
    }

    @Test(
        "fzf's messages for what it refuses",
        arguments: [
            ("ctrl-a:foo", "unknown action: foo"),
            ("ctrl-zz:accept", "unsupported key: ctrl-zz"),
            ("ctrl-a", "bind action not specified: ctrl-a"),
            ("ctrl-a:reload(", "unknown action: reload("),
            ("ctrl-a:execute[ls", "unknown action: execute[ls"),
            ("a:accept+", "unknown action: "),
            ("a:accept,b", "bind action not specified: b"),
        ])
    func refusals(spec: String, message: String) {
        #expect(failure(spec) == message)
    }

    @Test("reload takes a command in any bracket; toggle-preview and refresh-preview take none")
    func reloadAndPreviews() throws {
        let b = try parse(
            "ctrl-r:reload(seq 100 200),ctrl-g:reload:grep {q} a,b+c",
            "ctrl-p:toggle-preview,ctrl-f:refresh-preview+first", "start:reload[ls]")
        #expect(b[key(.control("r"))] == [.reload("seq 100 200")])
        #expect(b[key(.control("g"))] == [.reload("grep {q} a,b+c")])
        #expect(b[key(.control("p"))] == [.togglePreview])
        #expect(b[key(.control("f"))] == [.refreshPreview, .first])
        #expect(b[.event(.start)] == [.reload("ls")])
        #expect(failure("ctrl-p:toggle-preview(x)") == "unknown action: toggle-preview(x)")
    }

    @Test("fzf's actions not built yet are taken, doing nothing, so that fzf's scripts run (the 0.74.5 fish CTRL-R's among them)")
    func takenWithoutEffect() throws {
        var b: [BindTrigger: [BindAction]] = [:]
        try BindingParser.parse("ctrl-k:toggle-raw,ctrl-o:toggle-raw+accept,alt-t:change-with-nth(1,3..|3..|2..)", into: &b)
        #expect(b[key(.control("k"))] == [.withoutEffect("toggle-raw")])
        #expect(b[key(.control("o"))] == [.withoutEffect("toggle-raw"), .accept], "what follows still acts")
        #expect(b[BindTrigger(fzfName: "alt-t")!] == [.changeFields(.withNth, "1,3..|3..|2..")], "the fish CTRL-R's, now done")
    }

    @Test("several keys and events before one colon share its actions, as fzf's start,change:reload(…)")
    func keyLists() throws {
        var b: [BindTrigger: [BindAction]] = [:]
        try BindingParser.parse("start,change:reload(seq {q}),ctrl-a,ctrl-b:first", into: &b)
        #expect(b[.event(.start)] == [.reload("seq {q}")] && b[.event(.change)] == [.reload("seq {q}")])
        #expect(b[key(.control("a"))] == [.first] && b[key(.control("b"))] == [.first])
        try BindingParser.parse("focus,multi,resize:bg-transform:if test 1; then echo show-preview; fi", into: &b)
        let transform = BindAction.backgroundTransform(.actions, "if test 1; then echo show-preview; fi")
        #expect(b[.event(.multi)] == [transform] && b[.event(.focus)] == [transform])
        #expect(failure("ctrl-a,ctrl-b") == "bind action not specified: ctrl-b")
        #expect(failure("ctrl-a,nosuchkey:accept") == "unsupported key: nosuchkey")
    }
}

/// Every key name of fzf 0.74's `--bind`, read, and matched by the key press it names.
@Suite("fzf's key names")
struct FzfKeyNameTests {
    @Test("the control keys that are not letters, and every modified editing key")
    func names() throws {
        let names = [
            "ctrl-space", "ctrl-/", "ctrl-_", "ctrl-^", "ctrl-6", "ctrl-\\", "ctrl-]", "ctrl-up", "ctrl-down",
            "ctrl-left", "ctrl-right", "ctrl-home", "ctrl-end", "ctrl-delete", "ctrl-page-up", "ctrl-page-down",
            "ctrl-alt-up", "alt-ctrl-up", "ctrl-alt-page-down", "ctrl-shift-left", "shift-ctrl-home",
            "ctrl-alt-shift-end", "shift-home", "shift-end", "shift-page-up", "shift-page-down", "alt-home",
            "alt-end", "alt-delete", "alt-page-up", "alt-page-down", "alt-shift-home", "shift-alt-delete",
            "alt-shift-page-up", "ctrl-bs", "ctrl-bspace", "ctrl-backspace", "ctrl-alt-backspace",
            "alt-backspace", "backspace", "delete", "left-click", "right-click", "shift-left-click",
            "shift-right-click", "scroll-up", "scroll-down", "shift-scroll-up", "shift-scroll-down",
            "preview-scroll-up", "preview-scroll-down", "result-final", "click-header", "click-footer",
        ]
        for name in names {
            var b: [BindTrigger: [BindAction]] = [:]
            #expect(throws: Never.self, "\(name)") { try BindingParser.parse("\(name):accept", into: &b) }
        }
        #expect(BindTrigger(fzfName: "ctrl-/") == BindTrigger(fzfName: "ctrl-_"))
        #expect(BindTrigger(fzfName: "shift-bs") == nil)
    }

    @Test("the key a terminal sends is the trigger the name says")
    func pressed() {
        let decoder = InputDecoderTests.self
        func trigger(_ bytes: [UInt8]) -> BindTrigger? {
            guard case .key(let e)? = decoder.decode(bytes).first else { return nil }
            return BindTrigger(e)
        }
        #expect(trigger([0x1F]) == BindTrigger(fzfName: "ctrl-/"))
        #expect(trigger([0x00]) == BindTrigger(fzfName: "ctrl-space"))
        #expect(trigger(Array("\u{1B}[1;5A".utf8)) == BindTrigger(fzfName: "ctrl-up"))
        #expect(trigger(Array("\u{1B}[1;7D".utf8)) == BindTrigger(fzfName: "ctrl-alt-left"))
        #expect(trigger(Array("\u{1B}[1;2H".utf8)) == BindTrigger(fzfName: "shift-home"))
        #expect(trigger(Array("\u{1B}[6;3~".utf8)) == BindTrigger(fzfName: "alt-page-down"))
        #expect(trigger(Array("\u{1B}[3;5~".utf8)) == BindTrigger(fzfName: "ctrl-delete"))
        #expect(trigger(Array("\u{1B}[A".utf8)) == BindTrigger(fzfName: "up"))
    }
}
