@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The race on a common 80x24 terminal: as many lanes as the rows allow, the strategy it
/// was opened from always among them, and each decision said in words that fit without
/// seeming to contradict itself.
@Suite("The race fits 80x24")
struct RaceFitTests {
    static func demoRace(strategy: any PagingResolver, width: Int = 80, height: Int = 24) throws -> LanesScene {
        var c = CarouselConfiguration()
        c.strategy = strategy
        let demo = SceneStack(configuration: c, dataSource: DemoCards(count: 20))
        demo.resize(width: width, height: height, now: 0)
        demo.handle(.key(KeyEvent(.character("R"))), now: 1)
        return try #require(demo.presentedLanes)
    }

    @Test func fromTheDemosREveryLaneShowsAt80x24TheDemosFirst() throws {
        for strategy in Strategies.all {
            let race = try Self.demoRace(strategy: strategy)
            #expect(race.shownLaneNames == race.lanes.map(\.name), "\(strategy.name): shown \(race.shownLaneNames)")
            #expect(race.lanes.first?.name == strategy.name && race.shownLanes.count == race.lanes.count)
            var canvas = Canvas(width: 0, height: 0)
            race.render(into: &canvas, now: 1)
            for (lane, frame) in zip(race.lanes, race.shownLanes) {
                #expect(canvas.lines[frame.labelRow].hasPrefix(lane.name + "  page 1/20"), "\(canvas.lines[frame.labelRow])")
                #expect(canvas.lines[frame.strip.y + 1].contains("Card 1"), "\(lane.name)'s cards show their text")
            }
        }
    }

    @Test func theLaneOpenedFromIsShownAtEveryHeightTheRaceDraws() throws {
        for height in 1...40 {
            let race = try Self.demoRace(strategy: SplinePaging(), height: height)
            guard !race.screen.isTooSmall else { continue }
            #expect(race.lanes.first?.name == "spline" && !race.shownLanes.isEmpty, "80x\(height)")
            #expect(race.shownLaneNames.first == "spline", "80x\(height)")
        }
        // Full-height lanes where they all fit: a label row over the cards.
        let roomy = try Self.demoRace(strategy: NearestPaging(), height: 40)
        #expect(roomy.shownLanes.allSatisfy { $0.labelRow < $0.strip.y })
    }

    @Test func aCutDecisionKeepsItsTargetAndMarksTheWordsItDropped() throws {
        let run = Harness(race: [OneAtATimePaging(), AdjacentPaging(), NearestPaging(), SplinePaging()], width: 80, height: 24)
        let race = run.scene
        run.key(.right, shift: true, at: 1)
        run.settle(from: 1)
        for lane in race.laneLabels {
            let d = try #require(lane.carousel.scrollView.lastDecision)
            let target = "-> page \(try #require(d.targetPage) + 1)"
            #expect(d.explanation.hasSuffix(target), "\(d.explanation)")
            let figure = lane.label(room: 1000).figure
            for room in 1...(TextWidth.of(figure) + 2 + TextWidth.of(d.explanation) + 1) {
                let note = lane.label(room: room).note
                #expect(
                    TextWidth.of(figure) + 2 + TextWidth.of(note) <= max(room, TextWidth.of(figure) + 2), "\(lane.name) at \(room): \(note)"
                )
                guard !note.isEmpty, note != d.explanation else { continue }
                // Cut: the target kept, the dropped words marked, or the target alone.
                let alone = note == target || target.hasPrefix(note.replacingOccurrences(of: "…", with: ""))
                #expect(
                    alone || (note.hasSuffix(" … " + target) && note.count > target.count + 3),
                    "\(lane.name) at \(room): '\(note)' for '\(d.explanation)'")
                #expect(!note.hasPrefix("P ="), "\(lane.name) at \(room): P beside another page: '\(note)'")
            }
        }
    }
}
