import Foundation
import Testing

/// In a real xterm the encoder shifts the strip that moved (DECDC/DECIC in a scroll region
/// sideways, as xterm has left/right margins; a scroll region with SU/SD when vertical); the
/// window after flicks both ways must look like the same page drawn afresh (a full repaint).
///
/// The window is compared only once the strip has come to rest where a page rests: the
/// current card's label (`N of 1000 ─╯`) where page 1's was at the start. Pictures that merely
/// stay the same for a moment are not enough: an overdamped settle moves its last column
/// after a pause of 100 ms or more, longer than two pictures and two dumps take, so the
/// window before that last frame (the strip a column short of its rest) passed for the rest
/// in about two runs of three, with DECDC/DECIC or with ICH/DCH alike. Nor is a strip at its
/// rest cell enough: the settle goes on for about 300 ms in its last fraction of a cell, and
/// the page control shows where the flick's projection fell (`←` left of the dots, when the
/// flick back would have coasted before page 1) until its last frame. Pictures taken in that
/// time differed from a fresh repaint in just that arrow's two tiles, four runs of five.
@Suite("Shifted frames in xterm look like a full repaint")
struct ShiftedFramesXtermTests {
    static let arguments = ["--count", "1000", "--strategy", "nearest", "--no-details"]
    /// Flicks on and back, one after the other in one window: each shift of each settle
    /// starts from the screen the ones before left.
    static let rounds = 3
    /// How long a strip may take to come to rest (a settle takes well under a second).
    static let restDeadline: Double = 20

    @Test(
        "the window after flicks both ways, three times over, is the picture of the same page drawn afresh",
        arguments: [false, true])
    func pictureAfterFlicks(vertical: Bool) async throws {
        let axis = vertical ? ["--vertical"] : []
        let log = XTerminalSession.outputLogFile()
        defer { try? FileManager.default.removeItem(at: log) }
        let (home, rests) = try await XTerminalSession.withCarousel(
            Self.arguments + axis, in: .xterm,
            environment: ["CAROUSEL_OUTPUT_LOG": log.path]
        ) { x in
            let start = try await x.waitForScreen("page 1/1000") { $0.page == Page(current: 1, count: 1000) }
            let home: Label = try #require(Self.label(of: 1, in: start), "no label 1 of 1000 at the start: \(start)")
            var rests: [(page: Page, picture: Data)] = []
            var page = 1
            for round in 1...Self.rounds {
                let points: [(column: Double, row: Double)] =
                    vertical
                    ? stride(from: 22.0, through: 6, by: -2).map { (50, $0) }
                    : stride(from: 80.0, through: 20, by: -8).map { ($0, 12) }
                try await x.drag(points, stepMilliseconds: 8)
                try await x.waitForScreen("a page past \(page)") { ($0.page?.current ?? 1) > page }
                let back: [(column: Double, row: Double)] =
                    vertical
                    ? stride(from: 8.0, through: 14, by: 2).map { (50, $0) }
                    : stride(from: 30.0, through: 50, by: 5).map { ($0, 12) }
                try await x.drag(back, stepMilliseconds: 40)
                let rest = try await Self.restingPicture(x, "flicked-\(round)", home: home)
                page = rest.page.current
                rests.append(rest)
            }
            try await x.key("q")
            _ = try await x.waitForExit()
            return (home, rests)
        }
        // What xterm was sent: the strip shifted with DECDC/DECIC in a scroll region (xterm
        // answers DECRQM for margins), or scrolled with SU/SD when vertical.
        let sent = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        if vertical {
            #expect(sent.contains(/\x1B\[\d*[ST]/), "no SU/SD sent")
        } else {
            #expect(sent.contains(/\x1B\[\d*'[~}]/), "no DECDC/DECIC sent")
        }
        var fresh: [Int: Data] = [:]
        for (round, rest) in rests.enumerated() {
            let page = rest.page
            if fresh[page.current] == nil {
                fresh[page.current] = try await XTerminalSession.withCarousel(
                    Self.arguments + axis + ["--start-page", "\(page.current)"], in: .xterm
                ) { x in
                    try await x.waitForScreen("page \(page.current)/1000") { $0.page == page }
                    let drawn = try await Self.restingPicture(x, "fresh", home: home)
                    try await x.key("q")
                    _ = try await x.waitForExit()
                    return drawn.picture
                }
            }
            let tiles: [Tile] = try #require(
                Self.differingTiles(rest.picture, fresh[page.current] ?? Data()),
                "pictures xwd cannot read, or of different sizes")
            #expect(
                tiles.isEmpty,
                "the window after the flicks of round \(round + 1) (page \(page.current)) differs from the same page drawn afresh in the 8x8-pixel tiles at \(tiles.prefix(10))"
            )
        }
    }

    /// Where a card's label ends: the row and column (0-based) of the `╯` after `N of 1000`.
    struct Label: Equatable, CustomStringConvertible {
        var row: Int, column: Int
        var description: String { "row \(row), column \(column)" }
    }

    /// The end of card `n`'s label on the screen, if it shows whole.
    static func label(of n: Int, in screen: Screen) -> Label? {
        let text: [Character] = Array(" \(n) of 1000 ─╯")
        for (row, line) in screen.lines.enumerated() {
            let cells = Screen.cells(line)
            guard cells.count >= text.count else { continue }
            for column in 0...(cells.count - text.count) where cells[column..<(column + text.count)].elementsEqual(text) {
                return Label(row: row, column: column + text.count - 1)
            }
        }
        return nil
    }

    /// The page shown and the window's picture once the strip rests where a page rests (the
    /// current card's label where `home` says) and nothing moves: two pictures in a row
    /// agree, and so do the texts printed before and after them.
    static func restingPicture(_ x: XTerminalSession, _ name: String, home: Label) async throws -> (page: Page, picture: Data) {
        let start = Date()
        var last: Screen?
        while Date().timeIntervalSince(start) < Self.restDeadline {
            let first: Screen = try await x.capture()
            last = first
            if let page = first.page, Self.label(of: page.current, in: first) == home, !Self.showsProjectionMark(first) {
                let a: Data = try Data(contentsOf: URL(fileURLWithPath: try await x.picture(name)))
                let b: Data = try Data(contentsOf: URL(fileURLWithPath: try await x.picture(name)))
                let after: Screen = try await x.capture()
                if a == b, first.text == after.text { return (page, b) }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        let page = last?.page
        let label = page.flatMap { p in last.flatMap { Self.label(of: p.current, in: $0) } }
        throw HarnessError(
            "after \(Int(Self.restDeadline)) s the strip had not come to rest where a page rests (its label at \(home)): "
                + "\(page.map { "\($0)" } ?? "no page"), its label at \(label.map { "\($0)" } ?? "none"); the window:\n\(last?.text ?? "")")
    }

    /// Whether the page control still shows where a settling flick's projection fell (`←`,
    /// `→` or `◆` on the row of dots): the settle has not ended.
    static func showsProjectionMark(_ screen: Screen) -> Bool {
        screen.lines.contains { line in line.contains("●") && line.contains { "←→◆".contains($0) } }
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
        func word(_ p: [UInt8], _ at: Int) -> Int {
            guard p.count >= at + 4 else { return -1 }
            var value = 0
            for k in 0..<4 { value = value << 8 | Int(p[at + k]) }
            return value
        }
        // The header's fixed part (25 words) must agree; the window's name after it may not
        // (konsole puts what runs in its title), so each picture's pixels start after its own.
        let fixed = 100
        let width = word(pa, 16), height = word(pa, 20), bitsPerPixel = word(pa, 44)
        let bytesPerLine = word(pa, 48), colours = word(pa, 76)
        guard word(pa, 0) >= fixed, word(pb, 0) >= fixed, pa.count >= fixed, pb.count >= fixed,
            bitsPerPixel == 32, width > 0, height > 0, colours >= 0,
            pa[4..<fixed] == pb[4..<fixed]
        else { return nil }
        let startA = word(pa, 0) + colours * 12, startB = word(pb, 0) + colours * 12
        guard startA + height * bytesPerLine <= pa.count, startB + height * bytesPerLine <= pb.count else { return nil }
        var counts: [Int: Int] = [:]
        for y in 0..<height {
            for x in 0..<width {
                let i = startA + y * bytesPerLine + x * 4, j = startB + y * bytesPerLine + x * 4
                var off = 0
                for k in 0..<3 {
                    let d: Int = Int(pa[i + k]) - Int(pb[j + k])
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
