import Foundation
import Testing

/// A preview's 256 colours reach a terminal that draws them, even where its `TERM` names an
/// 8-colour terminfo entry (`TERM=xterm`, xterm's own default on Debian): the terminal is
/// asked, and `COLORTERM` read, before terminfo is believed.
@Suite("Colours the terminal says it has")
struct TerminalColoursTests {
    /// A preview in colour 208 (orange), which 8 colours would turn into yellow (33).
    static let orangePreview = ["--count", "3", "--preview", "printf '\\033[38;5;208morange {n}\\033[0m\\n'"]
    static func hasOrange(_ text: some StringProtocol) -> Bool { String(text).contains(/\x1B\[[0-9;]*38;5;208[;m]/) }

    @Test("under TERM=xterm a real xterm is sent the preview's colour 208, not an 8-colour stand-in")
    func realXtermUnderTermXterm() async throws {
        let log = XTerminalSession.outputLogFile()
        defer { try? FileManager.default.removeItem(at: log) }
        try await XTerminalSession.withCarousel(
            Self.orangePreview, in: .xterm, environment: ["CAROUSEL_OUTPUT_LOG": log.path],
            terminalName: "xterm"
        ) { x in
            try await x.waitForScreen("the preview") { $0.contains("orange 0") }
            try await x.key("q")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
        let sent = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        #expect(sent.contains("\u{1B}[>0q"), "the terminal was asked its name")
        #expect(Self.hasOrange(sent), "colour 208 sent as itself: \(sent.suffix(400).debugDescription)")
    }

    @Test("under TERM=xterm with COLORTERM=truecolor the preview keeps colour 208; without it, in tmux, 8 colours")
    func colorTermInTmux() async throws {
        for (environment, kept) in [(["COLORTERM": "truecolor"], true), ([:], false)] {
            try await TmuxSession.withCarousel(Self.orangePreview, term: "xterm", environment: environment) { tmux in
                try await tmux.waitForScreen(containing: "orange 0")
                let coloured = try await tmux.captureWithAttributes()
                let row = try #require(coloured.split(separator: "\n").first { $0.contains("orange 0") })
                #expect(Self.hasOrange(row) == kept, "\(environment): \(row.debugDescription)")
            }
        }
    }
}
