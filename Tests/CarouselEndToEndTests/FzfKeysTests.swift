import Foundation
import Testing

/// fzf's keys as the README's "Using the finder" and its recipes use them, with this program
/// as `fzf` in bash: CTRL-J and CTRL-K, Up, Alt-Enter bound, and fzf's variables in a preview.
@Suite("fzf's keys")
struct FzfKeysTests {
    private func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test("CTRL-J moves down fzf's list and CTRL-K up (in fzf's layout, to the next and back); Up too; Enter chooses")
    func movingKeys() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await FzfNameTests.withBash(in: root, setup: "true") { tmux in
            try await tmux.type("seq 10 | fzf > out.txt; echo chose-$(cat out.txt)-done")
            try await tmux.send("Enter")
            try await tmux.waitForScreen("the picker") { $0.text.contains("10/10") }
            try await tmux.send("C-k")
            try await tmux.send("Up")
            try await tmux.send("C-k")
            try await tmux.send("C-j")
            try await tmux.send("Enter")
            // Three up and one down from the first: the third line.
            try await tmux.waitForScreen(containing: "chose-3-done")
        }
    }

    @Test("Alt-Enter bound is Alt-Enter, not Esc then Enter; a preview gets fzf's variables")
    func altEnterAndPreviewVariables() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await FzfNameTests.withBash(in: root, setup: "true") { tmux in
            try await tmux.type(
                "seq 3 | fzf --preview 'echo pos=$FZF_POS total=$FZF_TOTAL_COUNT' --bind 'alt-enter:change-prompt(X> )'; echo status-$?")
            try await tmux.send("Enter")
            try await tmux.waitForScreen("the preview with fzf's variables") { $0.text.contains("pos=1 total=3") }
            try await tmux.sendBytes([0x1B, 0x0D])
            try await tmux.waitForScreen("the prompt changed") { $0.text.contains("X> ") }
            try await tmux.send("Enter")
            let done = try await tmux.waitForScreen("the choice") { $0.text.contains("status-0") }
            #expect(!done.text.contains("status-130"), "\(done)")
        }
    }

    @Test("bg-transform-query runs beside the picker: typing goes on while it runs, its output lands when it ends")
    func backgroundTransform() async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-bg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        let command = "while [ ! -e \(shq(marker.path)) ]; do sleep 0.05; done; echo landed"
        try await TmuxSession.withCarousel(
            ["--bind", "ctrl-t:bg-transform-query(\(command))"], pipedInput: "alpha\nbeta\nlanded\n",
            waitForScreen: "page 1/3"
        ) { tmux in
            try await tmux.send("C-t")
            try await tmux.type("be")
            try await tmux.waitForScreen("typing answered while the command runs") { $0.text.contains("> be") && $0.text.contains("1/3") }
            FileManager.default.createFile(atPath: marker.path, contents: Data())
            try await tmux.waitForScreen("the output as the query") { $0.text.contains("> landed") && $0.text.contains("1/3") }
        }
    }
}
