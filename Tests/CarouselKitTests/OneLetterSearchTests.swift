@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// A query of one letter has a look of its own on the first screen (`OneLetterLook`: a line
/// is read for its letter, its ASCII and, only when its length and index leave it a chance,
/// the bonus before each place of its letter). It must find what the matcher itself finds:
/// the same lines, the same count and the same first keys, whatever the lines (blanks,
/// control bytes, capitals, non-ASCII, lines long and short, the letter first), the letter,
/// its case, the scheme, the tiebreak, `--tac` and the number of keys wanted. Longer queries'
/// first look, for ASCII and blanks at once, agrees with the bytes too.
@Suite("The first screen of a one-letter query")
struct OneLetterSearchTests {
    static let pieces = [
        "usr", "lib", "python3", "share", "Doc", "SRC", "x86_64", "é", "a b", "so.6", "ÜBER", "u", "U", "l", "\t",
        "\u{1}", "-", ":", "|", "ab12", "fooBar", " ", "zz",
    ]

    /// Lines across two chunks, of paths and words, from a few bytes to past 255.
    static func corpus(_ count: Int, seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let head = ["", "", "/", " ", "u", "L", "\t"].randomElement(using: &rng)!
            let parts = Int.random(in: 0...4, using: &rng) == 0 ? Int.random(in: 20...80, using: &rng) : Int.random(in: 1...7, using: &rng)
            let tail = Int.random(in: 0...9, using: &rng) == 0 ? [" ", "\r", "  "].randomElement(using: &rng)! : ""
            return head
                + (0..<parts).map { _ in pieces.randomElement(using: &rng)! }
                .joined(separator: ["/", " ", ".", "-", "_", ""].randomElement(using: &rng)!) + tail
        }
    }

    static let letters = ["u", "l", "s", "p", "U", "L", "b", "z", "x", "6", "/", "-", "q", "é"]

    /// Every matching line and every key, by the matcher alone, line by line.
    static func expected(_ store: LineStore, _ query: SearchQuery, _ options: SearchOptions, limit: Int) -> ([UInt32], [RankKey]) {
        let matcher = options.matcher(query)
        var members: [UInt32] = [], keys: [RankKey] = []
        store.forEachLine(in: 0..<store.count) { index, bytes in
            guard let key = matcher.key(bytes, index: index, reversed: options.reversed) else { return }
            members.append(UInt32(index))
            keys.append(key)
        }
        return (members, Array(keys.sorted().prefix(limit)))
    }

    /// The picker's store keeps each line's letter summary, which the look reads first.
    static func summarized(_ lines: [String]) -> LineStore {
        let store = LineStore(lines: lines)
        store.summarizesLetters = true
        return store
    }

    @Test(
        "gives what the matcher gives, line by line, from the bytes and from the letter summaries",
        arguments: [1, 2, 3] as [UInt64], [false, true])
    func sameAsMatcher(seed: UInt64, summarizes: Bool) {
        let lines = Self.corpus(4_500, seed: seed)
        let store = summarizes ? Self.summarized(lines) : LineStore(lines: lines)
        var rng = SplitMix64(seed: seed &* 31)
        for letter in Self.letters {
            for _ in 0..<2 {
                var options = SearchOptions(
                    caseMatching: [.smart, .ignore, .respect].randomElement(using: &rng)!,
                    reversed: Bool.random(using: &rng))
                options.scheme = ScoringScheme.allCases.randomElement(using: &rng)!
                options.tiebreak = [
                    Tiebreak.fzfDefault, Tiebreak.default(for: options.scheme), Tiebreak(criteria: []),
                    Tiebreak(criteria: [.begin, .length]), Tiebreak(criteria: [.end]),
                ].randomElement(using: &rng)!
                let limit = [1, 5, 32, 32, 200].randomElement(using: &rng)!
                let query = options.parse(letter)
                let (members, keys) = Self.expected(store, query, options, limit: limit)
                let context =
                    "summaries \(summarizes) \(letter) \(options.caseMatching) \(options.scheme) \(options.tiebreak.criteria) tac \(options.reversed) limit \(limit)"
                for threads in [1, 2] {
                    let screen = SearchPass.firstScreen(
                        store, query: query, options: options, candidates: nil, fresh: 0..<store.count,
                        limit: limit, threads: threads, isCancelled: { false })!
                    #expect(screen.members == members, "\(context) on \(threads) threads")
                    #expect(screen.top.keys == keys, "\(context) on \(threads) threads")
                    #expect(screen.top.isComplete == (keys.count == members.count), "\(context)")
                }
            }
        }
    }

    @Test("the one pass for ASCII and blanks of longer queries agrees with a byte at a time and with the quick bound")
    func asciiAndBlanksInOnePass() {
        var rng = SplitMix64(seed: 0xB1A)
        let odd: [UInt8] = [0x20, 0x09, 0x01, 0x00, 0x80, 0xC3, 0xA9, 0xFF]
        let bounds = ["us", "lib", "u", "/x", "Us"].map { ScoreBound(SearchQuery($0))! }
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &rng)
            let line: [UInt8] = (0..<count).map { _ in
                Int.random(in: 0..<24, using: &rng) == 0
                    ? odd.randomElement(using: &rng)!
                    : [0x2F, 0x75, 0x55, 0x73, UInt8.random(in: 0x21...0x7F, using: &rng)].randomElement(using: &rng)!
            }
            line.withUnsafeBufferPointer { bytes in
                let scan = LineText.scanASCIIQuiet(bytes)
                #expect(scan.isASCII == line.allSatisfy { $0 < 0x80 }, "\(line)")
                guard scan.isASCII else { return }
                #expect(scan.isQuiet == line.allSatisfy { $0 >= 0x21 }, "\(line)")
                for bound in bounds {
                    #expect(bound.quickBound(ascii: bytes, isQuiet: scan.isQuiet) == bound.quickBound(ascii: bytes), "\(line)")
                }
            }
        }
    }

    @Test("is the look taken for a one-letter query of ASCII, and only then")
    func takenWhereItApplies() {
        let store = LineStore(lines: ["usr", "lib"])
        let options = SearchOptions()
        for (query, applies) in [("u", true), ("U", true), ("/", true), ("us", false), ("'u", false), ("é", false), ("!u", false)] {
            let visitor = ScreenVisitor(query: options.parse(query), options: options, ranked: true, limit: 32)
            #expect(visitor.visitOneLetter(store, lines: 0..<store.count) == applies, "\(query)")
        }
        var ansi = SearchOptions()
        ansi.shaping.ansi = true
        #expect(!ScreenVisitor(query: ansi.parse("u"), options: ansi, ranked: true, limit: 32).visitOneLetter(store, lines: 0..<2))
    }
}
