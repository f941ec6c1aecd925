import Testing
import CarouselTestSupport
@testable import CarouselKit

/// The help overlay (`?`): every key it lists can be read at any size the carousel draws,
/// with a visible sign when there is more than one screenful, and it is modal.
@Suite("Help overlay")
struct HelpOverlayTests {
    /// What each line of the help names: a person must be able to find every one of them.
    static let everyKey = KeyMap.standard.entries.map { $0.keys.components(separatedBy: " ").last ?? $0.keys }

    /// The text the help shows on each of its pages, turned with its own key (Space)
    /// for as long as it says there is more.
    static func helpPages(width: Int, height: Int) -> [String] {
        let h = Harness(count: 20, width: width, height: height)
        h.key(.character("?"), at: 0)
        var pages: [String] = []
        for _ in 0..<12 {
            #expect(h.controller.showsHelp, "\(width)x\(height): the help's own key keeps it open")
            let screen = h.screen(now: 0).joined(separator: "\n")
            pages.append(screen)
            guard screen.contains("▼ more") else { break }
            h.key(.character(" "), at: 0)
        }
        return pages
    }

    @Test(arguments: [(100, 30), (80, 24), (60, 16), (40, 12), (19, 12), (30, 9)])
    func everyKeyCanBeReadAtEverySize(width: Int, height: Int) {
        let pages = Self.helpPages(width: width, height: height)
        let all = pages.joined(separator: "\n")
        for key in Self.everyKey {
            #expect(all.contains(key), "\(width)x\(height): \(key) never shows in\n\(all)")
        }
        for page in pages {
            #expect(page.contains("╰"), "\(width)x\(height): the box is closed, not cut\n\(page)")
        }
    }

    /// At 100x30 and 60x16 everything fits on one page: no paging needed.
    @Test(arguments: [(100, 30), (60, 16)])
    func theHelpFitsOnePageWhereThereIsRoom(width: Int, height: Int) {
        #expect(Self.helpPages(width: width, height: height).count == 1)
    }

    @Test func theHelpSaysHowToSeeTheRestAndGoesBack() {
        let h = Harness(count: 20, width: 40, height: 12)
        h.key(.character("?"), at: 0)
        let first = h.screen(now: 0).joined(separator: "\n")
        #expect(first.contains("▼ more"), "\(first)")
        h.key(.pageDown, at: 0)
        let second = h.screen(now: 0).joined(separator: "\n")
        #expect(second != first)
        h.key(.pageUp, at: 0)
        #expect(h.screen(now: 0).joined(separator: "\n") == first)
        #expect(h.controller.showsHelp)
        // Any other key closes it and does nothing else.
        h.key(.right, at: 0)
        #expect(!h.controller.showsHelp)
        settle(h.controller, from: 0)
        #expect(h.page == 0)
    }

    /// Pages turned on a small screen, then the screen grows: one key back shows the
    /// page before the one on screen, not a page that no longer exists.
    @Test func aResizeKeepsThePagesInReach() {
        let h = Harness(count: 20, width: 19, height: 12)
        h.key(.character("?"), at: 0)
        for _ in 0..<3 { h.key(.character(" "), at: 0) }
        h.send(.resize(width: 40, height: 12), at: 0)
        let last = h.screen(now: 0).joined(separator: "\n")
        #expect(last.contains("2/2 "), "\(last)")
        h.key(.pageUp, at: 0)
        let first = h.screen(now: 0).joined(separator: "\n")
        #expect(first.contains("1/2 "), "\(first)")
    }

    static func sgr(_ code: Int, x: Int, y: Int, release: Bool = false) -> InputEvent {
        ControllerTests.sgr(code, x: x, y: y, release: release)
    }

    /// A drag while the help shows does not move the carousel under it; the click closes it.
    @Test func aDragUnderTheHelpDoesNotMoveTheCarousel() {
        let h = Harness(count: 20, width: 60, height: 16, startPage: 4)
        h.key(.character("?"), at: 0)
        let y = h.controller.screen.strip.y + 3
        var t = 1.0
        h.send(Self.sgr(0, x: 50, y: y), at: t)
        for x in stride(from: 46, through: 10, by: -4) { t += 0.008; h.send(Self.sgr(32, x: x, y: y), at: t) }
        h.send(Self.sgr(0, x: 10, y: y, release: true), at: t + 0.008)
        settle(h.controller, from: t)
        #expect(h.page == 4)
        #expect(!h.controller.scrollView.isDragging)
        #expect(!h.controller.showsHelp, "a click closes the help")
    }

    @Test func theWheelUnderTheHelpDoesNotMoveTheCarousel() {
        let h = Harness(count: 20, width: 100, height: 30, startPage: 4)
        h.key(.character("?"), at: 0)
        h.send(Self.sgr(65, x: 50, y: 10), at: 0)
        h.send(Self.sgr(64, x: 50, y: 10), at: 0.1)
        h.send(Self.sgr(64, x: 50, y: 10), at: 0.2)
        settle(h.controller, from: 0.2)
        #expect(h.page == 4)
    }

    @Test func aClickOnADotUnderTheHelpDoesNotMoveTheCarousel() throws {
        let h = Harness(count: 20, width: 100, height: 30)
        let row = try #require(h.controller.screen.pageControlRow)
        let line = h.screen(now: 0)[row]
        let seventh = (line.columns(of: "○") + line.columns(of: "●")).sorted()[6]
        h.key(.character("?"), at: 0)
        h.send(Self.sgr(0, x: seventh, y: row), at: 0)
        h.send(Self.sgr(0, x: seventh, y: row, release: true), at: 0.05)
        settle(h.controller, from: 0.05)
        #expect(h.page == 0)
    }
}
