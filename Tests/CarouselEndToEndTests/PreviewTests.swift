import Foundation
import Testing

/// `--preview CMD`: each card shows what a command prints for it, in colour, without the
/// program ever waiting for one, and without a command being able to touch the terminal.
@Suite("Previews")
struct PreviewTests {
    static let lines = "alpha\nbeta\ngamma\ndelta\nepsilon\n"

    /// Every process whose process group is `group` (a preview's shell leads its own).
    static func members(ofGroup group: Int32) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[2]) == group
        }
    }

    /// Live (not zombie) preview shells (`sh -c …`) whose command holds `marker`, by pid
    /// (the carousel's own command line holds it too, and is not one).
    static func processes(marked marker: String) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { Int32($0) }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.hasPrefix("sh -c ") && line.contains(marker) && ProcessTable.isAlive(pid)
        }
    }

    /// Children of `pid` that have ended but were not waited for.
    static func zombies(of pid: Int32) -> [Int32] {
        ProcessTable.children(of: pid).map(\.pid).filter { ProcessTable.state($0) == "Z" }
    }

    @Test(
        "the preview's text and its colour appear in the card, under its title",
        arguments: ["encoder", "ncurses"])
    func textAndColour(presenter: String) async throws {
        try await TmuxSession.withCarousel(
            ["--preview", "printf '\\033[31mred\\033[0m %s\\n\\033[1;3mstyled\\033[0m {n}\\n' {}"],
            pipedInput: Self.lines, environment: ["CAROUSEL_PRESENTER": presenter],
            waitForScreen: "page 1/5"
        ) { tmux in
            let screen = try await tmux.waitForScreen(containing: "red alpha")
            let titleRow = try #require(screen.lines.firstIndex { $0.contains("│ alpha") }, "the title stays:\n\(screen)")
            #expect(screen.lines[titleRow + 1].contains("│ red alpha"), "the preview under the title:\n\(screen)")
            #expect(screen.lines[titleRow + 2].contains("│ styled 0"), "{n} is the 0-based index:\n\(screen)")
            let coloured = try await tmux.captureWithAttributes()
            let redRow = coloured.split(separator: "\n", omittingEmptySubsequences: false)[titleRow + 1]
            #expect(
                redRow.range(of: "\u{1B}\\[([0-9]+;)*31(;[0-9]+)*mred", options: .regularExpression) != nil,
                "red as SGR 31 in capture-pane -e:\n\(redRow)")
            let styledRow = try #require(coloured.split(separator: "\n").first { $0.contains("styled") })
            #expect(
                styledRow.range(of: "\u{1B}\\[([0-9]+;)*3(;[0-9]+)*m", options: .regularExpression) != nil,
                "italic (SGR 3) reaches the terminal:\n\(styledRow)")
        }
    }

    @Test("under NO_COLOR a preview's colours are dropped, its text kept")
    func noColor() async throws {
        try await TmuxSession.withCarousel(
            ["--count", "3", "--preview", "printf '\\033[31mred\\033[38;2;0;200;0m green\\033[0m {n}\\n'"],
            environment: ["NO_COLOR": "1"]
        ) { tmux in
            try await tmux.waitForScreen(containing: "red green 0")
            let coloured = try await tmux.captureWithAttributes()
            let row = try #require(coloured.split(separator: "\n").first { $0.contains("green 0") })
            #expect(!row.contains("[31m") && !row.contains("38;5;") && !row.contains("38;2;"), "no colour: \(row)")
        }
    }

    @Test("a picker still reading its input runs previews for the cards already there")
    func streamingInput() async throws {
        try await TmuxSession.withCarousel(
            ["--preview", "echo 'about' {}"],
            pipedCommand: "printf 'one\\ntwo\\n'; sleep 1; printf 'three\\n'; sleep 600",
            waitForScreen: "page 1/"
        ) { tmux in
            try await tmux.waitForScreen(containing: "about one")
            try await tmux.waitForScreen(containing: "page 1/3")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 3)
            try await tmux.waitForScreen(containing: "about three")
        }
    }

    @Test("paging to the next card shows the next card's preview")
    func pagingShowsTheNextPreview() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-preview-\(UUID().uuidString).txt")
        try Self.lines.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try await TmuxSession.withCarousel(["--items", file.path, "--preview", "echo 'shows:' {}"], waitForScreen: "page 1/5") { tmux in
            try await tmux.waitForScreen(containing: "shows: alpha")
            #expect(!(try await tmux.capture()).contains("shows: delta"), "card 4 is not on screen yet")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 5)
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 5)
            let screen = try await tmux.waitForScreen(containing: "shows: delta")
            #expect(screen.contains("shows: gamma"), "\(screen)")
        }
    }

    @Test("the demo's cards run the preview with their titles")
    func demo() async throws {
        try await TmuxSession.withCarousel(["--count", "5", "--preview", "echo preview of {}"]) { tmux in
            try await tmux.waitForScreen(containing: "preview of Card 1")
        }
    }

    @Test("a preview that sleeps: paging answers, cards paged away lose their processes, none is left after quit")
    func sleepingPreviews() async throws {
        let marker = "carousel-e2e-sleep-\(UUID().uuidString.prefix(8))"
        // Ten minutes: on a loaded machine a test may wait a minute between two looks.
        try await TmuxSession.withCarousel(["--count", "40", "--preview", "echo waiting {n}; sleep 600 # \(marker)"]) { tmux in
            let carousel = try await tmux.carouselPID()
            try await tmux.waitForScreen(containing: "waiting 0")
            #expect((try await tmux.capture()).contains("running…"), "a card whose preview runs says so")
            // The shells of the first cards lead their groups; `sleep` is in the same group.
            let first = try await tmux.waitFor("the first previews running") { () -> [Int32]? in
                let shells = Self.processes(marked: marker)
                return shells.count >= 3 ? shells : nil
            }
            for _ in 0..<8 { try await tmux.send("Right") }
            try await tmux.waitForPage(9, of: 40)
            try await tmux.waitForScreen(containing: "waiting 8")
            // Every group of a card paged away is gone, `sleep` included.
            try await tmux.waitFor("the previews of cards paged away to end") { () -> Bool? in
                first.allSatisfy { Self.members(ofGroup: $0).allSatisfy { !ProcessTable.isAlive($0) } } ? true : nil
            }
            try await tmux.waitFor("no zombie left by a cancelled preview") { Self.zombies(of: carousel).isEmpty ? true : nil }
            let running = Self.processes(marked: marker)
            #expect(!running.isEmpty && running.count <= 4, "at most four previews at once: \(running)")
            try await tmux.send("q")
            _ = try await tmux.waitForExit()
            try await tmux.waitFor("no preview process after quit") { () -> Bool? in
                let left = Self.processes(marked: marker) + running.flatMap(Self.members(ofGroup:)).filter(ProcessTable.isAlive)
                return left.isEmpty ? true : nil
            }
        }
    }

    @Test(
        "a preview that prints without end: memory stays bounded, keys answer, the flood is killed",
        arguments: ["yes 'flood {n}'", "cat /dev/zero", "yes | tr -d '\\n'"])
    func flood(command: String) async throws {
        let marker = "carousel-e2e-flood-\(UUID().uuidString.prefix(8))"
        // `; true` keeps the shell (holding the marker) as the parent of the flood.
        try await TmuxSession.withCarousel(["--count", "20", "--preview", "\(command); true # \(marker)"]) { tmux in
            let carousel = try await tmux.carouselPID()
            // Each flood is read to the cap (32 MiB: its lines counted, a window of them kept),
            // then its group killed.
            try await tmux.waitFor("the floods to be stopped") { Self.processes(marked: marker).isEmpty ? true : nil }
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 20)
            try await tmux.waitFor("the floods to be stopped") { Self.processes(marked: marker).isEmpty ? true : nil }
            let rss = try #require(ProcessTable.peakResidentKB(carousel))
            #expect(rss < 80_000, "peak RSS \(rss) kB")
            try await tmux.waitFor("no zombie, no preview child left") { ProcessTable.children(of: carousel).isEmpty ? true : nil }
            #expect((try await tmux.capture()).contains("╭"), "the cards are drawn")
        }
    }

    @Test("a preview drawing with the DEC line-drawing set shows its lines, not the letters that stand for them")
    func lineDrawingPreview() async throws {
        let box = "printf '\\033(0lqqk\\033(B {n}\\n\\033)0\\016mqqj\\017 g1\\n'"
        try await TmuxSession.withCarousel(["--count", "3", "--preview", box]) { tmux in
            let screen = try await tmux.waitForScreen("the preview's box") { $0.contains("┌──┐ 0") && $0.contains("└──┘ g1") }
            #expect(!screen.contains("lqqk") && !screen.contains("mqqj"), "\(screen)")
        }
    }

    @Test("a preview that clears, moves the cursor, sets the title and leaves the alternate screen changes nothing")
    func hostilePreview() async throws {
        let hostile =
            "printf 'before\\033[2J\\033[H\\033]0;pwned-title\\007\\033[?1049l\\033[5;5Hafter\\033[?25l\\033P1;2q#0~\\033\\\\\\033_Gf=1;AAAA\\033\\\\ {n}\\n'"
        try await TmuxSession.withCarousel(["--count", "5", "--preview", hostile]) { tmux in
            // `ESC [2J` clears what came before it, as in fzf's preview; the rest is dropped.
            let screen = try await tmux.waitForScreen(containing: "│ after 0")
            #expect(!screen.text.contains("before"), "\(screen)")
            #expect(screen.statusLine.contains("page 1/5"), "the status line is still there:\n\(screen)")
            #expect(screen.contains("╭") && screen.contains("╰"), "the cards are still there:\n\(screen)")
            let modes = try await tmux.modes()
            #expect(modes.alternateScreen, "still on the alternate screen: \(modes)")
            let title = try await tmux.tmuxCommand(["display", "-p", "-t", tmux.target, "#{pane_title}"])
            #expect(!title.contains("pwned"), "the title was not changed: \(title)")
            try await tmux.send("Right")
            let after = try await tmux.waitForPage(2, of: 5)
            #expect(after.contains("│ after 1") && after.contains("╭"), "\(after)")
        }
    }

    @Test("a preview cannot write to the terminal through a descriptor of the carousel's")
    func descriptors() async throws {
        try await TmuxSession.withCarousel([
            "--count", "3", "--preview", "printf 'terminal fds: '; ls -l /proc/$$/fd | grep -c -e /dev/tty -e /dev/pts; echo END",
        ]) { tmux in
            let screen = try await tmux.waitForScreen(containing: "END")
            #expect(screen.contains("terminal fds: 0"), "the terminal is not open in a preview:\n\(screen)")
        }
    }

    @Test("a failing preview shows its output and its exit status")
    func failure() async throws {
        try await TmuxSession.withCarousel(["--count", "3", "--preview", "echo oops {n}; exit 3"]) { tmux in
            let screen = try await tmux.waitForScreen(containing: "exit 3")
            #expect(screen.contains("oops 0"), "\(screen)")
        }
    }

    @Test("the body's size is in FZF_PREVIEW_COLUMNS/LINES and CAROUSEL_PREVIEW_COLUMNS/LINES; a resize runs it again")
    func sizeAndResize() async throws {
        try await TmuxSession.withCarousel([
            "--count", "3", "--preview",
            "echo size $FZF_PREVIEW_COLUMNS x $FZF_PREVIEW_LINES / $CAROUSEL_PREVIEW_COLUMNS x $CAROUSEL_PREVIEW_LINES",
        ]) { tmux in
            /// The four numbers the current card shows (the first card: the leftmost `size`).
            func sizes(_ screen: Screen) -> [Int]? {
                guard let line = screen.lines.first(where: { $0.contains("size ") }),
                    let part = line.split(separator: "│").first(where: { $0.contains("size ") })
                else { return nil }
                let n = part.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
                return n.count == 4 ? n : nil
            }
            let screen = try await tmux.waitForScreen("the preview's size") { sizes($0) != nil }
            let line = try #require(screen.lines.first { $0.contains("size ") })
            let numbers = try #require(sizes(screen))
            #expect(numbers.count == 4 && numbers[0] == numbers[2] && numbers[1] == numbers[3], "\(line)")
            let border = try #require(screen.lines.first { $0.contains("╭") && $0.contains("╮") })
            let cells = Array(border)
            let open = try #require(cells.firstIndex(of: "╭")), close = try #require(cells[open...].firstIndex(of: "╮"))
            #expect(numbers.first == close - open + 1 - 4, "the columns inside the border and padding: \(line)\n\(border)")
            try await tmux.resize(width: 70, height: 20)
            try await tmux.waitForScreen("the preview run again for the new size") { s in
                guard let n = sizes(s) else { return false }
                return n[0] != numbers[0] || n[1] != numbers[1]
            }
        }
    }
}
