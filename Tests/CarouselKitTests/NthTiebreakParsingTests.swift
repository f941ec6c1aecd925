@testable import CarouselKit
@testable import CarouselMatching
import Testing

/// `--tiebreak` and `--nth` as fzf reads them: what each value means, and the values fzf
/// refuses (refused here too, with fzf's reason).
@Suite("Parsing --tiebreak and --nth")
struct NthTiebreakParsingTests {
    @Test("--tiebreak: one criterion, lists, index only last and implied, case ignored")
    func tiebreakValues() throws {
        #expect(try Tiebreak("length").criteria == [.length])
        #expect(try Tiebreak("chunk").criteria == [.chunk])
        #expect(try Tiebreak("begin,length").criteria == [.begin, .length])
        #expect(try Tiebreak("END,Chunk,index").criteria == [.end, .chunk])
        #expect(try Tiebreak("index").criteria == [])
        #expect(try Tiebreak("chunk,begin,end,index").criteria == [.chunk, .begin, .end])
        #expect(Tiebreak.fzfDefault.criteria == [.length])
    }

    @Test("--tiebreak: unknown, empty, repeated, index not last, more than three: refused with the reason")
    func tiebreakErrors() {
        let cases: [(String, String)] = [
            ("size", "invalid sort criterion: 'size'"), ("", "invalid sort criterion: ''"), ("length,", "invalid sort criterion: ''"),
            ("length,length", "duplicate sort criterion: length"), ("index,index", "duplicate sort criterion: index"),
            ("index,length", "index should be the last criterion"),
            ("chunk,length,begin,end", "at most 3 tiebreaks"),
        ]
        for (value, reason) in cases {
            do {
                _ = try Tiebreak(value)
                Issue.record("'\(value)' was taken")
            } catch {
                #expect(error.description.contains(reason), "'\(value)': \(error.description)")
            }
        }
    }

    @Test("which way the matchers search and what they report follows the criteria, as in fzf")
    func searchDirection() throws {
        #expect(try Tiebreak("end").searchesForward == false)
        #expect(try Tiebreak("end,begin").searchesForward == false)
        #expect(try Tiebreak("begin,end").searchesForward == true)
        #expect(try Tiebreak("length").searchesForward == true)
        #expect(try Tiebreak("chunk").needsExactStart && !Tiebreak("begin").needsExactStart)
    }

    private func parts(_ line: String, nth: String, delimiter: FieldDelimiter) -> [String] {
        var fields = MatchFields(nth: FieldRange.list(nth)!, delimiter: delimiter)
        let scalars = line.unicodeScalars.map(\.value)
        scalars.withUnsafeBufferPointer { fields.split($0) }
        return zip(fields.parts, fields.offsets).map { "\($0.1):" + String(decoding: $0.0, as: UTF8.self) }
    }

    @Test("--nth: fields keep their delimiter, but the last expression's last one; lists and ranges join, and each knows where it starts")
    func nthFields() {
        let colon = FieldDelimiter(":")
        // fzf 0.74.5 strips the delimiter that ends the last expression's text (0.38 kept it).
        #expect(parts("a:bb:c", nth: "2", delimiter: colon) == ["2:bb"])
        #expect(parts("a:bb:c", nth: "-1", delimiter: colon) == ["5:c"])
        #expect(parts("a:bb:c", nth: "2..", delimiter: colon) == ["2:bb:c"])
        #expect(parts("a:bb:c", nth: "1,3", delimiter: colon) == ["0:a:", "5:c"])
        #expect(parts("a:bb:c", nth: "2,1", delimiter: colon) == ["2:bb:", "0:a"])
        #expect(parts("a:bb:c", nth: "..2", delimiter: colon) == ["0:a:bb"])
        #expect(parts("a1b2c", nth: "2", delimiter: FieldDelimiter("[0-9]")) == ["2:b"])
        // As Go's SplitAfter: a line ending with the delimiter has an empty last field.
        #expect(parts("a:b:", nth: "-1", delimiter: colon) == ["4:"])
        #expect(parts("  one  two three", nth: "2", delimiter: .blanks) == ["7:two "])
        #expect(parts("  one  two", nth: "1", delimiter: .blanks) == ["2:one  "])
        #expect(parts("x\ty", nth: "2", delimiter: FieldDelimiter("\\t")) == ["2:y"])
        // A field past the end is empty: nothing matches in it.
        #expect(parts("a:b", nth: "5", delimiter: colon) == ["0:"])
    }

    @Test("--nth: a term matches only within the chosen fields, and is marked there")
    func nthMatching() {
        let matcher = QueryMatcher(SearchQuery("alpha"), nth: FieldRange.list("2"), delimiter: FieldDelimiter(":"))
        #expect(matcher.score("alpha:one") == nil)
        #expect(matcher.score("one:alpha") != nil)
        #expect(matcher.score("one:alpha") == QueryMatcher(SearchQuery("alpha")).score("alpha"))
        #expect(
            MatchPositions.positions(of: SearchQuery("a"), in: "a:ab", nth: FieldRange.list("2"), delimiter: FieldDelimiter(":")) == [2])
        #expect(FieldRange.list("0") == nil && FieldRange.list("1,,2") == nil && FieldRange.list("x") == nil)
    }
}
