@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// `race --replay`: recorded gestures played into every lane, each resolved exactly as
/// `simulate --replay` resolves it, one after another, stopped by a person.
@Suite("Race replay")
struct RaceReplayTests {
    /// A record in the geometry of a race 100 columns wide.
    static func record(
        _ kind: GestureRecord.Kind, samples: [DragScript.Sample] = [], flickPages: Double? = nil, hard: Bool = false,
        cardWidth: Int = 60, spacing: Int = 3, count: Int = 20, wraps: Bool = false, startPage: Int = 0,
        viewport: Int = 100
    ) -> GestureRecord {
        GestureRecord(
            kind: kind, strategy: "nearest", axis: .horizontal, viewport: viewport, cardWidth: cardWidth, spacing: spacing,
            count: count, wraps: wraps, alignment: .center, startPage: startPage,
            startOffset: Double(startPage * (cardWidth + spacing)), pointerWindow: kind == .drag ? 0...Double(viewport - 1) : nil,
            samples: samples, flickPages: flickPages, hard: hard, velocity: 0, projectedOffset: 0, targetPage: nil)
    }

    /// `race` in a scene stack, as `race --replay` runs it, playing `records`.
    static func replaying(_ race: LanesScene, _ records: [GestureRecord]) -> SceneStack {
        let stack = SceneStack(base: CarouselController(configuration: race.configuration, dataSource: race.dataSource!))
        stack.present(race, now: 0)
        stack.startReplay(records)
        return stack
    }

    /// Ticks at 60 frames a second from `t` until the replay is over; the time it ended.
    @discardableResult
    static func playToTheEnd(_ stack: SceneStack, from t: Double) -> Double {
        let start = t
        var t = t
        while stack.replay?.isActive == true && t < start + 600 { t += 1.0 / 60; stack.tick(now: t) }
        while stack.tick(now: t) && t < start + 1200 { t += 1.0 / 60 }
        return t
    }

    static func statusRow(_ stack: SceneStack, now: Double) -> String {
        var canvas = Canvas(width: 0, height: 0)
        stack.render(into: &canvas, now: now)
        return canvas.lines[stack.presentedLanes?.screen.statusRow ?? 0]
    }

    @Test func aReplayedGestureResolvesEveryLaneAsSimulateReplayDoes() throws {
        var rng = SplitMix64(seed: 0x2E91A7)
        for trial in 0..<50 {
            let count = rng.int(1...40)
            let wraps = rng.chance(0.3)
            let cardWidth = rng.int(6...60), spacing = rng.int(0...6)
            let lanes = (0..<rng.int(1...10)).map { _ in rng.pick(Strategies.all) }
            let race = Harness(
                race: lanes, width: 100, count: count, startPage: rng.int(0...(count - 1)), wraps: wraps,
                cardWidth: cardWidth, spacing: spacing
            ).scene
            let startPage = rng.int(0...(count - 1))
            let record: GestureRecord
            if rng.chance(0.7) {
                // Fractional positions and times, as a pixel pointer records them.
                var samples = [DragScript.Sample(position: rng.double(0...99), milliseconds: 0)]
                for _ in 0..<rng.int(1...14) {
                    let last = samples[samples.count - 1]
                    samples.append(
                        .init(
                            position: min(max(last.position + rng.double(-14...14), 0), 99),
                            milliseconds: last.milliseconds + rng.double(0...45)))
                }
                record = Self.record(
                    .drag, samples: samples, cardWidth: cardWidth, spacing: spacing, count: count, wraps: wraps,
                    startPage: startPage)
            } else {
                let hard = rng.chance(0.5)
                record = Self.record(
                    rng.chance(0.5) ? .key : .wheel, flickPages: (hard ? 5 : 1) * (rng.chance(0.5) ? 1 : -1),
                    hard: hard, cardWidth: cardWidth, spacing: spacing, count: count, wraps: wraps, startPage: startPage)
            }
            let t0 = rng.double(1...1000)
            let stack = Self.replaying(race, [record])
            Self.playToTheEnd(stack, from: t0)
            #expect(stack.replay?.statusText == "replay 1/1 done")
            for lane in race.lanes {
                let expected = GestureReplay.run(record, resolver: lane.resolver)
                let got = try #require(lane.scrollView.lastDecision)
                try require(
                    got.startPage == expected.decision.startPage && got.targetPage == expected.decision.targetPage
                        && abs(got.velocity - expected.decision.velocity) <= 1e-9 * max(1, abs(expected.decision.velocity))
                        && abs(got.projectedOffset - expected.decision.projectedOffset) <= 1e-9
                            * max(1, abs(expected.decision.projectedOffset))
                        && got.releaseOffset == expected.decision.releaseOffset
                        && lane.scrollView.currentPage == expected.restingPage,
                    "trial \(trial) \(lane.name) \(record.kind): race \(got) vs simulate \(expected.decision)")
            }
        }
    }

    @Test func gesturesPlayInTurnEachFromItsRecordedPageAndTheStatusCountsThem() {
        let race = Harness(race: [NearestPaging(), OneAtATimePaging()], width: 100, height: 30, count: 50).scene
        let stack = Self.replaying(
            race,
            [
                Self.record(.key, flickPages: 5, hard: true, count: 50, startPage: 0),
                Self.record(.key, flickPages: 5, hard: true, count: 50, startPage: 5),
            ])
        var t = 1.0
        stack.tick(now: t)
        #expect(Self.statusRow(stack, now: t).hasPrefix(" race  replay 1/2  "), "\(Self.statusRow(stack, now: t))")
        var sawSecond = false
        while stack.replay?.isActive == true && t < 60 {
            t += 1.0 / 60
            stack.tick(now: t)
            if stack.replay?.index == 1 { sawSecond = sawSecond || Self.statusRow(stack, now: t).contains("replay 2/2") }
        }
        #expect(sawSecond)
        #expect(Self.statusRow(stack, now: t).contains("replay 2/2 done"))
        #expect(race.lanes[0].scrollView.currentPage == 10, "nearest: 0 -> 5, then 5 -> 10")
        #expect(race.lanes[1].scrollView.currentPage == 6, "one-at-a-time: 0 -> 1, brought back to 5, then 5 -> 6")
    }

    @Test func whileItWaitsBetweenGesturesNothingMovesAndOneTimerIsAsked() {
        let race = Harness(race: [NearestPaging()], width: 100, height: 30).scene
        let stack = Self.replaying(race, [Self.record(.key, flickPages: 1), Self.record(.key, flickPages: 1, startPage: 1)])
        #expect(stack.tick(now: 1) == true, "the first step changes the status")
        #expect(!stack.isAnimating)
        #expect(stack.nextReplayTime == 1 + RaceReplay.pauseBetweenGestures)
        #expect(stack.tick(now: 1.5) == false)
        let end = Self.playToTheEnd(stack, from: 1.5)
        #expect(stack.nextReplayTime == nil && !stack.isAnimating && stack.tick(now: end + 5) == false, "over: nothing to wake for")
    }

    @Test(
        "the pause between gestures follows --settle-speed: a quarter of it at 4, four times at 0.25",
        arguments: [(4.0, 0.2), (1.0, 0.8), (0.25, 3.2)])
    func thePauseFollowsTheSettleSpeed(speed: Double, pause: Double) {
        var c = CarouselConfiguration()
        c.settleSpeed = speed
        let race = LanesScene(strategies: [NearestPaging()], configuration: c, dataSource: DemoCards(count: 20), startPage: 0)
        race.resize(width: 100, height: 30, now: 0)
        let stack = Self.replaying(race, [Self.record(.key, flickPages: 1), Self.record(.key, flickPages: 1, startPage: 1)])
        stack.tick(now: 1)
        #expect(abs((stack.nextReplayTime ?? 0) - (1 + pause)) < 1e-9, "the first gesture waits \(pause) s")
        // The second waits as long after the first has settled.
        var t = 1.0
        while stack.replay?.index == 0 && t < 30 { t += 1.0 / 60; stack.tick(now: t) }
        #expect(stack.replay?.index == 1)
        let wake = stack.nextReplayTime ?? -1
        #expect(abs(wake - (t + pause)) < 1e-9, "woken at \(wake) after settling at \(t)")
    }

    @Test func thePauseIsSettableAndEveryGestureStillLandsWhereItDid() {
        let race = Harness(race: [NearestPaging(), OneAtATimePaging()], width: 100, height: 30, count: 50).scene
        let records = [
            Self.record(.key, flickPages: 5, hard: true, count: 50, startPage: 0),
            Self.record(.key, flickPages: 5, hard: true, count: 50, startPage: 5),
        ]
        let stack = Self.replaying(race, records)
        stack.drivers.replay?.pause = 0.05
        stack.tick(now: 1)
        #expect(stack.nextReplayTime == 1.05, "the first gesture waits the pause given, not \(RaceReplay.pauseBetweenGestures) s")
        let end = Self.playToTheEnd(stack, from: 1)
        #expect(Self.statusRow(stack, now: end).contains("replay 2/2 done"))
        #expect(race.lanes.map(\.scrollView.currentPage) == [10, 6], "as with the program's pause")
    }

    @Test func aPersonsKeyOrPressStopsTheReplayAndTheLanesAreTheirsAgain() {
        let samples: [DragScript.Sample] = [
            .init(position: 80, milliseconds: 0), .init(position: 60, milliseconds: 100),
            .init(position: 40, milliseconds: 200), .init(position: 20, milliseconds: 300),
        ]
        let race = Harness(race: [NearestPaging(), OneAtATimePaging()], width: 100, height: 30).scene
        let stack = Self.replaying(race, [Self.record(.drag, samples: samples)])
        var t = 1.0
        while stack.replay?.isDragging != true && t < 10 { t += 1.0 / 60; stack.tick(now: t) }
        t += 0.1
        stack.tick(now: t)
        #expect(race.isTracking, "the replayed drag holds the lanes")
        // A stray motion report from the person does not mix into the replayed drag.
        stack.handle(RaceTests.mouse(.motion, 3), now: t)
        #expect(race.lanes[0].scrollView.isDragging)
        stack.handle(.key(KeyEvent(.right)), now: t + 0.01)
        #expect(stack.replay?.isActive == false)
        #expect(Self.statusRow(stack, now: t).contains("replay stopped at 1/1"))
        #expect(!race.isTracking)
        t += 0.01
        while stack.tick(now: t) && t < 60 { t += 1.0 / 60 }
        #expect(race.lanes.allSatisfy { $0.scrollView.lastDecision?.fromKeyboard == true }, "the key's flick, not the replay's")
        // Ctrl-Z lets the replayed drag go (the terminal is given back) without stopping the replay.
        let suspended = Harness(race: [NearestPaging()], width: 100, height: 30).scene
        let suspendedRun = Self.replaying(suspended, [Self.record(.drag, samples: samples)])
        t = 1
        while suspendedRun.replay?.isDragging != true && t < 10 { t += 1.0 / 60; suspendedRun.tick(now: t) }
        #expect(suspendedRun.handle(.key(KeyEvent(.control("z"))), now: t) == .suspend)
        suspendedRun.handle(.interrupted, now: t)
        #expect(suspendedRun.replay?.isActive == true && !suspended.isTracking)
        // A replay cut by a resize plays its drag again from the press.
        let again = Harness(race: [NearestPaging()], width: 100, height: 30).scene
        let againRun = Self.replaying(again, [Self.record(.drag, samples: samples)])
        t = 1
        while againRun.replay?.isDragging != true && t < 10 { t += 1.0 / 60; againRun.tick(now: t) }
        againRun.handle(.resize(width: 100, height: 30), now: t)
        #expect(againRun.replay?.isActive == true && againRun.replay?.isDragging == false && !again.isTracking)
        Self.playToTheEnd(againRun, from: t)
        #expect(againRun.replay?.statusText == "replay 1/1 done")
        #expect(
            again.lanes[0].scrollView.lastDecision?.targetPage
                == GestureReplay.run(
                    Self.record(.drag, samples: samples),
                    resolver: NearestPaging()
                ).decision.targetPage)
    }

    @Test func theLanesPageFiguresSayMoreMayComeWhileItemsArrive() {
        let race = Harness(race: [NearestPaging(), VotePaging()], width: 100, height: 30, count: 3).scene
        race.handle(.loadingMore(true), now: 0)
        var canvas = Canvas(width: 0, height: 0)
        race.render(into: &canvas, now: 0)
        for lane in race.shownLanes { #expect(canvas.lines[lane.labelRow].contains("page 1/3+"), "\(canvas.lines[lane.labelRow])") }
        race.handle(.loadingMore(false), now: 0)
        race.render(into: &canvas, now: 0)
        for lane in race.shownLanes {
            #expect(canvas.lines[lane.labelRow].contains("page 1/3") && !canvas.lines[lane.labelRow].contains("3+"))
        }
    }

    @Test func theCarouselTellsItsRaceThatItemsAreStillArriving() {
        var c = CarouselConfiguration()
        c.raceStrategies = [NearestPaging()]
        let controller = SceneStack(configuration: c, dataSource: DemoCards(count: 3))
        controller.resize(width: 100, height: 30, now: 0)
        controller.handle(.loadingMore(true), now: 0)
        var canvas = Canvas(width: 0, height: 0)
        controller.render(into: &canvas, now: 0)
        #expect(canvas.lines.contains { $0.hasPrefix("nearest  page 1/3+") }, "\(canvas.lines)")
    }

    @Test func aRaceConfigurationWithRecordsStartsReplaying() {
        var c = CarouselConfiguration()
        c.raceStrategies = [NearestPaging()]
        c.raceReplay = [Self.record(.key, flickPages: 1)]
        let controller = SceneStack(configuration: c, dataSource: DemoCards(count: 20))
        controller.resize(width: 100, height: 30, now: 0)
        controller.tick(now: 1)
        #expect(controller.nextWakeTime == 1 + RaceReplay.pauseBetweenGestures)
        var t = 1.0
        while controller.replay?.isActive == true && t < 30 { t += 1.0 / 60; controller.tick(now: t) }
        #expect(controller.presentedLanes?.lanes.first?.scrollView.destinationPage == 1)
    }
}
