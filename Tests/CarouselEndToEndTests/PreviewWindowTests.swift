import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `--preview-window` and its actions as fzf's README and ADVANCED guide use them, in the
/// real program: the layout on the card, the header that stays, CTRL-/ going round.
@Suite("Preview window")
struct PreviewWindowEndToEndTests {
    private func file() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-pw-\(UUID().uuidString).txt")
        let text = (1...300).map { $0 == 150 ? "the needle line" : "hay \($0)" }.joined(separator: "\n") + "\n"
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// ADVANCED.md's ripgrep preview: `up,60%,border-bottom,+{2}+3/3,~3`.
    @Test("up,60%,+{2}+3/3,~3: the preview above the card's line, its header kept, the match a third of the way down")
    func advancedRecipe() async throws {
        let url = try file()
        defer { try? FileManager.default.removeItem(at: url) }
        let options = ["--delimiter", ":", "--preview", "cat -n {1}", "--preview-window", "up,60%,border-bottom,+{2}+3/3,~3"]
        try await TmuxSession.withCarousel(options, height: 44, pipedCommand: "grep -Hn needle \(shq(url.path))", waitForScreen: "page 1/1")
        { tmux in
            let screen = try await tmux.waitForScreen("the needle in the preview") {
                $0.text.contains("  the needle line") && $0.text.contains("hay 1 ")
            }
            let lines = screen.lines
            let top = try #require(lines.firstIndex { $0.contains("╭") }, "\(screen)")
            let rule = try #require(lines.firstIndex { $0.contains("│ ────") }, "\(screen)")
            let title = try #require(lines.firstIndex { $0.contains(":150:the needle line") }, "\(screen)")
            #expect(rule < title, "the preview above the card's own line\n\(screen)")
            // fzf's arithmetic: -1 + 150 + 3, less a third of the rows under the 3 header lines.
            let rows = rule - top - 1
            let first = 150 + 3 - 1 - (rows - 3) / 3
            #expect(lines[top + 1].contains("1  hay 1") && lines[top + 3].contains("3  hay 3"), "the header stays\n\(screen)")
            #expect(lines[top + 4].contains("\(first + 1)  "), "then line \(first + 1)\n\(screen)")
            #expect(lines[top].contains("\(first + 1)/300"), "the scroll position on the border\n\(screen)")
            #expect(lines[(top + 4)..<rule].contains { $0.contains("150  the needle line") }, "\(screen)")
        }
    }

    /// README's `--bind 'ctrl-/:change-preview-window(down|hidden|)'`.
    @Test("CTRL-/ goes round change-preview-window(down|hidden|): below, hidden, as first given")
    func controlSlash() async throws {
        let options = [
            "--preview", "echo PREVIEW-OF {}", "--preview-window", "right,50%", "--bind", "ctrl-/:change-preview-window(down,3|hidden|)",
        ]
        try await TmuxSession.withCarousel(options, pipedInput: "alpha\nbeta\n", waitForScreen: "page 1/2") { tmux in
            var screen = try await tmux.waitForScreen("the preview at the right") { $0.text.contains("PREVIEW-OF alpha") }
            let beside = try #require(screen.lines.first { $0.contains("PREVIEW-OF alpha") })
            #expect(
                beside.contains("alpha") && beside.range(of: "alpha")!.lowerBound < beside.range(of: "PREVIEW-OF")!.lowerBound, "\(screen)")
            try await tmux.sendBytes([0x1F])  // Ctrl-/ (the byte Ctrl-_ sends)
            screen = try await tmux.waitForScreen("the preview below the card's line") { screen in
                guard let p = screen.lines.firstIndex(where: { $0.contains("PREVIEW-OF alpha") }),
                    let t = screen.lines.firstIndex(where: { $0.contains("alpha") && !$0.contains("PREVIEW-OF") && $0.contains("│") })
                else { return false }
                return t < p
            }
            try await tmux.sendBytes([0x1F])
            screen = try await tmux.waitForScreen("hidden") { !$0.text.contains("PREVIEW-OF") && $0.text.contains("alpha") }
            try await tmux.sendBytes([0x1F])
            screen = try await tmux.waitForScreen("at the right again") { screen in
                screen.lines.contains {
                    $0.contains("PREVIEW-OF alpha") && $0.range(of: "alpha")!.lowerBound < $0.range(of: "PREVIEW-OF")!.lowerBound
                }
            }
        }
    }

    @Test("an unknown word is fzf's error, exit 64, nothing drawn")
    func badWord() async throws {
        let r = try await Carousel.run(["--preview", "cat {}", "--preview-window", "up,sideways"], stdin: Data("x\n".utf8))
        #expect(r.status == 64 && r.stderr == "carousel: --preview-window: invalid preview window option: sideways\n", "\(r)")
        #expect(r.stdout.isEmpty)
    }
}
