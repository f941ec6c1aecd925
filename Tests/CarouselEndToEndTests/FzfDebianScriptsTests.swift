import Foundation
import Testing

/// The shell widgets and `fzf-tmux` of Debian's fzf package (0.38, what `apt-get install fzf`
/// gives a Debian 12 machine), unchanged, with this program first on PATH as `fzf`: people
/// who installed fzf from their distribution source these, not fzf 0.74's.
@Suite("Debian's fzf scripts")
struct FzfDebianScriptsTests {
    static let keyBindings = "/usr/share/doc/fzf/examples/key-bindings.bash"
    static let installed = FileManager.default.fileExists(atPath: keyBindings) && Command.which("fzf-tmux") != nil

    private func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-debian-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("src/deep"), withIntermediateDirectories: true)
        for file in ["README.md", "src/deep/inner.swift", "odd file.txt"] {
            try "x\n".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test(
        "CTRL-T, CTRL-R and ALT-C from Debian's key-bindings.bash put on the line what fzf would, and cd",
        .enabled(if: installed, "Debian's fzf package is not installed: make deps-test installs it"))
    func debianWidgets() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await FzfNameTests.withBash(in: root, setup: "source \(shq(Self.keyBindings))") { tmux in
            try await tmux.type("echo first-entry-\(2 + 2)")
            try await tmux.send("Enter")
            try await tmux.type("clear")
            try await tmux.send("Enter")
            // fzf 0.38's CTRL-T lists with find, in find's order.
            try await tmux.type("ls -l ")
            try await tmux.send("C-t")
            try await tmux.waitForScreen(containing: "page 1/5")
            try await tmux.type("odd")
            try await tmux.waitForScreen("the odd file is the one card") { FzfNameTests.showsOneCard($0) }
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "ls -l odd\\ file.txt")
            try await tmux.send("C-u")
            try await tmux.send("C-r")
            try await tmux.waitForScreen(containing: "page 1/")
            try await tmux.type("'first-entry")
            try await tmux.waitForScreen("the entry is the one card") { $0.text.contains("first-entry") && FzfNameTests.showsOneCard($0) }
            try await tmux.send("Enter")
            try await tmux.waitForScreen("the entry on the line") {
                $0.lines.contains { $0.hasPrefix("e2e$ echo first-entry-4") } && !$0.text.contains("page ")
            }
            try await tmux.send("C-u")
            try await tmux.send("M-c")
            try await tmux.waitForScreen(containing: "src/deep")
            try await tmux.type("deep")
            try await tmux.waitForScreen("one folder") { FzfNameTests.showsOneCard($0) }
            try await tmux.send("Enter")
            try await tmux.type("pwd")
            try await tmux.send("Enter")
            let moved = try await tmux.waitForScreen(containing: "/src/deep")
            #expect(moved.text.contains(root.lastPathComponent + "/src/deep"), "\(moved)")
        }
    }

    @Test(
        "fzf-tmux opens this program in a pane below and prints the choice",
        .enabled(if: installed, "Debian's fzf package is not installed: make deps-test installs it"))
    func fzfTmux() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await FzfNameTests.withBash(in: root, setup: "true") { tmux in
            try await tmux.type("x=$(seq 20 | fzf-tmux -d 12); echo \"got=[$x] rc=$?\"")
            try await tmux.send("Enter")
            // The pane below is the active one: keys typed go to it.
            try await waitForPanes(tmux, 2)
            try await tmux.type("17")
            try await waitForPaneText(tmux, "page 1/1 of 20")
            try await tmux.send("Enter")
            try await waitForPanes(tmux, 1)
            // What echo printed (the command line typed says "got=[$x]").
            let done = try await tmux.waitForScreen(containing: "got=[1")
            #expect(done.text.contains("got=[17] rc=0"), "\(done)")
        }
    }

    private func waitForPanes(_ tmux: TmuxSession, _ count: Int) async throws {
        let deadline = Date().addingTimeInterval(TmuxSession.deadline)
        while Date() < deadline {
            let panes = try await tmux.tmuxCommand(["list-panes", "-t", tmux.target])
            if panes.split(separator: "\n").count == count { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("no \(count) panes within the deadline")
        throw HarnessError("panes")
    }

    private func waitForPaneText(_ tmux: TmuxSession, _ text: String) async throws {
        let deadline = Date().addingTimeInterval(TmuxSession.deadline)
        while Date() < deadline {
            let screen = try await tmux.tmuxCommand(["capture-pane", "-p", "-t", tmux.target])
            if screen.contains(text) { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("no '\(text)' in the active pane within the deadline")
        throw HarnessError("pane text")
    }
}
