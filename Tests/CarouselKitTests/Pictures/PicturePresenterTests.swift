@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import Testing

@Suite struct PicturePresenterTests {
    static func canvas(with placements: [PicturePlacement]) -> Canvas {
        var canvas = Canvas(width: 100, height: 30)
        for p in placements {
            canvas.fill(p.visible, with: "▀", style: Style(foreground: .indexed(196), background: .indexed(196)))
            canvas.picturePlacements.append(p)
        }
        return canvas
    }

    static let red = TestPictures.solid(200, 30, 60, width: 100, height: 50)

    @Test func sixelOfAPictureReadsBackAsThatPicture() throws {
        var rgba: [UInt8] = []
        for y in 0..<13 { for x in 0..<9 { rgba += (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let checks = try #require(Picture(width: 9, height: 13, rgba: rgba))
        let decoded = try #require(SixelDecoder.decode(SixelEncoder.encode(checks).dropFirst(2).dropLast(2)))
        #expect(decoded.width == 9 && decoded.height == 13)
        #expect(decoded.rgba == rgba)
    }

    /// A picture is sent once; a frame where nothing moved sends nothing; a moved one only
    /// a placement of tens of bytes; one that left has its placement deleted, data kept.
    @Test func kittySendsOncePlacesOnMovesAndDeletesWhatLeft() {
        var presenter = KittyPicturePresenter()
        let at = PicturePlacement(
            id: 7, picture: Self.red, rect: Rect(x: 2, y: 2, width: 20, height: 5), visible: Rect(x: 2, y: 2, width: 20, height: 5))
        let first = String(decoding: presenter.update(for: Self.canvas(with: [at])), as: UTF8.self)
        #expect(first.contains("a=t,f=32,s=100,v=50,i=7,q=2,o=z"))
        #expect(first.contains("\u{1B}[3;3H\u{1B}_Ga=p,i=7,p=1,x=0,y=0,w=100,h=50,c=20,r=5,C=1,q=2"))
        #expect(presenter.update(for: Self.canvas(with: [at])).isEmpty)
        // Moved half out of the window at the left: the right half of the picture shows.
        let moved = PicturePlacement(
            id: 7, picture: Self.red, rect: Rect(x: -10, y: 2, width: 20, height: 5), visible: Rect(x: 0, y: 2, width: 10, height: 5))
        let step = presenter.update(for: Self.canvas(with: [moved]))
        #expect(
            String(decoding: step, as: UTF8.self)
                == "\u{1B}7\u{1B}[3;1H\u{1B}_Ga=p,i=7,p=1,x=50,y=0,w=50,h=50,c=10,r=5,C=1,q=2\u{1B}\\\u{1B}8")
        #expect(step.count < 80)
        #expect(
            String(decoding: presenter.update(for: Self.canvas(with: [])), as: UTF8.self) == "\u{1B}7\u{1B}_Ga=d,d=i,i=7,q=2\u{1B}\\\u{1B}8"
        )
        // Back again: placed, not sent.
        #expect(!String(decoding: presenter.update(for: Self.canvas(with: [at])), as: UTF8.self).contains("a=t"))
    }

    /// One picture in two places (the same line in two lanes of a race): each is placed,
    /// under its own placement number; when one goes, only its placement is deleted.
    @Test func kittyPlacesOnePictureInEveryPlaceItShows() {
        var presenter = KittyPicturePresenter()
        let top = PicturePlacement(
            id: 4, picture: Self.red, rect: Rect(x: 2, y: 2, width: 20, height: 5), visible: Rect(x: 2, y: 2, width: 20, height: 5))
        let bottom = PicturePlacement(
            id: 4, picture: Self.red, rect: Rect(x: 2, y: 12, width: 20, height: 5), visible: Rect(x: 2, y: 12, width: 20, height: 5))
        let both = String(decoding: presenter.update(for: Self.canvas(with: [top, bottom])), as: UTF8.self)
        #expect(both.components(separatedBy: "a=t,").count == 2, "sent once")
        #expect(both.contains("\u{1B}[3;3H\u{1B}_Ga=p,i=4,p=1,"))
        #expect(both.contains("\u{1B}[13;3H\u{1B}_Ga=p,i=4,p=2,"))
        #expect(presenter.update(for: Self.canvas(with: [top, bottom])).isEmpty)
        #expect(
            String(decoding: presenter.update(for: Self.canvas(with: [top])), as: UTF8.self)
                == "\u{1B}7\u{1B}_Ga=d,d=i,i=4,p=2,q=2\u{1B}\\\u{1B}8")
    }

    @Test func aCoveredPictureIsNotPlaced() {
        let at = PicturePlacement(
            id: 1, picture: Self.red, rect: Rect(x: 2, y: 2, width: 20, height: 5), visible: Rect(x: 2, y: 2, width: 20, height: 5))
        var canvas = Self.canvas(with: [at])
        canvas.write("Keys", x: 5, y: 4, style: .plain)
        #expect(!at.isUncovered(in: canvas))
        var presenter = KittyPicturePresenter()
        #expect(presenter.update(for: canvas).isEmpty)
        #expect(SixelPicturePresenter.wanted(in: canvas, atRest: true).isEmpty)
    }

    /// Sixel only at rest; pixels on screen that should go ask for a whole repaint.
    @Test func sixelDrawsAtRestAndAsksForARepaintWhenItsPixelsMustGo() {
        let at = PicturePlacement(
            id: 3, picture: Self.red, rect: Rect(x: 2, y: 2, width: 20, height: 5), visible: Rect(x: 2, y: 2, width: 20, height: 5))
        let canvas = Self.canvas(with: [at])
        var presenter = SixelPicturePresenter()
        #expect(SixelPicturePresenter.wanted(in: canvas, atRest: false).isEmpty)
        let wanted = SixelPicturePresenter.wanted(in: canvas, atRest: true)
        #expect(!presenter.needsFullRepaint(for: wanted))
        let bytes = String(decoding: presenter.update(wanted, cell: .fallback), as: UTF8.self)
        #expect(bytes.hasPrefix("\u{1B}7\u{1B}[3;3H\u{1B}P0;1;0q\"1;1;200;100"), "20x5 cells of 10x20, every pixel row of them")
        #expect(bytes.contains("#0;2;78;11;23"))
        #expect(presenter.update(wanted, cell: .fallback).isEmpty, "drawn already")
        #expect(presenter.needsFullRepaint(for: []), "moving: the pixels must go")
    }

    /// xterm as a VT340 with DejaVu 10: cells of 17 pixels, a body of 15 rows is 255 pixels,
    /// not a whole number of 6-pixel bands. The last band is drawn in part (its lower bits
    /// left transparent), so no strip of the half blocks under the picture shows, and
    /// nothing is painted below its cells.
    @Test func sixelCoversEveryPixelRowOfItsCells() throws {
        let at = PicturePlacement(
            id: 5, picture: Self.red, rect: Rect(x: 2, y: 2, width: 30, height: 15), visible: Rect(x: 2, y: 2, width: 30, height: 15))
        let cell = CellPixelSize(width: 7, height: 17)
        let bytes = SixelPicturePresenter.encode(at, cell: cell)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}P0;1;0q\"1;1;210;255"))
        let decoded = try #require(SixelDecoder.decode(bytes.dropFirst(2).dropLast(2)))
        #expect(decoded.width == 210)
        let painted = (0..<decoded.height).filter { decoded.pixel(x: 100, y: $0).3 == 255 }
        #expect(painted.count == 255 && painted.last == 254, "rows 0 to 254 painted, none past them")
    }

    /// Three 560x320 pictures (a 56x16 body at 10x20) sliding one column a frame: placements
    /// are tens of bytes a picture a frame; sending them again would be hundreds of kB.
    @Test func aMovingFrameCostsPlacementsNotPictures() {
        func gradient(_ seed: Int) -> Picture {
            var rgba: [UInt8] = []
            rgba.reserveCapacity(560 * 320 * 4)
            for y in 0..<320 {
                for x in 0..<560 { rgba += [UInt8(x * 255 / 560), UInt8(y * 255 / 320), UInt8((x * y + seed) % 256), 255] }
            }
            return Picture(width: 560, height: 320, rgba: rgba)!
        }
        let pictures = (0..<3).map(gradient)
        var presenter = KittyPicturePresenter()
        var placing = 0, resending = 0, frames = 0
        for step in 0..<30 {
            var placements: [PicturePlacement] = []
            for (k, p) in pictures.enumerated() {
                let rect = Rect(x: 22 + (k - 1) * 62 - step, y: 5, width: 56, height: 16)
                let visible = rect.intersection(Rect(x: 0, y: 0, width: 100, height: 30))
                if !visible.isEmpty { placements.append(PicturePlacement(id: k + 1, picture: p, rect: rect, visible: visible)) }
            }
            let bytes = presenter.update(for: Self.canvas(with: placements)).count
            if step > 0 {
                placing += bytes; frames += 1
                if step == 1 { resending = placements.reduce(0) { $0 + KittyGraphicsEncoder.transmit($1.picture, id: $1.id).count } }
            }
        }
        print("kitty, 3 pictures of 560x320 moving: \(placing / frames) bytes a frame placed; \(resending) bytes a frame sent again")
        #expect(placing / frames < 3 * 100)
        #expect(resending > 100 * placing / frames)
    }
}
