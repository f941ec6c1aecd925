import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `carousel shelves --record FILE`: each gesture is written with the shelf it drove (or
/// `list`), and `simulate --replay` / `compare --replay` play those lines as any other.
@Suite("Shelves: recorded gestures and their replay")
struct ShelvesRecordReplayTests {
    @Test("--record writes each shelf's gesture with its shelf; simulate --replay goes to the same pages")
    func recordAndReplay() async throws {
        let path = RecordReplayTests.temporaryPath("shelves.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = ShelvesEndToEndTests.page
        try await TmuxSession.withCarousel(
            [
                "shelves", "--strategies", "nearest,one-at-a-time,vote,free", "--count", "50",
                "--settle-speed", "4", "--record", path,
            ], waitForScreen: "shelf 1/4"
        ) { tmux in
            // A sideways drag on the one-at-a-time shelf (one card, however fast it came),
            // then a key's flick of the shelf it focused, then the list dragged up (four
            // shelves: three fit on the screen, so the list has a shelf to scroll).
            let label = try #require(try await tmux.capture().lines.firstIndex { $0.hasPrefix("  one-at-a-time ") })
            let encoding = MouseEncoding.sgr, row = label + 1 + 4
            var drag = encoding.press(80, row)
            for x in stride(from: 70, through: 20, by: -10) { drag += encoding.motion(x, row) }
            try await tmux.sendBytes(drag + encoding.release(20, row))
            try await tmux.waitForScreen("the one-at-a-time shelf on its second card") { page($0, "one-at-a-time") == 2 }
            try await tmux.send("Right")
            try await tmux.waitForScreen("the key's card") { page($0, "one-at-a-time") == 3 }
            var up = encoding.press(50, 26)
            for y in stride(from: 24, through: 6, by: -2) { up += encoding.motion(50, y) }
            try await tmux.sendBytes(up + encoding.release(50, 6))
            try await tmux.waitForScreen("the list scrolled") { ShelvesEndToEndTests.label($0, "nearest") == nil }
            _ = try await ShelvesEndToEndTests.waitForStill(tmux)
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
        let recorded = try RecordReplayTests.objects(try String(contentsOfFile: path, encoding: .utf8))
        #expect(recorded.map { $0["shelf"] as? String } == ["one-at-a-time", "one-at-a-time", "list"], "\(recorded)")
        #expect(recorded.map { $0["kind"] as? String } == ["drag", "key", "drag"], "\(recorded)")
        #expect(recorded.map { $0["axis"] as? String } == ["horizontal", "horizontal", "vertical"], "\(recorded)")
        #expect(recorded.prefix(2).map { $0["target_page"] as? Int } == [1, 2], "0-based in the record")

        let replay = try await Carousel.run(["simulate", "--replay", path])
        #expect(replay.status == 0, "\(replay)")
        let replayed = try RecordReplayTests.objects(replay.stdout)
        #expect(replayed.count == recorded.count)
        for (live, again) in zip(recorded, replayed) {
            #expect(again["target_page"] as? Int == live["target_page"] as? Int, "\(live)\n\(again)")
            #expect(again["shelf"] as? String == live["shelf"] as? String, "\(again)")
        }
        let table = try await Carousel.run(["compare", "--replay", path])
        #expect(
            table.status == 0 && table.stdout.contains("line 1: drag") && table.stdout.contains("line 2: key flick +1")
                && table.stdout.contains("line 3: drag"), "\(table)")
    }

    @Test("an unwritable --record file for shelves is named before the screen is touched")
    func unwritableRecordFile() async throws {
        let result = try await Carousel.run(["shelves", "--record", "/nonexistent-directory/shelves.jsonl"])
        #expect(result.status == 73 && result.stderr.contains("/nonexistent-directory/shelves.jsonl"), "\(result)")
        #expect(result.stdout.isEmpty && !Carousel.looksLikeCrash(result.stderr))
    }
}
