@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import Testing

@Suite struct PictureFittingTests {
    @Test func aPictureFitsItsBoxWithItsAspectKept() {
        #expect(PictureScaling.fit(width: 240, height: 160, into: (600, 300)) == (450, 300))
        #expect(PictureScaling.fit(width: 240, height: 160, into: (120, 300)) == (120, 80))
        #expect(PictureScaling.fit(width: 0, height: 160, into: (120, 300)) == (0, 0))
    }

    @Test func resamplingAveragesAndKeepsTransparencyOut() throws {
        var rgba: [UInt8] = []
        for x in 0..<4 { rgba += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 0] }
        let picture = try #require(Picture(width: 4, height: 1, rgba: rgba))
        let half = try #require(PictureScaling.resample(picture, width: 2, height: 1))
        #expect(half.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(half.pixel(x: 1, y: 0).3 == 0)
        let one = try #require(PictureScaling.resample(picture, width: 1, height: 1))
        #expect(one.pixel(x: 0, y: 0) == (255, 0, 0, 127), "transparent pixels give no colour, only less alpha")
    }

    /// 240x160 in 20x10 cells of 10x20 pixels: 200x133 pixels, 20 columns, 13 half rows,
    /// so 7 rows centred; red above and below in every cell but the last row's lower half.
    @Test func halfBlocksCarryThePictureColoursCentredInTheirBox() {
        let red = TestPictures.solid(255, 0, 0, width: 240, height: 160)
        let symbols = SymbolPicture(red, columns: 20, rows: 10, cell: .fallback)
        #expect(symbols.columns == 20 && symbols.rows == 7 && symbols.offsetY == 1)
        var canvas = Canvas(width: 22, height: 12)
        symbols.draw(in: &canvas, rect: Rect(x: 1, y: 1, width: 20, height: 10), clip: canvas.bounds, background: .default)
        #expect(canvas.text(of: canvas[1, 2]) == "▀")
        #expect(canvas[1, 2].style.foreground == .indexed(196) && canvas[1, 2].style.background == .indexed(196))
        #expect(canvas[20, 8].style.background == .default, "the last half row is not the picture's")
        #expect(canvas.text(of: canvas[1, 1]) == " " && canvas.text(of: canvas[1, 9]) == " ")
    }

    @Test func cachedPicturesAreBoundedInBytes() {
        var cache = PreviewCache(maximumEntries: 100, maximumBytes: 1 << 20, maximumPictureBytes: 100_000)
        let picture = PreviewPicture(picture: TestPictures.solid(1, 2, 3, width: 100, height: 100), line: 0)  // 40 kB
        for i in 0..<5 {
            cache.insert(StyledText(), picture: picture, exit: .exited(0), wasCut: false, for: .init(index: i, columns: 9, lines: 9))
        }
        #expect(cache.count == 2 && cache.pictureBytes == 80_000)
        #expect(cache.value(for: .init(index: 4, columns: 9, lines: 9))?.picture == picture)
    }

    @Test func theStartUpRepliesChooseThePictureFormat() {
        var kitty = TerminalQueryReplies()
        kitty.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c".utf8))
        #expect(kitty.hasKittyGraphics && kitty.typeahead.isEmpty)
        #expect(PictureFormat.best(replies: kitty, term: "xterm-kitty", termProgram: nil) == .kitty)
        var vt340 = TerminalQueryReplies()
        vt340.feed(Array("\u{1B}[?63;1;2;4;6;9;15;22c".utf8))
        #expect(vt340.deviceAttributes.contains(4))
        #expect(PictureFormat.best(replies: vt340, term: "xterm", termProgram: nil) == .sixel)
        #expect(PictureFormat.best(replies: vt340, term: "tmux-256color", termProgram: nil) == .symbols, "tmux: no passthrough")
        #expect(PictureFormat.best(replies: kitty, term: "xterm-256color", termProgram: "tmux") == .symbols)
        var plain = TerminalQueryReplies()
        plain.feed(Array("\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\\u{1B}[?1;2c".utf8))
        #expect(PictureFormat.best(replies: plain, term: "xterm", termProgram: nil) == .symbols)
        #expect(
            PictureEnvironment(format: .sixel, cellSize: CellPixelSize(width: 9, height: 18)).variables(columns: 10, lines: 4)
                == ["CAROUSEL_IMAGE_FORMAT=sixel", "CAROUSEL_PREVIEW_WIDTH_PX=90", "CAROUSEL_PREVIEW_HEIGHT_PX=72"])
    }
}
