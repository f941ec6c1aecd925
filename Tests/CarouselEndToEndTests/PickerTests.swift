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

    private func withPicker<T>(_ source: Source, term: String = "xterm-256color", _ body: (TmuxSession) async throws -> T) async throws -> T
    {
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

    @Test("Esc chooses nothing: empty stdout, exit 1", arguments: Source.allCases)
    func quitWithoutChoice(source: Source) async throws {
        try await withPicker(source) { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 3)
            try await tmux.send("Escape")
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
        try await TmuxSession.withCarousel(pipedInput: "first\tthe body of the first\nsecond\tmore body\n", waitForScreen: "page 1/2") {
            tmux in
            let screen = try await tmux.capture()
            #expect(screen.contains("the body of the first"), "\(screen)")
            #expect(
                !screen.lines.contains { $0.contains("first") && $0.contains("the body of the first") && $0.contains("│ first") },
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

    // MARK: - Bytes kept exactly

    /// `caf\xe9`: Latin-1, as an old file name might be.
    static let latin1Line: [UInt8] = Array("caf".utf8) + [0xE9]

    @Test("a line that is not UTF-8 is printed back byte for byte", arguments: Source.allCases)
    func invalidUTF8ComesBackExactly(source: Source) async throws {
        // printf's octal escapes: `caf\351` then `beta` with a CR LF ending.
        let command = "printf 'caf\\351\\r\\nbeta\\n'"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-latin1-\(UUID().uuidString).txt")
        try Data(Self.latin1Line + Array("\r\nbeta\n".utf8)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let arguments = source == .itemsFile ? ["--items", file.path] : []
        try await TmuxSession.withCarousel(arguments, pipedCommand: source == .pipe ? command : nil, waitForScreen: "page 1/2") { tmux in
            let screen = try await tmux.capture()
            #expect(screen.contains("caf\u{FFFD}"), "the screen shows a repaired character:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            let stdout = try Data(contentsOf: tmux.file("stdout"))
            #expect(Array(stdout) == Self.latin1Line + [0x0A], "the chosen line's own bytes, without CR: \(Array(stdout))")
        }
    }

    // MARK: - Reading while the carousel runs

    /// Two lines at once, a third only when the test creates the file `more` in the pane's
    /// directory: the input stays open meanwhile, as a slow command's would.
    static let slowInput = "printf 'first\\nsecond\\n'; while [ ! -e more ]; do sleep 0.05; done; printf 'third\\n'"

    @Test("the cards show while stdin is still open, the count grows as lines come, + says more may come")
    func cardsShowBeforeTheEndOfInput() async throws {
        try await TmuxSession.withCarousel(pipedCommand: Self.slowInput, waitForScreen: "page 1/2+") { tmux in
            var screen = try await tmux.capture()
            #expect(screen.contains("first") && screen.contains("second"), "\(screen)")
            try await tmux.send("Right")
            screen = try await tmux.waitForScreen(containing: "page 2/2+")
            try FileManager.default.createDirectory(at: tmux.file("more"), withIntermediateDirectories: false)
            screen = try await tmux.waitForScreen("page 2/3 with no + once the input has ended") {
                $0.contains("page 2/3") && !$0.contains("page 2/3+")
            }
            try await tmux.send("End")
            try await tmux.waitForPage(3, of: 3)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "third\n", "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("Enter while stdin is still open prints the chosen line and exits")
    func chooseWhileReading() async throws {
        try await TmuxSession.withCarousel(pipedCommand: Self.slowInput, waitForScreen: "page 1/2+") { tmux in
            try await tmux.send("Right")
            try await tmux.waitForScreen(containing: "page 2/2+")
            try await tmux.send("Enter")
            _ = try await tmux.waitFor("the chosen line on stdout") {
                (try? String(contentsOf: tmux.file("stdout"), encoding: .utf8)).flatMap { $0.isEmpty ? nil : $0 }
            }
            // Let the writer finish (it gets a broken pipe), so the pipeline ends.
            try FileManager.default.createDirectory(at: tmux.file("more"), withIntermediateDirectories: false)
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "second\n", "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("an empty input exits 1 with one line on stderr, without opening the screen")
    func emptyInput() async throws {
        try await TmuxSession.withCarousel(pipedCommand: "true", waitForScreen: nil) { tmux in
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1, "\(exit)")
            #expect(exit.stdout.isEmpty, "\(exit)")
            #expect(exit.stderr == "carousel: no items to choose from (the input had no lines)\n", "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    /// A large input: the command that makes it, its size, its lines and its last line.
    struct LargeInput: Sendable, CustomStringConvertible {
        var command: String
        var bytes: Int
        var lines: Int
        var last: String
        var description: String { command }
    }

    static let largeInputs = [
        LargeInput(command: "seq 1 5000000", bytes: 38_888_897, lines: 5_000_000, last: "5000000"),
        // One-letter lines: the index must not outgrow the text.
        LargeInput(command: "yes | head -c 20000000", bytes: 20_000_000, lines: 10_000_000, last: "y"),
    ]

    @Test("millions of short lines take at most twice their size in memory", arguments: largeInputs)
    func manyLinesStayCompact(input: LargeInput) async throws {
        let inputKB = input.bytes / 1024
        try await TmuxSession.withCarousel(pipedCommand: input.command, waitForScreen: "page 1/") { tmux in
            let pid = try await tmux.carouselPID()
            // Millions of lines take seconds in a debug build on a busy machine: a longer deadline.
            try await tmux.waitForScreen("every line read (page 1/\(input.lines), no +)", timeout: 120) {
                $0.contains("page 1/\(input.lines)") && !$0.contains("page 1/\(input.lines)+")
            }
            let peak = try #require(ProcessTable.peakResidentKB(pid))
            // Twice the input, plus what the program needs with no items at all.
            #expect(peak <= 2 * inputKB + 40 * 1024, "peak \(peak) kB for \(inputKB) kB of input")
            try await tmux.send("End")
            try await tmux.waitForPage(input.lines, of: input.lines)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.stdout == input.last + "\n", "\(exit)")
        }
    }

    // MARK: - Long lines

    @Test("a long line wraps over the card's rows and ends in … where it still does not fit")
    func longLineWraps() async throws {
        let words = (1...300).map { String(format: "w%03d", $0) }.joined(separator: " ")
        try await TmuxSession.withCarousel(pipedInput: words + "\n", waitForScreen: "page 1/1") { tmux in
            let screen = try await tmux.capture()
            let rows = screen.lines.filter { $0.contains(/│ w\d{3} w\d{3}/) }
            #expect(screen.lines.contains { $0.contains("│ w001 w002") }, "\(screen)")
            #expect(rows.count >= 5, "the line goes on over the card's rows:\n\(screen)")
            #expect(screen.contains("w020") && screen.contains("w050"), "\(screen)")
            #expect(screen.lines.contains { $0.contains("…") && $0.contains("│") }, "a cut line says so with …:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.stdout == words + "\n", "the whole line, not what fitted")
        }
    }
}
