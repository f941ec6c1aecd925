import Foundation
import Testing

/// `--height` resized while a person types, over a link with a long round trip: each resize
/// makes the picker wait for the answers its frames are owed before it asks where the band
/// now is, and the keys that arrive during that wait are the person's, typing on. None may
/// be lost. Through `scripts/slow-link.py --answer-delay`, so the keys and the answers come
/// late together, whatever the machine's load (a round trip under the start-up query's
/// patience, so that the band is placed).
@Suite("Inline: keys typed through resizes over a slow link (--height)")
struct InlineResizeTypingTests {
    static let keys = 12

    @Test("12 keys typed between resizes behind a 0.25 s link all reach the query")
    func everyKeyTypedThroughResizesArrives() async throws {
        try await TmuxSession.withCarousel(["--height", "12"], pipedCommand: "seq 100", waitForScreen: "100/100",
                                           answerDelay: 0.25) { tmux in
            // A person's rhythm, not a wait for the screen: a key, another a moment later, and a
            // resize while the first key's frame still waits for its answer, so that the second
            // key arrives during the wait the resize makes.
            for k in 0..<Self.keys / 2 {
                try await tmux.type("7")
                try await Task.sleep(for: .milliseconds(100))
                try await tmux.type("7")
                try await Task.sleep(for: .milliseconds(200))
                try await tmux.resize(width: k.isMultiple(of: 2) ? 90 : 110, height: k.isMultiple(of: 3) ? 28 : 32)
                try await Task.sleep(for: .milliseconds(300))
            }
            try await tmux.resize(width: 100, height: 30)
            let query = "> " + String(repeating: "7", count: Self.keys)
            try await tmux.waitForScreen("every 7 typed in the query") { $0.lines.contains { $0.hasPrefix(query) } }
            // And not one more: nothing an answer carried was typed.
            #expect(!(try await tmux.capture()).lines.contains { $0.hasPrefix(query + "7") })
            try await tmux.send("Escape")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1, "\(exit)")
        }
    }
}
