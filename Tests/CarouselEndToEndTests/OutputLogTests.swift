import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `CAROUSEL_OUTPUT_LOG=FILE`: a copy of what the carousel sends the terminal, for a report of
/// a screen drawn wrong.
@Suite("The output log")
struct OutputLogTests {
    @Test("the log holds the frames and modes the terminal was sent, and is the owner's alone")
    func theLogHoldsWhatWasSent() async throws {
        try await TmuxSession.withCarousel(["--count", "30"], environment: ["CAROUSEL_OUTPUT_LOG": "output.log"]) { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 30)
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            let path = tmux.file("output.log").path
            let sent = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self)
            // The first frame whole (a full repaint).
            let repaint = try #require(sent.range(of: "\u{1B}[0m\u{1B}[H\u{1B}[2J"))
            #expect(sent[repaint.upperBound...].contains("page 1/30"), "\(sent.prefix(300).debugDescription)")
            // Mouse reporting on at the start, off at the end.
            let on = try #require(sent.range(of: "\u{1B}[?1002h")), off = try #require(sent.range(of: "\u{1B}[?1002l", options: .backwards))
            #expect(on.upperBound <= off.lowerBound)
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == 0o600)
        }
    }

    @Test("a log that cannot be written is said, before the screen is touched")
    func aLogThatCannotBeWritten() async throws {
        try await TmuxSession.withCarousel(
            [], environment: ["CAROUSEL_OUTPUT_LOG": "/nonexistent/dir/output.log"],
            waitForScreen: nil
        ) { tmux in
            let exit = try await tmux.waitForExit()
            #expect(exit.status != 0, "\(exit)")
            #expect(
                exit.stderr.contains("CAROUSEL_OUTPUT_LOG=/nonexistent/dir/output.log") && exit.stderr.contains("No such file"), "\(exit)")
            #expect(!Carousel.looksLikeCrash(exit.stdout + exit.stderr), "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }
}

/// macOS's Terminal.app prints a stray `p` for every DECRQM and the text of device-control
/// strings it does not know: under its TERM_PROGRAM the start-up asks neither, elsewhere it does.
@Suite("What the start-up asks Terminal.app")
struct AppleTerminalQuestionsTests {
    @Test(
        "no DECRQM and no XTGETTCAP under TERM_PROGRAM=Apple_Terminal; the same start-up elsewhere asks them",
        arguments: ["Apple_Terminal", "tmux"])
    func noModeRequests(_ program: String) async throws {
        try await TmuxSession.withCarousel(["--count", "30"], environment: ["CAROUSEL_OUTPUT_LOG": "output.log", "TERM_PROGRAM": program]) {
            tmux in
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            let sent = String(decoding: (try? Data(contentsOf: tmux.file("output.log"))) ?? Data(), as: UTF8.self)
            #expect(sent.contains("\u{1B}[c"), "the start-up's questions are in the log: \(sent.prefix(200).debugDescription)")
            #expect(sent.contains("$p") == (program != "Apple_Terminal"), "\(sent.prefix(400).debugDescription)")
            #expect(sent.contains("\u{1B}P+q") == (program != "Apple_Terminal"), "XTGETTCAP: \(sent.prefix(400).debugDescription)")
        }
    }
}
