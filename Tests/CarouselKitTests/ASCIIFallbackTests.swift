@testable import CarouselCore
@testable import CarouselKit
import Testing

/// Frames for a terminal without UTF-8: every character ASCII, every column where it was.
struct ASCIIFallbackTests {
    func ascii(_ text: String, width: Int = 20) -> (before: Canvas, after: Canvas) {
        var canvas = Canvas(width: width, height: 1)
        canvas.write(text, x: 0, y: 0, style: Style(foreground: .indexed(25), bold: true))
        var after = canvas
        after.transliterateToASCII()
        return (canvas, after)
    }

    @Test func bordersDotsArrowsAndTheRest() {
        #expect(ascii("╭──╮│╰╯├┼").after.lines == ["+--+|++++           "])
        #expect(ascii("○ ● ○ … ○").after.lines == ["o * o ~ o           "])
        #expect(ascii("←/→ ⇧←/⇧→ ↑↓").after.lines == ["</> ^</^> ^v        "])
        #expect(ascii("a · b × 2 é").after.lines == ["a . b x 2 ?         "])
    }

    @Test func everyCellKeepsItsColumnAndStyle() {
        let (before, after) = ascii("x界y😀z…", width: 10)
        #expect(after.lines == ["x??y??z~  "])
        #expect(after.cells.count == before.cells.count)
        for (old, new) in zip(before.cells, after.cells) {
            #expect(new.width == 1)
            #expect(new.style == old.style)
            #expect(new.scalar >= 0x20 && new.scalar < 0x7F)
        }
    }

    @Test func aWholeScreenComesOutInASCIIWithTheSameLayout() {
        let controller = CarouselController(configuration: CarouselConfiguration(), dataSource: DemoCards(count: 20))
        controller.resize(width: 100, height: 30, now: 0)
        var canvas = Canvas(width: 0, height: 0)
        controller.render(into: &canvas, now: 0)
        let unicode = canvas.lines
        canvas.transliterateToASCII()
        #expect(canvas.cells.allSatisfy { $0.scalar >= 0x20 && $0.scalar < 0x7F && $0.width == 1 })
        #expect(canvas.lines.count == unicode.count)
        for (a, u) in zip(canvas.lines, unicode) { #expect(a.unicodeScalars.count == u.unicodeScalars.count) }
        #expect(canvas.text.contains("+----"))
        #expect(canvas.text.contains("* o o"))
        #expect(canvas.text.contains("page 1/20"))
    }

    @Test func theAutomaticChoiceFollowsTheLocale() {
        #expect(GlyphSet.automatic.drawsASCII(localeIsUTF8: false))
        #expect(!GlyphSet.automatic.drawsASCII(localeIsUTF8: true))
        #expect(GlyphSet.ascii.drawsASCII(localeIsUTF8: true))
        #expect(!GlyphSet.unicode.drawsASCII(localeIsUTF8: false))
    }
}
