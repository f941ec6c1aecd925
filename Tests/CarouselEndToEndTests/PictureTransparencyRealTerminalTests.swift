import CarouselTestSupport
import Foundation
import Testing

/// Pictures in real pixels, read back from window pictures: one with transparent parts gets
/// them like any other, and sixel covers every pixel row of its cells.
@Suite("Pictures in real terminals: transparency and sixel's last band")
struct PictureTransparencyRealTerminalTests {
    static let red = (200, 30, 60)

    /// `0.png`: a red square on a transparent picture twice its size each way, in a
    /// directory of its own; `1.png` the same, for the neighbour.
    static func makePictures() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-alpha-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let square = PNGFile.make(width: 240, height: 160) { x, y in
            (60..<180).contains(x) && (40..<120).contains(y) ? (UInt8(red.0), UInt8(red.1), UInt8(red.2), 255) : (0, 0, 0, 0)
        }
        for k in 0..<2 { try PNGFile.write(square, to: directory.appendingPathComponent("\(k).png")) }
        return directory
    }

    static func preview(_ directory: URL) -> String {
        "echo $CAROUSEL_IMAGE_FORMAT $CAROUSEL_PREVIEW_WIDTH_PX $CAROUSEL_PREVIEW_HEIGHT_PX > body.txt; "
            + "chafa -f $CAROUSEL_IMAGE_FORMAT -s ${FZF_PREVIEW_COLUMNS}x${FZF_PREVIEW_LINES} \(shq(directory.path))/{n}.png"
    }

    /// The red square in its own colour (half blocks can only give the nearest of the 256)
    /// over at least a sixteenth of the body: a quarter of a picture that fills at least
    /// a quarter of it.
    @Test(
        "a picture with transparent parts is drawn in real pixels",
        arguments: [TerminalEmulator.kitty, .xtermSixel, .foot])
    func transparentPicture(emulator: TerminalEmulator) async throws {
        let pictures = try Self.makePictures()
        defer { try? FileManager.default.removeItem(at: pictures) }
        try await XTerminalSession.withCarousel(["--count", "2", "--preview", Self.preview(pictures)], in: emulator) { term in
            let (format, told) = try await term.waitFor("the preview told the format and the body's pixels") { () -> (String, [Int])? in
                let words = ((try? String(contentsOf: term.file("body.txt"), encoding: .utf8)) ?? "").split(separator: " ")
                let n = words.dropFirst().compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                return n.count == 2 ? (String(words[0]), n) : nil
            }
            let area = told[0] * told[1]
            var shots = 0
            // Told `symbols`, the terminal's answer came too late to draw pixels at all.
            try await term.waitFor("the red square in real pixels (the preview was told \(format))") { () -> Bool? in
                shots += 1
                let shot = try await WindowPixels.read(xwd: try await term.picture("shot-\(shots)"))
                let n = shot.count(red: Self.red.0, green: Self.red.1, blue: Self.red.2, x: 0, y: 0, width: shot.width, height: shot.height)
                return area > 0 && n * 16 >= area ? true : nil
            }
        }
    }

    /// xterm as a VT340 with DejaVu 10: cells of 17 pixels, so a picture's rows are seldom a
    /// whole number of 6-pixel sixel bands. Under the red picture's lowest row of pixels, in
    /// its columns, no red of the half blocks it stands on: sixel reached its cells' end.
    @Test("xterm VT340: sixel covers the last pixel rows of its cells, no strip of half blocks under it")
    func noStripUnderSixel() async throws {
        let pictures = try PictureRealTerminalTests.makePictures()
        defer { try? FileManager.default.removeItem(at: pictures) }
        let c = PictureRealTerminalTests.colours[0]
        try await XTerminalSession.withCarousel(
            ["--count", "3", "--preview", PictureRealTerminalTests.preview(pictures)],
            in: .xtermSixel, rows: 31
        ) { term in
            var shots = 0
            let (strip, height) = try await term.waitFor("the picture in pixels, and what is under it") { () -> (Int, Int)? in
                shots += 1
                let shot = try await WindowPixels.read(xwd: try await term.picture("shot-\(shots)"))
                // The rows and columns where the picture's own colour shows.
                var rows: [Int] = [], left = shot.width, right = 0
                for y in 0..<shot.height {
                    var n = 0
                    for x in 0..<shot.width where shot.matches(x: x, y: y, red: c.0, green: c.1, blue: c.2) {
                        n += 1; left = min(left, x); right = max(right, x)
                    }
                    if n >= 20 { rows.append(y) }
                }
                guard let top = rows.first, let bottom = rows.last, bottom - top > 60 else { return nil }
                // Reddish pixels that are not the picture's colour: the half blocks' nearest of the 256.
                var strip = 0
                for y in (bottom + 1)..<min(shot.height, bottom + 4) {
                    for x in left...right where shot.isReddish(x: x, y: y) && !shot.matches(x: x, y: y, red: c.0, green: c.1, blue: c.2) {
                        strip += 1
                    }
                }
                return (strip, bottom - top + 1)
            }
            print("sixel picture \(height) pixel rows high; reddish pixels under it: \(strip)")
            #expect(strip == 0, "a strip of the half blocks under the sixel picture (\(height) rows high)")
        }
    }
}

extension WindowPixels {
    func matches(x: Int, y: Int, red: Int, green: Int, blue: Int, tolerance: Int = 6) -> Bool {
        let k = (y * width + x) * 3
        return abs(Int(rgb[k]) - red) <= tolerance && abs(Int(rgb[k + 1]) - green) <= tolerance && abs(Int(rgb[k + 2]) - blue) <= tolerance
    }

    /// Red enough to be a stand-in for (200, 30, 60): much red, little green.
    func isReddish(x: Int, y: Int) -> Bool {
        let k = (y * width + x) * 3
        return rgb[k] >= 150 && rgb[k + 1] <= 90 && rgb[k + 2] <= 140
    }
}
