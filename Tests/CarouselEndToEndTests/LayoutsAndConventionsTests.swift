import Foundation
import Testing

/// Vertical and endless carousels, and terminal conventions (`NO_COLOR`).
@Suite("Vertical, wrap and colour conventions")
struct LayoutsAndConventionsTests {
    /// True when any SGR sequence in `text` sets a foreground or background colour.
    static func hasColour(_ text: String) -> Bool {
        for match in text.matches(of: /\x1B\[([0-9;:]*)m/) {
            let params = match.1.split(whereSeparator: { $0 == ";" || $0 == ":" }).compactMap { Int($0) }
            for p in params {
                if p == 38 || p == 48 { return true }
                if (30...37).contains(p) || (40...47).contains(p) || (90...97).contains(p) || (100...107).contains(p) { return true }
            }
        }
        return false
    }

    @Test("NO_COLOR turns colour off entirely; without it the screen has colour")
    func noColor() async throws {
        try await TmuxSession.withCarousel(environment: ["NO_COLOR": "1"]) { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.waitForRest()
            let text = try await tmux.captureWithAttributes()
            #expect(!Self.hasColour(text), "NO_COLOR=1 but the screen has colour:\n\(text)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
        try await TmuxSession.withCarousel { tmux in
            try await tmux.waitForRest()
            let text = try await tmux.captureWithAttributes()
            #expect(Self.hasColour(text), "the cards should be in colour under xterm-256color")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("--vertical: cards stacked, Down and Up page, a vertical flick moves one page", arguments: MouseEncoding.allCases)
    func vertical(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["--vertical"]) { tmux in
            var screen = try await tmux.waitForRest()
            let tops = screen.lines.indices.filter { screen.lines[$0].contains("╭") }
            #expect(tops.count >= 2, "a card and the next one below it:\n\(screen)")
            try await tmux.send("Down")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("Up")
            try await tmux.waitForPage(1, of: 20)
            // A fast upward drag: press low, motions every two rows, release, in one write.
            var bytes = encoding.press(50, 20)
            for y in stride(from: 18, through: 8, by: -2) { bytes += encoding.motion(50, y) }
            bytes += encoding.release(50, 8)
            try await tmux.sendBytes(bytes)
            try await tmux.waitForScreen("the overlay to show the flick") { $0.decidedPage != nil }
            screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20), "one-at-a-time moves one page:\n\(screen)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("--cycle: Left from the first card goes to the last, Right from the last to the first", arguments: [20, 2])
    func wrap(count: Int) async throws {
        try await TmuxSession.withCarousel(["--cycle", "--count", "\(count)"]) { tmux in
            try await tmux.send("Left")
            try await tmux.waitForPage(count, of: count)
            var screen = try await tmux.waitForRest()
            #expect(screen.contains("Card \(count)"), "\(screen)")
            try await tmux.send("Right")
            try await tmux.waitForPage(1, of: count)
            screen = try await tmux.waitForRest()
            #expect(screen.contains("Card 1"), "\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.stdout == "Card 1\n", "\(exit)")
        }
    }
}
