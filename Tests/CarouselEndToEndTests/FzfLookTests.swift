import Foundation
import Testing

/// fzf's look options as the cards take them, under the name fzf in a real shell: the frame
/// around the `--height` band, the pointer, the ghost text, the footer and the match count.
@Suite("fzf's look on cards")
struct FzfLookTests {
    @Test(
        "fzf --height 40% --layout reverse --border: the band is framed, the shell's lines above stay, a click through the frame pages, Enter prints the card"
    )
    func borderedBand() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            try await tmux.type(
                "seq 8 | sed 's/^/kept /'; seq 500 | \(shq(FzfNameTests.fzf)) --height 40% --layout reverse --border --border-label ' pick ' --ghost 'type here' --footer 'the footer' --pointer '▶'; echo rc=$?"
            )
            try await tmux.send("Enter")
            let framed = try await tmux.waitForScreen("the framed band") { $0.text.contains("pick") && $0.text.contains("page 1/500") }
            let lines = framed.lines
            let top = try #require(lines.firstIndex { $0.contains("╭") && $0.contains(" pick ") }, "\(framed)")
            let bottom = try #require(lines.lastIndex { $0.hasPrefix("╰") && $0.hasSuffix("╯") }, "\(framed)")
            #expect(bottom - top + 1 == 12, "40% of 30 rows, the frame's lines included: \(framed)")
            for row in (top + 1)..<bottom {
                #expect(lines[row].hasPrefix("│") && lines[row].hasSuffix("│"), "row \(row) inside the frame: \(framed)")
            }
            #expect(lines.contains("kept 8"), "the shell's lines above the band stay: \(framed)")
            #expect(framed.text.contains("> type here"), "the ghost in the empty query: \(framed)")
            #expect(framed.text.contains("the footer"), "\(framed)")
            #expect(framed.text.contains("│▶1"), "the pointer beside the current title: \(framed)")
            // A click on the right neighbour's title, found on screen, pages to it.
            let titleRow = try #require(lines.firstIndex { $0.contains("│▶1") }, "\(framed)")
            let column = try #require(Array(lines[titleRow]).lastIndex(of: "2"), "\(framed)")
            try await tmux.sendBytes(
                MouseEncoding.sgr.press(column + 1, titleRow + 1) + MouseEncoding.sgr.release(column + 1, titleRow + 1))
            try await tmux.waitForScreen(containing: "page 2/500")
            try await tmux.type("27")
            try await tmux.waitForScreen("27 and its kin") { $0.text.contains("> 27 ") && $0.text.contains("page 1/23 of 500") }
            try await tmux.send("Enter")
            let after = try await tmux.waitForScreen(containing: "rc=0")
            #expect(after.lines.contains("27"), "the first match printed: \(after)")
            #expect(!after.text.contains("╭"), "the band and its frame are gone: \(after)")
            #expect(after.lines.contains("kept 8"), "\(after)")
        }
    }

    @Test("--height with --no-clear leaves the band's last frame on the screen, the choice printed under it")
    func noClear() async throws {
        try await TmuxSession.withShell(width: 80, height: 24) { tmux in
            try await tmux.type(
                "seq 3 | sed 's/^/above /'; seq 5 | \(shq(FzfNameTests.fzf)) --height 8 --no-clear --layout reverse; echo \"rc\"=$?")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "page 1/5")
            try await tmux.send("Right")
            try await tmux.waitForScreen(containing: "page 2/5")
            try await tmux.send("Enter")
            let after = try await tmux.waitForScreen(containing: "rc=0")
            let lines = after.lines
            let frame = try #require(lines.lastIndex { $0.contains("page 2/5") }, "the last frame stays: \(after)")
            let chosen = try #require(lines.lastIndex(of: "2"), "\(after)")
            #expect(lines.contains("above 3") && chosen > frame && lines[chosen + 1] == "rc=0", "\(after)")
        }
    }

    @Test("--info hidden drops the match count; --info inline:SEP puts SEP before it; --no-separator drops the rules")
    func matchCountAndRules() async throws {
        try await TmuxSession.withCarousel(
            ["--info", "inline: ~ ", "--query", "1"], pipedInput: (1...30).map(String.init).joined(separator: "\n")
        ) { tmux in
            let screen = try await tmux.waitForScreen(containing: " ~ 12/30")
            #expect(screen.lines.contains { $0.allSatisfy { $0 == "─" } && !$0.isEmpty }, "the rules stay: \(screen)")
        }
        try await TmuxSession.withCarousel(
            ["--info", "hidden", "--no-separator", "--query", "1"],
            pipedInput: (1...30).map(String.init).joined(separator: "\n")
        ) { tmux in
            let screen = try await tmux.waitForScreen(containing: "page 1/12")
            #expect(!screen.text.contains("12/30"), "no count on the query line: \(screen)")
            #expect(!screen.lines.contains { $0.allSatisfy { $0 == "─" } && !$0.isEmpty }, "no rules: \(screen)")
        }
    }
}
