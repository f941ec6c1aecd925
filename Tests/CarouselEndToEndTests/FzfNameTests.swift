import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The program installed under the name `fzf`, used as fzf's users use fzf: its environment,
/// every option of its `--help`, its statuses, no pipe, and its shell widgets in bash.
@Suite("Installed as fzf")
struct FzfNameTests {
    /// A folder holding a link named `fzf` to the built binary.
    static let linkFolder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-fzf-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("fzf").path
        try? FileManager.default.removeItem(atPath: link)
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Carousel.binary)
        return folder.path
    }()

    static var fzf: String { linkFolder + "/fzf" }

    /// The status says one card of one (not `page 1/13`, which also begins so).
    static func showsOneCard(_ screen: Screen) -> Bool {
        screen.text.contains(/page 1\/1(?![0-9])/)
    }

    /// fzf 0.74.5 itself, where `make deps-test` installed it: its own shell scripts are tried
    /// with this program as `fzf`.
    static var oracle: String? {
        let candidates = [
            ProcessInfo.processInfo.environment["CAROUSEL_FZF_ORACLE"] ?? "",
            Carousel.packageRoot.appendingPathComponent(".build/fzf-oracle/bin/fzf").path,
        ]
        return candidates.first { !$0.isEmpty && FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func run(_ arguments: [String], environment: [String: String?] = [:], stdin: String? = nil) async throws -> CommandResult {
        var env = ProcessInfo.processInfo.environment
        for key in ["FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE", "FZF_DEFAULT_COMMAND", "NO_COLOR"] { env.removeValue(forKey: key) }
        env["TERM"] = "xterm-256color"
        for (key, value) in environment { env[key] = value }
        return try await Command.run(Self.fzf, arguments, environment: env, stdin: stdin.map { Data($0.utf8) } ?? Data(), timeout: 120)
    }

    @Test("FZF_DEFAULT_OPTS_FILE, then FZF_DEFAULT_OPTS, then the command line: the later wins")
    func defaultOptionsComeFirst() async throws {
        let lines = "apple\napricot\nbanana\n"
        // Exact matching from the variable: "apt" no longer matches "apricot" fuzzily.
        let exact = try await run(["-f", "apt"], environment: ["FZF_DEFAULT_OPTS": "--exact"], stdin: lines)
        #expect(exact.status == 1 && exact.stdout.isEmpty, "\(exact)")
        let overridden = try await run(["+e", "-f", "apt"], environment: ["FZF_DEFAULT_OPTS": "--exact"], stdin: lines)
        #expect(overridden.stdout == "apricot\n", "\(overridden)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-fzfopts-\(getpid())")
        defer { try? FileManager.default.removeItem(at: file) }
        try "# a comment\n--print-query\n--query 'ap'\n".write(to: file, atomically: true, encoding: .utf8)
        let fromFile = try await run(["-f", "ban"], environment: ["FZF_DEFAULT_OPTS_FILE": file.path], stdin: lines)
        #expect(fromFile.stdout == "ban\nbanana\n", "\(fromFile)")
    }

    @Test("a bad option exits 2 and names it, and the variable it came from")
    func badOptionsExitTwo() async throws {
        let bad = try await run(["--bogus"])
        #expect(bad.status == 2 && bad.stderr.contains("--bogus"), "\(bad)")
        let fromVariable = try await run(["-f", "x"], environment: ["FZF_DEFAULT_OPTS": "--height 40% --nonsense"], stdin: "x\n")
        #expect(
            fromVariable.status == 2 && fromVariable.stderr.contains("$FZF_DEFAULT_OPTS") && fromVariable.stderr.contains("--nonsense"),
            "\(fromVariable)")
        let positional = try await run(["race"])
        #expect(positional.status == 2, "no commands under the name fzf: \(positional)")
    }

    /// Every option of `fzf --help` (0.74.5), each with a value where it takes one: none may
    /// make a script or a `FZF_DEFAULT_OPTS` fail.
    static let everyOption: [[String]] = [
        ["-e"], ["--exact"], ["+x"], ["--no-extended"], ["-i"], ["--ignore-case"], ["+i"], ["--no-ignore-case"], ["--smart-case"],
        ["--scheme=path"], ["--scheme", "history"], ["-n", "1"], ["--nth=1,2"], ["--with-nth", "1.."], ["--accept-nth=1"],
        ["-d", ","], ["--delimiter=:"], ["+s"], ["--no-sort"], ["--literal"], ["--tail=10"], ["--disabled"],
        ["--tiebreak=length,begin"], ["--read0"], ["--print0"], ["--ansi"], ["--sync"], ["--style=minimal"], ["--color=dark"],
        ["--color", "fg:red,bg:blue"], ["--no-color"], ["--no-bold"], ["--height=40%"], ["--height", "~10"], ["--height=-3"],
        ["--min-height=20+"], ["--popup"], ["--tmux", "center,60%"], ["--layout=reverse"], ["--margin=1,2"], ["--padding", "1"],
        ["--border"], ["--border=sharp"], ["--border-label=x"], ["--border-label-pos=3:bottom"], ["-m"], ["--multi=3"],
        ["--highlight-line"], ["--cycle"], ["--wrap"], ["--wrap=word"], ["--wrap-sign=>"], ["--no-multi-line"], ["--raw"],
        ["--track"], ["--id-nth=1"], ["--tac"], ["--gap"], ["--gap=2"], ["--gap-line"], ["--gap-line=-"], ["--freeze-left=1"],
        ["--freeze-right", "1"], ["--keep-right"], ["--scroll-off=2"], ["--no-hscroll"], ["--hscroll-off=5"], ["--jump-labels=abc"],
        ["--gutter=|"], ["--gutter-raw=."], ["--pointer=>"], ["--marker=*"], ["--marker-multi-line=abc"], ["--ellipsis=.."],
        ["--tabstop=4"], ["--scrollbar"], ["--scrollbar=|"], ["--no-scrollbar"], ["--list-border"], ["--list-label=x"],
        ["--list-label-pos=2"], ["--no-input"], ["--prompt=$ "], ["--info=inline"], ["--info-command=echo x"], ["--separator=-"],
        ["--no-separator"], ["--ghost=type"], ["--filepath-word"], ["--input-border"], ["--input-label=x"], ["--input-label-pos=1"],
        ["--preview=echo {}"], ["--preview-window=up,40%"], ["--preview-border"], ["--preview-label=x"], ["--preview-label-pos=1"],
        ["--preview-wrap-sign=>"], ["--header=h"], ["--header-lines=0"], ["--header-first"], ["--header-border"],
        ["--header-lines-border"], ["--header-label=x"], ["--header-label-pos=1"], ["--footer=f"], ["--footer-border"],
        ["--footer-label=x"], ["--footer-label-pos=1"], ["-q", "x"], ["--query=x"], ["-1"], ["--select-1"], ["-0"], ["--exit-0"],
        ["--print-query"], ["--expect=ctrl-v,alt-x"], ["--bind=ctrl-a:select-all"], ["--with-shell=bash -c"], ["--listen"],
        ["--listen=localhost:0"], ["--walker=file,dir"], ["--walker-root", "."], ["--walker-skip=.git"], ["--history=/dev/null"],
        ["--history-size=10"], ["--no-mouse"], ["--no-clear"],
    ]

    @Test("every option of fzf 0.74.5's --help is taken in --filter mode", arguments: everyOption)
    func everyOptionIsTaken(_ option: [String]) async throws {
        let r = try await run(option + ["-f", "x"], stdin: "x\ny\n")
        #expect(r.status == 0 || r.status == 1, "\(option): \(r)")
        #expect(!r.stderr.contains("unknown option"), "\(option): \(r)")
    }

    @Test(
        "every option of fzf 0.74.5's --help is taken by the picker on a terminal: it opens, accepts and exits 0 (1 where the query matches nothing)"
    )
    func everyOptionIsTakenInteractively() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            let statuses = tmux.file("statuses")
            let script = tmux.file("every-option.sh")
            var lines = ["export PATH=\(shq(Self.linkFolder)):\"$PATH\"", ": > \(shq(statuses.path))"]
            for option in Self.everyOption {
                let words = option.map(shq).joined(separator: " ")
                lines.append(
                    "seq 3 | fzf \(words) --bind start:accept > /dev/null 2> /dev/null; echo \"$? \(words.replacingOccurrences(of: "\"", with: "\\\""))\" >> \(shq(statuses.path))"
                )
            }
            lines.append("echo all-$((6*7))-done")
            try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
            try await tmux.type("clear; sh \(shq(script.path))")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "all-42-done", timeout: 300)
            let results = try String(contentsOf: statuses, encoding: .utf8).split(separator: "\n")
            #expect(results.count == Self.everyOption.count, "\(results)")
            let bad = results.filter { !$0.hasPrefix("0 ") && !$0.hasPrefix("1 ") }
            #expect(bad.isEmpty, "options the picker did not take: \(bad)")
            let noMatch = results.filter { $0.hasPrefix("1 ") }
            #expect(
                noMatch.allSatisfy { $0.contains("-q") || $0.contains("--query") || $0.contains("--exit-0") || $0.contains("-0") },
                "\(noMatch)")
        }
    }

    @Test("--bash, --zsh and --fish print scripts their shells read without a syntax error")
    func shellScriptsParse() async throws {
        for (flag, shell) in [("--bash", "bash"), ("--zsh", "zsh"), ("--fish", "fish")] {
            let r = try await run([flag])
            #expect(r.status == 0 && r.stdout.contains("fzf-file-widget"), "\(flag): \(r)")
            guard let path = Command.which(shell) else { continue }
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-\(shell)-\(getpid())")
            defer { try? FileManager.default.removeItem(at: script) }
            try r.stdout.write(to: script, atomically: true, encoding: .utf8)
            let check = try await Command.run(
                path, shell == "fish" ? ["--no-execute", script.path] : ["-n", script.path],
                environment: ProcessInfo.processInfo.environment, timeout: 60)
            #expect(check.status == 0, "\(shell) reads \(flag)'s script: \(check)")
        }
    }

    /// An interactive bash in the folder `root`, this program first on PATH as fzf, `setup`
    /// done (`eval "$(fzf --bash)"` or fzf's own).
    static func withBash(in root: URL, setup: String, _ body: (TmuxSession) async throws -> Void) async throws {
        try await TmuxSession.withShell(width: 120, height: 30) { tmux in
            try await tmux.type("cd \(shq(root.path)) && export PATH=\(shq(linkFolder)):\"$PATH\" && \(setup) && echo ready-$((6*7))")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "ready-42")
            try await body(tmux)
        }
    }

    /// `ls -l ` typed, CTRL-T, the odd file typed for and chosen (the line is the caller's to read).
    static func pickTheOddFileWithCtrlT(_ tmux: TmuxSession) async throws {
        try await tmux.type("ls -l ")
        try await tmux.send("C-t")
        try await tmux.waitForScreen(containing: "README.md")
        try await tmux.type("odd")
        try await tmux.waitForScreen("the odd file is the one card") { $0.text.contains("odd file.txt") && !$0.text.contains("README.md") }
        try await tmux.send("Enter")
    }

    /// `cat src/**` and Tab, the inner file typed for and chosen.
    static func completeAPathUnderSrc(_ tmux: TmuxSession) async throws {
        try await tmux.type("cat src/**")
        try await tmux.send("Tab")
        try await tmux.waitForScreen(containing: "src/main.swift")
        try await tmux.type("inner")
        try await tmux.waitForScreen("one card") { Self.showsOneCard($0) }
        try await tmux.send("Enter")
    }

    /// A folder of known files for the walk, made fresh for each test that walks.
    private func walkFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-walk-\(UUID().uuidString)")
        for folder in ["src/deep", ".hidden", "node_modules/pkg", ".git"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["README.md", "src/main.swift", "src/deep/inner.swift", ".hidden/secret", "node_modules/pkg/index.js", ".git/HEAD"] {
            try "x\n".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("with nothing piped, fzf -f walks the directory as fzf 0.74's walker; FZF_DEFAULT_COMMAND replaces the walk")
    func walksWithoutAPipe() async throws {
        let root = try walkFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await TmuxSession.withShell { tmux in
            try await tmux.type(
                "cd \(shq(root.path)) && { \(shq(Self.fzf)) -f '' | LC_ALL=C sort | tr '\\n' ' '; echo \"<end$((1 + 1))\"; }")
            try await tmux.send("Enter")
            let walked = try await tmux.waitForScreen(containing: "<end2")
            let line = walked.lines.first { $0.contains("<end2") } ?? ""
            #expect(line.hasPrefix(".hidden/secret README.md src/deep/inner.swift src/main.swift <end2"), "\(walked)")
            try await tmux.type(
                "clear; FZF_DEFAULT_COMMAND='echo one; echo two' \(shq(Self.fzf)) -f o | tr '\\n' ' '; echo \"<done$((1 + 1))\"")
            try await tmux.send("Enter")
            let commanded = try await tmux.waitForScreen(containing: "<done2")
            #expect(commanded.lines.contains { $0.hasPrefix("one two <done2") }, "\(commanded)")
        }
    }

    @Test(
        "commands run with $SHELL -c under the name fzf (bash's [[ ]] in FZF_DEFAULT_COMMAND and a preview), and --with-shell's shell when given"
    )
    func commandsRunWithTheShell() async throws {
        guard let bash = Command.which("bash") else { return }
        try await TmuxSession.withShell { tmux in
            try await tmux.type(
                "SHELL=\(shq(bash)) FZF_DEFAULT_COMMAND='[[ -n x ]] && echo from-bash' \(shq(Self.fzf)) -f from | tr -d '\\n'; echo \"<done$((1 + 1))\""
            )
            try await tmux.send("Enter")
            let listed = try await tmux.waitForScreen(containing: "<done2")
            #expect(listed.lines.contains { $0.hasPrefix("from-bash<done2") }, "\(listed)")
            try await tmux.type(
                "clear; seq 3 | SHELL=/bin/sh \(shq(Self.fzf)) --with-shell 'bash -c' --preview '[[ {} == 1 ]] && echo preview-of-one'")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "preview-of-one")
            try await tmux.send("Escape")
        }
    }

    @Test("--color's prompt colour reaches the screen; NO_COLOR still wins")
    func colorsReachTheScreen() async throws {
        try await TmuxSession.withCarousel(["--color", "dark,prompt:196"], pipedInput: "one\ntwo\n") { tmux in
            let painted = try await tmux.captureWithAttributes()
            // The prompt's row: its colour comes before the ">" (tmux writes each attribute apart).
            let promptRow = painted.split(separator: "\n").first { $0.contains(">") } ?? ""
            let beforePrompt = promptRow.prefix { $0 != ">" }
            #expect(beforePrompt.contains("38;5;196"), "\(promptRow.debugDescription)")
        }
        try await TmuxSession.withCarousel(["--color", "dark,prompt:196"], pipedInput: "one\ntwo\n", environment: ["NO_COLOR": "1"]) {
            tmux in
            let painted = try await tmux.captureWithAttributes()
            #expect(!painted.contains("38;5;196"), "\(painted.debugDescription)")
        }
    }

    @Test("--preview-window hidden starts without the preview; show-preview and hide-preview show and hide it")
    func previewStartsHidden() async throws {
        try await TmuxSession.withCarousel(
            [
                "--preview", "echo preview-of-{}", "--preview-window", "right,50%,hidden",
                "--bind", "ctrl-s:show-preview,alt-h:hide-preview",
            ], pipedInput: "one\ntwo\n"
        ) { tmux in
            // The first card's title is there, its preview not (a preview shows within a frame or two).
            try await tmux.waitForScreen(containing: "one")
            try await tmux.send("Right")
            try await tmux.waitForScreen(containing: "page 2/2")
            #expect(!(try await tmux.capture()).text.contains("preview-of"))
            try await tmux.send("C-s")
            try await tmux.waitForScreen(containing: "preview-of-two")
            try await tmux.send("M-h")
            try await tmux.waitForScreen("the preview hidden again") { !$0.text.contains("preview-of") }
        }
    }

    @Test("--marker is the sign a marked card shows")
    func markerSign() async throws {
        try await TmuxSession.withCarousel(["-m", "--marker", "»"], pipedInput: "one\ntwo\n") { tmux in
            try await tmux.send("Tab")
            let screen = try await tmux.waitForScreen(containing: "1 marked")
            #expect(screen.text.contains("» marked") && !screen.text.contains("✓ marked"), "\(screen)")
        }
    }

    @Test("--history keeps the queries accepted; Ctrl-P brings the last back, as fzf's")
    func historyOfQueries() async throws {
        try await TmuxSession.withShell { tmux in
            let history = tmux.file("queries")
            try await tmux.type("seq 30 | \(shq(Self.fzf)) --history \(shq(history.path)); clear")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "page 1/30")
            try await tmux.type("17")
            try await tmux.waitForScreen("the one card") { Self.showsOneCard($0) }
            try await tmux.send("Enter")
            try await tmux.waitForScreen("the shell again") { !$0.text.contains("page ") }
            #expect(try String(contentsOf: history, encoding: .utf8) == "17\n")
            try await tmux.type("seq 30 | \(shq(Self.fzf)) --history \(shq(history.path)); echo rc=$?")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "page 1/30")
            try await tmux.send("C-p")
            try await tmux.waitForScreen("the last query back") { $0.text.contains("> 17") && Self.showsOneCard($0) }
            try await tmux.send("C-n")
            try await tmux.waitForScreen("the query typed, empty") { $0.text.contains("page 1/30") }
            try await tmux.send("Escape")
            try await tmux.waitForScreen(containing: "rc=130")
            #expect(try String(contentsOf: history, encoding: .utf8) == "17\n", "a query left with Esc is not kept")
        }
    }

    @Test("vim $(fzf): with nothing piped the picker lists the files; Enter prints the one typed for, --expect's key first")
    func pickerWithoutAPipe() async throws {
        let root = try walkFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await TmuxSession.withShell { tmux in
            try await tmux.type(
                "cd \(shq(root.path)) && x=$(\(shq(Self.fzf)) --print-query --expect=ctrl-v); echo \"rc=$? [$x]\" | tr '\\n' '|'")
            try await tmux.send("Enter")
            // The walk's first card: the root's own files come before any folder's.
            try await tmux.waitForScreen(containing: "README.md")
            try await tmux.type("inner")
            try await tmux.waitForScreen("one card left") { $0.text.contains("1/4") || Self.showsOneCard($0) }
            try await tmux.send("C-v")
            let screen = try await tmux.waitForScreen(containing: "rc=0")
            #expect(screen.text.contains("rc=0 [inner|ctrl-v|src/deep/inner.swift]"), "\(screen)")
            try await tmux.type("clear; \(shq(Self.fzf)); echo \"rc=$?\"")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "README.md")
            try await tmux.send("Escape")
            let aborted = try await tmux.waitForScreen(containing: "rc=")
            #expect(aborted.text.contains("rc=130"), "Esc leaves as fzf's, 130: \(aborted)")
        }
    }

    /// CTRL-T in bash with a set-up from `--bash` (ours, or fzf 0.74.5's own): the chosen
    /// path is put on the command line, quoted.
    private func ctrlT(setup: String) async throws {
        let root = try walkFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("with space"), withIntermediateDirectories: true)
        try "x\n".write(to: root.appendingPathComponent("with space/odd file.txt"), atomically: true, encoding: .utf8)
        try await Self.withBash(in: root, setup: setup) { tmux in
            try await tmux.type("clear")
            try await tmux.send("Enter")
            try await Self.pickTheOddFileWithCtrlT(tmux)
            let line = try await tmux.waitForScreen(containing: "ls -l with\\ space/odd\\ file.txt")
            #expect(!line.text.contains("╭"), "the band is gone: \(line)")
            #expect(line.lines.filter { $0.contains("ls -l") }.count == 1, "the shell draws its line again where it was, once: \(line)")
        }
    }

    @Test("CTRL-T from eval \"$(fzf --bash)\" puts the chosen path on the line, quoted")
    func ctrlTWithOurSetup() async throws {
        try await ctrlT(setup: "eval \"$(fzf --bash)\"")
    }

    @Test(
        "CTRL-T from fzf 0.74.5's own bash script, sourced unchanged, works with this program as fzf",
        .enabled(if: FzfNameTests.oracle != nil, "fzf 0.74.5 is not installed: make deps-test"))
    func ctrlTWithFzfsOwnScript() async throws {
        let oracle = try #require(Self.oracle)
        try await ctrlT(setup: "eval \"$(\(shq(oracle)) --bash)\"")
    }

    @Test(
        "CTRL-T in zsh (source <(fzf --zsh)) and in fish (fzf --fish | source) puts the chosen path on the line, quoted",
        arguments: ["zsh", "fish"])
    func ctrlTInOtherShells(_ shell: String) async throws {
        guard let path = Command.which(shell) else { return }
        let root = try walkFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("with space"), withIntermediateDirectories: true)
        try "x\n".write(to: root.appendingPathComponent("with space/odd file.txt"), atomically: true, encoding: .utf8)
        try await TmuxSession.withShell(width: 120, height: 30) { tmux in
            let start = shell == "zsh" ? "\(shq(path)) -f" : "\(shq(path)) --no-config"
            try await tmux.type("cd \(shq(root.path)) && exec env PATH=\(shq(Self.linkFolder)):\"$PATH\" \(start)")
            try await tmux.send("Enter")
            let setup = shell == "zsh" ? "source <(fzf --zsh); echo ready-$((6*7))" : "fzf --fish | source; echo ready-(math 6 \\* 7)"
            try await tmux.type(setup)
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "ready-42")
            try await tmux.type("clear")
            try await tmux.send("Enter")
            try await Self.pickTheOddFileWithCtrlT(tmux)
            let line = try await tmux.waitForScreen("the path on the line, quoted") { screen in
                screen.text.contains("ls -l with\\ space/odd\\ file.txt") || screen.text.contains("ls -l 'with space/odd file.txt'")
            }
            #expect(!line.text.contains("╭"), "the band is gone: \(line)")
            #expect(line.lines.filter { $0.contains("ls -l") }.count == 1, "the shell draws its line again where it was, once: \(line)")
            guard shell == "zsh" else { return }
            // zsh's **<Tab> too: a path under the folder typed.
            try await tmux.send("C-u")
            try await tmux.type("clear")
            try await tmux.send("Enter")
            try await Self.completeAPathUnderSrc(tmux)
            let completed = try await tmux.waitForScreen(containing: "cat src/deep/inner.swift")
            #expect(!completed.text.contains("╭"), "\(completed)")
        }
    }

    @Test("CTRL-R and ALT-C in zsh and fish: the history entry on the line, and cd into the folder chosen", arguments: ["zsh", "fish"])
    func ctrlRAndAltCInOtherShells(_ shell: String) async throws {
        try await ctrlRAndAltC(shell, setup: shell == "zsh" ? "source <(fzf --zsh)" : "fzf --fish | source")
    }

    @Test(
        "CTRL-R and ALT-C from fzf 0.74.5's own zsh and fish scripts, sourced unchanged, work with this program as fzf",
        .enabled(if: FzfNameTests.oracle != nil, "fzf 0.74.5 is not installed: make deps-test"), arguments: ["zsh", "fish"])
    func ctrlRAndAltCWithFzfsOwnScripts(_ shell: String) async throws {
        let oracle = try #require(Self.oracle)
        try await ctrlRAndAltC(shell, setup: shell == "zsh" ? "source <(\(shq(oracle)) --zsh)" : "\(shq(oracle)) --fish | source")
    }

    private func ctrlRAndAltC(_ shell: String, setup: String) async throws {
        guard let path = Command.which(shell) else { return }
        let root = try walkFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await TmuxSession.withShell(width: 120, height: 30) { tmux in
            // fish keeps its history under XDG_DATA_HOME: the test's own folder.
            let start = shell == "zsh" ? "\(shq(path)) -f" : "env XDG_DATA_HOME=\(shq(tmux.directory.path)) \(shq(path)) --no-config"
            try await tmux.type("cd \(shq(root.path)) && exec env PATH=\(shq(Self.linkFolder)):\"$PATH\" \(start)")
            try await tmux.send("Enter")
            try await tmux.type(setup + (shell == "zsh" ? "; echo ready-$((6*7))" : "; echo ready-(math 6 \\* 7)"))
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "ready-42")
            try await tmux.type("echo \(shell)-history-entry")
            try await tmux.send("Enter")
            try await tmux.type("clear")
            try await tmux.send("Enter")
            try await tmux.waitForScreen("cleared") { !$0.text.contains("ready-42") }
            try await tmux.send("C-r")
            try await tmux.waitForScreen(containing: "page 1/")
            try await tmux.type("'\(shell)-history-entry")
            try await tmux.waitForScreen("the entry, one card") { Self.showsOneCard($0) }
            try await tmux.send("Enter")
            let line = try await tmux.waitForScreen("the entry on the line") { screen in
                !screen.text.contains("page ") && screen.text.contains("echo \(shell)-history-entry")
            }
            #expect(!line.text.contains("╭"), "\(line)")
            try await tmux.send("C-u")
            try await tmux.send("M-c")
            try await tmux.waitForScreen(containing: ".hidden/")
            try await tmux.type("deep")
            try await tmux.waitForScreen("one folder left") { Self.showsOneCard($0) && $0.text.contains("src/deep/") }
            try await tmux.send("Enter")
            try await tmux.waitForScreen("the picker gone") { !$0.text.contains("page ") }
            try await tmux.type("pwd")
            try await tmux.send("Enter")
            let moved = try await tmux.waitForScreen(containing: root.lastPathComponent + "/src/deep")
            #expect(!moved.text.contains("╭"), "\(moved)")
        }
    }

    @Test("**<Tab> in bash: paths under the folder typed, folders after cd, a process after kill, a variable after unset")
    func completionTrigger() async throws {
        let root = try walkFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await Self.withBash(in: root, setup: "eval \"$(fzf --bash)\"") { tmux in
            try await tmux.type("clear")
            try await tmux.send("Enter")
            // A path under the folder typed before the trigger.
            try await Self.completeAPathUnderSrc(tmux)
            var line = try await tmux.waitForScreen(containing: "e2e$ cat src/deep/inner.swift")
            #expect(!line.text.contains("╭") && line.lines.filter { $0.contains("e2e$") }.count == 1, "\(line)")
            // Folders only, after cd.
            try await tmux.send("C-u")
            try await tmux.type("cd **")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "src/")
            try await tmux.type("deep")
            try await tmux.waitForScreen("one folder") { Self.showsOneCard($0) && $0.text.contains("src/deep/") }
            try await tmux.send("Enter")
            line = try await tmux.waitForScreen(containing: "e2e$ cd src/deep/")
            #expect(!line.text.contains("README.md"), "\(line)")
            // A process, after kill: its pid. The pid is checked before the kill runs, so that
            // no other process can ever be signalled.
            try await tmux.send("C-u")
            try await tmux.type("sleep 4243.25 & clear; echo sleeping-as-$!-pid")
            try await tmux.send("Enter")
            let started = try await tmux.waitForScreen("the sleep's pid") { $0.text.contains(/sleeping-as-[0-9]+-pid/) }
            let pid = try #require(started.text.firstMatch(of: /sleeping-as-([0-9]+)-pid/).map { String($0.1) })
            try await tmux.type("kill **")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "PID")
            try await tmux.type("'4243.25")
            try await tmux.waitForScreen("the sleep") { Self.showsOneCard($0) }
            try await tmux.send("Enter")
            line = try await tmux.waitForScreen("a pid after kill") {
                $0.lines.contains { $0.wholeMatch(of: /e2e\$ kill [0-9]+ ?/) != nil }
            }
            guard line.lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "e2e$ kill \(pid)" }) else {
                try await tmux.send("C-u")
                Issue.record("the pid chosen is not the sleep's (\(pid)): \(line)")
                return
            }
            try await tmux.send("Enter")
            // The job ends once its signal is handled: waited for, briefly, then asked.
            try await tmux.type(
                "for i in $(seq 50); do kill -0 %1 2>/dev/null || break; sleep 0.1; done; kill -0 %1 2>/dev/null && echo still-$((1 + 1)) || echo gone-$((1 + 1))"
            )
            try await tmux.send("Enter")
            let jobs = try await tmux.waitForScreen("the job's fate") { $0.text.contains("gone-2") || $0.text.contains("still-2") }
            #expect(jobs.text.contains("gone-2"), "the sleep was killed: \(jobs)")
            // A variable, after unset.
            try await tmux.type("clear; export CAROUSEL_E2E_VARIABLE=1")
            try await tmux.send("Enter")
            try await tmux.type("unset CAROUSEL_E2E_VAR**")
            try await tmux.send("Tab")
            try await tmux.waitForScreen("the variable") { Self.showsOneCard($0) }
            try await tmux.send("Enter")
            line = try await tmux.waitForScreen(containing: "e2e$ unset CAROUSEL_E2E_VARIABLE")
            #expect(!line.text.contains("╭"), "\(line)")
        }
    }

    @Test("ALT-C changes into the chosen directory; CTRL-R puts the chosen history entry on the line")
    func altCAndCtrlR() async throws {
        try await altCAndCtrlR(setup: "eval \"$(fzf --bash)\"")
    }

    @Test(
        "ALT-C and CTRL-R from fzf 0.74.5's own bash script, sourced unchanged, work with this program as fzf",
        .enabled(if: FzfNameTests.oracle != nil && Command.which("perl") != nil, "fzf 0.74.5 (make deps-test) and perl are needed"))
    func altCAndCtrlRWithFzfsOwnScript() async throws {
        let oracle = try #require(Self.oracle)
        try await altCAndCtrlR(setup: "eval \"$(\(shq(oracle)) --bash)\"")
    }

    @Test(
        "CTRL-R in fzf 0.74.5's own bash script: shift-delete takes the entry out of the list and bash's history",
        .enabled(if: FzfNameTests.oracle != nil && Command.which("perl") != nil, "fzf 0.74.5 (make deps-test) and perl are needed"))
    func ctrlRSortAndDelete() async throws {
        let oracle = try #require(Self.oracle)
        let root = try walkFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await Self.withBash(in: root, setup: "eval \"$(\(shq(oracle)) --bash)\"") { tmux in
            for entry in ["echo keep-one", "echo drop-me", "echo keep-two"] {
                try await tmux.type(entry)
                try await tmux.send("Enter")
            }
            try await tmux.type("clear")
            try await tmux.send("Enter")
            try await tmux.send("C-r")
            try await tmux.waitForScreen(containing: "page 1/")
            try await tmux.type("'drop-me")
            try await tmux.waitForScreen("the entry to drop is the one card") { $0.text.contains("echo drop-me") && Self.showsOneCard($0) }
            try await tmux.send("S-DC")
            try await tmux.waitForScreen("no card left") { $0.text.contains("no match") }
            try await tmux.send("C-u")
            try await tmux.waitForScreen("the other entries") { $0.text.contains("keep-two") && !$0.text.contains("drop-me") }
            try await tmux.send("Escape")
            try await tmux.waitForScreen("the shell again") { !$0.text.contains("page ") }
            try await tmux.type("history | grep -c 'echo [dk][re][oe]p-' ; echo counted")
            try await tmux.send("Enter")
            let counted = try await tmux.waitForScreen(containing: "\ncounted")
            #expect(counted.lines.contains("2"), "drop-me left bash's history, the two others stayed: \(counted)")
        }
    }

    private func altCAndCtrlR(setup: String) async throws {
        let root = try walkFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await Self.withBash(in: root, setup: setup) { tmux in
            try await tmux.type("echo first-entry-\(1 + 1)")
            try await tmux.send("Enter")
            try await tmux.type("clear")
            try await tmux.send("Enter")
            try await tmux.send("M-c")
            try await tmux.waitForScreen(containing: ".hidden/")
            try await tmux.type("deep")
            try await tmux.waitForScreen("one folder left") { $0.text.contains("src/deep/") && !$0.text.contains(".hidden/") }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "e2e$")
            try await tmux.type("pwd")
            try await tmux.send("Enter")
            let moved = try await tmux.waitForScreen(containing: "/src/deep")
            #expect(moved.text.contains(root.lastPathComponent + "/src/deep"), "\(moved)")
            try await tmux.send("C-r")
            try await tmux.waitForScreen(containing: "page 1/")
            try await tmux.type("first-entry")
            try await tmux.waitForScreen("the entry is the one card") { $0.text.contains("first-entry") && Self.showsOneCard($0) }
            try await tmux.send("Enter")
            let line = try await tmux.waitForScreen("the entry on the line") { screen in
                screen.lines.contains { $0.hasPrefix("e2e$ echo first-entry-$((1 + 1))") || $0.hasPrefix("e2e$ echo first-entry-2") }
            }
            #expect(!line.text.contains("╭"), "\(line)")
        }
    }
}
