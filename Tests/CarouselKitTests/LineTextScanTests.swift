@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// The one-pass first look of a one-letter query says what the ASCII check and `memchr`
/// said before it, for every line: lines of every length around the eight-byte steps, the
/// letter at every place, bytes with the high bit anywhere.
@Suite("The one-pass look for a one-letter query")
struct LineTextScanTests {
    static func reference(_ line: [UInt8], _ letter: UInt8, caseSensitive: Bool) -> (Bool, Bool) {
        guard line.allSatisfy({ $0 < 0x80 }) else { return (false, false) }
        let folds = !caseSensitive && letter >= 0x61 && letter <= 0x7A
        return (true, line.contains { $0 == letter || (folds && $0 == letter - 32) })
    }

    @Test("the same answers as the ASCII check and memchr, over random lines")
    func agreesWithReference() {
        // Bytes that test the folding's edges: both cases of the letter, the bytes one bit
        // away from them, high bytes, and the rest at random.
        let edges: [UInt8] = [0x55, 0x75, 0x45, 0x65, 0x40, 0x60, 0x5B, 0x7B, 0x20, 0x00, 0x7F, 0x80, 0xC3, 0xFF, 0x2F]
        property("scanASCII over random lines", trials: 4000, baseSeed: 0x5CA9) { rng in
            let length = rng.int(0...40)
            let line = (0..<length).map { _ in rng.chance(0.6) ? rng.pick(edges) : UInt8(rng.int(0...255)) }
            let letter = rng.pick([
                UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "a"), UInt8(ascii: "/"),
                UInt8(ascii: "z"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "5"),
            ])
            let caseSensitive = rng.chance(0.3)
            let got = line.withUnsafeBufferPointer { LineText.scanASCII($0, for: letter, caseSensitive: caseSensitive) }
            let want = Self.reference(line, letter, caseSensitive: caseSensitive)
            #expect(
                got.isASCII == want.0 && got.contains == want.1,
                "line \(line) letter \(letter) caseSensitive \(caseSensitive): got \(got), want \(want)")
        }
    }

    @Test("an empty line is ASCII without the letter; the letter as the only byte, or past the last full word, is found")
    func edges() {
        let empty: [UInt8] = []
        #expect(empty.withUnsafeBufferPointer { LineText.scanASCII($0, for: 0x75, caseSensitive: false) } == (true, false))
        for length in 1...17 {
            for at in 0..<length {
                var line = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                line[at] = UInt8(ascii: "U")
                let got = line.withUnsafeBufferPointer { LineText.scanASCII($0, for: UInt8(ascii: "u"), caseSensitive: false) }
                #expect(got == (true, true), "U at \(at) of \(length)")
                let exact = line.withUnsafeBufferPointer { LineText.scanASCII($0, for: UInt8(ascii: "u"), caseSensitive: true) }
                #expect(exact == (true, false), "U at \(at) of \(length), case-sensitive")
            }
        }
    }

    @Test("the bound read in the same pass is the score bound's own, for every one-letter query")
    func boundInTheSamePass() {
        let bytes = Array("aAuU/ ._-:xyz09Q\t".utf8)
        property("one-letter bound in the scan", trials: 3000, baseSeed: 0xB0D1) { rng in
            let line = (0..<rng.int(0...30)).map { _ in rng.pick(bytes) }
            let typed = rng.pick(["a", "u", "q", "/", ".", "0", "A", "U"])
            let query = SearchQuery(typed, caseMatching: rng.pick([.smart, .ignore, .respect]))
            // The letter and its case as the first-screen visitor takes them from the term.
            guard let bound = ScoreBound(query), let term = query.groups.first?.first else { return }
            let letter = UInt8(term.text[0]), caseSensitive = term.isCaseSensitive
            var best: Int16 = 0
            let scan = line.withUnsafeBufferPointer { buffer in
                LineText.scanASCII(buffer, for: letter, caseSensitive: caseSensitive) { at in
                    best = max(best, bound.letterBonus(buffer, at: at))
                }
            }
            guard scan.contains else { return }
            let whole = line.withUnsafeBufferPointer { bound.bound(ascii: $0) }
            #expect(bound.oneLetterBound(bestBonus: best) == whole, "line \(line) letter \(letter) caseSensitive \(caseSensitive)")
        }
    }
}
