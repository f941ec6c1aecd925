import CarouselCore
import CarouselKit
import Foundation
import Testing

/// Gestures whose timing is the point, sent as real mouse reports with real gaps between
/// them: a flick that leaves the window, a slow drag, a gesture in one read, and quick key
/// flicks while `free` coasts.
@Suite("Gesture timing from raw terminal reports", .gestureTiming)
struct GestureTimingTests {
    static let row = 12
    static let cases: [(String, MouseEncoding)] = [("xterm-256color", .sgr), ("tmux-256color", .x10)]

    /// Sends each report on its own, `gapMilliseconds` after the one before (and the last
    /// `lastGapMilliseconds` after the one before it, when given): the gaps in time between
    /// reports are what the gesture is about. One tmux command with `run-shell sleep`
    /// between the writes, so the gaps are the server's and not a client's start-up time.
    static func sendSpaced(
        _ tmux: TmuxSession, _ reports: [[UInt8]], gapMilliseconds: Int,
        lastGapMilliseconds: Int? = nil
    ) async throws {
        var arguments: [String] = []
        for (k, report) in reports.enumerated() where !report.isEmpty {
            if k > 0 {
                let gap = k == reports.count - 1 ? (lastGapMilliseconds ?? gapMilliseconds) : gapMilliseconds
                arguments += [";", "run-shell", "sleep \(Double(gap) / 1000)", ";"]
            }
            arguments += ["send-keys", "-t", tmux.target, "-H"] + report.map { String(format: "%02x", $0) }
        }
        try await tmux.tmuxCommand(arguments)
    }

    /// The velocity the decision overlay shows (`v=123`), in columns a second.
    static func velocity(_ screen: Screen) -> Int? {
        guard let overlay = screen.overlay, let m = overlay.firstMatch(of: /v=(-?\d+)/) else { return nil }
        return Int(m.1)
    }

    @Test("a flick that leaves the window keeps its speed", arguments: cases)
    func flickOutOfTheWindow(term: String, encoding: MouseEncoding) async throws {
        let screen = try await LoadedMachine.untilFastEnough({ ($0.page?.current ?? 0) >= 3 }) {
            try await TmuxSession.withCarousel(["--strategy", "nearest", "--count", "1000", "--settle-speed", "4"], term: term) { tmux in
                // Toward later cards, 10 columns a report, until the pointer is in column 1 (the
                // terminal's first): it goes on beyond, where nothing is reported, and lets go
                // 50 ms later (a pause that used to read as a stop).
                var reports = [encoding.press(71, Self.row)]
                for x in stride(from: 61, through: 1, by: -10) { reports.append(encoding.motion(x, Self.row)) }
                reports.append(encoding.release(1, Self.row))
                try await Self.sendSpaced(tmux, reports, gapMilliseconds: 8, lastGapMilliseconds: 50)
                try await tmux.waitForScreen("the overlay to show the flick's decision") { $0.decidedPage != nil }
                let screen = try await tmux.waitForRest()
                try await tmux.send("q")
                #expect(try await tmux.waitForExit().status == 0)
                return screen
            }
        }
        let v = try #require(Self.velocity(screen), "\(screen)")
        // The drag alone moves 70 columns: page 2. The flick carries it further, how far
        // depending on how quickly the reports came (hundreds of columns a second).
        #expect(v >= 50, "a flick out of the window keeps its speed:\n\(screen)")
        #expect((screen.page?.current ?? 0) >= 3, "\(screen)")
    }

    @Test("a slow drag released between two cells is still moving", arguments: cases)
    func slowDrag(term: String, encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["--strategy", "nearest", "--settle-speed", "4"], term: term) { tmux in
            // One column every 70 ms (about 14 columns a second with the terminal's own
            // delays), released 45 ms after the last cell: a slow hand, not a stop.
            var reports = [encoding.press(60, Self.row)]
            for x in stride(from: 59, through: 52, by: -1) { reports.append(encoding.motion(x, Self.row)) }
            reports.append(encoding.release(52, Self.row))
            // A machine busy with other work can stretch a gap past 150 ms (a real hold,
            // rightly read as 0): up to three tries, each from the first card again. Before
            // the cadence rule every try read 0, so the test still tells.
            var velocities: [Int] = []
            var last: Screen?
            for _ in 0..<3 {
                try await Self.sendSpaced(tmux, reports, gapMilliseconds: 70, lastGapMilliseconds: 45)
                let screen = try await tmux.waitForScreen("the overlay to show the drag's decision") { Self.velocity($0) != nil }
                let v = try #require(Self.velocity(screen), "\(screen)")
                velocities.append(v)
                last = screen
                if v >= 5 && v <= 40 { break }
                // Home's own decision has no velocity: the next drag's shows anew.
                try await tmux.send("Home")
                try await tmux.waitForScreen("Home's decision in the overlay") { Self.velocity($0) == nil && $0.page?.current == 1 }
            }
            #expect(
                velocities.contains { $0 >= 5 && $0 <= 40 },
                "a slow drag reads as moving, about 14 columns a second; read \(velocities):\n\(last.map { "\($0)" } ?? "")")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    /// The whole gesture in one write arrives in one read: it says nothing about speed,
    /// and the live program decides as `carousel simulate` does for the same reports at one
    /// instant (it used to fling at the fastest speed and cross seven pages).
    @Test("a gesture in one read lands where simulate says", arguments: cases)
    func gestureInOneRead(term: String, encoding: MouseEncoding) async throws {
        let simulated = try await Carousel.run([
            "simulate", "--strategy", "nearest", "--count", "1000",
            "--drag", "79@0,73@0,67@0,61@0,55@0,49@0,43@0",
        ])
        let target = try #require(
            simulated.stdout.firstMatch(of: /"target_page": (\d+)/).flatMap { Int($0.1) },
            "\(simulated)")
        #expect(simulated.stdout.contains("\"velocity\": 0,"), "\(simulated)")
        try await TmuxSession.withCarousel(["--strategy", "nearest", "--count", "1000", "--settle-speed", "4"], term: term) { tmux in
            try await tmux.sendBytes(encoding.drag(from: 80, to: 44, step: 6, y: Self.row) + encoding.release(44, Self.row))
            try await tmux.waitForScreen("the overlay to show the decision") { $0.decidedPage != nil }
            let screen = try await tmux.waitForRest()
            #expect(Self.velocity(screen) == 0, "\(screen)")
            #expect(screen.page == Page(current: target + 1, count: 1000), "simulate says page \(target + 1):\n\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("five quick Right presses reach page 6 under free, as under nearest", arguments: ["free", "nearest"])
    func quickKeyFlicks(strategy: String) async throws {
        // Each press comes while the last still settles, even at the fastest settle.
        try await TmuxSession.withCarousel(["--strategy", strategy, "--settle-speed", "4"]) { tmux in
            for _ in 0..<5 { try await tmux.send("Right") }
            try await tmux.waitForScreen("the carousel to rest on page 6") {
                $0.page == Page(current: 6, count: 20) && $0.contains(" idle ")
            }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }
}
