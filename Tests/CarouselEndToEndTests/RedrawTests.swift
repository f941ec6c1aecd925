import Foundation
import Testing

/// Ctrl-L brings the whole screen back after something else wrote over it.
@Suite("Ctrl-L repaints the screen")
struct RedrawTests {
    @Test(
        "after another program clears the terminal, Ctrl-L draws every card again",
        arguments: ["encoder", "ncurses"])
    func controlLRepaints(presenter: String) async throws {
        try await TmuxSession.withCarousel(environment: ["CAROUSEL_PRESENTER": presenter]) { tmux in
            let before = try await tmux.waitForRest()
            #expect(before.contains("Card 1") && before.contains("╭"), "\(before)")
            // Something else writes to the terminal: a clear, as `printf '\e[2J' > TTY` does.
            let tty = try await tmux.tmuxCommand(["display", "-p", "-t", tmux.target, "#{pane_tty}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let handle = try #require(FileHandle(forWritingAtPath: tty), "cannot open \(tty)")
            handle.write(Data("\u{1B}[2J".utf8))
            try handle.close()
            try await tmux.waitForScreen("the screen to be cleared") { !$0.contains("Card 1") && !$0.contains("page 1/") }

            try await tmux.send("C-l")
            let after = try await tmux.waitForScreen("every card and the status line drawn again") {
                $0.contains("Card 1") && $0.contains("Card 2") && $0.contains("page 1/20") && $0.contains("╰")
            }
            #expect(after.text == before.text, "Ctrl-L should restore exactly the screen before:\n\(before)\n---\n\(after)")

            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
    }
}
