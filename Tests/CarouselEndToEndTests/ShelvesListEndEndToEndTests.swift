import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The ends of the shelves' list in tmux: a hard upward flick rests the last shelf at the
/// bottom as ↓ does; `<`/`>` reach the first and last shelf of a long demo list
/// (`--shelf-count`).
@Suite("Shelves: the ends of the list in a terminal")
struct ShelvesListEndEndToEndTests {
    typealias Shelves = ShelvesEndToEndTests
    static let tracker = [
        "shelves", "--strategies", "nearest,one-at-a-time,free,vote,spline,by-few", "--count", "30", "--settle-speed", "4",
    ]

    @Test("a hard upward flick of the list rests vote, spline and by-few on screen, by-few at the bottom", .gestureTiming)
    func hardUpwardFlickRestsAtTheEnd() async throws {
        try await TmuxSession.withCarousel(Self.tracker, waitForScreen: "shelf 1/6") { tmux in
            // Up 24 rows, 4 a report, as a hand flicks the list.
            let encoding = MouseEncoding.sgr
            var reports = [encoding.press(50, 28)]
            for y in stride(from: 24, through: 4, by: -4) { reports.append(encoding.motion(50, y)) }
            reports.append(encoding.release(50, 4))
            try await GestureTimingTests.sendSpaced(tmux, reports, gapMilliseconds: 4)
            try await tmux.waitForScreen("the first shelf to scroll out") { Shelves.label($0, "nearest") == nil }
            let rest = try await Shelves.waitForStill(tmux)
            #expect(rest.lines.count > 1 && Shelves.label(rest, "vote") == rest.lines[1], "vote heads the list:\n\(rest)")
            #expect(Shelves.label(rest, "spline") != nil && Shelves.label(rest, "by-few") != nil, "\(rest)")
            #expect(rest.lines[0].contains("shelf 4/6"), "the focus on the first shelf shown:\n\(rest)")
            // A notch further down has nowhere to go: the list stays.
            try await tmux.sendBytes(encoding.wheel(code: 65, 50, 27))
            try await tmux.send("Down")
            try await tmux.waitForScreen("the focus on spline") { Shelves.label($0, "spline")?.hasPrefix("▶") == true }
            let after = try await Shelves.waitForStill(tmux)
            #expect(Shelves.label(after, "vote") == after.lines[1], "\(after)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("--shelf-count 1000: > goes to the last shelf, at the bottom of the list; < back to the first")
    func firstAndLastShelfKeys() async throws {
        try await TmuxSession.withCarousel(["shelves", "--shelf-count", "1000", "--settle-speed", "4"], waitForScreen: "shelf 1/1000") {
            tmux in
            try await tmux.send(">")
            let last = try await tmux.waitForScreen("the last shelf focused") { $0.lines.first?.contains("shelf 1000/1000") == true }
            let rest = try await Shelves.waitForStill(tmux)
            // Three shelves a screen at 100x30: 998, 999 and 1000, the last focused.
            #expect(rest.lines.count > 1 && Shelves.label(rest, "unclipped 998") == rest.lines[1], "\(last)\n\(rest)")
            #expect(Shelves.label(rest, "nearest 1000")?.hasPrefix("▶") == true, "\(rest)")
            try await tmux.send("<")
            try await tmux.waitForScreen("the first shelf focused") { $0.lines.first?.contains("shelf 1/1000") == true }
            let first = try await Shelves.waitForStill(tmux)
            #expect(Shelves.label(first, "system")?.hasPrefix("▶") == true && Shelves.label(first, "system") == first.lines[1], "\(first)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "system\tCard 1\n", "\(exit)")
        }
    }

    @Test("--shelf-count is for the demo shelves: 0, or with input lines, is bad usage")
    func shelfCountUsage() async throws {
        let zero = try await Carousel.run(["shelves", "--shelf-count", "0"])
        #expect(zero.status == 64 && zero.stderr.contains("--shelf-count"), "\(zero)")
        let withInput = try await Carousel.run(["shelves", "--shelf-count", "5"], stdin: Data("a\tone\n".utf8))
        #expect(withInput.status == 64 && withInput.stderr.contains("--shelf-count"), "\(withInput)")
    }
}
