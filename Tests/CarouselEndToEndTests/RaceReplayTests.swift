import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `carousel race --replay FILE`: gestures recorded with `--record` played into every lane
/// one after another, each lane answering the same samples by its own rule.
@Suite("The race replays recorded gestures")
struct RaceReplayTests {
    @Test(
        "a live hard flick recorded in the demo replays in the race: nearest several pages on, one-at-a-time one page on",
        .gestureTiming)
    func liveFlickReplaysInTheRace() async throws {
        let path = RecordReplayTests.temporaryPath("race-replay.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A hard flick in the demo, with the demo's own strategy nearest (again, with a new
        // record, if the machine sent it too slowly to cross several pages).
        let shown = try await LoadedMachine.untilFastEnough({ $0 >= 3 }) {
            try? FileManager.default.removeItem(atPath: path)
            return try await TmuxSession.withCarousel(["--strategy", "nearest", "--count", "1000", "--record", path], height: 40) { tmux in
                try await MouseTests.hardFlick(tmux, .sgr, from: 90, to: 30, step: 10)
                let screen = try await tmux.waitForScreen("the flick's decision") { $0.decidedPage != nil }
                let page = try #require(screen.decidedPage, "\(screen)")
                try await tmux.waitForRest()
                try await tmux.send("q")
                #expect(try await tmux.waitForExit().status == 0)
                return page
            }
        }
        #expect(shown >= 3, "the live flick should cross several pages, went to \(shown)")

        // No --count: the recorded geometry (1000 cards) applies.
        // The fastest settle, and with it the shortest pause: where the lanes go is under test.
        try await TmuxSession.withCarousel(["race", "--replay", path, "--settle-speed", "4"], height: 40, waitForScreen: " race") { tmux in
            let done = try await tmux.waitForScreen("the replay to end with every lane at rest") {
                $0.statusLine.contains("replay 1/1 done") && RaceTests.label($0, "nearest")?.contains("-> page") == true
            }
            let screen = try await RaceTests.waitForDecisions(tmux, ["nearest", "one-at-a-time"])
            #expect(RaceTests.page(screen, "nearest") == Page(current: shown, count: 1000), "the live run's page:\n\(screen)\n\(done)")
            #expect(RaceTests.label(screen, "nearest")?.contains("-> page \(shown)") == true, "\(screen)")
            #expect(RaceTests.page(screen, "one-at-a-time") == Page(current: 2, count: 1000), "\(screen)")
            #expect(RaceTests.label(screen, "one-at-a-time")?.contains("-> page 2") == true, "\(screen)")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test(
        "a race recorded with system first replays every lane to its live page, and compare --replay shows each lane's decision",
        .gestureTiming)
    func raceWithSystemFirstReplaysLaneByLane() async throws {
        let path = RecordReplayTests.temporaryPath("race-system-first.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lanes = ["system", "nearest", "one-at-a-time"]
        // system's card fills the viewport (97 columns at 100), the others' do not.
        let live = try await LoadedMachine.untilFastEnough({ (RaceTests.page($0, "nearest")?.current ?? 0) >= 4 }) {
            try? FileManager.default.removeItem(atPath: path)
            return try await TmuxSession.withCarousel(
                ["race", "--strategies", lanes.joined(separator: ","), "--count", "1000", "--record", path],
                height: 40, waitForScreen: "one-at-a-time  page 1/1000"
            ) { tmux in
                try await MouseTests.hardFlick(tmux, .sgr, from: 90, to: 30, step: 10)
                let screen = try await RaceTests.waitForDecisions(tmux, lanes)
                try await tmux.send("q")
                #expect(try await tmux.waitForExit().status == 0)
                return screen
            }
        }
        let pages = lanes.map { RaceTests.page(live, $0)?.current }
        #expect(pages[1] ?? 0 >= 4, "nearest crossed several pages live:\n\(live)")

        // No --strategies: the recorded lanes, each in its own cards from its own page.
        try await TmuxSession.withCarousel(["race", "--replay", path], height: 40, waitForScreen: " race") { tmux in
            try await tmux.waitForScreen("the replay to end") { $0.statusLine.contains("replay 1/1 done") }
            let screen = try await RaceTests.waitForDecisions(tmux, lanes)
            #expect(lanes.map { RaceTests.page(screen, $0)?.current } == pages, "live:\n\(live)\nreplayed:\n\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
        let compare = try await Carousel.run(["compare", "--replay", path])
        #expect(compare.status == 0, "\(compare)")
        for (name, page) in zip(lanes, pages) {
            // `strategy stride start release velocity projected target ...`, pages 0-based.
            let row = compare.stdout.split(separator: "\n").first { $0.hasPrefix(name + " ") }
            let fields: [Substring] = row.map { $0.split(separator: " ", omittingEmptySubsequences: true) } ?? []
            let target: Int? = fields.count > 6 ? Int(fields[6]) : nil
            #expect(target == page.map { $0 - 1 }, "\(name): \(compare.stdout)")
        }
    }

    @Test("several recorded gestures play one after another, the status counting them")
    func gesturesPlayInTurn() async throws {
        let path = RecordReplayTests.temporaryPath("race-keys.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Two hard key flicks forward, recorded as nearest made them from pages 0 and 5.
        let lines = [0, 5].map { start in
            #"{"kind": "key", "strategy": "nearest", "axis": "horizontal", "viewport": 100, "card_width": 60, "spacing": 3, "count": 50, "wrap": false, "start_page": \#(start), "samples": [], "flick_pages": 5, "hard": true, "velocity": 631.26, "projected_offset": 315, "target_page": \#(start + 5)}"#
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try await TmuxSession.withCarousel(
            ["race", "--replay", path, "--strategies", "nearest,one-at-a-time", "--settle-speed", "4"], height: 30,
            waitForScreen: " race"
        ) { tmux in
            try await tmux.waitForScreen("the second gesture's turn") { $0.statusLine.contains("replay 2/2") }
            let screen = try await tmux.waitForScreen("both gestures played") {
                $0.statusLine.contains("replay 2/2 done") && RaceTests.page($0, "nearest")?.current == 11
            }
            // The second gesture starts from its recorded page 5 (6 on the screen) in every lane.
            #expect(RaceTests.page(screen, "one-at-a-time") == Page(current: 7, count: 50), "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a malformed line is reported with its line number (65) and a missing file 66, before the screen is touched")
    func malformedReplayFile() async throws {
        let path = RecordReplayTests.temporaryPath("race-bad.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let good =
            #"{"kind": "key", "strategy": "nearest", "viewport": 100, "card_width": 60, "spacing": 3, "count": 20, "start_page": 0, "samples": [], "flick_pages": 1, "velocity": 126.25, "projected_offset": 63, "target_page": 1}"#
        try (good + "\n" + #"{"kind": "drag", "samples": [[1, 2], "# + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try await Carousel.run(["race", "--replay", path])
        #expect(bad.status == 65, "\(bad)")
        #expect(bad.stderr.contains("line 2") && bad.stderrLines.count == 1 && bad.stdout.isEmpty, "\(bad)")
        #expect(!Carousel.looksLikeCrash(bad.stdout + bad.stderr), "\(bad)")
        let missing = try await Carousel.run(["race", "--replay", path + ".missing"])
        #expect(missing.status == 66 && missing.stderr.contains(".missing"), "\(missing)")
        let noValue = try await Carousel.run(["race", "--replay"])
        #expect(noValue.status == 64 && noValue.stderr.contains("--replay"), "\(noValue)")
    }
}
