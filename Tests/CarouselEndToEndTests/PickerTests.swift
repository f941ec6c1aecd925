import Foundation
import Testing

/// The carousel as a picker in a pipe: the screen on the terminal, the choice on stdout.
@Suite("Picker in a pipe")
struct PickerTests {
    static let lines = "alpha\nbeta\ngamma\n"

    enum Source: String, CaseIterable, CustomStringConvertible {
        case pipe, itemsFile
        var description: String { rawValue }
    }

    private func withPicker<T>(_ source: Source, term: String = "xterm-256color", _ body: (TmuxSession) async throws -> T) async throws -> T {
        switch source {
        case .pipe:
            return try await TmuxSession.withCarousel(term: term, pipedInput: Self.lines, waitForScreen: "page 1/3", body)
        case .itemsFile:
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-items-\(UUID().uuidString).txt")
            try Self.lines.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            return try await TmuxSession.withCarousel(["--items", file.path], term: term, waitForScreen: "page 1/3", body)
        }
    }

    @Test("Right then Enter prints the second line and exits 0", arguments: Source.allCases)
    func chooseSecond(source: Source) async throws {
        try await withPicker(source) { tmux in
            var screen = try await tmux.capture()
            #expect(screen.contains("alpha") && screen.contains("beta"), "one card per line, the next peeking:\n\(screen)")
            try await tmux.send("Right")
            screen = try await tmux.waitForPage(2, of: 3)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "beta\n", "exactly the chosen line on stdout: \(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("q chooses nothing: empty stdout, exit 1", arguments: Source.allCases)
    func quitWithoutChoice(source: Source) async throws {
        try await withPicker(source) { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 3)
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1, "\(exit)")
            #expect(exit.stdout.isEmpty, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("Ctrl-C in a picker prints nothing and exits 130")
    func interruptPicker() async throws {
        try await withPicker(.pipe) { tmux in
            try await tmux.send("C-c")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 130, "\(exit)")
            #expect(exit.stdout.isEmpty, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("lines ending in CR LF (a file from Windows) are still one card each")
    func crlfLines() async throws {
        try await TmuxSession.withCarousel(pipedInput: "alpha\r\nbeta\r\ngamma\r\n", waitForScreen: "page 1/") { tmux in
            var screen = try await tmux.capture()
            #expect(screen.page == Page(current: 1, count: 3), "\(screen)")
            try await tmux.send("Right")
            screen = try await tmux.waitForPage(2, of: 3)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "beta\n", "the line without its CR: \(exit)")
        }
    }

    @Test("a tab splits title from body; Enter prints the whole line")
    func tabSplitsTitle() async throws {
        try await TmuxSession.withCarousel(pipedInput: "first\tthe body of the first\nsecond\tmore body\n", waitForScreen: "page 1/2") { tmux in
            let screen = try await tmux.capture()
            #expect(screen.contains("the body of the first"), "\(screen)")
            #expect(!screen.lines.contains { $0.contains("first") && $0.contains("the body of the first") && $0.contains("│ first") },
                    "the title and the body should be on separate rows:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.stdout == "first\tthe body of the first\n", "\(exit)")
        }
    }

    @Test("End then Enter picks the last line, under tmux's own TERM")
    func chooseLastUnderTmuxTerm() async throws {
        try await withPicker(.pipe, term: "tmux-256color") { tmux in
            try await tmux.send("End")
            try await tmux.waitForPage(3, of: 3)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "gamma\n", "\(exit)")
        }
    }
}
