import CarouselTestSupport
@testable import CarouselMatching
import Testing

/// The quick look before scoring may only rule out lines the matcher would not match.
struct QuickRejectionTests {
    @Test("never rules out a line the query matches; rules out most lines without the letters")
    func onlyNonMatchesRuledOut() {
        var random = SplitMix64(seed: 0x9E7)
        let alphabet = Array("abcAB-_/. éx".unicodeScalars)
        let queries = ["ab", "a b", "'ab", "^a", "b$", "!a b", "a | b", "AB", "éa", "b/a", "x", "ab c"]
        var ruledOut = 0, nonMatches = 0
        for round in 0..<4_000 {
            let text = String(String.UnicodeScalarView((0..<random.int(0...14)).map { _ in random.pick(alphabet) }))
            let query = SearchQuery(queries[round % queries.count])
            let quick = QuickRejection(query)
            let matcher = QueryMatcher(query)
            var bytes = Array(text.utf8)
            let rejected = bytes.withUnsafeMutableBufferPointer { quick.rulesOut(UnsafeBufferPointer($0)) }
            let matches = matcher.score(text) != nil
            #expect(!(rejected && matches), "\(text) matches \(queries[round % queries.count]) but was ruled out")
            if !matches { nonMatches += 1 }
            if rejected { ruledOut += 1 }
        }
        #expect(ruledOut > nonMatches / 3, "the look rules out lines (\(ruledOut) of \(nonMatches) non-matches)")
    }
}
