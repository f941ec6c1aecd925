import CarouselCore
import Foundation
import Testing

/// `carousel shelves` in tmux: a sideways flick moves its shelf only, by that shelf's
/// strategy; a vertical drag scrolls the list; Enter prints `SHELF<TAB>TITLE`; shelves
/// and cards appear while stdin is read.
@Suite("Shelves in a terminal")
struct ShelvesEndToEndTests {
    /// The label row of the shelf named `name` (`▶ name  page X/N  ...` or `  name  ...`).
    static func label(_ screen: Screen, _ name: String) -> String? {
        screen.lines.first { $0.hasPrefix("▶ \(name) ") || $0.hasPrefix("  \(name) ") }
    }

    /// The 1-based page the shelf named `name` shows, if its label is on screen.
    static func page(_ screen: Screen, _ name: String) -> Int? {
        guard let label = label(screen, name), let range = label.range(of: "page ") else { return nil }
        return Int(label[range.upperBound...].prefix { $0.isNumber })
    }

    /// Waits until two captures 100 ms apart agree: the shelves at rest.
    static func waitForStill(_ tmux: TmuxSession) async throws -> Screen {
        var previous: Screen?
        return try await tmux.waitFor("the shelves to come to rest") {
            try await Task.sleep(for: .milliseconds(100))
            let screen = try await tmux.capture()
            defer { previous = screen }
            return previous?.text == screen.text ? screen : nil
        }
    }

    /// A hard sideways flick on the 1-based row `row`: reports spaced as a hand sends them.
    static func hardFlick(_ tmux: TmuxSession, row: Int, from: Int = 90, to: Int = 30, step: Int = 10) async throws {
        let encoding = MouseEncoding.sgr
        var reports = [encoding.press(from, row)]
        var x = from
        while x > to {
            x = max(to, x - step)
            reports.append(encoding.motion(x, row))
        }
        reports.append(encoding.release(to - step, row))
        try await GestureTimingTests.sendSpaced(tmux, reports, gapMilliseconds: 4)
    }

    @Test("a hard sideways flick moves only its shelf: nearest several cards, one-at-a-time one", .gestureTiming)
    func sidewaysFlickMovesOneShelf() async throws {
        try await TmuxSession.withCarousel(
            ["shelves", "--strategies", "nearest,one-at-a-time,vote", "--count", "50", "--settle-speed", "4"],
            waitForScreen: "shelf 1/3"
        ) { tmux in
            // Rows are 1-based for the terminal: the strip starts under the label row.
            let first = try #require(try await tmux.capture().lines.firstIndex { $0.hasPrefix("▶ nearest ") })
            try await Self.hardFlick(tmux, row: first + 1 + 4)
            try await tmux.waitForScreen("the nearest shelf to cross several cards") { (Self.page($0, "nearest") ?? 0) >= 3 }
            let moved = try await Self.waitForStill(tmux)
            #expect(Self.page(moved, "one-at-a-time") == 1, "\(moved)")
            #expect(Self.page(moved, "vote") == 1, "\(moved)")
            let second = try #require(moved.lines.firstIndex { $0.hasPrefix("  one-at-a-time ") })
            try await Self.hardFlick(tmux, row: second + 1 + 4)
            let after = try await tmux.waitForScreen("the one-at-a-time shelf to move") { Self.page($0, "one-at-a-time") != 1 }
            let rest = try await Self.waitForStill(tmux)
            #expect(Self.page(rest, "one-at-a-time") == 2, "never more than one card:\n\(rest)")
            #expect(Self.page(rest, "nearest") == Self.page(moved, "nearest"), "the first shelf kept its page:\n\(after)")
            #expect(Self.label(rest, "one-at-a-time")?.hasPrefix("▶") == true, "the flicked shelf has the focus:\n\(rest)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a click that crosses one column's edge goes to the peeking card, as on the carousel", arguments: MouseEncoding.allCases)
    func wobblingClick(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(["shelves", "--strategies", "nearest,vote", "--settle-speed", "4"], waitForScreen: "shelf 1/2") {
            tmux in
            let screen = try await tmux.capture()
            let label = try #require(screen.lines.firstIndex { $0.hasPrefix("▶ nearest ") }, "\(screen)")
            // The strip's top border is under the label: the last corner is the card peeking in.
            let border = Array(screen.lines[label + 1])
            let peeking = try #require(border.indices.last { border[$0] == "╭" && $0 > 50 }, "\(screen)")
            // 1-based: a few columns inside it, on a row of its body.
            let x = peeking + 1 + 4, y = label + 1 + 4
            try await tmux.sendBytes(encoding.press(x, y) + encoding.motion(x + 1, y) + encoding.release(x + 1, y))
            let moved = try await tmux.waitForScreen("the first shelf on its second card") { Self.page($0, "nearest") == 2 }
            #expect(Self.page(moved, "vote") == 1, "\(moved)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a vertical drag scrolls the list and settles on a whole shelf")
    func verticalDragScrollsTheList() async throws {
        try await TmuxSession.withCarousel(["shelves", "--strategies", "all", "--settle-speed", "4"], waitForScreen: "shelf 1/10") { tmux in
            // Up by 20 rows, two at a time, then held still and let go: the list follows 1:1.
            let encoding = MouseEncoding.sgr
            var bytes = encoding.press(50, 26)
            for y in stride(from: 24, through: 6, by: -2) { bytes += encoding.motion(50, y) }
            try await tmux.sendBytes(bytes)
            try await tmux.waitForScreen("the first shelf to scroll out") { Self.label($0, "system") == nil }
            try await tmux.sendBytes(encoding.release(50, 6))
            // At rest on a whole shelf: the row under the status row is a label, not cards.
            let rest = try await tmux.waitForScreen("a whole shelf at the top of the list") { screen in
                screen.lines.count > 1 && Strategies.names.contains { Self.label(screen, $0) == screen.lines[1] }
            }
            #expect(!rest.lines[0].contains("shelf 1/10"), "the focus stays on a shelf shown:\n\(rest)")
            #expect(Self.page(rest, "nearest") ?? 1 == 1, "no shelf moved sideways:\n\(rest)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("Enter prints SHELF<TAB>TITLE of the focused shelf's card")
    func enterPrintsShelfAndTitle() async throws {
        try await TmuxSession.withCarousel(["shelves", "--settle-speed", "4"], waitForScreen: "shelf 1/6") { tmux in
            try await tmux.send("Down")
            try await tmux.waitForScreen("the focus on the second shelf") { Self.label($0, "unclipped")?.hasPrefix("▶") == true }
            try await tmux.send("Right")
            try await tmux.waitForScreen("the second shelf on its second card") { Self.page($0, "unclipped") == 2 }
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0)
            #expect(exit.stdout == "unclipped\tCard 2\n", "\(exit)")
        }
    }

    @Test("streamed input: shelves and cards appear while stdin is read; Enter prints the line")
    func streamedInput() async throws {
        // The rest of the input waits for the test to have seen the first line alone (a gate
        // file), so that a slow start on a loaded machine cannot miss that moment.
        let gate = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-shelves-gate-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: gate) }
        let command =
            "printf 'fruit\\tapple\\tred\\n'; while [ ! -e \(shq(gate)) ]; do sleep 0.05; done; "
            + "printf 'veg\\tleek\\nfruit\\tpear\\tgreen\\n'; sleep 1"
        try await TmuxSession.withCarousel(["shelves", "--settle-speed", "4"], pipedCommand: command, waitForScreen: "fruit") { tmux in
            try await tmux.waitForScreen("the first shelf while more may come") { Self.label($0, "fruit")?.contains("page 1/1+") == true }
            _ = FileManager.default.createFile(atPath: gate, contents: Data())
            try await tmux.waitForScreen("the second line's shelf and the third line's card") {
                Self.label($0, "veg") != nil && Self.label($0, "fruit")?.contains("page 1/2") == true
            }
            try await tmux.waitForScreen("the input's end: no more +") { Self.label($0, "fruit")?.contains("page 1/2 ") == true }
            try await tmux.send("Right")
            try await tmux.waitForScreen("the second fruit") { Self.page($0, "fruit") == 2 }
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.stdout == "fruit\tpear\tgreen\n", "\(exit)")
        }
    }
}

/// The strategies' names, as `carousel strategies` lists them.
private enum Strategies {
    static let names = ["system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote", "free", "by-few", "pager-snap", "spline"]
}
