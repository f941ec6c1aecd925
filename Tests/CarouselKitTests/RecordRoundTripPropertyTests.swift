@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The record format round-trips every field for any values a run can produce, and the
/// race's first lane records drags that replay (`simulate --replay`, `race --replay`) to
/// the lane's own decision.
@Suite("Record round trips")
struct RecordRoundTripPropertyTests {
    /// A double of any magnitude a run can write: whole, fractional, tiny, huge, negative.
    static func anyDouble(_ rng: inout SplitMix64) -> Double {
        switch rng.int(0...5) {
        case 0: return Double(rng.int(-100_000...100_000))
        case 1: return rng.double(-1...1)
        case 2: return rng.double(-1e-9...1e-9)
        case 3: return rng.double(-1e18...1e18)
        case 4: return Double(rng.int(-1000...1000)) + 0.1 + 0.2
        default: return rng.double(-5000...5000)
        }
    }

    @Test func everyFieldOfAnyRecordRoundTrips() throws {
        var rng = SplitMix64(seed: 0xEC0D)
        for trial in 0..<500 {
            let kind = rng.pick(GestureRecord.Kind.allCases)
            let count = rng.chance(0.1) ? Int.max : rng.int(1...100_000)
            let samples: [DragScript.Sample] =
                kind == .drag
                ? {
                    var t = 0.0
                    return (0..<rng.int(1...30)).map { _ in
                        defer { t += rng.chance(0.2) ? 0 : rng.double(0...200) }
                        return DragScript.Sample(position: Self.anyDouble(&rng), milliseconds: t)
                    }
                }() : []
            let lo = Self.anyDouble(&rng)
            let record = GestureRecord(
                kind: kind, strategy: rng.pick(Strategies.names), axis: rng.chance(0.5) ? .horizontal : .vertical,
                viewport: rng.int(2...100_000), cardWidth: rng.int(1...100_000), spacing: rng.int(0...100_000), count: count,
                wraps: rng.chance(0.5), alignment: rng.chance(0.5) ? .center : .leading, startPage: rng.int(0...(min(count, 1 << 40) - 1)),
                startOffset: Self.anyDouble(&rng),
                pointerWindow: kind == .drag && rng.chance(0.8) ? lo...(lo + abs(Self.anyDouble(&rng))) : nil,
                samples: samples,
                flickPages: kind == .drag ? (rng.chance(0.1) ? 1 : nil) : Double(rng.int(-1000...1000)) * (rng.chance(0.5) ? 1 : 0.25),
                hard: rng.chance(0.5), velocity: Self.anyDouble(&rng), projectedOffset: Self.anyDouble(&rng),
                targetPage: rng.chance(0.1) ? nil : rng.int(0...Int.max))
            let line = record.jsonLine
            let back = try GestureRecord(jsonLine: line)
            try require(back == record, "trial \(trial): \(line)\nread back as \(back)")
        }
    }

    @Test func aRacedDragRecordedFromTheFirstLaneReplaysToThatLanesDecision() throws {
        var rng = SplitMix64(seed: 0xD1A6)
        for trial in 0..<40 {
            var lines: [String] = []
            var c = CarouselConfiguration()
            let lanes = (0..<rng.int(1...6)).map { _ in rng.pick(Strategies.all) }
            c.raceStrategies = lanes
            c.wraps = rng.chance(0.3)
            let controller = SceneStack(configuration: c, dataSource: DemoCards(count: rng.int(1...60)))
            controller.handle(.recordGestures(GestureRecorder { lines.append($0) }), now: 0)
            let width = rng.int(40...200)
            controller.resize(width: width, height: 60, now: 0)
            var t = rng.double(1...100)
            var x = rng.int(0...(width - 1))
            controller.handle(.mouse(MouseEvent(kind: .press, button: .left, x: x, y: 5)), now: t)
            for _ in 0..<rng.int(1...12) {
                t += rng.double(0...0.05)
                x = min(max(x + rng.int(-15...15), 0), width - 1)
                controller.handle(.mouse(MouseEvent(kind: .motion, button: .left, x: x, y: 5)), now: t)
            }
            controller.handle(.mouse(MouseEvent(kind: .release, button: .left, x: x, y: 5)), now: t + rng.double(0...0.05))
            controller.gestureRecorder?.flush()
            let first = try #require(controller.presentedLanes?.lanes.first)
            let live = try #require(first.scrollView.lastDecision)
            let record = try GestureRecord(jsonLine: String(try #require(lines.first).dropLast()))
            #expect(record.strategy == first.name && record.kind == .drag)
            let replay = GestureReplay.run(record, resolver: first.resolver).decision
            try require(
                replay.targetPage == live.targetPage
                    && abs(replay.velocity - live.velocity) <= 0.001 * abs(live.velocity) + 1e-9,
                "trial \(trial) \(first.name): live \(live) replay \(replay)")
        }
    }
}
