import Foundation
import Testing

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in these bytes.
    func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

/// In urxvt a card's border goes in the VT100 line-drawing set; in xterm and st, which
/// repeat any character, as `─` and a REP. In each
/// real terminal the window must look the same as with every `─` sent as UTF-8
/// (`NCURSES_NO_UTF8_ACS=1`, which turns the set off as it does for ncurses): a letter shown
/// where a line should be, or a line set off by a pixel, changes whole tiles of the picture.
@Suite("Borders in the line-drawing set look the same in real terminals")
struct LineDrawingRealTerminalTests {
    static let arguments = ["--count", "1000", "--start-page", "500", "--no-details", "--settle-speed", "4"]

    @Test(
        "the window after two pages, borders drawn either way, is the same picture",
        arguments: TerminalEmulator.x11Classics)
    func sameWindow(emulator: TerminalEmulator) async throws {
        let (drawn, sent) = try await Self.windowAfterTwoPages(in: emulator, environment: [:])
        let (utf8, sentUTF8) = try await Self.windowAfterTwoPages(in: emulator, environment: ["NCURSES_NO_UTF8_ACS": "1"])
        // What each terminal was sent (CAROUSEL_OUTPUT_LOG): the set in urxvt, `─` and a REP elsewhere.
        let lineDrawing = Array("\u{1B}(0q".utf8)
        let repeatedLine = String(decoding: sent, as: UTF8.self).contains(/─\x1B\[\d+b/)
        #expect(sent.contains(lineDrawing) == (emulator == .urxvt), "\(emulator): line drawing sent: \(sent.contains(lineDrawing))")
        #expect(repeatedLine == (emulator != .urxvt), "\(emulator): ─ and REP sent: \(repeatedLine)")
        #expect(!sentUTF8.contains(lineDrawing))
        let tiles = try #require(ShiftedFramesXtermTests.differingTiles(drawn, utf8), "pictures xwd cannot read, or of different sizes")
        #expect(
            tiles.isEmpty, "\(emulator): the window with line drawing differs from UTF-8's in the 8x8-pixel tiles at \(tiles.prefix(10))")
    }

    /// Right twice (each waits for the carousel to be at rest, as it writes, and for the
    /// window to show it: xwd is the only reading st and urxvt allow), then the picture.
    static func windowAfterTwoPages(in emulator: TerminalEmulator, environment: [String: String]) async throws -> (
        picture: Data, sent: [UInt8]
    ) {
        let log = XTerminalSession.outputLogFile(), record = XTerminalSession.outputLogFile()
        defer { for file in [log, record] { try? FileManager.default.removeItem(at: file) } }
        var environment = environment
        environment["CAROUSEL_OUTPUT_LOG"] = log.path
        return try await XTerminalSession.withCarousel(arguments + ["--record", record.path], in: emulator, environment: environment) { x in
            var rest = try await x.framePicture("start", log: log)
            for k in 1...2 {
                try await x.key("Right")
                rest = try await x.pictureAfterGesture("page\(k)", after: rest, record: record, count: k)
            }
            // Enter prints the card shown: both windows must be of the same page.
            try await x.key("Return")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0 && exit.stdout.contains("Card 502"), "\(emulator) \(environment): \(exit)")
            return (rest, Array((try? Data(contentsOf: log)) ?? Data()))
        }
    }

    /// A picture that differs from `after` (the key took effect) and that the next one,
    /// a little later, agrees with (nothing moves any more).
    static func restingPicture(_ x: XTerminalSession, _ name: String, after earlier: Data?) async throws -> Data {
        try await x.waitFor("the window to change and rest") { () async throws -> Data? in
            let a = try Data(contentsOf: URL(fileURLWithPath: try await x.picture(name)))
            guard a != earlier else { return nil }
            try await Task.sleep(nanoseconds: 150_000_000)  // a gap in time: the settle would show in it
            let b = try Data(contentsOf: URL(fileURLWithPath: try await x.picture(name)))
            guard a == b && a.count > 1000 else { return nil }
            // And a longer one: on a loaded machine the terminal may answer the frames' pacing
            // query late, and frames wait for it, so a settle can pause longer than the first gap.
            try await Task.sleep(nanoseconds: 500_000_000)
            let c = try Data(contentsOf: URL(fileURLWithPath: try await x.picture(name)))
            return c == b ? c : nil
        }
    }
}
