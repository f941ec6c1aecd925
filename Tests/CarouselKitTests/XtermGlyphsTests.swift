@testable import CarouselCore
@testable import CarouselKit
import Testing

/// xterm with its default bitmap font (`fixed`) has no `╭╮╰╯`, `● ○`, `…` nor `⇧`: they show
/// as empty boxes. What it always draws, whatever its font: Latin-1, and the VT100's
/// line-drawing set (it draws those itself where the font lacks them). In xterm the
/// carousel draws with those alone, column for column; elsewhere, or when told, as it was.
struct XtermGlyphsTests {
    /// Latin-1, and the characters of DEC Special Graphics as Unicode has them.
    static let xtermDraws: Set<UInt32> = Set(0x20...0x7E).union(0xA0...0xFF).union([
        0x25C6, 0x2592, 0x2409, 0x240C, 0x240D, 0x240A, 0x2424, 0x240B, 0x2518, 0x2510, 0x250C, 0x2514, 0x253C,
        0x23BA, 0x23BB, 0x2500, 0x23BC, 0x23BD, 0x251C, 0x2524, 0x2534, 0x252C, 0x2502, 0x2264, 0x2265, 0x03C0, 0x2260,
    ])

    func vt100(_ text: String, width: Int = 20) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        canvas.write(text, x: 0, y: 0, style: Style(foreground: .indexed(25), bold: true))
        canvas.transliterateToVT100()
        return canvas
    }

    @Test func cornersDotsEllipsisAndShift() {
        #expect(vt100("╭──╮│╰╯├┼").lines == ["┌──┐│└┘├┼           "])
        #expect(vt100("○ ● ○ … ○").lines == ["· ◆ · ~ ·           "])
        #expect(vt100("←/→ ⇧←/⇧→").lines == ["</> ^</^>           "])
        #expect(vt100("━┃═║").lines == ["─│─│                "])
    }

    @Test func lettersAndPicturesAreLeftAlone() {
        #expect(vt100("é ß 界 ▀▄").lines == ["é ß 界 ▀▄" + String(repeating: " ", count: 11)])
    }

    @Test func aWholeScreenHasOnlyWhatXtermDrawsInTheSameLayout() {
        let controller = CarouselController(configuration: CarouselConfiguration(), dataSource: DemoCards(count: 20))
        controller.resize(width: 100, height: 30, now: 0)
        var canvas = Canvas(width: 0, height: 0)
        controller.render(into: &canvas, now: 0)
        let unicode = canvas.lines
        #expect(canvas.text.contains("╭"), "the screen has rounded corners to begin with")
        canvas.transliterateToVT100()
        let strangers = Set(canvas.cells.map(\.scalar)).subtracting(Self.xtermDraws)
        #expect(strangers.isEmpty, "not drawn by a default xterm: \(strangers.map { String(format: "U+%04X", $0) })")
        for (a, u) in zip(canvas.lines, unicode) { #expect(a.unicodeScalars.count == u.unicodeScalars.count) }
        #expect(canvas.text.contains("┌────"))
        #expect(canvas.text.contains("◆ · ·"))
        #expect(canvas.text.contains("page 1/20"))
    }

    @Test func xtermIsKnownByWhatItSetsOverridesAside() {
        let utf8 = GlyphSet.automatic
        #expect(utf8.resolved(localeIsUTF8: true, environment: ["XTERM_VERSION": "XTerm(379)", "TERM": "xterm-256color"]) == .vt100)
        #expect(utf8.resolved(localeIsUTF8: true, environment: ["TERM": "xterm-256color"]) == .unicode)
        #expect(utf8.resolved(localeIsUTF8: false, environment: ["XTERM_VERSION": "XTerm(379)"]) == .ascii)
        // tmux or screen started from xterm draw on whatever terminal attaches: not known.
        #expect(
            utf8.resolved(localeIsUTF8: true, environment: ["XTERM_VERSION": "XTerm(379)", "TMUX": "/tmp/t,1,0", "TERM": "tmux-256color"])
                == .unicode)
        #expect(utf8.resolved(localeIsUTF8: true, environment: ["XTERM_VERSION": "XTerm(379)", "TERM": "screen"]) == .unicode)
        // The setting wins: CAROUSEL_GLYPHS, then the configuration's own choice.
        #expect(utf8.resolved(localeIsUTF8: true, environment: ["XTERM_VERSION": "XTerm(379)", "CAROUSEL_GLYPHS": "unicode"]) == .unicode)
        #expect(utf8.resolved(localeIsUTF8: true, environment: ["CAROUSEL_GLYPHS": "vt100"]) == .vt100)
        #expect(GlyphSet.unicode.resolved(localeIsUTF8: true, environment: ["XTERM_VERSION": "XTerm(379)"]) == .unicode)
        #expect(GlyphSet.vt100.resolved(localeIsUTF8: true, environment: [:]) == .vt100)
        #expect(
            utf8.resolved(localeIsUTF8: true, environment: ["CAROUSEL_GLYPHS": "nonsense"]) == .unicode, "bad input: the automatic choice")
    }
}
