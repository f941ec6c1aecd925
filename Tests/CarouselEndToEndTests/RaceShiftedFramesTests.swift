import Foundation
import Testing
import CarouselTestSupport

/// Every lane of the race is shifted on the terminal (ICH/DCH) as it moves, instead of
/// being written again: after flicks both ways the screen must be the one a fresh repaint
/// (Ctrl-L) draws, cell by cell with colours.
@Suite("Shifted race frames leave the screen a fresh repaint leaves")
struct RaceShiftedFramesTests {
    static let lanes = ["system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote"]

    @Test(
        "after flicks both ways in the race, the screen is what Ctrl-L draws afresh", .gestureTiming,
        arguments: ["xterm-256color", "tmux-256color"])
    func raceScreenAfterFlicks(term: String) async throws {
        let log = XTerminalSession.outputLogFile()
        defer { try? FileManager.default.removeItem(at: log) }
        try await TmuxSession.withCarousel(
            ["race", "--count", "1000", "--settle-speed", "4"], height: 40, term: term,
            environment: ["CAROUSEL_OUTPUT_LOG": log.path], waitForScreen: "vote  page 1/1000"
        ) { tmux in
            let mouse = MouseEncoding.sgr
            func pages(_ screen: Screen) -> [Page?] { Self.lanes.map { RaceTests.page(screen, $0) } }
            /// Does something that moves the lanes, waits for them to come to rest elsewhere,
            /// and compares the screen with the one a full repaint leaves.
            func moveThenCompare(_ what: String, _ move: () async throws -> Void) async throws {
                let before = pages(try await tmux.capture())
                try await move()
                _ = try await tmux.waitForScreen("the lanes to move after \(what)") { pages($0) != before }
                // Longer than the link pacer's patience: a frame it holds back for a slow
                // acknowledgement (a busy machine's tmux answers late) is sent by then.
                let shifted = try await Self.stableScreen(tmux, what, log: log, quiet: 2.5)
                let repaints = Self.fullRepaints(log)
                try await tmux.send("C-l")
                _ = try await tmux.waitFor("the full repaint after \(what)") { Self.fullRepaints(log) > repaints ? true : nil }
                let fresh = try await Self.stableScreen(tmux, "the repaint after \(what)", log: log)
                if let difference = VTScreen(capture: shifted).firstDifference(from: VTScreen(capture: fresh)) {
                    Issue.record(
                        "\(term), after \(what): \(difference)\n--- shifted ---\n\(shifted)\n--- fresh ---\n\(fresh)\n--- the last bytes sent before the repaint ---\n\(Self.lastBytes(log, before: repaints))"
                    )
                }
            }
            try await moveThenCompare("a mouse flick forward") {
                try await tmux.sendBytes(mouse.drag(from: 80, to: 44, step: 6, y: 12) + mouse.release(44, 12))
            }
            try await moveThenCompare("a mouse flick back") {
                try await tmux.sendBytes(mouse.drag(from: 20, to: 70, step: 5, y: 12) + mouse.release(70, 12))
            }
            for key in ["S-Right", "Left"] {
                try await moveThenCompare(key) { try await tmux.send(key) }
            }
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
        // What was sent: the lanes shifted sideways with ICH/DCH.
        let sent = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        let shiftedSideways = sent.contains(/\x1B\[\d*[P@]/)
        #expect(shiftedSideways, "no ICH/DCH in the \(sent.utf8.count) bytes sent")
    }

    /// Full repaints the program has sent so far (each starts by erasing the screen).
    static func fullRepaints(_ log: URL) -> Int {
        let sent = (try? Data(contentsOf: log)) ?? Data()
        return String(decoding: sent, as: UTF8.self).components(separatedBy: "\u{1B}[2J").count - 1
    }

    /// Up to 4 KiB of what was sent before the `repaints`+1st full repaint: the frames a
    /// difference came from, for the report.
    static func lastBytes(_ log: URL, before repaints: Int) -> String {
        let sent = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        let parts = sent.components(separatedBy: "\u{1B}[2J")
        let upTo = parts.prefix(repaints + 1).joined(separator: "\u{1B}[2J")
        return String(upTo.suffix(4096)).debugDescription
    }

    /// The screen with its colours once the lanes have come to rest: three captures in a row
    /// agree (the tail of a settle moves a lane by a cell now and then: two could fall between
    /// its steps), over at least half a second in which the program sent nothing (on a busy
    /// machine a program held off the processor mid-settle draws nothing for a while: its
    /// screen then agrees with itself without being at rest). `quiet`: how long nothing
    /// may have been sent.
    static func stableScreen(_ tmux: TmuxSession, _ what: String, log: URL, quiet: Double = 0.5) async throws -> String {
        var previous: String?, agreeing = 0, since = Date(), sent = -1
        return try await tmux.waitFor("the screen to come to rest after \(what)") {
            let screen = try await tmux.captureWithAttributes()
            let bytes = (try? FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int) ?? 0
            if previous != screen || bytes != sent { since = Date(); agreeing = 0 } else { agreeing += 1 }
            previous = screen
            sent = bytes
            return agreeing >= 2 && Date().timeIntervalSince(since) >= quiet ? screen : nil
        }
    }
}
