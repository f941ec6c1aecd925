import Foundation
import Testing

/// Text as written: letters keep their combining marks, jamo make one syllable, and
/// whatever a card holds, every card border stays in its column, in tmux and in xterm.
@Suite("Text as written, borders that never move")
struct TextAsWrittenTests {
    /// Lines whose every character terminals agree on: each must appear on the screen
    /// byte for byte when its card is the current one.
    static let agreed = [
        "cafe\u{301} au lait",
        "a\u{301}\u{302}\u{303} three marks",
        "\u{1112}\u{1161}\u{11AB} jamo",
        "中文 wide ＡＢ",
        "\u{1F600} emoji",
    ]

    /// Lines with every kind of cluster the terminals disagree about, and the agreed ones
    /// again, so that neighbours cut at the screen's edge cut them too.
    static let disagreed = [
        "family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} thumbs \u{1F44D}\u{1F3FD} heart \u{2764}\u{FE0F} keycap 1\u{FE0F}\u{20E3} flag \u{1F1EB}\u{1F1F7} end",
        "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{2764}\u{FE0F}\u{1112}\u{1161}\u{11AB}e\u{301}\u{302}\u{303}中\u{1F44D}\u{1F3FD}1\u{FE0F}\u{20E3}\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        String(repeating: "\u{1112}\u{1161}\u{11AB}e\u{301}", count: 20),
    ]

    static var allLines: [String] { agreed + disagreed }

    /// Where a border is not in the column of its card's corner, described; nil when every
    /// one is. Corners `╭` and `╮` on the top border row give the columns; every row down
    /// to the bottom border must have `│` in each.
    static func misplacedBorder(_ screen: Screen, cells: (String) -> [Character] = Screen.cells) -> String? {
        guard let top = screen.lines.firstIndex(where: { $0.contains("╭") || $0.contains("╮") }),
            let bottom = screen.lines.firstIndex(where: { $0.contains("╰") || $0.contains("╯") }), bottom > top + 1
        else {
            return "no card borders on the screen"
        }
        let corners = cells(screen.lines[top])
        let edges = corners.indices.filter { corners[$0] == "╭" || corners[$0] == "╮" }
        guard !edges.isEmpty else { return "no corners" }
        for y in (top + 1)..<bottom {
            let row = cells(screen.lines[y])
            for x in edges where x >= row.count || row[x] != "│" {
                return "row \(y): no border at column \(x): \(screen.lines[y].debugDescription)"
            }
        }
        let closing = cells(screen.lines[bottom])
        for x in edges where x >= closing.count || (closing[x] != "╰" && closing[x] != "╯") {
            return "the bottom border has no corner at column \(x)"
        }
        return nil
    }

    /// A line of xterm's printed screen as cells: xterm prints the second half of a wide
    /// character as U+FFFF, and a cell's marks after it (after that U+FFFF, for a wide one).
    static func xtermCells(_ line: String) -> [Character] {
        var cells: [Character] = []
        for s in line.unicodeScalars {
            let mark =
                s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .enclosingMark
                || (0x1160...0x11FF).contains(s.value)
            if !mark { cells.append(Character(s)) }
        }
        return cells
    }

    /// The screen once on `page` and unchanged between two captures (the settle is over).
    static func resting(_ tmux: TmuxSession, page: Int, of count: Int) async throws -> Screen {
        var previous: Screen?
        return try await tmux.waitFor("page \(page)/\(count) at rest (the same screen twice)") {
            let screen = try await tmux.capture()
            defer { previous = screen }
            return screen.page == Page(current: page, count: count) && screen.text == previous?.text ? screen : nil
        }
    }

    /// The carousel's own frame encoder, and ncurses (`CAROUSEL_PRESENTER=ncurses`).
    static let presenters = ["encoder", "ncurses"]

    @Test("combining marks, jamo, wide characters and an emoji appear in capture-pane byte for byte", arguments: presenters)
    func agreedTextAppearsAsWritten(presenter: String) async throws {
        let input = Self.agreed.joined(separator: "\n") + "\n"
        try await TmuxSession.withCarousel(
            pipedInput: input, environment: ["CAROUSEL_PRESENTER": presenter],
            waitForScreen: "page 1/\(Self.agreed.count)"
        ) { tmux in
            for (i, line) in Self.agreed.enumerated() {
                if i > 0 { try await tmux.send("Right") }
                let screen = try await tmux.waitForPage(i + 1, of: Self.agreed.count)
                #expect(screen.text.contains(line), "card \(i + 1) should show \(line.debugDescription):\n\(screen)")
                #expect(Self.misplacedBorder(screen) == nil, "\(Self.misplacedBorder(screen) ?? ""):\n\(screen)")
            }
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.stdout == Self.agreed[Self.agreed.count - 1] + "\n", "\(exit)")
        }
    }

    @Test("with any of the strings in a card, every card border stays in its column (tmux)", arguments: presenters)
    func bordersStayInTmux(presenter: String) async throws {
        let lines = Self.allLines
        try await TmuxSession.withCarousel(
            pipedInput: lines.joined(separator: "\n") + "\n",
            environment: ["CAROUSEL_PRESENTER": presenter],
            waitForScreen: "page 1/\(lines.count)"
        ) { tmux in
            for i in lines.indices {
                if i > 0 { try await tmux.send("Right") }
                let rest = try await Self.resting(tmux, page: i + 1, of: lines.count)
                #expect(Self.misplacedBorder(rest) == nil, "card \(i + 1): \(Self.misplacedBorder(rest) ?? ""):\n\(rest)")
            }
            // Narrow: the cards' text wraps and the neighbours are cut elsewhere.
            try await tmux.resize(width: 47, height: 16)
            for i in stride(from: lines.count - 1, through: 0, by: -1) {
                if i < lines.count - 1 { try await tmux.send("Left") }
                let rest = try await Self.resting(tmux, page: i + 1, of: lines.count)
                #expect(Self.misplacedBorder(rest) == nil, "47 columns, card \(i + 1): \(Self.misplacedBorder(rest) ?? ""):\n\(rest)")
            }
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
    }

    @Test("with any of the strings in a card, every card border stays in its column (xterm)")
    func bordersStayInXterm() async throws {
        let lines = Self.allLines
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-text-\(UUID().uuidString).txt")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try await XTerminalSession.withCarousel(["--items", file.path], in: .xterm) { x in
            for i in lines.indices {
                if i > 0 { try await x.key("Right") }
                var previous: Screen?
                let rest = try await x.waitForScreen("card \(i + 1) at rest (the same screen twice)") { screen in
                    defer { previous = screen }
                    return screen.page == Page(current: i + 1, count: lines.count) && screen.text == previous?.text
                }
                let misplaced = Self.misplacedBorder(rest, cells: Self.xtermCells)
                #expect(misplaced == nil, "card \(i + 1): \(misplaced ?? ""):\n\(rest)")
            }
            try await x.key("Escape")
            _ = try await x.waitForExit()
        }
    }
}
