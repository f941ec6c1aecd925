@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Foundation
import Testing

/// A drag that slows down into its release: the hand moves one way the whole time, each
/// step keeping a fraction of the last one's speed, as a terminal reports it (whole cells
/// or eighths of one, only when the pointer is in a new one, stamped a few ms late).
struct SlowingDrag: CustomStringConvertible {
    var samples: [DragScript.Sample]
    /// +1 when the pointer moves toward higher columns, -1 toward lower.
    var direction: Double

    init(_ rng: inout SplitMix64) {
        direction = rng.chance(0.5) ? 1 : -1
        let quantum = rng.chance(0.2) ? 1.0 / 8 : 1
        let floor = rng.double(0.005...0.1)  // the crawl it may slow to, cells per ms
        var speed = rng.double(0.1...0.8)  // cells per ms
        var x = Double(rng.int(1000...2000)) + rng.double(0...0.999)
        var t = 0.0, stamp = 0.0
        func reported(_ x: Double) -> Double { (x / quantum).rounded(.down) * quantum }
        samples = [DragScript.Sample(position: reported(x), milliseconds: 0)]
        let steady = rng.int(0...6), slowing = rng.int(2...10)
        for step in 0..<(steady + slowing) {
            let dt = rng.pick([4.0, 8, 8, 8, 12, 16, rng.double(1...24)])
            if step >= steady { speed = max(floor, speed * rng.double(0.3...0.9)) }
            t += dt
            x += direction * speed * dt
            if reported(x) != samples[samples.count - 1].position {
                stamp = max(stamp, t + rng.double(0...3))
                samples.append(DragScript.Sample(position: reported(x), milliseconds: stamp))
            }
        }
        // The release, where the pointer is by then (perhaps the cell of the last report).
        t += rng.double(0...16)
        x += direction * speed * (t - samples[samples.count - 1].milliseconds).clamped(to: 0...16)
        samples.append(DragScript.Sample(position: reported(x), milliseconds: max(stamp, t)))
    }

    var description: String {
        samples.map { "\(Formatting.json($0.position))@\(Formatting.json($0.milliseconds))" }.joined(separator: ",")
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

@Suite("A drag that slows before its release keeps its direction")
struct SlowingDragDirectionTests {
    /// The carousel the reported drags were made in: 60-column cards, 2 apart, page 10 of 20.
    static var simulator: DragSimulator {
        var s = DragSimulator()
        s.viewport = 100
        s.cardWidth = 60
        s.spacing = 2
        s.count = 20
        s.startPage = 10
        return s
    }

    static func run(_ drag: String) throws -> DragSimulator.Result {
        try simulator.run(DragScript(parsing: drag), resolver: OneAtATimePaging())
    }

    /// Rightwards the whole time, a column every 8-16 ms at the end: the content goes toward
    /// earlier cards (negative velocity), so `one-at-a-time` goes back to page 9 or stays.
    /// The parabola over the window stopped 2.4 ms before the release and read v = +8.7,
    /// going on to page 11.
    @Test func aRightwardDragThatSlowsNeverGoesOnToTheLaterPage() throws {
        let r = try Self.run("49@0,52@8,55@16,61@40,63@64,64@72,65@88,66@96")
        #expect(r.decision.velocity < 0, "v = \(r.decision.velocity)")
        #expect(r.decision.targetPage == 9 || r.decision.targetPage == 10, "target \(String(describing: r.decision.targetPage))")
        #expect(r.restingPage != 11)
    }

    /// Leftwards the whole time: the content goes toward later cards, so page 11 or stay.
    /// The parabola stopped 14.5 ms before the release and read v = -101, page 9.
    @Test func aLeftwardDragThatSlowsNeverGoesBackToTheEarlierPage() throws {
        let r = try Self.run("33@0,27@8,25@16,20@24,16@48,14@72,13@88")
        #expect(r.decision.velocity > 0, "v = \(r.decision.velocity)")
        #expect(r.decision.targetPage == 11 || r.decision.targetPage == 10, "target \(String(describing: r.decision.targetPage))")
        #expect(r.restingPage != 9)
    }

    /// Every move one way: the velocity goes that way too, or is 0. The tracker alone, and
    /// the whole drag through the scroll view (content velocity is the pointer's negated).
    @Test func theVelocityOfAMonotoneSlowingDragNeverPointsBack() {
        property("a slowing drag's velocity agrees with its moves", trials: 2000, baseSeed: 0x510_D0C) { rng in
            let drag = SlowingDrag(&rng)
            var tracker = VelocityTracker()
            for s in drag.samples { tracker.addSample(position: s.position, timeMilliseconds: s.milliseconds) }
            let v = tracker.velocity(atMilliseconds: drag.samples[drag.samples.count - 1].milliseconds)
            try require(v * drag.direction >= 0, "tracker v = \(v) against the drag \(drag)")
            // A terminal wide enough that the pointer never reaches its edge.
            var simulator = Self.simulator
            simulator.pointerWindow = 0...4000
            let r = simulator.run(DragScript(samples: drag.samples), resolver: OneAtATimePaging())
            try require(-r.decision.velocity * drag.direction >= 0, "content v = \(r.decision.velocity): --drag \"\(drag)\"")
            // one-at-a-time never goes a page the hand did not go.
            try require((Double(r.restingPage) - 10) * drag.direction <= 0, "page \(r.restingPage): --drag \"\(drag)\"")
        }
    }

    /// The fit that kept any bend's slope, on the same drags, does point back: the property
    /// above is not vacuous.
    @Test func theFitThatKeptTurningBendsPointedBack() {
        var rng = SplitMix64(seed: 0x510_D0C)
        var against = 0
        for _ in 0..<300 {
            let drag = SlowingDrag(&rng)
            var tracker = VelocityTracker(fit: .steadyLineUnlessAnyCurve(threshold: 4))
            for s in drag.samples { tracker.addSample(position: s.position, timeMilliseconds: s.milliseconds) }
            if tracker.velocity(atMilliseconds: drag.samples[drag.samples.count - 1].milliseconds) * drag.direction < 0 {
                against += 1
            }
        }
        #expect(against > 60, "\(against) of 300")
    }
}
