@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// The first look of a one-letter query (`OneLetterLook`) says what the ASCII check, `memchr`
/// and the score bound say, for every line: lines of every length around the eight- and
/// sixteen-byte steps, the letter at every place, blanks and bytes with the high bit anywhere,
/// and every bonus a line may be asked for.
@Suite("The one-pass look for a one-letter query")
struct LineTextScanTests {
    static func reference(_ line: [UInt8], _ letter: UInt8, caseSensitive: Bool) -> (Bool, Bool) {
        guard line.allSatisfy({ $0 < 0x80 }) else { return (false, false) }
        let folds = !caseSensitive && letter >= 0x61 && letter <= 0x7A
        return (true, line.contains { $0 == letter || (folds && $0 == letter - 32) })
    }

    /// The look for `typed` as the first-screen visitor makes it from the query's term.
    static func look(_ typed: String, _ caseMatching: CaseMatching) -> (OneLetterLook, ScoreBound, UInt8, Bool)? {
        let query = SearchQuery(typed, caseMatching: caseMatching)
        guard let bound = ScoreBound(query), let term = query.groups.first?.first else { return nil }
        let letter = UInt8(term.text[0]), caseSensitive = term.isCaseSensitive
        return (OneLetterLook(letter: letter, caseSensitive: caseSensitive, bound: bound), bound, letter, caseSensitive)
    }

    @Test("the same answers as the ASCII check and memchr, over random lines")
    func agreesWithReference() {
        // Bytes that test the folding's edges: both cases of the letter, the bytes one bit
        // away from them, high bytes, and the rest at random.
        let edges: [UInt8] = [0x55, 0x75, 0x45, 0x65, 0x40, 0x60, 0x5B, 0x7B, 0x20, 0x00, 0x7F, 0x80, 0xC3, 0xFF, 0x2F]
        property("the look over random lines", trials: 4000, baseSeed: 0x5CA9) { rng in
            let length = rng.int(0...40)
            let line = (0..<length).map { _ in rng.chance(0.6) ? rng.pick(edges) : UInt8(rng.int(0...255)) }
            let typed = rng.pick(["u", "U", "a", "/", "z", "@", "`", "5"])
            guard let (look, bound, letter, caseSensitive) = Self.look(typed, rng.pick([.smart, .ignore, .respect])) else { return }
            let want = Self.reference(line, letter, caseSensitive: caseSensitive)
            for needed in [0, Int16(rng.int(0...Int(look.bestPossible))), look.bestPossible + 1] {
                let got = line.withUnsafeBufferPointer { look.look($0, needing: needed) }
                #expect(
                    got.isASCII == want.0 && got.contains == want.1,
                    "line \(line) letter \(letter) caseSensitive \(caseSensitive): got \(got), want \(want)")
                if got.isASCII && got.contains {
                    let whole = line.withUnsafeBufferPointer { bound.bound(ascii: $0) }
                    #expect(got.reaches == (whole >= bound.oneLetterBound(bestBonus: needed)), "line \(line) needing \(needed)")
                }
            }
        }
    }

    @Test("an empty line is ASCII without the letter; the letter as the only byte, or past the last full word, is found")
    func edges() {
        let (look, _, _, _) = Self.look("u", .ignore)!
        let (exactLook, _, _, _) = Self.look("u", .respect)!
        let empty: [UInt8] = []
        #expect(empty.withUnsafeBufferPointer { look.look($0, needing: 0) } == (true, false, false))
        for length in 1...40 {
            for at in 0..<length {
                for needed in [0, look.bestPossible + 1] {
                    var line = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    line[at] = UInt8(ascii: "U")
                    let got = line.withUnsafeBufferPointer { look.look($0, needing: needed) }
                    #expect(got == (true, true, needed == 0), "U at \(at) of \(length)")
                    let exact = line.withUnsafeBufferPointer { exactLook.look($0, needing: needed) }
                    #expect(exact == (true, false, false), "U at \(at) of \(length), case-sensitive")
                    line[at] = 0xC3
                    #expect(line.withUnsafeBufferPointer { look.look($0, needing: needed) }.isASCII == false, "é at \(at) of \(length)")
                }
            }
        }
    }

    @Test("a line reaches a bonus exactly when its score bound reaches that bonus's, for every one-letter query")
    func reachesAsTheBound() {
        let bytes = Array("aAuU/ ._-:xyz09Q\t".utf8)
        property("one-letter bonus in the look", trials: 3000, baseSeed: 0xB0D1) { rng in
            let line = (0..<rng.int(0...40)).map { _ in rng.chance(0.9) ? rng.pick(Array(bytes[..<5] + bytes[6...])) : rng.pick(bytes) }
            let typed = rng.pick(["a", "u", "q", "/", ".", "0", "A", "U"])
            guard let (look, bound, letter, caseSensitive) = Self.look(typed, rng.pick([.smart, .ignore, .respect])) else { return }
            let whole = line.withUnsafeBufferPointer { bound.bound(ascii: $0) }
            for needed in 0...(look.bestPossible + 1) {
                let got = line.withUnsafeBufferPointer { look.look($0, needing: needed) }
                guard got.contains else { continue }
                #expect(
                    got.reaches == (whole >= bound.oneLetterBound(bestBonus: needed)),
                    "line \(line) letter \(letter) caseSensitive \(caseSensitive) needing \(needed)")
            }
        }
    }
}
