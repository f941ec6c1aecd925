import Foundation
import Testing

/// `carousel shelves` in a real xterm under Xvfb, driven by a real X pointer: a hard
/// sideways flick moves only the shelf it began on, by that shelf's strategy; a vertical
/// flick scrolls the list and comes to rest on a whole shelf.
@Suite("Shelves in a real xterm under a real pointer", .serialized, .gestureTiming)
struct ShelvesRealTerminalTests {
    /// Waits until two captures 100 ms apart agree: the shelves at rest.
    static func waitForStill(_ x: XTerminalSession) async throws -> Screen {
        var previous: Screen?
        return try await x.waitFor("the shelves to come to rest") {
            try await Task.sleep(for: .milliseconds(100))
            let screen = try await x.capture()
            defer { previous = screen }
            return previous?.text == screen.text ? screen : nil
        }
    }

    /// A hard sideways flick with the real pointer on the strip of the shelf whose label is
    /// on the 0-based `labelRow`: from column 90 to 30, 10 columns each 8 ms (about 1200
    /// columns a second), let go while still moving.
    static func hardFlick(_ x: XTerminalSession, labelRow: Int) async throws {
        let row = Double(labelRow + 4)
        let points: [(column: Double, row: Double)] = stride(from: 90.0, through: 30, by: -10).map { ($0, row) }
        try await x.drag(points, stepMilliseconds: 8)
    }

    /// The 0-based row of the label of the shelf named `name`.
    static func labelRow(_ screen: Screen, _ name: String) -> Int? {
        screen.lines.firstIndex { $0.hasPrefix("▶ \(name) ") || $0.hasPrefix("  \(name) ") }
    }

    struct Flicks {
        var afterNearest: Screen
        var afterOneAtATime: Screen
        var nearestPage: Int { ShelvesEndToEndTests.page(afterNearest, "nearest") ?? 0 }
    }

    @Test("a hard sideways flick moves only its shelf: nearest several cards, one-at-a-time exactly one")
    func sidewaysFlickMovesOneShelf() async throws {
        let page = ShelvesEndToEndTests.page
        let flicks = try await LoadedMachine.untilFastEnough({ (f: Flicks) in f.nearestPage >= 3 }) {
            try await XTerminalSession.withCarousel(
                ["shelves", "--strategies", "nearest,one-at-a-time,vote", "--count", "50", "--settle-speed", "4"], in: .xterm
            ) { x -> Flicks in
                let start = try await x.waitForScreen("the three shelves") { $0.contains("shelf 1/3") && Self.labelRow($0, "vote") != nil }
                try await Self.hardFlick(x, labelRow: try #require(Self.labelRow(start, "nearest"), "\(start)"))
                try await x.waitForScreen("the nearest shelf to move") { page($0, "nearest") != 1 }
                let afterNearest = try await Self.waitForStill(x)
                let second = try #require(Self.labelRow(afterNearest, "one-at-a-time"), "\(afterNearest)")
                try await Self.hardFlick(x, labelRow: second)
                try await x.waitForScreen("the one-at-a-time shelf to move") { page($0, "one-at-a-time") != 1 }
                let afterOneAtATime = try await Self.waitForStill(x)
                try await x.key("q")
                let exit = try await x.waitForExit()
                #expect(exit.status == 0 && exit.sttyBefore == exit.sttyAfter, "\(exit)")
                return Flicks(afterNearest: afterNearest, afterOneAtATime: afterOneAtATime)
            }
        }
        let moved = flicks.afterNearest, rest = flicks.afterOneAtATime
        #expect(flicks.nearestPage >= 3, "a hard flick under nearest should cross several cards:\n\(moved)")
        #expect(page(moved, "one-at-a-time") == 1 && page(moved, "vote") == 1, "the other shelves keep page 1:\n\(moved)")
        #expect(page(rest, "one-at-a-time") == 2, "one-at-a-time moves exactly one card:\n\(rest)")
        #expect(page(rest, "nearest") == flicks.nearestPage && page(rest, "vote") == 1, "the other shelves keep their pages:\n\(rest)")
        #expect(ShelvesEndToEndTests.label(rest, "one-at-a-time")?.hasPrefix("▶") == true, "the flicked shelf has the focus:\n\(rest)")
    }

    /// The status row's `shelf X/N`, as X.
    static func focusedShelf(_ screen: Screen) -> Int? {
        screen.lines.first?.firstMatch(of: /shelf (\d+)\//).flatMap { Int($0.1) }
    }

    @Test("a vertical flick with the real pointer scrolls the list and settles on a whole shelf")
    func verticalFlickScrollsTheList() async throws {
        try await XTerminalSession.withCarousel(["shelves", "--strategies", "all", "--settle-speed", "4"], in: .xterm) { x in
            let start = try await x.waitForScreen("the list on its first shelf") {
                $0.contains("shelf 1/10") && Self.labelRow($0, "system") != nil
            }
            #expect(Self.labelRow(start, "system") == 1, "\(start)")
            // Up by 22 rows, two at a time every 8 ms, let go while moving.
            let points: [(column: Double, row: Double)] = stride(from: 26.0, through: 4, by: -2).map { (50, $0) }
            try await x.drag(points, stepMilliseconds: 8)
            try await x.waitForScreen("the first shelf to scroll out") { ShelvesEndToEndTests.label($0, "system") == nil }
            let rest = try await Self.waitForStill(x)
            // At rest on a whole shelf: the row under the status row is a label, not cards.
            #expect(
                rest.lines.count > 1 && (rest.lines[1].hasPrefix("▶ ") || rest.lines[1].firstMatch(of: /^  \S+ +page\s/) != nil),
                "the list rests with a label at its top:\n\(rest)")
            #expect((Self.focusedShelf(rest) ?? 1) > 1, "the focus follows the list to a shelf shown:\n\(rest)")
            #expect(ShelvesEndToEndTests.page(rest, "nearest") ?? 1 == 1, "no shelf moved sideways:\n\(rest)")
            try await x.key("q")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0 && exit.sttyBefore == exit.sttyAfter, "\(exit)")
        }
    }
}
