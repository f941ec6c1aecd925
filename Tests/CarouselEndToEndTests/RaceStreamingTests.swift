import Foundation
import Testing

/// `ls | carousel race` while stdin still brings lines: the new items must not cost a
/// person's drag in any lane, and `--record` writes that drag with its own decision.
@Suite("The race while stdin still brings lines", .gestureTiming)
struct RaceStreamingTests {
    /// A line every 20 ms for half a minute, as a slow `find` or a log would bring them: long
    /// enough that a slow start on a loaded machine still finds them arriving.
    static let streamingInput = "i=0; while [ $i -lt 1500 ]; do echo line-$i; i=$((i+1)); sleep 0.02; done"

    @Test("a hard drag held while lines arrive flicks every lane, and the record has the drag's decision")
    func dragSurvivesArrivingLines() async throws {
        let path = RecordReplayTests.temporaryPath("race-streaming.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let row = MouseTests.row
        try await TmuxSession.withCarousel(
            ["race", "--strategies", "nearest,one-at-a-time", "--record", path], height: 30,
            pipedCommand: Self.streamingInput, waitForScreen: "one-at-a-time  page 1/"
        ) { tmux in
            let streaming = try await tmux.waitForScreen("lines arriving") { RaceTests.label($0, "nearest")?.contains("+") == true }
            #expect((RaceTests.page(streaming, "nearest")?.count ?? 1500) < 1400, "still streaming:\n\(streaming)")
            // Pressed and moved a little, then held a moment (part of the gesture): some
            // fifteen lines arrive under it.
            try await tmux.sendBytes(MouseEncoding.sgr.press(90, row) + MouseEncoding.sgr.motion(86, row))
            try await Task.sleep(for: .milliseconds(300))
            // Then the hard part of the drag, and the release while moving.
            let reports =
                stride(from: 80, through: 30, by: -10).map { MouseEncoding.sgr.motion($0, row) } + [MouseEncoding.sgr.release(20, row)]
            try await GestureTimingTests.sendSpaced(tmux, reports, gapMilliseconds: 4)
            let screen = try await RaceTests.waitForDecisions(tmux, ["nearest", "one-at-a-time"])
            #expect(RaceTests.page(screen, "one-at-a-time")?.current == 2, "one-at-a-time one page on:\n\(screen)")
            #expect(RaceTests.label(screen, "one-at-a-time")?.contains("-> page 2") == true, "\(screen)")
            let nearest = try #require(RaceTests.page(screen, "nearest"), "\(screen)")
            #expect(nearest.current >= 2, "nearest moved on:\n\(screen)")
            #expect(RaceTests.label(screen, "nearest")?.contains("-> page \(nearest.current)") == true, "\(screen)")
            // Written once nothing moves or is held (lines still arriving do not hold it back).
            let recorded = try await tmux.waitFor("the drag in the record") { () -> [[String: Any]]? in
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                let objects = try RecordReplayTests.objects(text)
                return objects.isEmpty ? nil : objects
            }
            #expect(recorded.count == 1, "\(recorded)")
            #expect(recorded.first?["kind"] as? String == "drag")
            #expect(recorded.first?["target_page"] as? Int == nearest.current - 1, "0-based in the record: \(recorded)")
            let lanes = recorded.first?["lanes"] as? [[String: Any]] ?? []
            #expect(lanes.first { $0["strategy"] as? String == "one-at-a-time" }?["target_page"] as? Int == 1, "\(recorded)")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            try await tmux.expectTerminalRestored(exit)
        }
    }
}
