import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The conventions of a command-line tool that people script: fzf's picker flags, the man
/// page and the completions kept in step with `--help`, and `make install`/`uninstall`.
@Suite("Install and scripting")
struct InstallAndScriptingTests {
    // MARK: - Running without a terminal

    /// Runs the carousel in a new session (`setsid`: no controlling terminal, so `/dev/tty`
    /// cannot be opened) with `TERM=dumb`: any attempt to use a terminal ends in exit 69.
    private func runWithoutTerminal(_ arguments: [String], stdin: [UInt8]) async throws -> (status: Int32, stdout: [UInt8], stderr: String)
    {
        let setsid = try #require(Command.which("setsid"), "setsid (util-linux) runs the carousel without a terminal")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-noterm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout").path
        // The exact bytes of stdout (NUL included) go to a file the shell writes.
        let script = "exec \"$@\" >\(shq(output))"
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "dumb"
        let r = try await Command.run(
            setsid, ["-w", "/bin/sh", "-c", script, "sh", Carousel.binary] + arguments,
            environment: environment, stdin: Data(stdin))
        #expect(!r.timedOut, "\(r)")
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: output))).map { [UInt8]($0) } ?? []
        return (r.status, bytes, r.stderr)
    }

    @Test("--select-1 with one item prints it and exits 0 without a terminal")
    func selectOnePrintsTheOnlyItem() async throws {
        var r = try await runWithoutTerminal(["--select-1"], stdin: Array("only one\n".utf8))
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout == Array("only one\n".utf8), "\(r)")
        #expect(r.stderr.isEmpty, "\(r)")

        r = try await runWithoutTerminal(["-1", "--read0", "--print0"], stdin: Array("two\nlines\0".utf8))
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout == Array("two\nlines\0".utf8), "the item's bytes and a NUL: \(r)")
    }

    @Test("--exit-0 with no items exits 1 quietly without a terminal")
    func exitZeroWithNothing() async throws {
        for arguments in [["--exit-0"], ["-0"], ["--exit-0", "--select-1"], ["--exit-0", "--read0"]] {
            let r = try await runWithoutTerminal(arguments, stdin: [])
            #expect(r.status == 1, "\(arguments): \(r)")
            #expect(r.stdout.isEmpty && r.stderr.isEmpty, "\(arguments): \(r)")
        }
    }

    @Test("without a terminal, a picker with a real choice to make says why it cannot run (69)")
    func pickerNeedsATerminal() async throws {
        for arguments in [[], ["--select-1"], ["--exit-0"]] {
            let r = try await runWithoutTerminal(arguments, stdin: Array("a\nb\n".utf8))
            #expect(r.status == 69, "\(arguments): \(r)")
            #expect(r.stdout.isEmpty, "\(arguments): \(r)")
            #expect(r.stderr.contains("terminal") || r.stderr.contains("TERM"), "says why: \(r)")
            #expect(!Carousel.looksLikeCrash(r.stderr))
        }
    }

    // MARK: - The picker flags in a terminal

    @Test("--read0 --print0: Right, Enter prints `b c` and a NUL")
    func readZeroPrintZero() async throws {
        try await TmuxSession.withCarousel(["--read0", "--print0"], pipedCommand: "printf 'a\\0b c\\0'", waitForScreen: "page 1/2") {
            tmux in
            try await tmux.send("Right")
            let screen = try await tmux.waitForPage(2, of: 2)
            #expect(screen.contains("b c"), "one card per NUL-ended item:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            let stdout = try [UInt8](Data(contentsOf: tmux.file("stdout")))
            #expect(stdout == Array("b c\0".utf8), "the item and a NUL, no newline: \(stdout)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("an item of several lines (--read0) is one card, its first line the title")
    func multiLineItem() async throws {
        try await TmuxSession.withCarousel(
            ["--read0"], pipedCommand: "printf 'first line\\nsecond line\\0other\\0'", waitForScreen: "page 1/2"
        ) { tmux in
            let screen = try await tmux.capture()
            #expect(screen.contains("first line") && screen.contains("second line"), "\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "first line\nsecond line\n", "\(exit)")
        }
    }

    @Test("--select-1 with more than one item opens the screen as usual")
    func selectOneWithSeveralItems() async throws {
        try await TmuxSession.withCarousel(["--select-1", "--exit-0"], pipedInput: "alpha\nbeta\n", waitForScreen: "page 1/2") { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 2)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "beta\n", "\(exit)")
        }
    }

    @Test("--header shows its line above the cards")
    func headerAboveCards() async throws {
        try await TmuxSession.withCarousel(["--header", "Choose a colour"], pipedInput: "red\ngreen\n", waitForScreen: "page 1/2") { tmux in
            let screen = try await tmux.capture()
            let header = try #require(screen.lines.firstIndex { $0.contains("Choose a colour") }, "\(screen)")
            let border = try #require(screen.lines.firstIndex { $0.contains("╭") }, "\(screen)")
            #expect(header > 0 && header < border, "under the status line, above the cards:\n\(screen)")
            try await tmux.send("Escape")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1, "\(exit)")
        }
    }

    // MARK: - The man page and --help never drift apart

    private static let manPage = Carousel.packageRoot.appendingPathComponent("doc/carousel.1")

    /// Every option `--help` names (`--name`, and `-h` style short ones).
    private func helpOptions() async throws -> [String] {
        let r = try await Carousel.run(["--help"])
        #expect(r.status == 0, "\(r)")
        // Words of letters, digits and dashes; an option is one that starts with a dash.
        let beforeExamples = r.stdout.components(separatedBy: "\nEXAMPLES").first ?? r.stdout
        let words = beforeExamples.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
        let options = words.filter { $0.wholeMatch(of: /--[a-z][a-z0-9-]*|-[a-z0-9]/) != nil }
        var seen = Set<String>()
        return options.filter { seen.insert($0).inserted }
    }

    private func strategyNames() async throws -> [String] {
        let r = try await Carousel.run(["strategies"])
        #expect(r.status == 0, "\(r)")
        return r.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test("the man page names every option --help names and every strategy")
    func manPageMatchesHelp() async throws {
        let roff = try String(contentsOf: Self.manPage, encoding: .utf8)
        let options = try await helpOptions()
        #expect(options.contains("--read0") && options.contains("--header") && options.count > 20, "\(options)")
        for option in options {
            // roff writes a minus as \- so that it stays a minus (and can be searched for).
            let escaped = option.replacingOccurrences(of: "-", with: "\\-")
            #expect(roff.contains(escaped), "the man page lacks \(option)")
        }
        let strategies = try await strategyNames()
        #expect(strategies.count >= 7)
        for name in strategies {
            #expect(roff.contains(".B \(name.replacingOccurrences(of: "-", with: "\\-"))\n"), "the man page lacks the strategy \(name)")
        }
        let version = try await Carousel.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(roff.contains(".TH CAROUSEL 1 ") && roff.contains("\"\(version)\""), "the man page is for \(version)")
        for section in ["SYNOPSIS", "OPTIONS", "KEYS", "STRATEGIES", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES"] {
            #expect(roff.contains(".SH \(section)"), "the man page lacks \(section)")
        }
    }

    @Test("the man page renders with man -l at 80 columns: no warnings, no line too long")
    func manPageRenders() async throws {
        guard let man = Command.which("man") else { return }
        var environment = ProcessInfo.processInfo.environment
        environment["MANWIDTH"] = "80"
        environment["MANPAGER"] = "cat"
        environment["LC_ALL"] = "C.UTF-8"
        let r = try await Command.run(man, ["-l", Self.manPage.path], environment: environment)
        #expect(r.status == 0, "\(r)")
        #expect(r.stderr.isEmpty, "man or groff complained: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("CAROUSEL(1)") == true, "\(r.stdout.prefix(300))")
        for line in lines {
            #expect(line.count <= 80, "longer than 80 columns: \(line)")
        }
        #expect(r.stdout.contains("--select-1") && r.stdout.contains("one-at-a-time"), "\(r.stdout.prefix(600))")
        if let groff = Command.which("groff") {
            let check = try await Command.run(groff, ["-ww", "-man", "-Tutf8", "-z", Self.manPage.path])
            #expect(check.status == 0 && check.stderr.isEmpty, "groff warnings: \(check)")
        }
    }

    // MARK: - Completions

    private static let completions = Carousel.packageRoot.appendingPathComponent("completions")

    @Test("every completion script knows every option --help names", arguments: ["carousel.bash", "_carousel", "carousel.fish"])
    func completionsMatchHelp(file: String) async throws {
        let script = try String(contentsOf: Self.completions.appendingPathComponent(file), encoding: .utf8)
        for option in try await helpOptions() {
            let name = option.drop { $0 == "-" }
            let known =
                mentions(script, option) || (file.hasSuffix(".fish") && (script.contains("-l \(name) ") || script.contains("-s \(name) ")))
            #expect(known, "\(file) lacks \(option)")
        }
        for command in ["strategies", "simulate", "compare"] {
            #expect(script.contains(command), "\(file) lacks the \(command) command")
        }
        // The benchmark is carousel-bench, not a command of carousel.
        // (fzf's --bench option is taken: fish names it `-l bench`, the others `--bench`.)
        let offersBench = file.hasSuffix(".fish") ? script.contains("-a bench") : mentions(script, "bench")
        #expect(!offersBench, "\(file) still offers bench")
    }

    /// Whether `text` holds `option` as a word of its own (not inside `--foo-bar` or `x-1`).
    private func mentions(_ text: String, _ option: String) -> Bool {
        let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        var rest = text[...]
        while let found = rest.range(of: option) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    /// What bash's `_carousel` offers for the words typed (the last one being completed).
    private func bashCompletion(
        _ words: [String], script: URL = InstallAndScriptingTests.completions.appendingPathComponent("carousel.bash"),
        binaryDirectory: String = URL(fileURLWithPath: Carousel.binary).deletingLastPathComponent().path,
        directory: URL? = nil
    ) async throws -> (registration: String, offered: [String]) {
        let bash = try #require(Command.which("bash"))
        let wordsArray = words.map(shq).joined(separator: " ")
        let program = """
            source \(shq(script.path)) || exit 2
            \(directory.map { "cd \(shq($0.path)) || exit 2" } ?? "")
            complete -p carousel
            COMP_WORDS=(\(wordsArray)); COMP_CWORD=\(words.count - 1)
            COMP_LINE=\(shq(words.joined(separator: " "))); COMP_POINT=${#COMP_LINE}
            _carousel
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binaryDirectory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let r = try await Command.run(bash, ["--norc", "--noprofile", "-c", program], environment: environment)
        #expect(r.status == 0, "\(r)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        return (lines.first ?? "", Array(lines.dropFirst()))
    }

    @Test("bash: complete -p names the function; strategies, files, commands and options complete")
    func bashCompletion() async throws {
        let strategies = try await strategyNames()
        var r = try await bashCompletion(["carousel", "--strategy", ""])
        #expect(r.registration == "complete -F _carousel carousel", "\(r)")
        #expect(r.offered == strategies, "every strategy after --strategy: \(r.offered)")
        r = try await bashCompletion(["carousel", "simulate", "--strategy", "one"])
        #expect(r.offered == ["one-at-a-time"], "\(r.offered)")
        r = try await bashCompletion(["carousel", ""])
        #expect(Set(r.offered) == ["strategies", "simulate", "compare", "race", "shelves", "help"], "\(r.offered)")
        r = try await bashCompletion(["carousel", "--re"])
        #expect(Set(r.offered) == ["--read0", "--record", "--reverse", "--reduce-motion"], "\(r.offered)")
        r = try await bashCompletion(["carousel", "--se"])
        #expect(Set(r.offered) == ["--select-1", "--settle-speed", "--separator"], "\(r.offered)")
        r = try await bashCompletion(["carousel", "--strategy", "=", "ne"])
        #expect(r.offered == ["nearest"], "--strategy=ne, split at the = as bash does: \(r.offered)")
        r = try await bashCompletion(["carousel", "--theme", ""])
        #expect(r.offered == ["auto", "light", "dark"], "\(r.offered)")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-comp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["notes.tsv", "numbers.txt", "other"] { try Data().write(to: directory.appendingPathComponent(name)) }
        for option in ["--items", "--record", "--replay"] {
            r = try await bashCompletion(["carousel", option, "n"], directory: directory)
            #expect(Set(r.offered) == ["notes.tsv", "numbers.txt"], "files after \(option): \(r.offered)")
        }
    }

    @Test("zsh and fish parse their completions (when those shells are installed); fish offers every strategy")
    func zshAndFishCompletions() async throws {
        if let zsh = Command.which("zsh") {
            let r = try await Command.run(zsh, ["-n", Self.completions.appendingPathComponent("_carousel").path])
            #expect(r.status == 0 && r.stderr.isEmpty, "zsh -n: \(r)")
        }
        if let fish = Command.which("fish") {
            let file = Self.completions.appendingPathComponent("carousel.fish").path
            var r = try await Command.run(fish, ["--no-execute", file])
            #expect(r.status == 0 && r.stderr.isEmpty, "fish --no-execute: \(r)")
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] =
                URL(fileURLWithPath: Carousel.binary).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["HOME"] = FileManager.default.temporaryDirectory.path
            r = try await Command.run(
                fish, ["--no-config", "-c", "source \(shq(file)); complete -C 'carousel --strategy '"], environment: environment)
            let offered = r.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) }
            #expect(Set(offered) == Set(try await strategyNames()), "\(r)")
        }
    }

    @Test("zsh (when installed): Tab after --strategy lists every strategy, after --rea completes --read0")
    func zshCompletesInATerminal() async throws {
        guard let zsh = Command.which("zsh") else { return }
        let strategies = try await strategyNames()
        let binaryDirectory = URL(fileURLWithPath: Carousel.binary).deletingLastPathComponent().path
        try await TmuxSession.withShell(width: 120, height: 30) { tmux in
            try await tmux.type("exec env PATH=\(shq(binaryDirectory)):\"$PATH\" \(shq(zsh)) -f")
            try await tmux.send("Enter")
            try await tmux.type("fpath=(\(shq(Self.completions.path)) $fpath); autoload -Uz compinit; compinit -u -D; print ready-$((6*7))")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "ready-42")
            try await tmux.type("carousel --rea")
            try await tmux.send("Tab")
            try await tmux.waitForScreen(containing: "carousel --read0")
            try await tmux.send("C-u")
            try await tmux.type("carousel --strategy ")
            try await tmux.send("Tab")
            try await tmux.waitForScreen("every strategy listed") { screen in
                strategies.allSatisfy { name in screen.lines.contains { $0.split(separator: " ").contains(Substring(name)) } }
            }
        }
    }

    // MARK: - make install

    @Test("make install puts the binary, man page and completions under PREFIX (DESTDIR too); make uninstall removes them all")
    func makeInstallAndUninstall() async throws {
        guard let make = Command.which("make") else { return }
        let stage = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stage) }
        let prefix = "/opt/carousel-test"
        let root = stage.appendingPathComponent(String(prefix.dropFirst()))
        // The binary under test is installed as it is: SWIFT=true makes the build step a no-op.
        let binaryDirectory = URL(fileURLWithPath: Carousel.binary).deletingLastPathComponent().path
        let variables = [
            "PREFIX=\(prefix)", "DESTDIR=\(stage.path)", "SWIFT=true", "BIN_DIR=\(binaryDirectory)",
            "STANDALONE_DIR=\(binaryDirectory)",
        ]
        var r = try await Command.run(make, ["-C", Carousel.packageRoot.path, "install"] + variables, timeout: 120)
        #expect(r.status == 0, "\(r)")
        let expected = [
            "bin/carousel", "share/man/man1/carousel.1", "share/bash-completion/completions/carousel",
            "share/zsh/site-functions/_carousel", "share/fish/vendor_completions.d/carousel.fish",
        ]
        #expect(files(under: stage) == Set(expected.map { root.appendingPathComponent($0).path }), "exactly these files")

        r = try await Command.run(root.appendingPathComponent("bin/carousel").path, ["--version"])
        #expect(r.status == 0 && r.stdout.hasPrefix("carousel "), "\(r)")
        let installedCompletion = root.appendingPathComponent("share/bash-completion/completions/carousel")
        let completion = try await bashCompletion(
            ["carousel", "--strategy", ""], script: installedCompletion,
            binaryDirectory: root.appendingPathComponent("bin").path)
        #expect(completion.offered == (try await strategyNames()), "\(completion)")
        if let man = Command.which("man") {
            var environment = ProcessInfo.processInfo.environment
            environment["MANWIDTH"] = "80"
            environment["MANPAGER"] = "cat"
            r = try await Command.run(man, ["-l", root.appendingPathComponent("share/man/man1/carousel.1").path], environment: environment)
            #expect(r.status == 0 && r.stdout.contains("CAROUSEL(1)"), "\(r)")
        }

        // The link named fzf, only when asked: the same binary, fzf's picker by that name.
        r = try await Command.run(make, ["-C", Carousel.packageRoot.path, "install-fzf-link"] + variables, timeout: 120)
        #expect(r.status == 0, "\(r)")
        let link = root.appendingPathComponent("bin/fzf").path
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "carousel", "\(r)")
        r = try await Command.run(link, ["--version"])
        #expect(r.status == 0 && r.stdout.hasPrefix("0.74.5 "), "\(r)")

        r = try await Command.run(make, ["-C", Carousel.packageRoot.path, "uninstall"] + variables)
        #expect(r.status == 0, "\(r)")
        #expect(files(under: stage).isEmpty, "nothing left: \(files(under: stage))")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("share").path), "the empty directories go too")
    }

    private func files(under directory: URL) -> Set<String> {
        var found = Set<String>()
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return found }
        for case let path as String in walker {
            var isDirectory: ObjCBool = false
            let full = directory.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue { found.insert(full) }
        }
        return found
    }
}
