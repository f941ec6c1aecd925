@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// A query of fuzzy ASCII terms (what the first letter grows into) has a look of its own on
/// the first screen (`FuzzyTermsLook`: each character found eight bytes a turn, a line
/// lacking one of the letters passed over from its summary). It must find what the matcher
/// finds: the same lines, count and first keys, over all the lines or over a wider query's
/// matches (typing narrows), from the bytes or the summaries, on one thread or two.
@Suite("The first screen of a query of fuzzy terms")
struct FuzzyTermsSearchTests {
    static let queries = [
        "us", "usr", "lib", "Us", "u s", "py th", "x86", "s/", "zz", "6_", "uU", "so.6", "b ab", "lIb", "/", "u\\ s", "é", "ue",
    ]

    /// Whether `needle` occurs in `line` in order, `byte | 0x20` compared for a letter that folds.
    static func isSubsequence(_ needle: [UInt8], of line: [UInt8], folds: Bool) -> Bool {
        var k = 0
        for b in line where k < needle.count {
            let isLetter = needle[k] >= 0x61 && needle[k] <= 0x7A
            if b == needle[k] || (folds && isLetter && b | 0x20 == needle[k]) { k += 1 }
        }
        return k == needle.count
    }

    @Test("finds a term's characters in order as a byte at a time does, at every length and place")
    func lookAgreesWithBytes() {
        var rng = SplitMix64(seed: 0xF022)
        let alphabet: [UInt8] = [0x75, 0x55, 0x73, 0x53, 0x2F, 0x20, 0x00, 0x7F, 0x35, 0x36, 0x5F, 0x60, 0x7B, 0x40]
        for _ in 0..<30_000 {
            let count = rng.chance(0.2) ? rng.int(0...7) : rng.int(8...70)
            let line = (0..<count).map { _ in rng.pick(alphabet) }
            let needle = (0..<rng.int(1...4)).map { _ in rng.pick([0x75, 0x73, 0x2F, 0x35, 0x5F, 0x60] as [UInt8]) }
            for caseSensitive in [false, true] {
                let term = SearchQuery.Term(
                    kind: .fuzzy, isNegated: false, text: needle.map { UInt32($0) }, isCaseSensitive: caseSensitive,
                    foldsAccents: false)
                let look = FuzzyTermsLook([term])!
                let found = line.withUnsafeBufferPointer { look.matches($0) }
                #expect(found == Self.isSubsequence(needle, of: line, folds: !caseSensitive), "\(needle) in \(line), case \(caseSensitive)")
            }
        }
    }

    @Test(
        "gives what the matcher gives, over every line and over a wider query's matches",
        arguments: [7] as [UInt64], [false, true])
    func sameAsMatcher(seed: UInt64, summarizes: Bool) {
        let lines = OneLetterSearchTests.corpus(4_500, seed: seed)
        let store = summarizes ? OneLetterSearchTests.summarized(lines) : LineStore(lines: lines)
        var rng = SplitMix64(seed: seed &* 97)
        for text in Self.queries {
            var options = SearchOptions(
                caseMatching: [.smart, .ignore, .respect].randomElement(using: &rng)!, reversed: Bool.random(using: &rng))
            options.scheme = ScoringScheme.allCases.randomElement(using: &rng)!
            options.tiebreak = [Tiebreak.fzfDefault, Tiebreak(criteria: []), Tiebreak(criteria: [.begin, .length])]
                .randomElement(using: &rng)!
            let limit = [1, 5, 32, 200].randomElement(using: &rng)!
            let query = options.parse(text)
            let (members, keys) = OneLetterSearchTests.expected(store, query, options, limit: limit)
            // A wider query: the first character of the first term.
            let wider = options.parse(String(text.prefix(1)))
            let widerMembers = OneLetterSearchTests.expected(store, wider, options, limit: 1).0
            let context =
                "summaries \(summarizes) '\(text)' \(options.caseMatching) \(options.scheme) tac \(options.reversed) limit \(limit)"
            for (threads, candidates) in [(1, nil), (2, nil), (2, widerMembers)] as [(Int, [UInt32]?)] {
                do {
                    let screen = SearchPass.firstScreen(
                        store, query: query, options: options, candidates: candidates,
                        fresh: candidates == nil ? 0..<store.count : store.count..<store.count,
                        limit: limit, threads: threads, isCancelled: { false })!
                    let how = "\(context) on \(threads) threads, \(candidates == nil ? "every line" : "narrowed")"
                    #expect(screen.members == members, "\(how)")
                    #expect(screen.top.keys == keys, "\(how)")
                }
            }
        }
    }

    @Test("is taken for fuzzy ASCII terms alone, not for fields, negations, exact terms or other letters")
    func takenWhereItApplies() {
        func look(_ text: String, _ options: SearchOptions = SearchOptions()) -> Bool {
            ScreenVisitor(query: options.parse(text), options: options, ranked: true, limit: 8).fuzzyLook != nil
        }
        #expect(look("us"))
        #expect(look("u s"))
        #expect(look("Usr"))
        #expect(!look("u"), "one letter has its own look")
        #expect(!look("'us"))
        #expect(!look("us !lib"))
        #expect(!look("^us"))
        #expect(!look("us | lib"))
        #expect(!look("ué"))
        var fields = SearchOptions()
        fields.nth = [FieldRange("1")!]
        #expect(!look("us", fields))
    }
}
