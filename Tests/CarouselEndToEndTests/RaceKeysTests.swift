import Foundation
import Testing

/// The race answers the keys and clicks the demo does, in the real binary: Space pages every
/// lane, `?` opens the help over the lanes and any key closes it, `d` gives each lane's
/// decision in full, and a click on a lane's page dot takes every lane there.
@Suite("The race's keys and clicks, in tmux")
struct RaceKeysTests {
    static let lanes = ["nearest", "one-at-a-time"]

    static func pages(_ screen: Screen) -> [Int?] { lanes.map { RaceTests.page(screen, $0)?.current } }

    @Test("Space pages every lane; ? shows the keys and any key closes them; d shows each lane's velocity and projection")
    func keys() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", Self.lanes.joined(separator: ","), "--settle-speed", "4"],
            waitForScreen: "one-at-a-time  page 1/"
        ) { tmux in
            try await tmux.send("Space")
            var screen = try await tmux.waitForScreen("every lane a screenful on (3 cards or more)") { s in
                Self.pages(s).allSatisfy { ($0 ?? 0) >= 4 } && Self.lanes.allSatisfy { RaceTests.label(s, $0)?.contains("Space:") == true }
            }
            #expect(Self.pages(screen).allSatisfy { ($0 ?? 0) >= 4 }, "Space pages a screenful in every lane:\n\(screen)")
            try await tmux.send("?")
            screen = try await tmux.waitForScreen("the help over the race") { $0.contains("Keys") && $0.contains("gentle flick") }
            #expect(!screen.contains("Tab/S-Tab"), "the race has no strategy to switch:\n\(screen)")
            try await tmux.send("x")
            try await tmux.waitForScreen("the help closed") { !$0.contains("gentle flick") }
            try await tmux.send("S-Right")
            _ = try await RaceTests.waitForDecisions(tmux, Self.lanes)
            try await tmux.send("d")
            screen = try await tmux.waitForScreen("each lane's decision in full") { s in
                Self.lanes.allSatisfy { RaceTests.label(s, $0)?.contains("v=") == true && RaceTests.label(s, $0)?.contains("P=") == true }
            }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a click on a lane's page dot takes every lane to that page")
    func dotClick() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", Self.lanes.joined(separator: ","), "--settle-speed", "4"],
            waitForScreen: "one-at-a-time  page 1/"
        ) { tmux in
            let screen = try await tmux.capture()
            let row = try #require(screen.lines.firstIndex { $0.hasPrefix("one-at-a-time  ") }, "\(screen)")
            let cells = Array(screen.lines[row])
            let dots = cells.indices.filter { cells[$0] == "○" || cells[$0] == "●" }
            // The third symbol is page 3 (the first is page 1, then each page in order).
            let third = try #require(dots.dropFirst(2).first, "\(screen)")
            try await tmux.sendBytes(MouseEncoding.sgr.press(third + 1, row + 1) + MouseEncoding.sgr.release(third + 1, row + 1))
            let after = try await tmux.waitForScreen("every lane on page 3") { Self.pages($0) == [3, 3] }
            #expect(Self.pages(after) == [3, 3], "\(after)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }
}
