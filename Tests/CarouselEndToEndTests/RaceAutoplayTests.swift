import Foundation
import Testing

/// `carousel race --autoplay SECONDS`: every lane moves one card at a time, Space pauses and
/// resumes, a key or a drag pauses it, and a paused race sleeps.
@Suite("Autoplay in the race", .gestureTiming)
struct RaceAutoplayEndToEndTests {
    static let lanes = ["nearest", "one-at-a-time"]

    static func pages(_ screen: Screen) -> [Int] { lanes.compactMap { RaceTests.page(screen, $0)?.current } }

    @Test("autoplay moves every lane and stops on the last card without --wrap")
    func advancesEveryLaneAndStops() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", Self.lanes.joined(separator: ","), "--autoplay", "0.3", "--count", "4"],
            waitForScreen: " race"
        ) { tmux in
            let last = try await tmux.waitForScreen("every lane on the last card, autoplay stopped") {
                Self.pages($0) == [4, 4] && $0.statusLine.contains("paused")
            }
            #expect(RaceTests.label(last, "nearest")?.contains("-> page 4") == true, "\(last)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("Space pauses the race's autoplay and resumes it; a drag pauses it; nothing wakes while paused")
    func spaceAndDragPause() async throws {
        try await TmuxSession.withCarousel(
            ["race", "--strategies", Self.lanes.joined(separator: ","), "--autoplay", "0.4", "--count", "1000"],
            height: 30, waitForScreen: " race"
        ) { tmux in
            try await tmux.waitForScreen("autoplay to move every lane") {
                $0.statusLine.contains("autoplay 0.4s") && Self.pages($0).count == 2 && Self.pages($0).allSatisfy { $0 >= 2 }
            }
            try await tmux.send("Space")
            try await tmux.waitForScreen("paused") { $0.statusLine.contains("paused") }
            _ = try await RaceTests.waitForDecisions(tmux, Self.lanes)
            // A settle's last frames move less than a cell: the screen looks still before the
            // program is. Wait until it sleeps through a short gap.
            let pid = try await tmux.carouselPID()
            try await tmux.waitFor("the race to stop drawing") { () -> Bool? in
                guard let a = AutoplayEndToEndTests.voluntarySwitches(pid) else { return true }
                try await Task.sleep(for: .milliseconds(250))
                guard let b = AutoplayEndToEndTests.voluntarySwitches(pid) else { return true }
                return b - a <= 1 ? true : nil
            }
            let pages = Self.pages(try await tmux.capture())
            // The gap in time that the test is about: several intervals with nothing due.
            let before = AutoplayEndToEndTests.voluntarySwitches(pid)
            try await Task.sleep(for: .milliseconds(1500))
            #expect(Self.pages(try await tmux.capture()) == pages, "paused autoplay stays")
            if let before, let after = AutoplayEndToEndTests.voluntarySwitches(pid) {
                #expect(after - before <= 2, "woke \(after - before) times while paused")
            }
            try await tmux.send("Space")
            try await tmux.waitForScreen("autoplay again") { $0.statusLine.contains("autoplay 0.4s") }
            try await tmux.waitForScreen("the next card in every lane") {
                Self.pages($0).count == 2 && zip(Self.pages($0), pages).allSatisfy { $0 > $1 }
            }
            // A drag takes over: paused until Space.
            try await tmux.sendBytes(MouseEncoding.sgr.press(60, 10) + MouseEncoding.sgr.motion(58, 10) + MouseEncoding.sgr.release(58, 10))
            try await tmux.waitForScreen("paused by a drag") { $0.statusLine.contains("paused") }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }
}
