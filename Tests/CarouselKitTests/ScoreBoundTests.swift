import Testing
import CarouselTestSupport
@testable import CarouselKit

/// The score bound the first screen prunes with: never below fzf's score (else a line that
/// belongs on screen would be skipped), and tight on the lines typing meets most (paths).
@Suite("The score bound")
struct ScoreBoundTests {
    /// Characters of every class, the query's letters often, so that runs, boundaries, camel
    /// case, digits, white space and delimiters all occur around the matches.
    private static let pieces = ["u", "s", "r", "l", "i", "b", "U", "S", "R", "L", "p", "y", "/", "/", "-", "_", ".",
                                 " ", "\t", ":", "|", "0", "9", "x", "Lib", "usr", "sr", "ib", "aB", "__", "  "]

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
        for (query, line) in [("usr", "/host1/usr/lib/x.so"), ("lib", "/host3/var/lib/dpkg"), ("u", "/host2/usr"),
                              ("py", "/usr/lib/python3/dist-packages/pytest"), ("h", "host/a")] {
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
}
