import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `--height`: the carousel in N rows under the prompt, the shell's text above it kept,
/// nothing left below it after it quits.
@Suite("Inline under the prompt (--height)")
struct InlineTests {
    /// Starts a shell, names the binary `$B`, clears the screen, then prints `markers`
    /// lines and runs the picker over three lines with `arguments`; the exit status follows.
    private func startPicker(_ tmux: TmuxSession, markers: Int, arguments: String) async throws -> Screen {
        try await tmux.type("B=\(shq(Carousel.binary)); clear")
        try await tmux.send("Enter")
        try await tmux.waitForScreen("the screen cleared") { $0.nonBlankLines == ["e2e$"] }
        try await tmux.type(
            "seq -f 'marker-%g' \(markers); printf 'a\\nb\\nc\\n' | \"$B\" \(arguments) --settle-speed 4; echo \"status=$?\"")
        try await tmux.send("Enter")
        return try await tmux.waitForScreen(containing: "page 1/3")
    }

    /// The row (0-based) of the carousel's status line: the band's first row.
    private func bandTop(_ screen: Screen) -> Int? {
        screen.lines.firstIndex { $0.contains("page ") && $0.contains("/3") }
    }

    /// After the picker quit: the markers, the command, then the choice (if any) and the
    /// status where the band began, a prompt, and nothing else.
    private func expectCleanAfterQuit(
        _ tmux: TmuxSession, markers: Int, printed: [String], status: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let screen = try await tmux.waitForScreen("the status and a fresh prompt", sourceLocation: sourceLocation) {
            $0.contains("status=\(status)") && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
        }
        let lines = screen.nonBlankLines
        // The command line itself may have scrolled away.
        let after = Array(lines[(lines.firstIndex { $0.contains("status=$?") }.map { $0 + 1 } ?? 0)...])
        let expected = (1...markers).map { "marker-\($0)" } + printed + ["status=\(status)", "e2e$"]
        #expect(
            after == expected.suffix(after.count) && after.count >= printed.count + 2,
            "the lines above kept, the choice where the band began, nothing left of the carousel:\n\(screen)",
            sourceLocation: sourceLocation)
    }

    @Test(
        "The picker draws in 10 rows under the markers, pages with keys and the mouse (SGR, X10), and leaves only its choice",
        arguments: MouseEncoding.allCases)
    func pickerUnderThePrompt(encoding: MouseEncoding) async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            var screen = try await startPicker(tmux, markers: 3, arguments: "--height 10")
            guard let top = bandTop(screen) else { Issue.record("no status line:\n\(screen)"); return }
            #expect(top > 0 && screen.lines[top - 1] == "marker-3", "the band starts right under the markers:\n\(screen)")
            #expect(screen.lines[..<top].contains("marker-1"), "\(screen)")
            let below = screen.lines.dropFirst(top + 10)
            #expect(below.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "nothing drawn past the 10 rows:\n\(screen)")
            #expect(screen.lines[top..<min(screen.lines.count, top + 10)].contains { $0.contains("╭") }, "cards in the band:\n\(screen)")

            try await tmux.send("Right")
            screen = try await tmux.waitForScreen(containing: "page 2/3")
            // A drag to the left on the cards' middle row, 1-based in the terminal's rows: one page on.
            let row = top + 5 + 1
            try await tmux.sendBytes(encoding.drag(from: 70, to: 30, step: 5, y: row) + encoding.release(30, row))
            screen = try await tmux.waitForScreen(containing: "page 3/3")
            // A press and drag on the markers above is not the carousel's.
            try await tmux.sendBytes(encoding.drag(from: 30, to: 80, step: 5, y: top) + encoding.release(80, top))
            try await tmux.send("Left")
            screen = try await tmux.waitForScreen(containing: "page 2/3")
            #expect(screen.lines[top - 1] == "marker-3", "\(screen)")
            try await tmux.send("Enter")
            try await expectCleanAfterQuit(tmux, markers: 3, printed: ["b"], status: 0)
        }
    }

    @Test("Near the bottom of the pane the terminal scrolls up first; Esc leaves nothing below the prompt")
    func scrollsUpNearTheBottom() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            let screen = try await startPicker(tmux, markers: 25, arguments: "--height 10")
            guard let top = bandTop(screen) else { Issue.record("no status line:\n\(screen)"); return }
            #expect(top == 20, "the band is the pane's last 10 rows:\n\(screen)")
            #expect(
                screen.lines[top - 1] == "marker-25" && screen.lines.contains("marker-17"),
                "the markers scrolled up, kept right above the band:\n\(screen)")
            try await tmux.send("Escape")
            try await expectCleanAfterQuit(tmux, markers: 25, printed: [], status: 1)
        }
    }

    @Test("A resize keeps the band in its rows: 50% of 30 rows is 15, of 20 rows 10; narrower, it is drawn anew where the terminal put it")
    func resizeKeepsTheBand() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            var screen = try await startPicker(tmux, markers: 3, arguments: "--height 50%")
            guard let top = bandTop(screen) else { Issue.record("no status line:\n\(screen)"); return }
            let nonBlankRows = { (s: Screen) in s.lines.indices.filter { !s.lines[$0].trimmingCharacters(in: .whitespaces).isEmpty } }
            #expect(nonBlankRows(screen).last.map { $0 < top + 15 && $0 >= top + 10 } ?? false, "15 rows:\n\(screen)")
            try await tmux.resize(width: 100, height: 20)
            try await tmux.send("Right")
            screen = try await tmux.waitForScreen(containing: "page 2/3")
            guard let newTop = bandTop(screen) else { Issue.record("no status line:\n\(screen)"); return }
            #expect(newTop > 0 && screen.lines[newTop - 1] == "marker-3", "still right under the markers:\n\(screen)")
            #expect(nonBlankRows(screen).last.map { $0 < newTop + 10 } ?? false, "10 rows now:\n\(screen)")
            // Narrower: tmux rewraps the band's long rows; the band is found again and drawn whole.
            try await tmux.resize(width: 70, height: 20)
            try await tmux.send("Left")
            screen = try await tmux.waitForScreen("one band, 70 columns wide, on page 1") { s in
                s.lines.filter { $0.contains("page ") }.count == 1 && s.contains("page 1/3")
                    && s.lines.allSatisfy { Screen.cells($0).count <= 70 }
            }
            guard let narrowTop = bandTop(screen) else { Issue.record("no status line:\n\(screen)"); return }
            #expect(nonBlankRows(screen).last.map { $0 < narrowTop + 10 } ?? false, "nothing of the old band below:\n\(screen)")
            // (tmux's rewrap of the wider rows may leave pieces of them above the band: the
            // terminal moved them there, out of the band's rows.)
            try await tmux.send("Escape")
            screen = try await tmux.waitForScreen("the status and a fresh prompt") {
                $0.contains("status=1") && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
            }
            #expect(screen.nonBlankLines.suffix(2) == ["status=1", "e2e$"] && !screen.contains("page "), "\(screen)")
        }
    }

    @Test("Ctrl-Z clears the band and fg draws it again under the new prompt")
    func suspendAndResume() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            _ = try await startPicker(tmux, markers: 3, arguments: "--height 8")
            try await tmux.send("C-z")
            var screen = try await tmux.waitForScreen("the stopped job and a prompt") {
                $0.contains("Stopped") && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
            }
            #expect(!screen.contains("page 1/3") && !screen.contains("╭"), "the band cleared:\n\(screen)")
            try await tmux.type("fg")
            try await tmux.send("Enter")
            screen = try await tmux.waitForScreen(containing: "page 1/3")
            #expect(screen.contains("marker-3") && screen.contains("Stopped"), "the text above kept:\n\(screen)")
            try await tmux.send("Right")
            _ = try await tmux.waitForScreen(containing: "page 2/3")
            try await tmux.send("Enter")
            // (The shell ran `echo` when the job stopped: no status now.)
            screen = try await tmux.waitForScreen("the choice and a prompt") {
                $0.nonBlankLines.count >= 2 && $0.nonBlankLines.suffix(2).first == "b"
                    && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
            }
            let lines = screen.nonBlankLines
            #expect(Array(lines.suffix(2)) == ["b", "e2e$"], "the choice where the band began, then the prompt:\n\(screen)")
            #expect(!screen.contains("╭"), "\(screen)")
        }
    }

    @Test("Vertical flicks inline are drawn without a scroll region (it names rows): the markers above stay")
    func verticalFlicksStayInTheBand() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            var screen = try await startPicker(tmux, markers: 8, arguments: "--vertical --height 15")
            guard let top = bandTop(screen) else { Issue.record("no status line:\n\(screen)"); return }
            try await tmux.send("Down")
            screen = try await tmux.waitForScreen(containing: "page 2/3")
            try await tmux.send("Down")
            screen = try await tmux.waitForScreen(containing: "page 3/3")
            try await tmux.send("Up")
            screen = try await tmux.waitForScreen(containing: "page 2/3")
            #expect(Array(screen.lines[(top - 8)..<top]) == (1...8).map { "marker-\($0)" }, "\(screen)")
            #expect(screen.lines.dropFirst(top + 15).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(screen)")
            try await tmux.send("Enter")
            try await expectCleanAfterQuit(tmux, markers: 8, printed: ["b"], status: 0)
        }
    }

    @Test("SIGTERM clears the band like q: the markers kept, the cursor back where the prompt was")
    func terminatedClearsTheBand() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            _ = try await startPicker(tmux, markers: 3, arguments: "--height 10")
            kill(try await tmux.carouselPID(), SIGTERM)
            // bash says "Terminated" where the band began.
            try await expectCleanAfterQuit(tmux, markers: 3, printed: ["Terminated"], status: 143)
        }
    }

    @Test("A terminal that does not say where its cursor is (TERM=linux is not asked) gets the whole screen, silently")
    func noCursorPositionFallsBackToTheWholeScreen() async throws {
        try await TmuxSession.withCarousel(["--height", "10"], term: "linux", waitForScreen: "page 1/20") { tmux in
            let screen = try await tmux.capture()
            #expect(screen.statusLine.contains("page 1/20"), "the status line on the first row:\n\(screen)")
            #expect(try await tmux.modes().alternateScreen, "on the alternate screen")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stderr.isEmpty, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("Bad --height values exit 64 with one line naming the value", arguments: ["0", "abc", "150%", "-3%", "0%", ""])
    func badValues(value: String) async throws {
        for command in [["--height", value], ["race", "--height", value], ["shelves", "--height", value]] {
            let result = try await Carousel.run(command)
            #expect(result.status == 64, "\(command): \(result)")
            #expect(result.stderr.contains("--height"), "\(command): \(result)")
        }
    }
}

/// `--height` in a real xterm under Xvfb: what xterm itself shows, not tmux's idea of it.
@Suite("Inline in a real xterm")
struct InlineXtermTests {
    @Test("The lines above survive, a drag in the band pages (one above does not), and nothing is left below after Enter", .gestureTiming)
    func linesAboveSurvive() async throws {
        try await XTerminalSession.withCarousel(
            ["--height", "10", "--settle-speed", "4"], in: .xterm, columns: 100, rows: 30,
            shellFirst: "printf 'marker-%s\\n' 1 2 3"
        ) { x in
            var screen = try await x.waitForScreen("the carousel under the markers") { $0.contains("page 1/20") && $0.contains("╭") }
            #expect(Array(screen.lines.prefix(3)) == ["marker-1", "marker-2", "marker-3"], "\(screen)")
            #expect(screen.lines.count > 3 && screen.lines[3].contains("page 1/20"), "the band starts under the markers:\n\(screen)")
            #expect(
                screen.lines.dropFirst(13).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty },
                "nothing past the 10 rows:\n\(screen)")
            try await x.key("Right")
            try await x.waitForScreen("page 2/20") { $0.contains("page 2/20") }
            // A drag on the markers is not the carousel's; one on the cards (xterm reports
            // the pointer in pixels) pages on.
            let leftward: [(column: Double, row: Double)] = stride(from: 75.0, through: 25, by: -5).map { ($0, 1) }
            try await x.drag(leftward, stepMilliseconds: 8, holdMilliseconds: 200)
            try await x.drag(leftward.map { ($0.column, 8) }, stepMilliseconds: 8, holdMilliseconds: 200)
            screen = try await x.waitForScreen("page 3/20 after the drag on the cards") { $0.contains("page 3/20") }
            #expect(Array(screen.lines.prefix(3)) == ["marker-1", "marker-2", "marker-3"], "\(screen)")
            try await x.key("Return")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(RealTerminalTests.chosenCard(exit) == 3, "only the drag on the cards paged: \(exit)")
            #expect(exit.sttyBefore == exit.sttyAfter && !exit.sttyBefore.isEmpty, "\(exit)")
            screen = try await x.capture()
            #expect(screen.nonBlankLines == ["marker-1", "marker-2", "marker-3"], "only the markers are left:\n\(screen)")
        }
    }
}
