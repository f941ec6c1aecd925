import Foundation
import Testing

/// SGR-Pixels (mode 1016) in a real xterm: the pointer to the pixel, not to the cell.
@Suite("The pointer in pixels in real terminal emulators")
struct PixelPointerTests {
    /// The last flick's velocity, as the overlay says it (`v=-212 col/s`).
    static func velocity(_ screen: Screen) -> Int? {
        screen.text.firstMatch(of: /v=(-?\d+) col\/s/).flatMap { Int($0.1) }
    }

    /// The screen column where the current card begins (its `╭` nearest the middle).
    static func currentCardEdge(_ screen: Screen, columns: Int) -> Int? {
        screen.cardLeftEdges.min { abs($0 - columns / 2) < abs($1 - columns / 2) }
    }

    @Test("xterm answers DECRQM for mode 1016: the overlay says mouse pixels; --mouse cells keeps cells")
    func xtermReportsPixels() async throws {
        try await XTerminalSession.withCarousel(in: .xterm) { x in
            let screen = try await x.waitForScreen("the overlay") { $0.contains("mouse ") }
            #expect(screen.contains("mouse pixels"), "\(screen)")
            try await x.key("q")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0 && exit.sttyBefore == exit.sttyAfter, "\(exit)")
        }
        try await XTerminalSession.withCarousel(["--mouse", "cells"], in: .xterm) { x in
            let screen = try await x.waitForScreen("the overlay") { $0.contains("mouse ") }
            #expect(screen.contains("mouse cells"), "\(screen)")
            try await x.key("q")
            _ = try await x.waitForExit()
        }
    }

    @Test("a click whose pointer wobbles is a click: across a column's edge in cells, a few pixels in pixels")
    func wobblingClick() async throws {
        for mouse in ["pixels", "cells"] {
            try await XTerminalSession.withCarousel(["--mouse", mouse], in: .xterm) { x in
                _ = try await x.waitForScreen("page 1/20, mouse \(mouse)") { $0.contains("mouse \(mouse)") && $0.contains("╭") }
                // The neighbour peeks in at the right, past column 83: pressed a pixel before a
                // column's edge, let go just past it (3 pixels, in 8-pixel columns), or a
                // whole column on where reports come in cells.
                let to = mouse == "pixels" ? 91.25 : 91.5
                try await x.press(column: 90.9, row: 12)
                try await x.moveHeld(column: to, row: 12)
                try await x.release()
                let moved = try await x.waitForScreen("page 2/20 after the click") { $0.page?.current == 2 && !$0.contains("fps") }
                #expect(moved.page == Page(current: 2, count: 20), "\(moved)")
                try await x.key("q")
                let exit = try await x.waitForExit()
                #expect(exit.status == 0 && exit.sttyBefore == exit.sttyAfter, "\(exit)")
            }
        }
    }

    @Test("a drag of less than a cell moves the content in pixel mode (drawn at the nearest column)")
    func subCellDragMoves() async throws {
        try await XTerminalSession.withCarousel(["--strategy", "nearest"], in: .xterm) { x in
            let before = try await x.waitForScreen("page 1/20 in pixels") { $0.contains("mouse pixels") && $0.contains("╭") }
            let edge = try #require(Self.currentCardEdge(before, columns: x.columns), "\(before)")
            // From the right of column 50 to its left (toward later cards: no rubber band at
            // the first): the same cell, three quarters of it.
            try await x.press(column: 50 + 0.35, row: 12)
            try await x.moveHeld(column: 50 - 0.4, row: 12)
            let moved = try await x.waitForScreen("the card to follow the pointer by a column") {
                Self.currentCardEdge($0, columns: x.columns) == edge - 1
            }
            #expect(moved.page == Page(current: 1, count: 20), "\(moved)")
            try await x.release()
            try await x.key("q")
            _ = try await x.waitForExit()
        }
    }
}

/// A constant-speed drag in a real xterm, to the pixel and to the cell: how far the
/// velocity the carousel measures is from the pointer's.
///
/// The pointer is moved through XTEST by the test itself (`XTestPointer`), 3 pixels every
/// 10 ms on a fixed schedule, and each move's time is taken when the X server has it: the
/// truth is the slope of those moves over the whole drag, in the window's 8-pixel columns,
/// known without the program. What the program measured is the `velocity` of its own
/// `--record` line for the drag, to the hundredth, not the overlay's whole columns.
@Suite("Velocity from a real pointer in xterm", .serialized, .gestureTiming)
struct RealPointerVelocityTests {
    /// A slow drag, 37.5 columns a second in 8-pixel columns (a new cell every 2 or 3
    /// moves), across 22 columns. (A column per move would be a staircase whose steps are
    /// the samples: nothing for pixels to improve.)
    static let pixelsPerStep = 3, stepMilliseconds = 10.0, steps = 60

    struct Round: CustomStringConvertible {
        /// The pointer's speed, columns a second (negative: to the left).
        var truth: Double
        /// The program's release velocity, columns a second: the content's, which goes
        /// against the pointer's sign when it follows the hand.
        var measured: Double
        /// The drag kept its speed to the end: over its last 300 ms (what the program may fit)
        /// the moves' slope is within 2% of the whole drag's and none came more than 20 ms
        /// after the one before; and the program read them without a gap of 40 ms (the
        /// stillness of a drag). A machine too busy to send or deliver the drag measures
        /// itself, not the fit.
        var steady: Bool
        var error: Double { abs(abs(measured) - abs(truth)) / abs(truth) }
        /// The content went the other way than the hand (a stall read as a rest, 0, is not).
        var againstTheHand: Bool { measured * truth > 0 }
        var description: String {
            String(format: "%.2f vs %.2f", abs(truth), abs(measured)) + (againstTheHand ? " (against the hand)" : "")
                + (steady ? "" : " (unsteady, left out)")
        }
    }

    /// The record's drags in order: release velocity, and the samples' times (ms since press).
    static func recordedDrags(_ x: XTerminalSession) -> [(velocity: Double, times: [Double])] {
        guard let text = try? String(contentsOf: x.file("record.jsonl"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["kind"] as? String == "drag", let v = object["velocity"] as? Double,
                let samples = object["samples"] as? [[Double]]
            else { return nil }
            return (v, samples.compactMap { $0.count == 2 ? $0[1] : nil })
        }
    }

    /// Least-squares slope of the moves, pixels per millisecond.
    static func slope(_ sent: [XTestPointer.Sent]) -> Double {
        let n = Double(sent.count)
        let mt = sent.reduce(0) { $0 + $1.milliseconds } / n, mx = sent.reduce(0) { $0 + Double($1.x) } / n
        let sxy = sent.reduce(0) { $0 + ($1.milliseconds - mt) * (Double($1.x) - mx) }
        let sxx = sent.reduce(0) { $0 + ($1.milliseconds - mt) * ($1.milliseconds - mt) }
        return sxx > 0 ? sxy / sxx : 0
    }

    static func rounds(_ x: XTerminalSession, count: Int) async throws -> [Round] {
        let pointer = try XTestPointer(display: x.display)
        let start = x.point(column: 85, row: 12)
        var rounds: [Round] = []
        for round in 1...count {
            let sent = await pointer.constantDrag(from: start, pixels: pixelsPerStep, milliseconds: stepMilliseconds, steps: steps)
            let drags = try await x.waitFor("drag \(round) in the record") { () -> [(velocity: Double, times: [Double])]? in
                let d = Self.recordedDrags(x)
                return d.count >= round ? d : nil
            }
            let drag = drags[round - 1]
            let truth = slope(sent) * 1000 / x.cellSize.width
            let end = sent.filter { $0.milliseconds >= (sent.last?.milliseconds ?? 0) - 300 }
            let intervals = zip(end.dropFirst(), end).map { $0.milliseconds - $1.milliseconds }
            let read = drag.times.filter { $0 >= (drag.times.last ?? 0) - 300 }
            let delivered = zip(read.dropFirst(), read).allSatisfy { $0 - $1 <= 40 }
            let steady = intervals.allSatisfy { $0 <= 20 } && abs(slope(end) / slope(sent) - 1) < 0.02 && delivered
            rounds.append(Round(truth: truth, measured: drag.velocity, steady: steady))
            try await x.key("Home")
            try await x.waitForScreen("back at page 1") { $0.page?.current == 1 && !$0.contains("fps") }
        }
        return rounds
    }

    static func percent(_ x: Double?) -> String { x.map { String(format: "%.1f%%", $0 * 100) } ?? "not measured" }

    /// The median error of the steady rounds; `nil` when fewer than `least` were steady.
    static func medianError(_ rounds: [Round], least: Int) -> Double? {
        let errors = rounds.filter(\.steady).map(\.error).sorted()
        return errors.count >= least ? errors[errors.count / 2] : nil
    }

    /// The carousel on 50 cards in xterm, `record.jsonl` kept; the settle at its fastest, so
    /// that each round's way back to the first card is short (the drag is under test).
    static func session(_ mouse: String, _ body: (XTerminalSession) async throws -> [Round]) async throws -> [Round] {
        let arguments = ["--strategy", "nearest", "--count", "50", "--settle-speed", "4", "--record", "record.jsonl"]
        return try await XTerminalSession.withCarousel(arguments + ["--mouse", mouse], in: .xterm) { x in
            try await x.waitForScreen("mouse \(mouse)") { $0.contains("mouse \(mouse)") }
            return try await body(x)
        }
    }

    /// Before the steady window, least squares over 100 ms read a few ms of a busy
    /// machine's lateness at the end of the drag as slowing down: 2-8% low under a load of 5.
    @Test("a constant-speed slow drag: pixel mode's velocity within 3% of the pointer's")
    func pixelVelocityError() async throws {
        let pixel = try await Self.session("pixels") { try await Self.rounds($0, count: 7) }
        print(
            "velocity in xterm, pixel mode: median error \(Self.percent(Self.medianError(pixel, least: 3))) (true vs measured col/s: \(pixel.map(\.description).joined(separator: ", ")))"
        )
        let pixelAgainstTheHand = pixel.contains { $0.againstTheHand }
        #expect(!pixelAgainstTheHand, "\(pixel)")
        guard let pixelError = Self.medianError(pixel, least: 3) else {
            print("velocity in xterm: not compared, the machine did not move the pointer steadily enough")
            return
        }
        #expect(pixelError < 0.03, "pixel mode's velocity is \(Self.percent(pixelError)) off: \(pixel)")
    }

    /// In whole cells the same drag is a staircase (a new column every 2 or 3 moves): what
    /// the fit makes of it is coarser, yet a person must still feel the speed of the hand,
    /// never the content running the other way, nor a quarter faster or a fifth slower (the
    /// worst cell drag measured so far was 5% off).
    @Test("the same drag in cells: the velocity goes with the hand, within a factor of 1.25 of the pointer's")
    func cellVelocityFollowsTheHand() async throws {
        let cell = try await Self.session("cells") { try await Self.rounds($0, count: 3) }
        print(
            "velocity in xterm, cell mode: median error \(Self.percent(Self.medianError(cell, least: 1))) (true vs measured col/s: \(cell.map(\.description).joined(separator: ", ")))"
        )
        let cellAgainstTheHand = cell.contains { $0.againstTheHand }
        #expect(!cellAgainstTheHand, "\(cell)")
        for round in cell where round.steady {
            let ratio = abs(round.measured) / abs(round.truth)
            #expect(ratio > 1 / 1.25 && ratio < 1.25, "cell mode measured \(round)")
        }
    }
}

/// The gestures of a person at a real pointer, in every emulator: xterm reports pixels,
/// urxvt and st (no mode 1016) cells, as before.
@Suite("Gestures under a real pointer, in pixels and in cells", .serialized)
struct RealPointerGestureTests {
    /// A hard flick to the left from column 85 to 25, ten columns every 8 ms (about 1000
    /// columns a second), let go while moving.
    static func hardFlick(_ x: XTerminalSession) async throws {
        let points: [(column: Double, row: Double)] = stride(from: 85.0, through: 25, by: -10).map { ($0, 12) }
        try await x.drag(points, stepMilliseconds: 8)
    }

    @Test(
        "a hard flick crosses several cards under nearest, exactly one under one-at-a-time",
        .gestureTiming, arguments: TerminalEmulator.x11Classics)
    func hardFlick(emulator: TerminalEmulator) async throws {
        // The drag alone moves the content 60 columns, about one card (card 2): nearest goes
        // further at whatever speed a loaded machine delivers the motion.
        for (strategy, expected) in [("nearest", 3...20), ("one-at-a-time", 2...2)] {
            try await XTerminalSession.withCarousel(["--strategy", strategy], in: emulator) { x in
                if emulator == .xterm {
                    try await x.waitForScreen("pixels") { $0.contains("mouse pixels") && $0.page == Page(current: 1, count: 20) }
                } else {
                    try await x.waitUntilCarouselOwnsTheTerminal()
                }
                try await Self.hardFlick(x)
                if emulator == .xterm {
                    try await x.waitForScreen("the flick decided") { !$0.contains("none yet") && !$0.contains("fps") }
                }
                try await x.key("Return")
                let exit = try await x.waitForExit()
                let card = try #require(RealTerminalTests.chosenCard(exit), "\(exit)")
                #expect(expected.contains(card), "\(strategy) in \(emulator): a hard flick rested on card \(card)")
                #expect(exit.sttyBefore == exit.sttyAfter, "\(exit)")
            }
        }
    }

    @Test(
        "a click on the peeking neighbour goes to it; a wheel notch down moves one card",
        arguments: TerminalEmulator.x11Classics)
    func clickAndWheel(emulator: TerminalEmulator) async throws {
        try await XTerminalSession.withCarousel(in: emulator) { x in
            if emulator == .xterm {
                try await x.waitForScreen("pixels") { $0.contains("mouse pixels") }
            } else {
                try await x.waitUntilCarouselOwnsTheTerminal()
            }
            // The right neighbour peeks from column 83 of 100.
            let p = x.point(column: 90.3, row: 12)
            try await x.xdotool(["mousemove", "\(p.x)", "\(p.y)", "click", "1"])
            if emulator == .xterm {
                try await x.waitForScreen("page 2/20 after the click") { $0.page?.current == 2 && !$0.contains("fps") }
            }
            try await x.wheel(button: 5, column: 50, row: 12)
            if emulator == .xterm { try await x.waitForScreen("page 3/20 after a notch") { $0.page?.current == 3 && !$0.contains("fps") } }
            try await x.key("Return")
            let exit = try await x.waitForExit()
            #expect(RealTerminalTests.chosenCard(exit) == 3, "\(exit)")
        }
    }

    @Test("after the window grows the pointer is still read to the pixel: a sub-cell drag moves the content")
    func resizeKeepsPixels() async throws {
        try await XTerminalSession.withCarousel(["--strategy", "nearest"], in: .xterm) { x in
            try await x.waitForScreen("pixels") { $0.contains("mouse pixels") && $0.contains("╭") }
            try await x.resizeWindow(columns: 120, rows: 30)
            let wide = try await x.waitForScreen("the carousel at 120 columns") { $0.statusLine.count >= 119 && $0.contains("╭") }
            #expect(wide.contains("mouse pixels"), "\(wide)")
            let edge = try #require(PixelPointerTests.currentCardEdge(wide, columns: 120), "\(wide)")
            try await x.press(column: 60 + 0.35, row: 12)
            try await x.moveHeld(column: 60 - 0.4, row: 12)
            try await x.waitForScreen("the card to follow the pointer by a column") {
                PixelPointerTests.currentCardEdge($0, columns: 120) == edge - 1
            }
            try await x.release()
            try await x.key("q")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0 && exit.sttyBefore == exit.sttyAfter, "\(exit)")
        }
    }
}
