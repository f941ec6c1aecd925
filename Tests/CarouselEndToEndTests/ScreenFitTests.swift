import Foundation
import Testing

/// What the screen says at every size: the help box whole or in pages and modal, long
/// titles shortened, every move explained by the overlay, cards that use a tall terminal.
@Suite("What the screen says, at every size")
struct ScreenFitTests {
    /// The help box's inside, as text (between its top and bottom borders).
    /// Its bottom is the row with `╰` in the column of its own `╭`: a card's bottom border
    /// beside the box may be on a row of its inside.
    static func helpBox(_ screen: Screen) -> String? {
        guard let title = screen.lines.firstIndex(where: { $0.contains("Keys") }),
            let corner = Array(screen.lines[title]).firstIndex(of: "╭")
        else { return nil }
        let bottom = screen.lines[title...].firstIndex { line in
            let cells = Array(line)
            return corner < cells.count && cells[corner] == "╰"
        }
        guard let bottom else { return nil }
        return screen.lines[title...bottom].joined(separator: "\n")
    }

    @Test("at 60x16 the help shows every key in one closed box")
    func helpFitsSixtyBySixteen() async throws {
        try await TmuxSession.withCarousel(width: 60, height: 16) { tmux in
            try await tmux.send("?")
            let screen = try await tmux.waitForScreen("the help box") { Self.helpBox($0) != nil }
            let box = try #require(Self.helpBox(screen))
            for key in ["Home/End", "PgUp/PgDn", "Tab", "d ", "+/-", "Enter", "q/Esc"] {
                #expect(box.contains(key), "\(key) missing from the help:\n\(screen)")
            }
            #expect(screen.page == Page(current: 1, count: 20), "the status line stays: \(screen)")
            try await tmux.send("x")
            try await tmux.waitForScreen("the help to close") { Self.helpBox($0) == nil && $0.page != nil }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("at 40x12 the help says there is more, Space shows it, the wheel turns its pages")
    func helpPages() async throws {
        try await TmuxSession.withCarousel(width: 40, height: 12) { tmux in
            try await tmux.send("?")
            var screen = try await tmux.waitForScreen("the help with a more sign") { $0.contains("▼ more") }
            #expect(!(Self.helpBox(screen) ?? "").contains("q/Esc"), "the rest is on the next page:\n\(screen)")
            try await tmux.send("Space")
            screen = try await tmux.waitForScreen("the help's last page") { (Self.helpBox($0) ?? "").contains("q/Esc") }
            #expect((Self.helpBox(screen) ?? "").contains("Enter"), "\(screen)")
            // The wheel turns the help's pages, not the carousel.
            try await tmux.sendBytes(MouseEncoding.sgr.wheel(code: 64, 20, 6))
            try await tmux.waitForScreen("the wheel to turn back to the first page") { $0.contains("▼ more") }
            try await tmux.send("Escape")
            screen = try await tmux.waitForScreen("the help to close") { Self.helpBox($0) == nil && $0.page != nil }
            #expect(screen.page == Page(current: 1, count: 20), "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a flick under the help moves nothing; its press closes the help", arguments: MouseEncoding.allCases)
    func helpIsModal(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.send("?")
            try await tmux.waitForScreen("the help box") { Self.helpBox($0) != nil }
            try await tmux.sendBytes(encoding.drag(from: 80, to: 44, step: 6, y: 12) + encoding.release(44, 12))
            try await tmux.waitForScreen("the click to close the help") { Self.helpBox($0) == nil && $0.page != nil }
            let screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 1, count: 20), "the carousel did not move:\n\(screen)")
            #expect((screen.overlay ?? "").contains("none yet"), "no flick was made:\n\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a long title is shortened with an ellipsis; a name cut at 19 columns too")
    func longTitleAndNarrowName() async throws {
        let title = "Quarterly results of the northern region, every product line"
        try await TmuxSession.withCarousel(["--title", title], width: 60, height: 16) { tmux in
            let screen = try await tmux.waitForScreen("the status line") { $0.page != nil }
            #expect(screen.statusLine.hasPrefix(" Quarterly"), "\(screen.statusLine)")
            #expect(screen.statusLine.contains("…  one-at-a-time"), "\(screen.statusLine)")
            try await tmux.resize(width: 19, height: 12)
            let narrow = try await tmux.waitForScreen("the name cut at 19 columns") { $0.statusLine.hasPrefix(" one-at-…") }
            #expect(narrow.page == Page(current: 1, count: 20))
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("Home, End and PgDn are explained by the overlay; PgDn moves a screenful")
    func keysAreExplained() async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.send("Right")
            try await tmux.waitForScreen("the flick's decision") { $0.decidedPage == 2 }
            try await tmux.send("End")
            var screen = try await tmux.waitForScreen("End explained") { ($0.overlay ?? "").contains("End  ->  page 20") }
            try await tmux.send("Home")
            screen = try await tmux.waitForScreen("Home explained") { ($0.overlay ?? "").contains("Home  ->  page 1") }
            try await tmux.send("PgDn")
            screen = try await tmux.waitForScreen("PgDn explained") { ($0.overlay ?? "").contains("PgDn  ->  page 4") }
            screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 4, count: 20), "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("at 2^63-1 cards a flick past the end projects onto the last page, not past it")
    func projectionAtTheLargestCount() async throws {
        try await TmuxSession.withCarousel(["--count", "\(Int.max)"]) { tmux in
            try await tmux.send("End")
            try await tmux.waitForScreen("End explained") { ($0.overlay ?? "").contains("End  ->  page \(Int.max)") }
            try await tmux.waitForRest()
            try await tmux.send("Right")
            let screen = try await tmux.waitForScreen("the flick's decision") { ($0.overlay ?? "").contains("projected") }
            #expect(screen.contains("projected \(Int.max).00"), "\(screen)")
            #expect(!screen.contains("9223372036854775808"), "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("at 200x60 the cards use the height")
    func tallCards() async throws {
        try await TmuxSession.withCarousel(width: 200, height: 60) { tmux in
            let screen = try await tmux.waitForScreen("the cards") { $0.contains("╰") && $0.page != nil }
            let top = try #require(screen.lines.firstIndex { $0.contains("╭") })
            let bottom = try #require(screen.lines.lastIndex { $0.contains("╰") })
            #expect(bottom - top + 1 >= 25, "cards \(bottom - top + 1) rows tall:\n\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("+ and - come back to ×1.00 after the clamp; r resets")
    func settleLadder() async throws {
        try await TmuxSession.withCarousel { tmux in
            for _ in 0..<14 { try await tmux.send("+") }
            try await tmux.waitForScreen("the fastest settle") { $0.contains("settle ×4.00") }
            for _ in 0..<6 { try await tmux.send("-") }
            try await tmux.waitForScreen("back to ×1.00") { $0.contains("settle ×1.00") }
            try await tmux.send("-")
            try await tmux.waitForScreen("one step slower") { !$0.contains("settle ×1.00") && $0.contains("settle ×") }
            try await tmux.send("r")
            try await tmux.waitForScreen("r resets") { $0.contains("settle ×1.00") }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }
}
