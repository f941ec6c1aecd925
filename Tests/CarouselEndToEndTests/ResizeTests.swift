import Foundation
import Testing

/// Resizes down to 1x1 and back, many times, with and without a drag in progress.
@Suite("Resizes")
struct ResizeTests {
    static let storm = [(40, 12), (20, 6), (10, 3), (1, 1), (100, 30)]

    /// What must be on screen at each size of the storm.
    private func expectSize(_ tmux: TmuxSession, width: Int, height: Int, page: Page) async throws {
        switch (width, height) {
        case (100, 30):
            let screen = try await tmux.waitForScreen("the full view at 100x30 on \(page)") {
                $0.page == page && $0.neighboursPeekOnBothSides && $0.contains("q quit") && $0.overlay != nil && $0.contains(" idle ")
            }
            #expect(screen.statusLine.contains("one-at-a-time"), "\(screen)")
        case (40, 12), (20, 6):
            try await tmux.waitForScreen("cards and \(page) at \(width)x\(height)") {
                $0.page == page && $0.contains("╭") && $0.lines.allSatisfy { $0.count <= width }
            }
        case (10, 3):
            // Too small for cards: one line (a note, cut to the width), nothing else.
            try await tmux.waitForScreen("a one-line note at 10x3") {
                $0.nonBlankLines.count == 1 && !$0.contains("╭") && $0.lines.allSatisfy { $0.count <= 10 }
            }
        default:
            // 1x1: at most one character fits; the program must simply survive it.
            try await tmux.waitForScreen("at most one cell at 1x1") { $0.text.filter { !$0.isWhitespace }.count <= 1 }
        }
    }

    @Test("a resize storm down to 1x1 and back keeps the page and the program", arguments: ["xterm-256color", "tmux-256color"])
    func resizeStorm(term: String) async throws {
        try await TmuxSession.withCarousel(term: term) { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 20)
            try await tmux.waitForRest()
            let pid = try await tmux.carouselPID()
            let page = Page(current: 3, count: 20)

            // One slow round, looking at every size.
            for (w, h) in Self.storm {
                try await tmux.resize(width: w, height: h)
                try await expectSize(tmux, width: w, height: h, page: page)
                #expect(ProcessTable.isAlive(pid), "the carousel died at \(w)x\(h)")
            }
            // Then a storm: many resizes back to back without waiting.
            for _ in 0..<6 {
                for (w, h) in Self.storm { try await tmux.resize(width: w, height: h) }
            }
            try await expectSize(tmux, width: 100, height: 30, page: page)
            #expect(ProcessTable.isAlive(pid))

            // Nothing else changed: the keys work from the same page.
            try await tmux.send("Right")
            try await tmux.waitForPage(4, of: 20)
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("the one-line note says the terminal is too small where the words fit (10x3)")
    func tooSmallNoteIsReadable() async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.resize(width: 10, height: 3)
            try await tmux.waitForScreen("no cards at 10x3") { !$0.contains("╭") && !$0.contains("page 1/20") }
            let screen = try await tmux.waitForScreen("'too small' at 10x3", timeout: 5) { $0.contains("too small") }
            #expect(screen.contains("too small"))
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a small terminal (30x8) still shows cards, the page and paging works")
    func smallButUsable() async throws {
        try await TmuxSession.withCarousel(width: 30, height: 8) { tmux in
            var screen = try await tmux.capture()
            #expect(screen.contains("╭") && screen.contains("╰"), "\(screen)")
            try await tmux.send("Right")
            screen = try await tmux.waitForPage(2, of: 20)
            #expect(screen.lines.allSatisfy { $0.count <= 30 }, "\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a resize in the middle of a drag cancels it cleanly", arguments: MouseEncoding.allCases)
    func resizeDuringDrag(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["--strategy", "nearest"]) { tmux in
            let before = try await tmux.capture().cardLeftEdges
            try await tmux.sendBytes(encoding.drag(from: 80, to: 55, step: 5, y: 12))
            try await tmux.waitForScreen("the drag to move the cards") { $0.cardLeftEdges != before }
            try await tmux.resize(width: 40, height: 12)
            try await tmux.waitForScreen("the view at 40x12") { $0.lines.allSatisfy { $0.count <= 40 } && $0.page != nil }
            // Motion after the window shrank, outside it, then the release.
            try await tmux.sendBytes(encoding.motion(90, 25) + encoding.motion(20, 6) + encoding.release(20, 6))
            try await tmux.resize(width: 100, height: 30)
            let screen = try await tmux.waitForScreen("the full view at rest on a whole page") {
                $0.page != nil && $0.contains(" idle ") && ($0.neighboursPeekOnBothSides || $0.rightNeighbourPeeks)
            }
            let page = try #require(screen.page)
            #expect((1...2).contains(page.current), "\(screen)")
            try await tmux.send("Right")
            try await tmux.waitForPage(page.current + 1, of: 20)
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }
}
