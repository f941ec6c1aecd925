@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// A race recorded with `--record` replays as it ran, lane by lane: each in its own cards
/// (`system`'s fill the viewport, the others' do not) and from its own page.
@Suite("Race replay, lane by lane")
struct RaceReplayLanesTests {
    static let strategies: [any PagingResolver] = [SystemPaging(), NearestPaging(), OneAtATimePaging()]

    /// Hard drags, a flick and a gentle drag, as a person makes them live with `system`
    /// first; the records as the file holds them, and every lane's page after each.
    static func liveRun() throws -> (records: [GestureRecord], pages: [[Int]]) {
        let run = Harness(race: Self.strategies, height: 40, count: 1000), race = run.scene
        var lines: [String] = []
        race.onGestureEnded = { lines.append(GestureRecord(gesture: $0, axis: .horizontal).jsonLine) }
        var pages: [[Int]] = []
        var t = 1.0
        let hard: [DragScript.Sample] = stride(from: 0, through: 6, by: 1).map {
            .init(position: 90 - 10 * Double($0), milliseconds: 8 * Double($0))
        }
        let gentle: [DragScript.Sample] = [
            .init(position: 20, milliseconds: 0), .init(position: 30, milliseconds: 40),
            .init(position: 38, milliseconds: 90), .init(position: 42, milliseconds: 150),
        ]
        for gesture in 0..<4 {
            switch gesture {
            case 2: race.handle(.key(KeyEvent(.right, shift: true)), now: t)
            case 3: RaceTests.play(gentle, into: race, at: t)
            default: RaceTests.play(hard, into: race, at: t)
            }
            t = run.settle(from: t + 0.1) + 1
            pages.append(race.lanes.map(\.scrollView.currentPage))
        }
        return (try lines.map { try GestureRecord(jsonLine: $0) }, pages)
    }

    @Test func aRaceRecordedWithSystemFirstReplaysEveryLaneToItsLivePage() throws {
        let live = try Self.liveRun()
        #expect(live.records.count == 4)
        let first = try #require(live.records.first)
        #expect(first.strategy == "system" && first.cardWidth == 97, "the record's own fields are the first lane's")
        #expect(first.lanes?.map(\.strategy) == ["system", "nearest", "one-at-a-time"])
        #expect(first.configuredCardWidth == 60, "the width the other lanes had")
        let lastPages = try #require(live.pages.last)
        #expect(Set(lastPages).count > 1, "the lanes went their own ways: \(live.pages)")

        // As `race --replay` sets it up: the recorded card width, the first lane's start page.
        let replay = Harness(
            race: Self.strategies, height: 40, count: 1000, startPage: first.startPage,
            cardWidth: first.configuredCardWidth
        ).scene
        let stack = RaceReplayTests.replaying(replay, live.records)
        var t = 1.0, seen: [[Int]] = []
        var index = 0
        while stack.replay?.isActive == true && t < 600 {
            t += 1.0 / 60
            stack.tick(now: t)
            // Each gesture's end: every lane at rest after its settle.
            if let r = stack.replay, r.index > index || !r.isActive {
                seen.append(replay.lanes.map(\.scrollView.currentPage))
                index = r.index
            }
        }
        #expect(seen == live.pages, "every lane on its live page after every gesture")
        for (lane, recorded) in zip(replay.lanes, live.records.last?.lanes ?? []) {
            #expect(lane.scrollView.lastDecision?.targetPage == recorded.targetPage, "\(lane.name)")
        }
    }

    @Test func eachStrategyIsAnsweredAsItsLaneMetTheGesture() throws {
        let live = try Self.liveRun()
        for record in live.records {
            for lane in record.lanes ?? [] {
                let resolver = try #require(Strategies.named(lane.strategy))
                let replayed = GestureReplay.run(record.replayed(by: resolver), resolver: resolver)
                #expect(replayed.decision.targetPage == lane.targetPage, "\(lane.strategy) as compare --replay answers it")
                #expect(replayed.decision.startPage == lane.startPage)
            }
            // A strategy that was not in the race takes the cards of one sized as its own are.
            let vote = record.replayed(by: VotePaging())
            #expect(vote.cardWidth == 60 && vote.strategy == "nearest")
        }
    }

    @Test func lanesWriteAndReadBackAndARecordWithoutThemReadsAsBefore() throws {
        let live = try Self.liveRun()
        for record in live.records { #expect(try GestureRecord(jsonLine: record.jsonLine) == record) }
        let old =
            #"{"kind": "key", "strategy": "system", "viewport": 100, "card_width": 97, "spacing": 3, "count": 20, "start_page": 0, "samples": [], "flick_pages": 5, "hard": true, "velocity": 631.26, "projected_offset": 315, "target_page": 1}"#
        let record = try GestureRecord(jsonLine: old)
        #expect(record.lanes == nil && record.replayed(by: NearestPaging()) == record)
        #expect(record.configuredCardWidth == nil, "system's card says nothing of the width the others had")
        #expect(throws: GestureRecord.FormatError.self) {
            try GestureRecord(jsonLine: String(old.dropLast()) + #", "lanes": [{"strategy": "nearest"}]}"#)
        }
    }
}
