import Foundation
import Testing
import CarouselTestSupport

/// tmux repeats only ASCII characters, so a card's border (a run of `─`) goes in the
/// line-drawing set there: `ESC(0 q ESC[73b ESC(B`. The screen must look the same as with
/// UTF-8 (and as ncurses draws it), and the tests' reading of tmux's screen must be right.
@Suite("Borders in the line-drawing set")
struct LineDrawingTests {
    @Test("in tmux the borders go in the line-drawing set and show as ─, as ncurses draws them")
    func bordersInTmux() async throws {
        let (raw, encoder) = try await screens(environment: [:])
        // tmux marks the letters it was sent in the line-drawing set with SO and SI.
        #expect(raw.contains("\u{0E}q"), "no line drawing in:\n\(raw.debugDescription)")
        let border = try #require(encoder.split(separator: "\n").first { $0.contains("╭──") })
        #expect(border.contains("──────────╮"), "\(border)")
        #expect(!encoder.contains("qqq"))
        let (_, ncurses) = try await screens(environment: ["CAROUSEL_PRESENTER": "ncurses"])
        if let difference = VTScreen(capture: encoder).firstDifference(from: VTScreen(capture: ncurses)) {
            Issue.record("\(difference)\n--- encoder ---\n\(encoder)\n--- ncurses ---\n\(ncurses)")
        }
    }

    @Test("NCURSES_NO_UTF8_ACS=1 keeps the borders in UTF-8, as it does for ncurses")
    func theUsersWordIsKept() async throws {
        let (raw, encoder) = try await screens(environment: ["NCURSES_NO_UTF8_ACS": "1"])
        #expect(!raw.contains("\u{0E}"), "line drawing in:\n\(raw.debugDescription)")
        #expect(encoder.contains("╭────"))
    }

    @Test("reading tmux's screen through capture-pane -e gives what capture-pane -p gives, when nothing is line drawing")
    func theReadingIsThePlainCapture() async throws {
        try await TmuxSession.withCarousel(
            ["--count", "30", "--details"],
            environment: ["CAROUSEL_PRESENTER": "ncurses"]
        ) { tmux in
            try await tmux.waitForRest()
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 30)
            try await tmux.waitForRest()
            let marked = try await tmux.captureWithLineDrawingMarks()
            let plain = try await tmux.tmuxCommand(["capture-pane", "-p", "-t", tmux.target])
            #expect(!marked.contains("\u{0E}"))
            #expect(LineDrawingCapture.resolve(marked, keepingSequences: false) == plain)
        }
    }

    @Test("the reading turns marked letters into lines, and only those")
    func resolvingLetters() {
        #expect(
            LineDrawingCapture.resolve("ab \u{0E}lqqk\u{0F} q\u{1B}[1mx\u{1B}[0m  \nz  \u{0E}\nqq\u{0F}q", keepingSequences: false)
                == "ab ┌──┐ qx\nz\n──q")
        #expect(LineDrawingCapture.resolve("\u{1B}[38;5;117m\u{0E}q\u{0F}q", keepingSequences: true) == "\u{1B}[38;5;117m─q")
    }

    /// The screen after a flick and a key, at rest: as tmux marks it, and as a user sees it.
    private func screens(environment: [String: String]) async throws -> (raw: String, shown: String) {
        try await TmuxSession.withCarousel(["--count", "1000"], environment: environment) { tmux in
            try await tmux.sendBytes(MouseEncoding.sgr.drag(from: 80, to: 44, step: 6, y: 12) + MouseEncoding.sgr.release(44, 12))
            try await tmux.waitForPage(2, of: 1000)
            try await tmux.waitForRest()
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 1000)
            try await tmux.waitForRest()
            let raw = try await tmux.captureWithLineDrawingMarks()
            return (raw, try await tmux.captureWithAttributes())
        }
    }
}
