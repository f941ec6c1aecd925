import Foundation
import Testing

/// In a real xterm the shelves shift what moved: each shelf's strip sideways (DECDC/DECIC in a
/// scroll region, as xterm has left/right margins) and the list up and down (a scroll region
/// with SU/SD). After sideways flicks and a flick of the list, the window at rest must be the
/// picture of the same shelves drawn afresh: Ctrl-L repaints every cell in place, and the two
/// pictures are compared tile by tile.
@Suite("Shifted shelves in xterm look like a full repaint")
struct ShelvesShiftedFramesXtermTests {
    static let arguments = [
        "shelves", "--strategies", "nearest,one-at-a-time,free,vote,spline,by-few", "--count", "50",
        "--settle-speed", "4",
    ]

    /// Waits until the program has sent nothing for a second and a half (its output log
    /// stays the same size): every settle over, the projection marks gone, nothing owed.
    static func waitForQuiet(_ x: XTerminalSession, log: URL) async throws {
        var size = -1
        var since = Date()
        try await x.waitFor("the program to stop sending") { () async throws -> Bool? in
            try await Task.sleep(for: .milliseconds(100))
            let now = ((try? FileManager.default.attributesOfItem(atPath: log.path)[.size]) as? Int) ?? 0
            if now != size { size = now; since = Date(); return nil }
            return Date().timeIntervalSince(since) >= 1.5 ? true : nil
        }
    }

    @Test("after sideways flicks and a flick of the list, the window is the picture of the same shelves repainted")
    func pictureAfterFlicks() async throws {
        let log = XTerminalSession.outputLogFile()
        defer { try? FileManager.default.removeItem(at: log) }
        let (shifted, repainted, sent) = try await XTerminalSession.withCarousel(
            Self.arguments, in: .xterm, environment: ["CAROUSEL_OUTPUT_LOG": log.path]
        ) { x -> (Data, Data, String) in
            let start = try await x.waitForScreen("the shelves") { $0.contains("shelf 1/6") }
            // A hard flick of the first shelf, then of the second: their strips shift.
            let first = try #require(ShelvesRealTerminalTests.labelRow(start, "nearest"), "\(start)")
            try await ShelvesRealTerminalTests.hardFlick(x, labelRow: first)
            _ = try await ShelvesRealTerminalTests.waitForStill(x)
            let second = try #require(ShelvesRealTerminalTests.labelRow(start, "one-at-a-time"), "\(start)")
            try await ShelvesRealTerminalTests.hardFlick(x, labelRow: second)
            _ = try await ShelvesRealTerminalTests.waitForStill(x)
            // The list flicked up: its rows scroll.
            let up: [(column: Double, row: Double)] = stride(from: 26.0, through: 4, by: -2).map { (50, $0) }
            try await x.drag(up, stepMilliseconds: 8)
            let moved = try await ShelvesRealTerminalTests.waitForStill(x)
            // A shelf the list brought in, flicked in its new place.
            if let row = ShelvesRealTerminalTests.labelRow(moved, "vote") ?? ShelvesRealTerminalTests.labelRow(moved, "spline"),
                row + 4 < x.rows - 2
            {
                try await ShelvesRealTerminalTests.hardFlick(x, labelRow: row)
                _ = try await ShelvesRealTerminalTests.waitForStill(x)
            }
            try await Self.waitForQuiet(x, log: log)
            let shifted = try await ShiftedFramesXtermTests.restingPicture(x, "shifted").picture
            try await x.key("ctrl+l")
            try await Self.waitForQuiet(x, log: log)
            let repainted = try await ShiftedFramesXtermTests.restingPicture(x, "repainted").picture
            try await x.key("q")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0 && exit.sttyBefore == exit.sttyAfter, "\(exit)")
            return (shifted, repainted, String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self))
        }
        // What xterm was sent: strips shifted sideways and the list scrolled.
        #expect(sent.contains(/\x1B\[\d*'[~}]/), "no DECDC/DECIC sent")
        #expect(sent.contains(/\x1B\[\d*[ST]/), "no SU/SD sent")
        let tiles = try #require(
            ShiftedFramesXtermTests.differingTiles(shifted, repainted),
            "pictures xwd cannot read, or of different sizes")
        #expect(tiles.isEmpty, "the shifted window differs from the same shelves repainted in the 8x8-pixel tiles at \(tiles.prefix(10))")
    }
}
