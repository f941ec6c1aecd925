import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The touchpad: a two-finger swipe reaches the program as a burst of wheel reports, which
/// is one gesture resolved by the strategy, not a flick a report. Sent as real reports with
/// real gaps (SGR and X10), and in a real xterm from X button events.
@Suite("Wheel bursts from a touchpad", .gestureTiming)
struct WheelBurstTests {
    static let row = 15

    /// A swipe as terminals deliver it: `count` reports of wheel button `code`, `gap` ms apart.
    static func swipe(_ tmux: TmuxSession, _ encoding: MouseEncoding, code: Int, count: Int = 30, gap: Int = 8) async throws {
        let reports = Array(repeating: encoding.wheel(code: code, 50, row), count: count)
        try await GestureTimingTests.sendSpaced(tmux, reports, gapMilliseconds: gap)
    }

    /// One swipe from page 10 and where it rested, with the number of gestures the program
    /// recorded for it and the reports in the first: more than one gesture, or fewer than
    /// every report in it, means the machine's load held the reports back longer than a
    /// burst's pause (the program rightly ends a burst there, and may take what comes after
    /// for its slowing tail), and it is sent again.
    static func swipeFromPageTen(
        term: String, encoding: MouseEncoding, code: Int,
        strategy: String
    ) async throws -> (screen: Screen, gestures: Int, reports: Int, milliseconds: Double) {
        // The settle at its fastest: the burst is under test, not the way to the card.
        try await TmuxSession.withCarousel(
            [
                "--strategy", strategy, "--count", "1000", "--start-page", "10", "--settle-speed", "4",
                "--record", "swipe.jsonl",
            ], term: term, waitForScreen: "page 10/"
        ) { tmux in
            try await Self.swipe(tmux, encoding, code: code)
            // The record is written once the burst is over and the carousel rests (the first
            // report's flick shows a decision at once, which is not the swipe's).
            func recorded() -> Int {
                let text = (try? String(contentsOf: tmux.file("swipe.jsonl"), encoding: .utf8)) ?? ""
                return text.split(separator: "\n").count
            }
            _ = try await tmux.waitFor("the swipe in the record") { recorded() > 0 ? true : nil }
            let screen = try await tmux.waitForRest()
            let gestures = recorded()
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
            let text = (try? String(contentsOf: tmux.file("swipe.jsonl"), encoding: .utf8)) ?? ""
            // The virtual pointer's samples: where it began, one a report, the release.
            let first = (try? RecordReplayTests.objects(text))?.first
            let samples = first?["samples"] as? [[Double]] ?? []
            return (screen, gestures, max(0, samples.count - 2), samples.last?.last ?? 0)
        }
    }

    @Test(
        "a swipe of 30 reports moves one card under one-at-a-time, sideways and up/down wheels alike",
        arguments: GestureTimingTests.cases)
    func swipeOneAtATime(term: String, encoding: MouseEncoding) async throws {
        for (code, page) in [(67, 11), (65, 11), (66, 9), (64, 9)] {
            let result = try await LoadedMachine.untilFastEnough({
                (r: (screen: Screen, gestures: Int, reports: Int, milliseconds: Double)) in
                r.gestures == 1 && r.reports == 30
            }) {
                try await Self.swipeFromPageTen(term: term, encoding: encoding, code: code, strategy: "one-at-a-time")
            }
            #expect(result.gestures == 1, "the burst arrived as one gesture in none of the tries:\n\(result.screen)")
            #expect(result.screen.page == Page(current: page, count: 1000), "button \(code - 60): one swipe, one card:\n\(result.screen)")
        }
    }

    @Test("a swipe under nearest goes as far as its speed projects", arguments: GestureTimingTests.cases)
    func swipeNearest(term: String, encoding: MouseEncoding) async throws {
        // Its speed is under test: a burst the machine's load spread over twice its 232 ms
        // or more is a slower swipe, and is sent again.
        let cameWhole: ((screen: Screen, gestures: Int, reports: Int, milliseconds: Double)) -> Bool = { r in
            r.gestures == 1 && r.reports == 30 && r.milliseconds < 500
        }
        let result = try await LoadedMachine.untilFastEnough(cameWhole) {
            try await Self.swipeFromPageTen(term: term, encoding: encoding, code: 67, strategy: "nearest")
        }
        let page = try #require(result.screen.page, "\(result.screen)")
        // 60 columns of reports in a quarter second and the coast after them: two cards on
        // at least, but nowhere near the 30 that a flick a report made.
        #expect(page.current >= 12 && page.current <= 19, "\(result.screen)")
        #expect(result.screen.decidedPage == page.current, "\(result.screen)")
    }

    @Test(
        "a notch the terminal writes twice in one write (alacritty) is one card; a release with no press (mlterm's horizontal wheel) is nothing"
    )
    func doubledNotchAndStrayRelease() async throws {
        try await TmuxSession.withCarousel(["--strategy", "nearest", "--settle-speed", "4"]) { tmux in
            try await tmux.sendBytes(Array("\u{1B}[<65;51;12M\u{1B}[<65;51;12M".utf8))
            try await tmux.waitForScreen("the notch's decision") { $0.decidedPage == 2 }
            var screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20), "\(screen)")
            try await tmux.sendBytes(Array("\u{1B}[<0;90;12m".utf8))
            try await tmux.send("Right")
            try await tmux.waitForScreen("page 3 after the key") { $0.decidedPage == 3 }
            screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 3, count: 20), "the stray release neither clicked nor moved:\n\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a swipe recorded live replays to the same page", arguments: [GestureTimingTests.cases[0]])
    func swipeRecordsAndReplays(term: String, encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(
            ["--strategy", "nearest", "--count", "1000", "--record", "swipes.jsonl", "--settle-speed", "4"], term: term
        ) { tmux in
            try await Self.swipe(tmux, encoding, code: 67, count: 20)
            // Recorded once the burst is over and the carousel rests.
            _ = try await tmux.waitFor("the swipe in the record") { () -> Bool? in
                ((try? String(contentsOf: tmux.file("swipes.jsonl"), encoding: .utf8)) ?? "").isEmpty ? nil : true
            }
            let screen = try await tmux.waitForRest()
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
            let text = try String(contentsOf: tmux.file("swipes.jsonl"), encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first, "a record")
            #expect(line.contains("\"kind\": \"wheel\"") && line.contains("\"samples\": [[0, 0], [-2, 0], [-4, "), "\(line)")
            let replay = try await Carousel.run(["simulate", "--replay", tmux.file("swipes.jsonl").path])
            #expect(replay.status == 0, "\(replay)")
            let page = try #require(screen.page?.current, "\(screen)")
            #expect(replay.stdout.contains("\"target_page\": \(page - 1),"), "live page \(page):\n\(replay.stdout)")
        }
    }

    @Test("in a real xterm, a burst of 30 wheel clicks 8 ms apart moves one card under one-at-a-time")
    func swipeInXterm() async throws {
        try await XTerminalSession.withCarousel(["--strategy", "one-at-a-time", "--count", "1000"], in: .xterm) { x in
            try await x.waitForScreen("page 1/1000") { $0.page == Page(current: 1, count: 1000) }
            try await x.wheelBurst(button: 5, count: 30, delayMilliseconds: 8, column: 50, row: 12)
            let screen = try await x.waitForScreen("the swipe's decision") { $0.decidedPage != nil && $0.contains("idle") }
            #expect(screen.page == Page(current: 2, count: 1000), "one swipe, one card:\n\(screen)")
            try await x.key("Return")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(RealTerminalTests.chosenCard(exit) == 2, "\(exit)")
        }
    }
}
