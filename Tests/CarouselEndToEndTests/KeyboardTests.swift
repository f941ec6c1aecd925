import CarouselCore
import CarouselKit
import Foundation
import Testing

/// Starting, paging with the keys and quitting, as a person at a 100x30 terminal sees it.
@Suite("Keyboard paging in a real terminal")
struct KeyboardTests {
    @Test(
        "starts at page 1 with neighbours peeking; Right, End and q work; the terminal is restored",
        arguments: ["xterm-256color", "tmux-256color", "screen-256color"])
    func startPageAndQuit(term: String) async throws {
        try await TmuxSession.withCarousel(term: term) { tmux in
            var screen = try await tmux.waitForPage(1, of: 20)
            #expect(screen.statusLine.contains("one-at-a-time"), "\(screen)")
            #expect(screen.contains("╭") && screen.contains("╰"), "\(screen)")
            #expect(screen.contains("Card 1") && screen.contains("Card 2"), "\(screen)")
            #expect(screen.rightNeighbourPeeks, "the second card should peek in at the right:\n\(screen)")
            let modes = try await tmux.waitForModes("alternate screen and mouse on") { $0.alternateScreen && $0.mouseOn }
            #expect(!modes.cursorVisible, "the cursor should be hidden while the carousel runs")

            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20))
            #expect(screen.neighboursPeekOnBothSides, "cards 1 and 3 should peek in at both sides:\n\(screen)")
            #expect(screen.contains("Card 2") && screen.contains("Card 3"), "\(screen)")

            try await tmux.send("End")
            screen = try await tmux.waitForPage(20, of: 20)
            screen = try await tmux.waitForRest()
            #expect(screen.contains("Card 20"), "\(screen)")
            #expect(screen.page == Page(current: 20, count: 20))

            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout.isEmpty, "q chooses nothing: \(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("Left and Home go back; Left at the first page stays there")
    func leftAndHome() async throws {
        try await TmuxSession.withCarousel(["--start-page", "5"], waitForScreen: "page 5/") { tmux in
            try await tmux.waitForPage(5, of: 20)
            try await tmux.send("Left")
            try await tmux.waitForPage(4, of: 20)
            try await tmux.send("Home")
            try await tmux.waitForPage(1, of: 20)
            try await tmux.send("Left")
            let screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 1, count: 20), "\(screen)")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
    }

    @Test("Enter prints the chosen card's title on stdout after the screen is gone")
    func enterChoosesCard() async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 20)
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stdout == "Card 3\n", "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("a gentle flick (Right) moves one page and a hard flick (Shift+Right) several under nearest")
    func gentleAndHardFlickKeys() async throws {
        try await TmuxSession.withCarousel(["--strategy", "nearest", "--count", "1000"]) { tmux in
            try await tmux.waitForPage(1, of: 1000)
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 1000)
            var screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 1000), "\(screen)")
            try await tmux.send("S-Right")
            screen = try await tmux.waitForScreen("a hard flick to land beyond page 3") { ($0.page?.current ?? 0) > 3 }
            screen = try await tmux.waitForRest()
            #expect((screen.page?.current ?? 0) > 3, "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a hard flick key (L) moves exactly one page under one-at-a-time")
    func hardFlickKeyOneAtATime() async throws {
        try await TmuxSession.withCarousel(["--strategy", "one-at-a-time"]) { tmux in
            try await tmux.send("L")
            try await tmux.waitForScreen("the decision overlay to show the flick") { $0.decidedPage != nil }
            let screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20), "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("Tab and the digit keys change the strategy named on the status line")
    func switchStrategy() async throws {
        try await TmuxSession.withCarousel { tmux in
            var screen = try await tmux.capture()
            #expect(screen.statusLine.contains("one-at-a-time"), "\(screen)")
            let strategies = try await Carousel.run(["strategies"]).stdout
                .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
            let start = try #require(strategies.firstIndex(of: "one-at-a-time"))
            let next = strategies[(start + 1) % strategies.count]
            try await tmux.send("Tab")
            screen = try await tmux.waitForScreen("the status line to name \(next)") { $0.statusLine.contains(" \(next)") }
            #expect(!screen.statusLine.contains("one-at-a-time"), "\(screen)")
            try await tmux.send("4")
            try await tmux.waitForScreen("the status line to name \(strategies[3])") { $0.statusLine.contains(" \(strategies[3])") }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("d hides and shows the decision overlay")
    func toggleOverlay() async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.send("Right")
            var screen = try await tmux.waitForScreen("the overlay to explain the flick") {
                ($0.overlay?.contains("rule:") ?? false) && $0.decidedPage == 2
            }
            // At rest first: the status line names page 2 once the cards have moved (a busy
            // machine can take longer than the capture after d).
            try await tmux.waitForRest()
            try await tmux.send("d")
            screen = try await tmux.waitForScreen("the overlay to be hidden") { $0.overlay == nil && $0.page != nil }
            #expect(screen.page == Page(current: 2, count: 20), "\(screen)")
            try await tmux.send("d")
            try await tmux.waitForScreen("the overlay to be back") { $0.decidedPage == 2 }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("? shows the keys; any key closes the help without acting")
    func helpOverlay() async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.send("?")
            let help = try await tmux.waitForScreen("the help to list the keys") {
                $0.contains("Tab") && $0.contains("Enter") && $0.contains("Home")
            }
            _ = help
            try await tmux.send("q")
            let screen = try await tmux.waitForScreen("the help to close") { !$0.contains("Enter") && $0.page != nil }
            #expect(screen.page == Page(current: 1, count: 20))
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a billion cards: End reaches the last page and memory stays under 60 MB")
    func billionCards() async throws {
        try await TmuxSession.withCarousel(["--count", "1000000000"]) { tmux in
            try await tmux.waitForPage(1, of: 1_000_000_000)
            let pid = try await tmux.carouselPID()
            let before = try #require(ProcessTable.residentKB(pid))
            #expect(before < 60 * 1024, "resident \(before) kB at start")
            try await tmux.send("End")
            try await tmux.waitForPage(1_000_000_000, of: 1_000_000_000)
            var screen = try await tmux.waitForRest()
            #expect(screen.contains("Card 1000000000"), "\(screen)")
            try await tmux.send("Left")
            screen = try await tmux.waitForPage(999_999_999, of: 1_000_000_000)
            let after = try #require(ProcessTable.residentKB(pid))
            #expect(after < 60 * 1024, "resident \(after) kB after End")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }
}
