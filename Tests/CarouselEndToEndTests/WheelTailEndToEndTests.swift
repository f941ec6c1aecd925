import Foundation
import Testing

/// A touchpad swipe whose inertia tail slows down is one gesture, in tmux (the tracker's
/// reports with their real gaps) and in a real xterm (xdotool's wheel clicks): one card
/// under one-at-a-time, one gesture recorded.
@Suite("Wheel tails from a touchpad", .gestureTiming)
struct WheelTailEndToEndTests {
    /// The tracker's touchpad: 11 reports 10 ms apart, then a tail whose gaps each stay
    /// under twice the last.
    static let touchpad = Array(repeating: 10, count: 10) + [30, 50, 70, 90, 120, 150, 200, 250]

    /// Sends one report after each gap (the first at once), as one tmux command so that
    /// only the gaps space them.
    static func send(_ tmux: TmuxSession, _ report: [UInt8], gaps: [Int]) async throws {
        var arguments: [String] = []
        for gap in [0] + gaps {
            if gap > 0 { arguments += [";", "run-shell", "sleep \(Double(gap) / 1000)", ";"] }
            arguments += ["send-keys", "-t", tmux.target, "-H"] + report.map { String(format: "%02x", $0) }
        }
        try await tmux.tmuxCommand(arguments)
    }

    /// Whether the burst's eleven reports reached the program at their pace: as at least six
    /// reads within its first 150 ms. A loaded machine that held them back hands them over
    /// in a few reads, and a swipe read so has no speed to flick with (tried again above).
    static func burstCamePaced(_ lines: [String]) -> Bool {
        guard let line = lines.first, let data = line.data(using: .utf8),
            let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let samples = record["samples"] as? [[Double]]
        else { return false }
        let times = Set(samples.compactMap { $0.count == 2 && $0[1] <= 150 ? $0[1] : nil })
        return times.count >= 6
    }

    static func recorded(_ file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test("a swipe whose tail slows from 10 to 250 ms gaps moves one card under one-at-a-time", arguments: GestureTimingTests.cases)
    func slowingTailInTmux(term: String, encoding: MouseEncoding) async throws {
        let result = try await LoadedMachine.untilFastEnough({ $0.gestures == 1 && Self.burstCamePaced($0.lines) }) {
            try await TmuxSession.withCarousel(
                [
                    "--strategy", "one-at-a-time", "--count", "1000", "--start-page", "10",
                    "--settle-speed", "4", "--record", "tail.jsonl",
                ],
                term: term, waitForScreen: "page 10/"
            ) { tmux -> (screen: Screen, gestures: Int, lines: [String]) in
                try await Self.send(tmux, encoding.wheel(code: 65, 50, 15), gaps: Self.touchpad)
                // Enter comes after every report on the tty and ends a burst first: the
                // card printed is where the whole swipe, tail and all, rested.
                _ = try await tmux.waitFor("the swipe in the record") { Self.recorded(tmux.file("tail.jsonl")).isEmpty ? nil : true }
                let screen = try await tmux.waitForRest()
                try await tmux.send("q")
                #expect(try await tmux.waitForExit().status == 0)
                let lines = Self.recorded(tmux.file("tail.jsonl"))
                return (screen, lines.count, lines)
            }
        }
        // More than one gesture from the burst itself (reports held back past a burst's
        // pause at its 10 ms pace) is the machine's load, tried again above; the tail's own
        // gaps never split it.
        #expect(result.gestures == 1, "one swipe, not a swipe and lone notches:\n\(result.lines.joined(separator: "\n"))")
        #expect(result.screen.page == Page(current: 11, count: 1000), "\(result.screen)")
    }

    @Test("in a real xterm, 15 wheel clicks and a tail of 7 slowing ones (110-235 ms apart) move one card")
    func xdotoolTailInXterm() async throws {
        let record = XTerminalSession.outputLogFile()
        defer { try? FileManager.default.removeItem(at: record) }
        let gaps = [110, 130, 150, 170, 190, 210, 235]
        try await XTerminalSession.withCarousel(["--strategy", "one-at-a-time", "--count", "1000", "--record", record.path], in: .xterm) {
            x in
            try await x.waitForScreen("page 1/1000") { $0.page == Page(current: 1, count: 1000) }
            let p = x.point(column: 50, row: 12)
            // One xdotool run: its own sleeps space the clicks, not process starts.
            var args = ["mousemove", "\(p.x)", "\(p.y)", "click", "--repeat", "15", "--delay", "10", "5"]
            for gap in gaps { args += ["sleep", String(format: "%.3f", Double(gap) / 1000), "click", "5"] }
            try await x.xdotool(args)
            _ = try await x.waitForScreen("the swipe at rest") { $0.decidedPage != nil && $0.contains("idle") }
            try await x.key("Return")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(RealTerminalTests.chosenCard(exit) == 2, "one swipe, one card: \(exit)")
            #expect(
                XTerminalSession.recordedGestures(record) == 1,
                "one gesture recorded:\n\(Self.recorded(record).joined(separator: "\n"))")
        }
    }
}
