import CarouselTestSupport
import Foundation
import Testing

/// Pictures in real pixels, read back from window pictures: in kitty, sent once and placed
/// over the card's body, following it, the neighbours' visible parts peeking.
@Suite("Pictures in real terminals")
struct PictureRealTerminalTests {
    /// Colours none of the 256 is: a pixel of them comes from the picture, not half blocks.
    static let colours = [(200, 30, 60), (30, 160, 90), (70, 90, 210)]

    /// Solid 240x160 PNGs, `0.png` to `2.png`, in a directory of their own.
    static func makePictures() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-pictures-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (k, c) in colours.enumerated() {
            try PNGFile.write(
                PNGFile.solid(red: c.0, green: c.1, blue: c.2, width: 240, height: 160),
                to: directory.appendingPathComponent("\(k).png"))
        }
        return directory
    }

    /// The preview: the recipe of the README, and the body's size noted for the test.
    static func preview(_ directory: URL) -> String {
        "echo $FZF_PREVIEW_COLUMNS $FZF_PREVIEW_LINES > body.txt; "
            + "chafa -f $CAROUSEL_IMAGE_FORMAT -s ${FZF_PREVIEW_COLUMNS}x${FZF_PREVIEW_LINES} \(shq(directory.path))/{n}.png"
    }

    /// The current card's picture in its own colour over at least a third of its body (so
    /// in pixels: half blocks can only give the nearest of the 256), the neighbour's
    /// peeking; after a flick the next card's, the first only peeking; under the help box
    /// no pixel of the covered picture; after a resize, the picture again and no more of it
    /// than its new body holds.
    @Test(
        "pictures in real pixels follow the cards, and none stays under the help box",
        arguments: [TerminalEmulator.kitty, .xtermSixel])
    func realPixels(emulator: TerminalEmulator) async throws {
        let pictures = try Self.makePictures()
        defer { try? FileManager.default.removeItem(at: pictures) }
        try await XTerminalSession.withCarousel(["--count", "3", "--settle-speed", "4", "--preview", Self.preview(pictures)], in: emulator)
        { term in
            /// The body's size as the last preview was told it.
            func body() -> (Int, Int)? {
                let text = (try? String(contentsOf: term.file("body.txt"), encoding: .utf8)) ?? ""
                let n = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                return n.count == 2 ? (n[0], n[1]) : nil
            }
            let firstBody = try await term.waitFor("the body's size") { body() }
            var shots = 0
            var size = (columns: term.columns, rows: term.rows)
            /// Pixels of picture `k`'s colour in the window, and the body's area in pixels
            /// (from the window's cell size: its size over its cells).
            func coverage(_ k: Int) async throws -> (pixels: Int, body: Int) {
                shots += 1
                let shot = try await WindowPixels.read(xwd: try await term.picture("shot-\(shots)"))
                let cell = (Double(shot.width) / Double(size.columns), Double(shot.height) / Double(size.rows))
                let c = Self.colours[k], b = body() ?? (0, 0)
                return (
                    shot.count(red: c.0, green: c.1, blue: c.2, x: 0, y: 0, width: shot.width, height: shot.height),
                    Int(Double(b.0) * cell.0 * Double(b.1) * cell.1)
                )
            }
            try await term.waitFor("the first picture in pixels over a third of the body") { () -> Bool? in
                let (n, area) = try await coverage(0)
                return n * 3 >= area ? true : nil
            }
            try await term.waitFor("the neighbour's picture peeking") { () -> Bool? in
                try await coverage(1).pixels > 0 ? true : nil
            }
            try await term.key("Right")
            try await term.waitFor("the second picture over a third of its body, the first only peeking") { () -> Bool? in
                let (second, area) = try await coverage(1)
                let first = try await coverage(0).pixels
                return second * 3 >= area && first > 0 && first * 2 < area ? true : nil
            }
            try await term.key("question")
            try await term.waitFor("no pixel of the covered picture under the help box") { () -> Bool? in
                try await coverage(1).pixels == 0 ? true : nil
            }
            // A smaller window: the picture again, for the new body, and none of the old size left.
            try await term.key("Escape")
            size = (80, 24)
            try await term.resizeWindow(columns: size.columns, rows: size.rows)
            try await term.waitFor("the picture again after a resize, no larger than its new body") { () -> Bool? in
                guard let now = body(), now != firstBody else { return nil }
                let (n, area) = try await coverage(1)
                return n * 3 >= area && n <= area + area / 20 ? true : nil
            }
        }
    }

    /// A race in kitty: the one picture placed in every lane, each over a third of the room
    /// its 3:2 picture has in the body (a lane's body is wide and low), and every lane's next
    /// picture after a flick (one key drives all).
    @Test("kitty: a race places the picture in every lane")
    func raceInKitty() async throws {
        let pictures = try Self.makePictures()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let preview =
            "echo $CAROUSEL_PREVIEW_WIDTH_PX $CAROUSEL_PREVIEW_HEIGHT_PX > body.txt; "
            + "chafa -f $CAROUSEL_IMAGE_FORMAT -s ${FZF_PREVIEW_COLUMNS}x${FZF_PREVIEW_LINES} \(shq(pictures.path))/{n}.png"
        try await XTerminalSession.withCarousel(
            [
                "race", "--strategies", "nearest,vote", "--count", "3", "--settle-speed", "4",
                "--preview", preview,
            ], in: .kitty, rows: 40
        ) { term in
            var shots = 0
            /// The bands of rows (top to bottom) where picture `k`'s colour shows, each with its
            /// pixels; and the area of a 3:2 picture fitted to the body as the preview was told it.
            func bands(_ k: Int) async throws -> (pixels: [Int], room: Int) {
                shots += 1
                let shot = try await WindowPixels.read(xwd: try await term.picture("race-\(shots)"))
                let c = Self.colours[k]
                var bands: [Int] = [], inBand = false
                for y in 0..<shot.height {
                    let n = shot.count(red: c.0, green: c.1, blue: c.2, x: 0, y: y, width: shot.width, height: 1)
                    if n >= 10 { if inBand { bands[bands.count - 1] += n } else { bands.append(n) } }
                    inBand = n >= 10
                }
                let told = ((try? String(contentsOf: term.file("body.txt"), encoding: .utf8)) ?? "").split(separator: " ")
                    .compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                return (bands, told.count == 2 ? min(told[0], told[1] * 3 / 2) * min(told[1], told[0] * 2 / 3) : 0)
            }
            /// Picture `k` in both lanes, each over a third of its room.
            func inBothLanes(_ k: Int) async throws -> Bool? {
                let (pixels, room) = try await bands(k)
                return room > 0 && pixels.count == 2 && pixels.allSatisfy { $0 * 3 >= room } ? true : nil
            }
            try await term.waitFor("the first picture in both lanes, over a third of its room in each") { try await inBothLanes(0) }
            try await term.key("Right")
            try await term.waitFor("the second picture in both lanes") { try await inBothLanes(1) }
        }
    }

    /// foot draws sixel too, inside weston on the same Xvfb (started as every foot test starts
    /// it, `TerminalEmulator.foot`): the current card's picture in
    /// its own colour over a third of its body (the body's pixels as the preview was told
    /// them), the neighbour peeking; after a flick, the next card's.
    @Test("foot in weston: the picture in sixel pixels at rest, the next after a flick")
    func footSixel() async throws {
        let pictures = try Self.makePictures()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let preview =
            "echo $CAROUSEL_IMAGE_FORMAT $CAROUSEL_PREVIEW_WIDTH_PX $CAROUSEL_PREVIEW_HEIGHT_PX > body.txt; "
            + "chafa -f $CAROUSEL_IMAGE_FORMAT -s ${FZF_PREVIEW_COLUMNS}x${FZF_PREVIEW_LINES} \(shq(pictures.path))/{n}.png"
        try await XTerminalSession.withCarousel(["--count", "3", "--settle-speed", "4", "--preview", preview], in: .foot) { foot in
            let told = try await foot.waitFor("the preview told sixel and the body's pixels") { () -> [String]? in
                let words = ((try? String(contentsOf: foot.file("body.txt"), encoding: .utf8)) ?? "").split(separator: " ").map(String.init)
                return words.count == 3 ? words : nil
            }
            #expect(told[0] == "sixel", "foot answers DA1 with sixel: \(told)")
            let area = (Int(told[1]) ?? 0) * (Int(told[2].trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0)
            var shots = 0
            func pixels(_ k: Int) async throws -> Int {
                shots += 1
                let shot = try await WindowPixels.read(xwd: try await foot.picture("shot-\(shots)"))
                let c = Self.colours[k]
                return shot.count(red: c.0, green: c.1, blue: c.2, x: 0, y: 0, width: shot.width, height: shot.height)
            }
            try await foot.waitFor("the first picture over a third of its body, the neighbour peeking") { () -> Bool? in
                let first = try await pixels(0), second = try await pixels(1)
                return area > 0 && first * 3 >= area && second > 0 ? true : nil
            }
            try await foot.key("Right")
            try await foot.waitFor("the second picture over a third of its body, the first only peeking") { () -> Bool? in
                let first = try await pixels(0), second = try await pixels(1)
                return second * 3 >= area && first > 0 && first * 2 < area ? true : nil
            }
        }
    }
}
