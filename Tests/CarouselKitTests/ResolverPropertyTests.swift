@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Foundation
import Testing

/// Thousands of random gestures through the simulator (the same tracker, physics and
/// resolvers as a live drag), checked against what each strategy promises.
@Suite("Paging resolvers, random gestures")
struct ResolverPropertyTests {
    /// Strategies that never go more than one page from where the drag began.
    static let onePagePerGesture = ["system", "unclipped", "adjacent", "one-at-a-time"]

    /// The page `relative` pages from `start`, as the carousel numbers it.
    static func distance(from start: Int, to target: Int, count: Int, wraps: Bool) -> Int {
        let d = target - start
        guard wraps else { return abs(d) }
        let r = d % count
        let m = r < 0 ? r + count : r
        return min(m, count - m)
    }

    /// Where the content is at release, relative to the start page's rest offset, worked out
    /// from the script alone: 1:1 with the pointer, rubber-banded past the ends.
    static func expectedRelease(_ g: RandomGesture, _ layout: CarouselLayout) -> Double {
        let samples = g.script.samples
        let raw = -(samples[samples.count - 1].position - samples[0].position)
        let s = Double(layout.stride)
        guard !layout.wraps else { return raw }
        let bounds = -Double(g.simulator.startPage) * s...Double(layout.count - 1 - g.simulator.startPage) * s
        return RubberBand.clampSoftly(raw, bounds: bounds, dimension: Double(layout.viewport))
    }

    /// Runs a gesture and fails with the `carousel simulate` command line that repeats it.
    static func run(_ g: RandomGesture, _ resolver: any PagingResolver) -> (DragSimulator.Result, String) {
        let r = g.simulator.run(g.script, resolver: resolver)
        return (r, "carousel simulate --strategy \(resolver.name) \(g)")
    }

    @Test(arguments: Strategies.names)
    func theTargetIsAlwaysAValidPage(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        property("\(name): valid target", trials: 2000, baseSeed: 0x5EED_1001) { rng in
            let g = RandomGesture(&rng, wraps: rng.chance(0.2))
            let (r, cmd) = Self.run(g, resolver)
            let d = r.decision, n = r.layout.count
            for (label, value) in [
                ("velocity", d.velocity), ("release", d.releaseOffset), ("projected", d.projectedOffset),
                ("target offset", d.targetOffset), ("resting offset", r.restingOffset),
            ] {
                try require(value.isFinite, "\(label) is \(value): \(cmd)")
            }
            try require((0..<n).contains(r.restingPage), "rests on page \(r.restingPage) of \(n): \(cmd)")
            if name == "free" {
                try require(d.targetPage == nil, "free chose a page: \(cmd)")
                if !r.layout.wraps {
                    let last = Double(n - 1) * Double(r.layout.stride)
                    try require(d.targetOffset >= 0 && d.targetOffset <= last, "free coasts past an end to \(d.targetOffset): \(cmd)")
                }
            } else {
                let page = try #require(d.targetPage, "\(name) chose no page: \(cmd)")
                try require((0..<n).contains(page), "target page \(page) of \(n): \(cmd)")
            }
        }
    }

    @Test(arguments: onePagePerGesture)
    func neverMoreThanOnePageFromTheStart(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        property("\(name): one page", trials: 3000, baseSeed: 0x5EED_1002) { rng in
            let g = RandomGesture(&rng, wraps: rng.chance(0.2))
            let (r, cmd) = Self.run(g, resolver)
            let target = try #require(r.decision.targetPage)
            let moved = Self.distance(from: g.simulator.startPage, to: target, count: r.layout.count, wraps: r.layout.wraps)
            try require(moved <= 1, "moved \(moved) pages: \(cmd)")
        }
    }

    /// `vote`: with any release velocity the vote moves at most one page from `p0`.
    @Test func voteWithVelocityNeverMovesMoreThanOnePage() {
        property("vote: one page", trials: 3000, baseSeed: 0x5EED_1003) { rng in
            let g = RandomGesture(&rng, wraps: rng.chance(0.2))
            let (r, cmd) = Self.run(g, VotePaging())
            guard r.decision.velocity != 0 else { return }
            let target = try #require(r.decision.targetPage)
            let moved = Self.distance(from: g.simulator.startPage, to: target, count: r.layout.count, wraps: r.layout.wraps)
            try require(moved <= 1, "moved \(moved) pages with v = \(r.decision.velocity): \(cmd)")
        }
    }

    /// `vote` with no velocity goes to `near(P)` (seed 003's code: `(targetX + w/2) / w`),
    /// which after a long, slow drag can be several pages away: the article's rule, kept.
    @Test func voteWithoutVelocityGoesToTheNearestPage() throws {
        var sim = DragSimulator()
        sim.startPage = 5
        let r = sim.run(try DragScript(parsing: "90@0,60@100,30@200,0@300,0@600"), resolver: VotePaging())
        #expect(r.decision.velocity == 0)
        #expect(r.decision.targetPage == 6, "90 columns = 1.43 pages on: near(P) = page 6")
    }

    /// `nearest` lands exactly on `near(P)`, clamped: never less far than the projection says.
    /// `P` is worked out here from the script and the release velocity.
    @Test func nearestLandsOnTheProjection() {
        property("nearest = near(P)", trials: 4000, baseSeed: 0x5EED_1004) { rng in
            let g = RandomGesture(&rng, wraps: rng.chance(0.2))
            let (r, cmd) = Self.run(g, NearestPaging())
            let s = Double(r.layout.stride), n = r.layout.count
            let start = g.simulator.startPage
            let projected = DecelerationRate.normal.projectedOffset(from: Self.expectedRelease(g, r.layout), velocity: r.decision.velocity)
            let x = (projected + s / 2) / s
            guard abs(x - x.rounded()) > 1e-9 else { return }  // exactly on a boundary: either is right
            var expected = start + Int(x.rounded(.down))
            if r.layout.wraps {
                expected = ((expected % n) + n) % n
            } else {
                expected = min(max(expected, 0), n - 1)
            }
            try require(
                r.decision.targetPage == expected,
                "P = p0 + \(projected / s) pages: near(P) = \(expected), chose \(String(describing: r.decision.targetPage)): \(cmd)")
        }
    }

    /// `by-few`: never further from `p0` than the cards one viewport holds (at least one).
    @Test func byFewStaysWithinAViewportOfCards() {
        property("by-few", trials: 3000, baseSeed: 0x5EED_1005) { rng in
            let g = RandomGesture(&rng)
            let (r, cmd) = Self.run(g, ByFewPaging())
            let few = max(1, r.layout.viewport / r.layout.stride)
            let target = try #require(r.decision.targetPage)
            try require(abs(target - g.simulator.startPage) <= few, "moved \(target - g.simulator.startPage), limit \(few): \(cmd)")
        }
    }

    /// `pager-snap` counts from the release: at most one page from the nearest page there.
    @Test func pagerSnapMovesAtMostOnePageFromTheRelease() {
        property("pager-snap", trials: 3000, baseSeed: 0x5EED_1006) { rng in
            let g = RandomGesture(&rng)
            let (r, cmd) = Self.run(g, PagerSnapPaging())
            let s = Double(r.layout.stride)
            let released = g.simulator.startPage + Int(((Self.expectedRelease(g, r.layout) + s / 2) / s).rounded(.down))
            let clampedRelease = min(max(released, 0), r.layout.count - 1)
            let target = try #require(r.decision.targetPage)
            try require(abs(target - clampedRelease) <= 1, "released near \(clampedRelease), went to \(target): \(cmd)")
        }
    }

    /// `free` never snaps: it comes to rest where the coast ends, clamped to the content
    /// (in an endless carousel, the same place one or more turns round).
    @Test func freeNeverSnaps() {
        property("free", trials: 3000, baseSeed: 0x5EED_1007) { rng in
            let g = RandomGesture(&rng, wraps: rng.chance(0.2))
            let (r, cmd) = Self.run(g, FreeScrolling())
            let d = r.decision, s = Double(r.layout.stride)
            try require(d.targetPage == nil, "free chose page \(String(describing: d.targetPage)): \(cmd)")
            try require(d.settle == .coast || d.settle == .spring, "settle \(d.settle): \(cmd)")
            let start = Double(g.simulator.startPage) * s
            var expected = start + DecelerationRate.normal.projectedOffset(from: Self.expectedRelease(g, r.layout), velocity: d.velocity)
            var rest = r.restingOffset
            if r.layout.wraps {
                let turn = Double(r.layout.count) * s
                expected = expected.truncatingRemainder(dividingBy: turn); if expected < 0 { expected += turn }
                rest = rest.truncatingRemainder(dividingBy: turn); if rest < 0 { rest += turn }
                if abs(rest - expected) > turn / 2 { rest += rest < expected ? turn : -turn }
            } else {
                expected = min(max(expected, 0), Double(r.layout.count - 1) * s)
            }
            let tolerance = 1e-6 * max(1, abs(expected))
            try require(abs(rest - expected) <= tolerance, "rests at \(rest), the coast ends at \(expected): \(cmd)")
        }
    }

    /// The settle always ends where the resolver decided.
    @Test(arguments: Strategies.names.filter { $0 != "free" })
    func theSettleEndsOnTheTarget(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        property("\(name): rests on target", trials: 1500, baseSeed: 0x5EED_1008) { rng in
            let g = RandomGesture(&rng, wraps: rng.chance(0.2))
            let (r, cmd) = Self.run(g, resolver)
            let target = try #require(r.decision.targetPage)
            try require(r.restingPage == target, "resting page \(r.restingPage), target \(target): \(cmd)")
            let aligned = Double(target) * Double(r.layout.stride)
            try require(r.restingOffset == aligned, "rests at \(r.restingOffset), page \(target) is at \(aligned): \(cmd)")
        }
    }

    /// The same gesture gives the same result, every time, in a fresh simulator or not.
    @Test(arguments: Strategies.names)
    func theSameGestureGivesTheSameResult(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        property("\(name): deterministic", trials: 500, baseSeed: 0x5EED_1009) { rng in
            let g = RandomGesture(&rng, wraps: rng.chance(0.2))
            let first = g.simulator.json(g.simulator.run(g.script, resolver: resolver))
            let copy = g.simulator
            let second = copy.json(copy.run(g.script, resolver: try #require(Strategies.named(name))))
            try require(first == second, "\(first)\n != \(second): \(g)")
        }
    }

    /// The content follows the pointer 1:1 away from the ends, and resists past them: the
    /// scroll view's offset after the last motion, for any drag.
    @Test func theContentFollowsThePointerAwayFromTheEnds() {
        property("1:1", trials: 3000, baseSeed: 0x5EED_100A) { rng in
            let g = RandomGesture(&rng)
            let resolver = Strategies.all[rng.int(0...(Strategies.all.count - 1))]
            let layout = g.simulator.layout(for: resolver)
            var sv = ScrollView(layout: layout, resolver: resolver, startPage: g.simulator.startPage)
            let samples = g.script.samples
            sv.beginDrag(pointer: samples[0].position, now: 0)
            for m in samples.dropFirst() { sv.moveDrag(pointer: m.position, now: m.milliseconds / 1000) }
            let start = Double(g.simulator.startPage) * Double(layout.stride)
            let raw = -(samples[samples.count - 1].position - samples[0].position)
            let last = Double(layout.count - 1) * Double(layout.stride)
            let offset = sv.absoluteOffset - start
            let cmd = "\(resolver.name) \(g)"
            if start + raw >= 0 && start + raw <= last {
                try require(offset == raw, "content moved \(offset), pointer \(-raw): \(cmd)")
            } else {
                // Past an end: resisted, so short of the raw offset, but past the end.
                let end = start + raw < 0 ? -start : last - start
                let over = offset - end, pull = raw - end
                try require(
                    abs(over) < abs(pull) && abs(over) <= Double(layout.viewport), "pulled \(pull) past the end, moved \(over): \(cmd)")
                try require(over.sign == pull.sign && over != 0, "the rubber band went the wrong way: \(cmd)")
            }
        }
    }

    /// What `simulate` reports about the drag is the drag: `start_page` the page it began on,
    /// `start_offset` its rest offset, `release_offset = start_offset - (x_last - x_first)`
    /// (rubber-banded past the ends), the projection the strategy's own, `target_offset`
    /// the target page's rest offset.
    @Test(arguments: Strategies.names)
    func theDecisionDescribesTheDrag(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        property("\(name): decision", trials: 2000, baseSeed: 0x5EED_100E) { rng in
            let g = RandomGesture(&rng, count: rng.pick([1, 2, 5, 20, 300]))
            let (r, cmd) = Self.run(g, resolver)
            let d = r.decision, s = Double(r.layout.stride)
            let start = Double(g.simulator.startPage) * s
            try require(d.startPage == g.simulator.startPage, "start_page \(d.startPage): \(cmd)")
            try require(d.startOffset == start, "start_offset \(d.startOffset), expected \(start): \(cmd)")
            let release = start + Self.expectedRelease(g, r.layout)
            try require(abs(d.releaseOffset - release) < 1e-9, "release_offset \(d.releaseOffset), expected \(release): \(cmd)")
            let projected = resolver.projectedOffset(from: release, velocity: d.velocity)
            try require(abs(d.projectedOffset - projected) < 1e-6, "projected_offset \(d.projectedOffset), expected \(projected): \(cmd)")
            if let page = d.targetPage {
                try require(d.targetOffset == Double(page) * s, "target_offset \(d.targetOffset) for page \(page): \(cmd)")
            }
        }
    }

    /// Every strategy projects with its own physics: UIKit's 0.998 unless it says otherwise.
    @Test(arguments: Strategies.names)
    func theProjectionIsTheStrategysOwn(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        property("\(name): projection", trials: 500, baseSeed: 0x5EED_100B) { rng in
            let g = RandomGesture(&rng, count: 20)
            let (r, cmd) = Self.run(g, resolver)
            let d = r.decision
            // Relative to the release, so that it holds whatever origin the offsets are given from.
            let coast = d.projectedOffset - d.releaseOffset
            let expected = resolver.projectedOffset(from: 0, velocity: d.velocity)
            try require(abs(coast - expected) < 1e-6, "coasts \(coast), expected \(expected): \(cmd)")
        }
    }

    /// `adjacent` after a release slower than 2 pt/ms (250 columns a second) stops dead and
    /// animates; faster releases spring on.
    @Test func adjacentStopsDeadAfterASlowRelease() {
        property("adjacent gate", trials: 2000, baseSeed: 0x5EED_100C) { rng in
            let g = RandomGesture(&rng)
            let (r, cmd) = Self.run(g, AdjacentPaging())
            let slow = abs(r.decision.velocity) * 8 / 1000 < 2
            try require(
                r.decision.settle == (slow ? .stopThenAnimate : .spring),
                "v \(r.decision.velocity): settle \(r.decision.settle): \(cmd)")
        }
    }

    /// At `Int.max` cards, near the end and the start, nothing traps and pages stay valid.
    @Test(arguments: Strategies.names)
    func hugeCountsKeepPagesValid(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        property("\(name): Int.max cards", trials: 300, baseSeed: 0x5EED_100D) { rng in
            var g = RandomGesture(&rng, count: Int.max, wraps: rng.chance(0.3))
            g.simulator.startPage = rng.pick([0, 1, Int.max - 1, Int.max - 2, rng.int(0...(Int.max - 1))])
            let (r, cmd) = Self.run(g, resolver)
            try require((0..<Int.max).contains(r.restingPage), "resting page \(r.restingPage): \(cmd)")
            if let target = r.decision.targetPage {
                try require(target >= 0 && target < Int.max, "target \(target): \(cmd)")
                if Self.onePagePerGesture.contains(name) {
                    let moved = Self.distance(from: g.simulator.startPage, to: target, count: Int.max, wraps: r.layout.wraps)
                    try require(moved <= 1, "moved \(moved): \(cmd)")
                }
            }
        }
    }
}
