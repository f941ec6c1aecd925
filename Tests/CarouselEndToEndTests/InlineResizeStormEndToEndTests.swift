import Foundation
import Testing
import CarouselTestSupport

/// `--height` under a storm of window resizes with a key typed after each: tmux pulls lines
/// back from the scrollback when the window grows and pushes them there when it shrinks,
/// while the picker is drawing for the size it last knew. The shell's lines above the band
/// must all survive, in the scrollback or on the screen, and Escape must leave the status
/// where the band began, then the prompt, and no line of the band anywhere: not below, and
/// not in the scrollback (tmux keeps there what ED from the screen's first cell clears, and
/// what a frame for a wider window wrapped past the bottom). It runs alone, with the
/// timed tests (fifty resizes are a storm for the machine too). Under load it found keys
/// lost: a key read while a resize waited for the answers owed to frames was dropped; they
/// are kept now, and `InlineSlowLinkTests` holds that behind a slow link at any load.
@Suite("Inline under a resize storm (--height)", .gestureTiming)
struct InlineResizeStormEndToEndTests {
    static let lines = 22, resizes = 50

    @Test("50 resizes with a key typed after each erase none of the 22 lines above the band and leave none of the band")
    func resizesMixedWithTyping() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            try await tmux.type("B=\(shq(Carousel.binary)); clear")
            try await tmux.send("Enter")
            try await tmux.waitForScreen("the screen cleared") { $0.nonBlankLines == ["e2e$"] }
            try await tmux.type(
                "for i in $(seq 1 \(Self.lines)); do echo prompt-line-$i; done; seq 100 | \"$B\" --height 12; echo \"status=$?\"")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "100/100")
            // The sizes the issue names: widths 50 to 129, heights 12 to 41; the same ones every run.
            var rng = SplitMix64(seed: 29)
            for _ in 0..<Self.resizes {
                try await tmux.resize(width: rng.int(50...129), height: rng.int(12...41))
                try await tmux.type("7")
            }
            try await tmux.resize(width: 100, height: 30)
            let query = "> " + String(repeating: "7", count: Self.resizes)
            try await tmux.waitForScreen("every 7 typed in the query") { $0.lines.contains { $0.hasPrefix(query) } }
            try await tmux.send("Escape")
            try await tmux.waitForScreen("the status and a fresh prompt") {
                $0.contains("status=1") && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
            }
            // Wrapped lines joined (-J): the command line is one line, as typed.
            let all = try await tmux.tmuxCommand(["capture-pane", "-p", "-J", "-S", "-", "-t", tmux.target])
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            let above = (1...Self.lines).map { "prompt-line-\($0)" }
            let kept = all.filter { $0.hasPrefix("prompt-line-") }
            #expect(kept == above, "every line above the band kept, in order, once:\n\(all.joined(separator: "\n"))")
            // Nothing of the band anywhere, the scrollback included: the command, the lines it
            // printed, the status where the band began, the prompt.
            let band = all.filter { !$0.hasPrefix("e2e$") && !$0.hasPrefix("prompt-line-") && $0 != "status=1" }
            #expect(band.isEmpty, "no line of the band left in the pane or its scrollback:\n\(all.joined(separator: "\n"))")
            #expect(
                Array(all.suffix(2)) == ["status=1", "e2e$"], "the band cleared, the status where it began:\n\(all.joined(separator: "\n"))"
            )
        }
    }
}
