import Foundation
import Testing

/// fzf's completion API in the set-up `fzf --bash` and `fzf --zsh` print: the recipes of fzf's
/// README ("Fuzzy completion", "Customizing"), typed in a shell with this program as `fzf`.
@Suite("Installed as fzf: the completion API")
struct FzfCompletionAPITests {
    /// A folder of known files: two folders that are not hidden (src, src/deep), one that is.
    private func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-completion-\(UUID().uuidString)")
        for folder in ["src/deep", ".hidden"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["README.md", "src/main.swift", "src/deep/inner.swift", ".hidden/secret"] {
            try "x\n".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return root
    }

    /// The status names `count` cards in all.
    private static func counts(_ count: Int) -> (Screen) -> Bool {
        { $0.text.contains("page 1/\(count)") && !$0.text.contains("page 1/\(count)0") }
    }

    /// `clear` typed and run: what was typed before is off the screen.
    private static func clear(_ tmux: TmuxSession, _ typedBefore: String) async throws {
        try await tmux.type("clear")
        try await tmux.send("Enter")
        try await tmux.waitForScreen("cleared") { !$0.text.contains(typedBefore) }
    }

    @Test("bash: _fzf_setup_completion dir and path, _fzf_complete with -- and a _post function, as fzf's README has them")
    func bashSetupAndComplete() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // The user's options file, comment and all, reaches the completions as fzf's set-up passes it.
        let options = root.appendingPathComponent("options")
        try "# the user's options\n--prompt 'from-file> '\n".write(to: options, atomically: true, encoding: .utf8)
        let setup =
            "export FZF_DEFAULT_OPTS_FILE=\(shq(options.path)) && eval \"$(fzf --bash)\" && _fzf_setup_completion dir tree && _fzf_setup_completion path ag"
            + " && _fzf_complete_doge() { _fzf_complete --multi -- \"$@\" < <(echo wow-$((6*7)); echo such-$((6*7))); }"
            + " && complete -F _fzf_complete_doge doge && _fzf_complete_doge_post() { sed 's/$/-post/'; }"
        try await FzfNameTests.withBash(in: root, setup: setup) { tmux in
            try await Self.clear(tmux, "ready-42")
            // tree: folders only (src and src/deep; .hidden is not walked), the one chosen ending with /.
            try await tmux.type("tree **")
            try await tmux.send("Tab")
            let folders = try await tmux.waitForScreen("the two folders", Self.counts(2))
            #expect(folders.text.contains("from-file> "), "FZF_DEFAULT_OPTS_FILE's prompt: \(folders)")
            try await tmux.type("deep")
            try await tmux.waitForScreen("one folder") { FzfNameTests.showsOneCard($0) && $0.text.contains("src/deep") }
            try await tmux.send("Enter")
            var line = try await tmux.waitForScreen(containing: "e2e$ tree src/deep/")
            #expect(!line.text.contains("page "), "\(line)")
            // doge: the candidates from stdin, several may be chosen, the _post function's output put in.
            try await tmux.send("C-u")
            try await tmux.type("doge **")
            try await tmux.send("Tab")
            try await tmux.waitForScreen("the two candidates, several to choose") { Self.counts(2)($0) && $0.text.contains("marked") }
            try await tmux.type("wow")
            try await tmux.waitForScreen("one candidate") { FzfNameTests.showsOneCard($0) && $0.text.contains("wow-42") }
            try await tmux.send("Enter")
            line = try await tmux.waitForScreen(containing: "e2e$ doge wow-42-post")
            #expect(!line.text.contains("page "), "\(line)")
            // ag: paths under the folder typed.
            try await tmux.send("C-u")
            try await tmux.type("ag src/**")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "src/main.swift")
            try await tmux.type("inner")
            try await tmux.waitForScreen("one path") { FzfNameTests.showsOneCard($0) }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "e2e$ ag src/deep/inner.swift")
            // A kind fzf does not know: its usage, status 1.
            try await tmux.send("C-u")
            try await tmux.type("_fzf_setup_completion bogus x; echo \"status-$?\"")
            try await tmux.send("Enter")
            let usage = try await tmux.waitForScreen(containing: "status-1")
            #expect(usage.text.contains("usage: _fzf_setup_completion path|dir|var|alias|host|proc COMMANDS..."), "\(usage)")
        }
    }

    @Test(
        "bash: _fzf_comprun runs the picker, the command's name first; _fzf_compgen_path and _dir list the candidates; the OPTS variables and the trigger"
    )
    func bashComprunAndCompgen() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let setup =
            "eval \"$(fzf --bash)\" && _fzf_comprun() { local command=$1; shift; fzf --preview \"echo run-for-$command-{}\" \"$@\"; }"
        try await FzfNameTests.withBash(in: root, setup: setup) { tmux in
            try await Self.clear(tmux, "ready-42")
            try await tmux.type("cd **")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "run-for-cd-src")
            try await tmux.type("deep")
            try await tmux.waitForScreen("one folder") { FzfNameTests.showsOneCard($0) && $0.text.contains("src/deep") }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "e2e$ cd src/deep/")
            // The picker's own again, the candidates from the user's functions, the options from the variables.
            try await tmux.send("C-u")
            try await tmux.type(
                "unset -f _fzf_comprun && _fzf_compgen_path() { echo \"$1/generated-$((6*7))\"; }"
                    + " && _fzf_compgen_dir() { echo \"$1/folder-$((6*7))\"; }"
                    + " && FZF_COMPLETION_PATH_OPTS='--prompt \"paths-here> \"' && FZF_COMPLETION_DIR_OPTS='--prompt \"dirs-here> \"'")
            try await tmux.send("Enter")
            try await Self.clear(tmux, "unset -f")
            try await tmux.type("cat **")
            try await tmux.send("Tab")
            let paths = try await tmux.waitForScreen("the path generated") { $0.text.contains("./generated-42") && Self.counts(1)($0) }
            #expect(paths.text.contains("paths-here>"), "FZF_COMPLETION_PATH_OPTS: \(paths)")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "e2e$ cat ./generated-42")
            try await tmux.send("C-u")
            try await tmux.type("pushd **")
            try await tmux.send("Tab")
            let folders = try await tmux.waitForScreen("the folder generated") { $0.text.contains("./folder-42") && Self.counts(1)($0) }
            #expect(folders.text.contains("dirs-here>"), "FZF_COMPLETION_DIR_OPTS: \(folders)")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "e2e$ pushd ./folder-42/")
            // Another trigger, FZF_COMPLETION_OPTS; ** is then a word like any other.
            try await tmux.send("C-u")
            try await tmux.type(
                "unset -f _fzf_compgen_path && FZF_COMPLETION_TRIGGER='~~' && FZF_COMPLETION_OPTS='--header \"from-the-opts\"'")
            try await tmux.send("Enter")
            try await Self.clear(tmux, "unset -f")
            try await tmux.type("cat src/~~")
            try await tmux.send("Tab")
            let header = try await tmux.waitForScreen(containing: "src/main.swift")
            #expect(header.text.contains("from-the-opts"), "FZF_COMPLETION_OPTS: \(header)")
            try await tmux.type("inner")
            try await tmux.waitForScreen("one path") { FzfNameTests.showsOneCard($0) }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "e2e$ cat src/deep/inner.swift")
        }
    }

    @Test(
        "bash with bash-completion (when installed): Tab without the trigger is the completion it loads for the command, ** still fzf's",
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/bash-completion/bash_completion") && Command.which("git") != nil,
            "bash-completion and git are not installed"))
    func bashCompletionLoaderKept() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await FzfNameTests.withBash(in: root, setup: "source /usr/share/bash-completion/bash_completion && eval \"$(fzf --bash)\"") {
            tmux in
            try await Self.clear(tmux, "ready-42")
            // git's completion is loaded on this first Tab, and kept under fzf's.
            try await tmux.type("git chec")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "e2e$ git checkout")
            try await tmux.send("C-u")
            try await tmux.type("git show src/**")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "src/main.swift")
            try await tmux.type("inner")
            try await tmux.waitForScreen("one path") { FzfNameTests.showsOneCard($0) }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "e2e$ git show src/deep/inner.swift")
            try await tmux.send("C-u")
            try await tmux.type("git chec")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "e2e$ git checkout")
        }
    }

    @Test("zsh (when installed): _fzf_complete_COMMAND with _fzf_complete and _post, _fzf_comprun, _fzf_compgen_path")
    func zshCompletionAPI() async throws {
        guard let zsh = Command.which("zsh") else { return }
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await TmuxSession.withShell(width: 120, height: 30) { tmux in
            try await tmux.type("cd \(shq(root.path)) && exec env PATH=\(shq(FzfNameTests.linkFolder)):\"$PATH\" \(shq(zsh)) -f")
            try await tmux.send("Enter")
            try await tmux.type(
                "PS1='zsh%% '; source <(fzf --zsh); _fzf_complete_doge() { _fzf_complete --multi -- \"$@\" < <(echo wow-$((6*7)); echo such-$((6*7))); }"
                    + "; _fzf_complete_doge_post() { sed 's/$/-post/'; }"
                    + "; _fzf_comprun() { local command=$1; shift; fzf --preview \"echo run-for-$command-{}\" \"$@\"; }; echo ready-$((6*7))"
            )
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "ready-42")
            try await Self.clear(tmux, "ready-42")
            try await tmux.type("doge **")
            try await tmux.send("Tab")
            try await tmux.waitForScreen("the two candidates, several to choose") {
                Self.counts(2)($0) && $0.text.contains("marked") && $0.text.contains("run-for-doge-")
            }
            try await tmux.type("wow")
            try await tmux.waitForScreen("one candidate") { FzfNameTests.showsOneCard($0) && $0.text.contains("wow-42") }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "zsh% doge wow-42-post")
            try await tmux.send("C-u")
            try await tmux.type("cd **")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "run-for-cd-src")
            try await tmux.type("deep")
            try await tmux.waitForScreen("one folder") { FzfNameTests.showsOneCard($0) && $0.text.contains("src/deep") }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "zsh% cd src/deep/")
            try await tmux.send("C-u")
            try await tmux.type("unset -f _fzf_comprun; _fzf_compgen_path() { echo \"$1/generated-$((6*7))\"; }")
            try await tmux.send("Enter")
            try await Self.clear(tmux, "unset -f")
            try await tmux.type("ag **")
            try await tmux.send("Tab")
            try await tmux.waitForScreen("the path generated") { $0.text.contains("./generated-42") && Self.counts(1)($0) }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "zsh% ag ./generated-42")
        }
    }

    @Test(
        "fish (when installed): Shift-Tab picks among fish's completions and a wildcard's paths; _fzf_complete_COMMAND with _fzf_complete and _post"
    )
    func fishCompletionAPI() async throws {
        guard let fish = Command.which("fish") else { return }
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await TmuxSession.withShell(width: 120, height: 30) { tmux in
            try await tmux.type(
                "cd \(shq(root.path)) && exec env PATH=\(shq(FzfNameTests.linkFolder)):\"$PATH\" XDG_DATA_HOME=\(shq(tmux.directory.path)) \(shq(fish)) --no-config"
            )
            try await tmux.send("Enter")
            try await tmux.type(
                "function fish_prompt; echo 'fish> '; end; fzf --fish | source"
                    + "; function _fzf_complete_doge; begin; echo wow-(math 6 \\* 7); echo such-(math 6 \\* 7); end | _fzf_complete --multi --preview \"echo (string join - shown by fish)\" -- $argv; end"
                    + "; function _fzf_complete_doge_post; while read -l line; echo $line-post; end; end; echo ready-(math 6 \\* 7)")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "ready-42")
            try await Self.clear(tmux, "ready-42")
            try await tmux.type("doge ")
            try await tmux.send("BTab")
            // The preview is run by fish: its command substitution joins the words.
            try await tmux.waitForScreen("the two candidates, several to choose, previewed by fish") {
                Self.counts(2)($0) && $0.text.contains("marked") && $0.text.contains("shown-by-fish")
            }
            try await tmux.type("wow")
            try await tmux.waitForScreen("one candidate") { FzfNameTests.showsOneCard($0) && $0.text.contains("wow-42") }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "fish> doge wow-42-post")
            // fish's own completions of the token: the files under src/.
            try await tmux.send("C-u")
            try await tmux.type("ls src/m")
            try await tmux.send("BTab")
            try await tmux.waitForScreen("the one file") { FzfNameTests.showsOneCard($0) && $0.text.contains("src/main.swift") }
            try await tmux.send("Enter")
            // (fish may suggest the rest of the path on the line typed: the picker is waited gone.)
            let line = try await tmux.waitForScreen("the path on the line") {
                $0.text.contains("fish> ls src/main.swift") && !$0.text.contains("page ")
            }
            #expect(!line.text.contains("src/deep"), "\(line)")
            // A wildcard: fish expands it, and the paths are picked among, with FZF_EXPANSION_OPTS.
            try await tmux.send("C-u")
            try await tmux.type("set -x FZF_EXPANSION_OPTS '--prompt \"expanding> \"'")
            try await tmux.send("Enter")
            try await Self.clear(tmux, "set -x")
            try await tmux.type("ls src/**.swift")
            try await tmux.send("BTab")
            let expanded = try await tmux.waitForScreen("the two files the wildcard names") {
                Self.counts(2)($0) && $0.text.contains("src/main.swift")
            }
            #expect(expanded.text.contains("expanding> "), "FZF_EXPANSION_OPTS: \(expanded)")
            try await tmux.type("inner")
            try await tmux.waitForScreen("one path") { FzfNameTests.showsOneCard($0) }
            try await tmux.send("Enter")
            try await tmux.waitForScreen("the path on the line") {
                $0.text.contains("fish> ls src/deep/inner.swift") && !$0.text.contains("page ")
            }
        }
    }
}
