@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The decision overlay's `last flick` line: every move a person makes is explained there,
/// and no figure ever points past the last page.
@Suite("Decision overlay")
struct DecisionOverlayTests {
    /// The overlay's lines (from `last flick` on).
    static func overlay(_ h: Harness<SceneStack>, now: Double) -> String {
        let lines = h.screen(now: now)
        guard let i = lines.firstIndex(where: { $0.contains("last flick") }) else { return "(no overlay)" }
        return lines[i...].joined(separator: "\n")
    }

    @Test(arguments: [(Key.home, "Home", 1), (.end, "End", 20), (.character("g"), "Home", 1), (.character("G"), "End", 20)])
    /// g and G are Home and End: the overlay names the command.
    func homeAndEndAreExplained(key: Key, label: String, page: Int) {
        let h = Harness(count: 20, startPage: 9)
        h.key(.right, at: 0)
        var t = settle(h.controller, from: 0)
        h.key(key, at: t)
        t = settle(h.controller, from: t)
        let text = Self.overlay(h, now: t)
        #expect(text.contains("\(label)  ->  page \(page)"), "\(text)")
        #expect(!text.contains("v="), "not the earlier flick any more: \(text)")
    }

    @Test func pageDownAndUpAreExplained() {
        let h = Harness(count: 20, startPage: 5)
        h.key(.pageDown, at: 0)
        var t = settle(h.controller, from: 0)
        let page = h.page + 1
        #expect(Self.overlay(h, now: t).contains("PgDn  ->  page \(page)"), "\(Self.overlay(h, now: t))")
        h.key(.pageUp, at: t)
        t = settle(h.controller, from: t)
        #expect(Self.overlay(h, now: t).contains("PgUp  ->  page 6"), "\(Self.overlay(h, now: t))")
    }

    @Test func aClickOnANeighbourIsExplained() {
        let h = Harness(count: 20, strategy: UnclippedPaging(), startPage: 9)
        let y = h.controller.screen.strip.y + 4
        h.send(ControllerTests.sgr(0, x: 95, y: y), at: 0)
        h.send(ControllerTests.sgr(0, x: 95, y: y, release: true), at: 0.05)
        let t = settle(h.controller, from: 0.05)
        #expect(Self.overlay(h, now: t).contains("click  ->  page 11"), "\(Self.overlay(h, now: t))")
    }

    @Test func aClickOnADotIsExplained() throws {
        let h = Harness(count: 20)
        let row = try #require(h.controller.screen.pageControlRow)
        let line = h.screen(now: 0)[row]
        let seventh = (line.columns(of: "○") + line.columns(of: "●")).sorted()[6]
        h.send(ControllerTests.sgr(0, x: seventh, y: row), at: 0)
        let t = settle(h.controller, from: 0)
        #expect(Self.overlay(h, now: t).contains("click  ->  page 7"), "\(Self.overlay(h, now: t))")
    }

    /// At the largest count a flick past the end projects beyond the last page: what the
    /// overlay shows stays within it, in whole digits (no rounding through Double).
    @Test func theProjectionNeverPassesTheLastPageOfTheLargestCount() {
        let h = Harness(count: Int.max)
        h.key(.end, at: 0)
        var t = settle(h.controller, from: 0)
        h.key(.right, at: t)
        t = settle(h.controller, from: t)
        let text = Self.overlay(h, now: t)
        #expect(text.contains("projected \(Int.max).00"), "\(text)")
        #expect(text.contains("->  page \(Int.max)"), "\(text)")
        #expect(!text.contains("9223372036854775808"), "\(text)")
    }

    /// The rule's own figure for the projection (nearest's `near(P = ...)`) obeys the same.
    @Test func theRuleNeverProjectsPastTheLastPageOfTheLargestCount() {
        let h = Harness(count: Int.max, strategy: NearestPaging())
        h.key(.end, at: 0)
        var t = settle(h.controller, from: 0)
        h.key(.right, shift: true, at: t)
        t = settle(h.controller, from: t)
        let text = Self.overlay(h, now: t)
        #expect(text.contains("near(P = \(Int.max).00)"), "\(text)")
        #expect(!text.contains("9223372036854775808"), "\(text)")
    }

    /// A flick back from the last page of the largest count projects exactly one page back.
    @Test func theProjectionIsExactAtTheLargestCount() {
        let h = Harness(count: Int.max)
        h.key(.end, at: 0)
        var t = settle(h.controller, from: 0)
        h.key(.left, at: t)
        t = settle(h.controller, from: t)
        let text = Self.overlay(h, now: t)
        #expect(text.contains("projected \(Int.max - 1).00"), "\(text)")
        #expect(text.contains("->  page \(Int.max - 1)"), "\(text)")
    }

    /// Near the first page nothing is shown before page 1 either.
    @Test func theProjectionNeverGoesBeforeTheFirstPage() {
        let h = Harness(count: 20, strategy: NearestPaging())
        h.key(.left, shift: true, at: 0)
        let t = settle(h.controller, from: 0)
        let text = Self.overlay(h, now: t)
        #expect(text.contains("projected 1.00"), "\(text)")
    }
}
