import Testing
import CarouselTestSupport
@testable import CarouselKit

/// The list of shelves obeys the rule the cards obey: its last page rests aligned, the last
/// shelf at the bottom, however hard the flick; never the last shelf alone at the top over
/// blank rows.
@Suite("Shelves: the end of the list")
struct ShelvesListEndTests {
    typealias Run = ShelvesTests.Run
    /// The tracker's six shelves of 30 cards at 100x30.
    static let strategies = ["nearest", "one-at-a-time", "free", "vote", "spline", "by-few"]

    /// Rows of the list below the last shelf's strip: what a person sees as blank at the end.
    static func rowsBelowTheLastShelf(_ run: Run) throws -> Int {
        let last = try #require(run.labelRow("by-few"), "the last shelf is on screen:\n\(run.screen.joined(separator: "\n"))")
        return run.scene.screen.list.maxY - (last + run.scene.screen.laneHeight)
    }

    /// What ↓ leaves at the end: the rows from the status row down to the list's end, the
    /// focus mark aside.
    static func restAtTheEndByKeys() -> [String] {
        let run = Run(strategies: strategies, count: 30)
        for _ in strategies { run.key(.down) }
        run.settle()
        return run.screen.map { $0.replacingOccurrences(of: "▶", with: " ") }.dropFirst().map { $0 }
    }

    @Test func aHardUpwardFlickRestsTheLastShelfAtTheBottom() throws {
        let run = Run(strategies: Self.strategies, count: 30)
        // Up 24 rows in 4 reports 8 ms apart: far faster than the list has shelves for.
        run.drag(x: 50, y: 27, dx: 0, dy: -24, steps: 4)
        run.settle()
        let below = try Self.rowsBelowTheLastShelf(run)
        #expect(
            below >= 0 && below < run.scene.screen.laneHeight,
            "\(below) blank rows under the last shelf:\n\(run.screen.joined(separator: "\n"))")
        #expect(run.labelRow("vote") == run.scene.screen.list.y, "\(run.screen.joined(separator: "\n"))")
        #expect(
            run.screen.map { $0.replacingOccurrences(of: "▶", with: " ") }.dropFirst().map { $0 } == Self.restAtTheEndByKeys(),
            "the flick rests where ↓ does")
        #expect(run.screen[0].contains("shelf 4/6"), "the focus on the first shelf shown: \(run.screen[0])")
    }

    /// A swipe of the wheel over the list goes no further than the last page either.
    @Test func aWheelSwipeRestsTheLastShelfAtTheBottom() throws {
        let run = Run(strategies: Self.strategies, count: 30)
        for _ in 0..<40 {
            run.mouse(.wheel(dx: 0, dy: 1), x: 50, y: 20)
            run.now += 0.008
            _ = run.scene.tick(now: run.now)
        }
        run.now += 1
        run.settle()
        let below = try Self.rowsBelowTheLastShelf(run)
        #expect(below >= 0 && below < run.scene.screen.laneHeight, "\(run.screen.joined(separator: "\n"))")
        // A notch on past the end moves nothing; a notch back scrolls back a shelf.
        run.mouse(.wheel(dx: 0, dy: 1), x: 50, y: 27)
        run.now += 1; run.settle()
        #expect(run.labelRow("vote") == run.scene.screen.list.y)
        run.mouse(.wheel(dx: 0, dy: -1), x: 50, y: 27)
        run.now += 1; run.settle()
        #expect(run.labelRow("free") == run.scene.screen.list.y, "\(run.screen.joined(separator: "\n"))")
    }

    /// Fewer shelves than a screen holds: the list does not scroll at all.
    @Test func aShortListDoesNotScroll() throws {
        let run = Run(strategies: ["nearest", "vote"], count: 30)
        run.drag(x: 50, y: 27, dx: 0, dy: -24, steps: 4)
        run.settle()
        #expect(run.labelRow("nearest") == run.scene.screen.list.y, "\(run.screen.joined(separator: "\n"))")
    }

    /// A resize that shows more shelves a screen brings a list resting past its new last
    /// page back to it.
    @Test func aTallerScreenKeepsTheLastShelfAtTheBottom() throws {
        let run = Run(strategies: Self.strategies, count: 30)
        for _ in Self.strategies { run.key(.down) }
        run.settle()
        run.send(.resize(width: 100, height: 60))
        run.settle()
        let below = try Self.rowsBelowTheLastShelf(run)
        #expect(below >= 0 && below < run.scene.screen.laneHeight, "\(run.screen.joined(separator: "\n"))")
    }
}
