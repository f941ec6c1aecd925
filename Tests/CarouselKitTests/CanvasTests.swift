@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The canvas everything draws into, and the text measuring and wrapping behind it: what
/// reaches the terminal is what fits, in the cells it takes.
@Suite("Canvas, text width and wrapping")
struct CanvasTests {
    /// Display width of a line the way the canvas draws it.
    static func drawnWidth(_ text: Substring) -> Int {
        TextWidth.drawn(text)
    }

    /// Every wide character is followed by its continuation, every continuation follows a
    /// wide character, and no cell holds a control character.
    static func check(_ canvas: Canvas) throws {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let c = canvas[x, y]
                if c.width == 2 {
                    try require(x + 1 < canvas.width && canvas[x + 1, y].width == 0, "wide at \(x),\(y) without its other half")
                } else if c.width == 0 {
                    try require(x > 0 && canvas[x - 1, y].width == 2, "orphan continuation at \(x),\(y)")
                } else {
                    try require(
                        c.scalar >= 0x20 && !(0x7F..<0xA0).contains(c.scalar), "control U+\(String(c.scalar, radix: 16)) at \(x),\(y)")
                }
                // What a cell holds is as wide as the cell says (a cluster included).
                if c.width != 0 {
                    let text = canvas.text(of: c)
                    try require(
                        text.count == 1 && TextWidth.drawn(text[...]) == Int(c.width),
                        "cell \(x),\(y) holds \(text.unicodeScalars.map { String($0.value, radix: 16) }) in \(c.width) columns")
                }
            }
            let columns = (0..<canvas.width).reduce(0) { $0 + Int(canvas[$1, y].width) }
            try require(columns == canvas.width, "line \(y) is \(columns) cells wide")
        }
    }

    // MARK: - Width

    @Test(arguments: [
        ("a", 1), ("中", 2), ("한", 2), ("あ", 2), ("😀", 2), ("🚀", 2), ("é", 1), ("─", 1), ("╭", 1),
        ("\u{301}", 0), ("\u{200B}", 0), ("\u{FE0F}", 0), ("\u{7}", 0), ("\u{1B}", 0), ("\u{9B}", 0),
    ])
    func width(of text: String, is cells: Int) {
        #expect(TextWidth.of(text) == cells)
    }

    @Test func widthOfText() {
        #expect(TextWidth.of("Card 12") == 7)
        #expect(TextWidth.of("中文 text") == 9)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("") == 0)
    }

    // MARK: - Writing

    @Test func wideCharactersTakeTwoCells() throws {
        var canvas = Canvas(width: 10, height: 1)
        let end = canvas.write("中a😀", x: 0, y: 0, style: .plain)
        #expect(end == 5)
        #expect(canvas[0, 0].width == 2 && canvas[1, 0].width == 0)
        #expect(canvas[2, 0].scalar == UInt32(("a" as Unicode.Scalar).value))
        #expect(canvas[3, 0].width == 2 && canvas[4, 0].width == 0)
        #expect(canvas.lines == ["中a😀     "])
        try Self.check(canvas)
    }

    @Test func controlCharactersNeverReachTheCanvasRaw() throws {
        var canvas = Canvas(width: 40, height: 1)
        canvas.write("a\u{1B}[31mb\u{7}c\u{0}d\u{7F}e\u{9B}f\tg\r\n", x: 0, y: 0, style: .plain)
        try Self.check(canvas)
        let line = canvas.lines[0]
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        #expect(line.hasPrefix("a␛[31mb␇c␀d␡e?f g␍␊"), "\(line)")
    }

    @Test func aWideCharacterAtTheEdgeDoesNotOverflow() throws {
        var canvas = Canvas(width: 5, height: 1)
        canvas.write("abcd中", x: 0, y: 0, style: .plain)
        #expect(canvas.lines == ["abcd "])
        try Self.check(canvas)

        // At the edge of a clip rectangle inside the canvas.
        var clipped = Canvas(width: 8, height: 1)
        clipped.write("xxxxxxxx", x: 0, y: 0, style: .plain)
        clipped.write("ab中", x: 2, y: 0, style: .plain, clip: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(clipped.lines == ["xxab xxx"], "the wide character would straddle the clip: a space instead")
        try Self.check(clipped)
    }

    @Test func longLinesAreClipped() throws {
        var canvas = Canvas(width: 10, height: 2)
        let long = String(repeating: "0123456789", count: 50)
        canvas.write(long, x: 0, y: 0, style: .plain)
        canvas.write(long, x: 3, y: 1, style: .plain, clip: Rect(x: 2, y: 1, width: 5, height: 1))
        #expect(canvas.lines == ["0123456789", "   0123   "])
        try Self.check(canvas)
    }

    @Test func writingOutsideTheCanvasDoesNothing() throws {
        var canvas = Canvas(width: 4, height: 2)
        canvas.write("hello", x: -3, y: 0, style: .plain)
        canvas.write("hello", x: 0, y: 5, style: .plain)
        canvas.write("hello", x: 9, y: 1, style: .plain)
        canvas.write("中中", x: -1, y: 1, style: .plain)
        canvas.put("x", x: -1, y: -1, style: .plain)
        canvas.fill(Rect(x: -5, y: -5, width: 3, height: 3), with: "#", style: .plain)
        #expect(canvas.lines[0] == "lo  ")
        try Self.check(canvas)
    }

    @Test func overwritingHalfAWideCharacterClearsTheOtherHalf() throws {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("中中中", x: 0, y: 0, style: .plain)
        canvas.put("x", x: 1, y: 0, style: .plain)  // the right half of the first
        canvas.put("y", x: 2, y: 0, style: .plain)  // the left half of the second
        #expect(canvas.lines == [" xy 中"])
        try Self.check(canvas)
    }

    /// Any writes, anywhere, of any text: the canvas stays well formed and no line is wider
    /// than the canvas.
    @Test func randomWritesKeepTheCanvasWellFormed() {
        let pieces = ["a", "Z", " ", "中", "😀", "é", "\u{301}", "\u{1B}", "\t", "\u{7F}", "╭", "─", "한", "\u{200B}", "\u{85}"]
        property("canvas", trials: 1500, baseSeed: 0x5EED_0501) { rng in
            var canvas = Canvas(width: rng.int(0...30), height: rng.int(0...4))
            for _ in 0..<rng.int(1...12) {
                let text = (0..<rng.int(0...20)).map { _ in rng.pick(pieces) }.joined()
                let clip =
                    rng.chance(0.5) ? Rect(x: rng.int(-5...30), y: rng.int(-2...4), width: rng.int(0...30), height: rng.int(0...4)) : nil
                canvas.write(text, x: rng.int(-10...35), y: rng.int(-1...4), style: .plain, clip: clip)
            }
            try Self.check(canvas)
        }
    }

    /// Cells keep character, width and style exactly, for every colour and flag: what is
    /// drawn is what the terminal is told.
    @Test func cellsKeepTheirStyleExactly() {
        func color(_ rng: inout SplitMix64) -> TerminalColor {
            switch rng.int(0...2) {
            case 0: return .default
            case 1: return .basic(UInt8(rng.int(0...255)))
            default: return .indexed(UInt8(rng.int(0...255)))
            }
        }
        property("styles", trials: 5000, baseSeed: 0x5EED_0503) { rng in
            let style = Style(
                foreground: color(&rng), background: color(&rng), bold: rng.chance(0.5), dim: rng.chance(0.5),
                reverse: rng.chance(0.5), underline: rng.chance(0.5))
            let scalar = UInt32(rng.pick([0x20, 0x41, 0x2500, 0x4E2D, 0x1F600, 0x10FFFF, rng.int(0x20...0xD7FF)]))
            let width = UInt8(rng.int(0...2))
            let cell = Canvas.Cell(scalar: scalar, width: width, style: style)
            try require(cell.style == style && cell.scalar == scalar && cell.width == width, "\(style) \(scalar) \(width)")
            var canvas = Canvas(width: 4, height: 1)
            canvas.write("a中", x: 0, y: 0, style: style)
            try require(canvas[0, 0].style == style && canvas[1, 0].style == style, "written with \(style)")
            try require(canvas[3, 0].style == .plain, "untouched cells stay plain")
        }
    }

    @Test func resettingClearsAndResizes() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.write("abc", x: 0, y: 0, style: .plain)
        canvas.reset(width: 3, height: 1)
        #expect(canvas.lines == ["   "])
        canvas.reset(width: 2, height: 2)
        #expect(canvas.lines == ["  ", "  "])
        canvas.reset(width: -4, height: 0)
        #expect(canvas.lines.isEmpty && canvas.text == "")
    }

    // MARK: - Wrapping

    @Test func wrappingBreaksAtSpaces() {
        #expect(TextWrap.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextWrap.wrap("one\ntwo three", width: 20) == ["one", "two three"])
        #expect(TextWrap.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextWrap.wrap("anything", width: 0).isEmpty)
    }

    @Test func wordsLongerThanALineAreBroken() {
        #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test func wideCharactersWrapByTheirWidth() {
        #expect(TextWrap.wrap("中文中文中文", width: 5) == ["中文", "中文", "中文"])
        #expect(TextWrap.wrap("ab中", width: 3) == ["ab", "中"])
    }

    @Test func wrappingStopsAtTheLineLimit() {
        let lines = TextWrap.wrap(String(repeating: "word ", count: 1000), width: 10, maximumLines: 5)
        #expect(lines.count == 5)
    }

    /// Every line fits the width, and no character is lost or repeated (only the spaces
    /// where lines break go).
    @Test func wrappedLinesFitAndKeepEveryCharacter() {
        let words = ["a", "card", "中文", "Café", "x", "longlonglonglongword", "한국어", "tab\there", "\u{1B}[0m", "ok"]
        property("wrap", trials: 2000, baseSeed: 0x5EED_0502) { rng in
            let text = (0..<rng.int(0...30)).map { _ in rng.pick(words) }
                .joined(separator: rng.chance(0.2) ? "\n" : " ")
            let width = rng.int(2...40)
            let lines = TextWrap.wrap(text, width: width, maximumLines: 1000)
            for line in lines {
                try require(
                    Self.drawnWidth(line) <= width, "'\(line)' is \(Self.drawnWidth(line)) wide, width \(width): \(text.debugDescription)")
            }
            let kept = lines.joined().filter { $0 != " " && $0 != "\n" }
            let original = text.filter { $0 != " " && $0 != "\n" }
            try require(kept == original, "lost or repeated characters at width \(width): \(text.debugDescription) -> \(lines)")
        }
    }

    /// Emoji written as one picture from several (a family, a flag) are drawn scalar by
    /// scalar; the wrapping must measure them the same way, or lines run past the card.
    @Test
    func emojiSequencesWrapByTheWidthTheyAreDrawn() {
        let family = "👨\u{200D}👩\u{200D}👧"  // drawn as three wide pictures: 6 cells
        let flag = "🇯🇵"  // two regional indicators: 2 cells
        // Widths at which each picture fits on a line of its own.
        for (text, narrowest) in [(family + " " + family, 6), (flag + flag + flag + flag, 2), ("ab " + family, 6)] {
            for width in narrowest...12 {
                for line in TextWrap.wrap(text, width: width) {
                    #expect(Self.drawnWidth(line) <= width, "'\(line)' at width \(width)")
                }
            }
        }
    }

    /// A character wider than the whole line still shows, on a line of its own.
    @Test
    func aCharacterWiderThanTheLineStillShows() {
        let lines = TextWrap.wrap("中文", width: 1)
        #expect(lines.count <= 2)
        #expect(lines.joined() == "中文")
    }
}

/// A canvas drawn into another: cells, clusters, scrolling strips and pictures move along.
@Suite("Canvas placing")
struct CanvasPlacingTests {
    @Test("cells land at the offset, clipped, and clusters are re-indexed into the target's pool")
    func placesCellsAndClusters() {
        var outer = Canvas(width: 10, height: 3)
        _ = outer.write("e\u{301}x", x: 0, y: 0, style: .plain)
        var inner = Canvas(width: 4, height: 2)
        _ = inner.write("a\u{308}b", x: 0, y: 0, style: .plain)
        _ = inner.write("cd", x: 0, y: 1, style: .plain)
        inner.scrollingRegions.append(.init(rect: Rect(x: 0, y: 0, width: 4, height: 2), axis: .horizontal, position: 3))
        outer.place(inner, x: 7, y: 1)
        #expect(outer.lines == ["e\u{301}x        ", "       a\u{308}b ", "       cd "])
        #expect(outer.scrollingRegions.isEmpty, "a strip cut by the edge is not shifted")
        var whole = Canvas(width: 10, height: 3)
        whole.place(inner, x: 2, y: 1)
        #expect(whole.scrollingRegions.first?.rect == Rect(x: 2, y: 1, width: 4, height: 2))
        #expect(whole.lines[1] == "  a\u{308}b      ")
    }
}
