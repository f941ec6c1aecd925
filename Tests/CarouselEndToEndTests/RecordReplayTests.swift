import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `--record FILE` in the real program, read back by `simulate --replay` and `compare --replay`.
@Suite("Recorded gestures and their replay")
struct RecordReplayTests {
    static let row = 12

    static func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("carousel-record-\(UUID().uuidString.prefix(8))-\(name)").path
    }

    @Test("a live flick with --record replays to the same target page and velocity", arguments: GestureTimingTests.cases)
    func liveFlickReplays(term: String, encoding: MouseEncoding) async throws {
        let path = Self.temporaryPath("flick.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let shown = try await TmuxSession.withCarousel(["--strategy", "nearest", "--count", "1000", "--record", path], term: term) { tmux in
            // A hard flick toward later cards, released while moving.
            var reports = [encoding.press(80, Self.row)]
            for x in stride(from: 72, through: 16, by: -8) { reports.append(encoding.motion(x, Self.row)) }
            reports.append(encoding.release(16, Self.row))
            try await GestureTimingTests.sendSpaced(tmux, reports, gapMilliseconds: 8)
            let screen = try await tmux.waitForScreen("the flick's decision") { $0.decidedPage != nil }
            let page = try #require(screen.decidedPage, "\(screen)")
            // Then a key flick, which is recorded too.
            try await tmux.waitForRest()
            try await tmux.send("Right")
            try await tmux.waitForScreen("the key's page") { $0.decidedPage == page + 1 }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
            return page
        }
        let recorded = try Self.objects(try String(contentsOfFile: path, encoding: .utf8))
        #expect(recorded.count == 2, "\(recorded)")
        #expect(recorded.first?["kind"] as? String == "drag")
        #expect(recorded.last?["kind"] as? String == "key")
        #expect(recorded.first?["target_page"] as? Int == shown - 1, "0-based in the record, 1-based on the screen")
        let samples = try #require(recorded.first?["samples"] as? [[Double]])
        #expect(samples.count >= 2 && samples.first?.last == 0)

        let replay = try await Carousel.run(["simulate", "--replay", path])
        #expect(replay.status == 0, "\(replay)")
        let replayed = try Self.objects(replay.stdout)
        #expect(replayed.count == 2)
        for (live, again) in zip(recorded, replayed) {
            #expect(again["target_page"] as? Int == live["target_page"] as? Int, "\(live)\n\(again)")
            let v = try #require(live["velocity"] as? Double)
            let w = try #require(again["velocity"] as? Double)
            // `simulate` prints 3 decimals; the 0.1% is of the live velocity.
            #expect(abs(w - v) <= max(0.001 * abs(v), 0.0005), "\(v) against \(w)")
        }
        let table = try await Carousel.run(["compare", "--replay", path])
        #expect(table.status == 0 && table.stdout.contains("line 1: drag") && table.stdout.contains("line 2: key flick +1"), "\(table)")
    }

    @Test("an unwritable record file is named with its reason before the screen is touched")
    func unwritableRecordFile() async throws {
        let result = try await Carousel.run(["--record", "/nonexistent-directory/gestures.jsonl"])
        #expect(result.status == 73, "\(result)")
        #expect(
            result.stderr.contains("/nonexistent-directory/gestures.jsonl") && result.stderr.contains("No such file or directory"),
            "\(result)")
        #expect(result.stdout.isEmpty && !Carousel.looksLikeCrash(result.stderr))
    }

    @Test("a malformed line is reported with its line number, exit 65")
    func malformedLine() async throws {
        let path = Self.temporaryPath("bad.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let good =
            #"{"kind": "key", "strategy": "nearest", "axis": "horizontal", "viewport": 100, "card_width": 60, "spacing": 3, "count": 20, "wrap": false, "start_page": 0, "samples": [], "flick_pages": 1, "velocity": 126.25, "projected_offset": 63, "target_page": 1}"#
        for (bad, says) in [
            (#"{"kind": "drag", "samples": [[1, 2], "#, "line 3"), (String(repeating: "[", count: 200_000), "line 3"),
            (
                #"{"kind": "key", "strategy": "warp", "viewport": 100, "card_width": 60, "spacing": 3, "count": 20, "start_page": 0, "samples": [], "flick_pages": 1, "velocity": 1, "projected_offset": 1, "target_page": 1}"#,
                "line 3: strategy"
            ),
        ] {
            try (good + "\n\n" + bad + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            for command in ["simulate", "compare"] {
                let result = try await Carousel.run([command, "--replay", path])
                #expect(result.status == 65, "\(result)")
                #expect(result.stderr.contains(says) && !Carousel.looksLikeCrash(result.stderr), "\(result)")
            }
        }
        let missing = try await Carousel.run(["simulate", "--replay", path + ".missing"])
        #expect(missing.status == 66, "\(missing)")
    }
}
