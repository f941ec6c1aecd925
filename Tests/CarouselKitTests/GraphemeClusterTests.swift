@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// Text as written: a grapheme cluster is measured, placed and cut as one character, and
/// every cluster takes the columns a terminal gives it, so that what follows (a card's
/// border) stays in its column.
@Suite("Grapheme clusters: widths, shown text and cutting")
struct GraphemeClusterTests {
    /// Strings terminals agree on (shown exactly as written) and the columns they take.
    static let agreed: [(String, Int)] = [
        ("cafe\u{301}", 4),  // é as e and a combining acute
        ("a\u{301}\u{302}\u{303}", 1),  // three marks on one letter
        ("\u{1112}\u{1161}\u{11AB}", 2),  // 한 as leading, vowel and trailing jamo
        ("\u{1112}\u{1161}", 2),  // 하 as two jamo
        ("\u{D55C}\u{11AB}", 2),  // a syllable and a trailing jamo
        ("中文", 4), ("ＡＢ", 4), ("ｱ", 1),  // wide, fullwidth, halfwidth
        ("\u{1F600}", 2), ("\u{1F3FD}", 2),  // a single emoji, a lone skin tone
        ("1\u{20E3}", 1),  // a keycap's enclosing mark
        ("\u{1F1EB}\u{1F1F7}", 2),  // a flag: a column per letter in tmux and xterm
    ]

    /// Strings terminals disagree on, the columns the canvas gives them and what it shows.
    static let disagreed: [(String, Int, String)] = [
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 6, "\u{1F468}\u{1F469}\u{1F467}"),  // family: its parts
        ("\u{1F44D}\u{1F3FD}", 2, "\u{1F44D}"),  // skin tone dropped
        ("\u{2764}\u{FE0F}", 1, "\u{2764}"),  // VS16 dropped
        ("\u{231A}\u{FE0E}", 2, "\u{231A}"),  // VS15 dropped
        ("1\u{FE0F}\u{20E3}", 1, "1\u{20E3}"),  // keycap without VS16
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2, "\u{1F3F4}"),  // tag flag: the flag
    ]

    @Test func clustersAreMeasuredAsTheyAreShown() {
        for (text, width) in Self.agreed {
            #expect(TextWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        for (text, width, _) in Self.disagreed {
            #expect(TextWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func agreedTextIsShownExactlyAsWritten() throws {
        for (text, width) in Self.agreed {
            var canvas = Canvas(width: 12, height: 1)
            let end = canvas.write("|" + text + "|", x: 0, y: 0, style: .plain)
            let shownWidth = TextWidth.of(text)
            #expect(shownWidth == width)
            #expect(end == shownWidth + 2)
            #expect(canvas.lines[0].hasPrefix("|" + text + "|"), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            // The closing bar is in the column the text's width says.
            #expect(canvas[shownWidth + 1, 0].scalar == 0x7C, "\(text): the border moved")
            try CanvasTests.check(canvas)
        }
    }

    @Test func disagreedTextIsShownAsItsParts() throws {
        for (text, width, shown) in Self.disagreed {
            var canvas = Canvas(width: 12, height: 1)
            let end = canvas.write("|" + text + "|", x: 0, y: 0, style: .plain)
            #expect(end == width + 2)
            #expect(canvas.lines[0].hasPrefix("|" + shown + "|"), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(canvas[width + 1, 0].scalar == 0x7C, "\(shown): the border moved")
            try CanvasTests.check(canvas)
        }
    }

    @Test func jamoMakeOneSyllableAndKeepTheBorderInItsColumn() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("│\u{1112}\u{1161}\u{11AB}│", x: 0, y: 0, style: .plain)
        #expect(canvas[0, 0].width == 1 && canvas[1, 0].width == 2 && canvas[2, 0].width == 0)
        #expect(canvas[3, 0].scalar == 0x2502)
        #expect(canvas.lines[0] == "│\u{1112}\u{1161}\u{11AB}│  ")
    }

    @Test func aClipNeverSplitsAClusterOrAWideCharacter() throws {
        // Right edge: a two-column syllable that would straddle it leaves a space.
        var canvas = Canvas(width: 8, height: 1)
        canvas.write("xxxxxxxx", x: 0, y: 0, style: .plain)
        canvas.write("ab\u{1112}\u{1161}\u{11AB}", x: 2, y: 0, style: .plain, clip: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(canvas.lines == ["xxab xxx"])
        try CanvasTests.check(canvas)
        // A letter with its marks at the edge comes whole or not at all.
        var marks = Canvas(width: 6, height: 1)
        marks.write("abe\u{301}\u{302}z", x: 0, y: 0, style: .plain, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(marks.lines == ["abe\u{301}\u{302}   "])
        // Left edge: half of a wide character before the clip is not drawn.
        var left = Canvas(width: 6, height: 1)
        left.write("\u{1112}\u{1161}ab", x: 0, y: 0, style: .plain, clip: Rect(x: 1, y: 0, width: 5, height: 1))
        #expect(left.lines == ["  ab  "])
        try CanvasTests.check(left)
    }

    @Test func wrappingAndEllipsisCutBetweenClusters() {
        let cafe = "cafe\u{301}"
        #expect(TextWrap.wrap(cafe + " " + cafe, width: 4).map(String.init) == [cafe, cafe])
        #expect(
            TextWrap.wrap(String(repeating: "\u{1112}\u{1161}\u{11AB}", count: 3), width: 4).map(String.init)
                == ["\u{1112}\u{1161}\u{11AB}\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}\u{11AB}"])
        #expect(CardText.ellipsized("xe\u{301}\u{302}yz", width: 3) == "xe\u{301}\u{302}…")
        #expect(TextFitting.fitted("e\u{301}e\u{301}e\u{301}", width: 2) == "e\u{301}…")
        #expect(TextFitting.fitted("ab\u{1112}\u{1161}\u{11AB}", width: 3) == "ab…")
    }

    @Test func theASCIIFallbackKeepsTheBaseLetter() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("e\u{301}\u{1112}\u{1161}\u{11AB}x", x: 0, y: 0, style: .plain)
        canvas.transliterateToASCII()
        #expect(canvas.lines == ["e??x  "])
    }

    /// Random text of every kind of scalar (marks, jamo, joiners, selectors, modifiers,
    /// regional indicators, tags, controls, wide), written anywhere with any clip: nothing
    /// is drawn outside the clip, no row is wider than the canvas (every border after the
    /// text stays in its column), what is not cut advances by its measured width, and
    /// nothing traps.
    @Test func randomTextNeverLeavesTheClipNorMovesWhatFollows() {
        let pieces: [String] = [
            "a", "e", " ", "中", "\u{1F600}", "\u{301}", "\u{302}", "\u{20E3}", "\u{1100}", "\u{1112}",
            "\u{1161}", "\u{11AB}", "\u{D55C}", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{1F3FD}",
            "\u{1F1EB}", "\u{1F1F7}", "\u{E0067}", "\u{1F44D}", "\u{2764}", "\u{1F468}", "\u{7}",
            "\r", "\n", "\t", "\u{85}", "\u{200B}", "ｱ", "Ａ", "\u{93E}", "\u{915}", "\u{600}",
        ]
        property("clusters in a clip", trials: 2000, baseSeed: 0xC1_05E7) { rng in
            let w = rng.int(1...24), h = rng.int(1...3)
            var canvas = Canvas(width: w, height: h)
            canvas.fill(canvas.bounds, with: "#", style: .plain)
            let before = canvas
            let text = (0..<rng.int(0...16)).map { _ in rng.pick(pieces) }.joined()
            let clip = Rect(x: rng.int(0...w - 1), y: 0, width: rng.int(1...w), height: h)
            let x = rng.int(-4...w), y = rng.int(0...h - 1)
            let end = canvas.write(text, x: x, y: y, style: .plain, clip: clip)
            let area = clip.intersection(canvas.bounds)
            for cy in 0..<h {
                for cx in 0..<w where !area.contains(x: cx, y: cy) {
                    try require(canvas[cx, cy] == before[cx, cy], "drawn outside the clip at \(cx),\(cy)")
                }
            }
            try CanvasTests.check(canvas)
            if end < clip.maxX {
                try require(
                    end - x == CanvasTests.drawnWidth(text[...]), "advanced \(end - x), measured \(CanvasTests.drawnWidth(text[...]))")
            }
        }
    }
}
