import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `carousel race` in a real terminal: one lane per strategy, one gesture driving all,
/// each lane's label row saying where it went.
@Suite("The race of strategies")
struct RaceTests {
    /// The label row of the lane named `name`: the line that begins with it.
    static func label(_ screen: Screen, _ name: String) -> String? {
        screen.lines.first { $0.hasPrefix(name + "  ") }
    }

    /// The page a lane's label shows (`page X/N`).
    static func page(_ screen: Screen, _ name: String) -> Page? {
        guard let line = label(screen, name), let m = line.firstMatch(of: /page (\d+)\/(\d+)/),
            let c = Int(m.1), let n = Int(m.2)
        else { return nil }
        return Page(current: c, count: n)
    }

    /// Waits until every named lane shows a decision and the screen stops changing.
    static func waitForDecisions(_ tmux: TmuxSession, _ names: [String]) async throws -> Screen {
        var previous: Screen?
        return try await tmux.waitFor("every lane to decide and come to rest") {
            let screen = try await tmux.capture()
            defer { previous = screen }
            guard names.allSatisfy({ label(screen, $0)?.contains("-> page") == true }) else { return nil }
            return previous?.text == screen.text ? screen : nil
        }
    }

    /// The drag as the program received it (`--record`, the first lane's line): when a loaded
    /// machine makes the flick read slow, the reports and their times say why.
    @Test("a hard SGR flick leaves nearest several pages on and one-at-a-time one page on, each label saying so", .gestureTiming)
    func hardFlickInTheRace() async throws {
        var received: [String] = []
        let screen = try await LoadedMachine.untilFastEnough({ (Self.page($0, "nearest")?.current ?? 0) >= 3 }) {
            let record = RecordReplayTests.temporaryPath("race-flick.jsonl")
            defer { try? FileManager.default.removeItem(atPath: record) }
            let screen = try await TmuxSession.withCarousel(
                ["race", "--count", "1000", "--settle-speed", "4", "--record", record],
                width: 120, height: 40, waitForScreen: "vote  page 1/1000"
            ) { tmux in
                try await MouseTests.hardFlick(tmux, .sgr, from: 90, to: 30, step: 10)
                let screen = try await Self.waitForDecisions(tmux, ["nearest", "one-at-a-time"])
                try await tmux.send("q")
                let exit = try await tmux.waitForExit()
                #expect(exit.status == 0, "\(exit)")
                try await tmux.expectTerminalRestored(exit)
                return screen
            }
            let drag = (try? RecordReplayTests.objects(String(contentsOfFile: record, encoding: .utf8)))?.first
            let samples = (drag?["samples"] as? [[Double]])?.map { String(format: "%.0f@%.1f", $0[0], $0[1]) } ?? []
            received.append(
                String(
                    format: "nearest on %@, v=%.0f, reports %@", Self.page(screen, "nearest").map { "\($0.current)" } ?? "none",
                    drag?["velocity"] as? Double ?? .nan, samples.joined(separator: " ")))
            return screen
        }
        let nearest = try #require(Self.page(screen, "nearest"), "\(screen)")
        let one = try #require(Self.page(screen, "one-at-a-time"), "\(screen)")
        #expect(one == Page(current: 2, count: 1000), "\(screen)")
        #expect(Self.label(screen, "one-at-a-time")?.contains("-> page 2") == true, "\(screen)")
        #expect(nearest.current >= 3, "nearest should cross several pages:\n\(screen)\n\(received.joined(separator: "\n"))")
        #expect(Self.label(screen, "nearest")?.contains("-> page \(nearest.current)") == true, "\(screen)")
        for name in ["system", "unclipped", "adjacent", "vote"] {
            #expect(Self.page(screen, name) != nil, "the \(name) lane has its label:\n\(screen)")
        }
    }

    @Test(
        "a flick in the race with --record replays (simulate --replay) to the page the first lane's label says, at the same velocity",
        .gestureTiming)
    func raceRecordsTheFirstLane() async throws {
        let path = RecordReplayTests.temporaryPath("race.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let shown = try await TmuxSession.withCarousel(
            ["race", "--strategies", "nearest,one-at-a-time", "--count", "1000", "--record", path, "--settle-speed", "4"],
            height: 40, waitForScreen: "one-at-a-time  page 1/1000"
        ) { tmux in
            try await MouseTests.hardFlick(tmux, .sgr, from: 90, to: 30, step: 10)
            let screen = try await Self.waitForDecisions(tmux, ["nearest", "one-at-a-time"])
            let page = try #require(Self.page(screen, "nearest"), "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
            return page.current
        }
        let recorded = try RecordReplayTests.objects(try String(contentsOfFile: path, encoding: .utf8))
        #expect(recorded.count == 1, "\(recorded)")
        #expect(recorded.first?["kind"] as? String == "drag")
        #expect(recorded.first?["strategy"] as? String == "nearest")
        #expect(recorded.first?["target_page"] as? Int == shown - 1, "0-based in the record, 1-based on the screen")
        let replay = try await Carousel.run(["simulate", "--replay", path])
        #expect(replay.status == 0, "\(replay)")
        let replayed = try RecordReplayTests.objects(replay.stdout)
        #expect(replayed.first?["target_page"] as? Int == shown - 1, "\(replayed)")
        // The race's live flick and its replay agree in velocity to 0.1% (simulate prints 3 decimals).
        let v = try #require(recorded.first?["velocity"] as? Double)
        let w = try #require(replayed.first?["velocity"] as? Double)
        #expect(abs(w - v) <= max(0.001 * abs(v), 0.0005), "\(v) against \(w)")
    }

    @Test("an unknown strategy exits 64 listing the valid ones")
    func unknownStrategy() async throws {
        let r = try await Carousel.run(["race", "--strategies", "nearest,bogus"])
        #expect(r.status == 64, "\(r)")
        #expect(r.stderrLines.count == 1 && r.stderr.contains("bogus"), "\(r)")
        for name in ["system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote", "free", "by-few", "pager-snap", "spline"] {
            #expect(r.stderr.contains(name), "stderr should list \(name): \(r)")
        }
        #expect(!Carousel.looksLikeCrash(r.stdout + r.stderr), "\(r)")
    }

    @Test("the demo's --strategy given to the race says that the race takes --strategies (64, one line)")
    func strategyIsNotStrategies() async throws {
        for arguments in [["race", "--strategy", "nearest"], ["race", "--strategy=nearest"]] {
            let r = try await Carousel.run(arguments)
            #expect(r.status == 64, "\(r)")
            #expect(r.stderrLines.count == 1 && r.stdout.isEmpty, "\(r)")
            #expect(r.stderr.contains("--strategy:") && r.stderr.contains("race takes --strategies"), "\(r)")
            #expect(r.stderr.contains("--strategies nearest"), "the way to say it: \(r)")
            #expect(!r.stderr.contains("horizontal"), "\(r)")
        }
        let vertical = try await Carousel.run(["race", "--vertical"])
        #expect(vertical.status == 64 && vertical.stderrLines.count == 1 && vertical.stderr.contains("--vertical"), "\(vertical)")
    }

    @Test("at 80x24 every lane scrolls into view with ↓, paged by Space while off screen")
    func lanesScroll() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", "all"], width: 80, height: 24,
            waitForScreen: "lanes 1-7 of 10"
        ) { tmux in
            #expect(!(try await tmux.capture()).text.contains("left out"))
            #expect(Self.label(try await tmux.capture(), "spline") == nil, "spline starts below the screen")
            // Space pages every lane, the three below the screen too.
            try await tmux.send("Space")
            _ = try await tmux.waitFor("the first lane to page") {
                let screen = try await tmux.capture()
                return Self.page(screen, "system").map { $0.current > 1 } == true ? screen : nil
            }
            let screen = try await tmux.waitFor("the last lane to scroll into view") {
                try await tmux.send("Down")
                let screen = try await tmux.capture()
                return Self.label(screen, "spline") != nil && screen.text.contains("lanes 4-10 of 10") ? screen : nil
            }
            let shown = try await tmux.waitFor("spline to show its page at rest") {
                let screen = try await tmux.capture()
                return Self.page(screen, "spline").map { $0.current > 1 } == true ? screen : nil
            }
            #expect(Self.page(shown, "spline")?.count == 20, "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("sizes down to 1x1 never crash, and the race comes back whole")
    func everySize() async throws {
        try await TmuxSession.withCarousel(["race"], waitForScreen: "vote  page 1/20") { tmux in
            for (w, h) in [(60, 12), (30, 8), (16, 5), (15, 5), (16, 4), (8, 3), (2, 2), (1, 1), (3, 1), (1, 6)] {
                try await tmux.resize(width: w, height: h)
                try await tmux.send("S-Right")
                try await tmux.sendBytes(MouseEncoding.sgr.drag(from: max(1, w / 2), to: 1, step: 1, y: 1))
                try await tmux.sendBytes(MouseEncoding.sgr.release(1, 1))
            }
            try await tmux.resize(width: 100, height: 30)
            let screen = try await tmux.waitForScreen(containing: "vote  page")
            #expect(screen.statusLine.hasPrefix(" race"), "\(screen)")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(!Carousel.looksLikeCrash(exit.stdout + exit.stderr), "\(exit)")
        }
    }

    @Test("a terminal too small for one lane says so")
    func tooSmall() async throws {
        try await TmuxSession.withCarousel(["race"], width: 40, height: 3, waitForScreen: "too small") { tmux in
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("Enter prints the card the first lane rests on")
    func enterPrintsTheFirstLanesCard() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", "one-at-a-time,nearest", "--count", "30"],
            waitForScreen: "nearest  page 1/30"
        ) { tmux in
            try await tmux.send("S-Right")
            try await tmux.waitForScreen("one-at-a-time to go one page on") { Self.page($0, "one-at-a-time")?.current == 2 }
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "Card 2\n", "\(exit)")
        }
    }

    @Test("the race reads its cards from --items as the picker does")
    func items() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", "nearest", "--wrap", "--card-width", "20", "--spacing", "1"],
            pipedInput: "alpha\nbravo\ncharlie\n", waitForScreen: "nearest  page 1/3"
        ) { tmux in
            try await tmux.send("Left")
            try await tmux.waitForScreen("the endless race to wrap to the last card") { Self.page($0, "nearest")?.current == 3 }
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "charlie\n", "\(exit)")
        }
    }

    @Test("while stdin is still open every lane's page figure says N+, and + goes when the input ends")
    func streamingCount() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", "nearest,vote"], pipedCommand: PickerTests.slowInput,
            waitForScreen: "vote  page 1/2+"
        ) { tmux in
            #expect(Self.label(try await tmux.capture(), "nearest")?.contains("page 1/2+") == true)
            try FileManager.default.createDirectory(at: tmux.file("more"), withIntermediateDirectories: false)
            try await tmux.waitForScreen("page 1/3 with no + once the input has ended") {
                Self.page($0, "nearest") == Page(current: 1, count: 3) && Self.label($0, "vote")?.contains("page 1/3+") == false
                    && Self.label($0, "vote")?.contains("page 1/3") == true
            }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 1, "a picker left without a choice")
        }
    }

    @Test("R in the demo at 80x24 shows every lane, the demo's strategy first, each label on its cards' top border")
    func demoRaceAt80x24() async throws {
        try await TmuxSession.withCarousel(["--strategy", "one-at-a-time"], width: 80, height: 24) { tmux in
            try await tmux.send("R")
            let race = try await tmux.waitForScreen("the race") { $0.statusLine.hasPrefix(" race") && RaceTests.page($0, "vote") != nil }
            #expect(!race.contains("left out"), "\(race)")
            let names = ["one-at-a-time", "system", "unclipped", "adjacent", "nearest", "vote"]
            let rows: [Int] = names.map { name in race.lines.firstIndex { $0.hasPrefix(name + "  ") } ?? -1 }
            #expect(rows == rows.sorted(), "in order, the demo's first:\n\(race)")
            for name in names { #expect(Self.page(race, name) == Page(current: 1, count: 20), "\(name):\n\(race)") }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("R in the demo opens the race on the current page, and R comes back")
    func demoOpensTheRace() async throws {
        try await TmuxSession.withCarousel(["--strategy", "nearest", "--start-page", "3"], height: 40, waitForScreen: "page 3/20") { tmux in
            try await tmux.send("R")
            let race = try await tmux.waitForScreen("the race") { $0.statusLine.hasPrefix(" race") }
            #expect(Self.page(race, "nearest") == Page(current: 3, count: 20), "\(race)")
            #expect(Self.page(race, "vote") == Page(current: 3, count: 20), "\(race)")
            #expect(
                race.lines.firstIndex { $0.hasPrefix("nearest  ") } ?? 99 < race.lines.firstIndex { $0.hasPrefix("system  ") } ?? 0,
                "the demo's strategy is the first lane:\n\(race)")
            try await tmux.send("Right")
            try await tmux.waitForScreen("every lane on page 4") {
                Self.page($0, "nearest")?.current == 4 && Self.page($0, "vote")?.current == 4
            }
            try await tmux.send("R")
            let demo = try await tmux.waitForPage(4, of: 20)
            #expect(demo.statusLine.contains("nearest"), "\(demo)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }
}
