import Testing
import CarouselTestSupport
@testable import CarouselKit

/// Wrapping on the UTF-8 in place gives the very lines the grapheme walk gives, for every
/// text it takes, and leaves the rest to the walk.
@Suite("Text wrapping on scalars")
struct TextWrapScalarsTests {
    /// Pieces of text that stand alone (ASCII, Latin-1, CJK, box drawing, arrows, controls,
    /// tabs, newlines, runs of spaces) and, rarely, ones that join (a combining mark, CR LF).
    static let pieces = [
        "a", "word", "longerword", " ", "  ", "\n", "\n\n", "\t", "中", "文字", "é", "─", "→", "…",
        "\u{01}", "\u{7F}", "\u{9B}", "한", "x", "12345", "¡",
    ]
    static let joining = ["e\u{301}", "\r\n", "🇫🇷", "👍🏽", "\u{1100}\u{1161}"]

    @Test("the scalar wrap and the grapheme walk make the same lines")
    func sameLines() {
        property("same lines", trials: 400, baseSeed: 0x57a9) { rng in
            var text = ""
            var joins = false
            for _ in 0..<rng.int(0...40) {
                if rng.chance(0.05) { text += rng.pick(Self.joining); joins = true } else { text += rng.pick(Self.pieces) }
            }
            let width = rng.int(1...24)
            let limit = rng.int(1...12)
            let walked = TextWrap.wrapCharacters(text, width: width, maximumLines: limit)
            let wrapped = TextWrap.wrap(text, width: width, maximumLines: limit)
            try require(
                wrapped.map(String.init) == walked.map(String.init),
                "\(text.debugDescription) at \(width)x\(limit): \(wrapped) vs \(walked)")
            if let fast = TextWrap.wrapScalars(text, width: width, maximumLines: limit) {
                try require(!joins, "\(text.debugDescription) taken with a joining piece")
                try require(fast.map(String.init) == walked.map(String.init), "\(text.debugDescription): \(fast) vs \(walked)")
            }
        }
    }

    @Test("text with marks, CR LF or emoji sequences is left to the grapheme walk")
    func joiningTextIsWalked() {
        for piece in Self.joining {
            #expect(TextWrap.wrapScalars("ab " + piece + " cd", width: 4, maximumLines: 8) == nil)
        }
        #expect(TextWrap.wrapScalars("plain text\nand 中文", width: 4, maximumLines: 8) != nil)
    }
}
