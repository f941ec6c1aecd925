@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

@Suite struct PictureDecoderTests {
    @Test func aSolidRGBPNGDecodesToItsColour() throws {
        let picture = try #require(PNGDecoder.decode(TestPictures.solidPNG(255, 0, 0, width: 24, height: 16)))
        #expect(picture.width == 24 && picture.height == 16)
        #expect(picture.pixel(x: 23, y: 15) == (255, 0, 0, 255))
    }

    @Test(arguments: [UInt8(0), 1, 2, 3, 4])
    func everyRowFilterIsUndone(filter: UInt8) throws {
        let samples = (0..<(7 * 5 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 / 3) }
        let png = TestPictures.png(width: 7, height: 5, colourType: 6, samples: samples, filter: filter)
        let picture = try #require(PNGDecoder.decode(png))
        #expect(picture.rgba == samples)
    }

    @Test func paletteGreyAndSixteenBitPicturesDecode() throws {
        let palette = try #require(
            PNGDecoder.decode(
                TestPictures.png(
                    width: 4, height: 1, colourType: 3, depth: 2,
                    samples: [0b00_01_10_11], palette: [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9], transparency: [255, 128])))
        #expect(palette.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(palette.pixel(x: 1, y: 0) == (0, 255, 0, 128))
        #expect(palette.pixel(x: 3, y: 0) == (9, 9, 9, 255))
        let grey = try #require(PNGDecoder.decode(TestPictures.png(width: 8, height: 1, colourType: 0, depth: 1, samples: [0b1010_0000])))
        #expect(grey.pixel(x: 0, y: 0) == (255, 255, 255, 255))
        #expect(grey.pixel(x: 1, y: 0) == (0, 0, 0, 255))
        let wide = try #require(
            PNGDecoder.decode(
                TestPictures.png(width: 1, height: 1, colourType: 2, depth: 16, samples: [0x12, 0x34, 0xAB, 0xCD, 0xFF, 0x00])))
        #expect(wide.pixel(x: 0, y: 0) == (0x12, 0xAB, 0xFF, 255))
    }

    @Test func interlacedAndOversizedPNGsAreRefused() {
        var interlaced = TestPictures.solidPNG(1, 2, 3, width: 2, height: 2)
        interlaced[8 + 8 + 12] = 1  // IHDR's interlace byte (CRC not checked)
        #expect(PNGDecoder.decode(interlaced) == nil)
        let huge = TestPictures.png(width: 1, height: 1, colourType: 0, samples: [0])
        var claimed = huge
        claimed.replaceSubrange(16..<24, with: TestPictures.be32(100_000) + TestPictures.be32(100_000))
        #expect(PNGDecoder.decode(claimed) == nil)
    }

    @Test func kittyChunkedRGBAAndPNGPayloadsDecode() throws {
        let red = TestPictures.solid(255, 0, 0, width: 64, height: 40)
        var parser = PreviewOutputParser(maximumLines: 30)
        parser.feed(Array("above\n".utf8) + TestPictures.kittyEscape(red) + Array("\nbelow\n".utf8))
        #expect(parser.pictures.picture == red)
        #expect(parser.pictureLine == 1)
        #expect(parser.text.plainLines == ["above", "", "below"])
        var kitty = KittyGraphicsDecoder()
        let png = TestPictures.solidPNG(0, 0, 255, width: 3, height: 2)
        let blueOrNil = kitty.feed(Array("Ga=T,f=100;".utf8) + Base64.encode(png))
        let blue = try #require(blueOrNil)
        #expect(blue.pixel(x: 2, y: 1) == (0, 0, 255, 255))
        let rgbOrNil = kitty.feed(Array("Gf=24,s=1,v=1;".utf8) + Base64.encode([1, 2, 3]))
        let rgb = try #require(rgbOrNil)
        #expect(rgb.rgba == [1, 2, 3, 255])
    }

    @Test func sixelAndITermPicturesDecode() throws {
        var parser = PreviewOutputParser(maximumLines: 30)
        parser.feed(TestPictures.sixelEscape(width: 10, bands: 2, red: 0, green: 100, blue: 0))
        let lime = try #require(parser.pictures.picture)
        #expect(lime.width == 10 && lime.height == 12)
        #expect(lime.pixel(x: 9, y: 11) == (0, 255, 0, 255))
        var iterm = PreviewOutputParser(maximumLines: 30)
        iterm.feed(TestPictures.itermEscape(TestPictures.solidPNG(255, 255, 0, width: 5, height: 5)))
        let yellow = try #require(iterm.pictures.picture)
        #expect(yellow.pixel(x: 4, y: 4) == (255, 255, 0, 255))
    }

    /// Random bytes, and real pictures cut or corrupted anywhere: never a trap, and never a
    /// picture past the limits.
    @Test func malformedPicturesNeverTrap() {
        var random = SplitMix64(seed: 23)
        let png = TestPictures.solidPNG(10, 20, 30, width: 9, height: 7)
        let inputs: [[UInt8]] = [
            png, TestPictures.kittyEscape(TestPictures.solid(1, 2, 3, width: 5, height: 5)),
            TestPictures.sixelEscape(width: 20, bands: 3, red: 50, green: 0, blue: 50),
            TestPictures.itermEscape(png),
        ]
        for _ in 0..<1500 {
            var bytes = inputs[Int(random.next() % UInt64(inputs.count))]
            switch random.next() % 3 {
            case 0: bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            case 1: for _ in 0..<4 { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
            default: bytes = (0..<Int(random.next() % 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            }
            if let p = PNGDecoder.decode(bytes) { #expect(Picture.fits(width: p.width, height: p.height)) }
            _ = SixelDecoder.decode(bytes)
            var parser = PreviewOutputParser(maximumLines: 10)
            parser.feed(bytes)
            if let p = parser.pictures.picture { #expect(p.rgba.count == p.width * p.height * 4) }
        }
    }

    @Test func aSixelThatDrawsPastTheLimitsIsCutNotFollowed() throws {
        let picture = try #require(SixelDecoder.decode(Array("q#1;2;100;0;0!99999~".utf8)))
        #expect(picture.width == Picture.maximumSide && picture.height == 6)
    }
}
