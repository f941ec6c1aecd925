import Foundation
import Testing

/// macOS 13's ncurses 5.7 has no `tmux-256color`, which tmux sets as TERM: the carousel then
/// runs on the entry tmux's is made from, `screen-256color`.
@Suite("A terminal name missing from terminfo")
struct TerminfoFallbackTests {
    /// A terminfo directory holding `screen-carouseltest` (screen-256color's entry) and no
    /// `tmux-carouseltest`, so that `TERM=tmux-carouseltest` is missing as tmux-256color is
    /// on an old system.
    static func terminfoWithScreenOnly() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-terminfo-\(getpid())-\(UUID().uuidString)")
        let letter = directory.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: letter, withIntermediateDirectories: true)
        let candidates = [
            "/usr/share/terminfo/s/screen-256color", "/lib/terminfo/s/screen-256color",
            "/usr/lib/terminfo/s/screen-256color", "/usr/share/terminfo/73/screen-256color",
        ]
        guard let entry = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw HarnessError("no compiled screen-256color entry in \(candidates)")
        }
        try FileManager.default.copyItem(atPath: entry, toPath: letter.appendingPathComponent("screen-carouseltest").path)
        return directory
    }

    @Test("TERM=tmux-… missing from terminfo runs on screen-…'s entry: cards drawn, keys read, terminal restored")
    func tmuxNameFallsBackToScreen() async throws {
        let terminfo = try Self.terminfoWithScreenOnly()
        defer { try? FileManager.default.removeItem(at: terminfo) }
        try await TmuxSession.withCarousel(term: "tmux-carouseltest", environment: ["TERMINFO": terminfo.path]) { tmux in
            let screen = try await tmux.waitForPage(1, of: 20)
            #expect(screen.contains("╭") && screen.contains("Card 1"), "\(screen)")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("a name with nothing to fall back to is still refused in one line, exit 69")
    func unknownNameIsRefused() async throws {
        let terminfo = try Self.terminfoWithScreenOnly()
        defer { try? FileManager.default.removeItem(at: terminfo) }
        try await TmuxSession.withCarousel(
            term: "nosuch-carouseltest", environment: ["TERMINFO": terminfo.path],
            waitForScreen: nil
        ) { tmux in
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 69, "\(exit)")
            #expect(exit.stderr.contains("TERM=nosuch-carouseltest"), "\(exit)")
        }
    }
}
