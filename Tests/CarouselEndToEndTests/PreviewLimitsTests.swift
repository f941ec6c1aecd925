import Foundation
import Testing

/// What a preview is told and where its output stops, as fzf does it: `COLUMNS`/`LINES`
/// are the body's size, `--preview-window +N` past the end shows the last line, and output
/// past the caps is said to be cut, on the card.
@Suite("Preview limits")
struct PreviewLimitsTests {
    /// fzf sets `COLUMNS` and `LINES` to the preview's size, and tools format to them: a
    /// line of `$COLUMNS` characters fits the body exactly, not the 100 of the pane.
    @Test("COLUMNS and LINES are the card body's size: a line of COLUMNS characters fits it")
    func columnsAndLines() async throws {
        let preview =
            "echo \"cols=$COLUMNS lines=$LINES fzf=$FZF_PREVIEW_COLUMNS/$FZF_PREVIEW_LINES\"; "
            + "printf '%*s|\\n' $((COLUMNS - 1)) edge"
        try await TmuxSession.withCarousel(["--preview", preview], pipedInput: "one\ntwo\n") { tmux in
            let screen = try await tmux.waitForScreen(containing: "fzf=")
            let said = try #require(screen.lines.first { $0.contains("cols=") }, "\(screen)")
            let match = try #require(said.firstMatch(of: /cols=(\d*) lines=(\d*) fzf=(\d+)\/(\d+)/), "\(said)")
            #expect(match.1 == match.3 && match.2 == match.4, "COLUMNS and LINES as FZF_PREVIEW_*: \(said)")
            // The right-aligned line ends at the body's last column: its `|` just inside the border.
            let edge = try #require(screen.lines.first { $0.contains("edge|") }, "\(screen)")
            #expect(edge.contains("edge| │"), "the line fills the body to its edge:\n\(screen)")
        }
    }

    @Test("--preview-window +N past the end shows the last line and says N/N, as fzf")
    func scrollPastTheEnd() async throws {
        try await TmuxSession.withCarousel(
            ["--preview", "seq 10", "--preview-window", "+50"], pipedInput: "x\n", waitForScreen: "page 1/1"
        ) { tmux in
            let screen = try await tmux.waitForScreen(containing: "10/10")
            #expect(screen.lines.contains { $0.contains("│ 10 ") }, "the last line shows:\n\(screen)")
            #expect(!screen.text.contains("11/10"), "\(screen)")
        }
    }

    /// The README's recipe: each TODO in its file, the line a few rows down the card.
    @Test("the README's grep -n TODO recipe shows the line in its file")
    func readmeRecipe() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-todo-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = (1...60).map { $0 == 40 ? "    // TODO: the fortieth line" : "line \($0) of the file" }.joined(separator: "\n") + "\n"
        try text.write(to: directory.appendingPathComponent("notes.swift"), atomically: true, encoding: .utf8)
        let recipe = ["--delimiter", ":", "--with-nth", "1,3..", "--preview", "cat -n {1}", "--preview-window", "+{2}-5"]
        try await TmuxSession.withCarousel(recipe, pipedCommand: "grep -n TODO -r \(shq(directory.path))", waitForScreen: "page 1/1") {
            tmux in
            let screen = try await tmux.waitForScreen(containing: "TODO: the fortieth")
            #expect(
                screen.lines.contains { $0.range(of: "│ +35 +line 35 of", options: .regularExpression) != nil },
                "five lines of context above:\n\(screen)")
            #expect(screen.text.contains("35/60"), "\(screen)")
        }
    }

    @Test("a preview of 150,000 lines is not cut: its count is right and preview-bottom shows the last")
    func longPreviewKeepsItsEnd() async throws {
        let options = ["--preview", "seq 1 150000", "--bind", "ctrl-e:preview-bottom,ctrl-t:preview-top"]
        try await TmuxSession.withCarousel(options, pipedInput: "x\n", waitForScreen: "page 1/1") { tmux in
            var screen = try await tmux.waitForScreen("the first lines") {
                $0.lines.contains { $0.contains("│ 1 ") } && $0.lines.contains { $0.contains("│ 2 ") }
            }
            #expect(!screen.text.contains("cut at"), "\(screen)")
            try await tmux.send("C-e")
            screen = try await tmux.waitForScreen("the last line") { $0.lines.contains { $0.contains("│ 150000 ") } }
            #expect(screen.text.contains("/150000"), "the count is the output's\n\(screen)")
            try await tmux.send("C-t")
            screen = try await tmux.waitForScreen("the first line again") {
                $0.lines.contains { $0.contains("│ 1 ") } && !$0.text.contains("150000")
            }
        }
    }
}
