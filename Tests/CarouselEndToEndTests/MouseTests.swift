import Foundation
import Testing

/// Drags, flicks and clicks sent as the raw bytes a terminal writes (SGR and X10), under
/// both kinds of `TERM`: xterm's terminfo knows SGR, tmux's only X10; the program must
/// read both everywhere.
@Suite("Mouse drags and clicks from raw terminal reports")
struct MouseTests {
    static let terms = ["xterm-256color", "tmux-256color"]
    /// A row inside the cards at 100x30 (1-based).
    static let row = 12

    /// A hard flick: press, motions six columns apart a few ms from each other, and the
    /// release one step further on (the hand lets go while moving); toward later cards (the
    /// pointer goes left). Reports in one read say nothing about speed, so each is sent on
    /// its own.
    static func hardFlick(_ tmux: TmuxSession, _ encoding: MouseEncoding, from: Int = 80, to: Int = 44, step: Int = 6) async throws {
        var reports = [encoding.press(from, row)]
        var x = from
        while x != to {
            x = to < from ? max(to, x - step) : min(to, x + step)
            reports.append(encoding.motion(x, row))
        }
        reports.append(encoding.release(to < from ? to - step : to + step, row))
        try await GestureTimingTests.sendSpaced(tmux, reports, gapMilliseconds: 4)
    }

    @Test("a hard flick moves exactly one page under one-at-a-time", .gestureTiming, arguments: terms, MouseEncoding.allCases)
    func hardFlickOneAtATime(term: String, encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["--strategy", "one-at-a-time", "--count", "1000", "--settle-speed", "4"], term: term) { tmux in
            try await Self.hardFlick(tmux, encoding)
            try await tmux.waitForScreen("the overlay to show the flick's decision") { $0.decidedPage != nil }
            let screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 1000), "\(screen)")
            #expect(screen.decidedPage == 2, "\(screen)")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("a hard flick crosses several pages under nearest", .gestureTiming, arguments: terms, MouseEncoding.allCases)
    func hardFlickNearest(term: String, encoding: MouseEncoding) async throws {
        let screen = try await LoadedMachine.untilFastEnough({ ($0.page?.current ?? 0) >= 3 }) {
            try await TmuxSession.withCarousel(["--strategy", "nearest", "--count", "1000", "--settle-speed", "4"], term: term) { tmux in
                try await Self.hardFlick(tmux, encoding, from: 90, to: 30, step: 10)
                try await tmux.waitForScreen("the overlay to show the flick's decision") { $0.decidedPage != nil }
                let screen = try await tmux.waitForRest()
                try await tmux.send("q")
                #expect(try await tmux.waitForExit().status == 0)
                return screen
            }
        }
        let page = try #require(screen.page, "\(screen)")
        // The drag alone (70 columns) reaches page 2; the flick carries it past that, how
        // far depending on how quickly the reports came (a loaded machine sends slower).
        #expect(page.current >= 3, "a hard flick under nearest should cross several pages:\n\(screen)")
        #expect(screen.decidedPage == page.current, "\(screen)")
    }

    /// Drags `distance` columns toward later cards, holds still well past 150 ms, releases.
    private func slowDrag(_ tmux: TmuxSession, _ encoding: MouseEncoding, distance: Int) async throws -> Screen {
        let start = 80
        let before = try await tmux.capture().cardLeftEdges
        try await tmux.sendBytes(encoding.drag(from: start, to: start - distance, step: 5, y: Self.row))
        // The content follows the pointer 1:1: every card edge moves left by `distance`.
        let moved = before.map { $0 - distance }.filter { $0 >= 0 }
        try await tmux.waitForScreen("the cards to follow the pointer \(distance) columns (edges at \(moved))") {
            $0.cardLeftEdges.filter { $0 < 100 - 1 } == moved.filter { $0 < 100 - 1 }
        }
        // The gesture itself: the pointer rests before the release (the contract's 150 ms, doubled).
        try await Task.sleep(for: .milliseconds(300))
        try await tmux.sendBytes(encoding.release(start - distance, Self.row))
        try await tmux.waitForScreen("the overlay to show the drag's decision") { $0.decidedPage != nil }
        return try await tmux.waitForRest()
    }

    @Test(
        "a slow drag past half a card settles on the next page, with velocity 0", .gestureTiming, arguments: terms, MouseEncoding.allCases)
    func slowDragForward(term: String, encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["--strategy", "nearest", "--settle-speed", "4"], term: term) { tmux in
            let screen = try await slowDrag(tmux, encoding, distance: 40)
            #expect(screen.page == Page(current: 2, count: 20), "\(screen)")
            #expect(screen.overlay?.contains("v=0 ") ?? false, "a pointer held still gives velocity 0:\n\(screen)")
            #expect(screen.neighboursPeekOnBothSides, "the card should rest aligned:\n\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a slow drag short of half a card settles back where it started", .gestureTiming, arguments: terms, MouseEncoding.allCases)
    func slowDragBack(term: String, encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["--strategy", "one-at-a-time", "--settle-speed", "4"], term: term) { tmux in
            let start = try await tmux.capture()
            let screen = try await slowDrag(tmux, encoding, distance: 20)
            #expect(screen.page == Page(current: 1, count: 20), "\(screen)")
            #expect(screen.cardLeftEdges == start.cardLeftEdges, "the card should be back in place:\n\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a click on a peeking neighbour scrolls to it under unclipped", arguments: terms, MouseEncoding.allCases)
    func clickNeighbour(term: String, encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["--strategy", "unclipped"], term: term) { tmux in
            var screen = try await tmux.capture()
            let neighbour = try #require(screen.cardLeftEdges.last, "\(screen)")
            #expect(neighbour > 50, "\(screen)")
            // 1-based column a few cells inside the peeking card.
            let x = neighbour + 5
            try await tmux.sendBytes(encoding.press(x, Self.row) + encoding.release(x, Self.row))
            try await tmux.waitForPage(2, of: 20)
            screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20), "\(screen)")
            #expect(screen.neighboursPeekOnBothSides, "\(screen)")
            // A click on the current card goes nowhere.
            try await tmux.sendBytes(encoding.press(50, Self.row) + encoding.release(50, Self.row))
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 20)
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a click that crosses one column's edge is still a click; two columns is a drag", arguments: MouseEncoding.allCases)
    func wobblingClick(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["--strategy", "unclipped", "--settle-speed", "4"]) { tmux in
            let screen = try await tmux.waitForRest()
            let neighbour = try #require(screen.cardLeftEdges.last, "\(screen)")
            // A hand a pixel over a column's edge: the press in one column, the rest in the next.
            let x = neighbour + 5
            try await tmux.sendBytes(encoding.press(x, Self.row) + encoding.motion(x + 1, Self.row) + encoding.release(x + 1, Self.row))
            try await tmux.waitForPage(2, of: 20)
            let rest = try await tmux.waitForRest()
            #expect(rest.page == Page(current: 2, count: 20) && rest.neighboursPeekOnBothSides, "\(rest)")
            // Two columns over and back: a drag that moved nothing, not a click.
            let next = try #require(rest.cardLeftEdges.last, "\(rest)") + 5
            try await tmux.sendBytes(
                encoding.press(next, Self.row) + encoding.motion(next + 2, Self.row) + encoding.motion(next, Self.row)
                    + encoding.release(next, Self.row))
            try await tmux.send("Left")
            try await tmux.waitForPage(1, of: 20)
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("SGR reports work past column 223, where X10 cannot reach", .gestureTiming, arguments: terms)
    func wideTerminal(term: String) async throws {
        try await TmuxSession.withCarousel(["--strategy", "unclipped"], width: 260, height: 30, term: term) { tmux in
            var screen = try await tmux.waitForRest()
            let neighbour = try #require(screen.cardLeftEdges.last, "\(screen)")
            let x = max(neighbour + 5, 230)
            try #require(x > 223 && x <= 258, "the neighbour should peek in past column 223:\n\(screen)")
            try await tmux.sendBytes(MouseEncoding.sgr.press(x, Self.row) + MouseEncoding.sgr.release(x, Self.row))
            try await tmux.waitForPage(2, of: 20)
            // A hard flick that starts and ends past column 223.
            try await Self.hardFlick(tmux, .sgr, from: 258, to: 226, step: 8)
            try await tmux.waitForScreen("the overlay to show the flick") { $0.decidedPage == 3 }
            screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 3, count: 20), "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("one notch of the wheel moves one page, vertical and horizontal wheels alike", arguments: terms, MouseEncoding.allCases)
    func wheel(term: String, encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(term: term) { tmux in
            try await tmux.sendBytes(encoding.wheel(code: 65, 50, Self.row))  // down: toward later cards
            try await tmux.waitForPage(2, of: 20)
            try await tmux.waitForRest()
            try await tmux.sendBytes(encoding.wheel(code: 67, 50, Self.row))  // right
            try await tmux.waitForPage(3, of: 20)
            try await tmux.waitForRest()
            try await tmux.sendBytes(encoding.wheel(code: 66, 50, Self.row))  // left
            try await tmux.waitForPage(2, of: 20)
            try await tmux.waitForRest()
            try await tmux.sendBytes(encoding.wheel(code: 64, 50, Self.row))  // up
            try await tmux.waitForPage(1, of: 20)
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a click on a dot of the page control goes to that page", arguments: MouseEncoding.allCases)
    func clickDot(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel { tmux in
            let screen = try await tmux.capture()
            let rowIndex = try #require(screen.lines.firstIndex { $0.contains("●") }, "\(screen)")
            let dots = Array(screen.lines[rowIndex])
            let columns = dots.indices.filter { dots[$0] == "●" || dots[$0] == "○" }
            #expect(columns.count == 20, "\(screen)")
            let fifth = try #require(columns.dropFirst(4).first)
            try await tmux.sendBytes(encoding.press(fifth + 1, rowIndex + 1) + encoding.release(fifth + 1, rowIndex + 1))
            try await tmux.waitForPage(5, of: 20)
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a drag past the first card resists and springs back to page 1", arguments: MouseEncoding.allCases)
    func rubberBandAtStart(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel { tmux in
            let start = try await tmux.capture()
            let first = try #require(start.cardLeftEdges.first)
            // Drag 30 columns toward earlier cards, where there are none.
            try await tmux.sendBytes(encoding.drag(from: 30, to: 60, step: 5, y: Self.row))
            let stretched = try await tmux.waitForScreen("the first card to move right, less than the pointer") {
                guard let edge = $0.cardLeftEdges.first else { return false }
                return edge > first
            }
            let edge = try #require(stretched.cardLeftEdges.first)
            #expect(edge < first + 30, "past the end the content should resist, not follow 1:1:\n\(stretched)")
            try await tmux.sendBytes(encoding.release(60, Self.row))
            let screen = try await tmux.waitForScreen("the first card to spring back") {
                $0.cardLeftEdges.first == first && $0.contains(" idle ")
            }
            #expect(screen.page == Page(current: 1, count: 20), "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }
}
