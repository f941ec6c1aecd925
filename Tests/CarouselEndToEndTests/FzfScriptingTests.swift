import Foundation
import Testing

/// fzf's scripting recipes, run as its ADVANCED guide writes them, with this program as
/// `fzf` in bash: `--disabled` with `start:reload` and `change:reload`, and the switch between
/// ripgrep and fzf modes made with `transform`, `unbind`/`rebind`, `enable-search`/
/// `disable-search` and `transform-query` (`grep -rn` stands in for `rg`).
@Suite("fzf's scripting recipes")
struct FzfScriptingTests {
    private func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-rg-\(UUID().uuidString)")
        // The lines grep searches, apart from the mode switch's two files.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("data"), withIntermediateDirectories: true)
        try "apple pie\nbanana split\n".write(to: root.appendingPathComponent("data/a.txt"), atomically: true, encoding: .utf8)
        try "cherry apple\ndate\n".write(to: root.appendingPathComponent("data/b.txt"), atomically: true, encoding: .utf8)
        return root
    }

    /// ADVANCED.md's "Switch between Ripgrep mode and fzf mode", its files in the test's folder.
    static func launcher(_ root: URL) -> String {
        let r = shq(root.appendingPathComponent("rg-fzf-r").path), f = shq(root.appendingPathComponent("rg-fzf-f").path)
        return """
            RG_PREFIX="grep -rn --color=always"; SHELL=/bin/bash fzf --ansi --disabled --query "" \
            --bind "start:reload:$RG_PREFIX {q} data || true" \
            --bind "change:reload:sleep 0.1; $RG_PREFIX {q} data || true" \
            --bind 'ctrl-t:transform:[[ ! $FZF_PROMPT =~ ripgrep ]] && echo "rebind(change)+change-prompt(1. ripgrep> )+disable-search+transform-query:echo \\{q} > \(f); cat \(r)" || echo "unbind(change)+change-prompt(2. fzf> )+enable-search+transform-query:echo \\{q} > \(r); cat \(f)"' \
            --prompt '1. ripgrep> ' --delimiter : --header 'CTRL-T: Switch between ripgrep/fzf' \
            --bind 'enter:become(echo chose {1} +{2})'
            """
    }

    @Test(
        "the ripgrep launcher: typing reloads the search, CTRL-T switches to filtering those lines and back, Enter becomes the command with the file and line"
    )
    func ripgrepLauncher() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await FzfNameTests.withBash(in: root, setup: "true") { tmux in
            try await tmux.type(Self.launcher(root))
            try await tmux.send("Enter")
            try await tmux.waitForScreen("every line, from the start reload") {
                $0.text.contains("1. ripgrep>") && $0.text.contains("page 1/4")
            }
            try await tmux.type("apple")
            let searched = try await tmux.waitForScreen("grep's two lines") { $0.text.contains("page 1/2") }
            #expect(searched.text.contains("1. ripgrep> apple"), "\(searched)")
            try await tmux.send("C-t")
            try await tmux.waitForScreen("fzf mode, its query empty") { $0.text.contains("2. fzf>") && !$0.text.contains("fzf> apple") }
            try await tmux.type("cherry")
            try await tmux.waitForScreen("filtered among grep's lines") {
                $0.text.contains("page 1/1") && $0.text.contains("2. fzf> cherry")
            }
            try await tmux.send("C-t")
            // Back to ripgrep mode: its query, and grep's two lines for it again (the change
            // event, rebound, reloads them).
            try await tmux.waitForScreen("ripgrep mode with its query back") {
                $0.text.contains("1. ripgrep> apple") && $0.text.contains("page 1/2")
            }
            try await tmux.send("C-u")
            try await tmux.type("date")
            try await tmux.waitForScreen("grep's one line") { $0.text.contains("page 1/1") && $0.text.contains("ripgrep> date") }
            try await tmux.send("Enter")
            // What the command printed (the command line typed says "chose {1}", not a path).
            let done = try await tmux.waitForScreen(containing: "chose data/")
            #expect(done.text.contains("chose data/b.txt +2"), "\(done)")
        }
    }
}
