@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// fzf's `reload`, `--track` and `--header-lines` in the picker, as a person sees them: the
/// cards after a reload, where the focus is, the marks, the header above the cards.
@Suite("reload, --track and --header-lines in the picker")
struct ReloadTrackTests {
    /// A picker over `seq 1 n`, its search run in place.
    private func picker(_ n: Int, track: Bool = false, bind: String? = nil) throws -> (Harness<SceneStack>, SearchingLineCards) {
        let cards = SearchingLineCards(lines: TextLineCards(lines: (1...n).map { "\($0)" }))
        let search = PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: false)
        let h = Harness(count: 0, showsDetails: false, dataSource: cards, picker: Picker(lines: cards, search: search))
        h.controller.setMultipleSelection(true)
        h.controller.configuration.tracksCurrent = track
        if let bind { try BindingParser.parse(bind, into: &h.controller.configuration.bindings) }
        h.controller.resize(width: 100, height: 30, now: 0)
        return (h, cards)
    }

    /// What a reload's command prints, as the program reads it in: the store emptied, then
    /// filled in two reads, then finished.
    private func reload(_ h: Harness<SceneStack>, _ cards: SearchingLineCards, with lines: [String]) {
        h.scene.replaceInput(now: h.now)
        let half = lines.count / 2
        for part in [lines[..<half], lines[half...]] {
            cards.store.append(Array(part.map { $0 + "\n" }.joined().utf8))
            h.controller.search?.storeDidGrow()
            h.advance(by: 0.02)
            h.controller.reloadData(now: h.now)
        }
        cards.store.finish()
        h.advance(by: 0.02)
        h.controller.reloadData(now: h.now)
        h.settle()
    }

    private func currentTitle(_ h: Harness<SceneStack>) -> String? {
        h.controller.currentLineIndex.flatMap { h.controller.pickerLines?.store.text(at: $0) }
    }

    @Test("ctrl-r:reload(...) asks the program for the command, filled in as execute's")
    func request() throws {
        let (h, _) = try picker(10, bind: "ctrl-r:reload(seq 100 200),ctrl-e:reload(grep {q} {})")
        #expect(h.send(.key(KeyEvent(.control("r"), control: true)), at: h.now) == .run(.reload("seq 100 200")))
        h.key(.right); h.settle()
        #expect(h.send(.key(KeyEvent(.control("e"), control: true)), at: h.now) == .run(.reload("grep '' '2'")))
    }

    @Test("a reload replaces the cards with its lines, clears the marks and goes to the first card")
    func replaces() throws {
        let (h, cards) = try picker(10)
        h.key(.right); h.key(.right); h.settle()
        h.key(.tab); h.settle()
        #expect(cards.marks.count == 1)
        reload(h, cards, with: (100...200).map { "\($0)" })
        #expect(h.controller.count == 101)
        #expect(h.controller.currentPage == 0)
        #expect(currentTitle(h) == "100")
        #expect(cards.marks.isEmpty, "fzf clears the selection on reload")
        #expect(h.screen[0].contains("page 1/101"), "\(h.screen[0])")
    }

    @Test("the query stays and is searched again in the new lines")
    func queryStays() throws {
        let (h, cards) = try picker(10)
        for c in "'15" { h.key(.character(c)) }
        h.settle()
        #expect(h.controller.count == 0)
        reload(h, cards, with: (100...200).map { "\($0)" })
        // 115, 150..159: the lines of the reload that hold 15.
        #expect(h.controller.count == 11, "\(h.controller.count)")
        #expect(h.screen[1].contains("'15"))
        #expect(currentTitle(h) == "115" || currentTitle(h)?.hasPrefix("15") == true)
    }

    @Test("--track: the focused line is found again by its text after a reload")
    func trackAcrossReload() throws {
        let (h, cards) = try picker(10, track: true)
        for _ in 0..<4 { h.key(.right) }
        h.settle()
        #expect(currentTitle(h) == "5")
        reload(h, cards, with: (1...20).map { "\($0)" })
        #expect(currentTitle(h) == "5", "\(String(describing: currentTitle(h)))")
        // Without --track the focus would be on the first card.
        let (plain, plainCards) = try picker(10)
        for _ in 0..<4 { plain.key(.right) }
        plain.settle()
        reload(plain, plainCards, with: (1...20).map { "\($0)" })
        #expect(currentTitle(plain) == "1")
    }

    @Test("--track with --id-nth: the line is found again by its id fields, whatever else of it changed")
    func trackByIdentity() throws {
        let (h, cards) = try picker(10, track: true)
        h.controller.configuration.identityFields = FieldRange.list("1")
        for _ in 0..<4 { h.key(.right) }
        h.settle()
        #expect(currentTitle(h) == "5")
        // The same ids, other text after them (a process list's CPU column, say).
        reload(h, cards, with: (1...20).map { "\($0) now-\($0 * 7)" })
        #expect(currentTitle(h) == "5 now-35", "\(String(describing: currentTitle(h)))")
        // By its whole text the line is gone, and the focus goes to the first card.
        let (whole, wholeCards) = try picker(10, track: true)
        for _ in 0..<4 { whole.key(.right) }
        whole.settle()
        reload(whole, wholeCards, with: (1...20).map { "\($0) now-\($0 * 7)" })
        #expect(currentTitle(whole) == "1 now-7")
    }

    @Test("--track: a line no longer there leaves the focus on the first card")
    func trackLost() throws {
        let (h, cards) = try picker(10, track: true)
        for _ in 0..<4 { h.key(.right) }
        h.settle()
        reload(h, cards, with: (100...120).map { "\($0)" })
        #expect(currentTitle(h) == "100")
        // The focus follows the person again.
        h.key(.right); h.settle()
        #expect(currentTitle(h) == "101")
    }

    @Test("--track: the focused line stays focused when the query changes")
    func trackAcrossQuery() throws {
        let (h, _) = try picker(30, track: true)
        for _ in 0..<11 { h.key(.right) }  // 12
        h.settle()
        #expect(currentTitle(h) == "12")
        h.key(.character("2")); h.settle()
        #expect(currentTitle(h) == "12", "\(String(describing: currentTitle(h)))")
        h.key(.backspace); h.settle()
        #expect(currentTitle(h) == "12")
    }

    @Test("a reload started while one runs cancels the older; only the newer counts")
    func cancellation() throws {
        final class Input: CancellableInput {
            var cancelled = 0
            func cancel() { cancelled += 1 }
        }
        let reloads = InputReloads()
        let first = Input(), second = Input()
        reloads.start(first)
        #expect(reloads.isRunning(first))
        reloads.start(second)
        #expect(first.cancelled == 1, "the older reload is cancelled")
        #expect(second.cancelled == 0)
        #expect(reloads.isRunning(second) && !reloads.isRunning(first))
        reloads.finished(first)
        #expect(reloads.isRunning(second), "the older one's end changes nothing")
        reloads.finished(second)
        #expect(reloads.running == nil)
        let third = Input()
        reloads.start(third)
        #expect(second.cancelled == 0, "a reload that ended is not cancelled")

        // In the picker: what the older reload had sent is gone with it.
        let (h, cards) = try picker(10)
        h.scene.replaceInput(now: h.now)
        cards.store.append(Array("old 1\nold 2\nold".utf8))
        h.controller.reloadData(now: h.now)
        reload(h, cards, with: ["new 1", "new 2", "new 3"])
        #expect(h.controller.count == 3)
        #expect(currentTitle(h) == "new 1")
    }

    @Test("--header-lines: the lines taken as the header show above the cards, one a row")
    func headerLines() throws {
        let cards = SearchingLineCards(lines: TextLineCards(lines: ["a", "b"]))
        cards.headerLines = ["H1", "H2"]
        let h = Harness(count: 0, showsDetails: false, dataSource: cards, picker: Picker(lines: cards))
        h.controller.resize(width: 100, height: 30, now: 0)
        let screen = h.screen
        let first = try #require(screen.firstIndex { $0.hasPrefix(" H1") }, "\(screen)")
        #expect(screen[first + 1].hasPrefix(" H2"), "\(screen)")
        let topBorder = try #require(screen.firstIndex { $0.contains("╭") })
        #expect(first + 1 < topBorder)
        #expect(h.controller.count == 2)
        #expect(screen[0].contains("page 1/2"))
    }

    @Test("a store emptied for a reload reads again from nothing")
    func storeRemoveAll() {
        let store = LineStore(lines: ["a", "b", "c"])
        store.removeAll()
        #expect(store.count == 0 && !store.isFinished)
        store.append(Array("x\ny".utf8))
        store.finish()
        #expect(store.count == 2)
        #expect(store.text(at: 0) == "x" && store.text(at: 1) == "y")
        store.removeFirst(1)
        #expect(store.count == 1 && store.text(at: 0) == "y")
    }
}
