import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The picker searched by typing, in a real terminal: what a person types, what the screen
/// shows, what is printed.
@Suite("A picker that searches as it is typed")
struct SearchingPickerEndToEndTests {
    static let lines = "alpha\nbeta\ngamma\ndelta\n"

    @Test("typing narrows the cards to the matches, marked; Enter prints the one shown")
    func typeAndChoose() async throws {
        try await TmuxSession.withCarousel(pipedInput: Self.lines, waitForScreen: "page 1/4") { tmux in
            try await tmux.send("t", "a")
            var screen = try await tmux.waitForScreen(containing: "page 1/2 of 4")
            #expect(screen.text.contains("> ta"), "the query line shows what was typed:\n\(screen)")
            #expect(screen.text.contains("beta") && screen.text.contains("delta") && !screen.text.contains("gamma"), "\(screen)")
            // The matched letters are underlined (SGR 4) in the card's title.
            let styled = try await tmux.captureWithAttributes()
            #expect(styled.contains("4m") || styled.contains(";4;") || styled.contains("[4;"), "marks are underlined:\n\(styled)")
            try await tmux.send("Right")
            screen = try await tmux.waitForScreen(containing: "page 2/2 of 4")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "delta\n", "beta ranks first for `ta` (as long a match, a shorter line), delta second: \(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("Backspace and Ctrl-U widen again; q types rather than quits")
    func editing() async throws {
        try await TmuxSession.withCarousel(pipedInput: Self.lines, waitForScreen: "page 1/4") { tmux in
            let pid = try await tmux.carouselPID()
            try await tmux.send("q")
            try await tmux.waitForScreen(containing: "no match of 4")
            #expect(ProcessTable.isAlive(pid), "q typed into the query")
            try await tmux.send("BSpace")
            try await tmux.waitForScreen(containing: "page 1/4")
            try await tmux.send("m", "m")
            try await tmux.waitForScreen(containing: "page 1/1 of 4")
            try await tmux.send("C-u")
            try await tmux.waitForScreen(containing: "page 1/4")
            try await tmux.send("Escape")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1 && exit.stdout.isEmpty, "\(exit)")
        }
    }

    @Test("nothing matches: the screen says so, and Enter exits 1 printing nothing")
    func noMatch() async throws {
        try await TmuxSession.withCarousel(pipedInput: Self.lines, waitForScreen: "page 1/4") { tmux in
            try await tmux.send("z", "z")
            let screen = try await tmux.waitForScreen(containing: "no line matches")
            #expect(screen.text.contains("“zz”"), "\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1 && exit.stdout.isEmpty, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("-q starts with a query, --prompt changes the prompt, a paste goes into the query")
    func startingQueryAndPaste() async throws {
        try await TmuxSession.withCarousel(
            ["-q", "a", "--prompt", "find: "], pipedInput: Self.lines,
            waitForScreen: "of 4"
        ) { tmux in
            var screen = try await tmux.waitForScreen(containing: "page 1/4 of 4")
            #expect(screen.text.contains("find: a"), "\(screen)")
            try await tmux.paste("m\n")
            screen = try await tmux.waitForScreen(containing: "page 1/1 of 4")
            #expect(screen.text.contains("find: am "), "the paste typed, its newline a space:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "gamma\n", "\(exit)")
        }
    }

    @Test("--no-input pages without a query line: letters are commands (l moves, q quits)")
    func noInput() async throws {
        try await TmuxSession.withCarousel(["--no-input"], pipedInput: Self.lines, waitForScreen: "page 1/4") { tmux in
            let screen = try await tmux.capture()
            #expect(!screen.text.contains("> "), "no query line:\n\(screen)")
            try await tmux.send("l")
            try await tmux.waitForPage(2, of: 4)
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1 && exit.stdout.isEmpty, "\(exit)")
        }
    }

    @Test("lines still streaming in are searched as they come: the count grows under the query")
    func streaming() async throws {
        // The input waits for a file before each further line, so the test says when it comes.
        let gate = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-gate-\(UUID().uuidString)").path
        defer { for k in 1...2 { try? FileManager.default.removeItem(atPath: "\(gate)\(k)") } }
        let wait = { (k: Int) in "while [ ! -e '\(gate)\(k)' ]; do sleep 0.05; done" }
        let command = "printf 'alpha\\nbeta\\n'; \(wait(1)); printf 'alphabet\\n'; \(wait(2)); printf 'gamma\\n'"
        try await TmuxSession.withCarousel(["-q", "alp"], pipedCommand: command, waitForScreen: "page 1/") { tmux in
            try await tmux.waitForScreen(containing: "page 1/1 of 2+")
            _ = FileManager.default.createFile(atPath: "\(gate)1", contents: nil)
            try await tmux.waitForScreen(containing: "page 1/2 of 3+")
            _ = FileManager.default.createFile(atPath: "\(gate)2", contents: nil)
            let screen = try await tmux.waitForScreen(containing: "page 1/2 of 4")
            #expect(screen.text.contains("alpha"), "\(screen)")
            try await tmux.send("Right")
            try await tmux.waitForScreen(containing: "page 2/2 of 4")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "alphabet\n", "\(exit)")
        }
    }

    @Test("--select-1 and --exit-0 decide on the starting query's matches, before any screen")
    func selectOneWithQuery() async throws {
        var r = try await Carousel.run(["-q", "gam", "--select-1"], stdin: Data(Self.lines.utf8))
        #expect(r.status == 0 && r.stdout == "gamma\n", "\(r)")
        r = try await Carousel.run(["-q", "xyz", "--exit-0"], stdin: Data(Self.lines.utf8))
        #expect(r.status == 1 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r)")
    }
}

@Suite("A picker of several choices in a pipe (-m)")
struct MultiSelectEndToEndTests {
    @Test("Tab marks two cards, Enter prints both in the order marked; --print0 ends each with NUL")
    func markTwo() async throws {
        for print0 in [false, true] {
            try await TmuxSession.withCarousel(
                ["-m", "--settle-speed", "4"] + (print0 ? ["--print0"] : []),
                pipedInput: SearchingPickerEndToEndTests.lines, waitForScreen: "page 1/4"
            ) { tmux in
                try await tmux.send("Right", "Right")
                try await tmux.waitForPage(3, of: 4)
                try await tmux.send("Tab")
                try await tmux.waitForScreen(containing: "1 marked")
                try await tmux.send("Home")
                try await tmux.waitForPage(1, of: 4)
                try await tmux.send("Tab")
                let screen = try await tmux.waitForScreen(containing: "2 marked · page 2/4")
                #expect(screen.text.contains("✓ marked"), "\(screen)")
                try await tmux.send("Enter")
                let exit = try await tmux.waitForExit()
                #expect(exit.status == 0, "\(exit)")
                #expect(exit.stdout == (print0 ? "gamma\u{0}alpha\u{0}" : "gamma\nalpha\n"), "\(exit)")
            }
        }
    }

    @Test("Tab twice on one card leaves it unmarked (fzf's toggle); Shift-Tab toggles and goes back")
    func tabToggles() async throws {
        try await TmuxSession.withCarousel(
            ["-m", "--settle-speed", "4"], pipedInput: SearchingPickerEndToEndTests.lines,
            waitForScreen: "page 1/4"
        ) { tmux in
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "1 marked · page 2/4")
            try await tmux.send("Left")
            try await tmux.waitForPage(1, of: 4)
            try await tmux.send("Tab")
            var screen = try await tmux.waitForScreen(containing: "0 marked · page 2/4")
            #expect(!screen.text.contains("✓ marked"), "the second Tab unmarked alpha:\n\(screen)")
            try await tmux.send("BTab")
            screen = try await tmux.waitForScreen(containing: "1 marked · page 1/4")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "beta\n", "Shift-Tab marked beta and went back: \(exit)")
        }
    }

    @Test("with nothing marked, Enter prints the card shown, as without -m")
    func noneMarked() async throws {
        try await TmuxSession.withCarousel(["-m"], pipedInput: SearchingPickerEndToEndTests.lines, waitForScreen: "page 1/4") { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 4)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "beta\n", "\(exit)")
        }
    }
}

@Suite("A picker that searches, in a real xterm")
struct SearchingPickerXtermTests {
    @Test("keys typed in xterm narrow the cards; Tab marks under -m; Enter prints the marked lines")
    func typeInXterm() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-search-\(UUID().uuidString).txt")
        try SearchingPickerEndToEndTests.lines.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try await XTerminalSession.withCarousel(["--items", file.path, "-m", "--settle-speed", "4"], in: .xterm) { x in
            try await x.waitForScreen("the picker") { $0.contains("page 1/4") }
            try await x.key("t", "a")
            var screen = try await x.waitForScreen("two matches") { $0.contains("page 1/2 of 4") }
            #expect(screen.text.contains("> ta"), "\(screen)")
            try await x.key("Tab")
            screen = try await x.waitForScreen("one marked, on the second") { $0.contains("1 marked · page 2/2 of 4") }
            try await x.key("BackSpace", "BackSpace")
            try await x.waitForScreen("every line again") { $0.contains("1 marked · page 1/4") }
            try await x.key("Return")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "beta\n", "the marked line, beta (first for `ta`): \(exit)")
        }
    }
}
