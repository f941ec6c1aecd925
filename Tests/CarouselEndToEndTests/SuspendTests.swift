import Foundation
import Testing

/// Ctrl-Z and `fg` from a real interactive shell with job control.
@Suite("Suspend and resume")
struct SuspendTests {
    @Test(
        "Ctrl-Z gives the shell back with the mouse off; fg brings the whole screen back, mouse on",
        .gestureTiming, arguments: ["xterm-256color", "tmux-256color"])
    func suspendAndResume(term: String) async throws {
        try await TmuxSession.withShell { tmux in
            try await tmux.type("TERM=\(term) \(shq(Carousel.binary)) >out.txt")
            try await tmux.send("Enter")
            try await tmux.waitForPage(1, of: 20)
            try await tmux.waitForModes("mouse on, alternate screen") { $0.mouseOn && $0.alternateScreen }
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            let pid = try await tmux.carouselPID()

            try await tmux.send("C-z")
            var screen = try await tmux.waitForScreen("the shell to report the stopped job and prompt again") {
                $0.contains("Stopped") && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
            }
            #expect(screen.page == nil, "the carousel should be gone from the screen:\n\(screen)")
            let stopped = try await tmux.waitFor("the carousel process to be stopped") { ProcessTable.state(pid) == "T" ? true : nil }
            #expect(stopped)
            var modes = try await tmux.waitForModes("mouse off, main screen, cursor on") { $0 == .pristine }
            #expect(modes == .pristine)
            // The shell works normally while the carousel is stopped.
            try await tmux.type("echo shell-$((6*7))")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "shell-42")

            try await tmux.type("fg")
            try await tmux.send("Enter")
            screen = try await tmux.waitForScreen("the full carousel back (status line, cards, help line)") {
                $0.page == Page(current: 2, count: 20) && $0.statusLine.contains("one-at-a-time")
                    && $0.contains("╭") && $0.contains("q quit")
            }
            modes = try await tmux.waitForModes("mouse on, alternate screen, after fg") { $0.mouseOn && $0.alternateScreen }
            #expect(modes.mouseOn)
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 20)
            // The mouse works again too: a click on the peeking neighbour is not needed for
            // one-at-a-time, so drag: a hard flick moves one page.
            try await MouseTests.hardFlick(tmux, .sgr)
            try await tmux.waitForPage(4, of: 20)

            try await tmux.send("q")
            try await tmux.waitForScreen("the prompt after the carousel quit") { $0.nonBlankLines.last?.hasPrefix("e2e$") ?? false }
            try await tmux.type("echo status=$?")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "status=0")
            modes = try await tmux.waitForModes("as before") { $0 == .pristine }
            #expect(modes == .pristine)
        }
    }

    @Test("a resize while suspended: fg redraws at the new size on the same page")
    func resizeWhileSuspended() async throws {
        try await TmuxSession.withShell { tmux in
            try await tmux.type("TERM=xterm-256color \(shq(Carousel.binary)) --start-page 4")
            try await tmux.send("Enter")
            try await tmux.waitForPage(4, of: 20)
            try await tmux.send("C-z")
            try await tmux.waitForScreen("the shell prompt") {
                $0.contains("Stopped") && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
            }
            try await tmux.resize(width: 60, height: 20)
            try await tmux.waitForScreen("the pane at 60 columns") { $0.lines.allSatisfy { $0.count <= 60 } }
            try await tmux.type("fg")
            try await tmux.send("Enter")
            let screen = try await tmux.waitForScreen("the carousel redrawn at 60x20 on page 4") {
                $0.page == Page(current: 4, count: 20) && $0.lines.count == 20 && $0.contains("q quit")
                    && $0.contains("╭") && $0.lines.allSatisfy { Screen.cells($0).count <= 60 }
            }
            #expect(screen.neighboursPeekOnBothSides, "\(screen)")
            try await tmux.send("Right")
            try await tmux.waitForPage(5, of: 20)
            try await tmux.send("q")
            try await tmux.waitForScreen("the prompt") { $0.nonBlankLines.last?.hasPrefix("e2e$") ?? false }
            try await tmux.waitForModes("as before") { $0 == .pristine }
        }
    }
}
