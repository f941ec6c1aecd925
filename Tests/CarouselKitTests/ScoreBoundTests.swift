@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// The score bound the first screen prunes with: never below fzf's score (else a line that
/// belongs on screen would be skipped), and tight on the lines typing meets most (paths).
@Suite("The score bound")
struct ScoreBoundTests {
    /// Characters of every class, the query's letters often, so that runs, boundaries, camel
    /// case, digits, white space and delimiters all occur around the matches.
    private static let pieces = [
        "u", "s", "r", "l", "i", "b", "U", "S", "R", "L", "p", "y", "/", "/", "-", "_", ".",
        " ", "\t", ":", "|", "0", "9", "x", "Lib", "usr", "sr", "ib", "aB", "__", "  ",
    ]

    private func line(_ rng: inout SplitMix64) -> String {
        var text = ""
        let long = rng.chance(0.01)
        for _ in 0..<(long ? rng.int(2000...6000) : rng.int(4...40)) { text += rng.pick(Self.pieces) }
        return text
    }

    private func query(_ rng: inout SplitMix64) -> String {
        let letters = Array("usrlibpyUSRLB/-_.0x")
        return (0..<rng.int(1...2)).map { _ in String((0..<rng.int(1...5)).map { _ in rng.pick(letters) }) }
            .joined(separator: " ")
    }

    @Test("the bound is never below the score, over 100,000 random matching line and query pairs")
    func neverUnderEstimates() {
        var rng = SplitMix64(seed: PropertySeeds.override ?? 0xB0_0D)
        var matched = 0, pairs = 0
        while matched < PropertySeeds.trials(100_000) {
            let q = SearchQuery(query(&rng))
            guard let bound = ScoreBound(q) else { continue }
            let matcher = QueryMatcher(q)
            for _ in 0..<20 {
                pairs += 1
                var bytes = Array(line(&rng).utf8)
                bytes.withUnsafeMutableBufferPointer { buffer in
                    let text = UnsafeBufferPointer(buffer)
                    guard let score = matcher.score(text) else { return }
                    matched += 1
                    let b = bound.bound(ascii: text)
                    #expect(b >= score, "'\(String(decoding: text.prefix(80), as: UTF8.self))' for query: bound \(b) < score \(score)")
                    #expect(bound.ceiling >= b)
                }
            }
        }
        #expect(matched >= PropertySeeds.trials(100_000), "\(matched) of \(pairs) pairs matched")
    }

    @Test("on paths the bound is the score: a term after a slash, and one cut by the line's start")
    func tightOnPaths() {
        for (query, line) in [
            ("usr", "/host1/usr/lib/x.so"), ("lib", "/host3/var/lib/dpkg"), ("u", "/host2/usr"),
            ("py", "/usr/lib/python3/dist-packages/pytest"), ("h", "host/a"),
        ] {
            let q = SearchQuery(query)
            var bytes = Array(line.utf8)
            let (bound, score) = bytes.withUnsafeMutableBufferPointer { buffer in
                (ScoreBound(q)!.bound(ascii: UnsafeBufferPointer(buffer)), QueryMatcher(q).score(UnsafeBufferPointer(buffer)))
            }
            #expect(bound == score, "'\(query)' in '\(line)'")
        }
    }

    @Test("queries with other kinds of term are scored exactly: no bound")
    func onlyFuzzyTerms() {
        for query in ["'usr", "^usr", "usr$", "!usr", "usr | lib", "café"] { #expect(ScoreBound(SearchQuery(query)) == nil, "'\(query)'") }
        #expect(ScoreBound(SearchQuery("usr lib")) != nil)
    }

    @Test("with --nth the bound over the chosen fields is never below the score within them")
    func neverUnderEstimatesWithinFields() {
        var rng = SplitMix64(seed: PropertySeeds.override ?? 0xB0_0E)
        var matched = 0
        let forms = ["1", "2", "-1", "2..", "1,3", "..2"]
        let delimiters: [FieldDelimiter] = [.blanks, FieldDelimiter(":"), FieldDelimiter("/"), FieldDelimiter("[:|]")]
        while matched < PropertySeeds.trials(10_000) {
            let q = SearchQuery(query(&rng))
            guard let bound = ScoreBound(q) else { continue }
            let nth = FieldRange.list(rng.pick(forms))!, delimiter = rng.pick(delimiters)
            let matcher = QueryMatcher(q, nth: nth, delimiter: delimiter)
            var fields = MatchFields(nth: nth, delimiter: delimiter)
            for _ in 0..<20 {
                var bytes = Array(line(&rng).utf8)
                bytes.withUnsafeMutableBufferPointer { buffer in
                    let text = UnsafeBufferPointer(buffer)
                    guard let score = matcher.score(text) else { return }
                    matched += 1
                    let scalars = text.map { UInt32($0) }
                    scalars.withUnsafeBufferPointer { fields.split($0) }
                    let all = Self.boundOver(fields.parts, bound)
                    #expect(all >= score, "'\(String(decoding: text.prefix(80), as: UTF8.self))' nth \(nth): bound \(all) < score \(score)")
                    #expect(bound.ceiling >= all)
                }
            }
        }
    }

    private static func boundOver(_ parts: [[UInt8]], _ bound: ScoreBound) -> Int {
        let buffers = parts.map { part -> UnsafeBufferPointer<UInt8> in
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, part.count))
            copy.initialize(from: part, count: part.count)
            return UnsafeBufferPointer(start: copy, count: part.count)
        }
        defer { for b in buffers { UnsafeMutablePointer(mutating: b.baseAddress!).deallocate() } }
        return bound.bound(asciiFields: buffers)
    }

    @Test("with --nth a field's first character counts as a line's start: 'b' in 'a:b' bounds 'b' scored alone")
    func fieldStartIsLineStart() {
        let q = SearchQuery("b")
        let matcher = QueryMatcher(q, nth: FieldRange.list("2"), delimiter: FieldDelimiter(":"))
        var bytes = Array("a:b".utf8)
        let score = bytes.withUnsafeMutableBufferPointer { matcher.score(UnsafeBufferPointer($0)) }
        let whole = bytes.withUnsafeMutableBufferPointer { ScoreBound(q)!.bound(ascii: UnsafeBufferPointer($0)) }
        var field = Array("b".utf8)
        let alone = field.withUnsafeMutableBufferPointer { ScoreBound(q)!.bound(ascii: UnsafeBufferPointer($0)) }
        #expect(score == QueryMatcher(q).score("b"))
        #expect(whole < score!, "the whole line's bound falls short: why fields are bounded afresh")
        #expect(alone >= score!)
    }
}
