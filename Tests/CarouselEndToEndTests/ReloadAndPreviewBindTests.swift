import CarouselCore
import CarouselKit
import Foundation
import Testing

/// fzf's `reload`, `toggle-preview`, `refresh-preview`, `--track`, `--header-lines` and
/// `double-click` in a real terminal, the bound keys in the help box, and what a bound
/// command inherits of the picker (nothing but its standard input, output and error).
@Suite("--bind reload and previews, --track, --header-lines")
struct ReloadAndPreviewBindTests {
    private func scratch(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-\(name)-\(UUID().uuidString)")
    }

    @Test("ctrl-r:reload(seq 100 200) shows 101 cards, the first 100")
    func reload() async throws {
        try await TmuxSession.withCarousel(
            ["--bind", "ctrl-r:reload(seq 100 200)", "--settle-speed", "4"],
            pipedCommand: "seq 10", waitForScreen: "page 1/10"
        ) { tmux in
            try await tmux.send("Right", "Right")
            try await tmux.waitForPage(3, of: 10)
            try await tmux.send("C-r")
            let screen = try await tmux.waitForPage(1, of: 101)
            #expect(screen.text.contains("101/101"), "the count on the query line:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "100\n", "the first card is 100: \(exit)")
        }
    }

    @Test("a slow reload leaves the lines shown until its output comes, as fzf's: Enter meanwhile chooses one of them")
    func slowReloadKeepsTheLines() async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-slow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        // The reload prints once the test has made the marker file: until then it is silent.
        let command = "while [ ! -e \(shq(marker.path)) ]; do sleep 0.05; done; seq 100 104"
        try await TmuxSession.withCarousel(
            ["--bind", "ctrl-r:reload(\(command))", "--settle-speed", "4"],
            pipedCommand: "seq 10", waitForScreen: "page 1/10"
        ) { tmux in
            try await tmux.send("C-r")
            // The key has been read when the loop shows it is loading; the lines are still there.
            let waiting = try await tmux.waitForScreen("the old lines, loading") { $0.text.contains("page 1/10+") }
            #expect(!waiting.text.contains("0/0"), "\(waiting)")
            FileManager.default.createFile(atPath: marker.path, contents: Data())
            try await tmux.waitForPage(1, of: 5)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "100\n", "\(exit)")
        }
    }

    @Test("load fires when a reload's output has all come: load:last goes to its last line")
    func loadAfterReload() async throws {
        try await TmuxSession.withCarousel(
            ["--bind", "ctrl-r:reload(seq 3; sleep 0.2; seq 4 7),load:last", "--settle-speed", "4"],
            pipedCommand: "seq 10", waitForScreen: "page 10/10"
        ) { tmux in
            try await tmux.send("C-r")
            try await tmux.waitForPage(7, of: 7)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "7\n", "\(exit)")
        }
    }

    @Test(
        "--track keeps the focused line through a reload; without it the focus goes to the first card",
        arguments: [true, false])
    func track(tracks: Bool) async throws {
        let arguments = (tracks ? ["--track"] : []) + ["--bind", "ctrl-r:reload(seq 20)", "--settle-speed", "4"]
        try await TmuxSession.withCarousel(arguments, pipedCommand: "seq 10", waitForScreen: "page 1/10") { tmux in
            try await tmux.send("Right", "Right", "Right", "Right")
            try await tmux.waitForPage(5, of: 10)
            try await tmux.send("C-r")
            try await tmux.waitForPage(tracks ? 5 : 1, of: 20)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == (tracks ? "5\n" : "1\n"), "\(exit)")
        }
    }

    @Test("ctrl-p:toggle-preview hides the preview and shows it again")
    func togglePreview() async throws {
        try await TmuxSession.withCarousel(
            ["--preview", "echo PREVIEW-{}", "--bind", "ctrl-p:toggle-preview"],
            pipedInput: "one\ntwo\n", waitForScreen: "PREVIEW-one"
        ) { tmux in
            try await tmux.send("C-p")
            try await tmux.waitForScreen("the preview hidden") { !$0.contains("PREVIEW-") && $0.contains("one") }
            try await tmux.send("C-p")
            try await tmux.waitForScreen(containing: "PREVIEW-one")
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
    }

    @Test("ctrl-f:refresh-preview runs the current card's preview again")
    func refreshPreview() async throws {
        let directory = scratch("refresh")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each run of a line's preview adds a byte to its file and shows how many there are.
        let preview = "printf x >> \(shq(directory.path))/f{n}; echo runs-$(wc -c < \(shq(directory.path))/f{n})"
        try await TmuxSession.withCarousel(
            ["--preview", preview, "--bind", "ctrl-f:refresh-preview"],
            pipedInput: "one\ntwo\n", waitForScreen: "runs-1"
        ) { tmux in
            try await tmux.send("C-f")
            try await tmux.waitForScreen(containing: "runs-2")
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
    }

    @Test("--header-lines 2: H1 and H2 are the header, a and b the cards; Enter prints a")
    func headerLines() async throws {
        try await TmuxSession.withCarousel(["--header-lines", "2"], pipedInput: "H1\nH2\na\nb\n", waitForScreen: "page 1/2") { tmux in
            let screen = try await tmux.waitForScreen(containing: " H2")
            let first = try #require(screen.lines.firstIndex { $0.hasPrefix(" H1") }, "\(screen)")
            #expect(screen.lines[first + 1].hasPrefix(" H2"), "\(screen)")
            #expect(screen.text.contains("2/2"), "two cards:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "a\n", "\(exit)")
        }
    }

    @Test("--header-lines with --filter: the header lines are never matched nor printed, as fzf's")
    func headerLinesFiltered() async throws {
        var r = try await Carousel.run(["--header-lines", "1", "-f", ""], stdin: Data("H\na\nb\n".utf8))
        #expect(r.status == 0 && r.stdout == "a\nb\n", "\(r)")
        r = try await Carousel.run(["--header-lines", "1", "-f", "H"], stdin: Data("H\na\nb\n".utf8))
        #expect(r.status == 1 && r.stdout.isEmpty, "\(r)")
        r = try await Carousel.run(["--header-lines", "-2"], stdin: Data("a\n".utf8))
        #expect(r.status == 64 && r.stderr.contains("--header-lines"), "\(r)")
    }

    @Test("the help box lists a binding with its action")
    func helpBox() async throws {
        try await TmuxSession.withCarousel(["--bind", "ctrl-r:reload(seq 5)"], pipedInput: "a\nb\n", waitForScreen: "page 1/2") { tmux in
            try await tmux.send("F1")
            let screen = try await tmux.waitForScreen(containing: "reload(seq 5)")
            #expect(screen.text.contains(/ctrl-r +reload\(seq 5\)/), "\(screen)")
            try await tmux.send("Escape", "Escape")
            _ = try await tmux.waitForExit()
        }
    }

    @Test("a bound command starts with descriptors 0, 1 and 2 only: no pipe or terminal of the picker's")
    func descriptors() async throws {
        let out = scratch("fds")
        defer { try? FileManager.default.removeItem(at: out) }
        // The shell lists its own descriptors (ls is its child), its output already the file.
        let command = "ctrl-f:execute-silent(exec > \(shq(out.path)); ls /proc/$$/fd)"
        try await TmuxSession.withCarousel(
            ["--preview", "echo P{}", "--bind", command], pipedInput: "one\ntwo\n",
            waitForScreen: "Pone"
        ) { tmux in
            try await tmux.send("C-f")
            let listed = try await tmux.waitFor("the command to list its descriptors") { () -> [String]? in
                guard let text = try? String(contentsOf: out, encoding: .utf8), text.hasSuffix("\n") else { return nil }
                return text.split(separator: "\n").map(String.init)
            }
            #expect(listed == ["0", "1", "2"], "\(listed)")
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
    }

    @Test("double-click on the current card fires its binding")
    func doubleClick() async throws {
        try await TmuxSession.withCarousel(["--bind", "double-click:accept"], pipedInput: "one\ntwo\n", waitForScreen: "page 1/2") { tmux in
            let click = MouseEncoding.sgr.press(50, MouseTests.row) + MouseEncoding.sgr.release(50, MouseTests.row)
            try await tmux.sendBytes(click + click)
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "one\n", "\(exit)")
        }
    }
}
