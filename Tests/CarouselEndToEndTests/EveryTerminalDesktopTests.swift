import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The scenarios of `EveryTerminalScenarioTests`, in the terminals most people open: VTE's
/// gnome-terminal, konsole, kitty, alacritty, mlterm and foot (under weston), each under Xvfb
/// with real X events. None prints its screen as text, so what a person sees is read from
/// window pictures (`xwd`), from the card Enter prints, and from the bytes the carousel sent
/// (`CAROUSEL_OUTPUT_LOG`). One window per test: each further start of the carousel runs in
/// the same terminal (`runAgain`), as a person would start it again.
@Suite("Every desktop terminal, one window each")
struct EveryTerminalDesktopTests {
    static let arguments = ["--count", "1000", "--strategy", "nearest", "--no-details", "--settle-speed", "4"]

    /// Skips, saying what to install, where the terminal is not on this machine.
    static func installed(_ emulator: TerminalEmulator) -> Bool {
        let missing = XTerminalSession.missingPrograms(for: emulator)
        if !missing.isEmpty {
            print(
                "skipped in \(emulator): not installed (apt-get install --no-install-recommends \(missing.joined(separator: " ")); make test installs it)"
            )
        }
        return missing.isEmpty
    }

    @Test(
        "draws, pages with keys, picks its palette from the terminal's background, quits cleanly, redraws right after a resize, and after flicks both ways shows the page as drawn afresh",
        arguments: TerminalEmulator.desktopTerminals)
    func drawsPagesAndRedraws(emulator: TerminalEmulator) async throws {
        guard Self.installed(emulator) else { return }
        let log = XTerminalSession.outputLogFile(), record = XTerminalSession.outputLogFile()
        defer { for file in [log, record] { try? FileManager.default.removeItem(at: file) } }
        let logged = ["CAROUSEL_OUTPUT_LOG": log.path]
        // Every run records its gestures, each line written once the carousel is at rest.
        let arguments = Self.arguments + ["--record", record.path]
        try await XTerminalSession.withCarousel(arguments, in: emulator, environment: logged) { x in
            // Every run logs what it sends afresh: its frames tell when it has drawn.
            func again(_ more: [String] = []) async throws {
                try? FileManager.default.removeItem(at: log)
                try await x.runAgain(arguments + more, environment: logged)
            }
            // The first frame, then a page on and back: the keys page, and page 1 looks as it did.
            let first = try await Self.drawn(x, "first", log: log)
            let second = try await Self.afterKey(x, "Right", "second", from: first, record: record)
            let back = try await Self.afterKey(x, "Left", "back", from: second, record: record)
            Self.expectSame(back, first, "\(emulator): page 1 after Right and Left")
            try await x.key("Right")
            try await x.key("Return")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0 && RealTerminalTests.chosenCard(exit) == 2, "\(emulator): keys: \(exit)")
            #expect(!Carousel.looksLikeCrash(exit.stdout + exit.stderr), "\(emulator): \(exit)")
            // Every mode turned on is turned off at the end.
            let sent = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
            #expect(
                Self.mouseOffAtTheEnd(sent), "\(emulator): the mouse is not turned off at the end: \(sent.suffix(120).debugDescription)")
            #expect(
                sent.contains("\u{1B}[?1016h") == emulator.reportsPixels,
                "\(emulator): mouse in \(sent.contains("\u{1B}[?1016h") ? "pixels" : "cells"), expected \(emulator.reportsPixels ? "pixels" : "cells")"
            )
            // The pages moved by shifting the strip: mlterm answers DECRQM 69 as xterm does and
            // gets its margins; every one of them repeats `─` with REP.
            let shift = Self.sidewaysShift(sent), expectedShift = emulator == .mlterm ? "DECDC/DECIC" : "ICH/DCH"
            #expect(shift == expectedShift, "\(emulator): the strip was shifted with \(shift), expected \(expectedShift)")
            #expect(sent.range(of: "─\u{1B}\\[[0-9]+b", options: .regularExpression) != nil, "\(emulator): no `─` repeated with REP")
            // The palette reads on the terminal's own background, as the shell's screen shows it.
            let shell = try Data(contentsOf: URL(fileURLWithPath: try await x.picture("shell")))
            // The bottom left cell: the shell's cursor is at the top.
            let corner = x.point(column: 0, row: Double(x.rows - 1))
            let light = try #require(
                XwdPicture.isLight(shell, x: corner.x - x.windowOrigin.x, y: corner.y - x.windowOrigin.y) as Bool?,
                "\(emulator): a picture xwd cannot read")
            let body = sent.contains("38;5;235") ? "light" : sent.contains("38;5;252") ? "dark" : "neither"
            #expect(body == (light ? "light" : "dark"), "\(emulator): the \(body) palette on a \(light ? "light" : "dark") background")

            // A resize redraws as a fresh start at the new size draws. weston's window keeps
            // the size it opened at: foot is not resized.
            try await again()
            let before = try await Self.drawn(x, "before-resize", log: log)
            let resized = emulator == .foot ? before : try await Self.resized(x, from: before)
            try await x.key("q")
            // Quitting leaves the terminal's settings as they were (the second run: VTE turns
            // IUTF8 on a moment after the first has started, and after its shell noted them).
            let quit = try await x.waitForExit()
            #expect(quit.status == 0 && quit.sttyBefore == quit.sttyAfter && !quit.sttyBefore.isEmpty, "\(emulator): stty: \(quit)")
            try await again()
            let restarted = try await Self.drawn(x, "fresh-resized", log: log)
            Self.expectSame(resized, restarted, "\(emulator): after the resize")

            // Flicks both ways leave the window as the same page drawn afresh. A flick that did
            // not move (mlterm once let the first drag's reports go unread) is tried again.
            var card = 1
            var flicked = Data()
            for attempt in 0..<LoadedMachine.attempts {
                if attempt > 0 {
                    try await again()
                    _ = try await Self.drawn(x, "again-\(attempt)", log: log)
                }
                let before = XTerminalSession.recordedGestures(record)
                try await x.drag(row: 12, from: 70, to: 10, steps: 8, stepMilliseconds: 8)
                try await x.waitForRest(record: record, count: before + 1, log: log)
                // Back a little, slowly: the card stays past the first whatever the machine's speed
                // (the first drag is longer than a card, flick or not).
                let gestures = XTerminalSession.recordedGestures(record)
                try await x.drag(row: 12, from: 30, to: 40, steps: 4, stepMilliseconds: 60)
                flicked = try await x.pictureAfterGesture("flicked-back", after: nil, record: record, count: gestures + 1)
                try await x.key("Return")
                card = try #require(RealTerminalTests.chosenCard(try await x.waitForExit()), "\(emulator): no card printed")
                if card > 1 { break }
            }
            #expect(card > 1, "\(emulator): the flick did not move")
            try await again(["--start-page", "\(card)"])
            let fresh = try await Self.drawn(x, "fresh-\(card)", log: log)
            Self.expectSame(flicked, fresh, "\(emulator): card \(card) after flicks both ways")
            try await x.key("q")
            #expect(try await x.waitForExit().status == 0)
        }
    }

    @Test(
        "a hard real-pointer flick crosses several cards under nearest and one under one-at-a-time; a touchpad's burst of wheel clicks is one gesture; a wobbling click is a click",
        .gestureTiming, arguments: TerminalEmulator.desktopTerminals)
    func flicksAndBursts(emulator: TerminalEmulator) async throws {
        guard Self.installed(emulator) else { return }
        let log = XTerminalSession.outputLogFile(), record = XTerminalSession.outputLogFile()
        defer { for file in [log, record] { try? FileManager.default.removeItem(at: file) } }
        let start = ["--settle-speed", "4", "--record", record.path, "--strategy"]
        try await XTerminalSession.withCarousel(start + ["nearest"], in: emulator, environment: ["CAROUSEL_OUTPUT_LOG": log.path]) { x in
            // Each try after the first starts again in the same window.
            var runs = 0
            func started(_ strategy: String) async throws {
                if runs > 0 {
                    for file in [log, record] { try? FileManager.default.removeItem(at: file) }
                    try await x.runAgain(start + [strategy], environment: ["CAROUSEL_OUTPUT_LOG": log.path])
                }
                runs += 1
                try await x.waitUntilCarouselOwnsTheTerminal()
                // The mouse modes go out first, but a busy terminal (VTE on a cold first launch
                // or a loaded machine) turns them on only once it has read them: a drag before
                // that is its own selection and never reaches the carousel (which then rested
                // on card 1, three tries in a row). A person drags what the window shows: the
                // frame, every byte read, the window still.
                _ = try await x.framePicture("started", log: log)
                // Cell reports go on with raw mode, pixels only once the terminal has answered
                // that it has them: a press before that is in cells, the moves after in pixels.
                if emulator.reportsPixels {
                    _ = try await x.waitFor("the pointer in pixels") { () -> Bool? in
                        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("\u{1B}[?1016h") ? true : nil
                    }
                }
            }
            for (strategy, expected) in [("nearest", 3...20), ("one-at-a-time", 2...2)] {
                let card = try await LoadedMachine.untilFastEnough({ expected.contains($0 ?? 0) }) { () -> Int? in
                    try await started(strategy)
                    try await x.drag(row: 12, from: 85, to: 25, steps: 6, stepMilliseconds: 8)
                    try await x.key("Return")
                    return RealTerminalTests.chosenCard(try await x.waitForExit())
                }
                #expect(card.map(expected.contains) == true, "\(strategy) in \(emulator): rested on card \(String(describing: card))")
            }
            // 30 wheel clicks 8 ms apart, as X delivers a touchpad's swipe. On a loaded machine
            // a stall of more than 60 ms splits the burst in two, each rightly a card.
            let card = try await LoadedMachine.untilFastEnough({ $0 == 2 }) { () -> Int? in
                try await started("one-at-a-time")
                try await x.wheelBurst(button: 5, count: 30, delayMilliseconds: 8, column: 50, row: 12)
                try await x.waitForRecordedGesture(record)
                try await x.key("Return")
                return RealTerminalTests.chosenCard(try await x.waitForExit())
            }
            #expect(card == 2, "\(emulator): a burst of 30 wheel clicks rested on card \(String(describing: card))")
            // One notch is one card: alacritty writes each report twice, the twin sometimes in
            // the next read. The pointer rests in the window first, as a person's does.
            let notched = try await LoadedMachine.untilFastEnough({ $0 == 2 }) { () -> Int? in
                try await started("nearest")
                try await x.movePointer(column: 50, row: 12)
                try await Task.sleep(for: .milliseconds(150))
                try await x.wheel(button: 5, column: 50, row: 12)
                try await x.waitForRecordedGesture(record)
                try await x.key("Return")
                return RealTerminalTests.chosenCard(try await x.waitForExit())
            }
            #expect(notched == 2, "\(emulator): one wheel notch rested on card \(String(describing: notched))")
            // A click whose hand wobbles is a click: pressed a pixel before a column's edge on
            // the card peeking in at the right, let go past it (a few pixels where the terminal
            // reports pixels, the next column where it reports cells).
            try await started("nearest")
            try await x.press(column: 90.9, row: 12)
            try await x.moveHeld(column: emulator.reportsPixels ? 91.25 : 91.5, row: 12)
            try await x.release()
            try await x.key("Return")
            let clicked = RealTerminalTests.chosenCard(try await x.waitForExit())
            #expect(clicked == 2, "\(emulator): a wobbling click on the peeking card rested on card \(String(describing: clicked))")
        }
    }

    /// The window once the carousel has drawn it, at a size it keeps (konsole may still be
    /// settling its window's size when the first frame comes).
    static func drawn(_ x: XTerminalSession, _ name: String, log: URL) async throws -> Data {
        try await x.waitUntilCarouselOwnsTheTerminal()
        var picture = try await x.framePicture(name, log: log)
        for _ in 0..<10 {
            try await Task.sleep(for: .milliseconds(200))
            // Unchanged a moment later: one more picture says so.
            let same = try Data(contentsOf: URL(fileURLWithPath: try await x.picture(name)))
            if same == picture { return same }
            let again = try await x.framePicture(name, log: log)
            if ShiftedFramesXtermTests.differingTiles(picture, again) != nil { return again }
            picture = again
        }
        return picture
    }

    static func resized(_ x: XTerminalSession, from before: Data) async throws -> Data {
        try await x.resizeWindow(columns: 80, rows: 24)
        return try await LineDrawingRealTerminalTests.restingPicture(x, "resized", after: before)
    }

    /// Presses `key` and waits for the window to change and come to rest, in a picture the
    /// same size as `earlier` (konsole's window may still be settling its size at first).
    static func afterKey(_ x: XTerminalSession, _ key: String, _ name: String, from earlier: Data, record: URL) async throws -> Data {
        let gestures = XTerminalSession.recordedGestures(record)
        try await x.key(key)
        var picture = try await x.pictureAfterGesture(name, after: earlier, record: record, count: gestures + 1)
        for _ in 0..<10 where ShiftedFramesXtermTests.differingTiles(earlier, picture) == nil {
            try await Task.sleep(for: .milliseconds(200))
            picture = try await LineDrawingRealTerminalTests.restingPicture(x, name, after: nil)
        }
        return picture
    }

    static func expectSame(_ a: Data, _ b: Data, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let tiles = ShiftedFramesXtermTests.differingTiles(a, b)
        #expect(
            tiles == [],
            "\(what): the pictures differ in the 8x8-pixel tiles at \(tiles.map { "\($0.prefix(10))" } ?? "(unreadable pictures)")",
            sourceLocation: sourceLocation)
    }

    /// How the bytes sent shifted a strip sideways: DECDC/DECIC (with margins), ICH/DCH, or neither.
    static func sidewaysShift(_ sent: String) -> String {
        if sent.range(of: "\u{1B}\\[[0-9]*'[}~]", options: .regularExpression) != nil { return "DECDC/DECIC" }
        if sent.range(of: "\u{1B}\\[[0-9]*[@P]", options: .regularExpression) != nil { return "ICH/DCH" }
        return "neither"
    }

    /// Whether the mouse modes were turned off after they were last turned on (SGR, 1006).
    static func mouseOffAtTheEnd(_ sent: String) -> Bool {
        guard let off = sent.range(of: "\u{1B}[?1006l", options: .backwards) else { return false }
        return sent.range(of: "\u{1B}[?1006h", options: .backwards).map { $0.lowerBound < off.lowerBound } ?? true
    }
}
