import Foundation
import Testing
import CarouselTestSupport

/// Frames that shift the strip on the terminal (ICH/DCH sideways, a scroll region up and
/// down) instead of writing it again must leave the screen ncurses leaves: after flicks
/// both ways on both axes, tmux's screen through the frame encoder is the same, cell by
/// cell with colours, as through ncurses (`CAROUSEL_PRESENTER=ncurses`).
@Suite("Shifted frames leave the screen ncurses leaves")
struct ShiftedFramesTests {
    @Test(
        "flicks leave the same screens through either presenter",
        arguments: [("xterm-256color", false), ("tmux-256color", false), ("xterm-256color", true), ("screen-256color", true)])
    func sameScreensAfterFlicks(term: String, vertical: Bool) async throws {
        let encoder = try await play(term: term, vertical: vertical, environment: [:])
        let ncurses = try await play(term: term, vertical: vertical, environment: ["CAROUSEL_PRESENTER": "ncurses"])
        #expect(encoder.count == ncurses.count)
        for (k, (a, b)) in zip(encoder, ncurses).enumerated() {
            let cellsA = VTScreen(capture: a), cellsB = VTScreen(capture: b)
            #expect(cellsA.height > 0)
            if let difference = cellsA.firstDifference(from: cellsB) {
                Issue.record(
                    "\(term) \(vertical ? "vertical" : "horizontal"), screen \(k): \(difference)\n--- encoder ---\n\(a)\n--- ncurses ---\n\(b)"
                )
            }
        }
    }

    /// A mouse flick toward later cards and one back, then a key and a hard key each way;
    /// the screen at rest after each.
    private func play(term: String, vertical: Bool, environment: [String: String]) async throws -> [String] {
        // The screens at rest are under test, not the settle's pace: the fastest spring.
        let arguments = ["--count", "1000", "--strategy", "one-at-a-time", "--settle-speed", "4"] + (vertical ? ["--vertical"] : [])
        return try await TmuxSession.withCarousel(arguments, term: term, environment: environment) { tmux in
            var screens: [String] = []
            func flick(from: Int, to: Int) -> [UInt8] {
                let mouse = MouseEncoding.sgr
                guard vertical else { return mouse.drag(from: from, to: to, step: 6, y: 12) + mouse.release(to, 12) }
                var bytes = mouse.press(50, from)
                var y = from
                while y != to {
                    y += to < from ? -1 : 1
                    bytes += mouse.motion(50, y)
                }
                return bytes + mouse.release(50, to)
            }
            let (next, previous) = vertical ? ("Down", "Up") : ("Right", "Left")
            try await tmux.sendBytes(vertical ? flick(from: 20, to: 8) : flick(from: 80, to: 44))
            try await tmux.waitForScreen("the flick's decision") { $0.decidedPage != nil && $0.page != Page(current: 1, count: 1000) }
            try await tmux.waitForRest()
            screens.append(try await tmux.captureWithAttributes())
            try await tmux.sendBytes(vertical ? flick(from: 8, to: 16) : flick(from: 30, to: 60))
            try await tmux.waitForRest()
            screens.append(try await tmux.captureWithAttributes())
            for key in [next, "S-" + next, previous, "S-" + previous] {
                let before = try await tmux.capture().page
                try await tmux.send(key)
                try await tmux.waitForScreen("the page to change after \(key)") { $0.page != before }
                try await tmux.waitForRest()
                screens.append(try await tmux.captureWithAttributes())
            }
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            return screens
        }
    }
}
