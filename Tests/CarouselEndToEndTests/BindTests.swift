import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `--bind` as fzf users script with it, in a real terminal: what a bound key does, what a
/// bound command prints or writes, and fzf's messages for a bad binding.
@Suite("--bind, as fzf's")
struct BindEndToEndTests {
    static let lines = "alpha\nbeta\ngamma\ndelta\n"

    @Test("-m --bind ctrl-a:select-all, then Enter, prints every line")
    func selectAll() async throws {
        try await TmuxSession.withCarousel(["-m", "--bind", "ctrl-a:select-all"], pipedInput: Self.lines, waitForScreen: "page 1/4") {
            tmux in
            try await tmux.send("C-a")
            try await tmux.waitForScreen(containing: "4 marked")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == Self.lines, "\(exit)")
        }
    }

    @Test("--bind 'enter:become(echo picked {})' prints picked and the line")
    func become() async throws {
        try await TmuxSession.withCarousel(
            ["--bind", "enter:become(echo picked {})"], pipedInput: "it's one\ntwo\n",
            waitForScreen: "page 1/2"
        ) { tmux in
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "picked it's one\n", "the line given to sh as one word: \(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("--bind 'ctrl-e:execute(cat {} > FILE)' runs the command and comes back to the same card")
    func execute() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-execute-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let command = "ctrl-e:execute(printf '%s\\n' {} {q} > '\(out.path)')"
        try await TmuxSession.withCarousel(
            ["--bind", command, "--settle-speed", "4"], pipedInput: Self.lines,
            waitForScreen: "page 1/4"
        ) { tmux in
            try await tmux.type("a")
            try await tmux.send("Right", "Right")
            try await tmux.waitForPage(3, of: 4)
            try await tmux.send("C-e")
            let written = try await tmux.waitFor("the command to write its file") { () -> String? in
                let text = try? String(contentsOf: out, encoding: .utf8)
                return text?.hasSuffix("\n") == true ? text : nil
            }
            #expect(written == "gamma\na\n", "{} is the card's line, {q} the query")
            let screen = try await tmux.waitForPage(3, of: 4)
            #expect(screen.text.contains("> a"), "the query kept:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "gamma\n", "the same card after the command: \(exit)")
        }
    }

    @Test("--bind 'start:change-query(et)' starts with the query, as if typed")
    func startEvent() async throws {
        try await TmuxSession.withCarousel(["--bind", "start:change-query(et)"], pipedInput: Self.lines, waitForScreen: nil) { tmux in
            let screen = try await tmux.waitForScreen(containing: "page 1/2 of 4")
            #expect(screen.text.contains("> et") && screen.text.contains("beta"), "beta and delta match:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "beta\n", "\(exit)")
        }
    }

    @Test("a bound key does the binding, not its default: tab:down+down moves two cards under -m")
    func overridesDefault() async throws {
        try await TmuxSession.withCarousel(
            ["-m", "--bind", "tab:down+down", "--settle-speed", "4"], pipedInput: Self.lines,
            waitForScreen: "page 1/4"
        ) { tmux in
            try await tmux.send("Tab")
            let screen = try await tmux.waitForPage(3, of: 4)
            #expect(screen.text.contains("0 marked"), "Tab no longer marks:\n\(screen)")
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
    }

    @Test(
        "a bad binding exits 64 with fzf's message, naming --bind",
        arguments: [
            ("ctrl-a:foo", "--bind: unknown action: foo"),
            ("ctrl-zz:accept", "--bind: unsupported key: ctrl-zz"),
            ("ctrl-a", "--bind: bind action not specified: ctrl-a"),
        ])
    func badBinding(spec: String, message: String) async throws {
        let r = try await Carousel.run(["--bind", spec], stdin: Data(Self.lines.utf8))
        #expect(r.status == 64 && r.stderr == "carousel: \(message)\n", "\(r)")
    }
}
