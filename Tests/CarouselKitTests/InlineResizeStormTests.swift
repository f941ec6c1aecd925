@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// `--height` under a storm of resizes mixed with typing. The terminal (tmux's way: a
/// shrink drops rows below the cursor, then pushes rows from the top into the scrollback;
/// a grow pulls them back, the cursor moving down with its row) is resized at any point of
/// the stream, even in the middle of a frame the program wrote for the old size, and the
/// program learns of it only later. Whatever the interleaving, the lines above the band are
/// never written: they stay, in order, at the head of the scrollback and the screen.
@Suite struct InlineResizeStormTests {
    /// What the session and the runner do inline, with the encoder's own bytes.
    struct Program {
        let height: InlineHeight
        var region: InlineRegion
        var encoder = FrameEncoder(depth: .full, capabilities: .tmux)
        var width: Int
        var query = ""

        init(height: InlineHeight, cursorRow: Int, screen: (width: Int, height: Int), into bytes: inout [UInt8]) {
            self.height = height
            width = screen.width
            let placed = InlineRegion.placed(height: height, cursorRow: cursorRow, cursorColumn: 0, terminalHeight: screen.height)
            region = placed.region
            bytes += Array(placed.bytes.utf8)
            encoder.inlineTop = region.top
            frame(into: &bytes)
        }

        /// A status line, the query, cards' borders: rows as wide as the band, to the last column.
        var canvas: Canvas {
            var canvas = Canvas(width: width, height: region.height)
            canvas.write(String(repeating: "page 1/100 ", count: width / 11 + 1), x: 0, y: 0, style: .plain)
            if region.height > 1 { canvas.write("> " + query, x: 0, y: 1, style: .plain) }
            for y in 2..<max(2, region.height) {
                canvas.write(y % 2 == 0 ? String(repeating: "─", count: width) : "│ card \(y) " + query, x: 0, y: y, style: .plain)
            }
            return canvas
        }

        /// The next frame, the cursor parked at the band's first row after it.
        mutating func frame(into bytes: inout [UInt8]) {
            encoder.encode(canvas, into: &bytes)
            encoder.parkCursor(into: &bytes)
        }

        /// `refitInlineRegion`: told of a resize, the cursor's row asked for (nil: no answer).
        mutating func refit(cursorRow: Int?, screen: (width: Int, height: Int), into bytes: inout [UInt8]) {
            let row = cursorRow ?? region.resized(height: height, terminalHeight: screen.height).top
            bytes += Array(InlineRegion.clearingFromCursor.utf8)
            let placed = InlineRegion.placed(height: height, cursorRow: row, cursorColumn: 0, terminalHeight: screen.height)
            bytes += Array(placed.bytes.utf8)
            region = placed.region
            width = screen.width
            encoder.inlineTop = region.top
            encoder.invalidate()
            frame(into: &bytes)
        }
    }

    /// The stream cut where the terminal may have read up to: before a control byte, so that
    /// no sequence is cut in two (the terminal's parser would carry it over; this one does not).
    static func cutPoint(_ bytes: [UInt8], rng: inout SplitMix64) -> Int {
        let starts = bytes.indices.filter { [0x1B, 0x0A, 0x0D].contains(bytes[$0]) } + [bytes.count]
        return rng.pick(starts)
    }

    @Test(arguments: 0..<60)
    func theLinesAboveTheBandSurviveAnyInterleaving(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        var screen = VTScreen(width: 60, height: 24)
        screen.keepsHistory = true
        screen.repeatsASCIIOnly = true
        let above = (1...12).map { "prompt-line-\($0)" }
        for line in above { try screen.apply(Array((line + "\r\n").utf8)) }
        let height: InlineHeight = rng.pick([.rows(10), .rows(6), .percent(50), .percent(40)])
        var pending: [UInt8] = []
        var program = Program(height: height, cursorRow: screen.row, screen: (screen.width, screen.height), into: &pending)
        var resizeOwed = false
        var trail: [String] = []

        // The first time they are not, the test stops: the rest would say the same.
        func expectAboveKept(_ when: String) throws {
            let lines = screen.transcript
            try #require(
                Array(lines.prefix(above.count)) == above,
                "seed \(seed), \(when) after \(trail.suffix(6)):\n\(lines.joined(separator: "\n"))")
        }
        func read(upTo n: Int) throws {
            try screen.apply(Array(pending.prefix(n)))
            pending.removeFirst(n)
            try expectAboveKept("reading")
        }
        func resize() throws {
            let w = rng.int(20...70), h = rng.int(6...30)
            trail.append("\(w)x\(h)")
            screen.resize(width: w, height: h)
            resizeOwed = true
            try expectAboveKept("a resize to \(w)x\(h)")
        }

        for _ in 0..<150 {
            switch rng.int(0...9) {
            case 0...3:
                // A key: the program draws for the size it knows, the resize not yet told.
                program.query += "7"
                trail.append("7")
                program.frame(into: &pending)
            case 4...5:
                try read(upTo: Self.cutPoint(pending, rng: &rng))
            case 6...7:
                try resize()
            default:
                guard resizeOwed else { continue }
                // SIGWINCH: the question is answered after what was written before it...
                try read(upTo: pending.count)
                resizeOwed = false
                let cursorRow = rng.chance(0.9) ? screen.row : nil
                let size = (screen.width, screen.height)
                // ...and the terminal may be resized again before the bytes that follow land.
                if rng.chance(0.4) { try resize() }
                trail.append("refit")
                program.refit(cursorRow: cursorRow, screen: size, into: &pending)
            }
        }
        try read(upTo: pending.count)
        if resizeOwed { program.refit(cursorRow: screen.row, screen: (screen.width, screen.height), into: &pending) }
        // Escape: the band cleared from the cursor, which is left where the prompt was.
        pending += Array(InlineRegion.clearingFromCursor.utf8)
        try read(upTo: pending.count)
        #expect(screen.column == 0, "seed \(seed)")
        let below = screen.transcript.dropFirst(screen.history.count + screen.row)
        let blank = below.allSatisfy { $0.isEmpty }
        #expect(blank, "seed \(seed): nothing of the band at or below the cursor:\n\(screen.transcript.joined(separator: "\n"))")
    }

    /// A band at the top of the screen (as tall as the terminal, or left there by a shrink),
    /// cleared as Escape and every refit clear it: erased, not scrolled into the scrollback
    /// (tmux takes ED from the screen's first cell for clearing the whole screen, and keeps
    /// what it showed: `scroll-on-clear`).
    @Test func clearingABandAtTheTopKeepsItOutOfTheScrollback() throws {
        var screen = VTScreen(width: 40, height: 6)
        screen.keepsHistory = true
        for line in (1...10).map({ "prompt-line-\($0)" }) { try screen.apply(Array((line + "\r\n").utf8)) }
        var bytes: [UInt8] = []
        var program = Program(height: .rows(6), cursorRow: screen.row, screen: (screen.width, screen.height), into: &bytes)
        try screen.apply(bytes)
        #expect(screen.row == 0 && program.region.top == 0)
        bytes = []
        program.refit(cursorRow: screen.row, screen: (screen.width, screen.height), into: &bytes)
        bytes += Array(InlineRegion.clearingFromCursor.utf8)
        try screen.apply(bytes)
        let left = screen.transcript.filter { !$0.isEmpty && !$0.hasPrefix("prompt-line-") }
        #expect(left.isEmpty, "nothing of the band in the scrollback or on the screen:\n\(screen.transcript.joined(separator: "\n"))")
    }

    /// A frame written for a wider window than the terminal now has (its resize not yet
    /// told): each row is cut at the last column, not wrapped onto the rows below and, at
    /// the bottom, scrolled into the scrollback.
    @Test func aFrameForAWiderWindowDoesNotWrap() throws {
        var screen = VTScreen(width: 60, height: 10)
        screen.keepsHistory = true
        for line in (1...4).map({ "prompt-line-\($0)" }) { try screen.apply(Array((line + "\r\n").utf8)) }
        var bytes: [UInt8] = []
        var program = Program(height: .rows(6), cursorRow: screen.row, screen: (screen.width, screen.height), into: &bytes)
        try screen.apply(bytes)
        screen.resize(width: 30, height: 10)
        let before = screen.history.count
        bytes = []
        program.query = "7"
        // Repainted whole (a refit for the old size), so every row is as wide as the old window.
        program.encoder.invalidate()
        program.frame(into: &bytes)
        try screen.apply(bytes)
        #expect(screen.history.count == before, "the frame scrolled the screen:\n\(screen.transcript.joined(separator: "\n"))")
        #expect(screen.autowrap, "autowrap is back on after the frame")
        #expect(Array(screen.transcript.prefix(4)) == (1...4).map { "prompt-line-\($0)" })
    }

    /// The band is placed from the cursor alone: line feeds to its last row, CUU back to its first.
    @Test func placingMovesFromTheCursor() {
        let placed = InlineRegion.placed(height: .rows(4), cursorRow: 28, cursorColumn: 0, terminalHeight: 30)
        #expect(placed.region == InlineRegion(top: 26, height: 4))
        #expect(placed.bytes == "\r\n\n\n\u{1B}[3A")
        // Text on the cursor's row is kept: one more line feed.
        #expect(InlineRegion.placed(height: .rows(1), cursorRow: 3, cursorColumn: 5, terminalHeight: 30).bytes == "\r\n")
    }
}
