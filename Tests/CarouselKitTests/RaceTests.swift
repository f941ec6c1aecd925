@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// `carousel race`: lanes over the same cards, one gesture for all, each lane resolving it
/// exactly as `simulate` would.
@Suite("Race of strategies")
struct RaceTests {
    static func mouse(_ kind: MouseEvent.Kind, _ x: Double) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: .left, x: Int(x), y: 5))
    }

    /// Plays `samples` (press first, release last) into the race at times from `t0`.
    static func play(_ samples: [DragScript.Sample], into race: LanesScene, at t0: Double) {
        for (k, s) in samples.enumerated() {
            let kind: MouseEvent.Kind = k == 0 ? .press : (k == samples.count - 1 ? .release : .motion)
            race.handle(mouse(kind, s.position), now: t0 + s.milliseconds / 1000)
        }
    }

    static func simulator(for lane: Carousel, startPage: Int, wraps: Bool) -> DragSimulator {
        var sim = DragSimulator()
        let layout = lane.scrollView.layout
        sim.viewport = layout.viewport
        sim.cardWidth = layout.cardExtent
        sim.spacing = layout.spacing
        sim.count = layout.count
        sim.startPage = startPage
        sim.wraps = wraps
        return sim
    }

    @Test func aRaceOfNLanesResolvesEachAsSimulateDoes() throws {
        var rng = SplitMix64(seed: 0x5ACE)
        for trial in 0..<60 {
            let width = rng.int(40...200)
            let count = rng.int(1...40)
            let startPage = rng.int(0...(count - 1))
            let wraps = rng.chance(0.3)
            let lanes = (0..<rng.int(1...10)).map { _ in rng.pick(Strategies.all) }
            let race = Harness(
                race: lanes, width: width, count: count, startPage: startPage, wraps: wraps,
                cardWidth: rng.chance(0.5) ? rng.int(6...60) : nil, spacing: rng.chance(0.5) ? rng.int(0...6) : nil
            ).scene
            // A drag of whole columns (what a terminal reports) at a few milliseconds apart.
            var samples = [DragScript.Sample(position: Double(rng.int(0...(width - 1))), milliseconds: 0)]
            for _ in 0..<rng.int(1...12) {
                let last = samples[samples.count - 1]
                let x = min(max(last.position + Double(rng.int(-12...12)), 0), Double(width - 1))
                samples.append(.init(position: x, milliseconds: last.milliseconds + Double(rng.int(0...60))))
            }
            // A press and release where nothing moved is a click, not a drag (a click on a
            // peeking card goes to it): it says nothing of how a drag resolves.
            guard samples.contains(where: { $0.position != samples[0].position }) else { continue }
            Self.play(samples, into: race, at: 10)
            for lane in race.lanes {
                let sim = Self.simulator(for: lane, startPage: startPage, wraps: wraps)
                let expected = sim.run(DragScript(samples: samples), resolver: lane.resolver).decision
                let got = try #require(lane.scrollView.lastDecision)
                try require(
                    got.targetPage == expected.targetPage && got.velocity == expected.velocity
                        && got.projectedOffset == expected.projectedOffset && got.releaseOffset == expected.releaseOffset,
                    "trial \(trial) \(lane.name): race \(got) vs simulate \(expected)")
            }
        }
    }

    @Test func aPixelPointerDrivesEveryLaneToTheFractionOfACell() throws {
        let race = Harness(race: [NearestPaging(), OneAtATimePaging(), FreeScrolling()]).scene
        let samples: [DragScript.Sample] = [
            .init(position: 80.25, milliseconds: 0), .init(position: 71.75, milliseconds: 16),
            .init(position: 60.5, milliseconds: 33), .init(position: 47.125, milliseconds: 50),
        ]
        for (k, s) in samples.enumerated() {
            let kind: MouseEvent.Kind = k == 0 ? .press : (k == samples.count - 1 ? .release : .motion)
            race.handle(
                .mouse(MouseEvent(kind: kind, button: .left, x: Int(s.position), y: 5, preciseX: s.position, preciseY: 5.5)),
                now: 3 + s.milliseconds / 1000)
        }
        for lane in race.lanes {
            let expected = Self.simulator(for: lane, startPage: 0, wraps: false).run(DragScript(samples: samples), resolver: lane.resolver)
                .decision
            let got = try #require(lane.scrollView.lastDecision)
            #expect(
                got.releaseOffset == expected.releaseOffset && got.targetPage == expected.targetPage, "\(lane.name): \(got) vs \(expected)")
            #expect(abs(got.velocity - expected.velocity) <= 1e-9 * abs(expected.velocity), "\(lane.name)")
        }
    }

    @Test func everyLaneSettlesAtTheSameMomentAndRestsOnItsTarget() {
        let run = Harness(race: [NearestPaging(), OneAtATimePaging()]), race = run.scene
        Self.play(
            [
                .init(position: 80, milliseconds: 0), .init(position: 60, milliseconds: 16),
                .init(position: 30, milliseconds: 33), .init(position: 5, milliseconds: 50),
            ], into: race, at: 1)
        run.settle(from: 1.05)
        let nearest = race.lanes[0].scrollView.currentPage, one = race.lanes[1].scrollView.currentPage
        #expect(one == 1, "one-at-a-time: one page on")
        #expect(nearest > 2, "nearest: several pages on, got \(nearest)")
    }

    @Test func theLabelBeginsWithTheNameAndSaysThePageAndTheDecision() {
        let run = Harness(race: [NearestPaging(), OneAtATimePaging()], width: 100, height: 30), race = run.scene
        run.key(.right, shift: true, at: 1)
        run.settle(from: 1)
        let lines = run.screen
        let nearest = lines[race.shownLanes[0].labelRow]
        let one = lines[race.shownLanes[1].labelRow]
        #expect(nearest.hasPrefix("nearest  page 6/20  near(P = 6.00) -> page 6"), "\(nearest)")
        #expect(one.hasPrefix("one-at-a-time  page 2/20  "), "\(one)")
        #expect(one.contains("-> page 2"), "\(one)")
    }

    @Test func eachLanesDotsShowWhereTheProjectionFellWhileItSettles() throws {
        let run = Harness(race: [OneAtATimePaging(), NearestPaging()], width: 100, height: 30, count: 30), race = run.scene
        race.handle(.key(KeyEvent(.right, shift: true)), now: 1)
        var canvas = Canvas(width: 0, height: 0)
        race.tick(now: 1.1)
        race.render(into: &canvas, now: 1.1)
        let one = canvas.lines[race.shownLanes[0].labelRow], nearest = canvas.lines[race.shownLanes[1].labelRow]
        // Projected to page 6; one-at-a-time goes to page 2: the mark sits past the current dot,
        // on the dots at the end of the row (or on the … that hides page 6).
        let dots = try #require(one.firstRange(of: "  ○ ● ").map { String(one[$0.lowerBound...]) }, "\(one)")
        #expect(dots.contains("◆") && dots.hasSuffix("○  "), "\(one)")
        #expect(!nearest.contains("◆"), "nearest goes where the projection fell: \(nearest)")
        run.settle(from: 1.1)
        let rest = run.screen
        #expect(!rest.joined().contains("◆"), "at rest the mark is gone")
        #expect(rest[race.shownLanes[0].labelRow].contains("○ ● ○"))
    }

    @Test func lanesThatDoNotFitScrollAndOneLineSaysWhichShow() {
        // Ten lanes at 80x24: seven, each a strip of cards with its label on their top border.
        let race = Harness(race: Strategies.all, width: 80, height: 24).scene
        #expect(race.shownLanes.count == 7)
        #expect(race.shownLaneNames == Array(Strategies.all.prefix(7).map(\.name)))
        var canvas = Canvas(width: 0, height: 0)
        race.render(into: &canvas, now: 0)
        let row = race.screen.laneListRow ?? -1
        #expect(canvas.lines[row].contains("lanes 1-7 of 10 · ↑/↓ more"), "\(canvas.lines)")
        #expect(!canvas.lines.joined().contains("left out"))
    }

    @Test func everySizeDownToOneByOneDrawsWithoutCrashingAndSaysWhenTooSmall() {
        let race = Harness(race: Strategies.all).scene
        var canvas = Canvas(width: 0, height: 0)
        for width in 0...40 {
            for height in 0...14 {
                race.handle(.resize(width: width, height: height), now: 1)
                race.handle(Self.mouse(.press, Double(width / 2)), now: 1)
                race.handle(Self.mouse(.release, 0), now: 1.01)
                race.handle(.key(KeyEvent(.right, shift: true)), now: 1.02)
                race.tick(now: 1.1)
                race.render(into: &canvas, now: 1.1)
                if race.screen.isTooSmall, width > 0, height > 0 {
                    #expect(!canvas.lines[0].trimmingCharacters(in: " ").isEmpty, "\(width)x\(height) says something")
                }
            }
        }
        race.handle(.resize(width: 10, height: 30), now: 2)
        race.render(into: &canvas, now: 2)
        #expect(canvas.lines[0].hasPrefix("too small"))
    }

    @Test func eachLaneKeepsItsCellsWithinVisiblePlusTwo() {
        let race = Harness(race: Strategies.all, width: 200, height: 60, count: 1000, startPage: 500).scene
        var canvas = Canvas(width: 0, height: 0)
        var t = 1.0
        for k in 0..<40 {
            race.handle(.key(KeyEvent(k % 3 == 0 ? .left : .right, shift: k % 2 == 0)), now: t)
            for _ in 0..<20 { t += 1.0 / 60; race.tick(now: t); race.render(into: &canvas, now: t) }
        }
        for lane in race.lanes {
            let c = lane.collectionView.counters
            #expect(c.aliveMax <= 3 + 2, "\(lane.name): alive \(c.aliveMax)")
            #expect(c.reused > 0, "\(lane.name) reuses its cells")
        }
    }

    @Test func enterChoosesTheFirstLanesCardAndTheHookSeesEveryFinishedGesture() {
        let race = Harness(race: [OneAtATimePaging(), NearestPaging()]).scene
        var seen: [FinishedGesture] = []
        race.onGestureEnded = { seen.append($0) }
        let samples: [DragScript.Sample] = [
            .init(position: 80, milliseconds: 0), .init(position: 60, milliseconds: 16),
            .init(position: 30, milliseconds: 33), .init(position: 5, milliseconds: 50),
        ]
        Self.play(samples, into: race, at: 1)
        race.handle(.key(KeyEvent(.right)), now: 2)
        race.handle(.mouse(MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: 3, y: 3)), now: 3)
        // A lone notch is known once no second report followed it.
        race.tick(now: 3 + WheelGesture.burstWindow)
        #expect(seen.map(\.kind) == [.drag, .key, .wheel])
        let recorded = seen.first?.samples ?? []
        #expect(recorded.map(\.position) == samples.map(\.position))
        #expect(zip(recorded, samples).allSatisfy { abs($0.milliseconds - $1.milliseconds) < 1e-6 })
        #expect(seen.first?.decision.strategy == "one-at-a-time")
        #expect(seen.first?.decision.targetPage == 1)
        #expect(race.handle(.key(KeyEvent(.enter)), now: 4) == .quit(chose: 3))
        #expect(race.handle(.key(KeyEvent(.character("q"))), now: 4) == .quit(chose: nil))
    }

    @Test func theDemoOpensTheRaceOnItsPageAndComesBackOnTheFirstLanesPage() {
        var c = CarouselConfiguration()
        c.strategy = NearestPaging()
        c.startPage = 4
        let demo = SceneStack(configuration: c, dataSource: DemoCards(count: 20))
        demo.resize(width: 100, height: 40, now: 0)
        demo.handle(.key(KeyEvent(.character("R"))), now: 1)
        let race = demo.presentedLanes
        #expect(race?.lanes.map(\.name) == ["nearest", "system", "unclipped", "adjacent", "one-at-a-time", "vote"])
        #expect(race?.lanes.allSatisfy { $0.scrollView.currentPage == 4 } == true)
        var canvas = Canvas(width: 0, height: 0)
        demo.render(into: &canvas, now: 1)
        #expect(canvas.lines[0].hasPrefix(" race"))
        demo.handle(.key(KeyEvent(.right)), now: 2)
        #expect(demo.base.currentPage == 4, "the demo underneath does not move")
        demo.handle(.key(KeyEvent(.escape)), now: 3)
        #expect(demo.presentedLanes == nil, "Escape goes back rather than quits")
        #expect(demo.base.currentPage == 5)
        demo.handle(.key(KeyEvent(.character("R"))), now: 4)
        #expect(demo.handle(.key(KeyEvent(.character("R"))), now: 5) == nil)
        #expect(demo.presentedLanes == nil)
        demo.handle(.key(KeyEvent(.character("R"))), now: 6)
        #expect(demo.handle(.key(KeyEvent(.character("q"))), now: 7) == .quit(chose: nil), "q quits from the race too")
    }

    @Test func rPressedWhileADragHoldsTheCarouselOpensTheRaceOnThePageTheDragWasLetGoTo() {
        var c = CarouselConfiguration()
        c.strategy = NearestPaging()
        c.startPage = 4
        let stack = SceneStack(configuration: c, dataSource: DemoCards(count: 20))
        stack.resize(width: 100, height: 40, now: 0)
        let row = stack.base.screen.strip.y + 1, stride = stack.base.scrollView.layout.stride
        func mouse(_ kind: MouseEvent.Kind, _ x: Int) -> InputEvent { .mouse(MouseEvent(kind: kind, button: .left, x: x, y: row)) }
        // Most of a card to the left, and still held.
        stack.handle(mouse(.press, 90), now: 1)
        stack.handle(mouse(.motion, 90 - stride * 7 / 10), now: 1.5)
        #expect(stack.base.scrollView.isDragging && stack.isTracking)
        stack.handle(.key(KeyEvent(.character("R"))), now: 2)
        #expect(!stack.base.scrollView.isDragging, "the carousel's drag is let go")
        let race = stack.presentedLanes
        #expect(
            race?.lanes.allSatisfy { $0.scrollView.destinationPage == 5 } == true,
            "every lane on the page the drag was let go to: \(race?.lanes.map(\.scrollView.destinationPage) ?? [])")
        stack.handle(.key(KeyEvent(.escape)), now: 3)
        #expect(stack.base.scrollView.destinationPage == 5)
    }

    @Test func theCarouselOnlyAsksForTheRaceAndAProgramWithoutAStackKeepsTheCarousel() {
        let demo = CarouselController(configuration: CarouselConfiguration(), dataSource: DemoCards(count: 20))
        demo.resize(width: 100, height: 40, now: 0)
        #expect(demo.handle(.key(KeyEvent(.character("R"))), now: 1) == .present(.race))
        var canvas = Canvas(width: 0, height: 0)
        demo.render(into: &canvas, now: 1)
        #expect(!canvas.lines[0].hasPrefix(" race"), "\(canvas.lines[0])")
        demo.handle(.key(KeyEvent(.right)), now: 2)
        #expect(demo.scrollView.destinationPage == 1, "the carousel still takes the keys")
    }

    @Test func theDemosRaceRecordsItsFirstLanesFlicksWithTheDemosRecorder() throws {
        var lines: [String] = []
        var c = CarouselConfiguration()
        c.strategy = NearestPaging()
        let demo = SceneStack(configuration: c, dataSource: DemoCards(count: 20))
        demo.handle(.recordGestures(GestureRecorder { lines.append($0) }), now: 0)
        demo.resize(width: 100, height: 40, now: 0)
        demo.handle(.key(KeyEvent(.character("R"))), now: 1)
        demo.handle(.key(KeyEvent(.right, shift: true)), now: 2)
        demo.gestureRecorder?.flush()
        let text = try #require(lines.first)
        let record = try GestureRecord(jsonLine: String(text.split(separator: "\n").first ?? ""))
        #expect(record.kind == .key && record.strategy == "nearest" && record.hard && record.flickPages == 5)
        #expect(record.targetPage == demo.presentedLanes?.lanes.first?.scrollView.destinationPage)
    }

    @Test func aRaceConfigurationStartsInTheRaceAndLeavingItQuits() {
        var c = CarouselConfiguration()
        c.raceStrategies = [VotePaging(), FreeScrolling()]
        let controller = SceneStack(configuration: c, dataSource: DemoCards(count: 5))
        controller.resize(width: 80, height: 24, now: 0)
        #expect(controller.presentedLanes?.lanes.map(\.name) == ["vote", "free"])
        #expect(controller.handle(.key(KeyEvent(.escape)), now: 1) == .quit(chose: nil))
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        Substring(self).trimmingCharacters(in: set)
    }
}
