@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// Pictures with transparent parts get real pixels like any other: their fully transparent
/// cells (blank, in the card's background) count as the picture's, not as something drawn
/// over it; what is transparent leaves the card's background showing.
@Suite struct TransparentPictureTests {
    /// A red square in the middle of a transparent picture twice its size: a ring of cells
    /// around it that are transparent through and through.
    static let framed: Picture = {
        var rgba: [UInt8] = []
        for y in 0..<120 {
            for x in 0..<200 {
                let inside = (50..<150).contains(x) && (30..<90).contains(y)
                rgba += inside ? [200, 30, 60, 255] : [0, 0, 0, 0]
            }
        }
        return Picture(width: 200, height: 120, rgba: rgba)!
    }()

    /// The first card's canvas once its preview printed `picture` as kitty graphics (read a
    /// slice a pump), with `format` the terminal's.
    static func canvas(showing picture: Picture, format: PictureFormat) throws -> Canvas {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.loader.pictures = PictureEnvironment(format: format, cellSize: .fallback)
        s.render()
        for job in s.launcher.jobs where job.exit == nil && job.command == "0" {
            job.output = Array("picture\n".utf8) + TestPictures.kittyEscape(picture)
            job.exit = .exited(0)
        }
        for _ in 0..<100 where s.loader.runningIndices.contains(0) { s.loader.pump() }
        var canvas = Canvas(width: 0, height: 0)
        s.scene.render(into: &canvas, now: s.now)
        return canvas
    }

    @Test("kitty sends and places a picture with transparent parts")
    func kittyPlacesIt() throws {
        let canvas = try Self.canvas(showing: Self.framed, format: .kitty)
        let placement = try #require(canvas.picturePlacements.first)
        let blanks = (placement.visible.y..<placement.visible.maxY).flatMap { y -> [Int] in
            (placement.visible.x..<placement.visible.maxX).filter { canvas[$0, y].scalar == 0x20 }
        }
        #expect(!blanks.isEmpty, "the transparent ring is blank cells")
        #expect(placement.isUncovered(in: canvas))
        var presenter = KittyPicturePresenter()
        let bytes = String(decoding: presenter.update(for: canvas), as: UTF8.self)
        #expect(bytes.contains("a=t,f=32"), "sent")
        #expect(bytes.contains("a=p,i=\(placement.id)"), "placed")
    }

    @Test("sixel draws it at rest, its transparent pixels left as the card's background")
    func sixelDrawsIt() throws {
        let canvas = try Self.canvas(showing: Self.framed, format: .sixel)
        let wanted = SixelPicturePresenter.wanted(in: canvas, atRest: true)
        #expect(wanted.count == 1)
        var presenter = SixelPicturePresenter()
        let bytes = presenter.update(wanted, cell: .fallback)
        let start = try #require(bytes.firstIndex(of: 0x71))  // q: the sixel's body
        let decoded = try #require(SixelDecoder.decode(bytes[start...].dropLast(4)))  // from the q, without ESC \ ESC 8
        #expect(decoded.pixel(x: 0, y: 0).3 == 0, "the corner is not painted: the background shows")
        let middle = decoded.pixel(x: decoded.width / 2, y: decoded.height / 2)
        // Sixel's colours are per cent: within a step of 2.55 of each channel.
        #expect(
            abs(Int(middle.0) - 200) <= 3 && abs(Int(middle.1) - 30) <= 3 && abs(Int(middle.2) - 60) <= 3 && middle.3 == 255, "\(middle)")
    }

    @Test("text drawn over a transparent cell still covers the picture")
    func textOverTransparentCovers() throws {
        var canvas = try Self.canvas(showing: Self.framed, format: .kitty)
        let placement = try #require(canvas.picturePlacements.first)
        canvas.write("Keys", x: placement.visible.x, y: placement.visible.y, style: .plain)
        #expect(!placement.isUncovered(in: canvas))
    }
}
