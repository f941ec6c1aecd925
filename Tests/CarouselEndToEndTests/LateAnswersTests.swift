import Foundation
import Testing

/// A terminal whose answers come late (an ssh link with a long round trip, a terminal's slow
/// first launch) is not taken for one that never answers: each answer is applied when it
/// comes. Through `scripts/slow-link.py --answer-delay`, which holds everything the pane
/// sends (keys and answers alike) for that long; tmux answers OSC 11 with the pane's colour.
@Suite("Late answers")
struct LateAnswersTests {
    @Test(
        "on a white pane behind a 0.7 s and a 1.5 s link, the palette turns light once the answer comes; keys work throughout",
        arguments: [0.7, 1.5])
    func lightPaletteArrivesLate(delay: Double) async throws {
        try await TmuxSession.withCarousel(paneBackground: "colour231", answerDelay: delay) { tmux in
            // The first frame does not wait for the answer: it comes in the dark palette.
            let light = ThemeTests.light
            let c = try await tmux.waitFor("the light palette once the late answer came") { () -> (Int?, Int?, String)? in
                let c = try await ThemeTests.cardColours(tmux)
                return c.body == light.body && c.title == light.title ? c : nil
            }
            #expect(c.0 == light.body, "\(c.2)")
            // Keys typed meanwhile and after are keys, never mistaken for answers.
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0)
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("behind a 0.7 s link on a black pane the palette stays dark, and no answer is ever typed into the carousel")
    func darkStaysDark() async throws {
        try await TmuxSession.withCarousel(paneBackground: "colour16", answerDelay: 0.7) { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            // Nothing the answers held turned into a key: one page back is page 1.
            try await tmux.send("Left")
            try await tmux.waitForPage(1, of: 20)
            let c = try await ThemeTests.cardColours(tmux)
            #expect(c.body == ThemeTests.dark.body && c.title == ThemeTests.dark.title, "\(c.capture)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }
}

/// tmux takes an APC string for the pane's title: the carousel asks nothing of the kind there.
@Suite("The pane's title")
struct PaneTitleTests {
    static func title(_ tmux: TmuxSession) async throws -> String {
        try await tmux.tmuxCommand(["display-message", "-p", "-t", tmux.target, "#{pane_title}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(
        "a title set in the pane stays while the carousel and the picker run and after they exit",
        arguments: ["--count 5", "--items items.txt"])
    func titleStays(arguments: String) async throws {
        try await TmuxSession.withShell { tmux in
            try "alpha\nbeta\n".write(to: tmux.file("items.txt"), atomically: true, encoding: .utf8)
            try await tmux.type("printf '\\033]2;mytitle\\033\\\\'; \(shq(Carousel.binary)) \(arguments)")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "page 1/")
            // The start-up round trip is over once a key is answered.
            try await tmux.send("Right")
            try await tmux.waitForScreen(containing: "page 2/")
            #expect(try await Self.title(tmux) == "mytitle")
            try await tmux.send("Escape")
            // Typed before Esc is read alone, a letter would make it Alt and go to the carousel.
            try await tmux.waitForScreen("the shell again") { !$0.text.contains("page ") }
            try await tmux.type("echo back-$((40+2))")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "back-42")
            #expect(try await Self.title(tmux) == "mytitle")
        }
    }
}
