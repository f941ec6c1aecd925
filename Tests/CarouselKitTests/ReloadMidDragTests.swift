@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// Items still arriving on stdin (`ls | carousel race`) reload the data while a person
/// drags: the drag goes on in the demo and in every lane of the race, and what is recorded
/// of it is its own decision.
@Suite("A reload in the middle of a drag")
struct ReloadMidDragTests {
    /// A carousel over `lines` lines of a store that may grow, recording into `recorded`.
    static func carousel(
        lines: Int, race: [any PagingResolver]?,
        recorded: @escaping (String) -> Void
    ) -> (Harness<SceneStack>, LineStore) {
        let store = LineStore()
        _ = store.append(Array((0..<lines).map { "line-\($0)\n" }.joined().utf8))
        var c = CarouselConfiguration()
        c.strategy = NearestPaging()
        c.raceStrategies = race
        let cards = TextLineCards(store: store)
        let controller = SceneStack(configuration: c, dataSource: cards)
        controller.handle(.recordGestures(GestureRecorder(sink: recorded)), now: 0)
        let run = Harness(controller, width: 100, height: 30, keeping: cards)
        controller.handle(.loadingMore(true), now: 0)
        return (run, store)
    }

    /// A hard drag from column 90 to 30 on `row`, 10 columns every 8 ms, with `midway`
    /// called after its second report.
    static func hardDrag(_ controller: SceneStack, row: Int, at t0: Double, midway: (Double) -> Void) {
        func mouse(_ kind: MouseEvent.Kind, _ x: Int) -> InputEvent { .mouse(MouseEvent(kind: kind, button: .left, x: x, y: row)) }
        var t = t0
        controller.handle(mouse(.press, 90), now: t)
        for (k, x) in stride(from: 80, through: 30, by: -10).enumerated() {
            t += 0.008
            controller.handle(mouse(.motion, x), now: t)
            if k == 1 { midway(t) }
        }
        controller.handle(mouse(.release, 20), now: t + 0.008)
    }

    @Test func everyLanesDragGoesOnThroughAReloadAndTheRecordHasItsOwnDecision() throws {
        var text = ""
        let (run, store) = Self.carousel(lines: 40, race: [NearestPaging(), OneAtATimePaging()]) { text += $0 }
        let controller = run.scene
        let race = try #require(controller.presentedLanes)
        // A key flick first: its decision must not stand in for the drag's.
        controller.handle(.key(KeyEvent(.right)), now: 1)
        var t = run.settle(from: 1)
        #expect(race.lanes.allSatisfy { $0.scrollView.currentPage == 1 })
        #expect(controller.isAtRest)
        t += 1
        Self.hardDrag(controller, row: 5, at: t) { now in
            #expect(controller.isTracking && !controller.isAtRest, "the race's drag holds the scene")
            _ = store.append(Array((40..<400).map { "line-\($0)\n" }.joined().utf8))
            controller.reloadData(now: now)
            #expect(race.lanes.allSatisfy { $0.scrollView.isDragging && $0.scrollView.layout.count == 400 })
        }
        t = run.settle(from: t + 0.05)
        let nearest = race.lanes[0].scrollView, one = race.lanes[1].scrollView
        #expect(
            nearest.lastDecision?.fromKeyboard == false && nearest.currentPage >= 4,
            "nearest flicked several pages on: \(String(describing: nearest.lastDecision))")
        #expect(one.lastDecision?.fromKeyboard == false && one.currentPage == 2, "one-at-a-time one page on")
        controller.gestureRecorder?.flush()
        let records = try text.split(separator: "\n").map { try GestureRecord(jsonLine: String($0)) }
        #expect(records.map(\.kind) == [.key, .drag])
        #expect(records.last?.targetPage == nearest.currentPage && records.last?.count == 400, "\(records)")
        #expect(records.last?.lane(named: "one-at-a-time")?.targetPage == 2)
    }

    @Test func theDemosDragGoesOnThroughAReload() throws {
        var text = ""
        let (run, store) = Self.carousel(lines: 40, race: nil) { text += $0 }
        let controller = run.scene
        let row = controller.base.screen.strip.y + 1
        Self.hardDrag(controller, row: row, at: 1) { now in
            #expect(controller.isTracking && !controller.isAtRest)
            _ = store.append(Array((40..<400).map { "line-\($0)\n" }.joined().utf8))
            controller.reloadData(now: now)
            #expect(controller.base.scrollView.isDragging && controller.base.count == 400)
        }
        run.settle(from: 1.1)
        #expect(controller.base.currentPage >= 3, "the flick carried on: \(String(describing: controller.base.scrollView.lastDecision))")
        controller.gestureRecorder?.flush()
        let record = try GestureRecord(jsonLine: String(text.split(separator: "\n").first ?? ""))
        #expect(record.kind == .drag && record.targetPage == controller.base.currentPage)
    }

    @Test func aSettleGoesOnWhenTheCountGrowsAndStopsWhenItShrinks() {
        let small = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 10)
        var scroll = ScrollView(layout: small, resolver: NearestPaging())
        scroll.flick(pages: 1, now: 0)
        var grown = small
        grown.count = 20
        scroll.setLayout(grown, now: 0.05)
        #expect(scroll.isAnimating && scroll.destinationPage == 1)
        var fewer = small
        fewer.count = 5
        scroll.setLayout(fewer, now: 0.1)
        #expect(!scroll.isAnimating, "fewer cards: a new layout, as before")
    }
}
