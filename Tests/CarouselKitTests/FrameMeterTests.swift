import Testing
@testable import CarouselKit
import CarouselTestSupport

/// The overlay's frame rate: over the last second of frames, afresh after a pause.
@Suite("Frame meter")
struct FrameMeterTests {
    /// The rule written out plainly: every frame time kept, the ones over a second old
    /// dropped, all of them after a pause.
    struct PlainMeter {
        var times: [Double] = []
        mutating func noteFrame(now: Double) -> Int {
            if let last = times.last, now - last > 0.25 { times.removeAll() }
            times.append(now)
            times.removeAll { now - $0 > 1 }
            guard times.count >= 2, let first = times.first, now > first else { return 0 }
            return Int((Double(times.count - 1) / (now - first)).rounded())
        }
    }

    @Test func aSteadySixtyFramesASecondReadsSixty() {
        var meter = FrameMeter()
        var rate = 0
        for k in 0..<300 { rate = meter.noteFrame(now: Double(k) / 60) }
        #expect(rate == 60)
    }

    @Test func theRateFollowsTheLastSecondOnly() {
        var meter = FrameMeter()
        var now = 0.0
        for _ in 0..<120 { now += 1.0 / 60; meter.noteFrame(now: now) }
        var rate = 0
        for _ in 0..<45 { now += 1.0 / 30; rate = meter.noteFrame(now: now) }
        #expect(rate == 30)
    }

    @Test func aPauseStartsAfresh() {
        var meter = FrameMeter()
        for k in 0..<100 { meter.noteFrame(now: Double(k) / 60) }
        #expect(meter.noteFrame(now: 10) == 0)
        #expect(meter.noteFrame(now: 10 + 1.0 / 50) == 50)
    }

    /// Random frame times, steady, jittery and paused: the meter reads what the plain rule reads.
    @Test func itReadsWhatThePlainRuleReads() {
        var rng = SplitMix64(seed: 0xF4A3E)
        for _ in 0..<200 {
            var meter = FrameMeter(), plain = PlainMeter()
            var now = 0.0
            for _ in 0..<Int.random(in: 1...400, using: &rng) {
                now +=
                    Bool.random(using: &rng) && Int.random(in: 0..<40, using: &rng) == 0
                    ? Double.random(in: 0.2...2, using: &rng) : Double.random(in: 0.001...0.05, using: &rng)
                #expect(meter.noteFrame(now: now) == plain.noteFrame(now: now))
            }
        }
    }
}
