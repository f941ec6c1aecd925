import Foundation
import Testing

/// The cursor where the focus is: after every frame the terminal's cursor rests on the
/// focused card's title (the race's first lane's, the focused shelf's; in the picker at the
/// query while one is typed), where a screen reader that follows the cursor reads.
@Suite("The cursor on the focused card's title")
struct FocusCursorTests {
    /// A row inside the cards (1-based, as mouse reports count).
    static let cardRow = 12

    /// The first word of the lane label above the cursor's row (a `▶` marks the focused shelf).
    private func laneName(_ screen: Screen, row: Int) -> String? {
        screen.laneLabel(above: row)?.split(separator: " ").first { $0 != "▶" }.map(String.init)
    }

    @Test(
        "the demo: →, ←, Tab, a click on a neighbour and a drag each leave the cursor on the current card's title",
        arguments: ["xterm-256color", "tmux-256color"])
    func demo(term: String) async throws {
        try await TmuxSession.withCarousel(["--strategy", "unclipped", "--settle-speed", "4"], term: term) { tmux in
            try await tmux.waitForCursor(on: "Card 1 ")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.waitForCursor(on: "Card 2 ")
            try await tmux.send("Left")
            try await tmux.waitForPage(1, of: 20)
            try await tmux.waitForCursor(on: "Card 1 ")
            try await tmux.send("Tab")
            try await tmux.waitForScreen("the next strategy") { !$0.statusLine.contains("unclipped") }
            try await tmux.waitForCursor(on: "Card 1 ")
            try await tmux.send("S-Tab")
            try await tmux.waitForScreen("unclipped again") { $0.statusLine.contains("unclipped") }

            // A click a few cells inside the neighbour peeking at the right goes to it.
            let neighbour = try #require(try await tmux.capture().cardLeftEdges.last)
            try await tmux.sendBytes(
                MouseEncoding.sgr.press(neighbour + 5, Self.cardRow) + MouseEncoding.sgr.release(neighbour + 5, Self.cardRow))
            try await tmux.waitForPage(2, of: 20)
            try await tmux.waitForCursor(on: "Card 2 ")

            // A drag most of a card back, released at once: one page back whatever its speed.
            try await tmux.sendBytes(
                MouseEncoding.sgr.drag(from: 30, to: 80, step: 5, y: Self.cardRow) + MouseEncoding.sgr.release(80, Self.cardRow))
            try await tmux.waitForPage(1, of: 20)
            try await tmux.waitForCursor(on: "Card 1 ")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("through ncurses (CAROUSEL_PRESENTER=ncurses) the cursor rests on the title too")
    func demoThroughNcurses() async throws {
        try await TmuxSession.withCarousel(["--settle-speed", "4"], environment: ["CAROUSEL_PRESENTER": "ncurses"]) { tmux in
            try await tmux.waitForCursor(on: "Card 1 ")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.waitForCursor(on: "Card 2 ")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("the picker: on the current card, at the query's end while typing, back on the card after →")
    func picker() async throws {
        let lines = "apple\nbanana\ncherry\navocado\n"
        try await TmuxSession.withCarousel(["--settle-speed", "4"], pipedInput: lines, waitForScreen: "page 1/4") { tmux in
            try await tmux.waitForCursor(on: "apple ")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 4)
            try await tmux.waitForCursor(on: "banana ")
            try await tmux.type("an")
            try await tmux.waitForScreen("the matches of an") { $0.contains("page 1/1") || $0.contains("page 1/2") }
            try await tmux.waitForCursor(after: "an")
            try await tmux.send("BSpace")
            try await tmux.waitForCursor(after: "a")
            try await tmux.waitForScreen("the matches of a") { $0.page?.count == 3 }
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 3)
            let screen = try await tmux.waitForCursor("to rest on the second match's title") { _, line, x, _ in
                let rest = x < line.count ? String(line[x...]) : ""
                return rest.hasPrefix("banana ") || rest.hasPrefix("avocado ") || rest.hasPrefix("apple ")
            }
            #expect(screen.page == Page(current: 2, count: 3), "\(screen)")
            try await tmux.send("Escape")
            #expect(try await tmux.waitForExit().status == 1)
        }
    }

    @Test("the race: the cursor rests on the first lane's current card, which one drag drives with the rest")
    func race() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", "nearest,one-at-a-time,vote", "--settle-speed", "4"],
            waitForScreen: "vote  page 1/"
        ) { tmux in
            var screen = try await tmux.waitForCursor(on: "Card 1 ")
            var cursor = try await tmux.cursorPosition()
            #expect(laneName(screen, row: cursor.y) == "nearest", "\(screen)")
            try await tmux.send("Right")
            try await tmux.waitForScreen("every lane on page 2") { $0.text.components(separatedBy: "page 2/").count == 4 }
            screen = try await tmux.waitForCursor(on: "Card 2 ")
            cursor = try await tmux.cursorPosition()
            #expect(laneName(screen, row: cursor.y) == "nearest", "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("the shelves: ↓ and ↑ move the cursor to the focused shelf's current card, → along it")
    func shelves() async throws {
        try await TmuxSession.withCarousel(
            ["shelves", "--strategies", "nearest,one-at-a-time,vote", "--count", "50", "--settle-speed", "4"],
            waitForScreen: "shelf 1/3"
        ) { tmux in
            func expectShelf(_ name: String, title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
                let screen = try await tmux.waitForCursor("on \(title) in the shelf \(name)", sourceLocation: sourceLocation) {
                    screen, line, x, y in
                    x < line.count && String(line[x...]).hasPrefix(title) && laneName(screen, row: y) == name
                }
                _ = screen
            }
            try await expectShelf("nearest", title: "Card 1 ")
            try await tmux.send("Down")
            try await tmux.waitForScreen(containing: "shelf 2/3")
            try await expectShelf("one-at-a-time", title: "Card 1 ")
            try await tmux.send("Right")
            try await expectShelf("one-at-a-time", title: "Card 2 ")
            try await tmux.send("Down")
            try await tmux.waitForScreen(containing: "shelf 3/3")
            try await expectShelf("vote", title: "Card 1 ")
            try await tmux.send("Up")
            try await tmux.waitForScreen(containing: "shelf 2/3")
            try await expectShelf("one-at-a-time", title: "Card 2 ")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("--height: in the band under the prompt the cursor rests on the card, at the query while typing, through a resize")
    func inline() async throws {
        try await TmuxSession.withShell(width: 100, height: 30) { tmux in
            try await tmux.type("B=\(shq(Carousel.binary)); clear")
            try await tmux.send("Enter")
            try await tmux.waitForScreen("the screen cleared") { $0.nonBlankLines == ["e2e$"] }
            try await tmux.type("printf 'apple\\nbanana\\ncherry\\n' | \"$B\" --height 12 --settle-speed 4; echo \"status=$?\"")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "page 1/3")
            try await tmux.waitForCursor(on: "apple ")
            try await tmux.send("Right")
            try await tmux.waitForScreen(containing: "page 2/3")  // the band's status row is not the screen's first
            try await tmux.waitForCursor(on: "banana ")
            try await tmux.type("ch")
            try await tmux.waitForScreen(containing: "page 1/1")
            try await tmux.waitForCursor(after: "ch")
            try await tmux.resize(width: 90, height: 28)
            try await tmux.waitForCursor(after: "ch")
            try await tmux.send("Enter")
            let screen = try await tmux.waitForScreen("the choice and the status") { $0.contains("status=0") }
            #expect(screen.contains("cherry"), "\(screen)")
            #expect(!screen.contains("page 1/"), "nothing of the band is left:\n\(screen)")
        }
    }

    @Test("--screen-reader and CAROUSEL_SCREEN_READER=1 keep the cursor visible on the title; it is hidden again after")
    func screenReaderMode() async throws {
        for (arguments, environment) in [(["--screen-reader"], [String: String]()), ([], ["CAROUSEL_SCREEN_READER": "1"])] {
            try await TmuxSession.withCarousel(arguments + ["--settle-speed", "4"], environment: environment) { tmux in
                try await tmux.waitForModes("the cursor shown") { $0.cursorVisible && $0.alternateScreen }
                try await tmux.waitForCursor(on: "Card 1 ")
                try await tmux.send("Right")
                try await tmux.waitForPage(2, of: 20)
                try await tmux.waitForCursor(on: "Card 2 ")
                try await tmux.send("q")
                let exit = try await tmux.waitForExit()
                #expect(exit.status == 0, "\(exit)")
                try await tmux.expectTerminalRestored(exit)
            }
        }
        try await TmuxSession.withCarousel(["--settle-speed", "4"]) { tmux in
            let modes = try await tmux.waitForModes("the carousel running") { $0.alternateScreen }
            #expect(!modes.cursorVisible, "without the mode the cursor stays hidden")
            try await tmux.send("q")
            _ = try await tmux.waitForExit()
        }
    }
}
