@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// The picker's search: what typing shows must be what `fzf --filter` (our `LineFilter`,
/// itself held to fzf by the oracle tests) gives for the whole query over the whole input,
/// however the search got there (narrowing the previous matches, merging new input).
@Suite("Searching as it is typed")
struct PickerSearchTests {
    static let words = [
        "src", "main", "swift", "Carousel", "test", "doc", "read", "me", "lib", "ncurses", "x86", "café",
        "Scroll", "view", "page", "µ", "a-b", "c_d", "TODO", "é",
    ]

    static func corpus(_ count: Int, seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...5, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                .joined(separator: ["/", " ", ".", "-", ""].randomElement(using: &rng)!)
        }
    }

    static let alphabet = Array("abcdemnorstuwxCSM /'^$!|.é")

    private func fullSearch(_ store: LineStore, _ query: String, _ options: SearchOptions) -> [Int] {
        let q = options.parse(query)
        if q.isEmpty { return [] }
        return LineFilter.matches(in: store, query: q, sorts: options.sorts, reversed: options.reversed)
    }

    @Test(
        "typing a character at a time shows exactly the whole search's lines, in its order (with letter summaries or not)",
        arguments: [false, true], [false, true])
    func typingEqualsFullSearch(reversed: Bool, summarizes: Bool) {
        var rng = SplitMix64(seed: reversed ? 7 : 3)
        let store = LineStore(lines: Self.corpus(3000, seed: 11))
        store.summarizesLetters = summarizes
        let options = SearchOptions(reversed: reversed)
        let worker = SearchWorker(store: store, options: options, runsInBackground: false)
        // Each key's first screen, then its ranking: every search goes on from the last.
        var shown: SearchResult?
        for _ in 0..<40 {
            var query = ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                if !query.isEmpty && Int.random(in: 0..<5, using: &rng) == 0 {
                    query.removeLast()
                } else {
                    query.append(Self.alphabet.randomElement(using: &rng)!)
                }
                worker.search(query)
                let expected = fullSearch(store, query, options)
                if options.parse(query).isEmpty { continue }
                // A query typed again as it was keeps its result.
                if let result = worker.takeResult() { shown = result }
                guard let result = shown, result.query == query else { Issue.record("no result for '\(query)'"); continue }
                #expect((0..<result.count).map { result.lineIndex(at: $0)! } == expected, "'\(query)'")
            }
        }
    }

    @Test("a narrowed query's matches are among the wider query's (the shortcut is sound)")
    func narrowingIsSound() {
        var rng = SplitMix64(seed: 5)
        let lines = Self.corpus(800, seed: 2)
        var narrowings = 0
        for _ in 0..<3000 {
            let wide = String((0..<Int.random(in: 1...4, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng)! })
            let narrow = wide + String((0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng)! })
            let w = SearchQuery(wide), n = SearchQuery(narrow)
            guard w.isNarrowed(by: n) else { continue }
            narrowings += 1
            let wm = QueryMatcher(w), nm = QueryMatcher(n)
            for line in lines where nm.score(line) != nil {
                #expect(wm.score(line) != nil, "'\(narrow)' matches '\(line)' but '\(wide)' does not")
            }
        }
        #expect(narrowings > 500, "the shortcut should apply to most typing")
    }

    @Test("what the shortcut must refuse: alternatives, negations, a term turned suffix or case-sensitive")
    func narrowingRefusals() {
        #expect(SearchQuery("ab").isNarrowed(by: SearchQuery("abc")))
        #expect(SearchQuery("ab").isNarrowed(by: SearchQuery("ab cd")))
        #expect(SearchQuery("ab").isNarrowed(by: SearchQuery("aB")))
        #expect(!SearchQuery("aB").isNarrowed(by: SearchQuery("ab")))
        #expect(!SearchQuery("!ab").isNarrowed(by: SearchQuery("!abc")))
        #expect(!SearchQuery("ab |").isNarrowed(by: SearchQuery("ab | c")))
        #expect(SearchQuery("'ab").isNarrowed(by: SearchQuery("'abc")))
        #expect(!SearchQuery("'ab").isNarrowed(by: SearchQuery("abc")))
        #expect(SearchQuery("^ab").isNarrowed(by: SearchQuery("^abc")))
        #expect(!SearchQuery("ab$").isNarrowed(by: SearchQuery("ab$c")))
    }

    @Test(
        "lines that come while a query stands are searched and merged in: the same as searching all at once",
        arguments: ["sc", "s", "S"])
    func streamingMerges(query: String) {
        let all = Self.corpus(5000, seed: 9)
        let store = LineStore()
        store.summarizesLetters = true
        let worker = SearchWorker(store: store, options: SearchOptions(), runsInBackground: false)
        worker.search(query)
        var shown: SearchResult?
        for chunk in stride(from: 0, to: all.count, by: 700) {
            for line in all[chunk..<min(all.count, chunk + 700)] { store.append(Array((line + "\n").utf8)) }
            worker.storeDidGrow()
            if let r = worker.takeResult() { shown = r }
        }
        let expected = fullSearch(store, query, SearchOptions())
        #expect(shown.map { r in (0..<r.count).map { r.lineIndex(at: $0)! } } == expected)
        #expect(shown?.coveredLines == all.count)
    }

    @Test("a search in the background wakes the loop, the newest query wins, and its first cards and count are final")
    func background() async throws {
        // More lines than a search once took in one round: no partial top may show.
        let store = LineStore(lines: Self.corpus(130_000, seed: 4))
        let worker = SearchWorker(store: store, options: SearchOptions())
        worker.search("s")
        worker.search("sw")
        worker.search("swi")
        var first: SearchResult?, result: SearchResult?
        func ranked(_ r: SearchResult?) -> Bool { r.map { $0.count == 0 || $0.lineIndex(at: $0.count - 1) != nil } ?? false }
        for _ in 0..<20_000 where !ranked(result) || worker.isSearching {
            try await Task.sleep(for: .milliseconds(2))
            if let r = worker.takeResult() {
                if first == nil { first = r }
                result = r
            }
        }
        let expected = fullSearch(store, "swi", SearchOptions())
        // What shows first is already the final count and the final first cards, in order.
        #expect(first?.query == "swi")
        #expect(first?.count == expected.count)
        let firstCards = first.map { r in (0..<min(3, r.count)).map { r.lineIndex(at: $0) ?? -1 } } ?? []
        #expect(firstCards == Array(expected.prefix(3)))
        #expect(result.map { r in (0..<r.count).map { r.lineIndex(at: $0) ?? -1 } } == expected)
        #expect(!worker.isSearching)
    }

    @Test("marked characters: a fuzzy term's tightest window, an exact term's occurrence, a prefix after blanks")
    func positions() {
        #expect(MatchPositions.positions(of: SearchQuery("msw"), in: "src/main.swift") == [4, 9, 10])
        #expect(MatchPositions.positions(of: SearchQuery("'ain"), in: "src/main.swift") == [5, 6, 7])
        #expect(MatchPositions.positions(of: SearchQuery("^ab"), in: "  abc") == [2, 3])
        #expect(MatchPositions.positions(of: SearchQuery("ift$"), in: "x.swift ") == [4, 5, 6])
        #expect(MatchPositions.positions(of: SearchQuery("zz | ma !x"), in: "main") == [0, 1])
        #expect(MatchPositions.positions(of: SearchQuery("CAF"), in: "le café") == [])
        #expect(MatchPositions.positions(of: SearchQuery("caf"), in: "le Café") == [3, 4, 5])
    }
}
