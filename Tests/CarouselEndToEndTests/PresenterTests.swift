import Foundation
import Testing
import CarouselTestSupport

/// The carousel's own frame encoder (used where terminfo says the terminal speaks ANSI) and
/// ncurses (`CAROUSEL_PRESENTER=ncurses`) must leave the same screen: the real binary in
/// tmux, the same flick, keys, resize, details and help through both, compared cell by cell
/// with colours and attributes (`capture-pane -e`).
@Suite("The frame encoder and ncurses draw the same screens")
struct PresenterTests {
    static let terms = ["xterm-256color", "tmux-256color", "xterm"]

    @Test("the same gestures leave the same screens through either presenter", arguments: terms)
    func sameScreens(term: String) async throws {
        let encoder = try await play(term: term, environment: [:])
        let ncurses = try await play(term: term, environment: ["CAROUSEL_PRESENTER": "ncurses"])
        // Which path drew: ncurses' frames go through a spool file, the encoder's do not.
        #expect(!encoder.spooled, "under \(term) the frame encoder should draw, not ncurses")
        #expect(ncurses.spooled, "CAROUSEL_PRESENTER=ncurses should keep ncurses")
        #expect(encoder.screens.count == ncurses.screens.count)
        for (k, (a, b)) in zip(encoder.screens, ncurses.screens).enumerated() {
            let cellsA = VTScreen(capture: a), cellsB = VTScreen(capture: b)
            #expect(cellsA.height > 0)
            if let difference = cellsA.firstDifference(from: cellsB) {
                Issue.record("\(term), screen \(k): \(difference)\n--- encoder ---\n\(a)\n--- ncurses ---\n\(b)")
            }
        }
    }

    @Test("the comparison sees a colour or attribute change, and not a blank's invisible foreground")
    func comparisonIsNotBlind() {
        let plain = VTScreen(capture: "ab \u{1B}[38;5;117mcd\u{1B}[39m  x")
        #expect(plain.firstDifference(from: VTScreen(capture: "ab \u{1B}[38;5;117mcd\u{1B}[39m  x")) == nil)
        #expect(plain.firstDifference(from: VTScreen(capture: "ab \u{1B}[38;5;118mcd\u{1B}[39m  x")) != nil)
        #expect(plain.firstDifference(from: VTScreen(capture: "ab \u{1B}[38;5;117mc\u{1B}[1md\u{1B}[0m  x")) != nil)
        #expect(plain.firstDifference(from: VTScreen(capture: "ab \u{1B}[38;5;117mcd  \u{1B}[39mx")) == nil)
        #expect(plain.firstDifference(from: VTScreen(capture: "ab \u{1B}[38;5;117mcd\u{1B}[4m \u{1B}[0m x")) != nil)
        #expect(plain.firstDifference(from: VTScreen(capture: "ab \u{1B}[38;5;117mcd\u{1B}[39;44m \u{1B}[0m x")) != nil)
    }

    /// Plays the session and returns the screens (with attributes) at each resting point.
    private func play(term: String, environment: [String: String]) async throws -> (screens: [String], spooled: Bool) {
        try await TmuxSession.withCarousel(
            ["--count", "1000", "--strategy", "one-at-a-time"], term: term,
            environment: environment
        ) { tmux in
            let pid = try await tmux.carouselPID()
            let spooled = Self.descriptors(of: pid).contains { $0.contains("carousel-frame") }
            var screens: [String] = []
            // A mouse flick toward later cards, then keys: a gentle and a hard flick.
            try await tmux.sendBytes(MouseEncoding.sgr.drag(from: 80, to: 44, step: 6, y: 12) + MouseEncoding.sgr.release(44, 12))
            try await tmux.waitForScreen("the flick's decision") { $0.decidedPage != nil }
            try await tmux.waitForRest()
            try await tmux.waitForPage(2, of: 1000)
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 1000)
            try await tmux.waitForRest()
            try await tmux.send("S-Right")
            try await tmux.waitForPage(4, of: 1000)
            try await tmux.waitForRest()
            screens.append(try await tmux.captureWithAttributes())
            // Smaller and back: full repaints at both sizes.
            try await tmux.resize(width: 40, height: 12)
            try await tmux.waitForScreen("the 40x12 screen") { $0.lines.count <= 12 && $0.page != nil }
            screens.append(try await Self.stableCapture(tmux))  // too small for the details
            try await tmux.resize(width: 100, height: 30)
            try await tmux.waitForScreen("the 100x30 screen") { $0.lines.count > 20 && $0.page != nil }
            try await tmux.waitForRest()
            screens.append(try await tmux.captureWithAttributes())
            // The details overlay off, then the help.
            try await tmux.send("d")
            try await tmux.waitForScreen("the details to go") { !$0.contains(" idle ") && $0.page != nil }
            screens.append(try await Self.stableCapture(tmux))
            try await tmux.send("?")
            try await tmux.waitForScreen("the help") { $0.contains("Tab") && $0.contains("Enter") && $0.contains("Home") }
            screens.append(try await Self.stableCapture(tmux))
            try await tmux.send("Escape")
            try await tmux.waitForScreen("the help to close") { !$0.contains("Enter") && $0.page != nil }
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
            return (screens, spooled)
        }
    }

    /// A capture that two looks in a row agree on.
    private static func stableCapture(_ tmux: TmuxSession) async throws -> String {
        var previous: String?
        return try await tmux.waitFor("the screen to stay the same") {
            let now = try await tmux.captureWithAttributes()
            defer { previous = now }
            return now == previous ? now : nil
        }
    }

    /// What a process's descriptors point at.
    private static func descriptors(of pid: Int32) -> [String] {
        let directory = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/\($0)") }
    }
}
