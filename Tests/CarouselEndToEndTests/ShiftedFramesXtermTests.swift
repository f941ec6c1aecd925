import Foundation
import Testing

/// In a real xterm the encoder shifts the strip that moved (DECDC/DECIC in a scroll region
/// sideways, as xterm has left/right margins; a scroll region with SU/SD when vertical); the
/// window after flicks both ways must look like the same page drawn afresh (a full repaint).
@Suite("Shifted frames in xterm look like a full repaint")
struct ShiftedFramesXtermTests {
    static let arguments = ["--count", "1000", "--strategy", "nearest", "--no-details"]

    @Test("the window after flicks both ways is the picture of the same page drawn afresh",
          arguments: [false, true])
    func pictureAfterFlicks(vertical: Bool) async throws {
        let axis = vertical ? ["--vertical"] : []
        let log = XTerminalSession.outputLogFile()
        defer { try? FileManager.default.removeItem(at: log) }
        let (page, flicked) = try await XTerminalSession.withCarousel(Self.arguments + axis, in: .xterm,
                                                                      environment: ["CAROUSEL_OUTPUT_LOG": log.path]) { x in
            try await x.waitForScreen("page 1/1000") { $0.page == Page(current: 1, count: 1000) }
            let points: [(column: Double, row: Double)] = vertical
                ? stride(from: 22.0, through: 6, by: -2).map { (50, $0) }
                : stride(from: 80.0, through: 20, by: -8).map { ($0, 12) }
            try await x.drag(points, stepMilliseconds: 8)
            try await x.waitForScreen("a page past the first") { ($0.page?.current ?? 1) > 1 }
            let back: [(column: Double, row: Double)] = vertical
                ? stride(from: 8.0, through: 14, by: 2).map { (50, $0) }
                : stride(from: 30.0, through: 50, by: 5).map { ($0, 12) }
            try await x.drag(back, stepMilliseconds: 40)
            let rest = try await Self.restingPicture(x, "flicked")
            try await x.key("q")
            _ = try await x.waitForExit()
            let shown: Page = try #require(rest.screen.page, "\(rest.screen)")
            return (shown, rest.picture)
        }
        // What xterm was sent: the strip shifted with DECDC/DECIC in a scroll region (xterm
        // answers DECRQM for margins), or scrolled with SU/SD when vertical.
        let sent = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        if vertical {
            #expect(sent.contains(/\x1B\[\d*[ST]/), "no SU/SD sent")
        } else {
            #expect(sent.contains(/\x1B\[\d*'[~}]/), "no DECDC/DECIC sent")
        }
        let fresh = try await XTerminalSession.withCarousel(Self.arguments + axis + ["--start-page", "\(page.current)"], in: .xterm) { x in
            try await x.waitForScreen("page \(page.current)/1000") { $0.page == page }
            let rest = try await Self.restingPicture(x, "fresh")
            try await x.key("q")
            _ = try await x.waitForExit()
            return rest.picture
        }
        let tiles: [Tile] = try #require(Self.differingTiles(flicked, fresh), "pictures xwd cannot read, or of different sizes")
        #expect(tiles.isEmpty, "the window after the flicks (page \(page.current)) differs from the same page drawn afresh in the 8x8-pixel tiles at \(tiles.prefix(10))")
    }

    struct Tile: Equatable, CustomStringConvertible {
        var x: Int, y: Int
        var description: String { "(\(x), \(y))" }
    }

    /// The screen's text and the window's picture once nothing moves: two pictures in a row
    /// agree, and so do the texts printed before and after them.
    static func restingPicture(_ x: XTerminalSession, _ name: String) async throws -> (screen: Screen, picture: Data) {
        try await x.waitFor("the window to stay the same") { () async throws -> (screen: Screen, picture: Data)? in
            let first: Screen = try await x.capture()
            let a: Data = try Data(contentsOf: URL(fileURLWithPath: try await x.picture(name)))
            let b: Data = try Data(contentsOf: URL(fileURLWithPath: try await x.picture(name)))
            let last: Screen = try await x.capture()
            guard a == b, first.text == last.text else { return nil }
            return (screen: last, picture: b)
        }
    }

    /// The 8x8-pixel tiles in which two xwd pictures (32 bits a pixel) differ by more than a
    /// glyph's anti-aliased edge: more than 4 pixels with a channel off by more than 32.
    /// xterm blends a rounded corner's edge with whatever the cell showed before, so a few
    /// pixels differ between a glyph drawn over another and one drawn on a cleared cell (as
    /// much with the plain diff as with shifting); a wrong character or colour changes dozens.
    static func differingTiles(_ a: Data, _ b: Data) -> [Tile]? {
        let pa: [UInt8] = Array(a), pb: [UInt8] = Array(b)
        func word(_ at: Int) -> Int {
            guard pa.count >= at + 4 else { return -1 }
            var value = 0
            for k in 0..<4 { value = value << 8 | Int(pa[at + k]) }
            return value
        }
        let header = word(0), width = word(16), height = word(20), bitsPerPixel = word(44)
        let bytesPerLine = word(48), colours = word(76)
        guard pa.count == pb.count, header > 0, bitsPerPixel == 32, width > 0, height > 0, colours >= 0,
              pa[0..<header] == pb[0..<header] else { return nil }
        let start = header + colours * 12
        guard start + height * bytesPerLine <= pa.count else { return nil }
        var counts: [Int: Int] = [:]
        for y in 0..<height {
            for x in 0..<width {
                let i = start + y * bytesPerLine + x * 4
                var off = 0
                for k in 0..<3 {
                    let d: Int = Int(pa[i + k]) - Int(pb[i + k])
                    off = max(off, d < 0 ? -d : d)
                }
                if off > 32 { counts[(y / 8) * 10_000 + x / 8, default: 0] += 1 }
            }
        }
        var tiles: [Tile] = []
        for (key, n) in counts where n > 4 { tiles.append(Tile(x: key % 10_000, y: key / 10_000)) }
        return tiles
    }
}
