import Foundation
import Testing

/// `--height` resized while a person types, over a link with a long round trip: each resize
/// makes the picker wait for the answers its frames are owed before it asks where the band
/// now is, and the keys that arrive during that wait are the person's, typing on. None may
/// be lost. Through `scripts/slow-link.py --answer-delay`, so the keys and the answers come
/// late together, whatever the machine's load (a round trip under the start-up query's
/// patience, so that the band is placed).
@Suite("Inline over a slow link (--height)")
struct InlineSlowLinkTests {
    static let keys = 12

    @Test("12 keys typed between resizes behind a 0.25 s link all reach the query")
    func everyKeyTypedThroughResizesArrives() async throws {
        try await TmuxSession.withCarousel(
            ["--height", "12"], pipedCommand: "seq 100", waitForScreen: "100/100",
            answerDelay: 0.25
        ) { tmux in
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

extension InlineSlowLinkTests {
    /// The band needs the cursor's row, and a link slower than the start-up query's usual
    /// patience brings it late: it is waited for, not given up for the whole screen.
    @Test("behind a 0.8 s link, --height 12 draws in 12 rows under the cursor, not the whole screen")
    func theBandWaitsForASlowLinksCursorRow() async throws {
        try await TmuxSession.withCarousel(
            ["--height", "12"], pipedCommand: "seq 100", waitForScreen: "100/100",
            answerDelay: 0.8
        ) { tmux in
            let screen = try await tmux.waitForScreen("the help line on the band's last row") {
                $0.lines.count > 11 && $0.lines[11].contains("Esc")
            }
            #expect(screen.lines.dropFirst(12).allSatisfy { $0.isEmpty }, "nothing under the band:\n\(screen.text)")
            try await tmux.send("Escape")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1, "\(exit)")
        }
    }
}
