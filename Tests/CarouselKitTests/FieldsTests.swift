@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
import Testing

/// fzf's field index expressions, its ways of cutting a line into fields, and `--ansi`'s
/// stripping, with the examples of fzf's manual.
@Suite("Fields and colours")
struct FieldsTests {
    private func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }
    private func fields(_ s: String, _ d: FieldDelimiter) -> [String] {
        let text = scalars(s)
        return d.fields(of: text).map { String(String.UnicodeScalarView(text[$0].compactMap(Unicode.Scalar.init))) }
    }
    private func shown(_ line: String, _ nth: String, delimiter: FieldDelimiter = .blanks) -> String {
        LineShaping(delimiter: delimiter, withNth: FieldRange.list(nth)).shown(line)
    }

    @Test("the manual's index expressions over 'a b c d e'")
    func manualExamples() {
        let line = "a b c d e"
        #expect(shown(line, "1") == "a")
        #expect(shown(line, "2") == "b")
        #expect(shown(line, "-1") == "e")
        #expect(shown(line, "-2") == "d")
        #expect(shown(line, "3..5") == "c d e")
        #expect(shown(line, "2..") == "b c d e")
        #expect(shown(line, "..-3") == "a b c")
        #expect(shown(line, "..") == "a b c d e")
        #expect(shown(line, "1,3") == "a c", "each field keeps its delimiter; the end is trimmed")
        #expect(shown(line, "5,1") == "ea", "the last field has no blank after it to keep")
        #expect(shown(line, "9") == "", "a field past the end is empty")
        #expect(shown(line, "4..2") == "")
    }

    @Test("not expressions: 0, empty, words, three dots")
    func invalid() {
        for text in ["0", "", "a", "1..0", "0..", "1...2", "1,,2", "1-2"] { #expect(FieldRange.list(text) == nil, "\(text)") }
        #expect(FieldRange.list("-3..-1") == [FieldRange(begin: -3, end: nil)])
    }

    @Test("AWK-style: runs of blanks end a field and stay with it; blanks before the first are in none")
    func awk() {
        #expect(fields("  foo  bar\tbaz ", .blanks) == ["foo  ", "bar\t", "baz "])
        #expect(fields("", .blanks) == [])
        #expect(shown("  foo  bar", "1") == "foo")
    }

    @Test("a literal delimiter stays with the field it ends; \\t is a tab")
    func literal() {
        #expect(fields("a:b::c", FieldDelimiter(":")) == ["a:", "b:", ":", "c"])
        #expect(fields("a::b::", FieldDelimiter("::")) == ["a::", "b::"])
        #expect(FieldDelimiter("\\t") == .literal([9]))
        #expect(shown("x:y:z", "2..", delimiter: FieldDelimiter(":")) == "y:z")
        #expect(shown("x:y:z", "1", delimiter: FieldDelimiter(":")) == "x:")
    }

    @Test("a pattern: classes, repeats, escapes; what is no pattern is literal")
    func pattern() {
        #expect(fields("a, b;c", FieldDelimiter("[,;] *")) == ["a, ", "b;", "c"])
        #expect(fields("a  b\tc", FieldDelimiter("\\s+")) == ["a  ", "b\t", "c"])
        #expect(fields("x1y22z", FieldDelimiter("\\d+")) == ["x1", "y22", "z"])
        #expect(fields("a.b", FieldDelimiter("\\.")) == ["a.", "b"])
        #expect(fields("a(b", FieldDelimiter("(")) == ["a(", "b"], "not a valid pattern: literal")
        #expect(fields("a|b", FieldDelimiter("a|b")) == ["a|b"], "alternation is not understood: literal")
    }

    @Test("--ansi takes out SGR, other CSI, OSC, ESC + one, SI/SO and overstrikes")
    func stripping() {
        #expect(ANSIStripping.strip("\u{1B}[1;31mred\u{1B}[0m") == "red")
        #expect(ANSIStripping.strip("\u{1B}[38;5;208mx\u{1B}[m y") == "x y")
        #expect(ANSIStripping.strip("\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{07}") == "link")
        #expect(ANSIStripping.strip("\u{1B}(Bab\u{0E}c\u{0F}") == "abc")
        #expect(ANSIStripping.strip("a_\u{8}b") == "ab", "a character then backspace goes")
        #expect(ANSIStripping.strip("é\u{8}x") == "x")
        #expect(ANSIStripping.strip("plain\u{1B}") == "plain\u{1B}", "a lone ESC at the end stays")
    }

    @Test("marks are on the visible text: escapes and hidden fields do not shift them")
    func positions() {
        let ansi = LineShaping(ansi: true)
        let line = "\u{1B}[31mfoo\u{1B}[0m bar"
        #expect(MatchPositions.positions(of: SearchQuery("bar"), in: ansi.shown(line)) == [4, 5, 6])
        let fields = LineShaping(delimiter: FieldDelimiter(":"), withNth: FieldRange.list("2"))
        #expect(MatchPositions.positions(of: SearchQuery("b"), in: fields.shown("abc:xbz")) == [1])
    }

    @Test("a coloured line's card: its title in its colours, its text without escapes")
    func colouredCard() throws {
        let cards = TextLineCards(
            store: LineStore(lines: ["\u{1B}[31mred\u{1B}[0m plain\tbody \u{1B}[1mbold"]), shaping: LineShaping(ansi: true))
        let card = CardCell(reuseIdentifier: Carousel.cellIdentifier)
        cards.configure(card, line: 0)
        #expect(card.title == "red plain")
        #expect(card.body == "body bold")
        #expect(card.titleColours.count == 9)
        #expect(card.titleColours.first?.foreground == .red)
        #expect(card.titleColours.last?.foreground == .default)
    }

    @Test("fields and colours together: the fields are cut from the line as it came")
    func fieldsAndColours() {
        let shaping = LineShaping(ansi: true, withNth: FieldRange.list("2.."))
        #expect(shaping.shown("\u{1B}[32mone\u{1B}[0m two  three  ") == "two  three")
        var out: [UInt8] = []
        let bytes = Array("\u{1B}[32mone\u{1B}[0m two".utf8)
        bytes.withUnsafeBufferPointer { shaping.shown($0, into: &out) }
        #expect(String(decoding: out, as: UTF8.self) == "two")
    }

    @Test("a preview's {2}, {-1}, {2..}: fields of the line, quoted, without their delimiter")
    func placeholders() {
        let colon = PreviewCommand("sed -n {2}p {1}", delimiter: FieldDelimiter(":"))
        #expect(colon.command(line: "a b.txt:40:x", index: 0) == "sed -n '40'p 'a b.txt'")
        #expect(PreviewCommand("echo {-1} {2..} {n} {}").command(line: " x  y z ", index: 3) == "echo 'z' 'y z' 3 ' x  y z '")
        #expect(PreviewCommand("echo {x} {0} {").command(line: "a", index: 0) == "echo {x} {0} {", "not fields: kept as written")
    }

    @Test("the matcher's bytes are the shown text's, whether cut from bytes or from characters")
    func bytesAgreeWithText() {
        let lines = ["café  日本:語 \u{1B}[31mrøt\u{1B}[0m:x ", "  ä:b\tc  ", "\u{1B}[1m日\u{1B}[0m 本", "", ":::", "a\u{8}b: c"]
        for shaping in [
            LineShaping(withNth: FieldRange.list("2..")), LineShaping(ansi: true, withNth: FieldRange.list("1,-1")),
            LineShaping(delimiter: FieldDelimiter(":"), withNth: FieldRange.list("2")),
            LineShaping(ansi: true, delimiter: FieldDelimiter(":"), withNth: FieldRange.list("..-2")),
            LineShaping(ansi: true, delimiter: FieldDelimiter("[: ]"), withNth: FieldRange.list("2..")),
        ] {
            for line in lines {
                var out: [UInt8] = []
                Array(line.utf8).withUnsafeBufferPointer { shaping.shown($0, into: &out) }
                #expect(String(decoding: out, as: UTF8.self) == shaping.shown(line), "\(shaping) \(line.debugDescription)")
            }
        }
    }
}
