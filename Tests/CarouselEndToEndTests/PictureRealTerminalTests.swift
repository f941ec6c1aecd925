import Foundation
import Testing

/// Pictures in real pixels, read back from window pictures: in kitty, sent once and placed
/// over the card's body, following it, the neighbours' visible parts peeking.
@Suite("Pictures in real terminals")
struct PictureRealTerminalTests {
    /// Colours none of the 256 is: a pixel of them comes from the picture, not half blocks.
    static let colours = [(200, 30, 60), (30, 160, 90), (70, 90, 210)]

    /// Solid 240x160 PNGs, `0.png` to `2.png`, in a directory of their own.
    static func makePictures() async throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-pictures-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (k, c) in colours.enumerated() {
            let r = try await Command.run("/usr/bin/env", ["convert", "-size", "240x160", "xc:rgb(\(c.0),\(c.1),\(c.2))",
                                                          directory.appendingPathComponent("\(k).png").path], timeout: 30)
            guard r.status == 0 else { throw HarnessError("convert failed: \(r)") }
        }
        return directory
    }

    /// The preview: the recipe of the README, and the body's size noted for the test.
    static func preview(_ directory: URL) -> String {
        "echo $FZF_PREVIEW_COLUMNS $FZF_PREVIEW_LINES > body.txt; "
            + "chafa -f $CAROUSEL_IMAGE_FORMAT -s ${FZF_PREVIEW_COLUMNS}x${FZF_PREVIEW_LINES} \(shq(directory.path))/{n}.png"
    }

    @Test("kitty: the current card's picture in its own pixels over a third of its body, the neighbour's peeking; after a flick the next one")
    func kittyPixels() async throws {
        let pictures = try await Self.makePictures()
        defer { try? FileManager.default.removeItem(at: pictures) }
        try await XTerminalSession.withCarousel(["--count", "3", "--settle-speed", "4", "--preview", Self.preview(pictures)], in: .kitty) { term in
            let body = try await term.waitFor("the body's size") { () -> (Int, Int)? in
                let text = (try? String(contentsOf: term.file("body.txt"), encoding: .utf8)) ?? ""
                let n = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                return n.count == 2 ? (n[0], n[1]) : nil
            }
            // The body's area in pixels, from the window's cell size (its width over its columns).
            func bodyPixels(_ shot: WindowPixels) -> Int {
                let cell = (Double(shot.width) / Double(term.columns), Double(shot.height) / Double(term.rows))
                return Int(Double(body.0) * cell.0 * Double(body.1) * cell.1)
            }
            func coverage(_ k: Int, _ name: String) async throws -> (current: Int, body: Int) {
                let shot = try await WindowPixels.read(xwd: try await term.picture(name))
                let c = Self.colours[k]
                return (shot.count(red: c.0, green: c.1, blue: c.2, x: 0, y: 0, width: shot.width, height: shot.height), bodyPixels(shot))
            }
            try await term.waitFor("the first picture in pixels") { () -> Bool? in
                let (n, area) = try await coverage(0, "first")
                return n * 3 >= area ? true : nil
            }
            try await term.waitFor("the neighbour's picture peeking") { () -> Bool? in
                let (n, _) = try await coverage(1, "peek")
                return n > 0 ? true : nil
            }
            try await term.key("Right")
            try await term.waitFor("the second picture over a third of its body, the first only peeking") { () -> Bool? in
                let (second, area) = try await coverage(1, "second")
                let (first, _) = try await coverage(0, "second-first")
                return second * 3 >= area && first * 2 < area ? true : nil
            }
        }
    }
}
