import Testing
@testable import CarouselKit

/// The loader with pictures: a preview that carries one is read past the text's cap, its
/// picture kept shrunk to the body, drawn on the card, and given back from the cache.
@Suite struct PicturePreviewLoadingTests {
    @Test func aLargePictureIsReadWholeShrunkToTheBodyAndCached() throws {
        let launcher = FakeLauncher()
        let loader = PreviewLoader(command: PreviewCommand("{n}"), launcher: launcher) { DemoCards.title($0) }
        loader.pictures = PictureEnvironment(format: .kitty, cellSize: .fallback)
        loader.setBodySize(columns: 20, lines: 6)
        loader.prefetch([0])
        let job = try #require(launcher.jobs.first)
        let big = TestPictures.solid(200, 30, 60, width: 300, height: 300)  // 360 kB of RGBA: past 256 KiB as base64
        job.output = Array("title\n".utf8) + TestPictures.kittyEscape(big) + Array("\ncaption\n".utf8)
        job.exit = .exited(0)
        for _ in 0..<100 where loader.runningCount > 0 { loader.pump() }
        let content = loader.content(for: 0)
        #expect(!content.wasCut, "a picture's output is read past the text's cap")
        let pictured = try #require(content.picture)
        #expect(pictured.picture.width == 120 && pictured.picture.height == 120, "shrunk to the body's 200x120 pixels")
        #expect(pictured.line == 1)
        #expect(content.text.plainLines == ["title", "", "caption"])
        let symbols = try #require(content.symbolPicture(columns: 20, rows: 4))
        #expect(symbols.columns == 8 && symbols.rows == 4, "120x120 pixels in cells of 10x20, aspect kept")
        // Gone from the card and back: from the cache, with its id (kitty does not send it again).
        loader.cancelPrefetching([0])
        #expect(loader.content(for: 0).picture == pictured)
        #expect(loader.cache.pictureBytes == pictured.byteCount)
        #expect(launcher.jobs[0].command == "0" && launcher.jobs.count == 1)
    }

    /// A text cap set by the program bounds text; the picture's larger cap is for pictures.
    @Test func textAloneIsStillCutAtItsCap() throws {
        let launcher = FakeLauncher()
        let loader = PreviewLoader(command: PreviewCommand("{n}"), launcher: launcher) { DemoCards.title($0) }
        loader.byteCap = 256 << 10
        loader.setBodySize(columns: 20, lines: 6)
        loader.prefetch([0])
        let job = try #require(launcher.jobs.first)
        job.output = Array(repeating: 0x41, count: 300 << 10)  // one long line, no picture
        for _ in 0..<100 where loader.runningCount > 0 { loader.pump() }
        #expect(loader.content(for: 0).wasCut)
        #expect(loader.content(for: 0).picture == nil)
    }
}
