@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// `--bind`'s keys where the keys are listed: the help box (`?`) and the help line name a
/// bound key with what it does now, and a default no longer names the key bound away.
@Suite("bound keys in the help")
struct BoundKeysHelpTests {
    private func picker(_ spec: String, width: Int = 100) throws -> Harness<SceneStack> {
        let cards = SearchingLineCards(lines: TextLineCards(lines: SearchingPickerTests.lines))
        let search = PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: false)
        let h = Harness(count: 0, width: width, showsDetails: false, dataSource: cards, picker: Picker(lines: cards, search: search))
        h.controller.configuration.isPicker = true
        try BindingParser.parse(spec, into: &h.controller.configuration.bindings)
        h.controller.resize(width: width, height: 30, now: 0)
        return h
    }

    private func helpBox(_ h: Harness<SceneStack>) -> String {
        h.key(.function(1))
        return h.screen.joined(separator: "\n")
    }

    @Test("the help box lists each bound key with its actions")
    func helpBoxListsBindings() throws {
        let h = try picker("ctrl-r:reload(seq 100 200),ctrl-p:toggle-preview+first")
        let box = helpBox(h)
        #expect(box.contains(/ctrl-r +reload\(seq 100 200\)/), "\(box)")
        #expect(box.contains("toggle-preview+first"), "\(box)")
    }

    @Test("a default whose key is bound is listed without it; one with no key left is gone")
    func defaultsLoseTheirKeys() throws {
        let h = try picker("esc:first,f1:ignore")
        let map = h.controller.keyMap
        let quit = try #require(map.entries.first { $0.meaning.hasPrefix("quit") })
        #expect(quit.keys == "q", "Esc is bound away: \(quit.keys)")
        let help = try #require(map.entries.first { $0.meaning.hasPrefix("this help") })
        #expect(help.keys == "?", "F1 is bound to ignore: \(help.keys)")
        #expect(!map.entries.contains { $0.keys == "f1" }, "ignore is not listed as an action")
        #expect(map.entries.contains { $0.keys == "esc" && $0.meaning == "first" })
        let enterOnly = KeyMap.standard.overridden(by: [.key(.enter, shift: false, alt: false): [.abort]])
        #expect(!enterOnly.entries.contains { $0.meaning.hasPrefix("choose") }, "Enter was choose's only key")
    }

    @Test("the help line names the bound key's new action instead of the default's")
    func helpLine() throws {
        let h = try picker("enter:execute(less {})", width: 160)
        let line = try #require(h.screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(line.contains("enter execute(less {})"), "\(line)")
        #expect(!line.contains("Enter choose"), "\(line)")
        let plain = try picker("ctrl-x:first", width: 160)
        let plainLine = try #require(plain.screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(plainLine.contains("Enter choose"), "\(plainLine)")
    }
}
