@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// Keys that step: PgUp/PgDn by a screenful, `+`/`-` along the settle-speed ladder.
@Suite("Key steps")
struct KeyStepTests {
    /// A screenful is at least three cards, whatever the strategy's page size.
    @Test(arguments: Strategies.names)
    func pageDownMovesAScreenfulOfAtLeastThreeCards(name: String) throws {
        let h = Harness(count: 40, strategy: try #require(Strategies.named(name)), startPage: 10)
        h.key(.pageDown, at: 0)
        var t = settle(h.controller, from: 0)
        #expect(h.page >= 13, "\(name): PgDn went to \(h.page + 1)")
        let down = h.page
        h.key(.pageUp, at: t)
        t = settle(h.controller, from: t)
        #expect(h.page == 10, "\(name): PgUp comes back by the same step")
        #expect(down - 10 >= 3)
    }

    /// A page key pressed while the content still moves counts from where it is going.
    @Test func pageDownTwiceQuicklyGoesTwoScreenfuls() {
        let h = Harness(count: 40)
        h.key(.pageDown, at: 0)
        h.key(.pageDown, at: 0.05)
        settle(h.controller, from: 0.05)
        #expect(h.page == 6)
    }

    @Test func pageDownRightAfterHomeCountsFromTheFirstCard() {
        let h = Harness(count: 40, startPage: 30)
        h.key(.home, at: 0)
        h.key(.pageDown, at: 0.05)
        settle(h.controller, from: 0.05)
        #expect(h.page == 3)
    }

    /// Narrow cards: a screenful is every card the viewport shows.
    @Test func pageDownMovesEveryCardAScreenShows() {
        var configuration = CarouselConfiguration()
        configuration.cardExtent = 10
        let source = DemoCards(count: 100)
        let controller = CarouselController(configuration: configuration, dataSource: source)
        controller.resize(width: 100, height: 30, now: 0)
        let stride = controller.scrollView.layout.stride
        controller.handle(.key(KeyEvent(.pageDown)), now: 0)
        settle(controller, from: 0)
        #expect(controller.currentPage >= 100 / stride, "stride \(stride): went to \(controller.currentPage)")
    }

    @Test func plusAndMinusAlwaysFindTheirWayBackToOne() {
        let h = Harness(count: 20)
        for _ in 0..<20 { h.key(.character("+"), at: 0) }
        #expect(h.controller.configuration.settleSpeed == 4)
        for _ in 0..<20 { h.key(.character("-"), at: 0) }
        #expect(h.controller.configuration.settleSpeed == 0.25)
        var speeds: [Double] = []
        for _ in 0..<20 { h.key(.character("+"), at: 0); speeds.append(h.controller.configuration.settleSpeed) }
        #expect(speeds.contains(1), "\(speeds)")
        // Up and down by the same number of steps comes back to where it was.
        h.key(.character("r"), at: 0)
        #expect(h.controller.configuration.settleSpeed == 1)
        for _ in 0..<3 { h.key(.character("+"), at: 0) }
        for _ in 0..<3 { h.key(.character("-"), at: 0) }
        #expect(h.controller.configuration.settleSpeed == 1)
        for _ in 0..<2 { h.key(.character("-"), at: 0) }
        for _ in 0..<2 { h.key(.character("+"), at: 0) }
        #expect(h.controller.configuration.settleSpeed == 1)
    }

    @Test func rResetsTheSettleSpeedAndTheOverlaySaysSo() {
        let h = Harness(count: 20)
        for _ in 0..<4 { h.key(.character("-"), at: 0) }
        #expect(h.controller.configuration.settleSpeed < 1)
        h.key(.character("r"), at: 0)
        #expect(h.controller.configuration.settleSpeed == 1)
        #expect(h.screen(now: 0).joined().contains("settle ×1.00"))
    }

    @Test func theResetKeyIsInTheHelp() {
        let h = Harness(count: 20)
        h.key(.character("?"), at: 0)
        let help = h.screen(now: 0).joined(separator: "\n")
        #expect(help.contains("×1.00"), "\(help)")
    }
}
