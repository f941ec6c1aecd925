import Foundation
import Testing

/// A vertical flick leaves a scroll region set on the terminal between frames (so that
/// the next frame scrolls with SU/SD alone). Every way the terminal goes back to the shell
/// must reset it, or the shell would scroll only part of its screen: quitting, Ctrl-Z, and
/// a signal that ends the program. tmux says where a pane's region is.
@Suite("The scroll region goes back to the whole screen")
struct ScrollRegionHandbackTests {
    /// Starts `carousel --vertical` from the shell and pages down once: the region is set.
    private func startAndScroll(_ tmux: TmuxSession) async throws {
        try await tmux.type("TERM=xterm-256color \(shq(Carousel.binary)) --vertical")
        try await tmux.send("Enter")
        try await tmux.waitForPage(1, of: 20)
        try await tmux.send("Down")
        try await tmux.waitForPage(2, of: 20)
        _ = try await tmux.waitFor("a scroll region narrower than the pane") { () async throws -> Bool? in
            let region = try await self.region(tmux)
            return region.upper > 0 || region.lower < 29 ? true : nil
        }
    }

    private func region(_ tmux: TmuxSession) async throws -> (upper: Int, lower: Int) {
        let text = try await tmux.tmuxCommand(["display", "-p", "-t", tmux.target, "#{scroll_region_upper} #{scroll_region_lower}"])
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard numbers.count == 2 else { throw HarnessError("tmux did not say where the scroll region is: \(text)") }
        return (numbers[0], numbers[1])
    }

    /// The shell's screen scrolls whole: after `seq`, the 28 lines above the prompt are
    /// the last 28 numbers, in order.
    private func expectWholeScreenScrolls(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let region = try await region(tmux)
        #expect(region.upper == 0 && region.lower == 29, "scroll region \(region)", sourceLocation: sourceLocation)
        try await tmux.type("seq 1 200")
        try await tmux.send("Enter")
        let screen = try await tmux.waitForScreen("the numbers and the prompt", sourceLocation: sourceLocation) {
            ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false) && $0.contains("200")
        }
        let lines = screen.text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = lines.compactMap { Int($0) }
        #expect(
            numbers.suffix(28) == Array(173...200), "the shell scrolled part of its screen:\n\(screen.text)", sourceLocation: sourceLocation
        )
    }

    @Test("after q")
    func afterQuit() async throws {
        try await TmuxSession.withShell { tmux in
            try await startAndScroll(tmux)
            try await tmux.send("q")
            try await tmux.waitForScreen("the prompt") { $0.page == nil && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false) }
            try await expectWholeScreenScrolls(tmux)
        }
    }

    @Test("after Ctrl-Z, and the carousel whole again after fg")
    func afterSuspend() async throws {
        try await TmuxSession.withShell { tmux in
            try await startAndScroll(tmux)
            try await tmux.send("C-z")
            try await tmux.waitForScreen("the stopped job and the prompt") {
                $0.contains("Stopped") && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
            }
            try await expectWholeScreenScrolls(tmux)
            try await tmux.type("fg")
            try await tmux.send("Enter")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("Down")
            try await tmux.waitForPage(3, of: 20)
            try await tmux.send("q")
            try await tmux.waitForScreen("the prompt") { $0.page == nil && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false) }
            try await expectWholeScreenScrolls(tmux)
        }
    }

    @Test("after SIGTERM")
    func afterTerminate() async throws {
        try await TmuxSession.withShell { tmux in
            try await startAndScroll(tmux)
            let pid = try await tmux.carouselPID()
            #expect(kill(pid, SIGTERM) == 0)
            try await tmux.waitForScreen("the prompt") { $0.page == nil && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false) }
            try await expectWholeScreenScrolls(tmux)
        }
    }
}
