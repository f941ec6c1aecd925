@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Foundation
import Testing

/// The scroll view: the content follows the pointer, resists past the ends, and settles
/// where the resolver says, the same however often frames are drawn.
@Suite("Scroll view")
struct ScrollViewTests {
    static let layout = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 20)

    func scrollView(
        _ resolver: any PagingResolver = OneAtATimePaging(), page: Int = 5,
        layout: CarouselLayout = ScrollViewTests.layout
    ) -> ScrollView {
        ScrollView(layout: layout, resolver: resolver, startPage: page)
    }

    // MARK: - Dragging

    @Test func theContentFollowsThePointerOneToOne() {
        var sv = scrollView()
        let rest = 5.0 * 63
        sv.beginDrag(pointer: 50, now: 1)
        #expect(sv.isDragging)
        sv.moveDrag(pointer: 40, now: 1.01)
        #expect(sv.absoluteOffset == rest + 10, "pointer 10 left: content 10 on")
        sv.moveDrag(pointer: 70, now: 1.02)
        #expect(sv.absoluteOffset == rest - 20, "pointer 20 right: content 20 back")
        sv.moveDrag(pointer: 50, now: 1.03)
        #expect(sv.absoluteOffset == rest)
    }

    @Test func theRubberBandIsUIKits() {
        // d*c*x / (d + c*x), c = 0.55, d the viewport.
        #expect(abs(RubberBand.resisted(50, dimension: 100) - 100 * 0.55 * 50 / (100 + 0.55 * 50)) < 1e-12)
        #expect(RubberBand.resisted(0, dimension: 100) == 0)
        #expect(RubberBand.clampSoftly(40, bounds: 0...100, dimension: 100) == 40)
        #expect(RubberBand.clampSoftly(40, bounds: nil, dimension: 100) == 40)
    }

    /// Past the first card: the content moves, but less than the pointer, less and less the
    /// further it is pulled, and never a whole viewport.
    @Test(arguments: [0, 19])
    func pullingPastAnEndResists(page: Int) {
        var sv = scrollView(page: page)
        let rest = Double(page) * 63
        // Past the first page the pointer pulls right (content back); past the last, left.
        let direction = page == 0 ? 1.0 : -1.0
        sv.beginDrag(pointer: 50, now: 0)
        var lastOverscroll = 0.0
        for pull in [1.0, 5, 10, 30, 60, 100, 300, 1000, 100_000] {
            sv.moveDrag(pointer: 50 + direction * pull, now: 0.1)
            let overscroll = abs(sv.absoluteOffset - rest)
            #expect(overscroll > 0 && overscroll < pull, "pulled \(pull): moved \(overscroll)")
            #expect(overscroll > lastOverscroll, "further pull, further move")
            #expect(overscroll < 100, "never a whole viewport")
            #expect(abs(overscroll - RubberBand.resisted(pull, dimension: 100)) < 1e-9)
            lastOverscroll = overscroll
        }
    }

    @Test(arguments: [0, 19])
    func aReleasePastAnEndSpringsBack(page: Int) {
        var sv = scrollView(NearestPaging(), page: page)
        sv.beginDrag(pointer: 50, now: 0)
        sv.moveDrag(pointer: page == 0 ? 90 : 10, now: 0.2)
        sv.endDrag(pointer: page == 0 ? 90 : 10, now: 0.4)
        settle(&sv, from: 0.4)
        #expect(sv.currentPage == page)
        #expect(sv.absoluteOffset == Double(page) * 63)
        #expect(!sv.isMoving)
    }

    /// A press during a settle catches the content where it is, as a finger does on iOS.
    @Test func aPressDuringASettleCatchesTheContentWhereItIs() {
        var sv = scrollView()
        sv.flick(pages: 1, now: 0)
        #expect(sv.isAnimating)
        sv.tick(now: 0.08)
        let caught = sv.absoluteOffset
        #expect(caught > 5 * 63 && caught < 6 * 63, "part way: \(caught)")
        sv.beginDrag(pointer: 30, now: 0.08)
        #expect(!sv.isAnimating)
        #expect(abs(sv.absoluteOffset - caught) < 1e-9, "caught at \(caught), now \(sv.absoluteOffset)")
        sv.moveDrag(pointer: 25, now: 0.1)
        #expect(abs(sv.absoluteOffset - (caught + 5)) < 1e-9)
        // Time passing without motion does not move the caught content.
        sv.tick(now: 0.5)
        #expect(abs(sv.absoluteOffset - (caught + 5)) < 1e-9)
    }

    @Test func movesAndReleasesWithoutAPressAreIgnored() {
        var sv = scrollView()
        sv.moveDrag(pointer: 10, now: 0)
        #expect(sv.endDrag(pointer: 10, now: 0.1) == nil)
        #expect(sv.absoluteOffset == 5 * 63 && !sv.isMoving && sv.currentPage == 5)
    }

    @Test func aCancelledDragSettlesOnTheNearestPage() {
        var sv = scrollView()
        sv.beginDrag(pointer: 50, now: 0)
        sv.moveDrag(pointer: 10, now: 0.05)  // 40 columns on: nearer page 6
        sv.cancelDrag(now: 0.05)
        #expect(!sv.isDragging)
        settle(&sv, from: 0.05)
        #expect(sv.currentPage == 6 && sv.absoluteOffset == 6 * 63)
    }

    // MARK: - Release velocity

    /// Content velocity is the pointer's, reversed: dragging left moves toward later cards.
    /// (How close the measurement comes is VelocityTrackerTests' business; here, within 20%.)
    @Test func aTerminalDragReleasesWithThePointersSpeedReversed() {
        property("release velocity", trials: 500, baseSeed: 0x5EED_0201) { rng in
            let speed = rng.double(200...900) * (rng.chance(0.5) ? 1 : -1)
            let drag = TerminalDrag(
                speed: speed, durationMs: rng.double(120...300), pollMs: 8,
                jitterMs: rng.double(0...3), rng: &rng, position: 300.5)
            var sv = ScrollView(
                layout: CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 1000),
                resolver: FreeScrolling(), startPage: 500)
            let s = drag.samples
            sv.beginDrag(pointer: s[0].position, now: s[0].ms / 1000)
            for m in s.dropFirst().dropLast() { sv.moveDrag(pointer: m.position, now: m.ms / 1000) }
            let decision = sv.endDrag(pointer: s[s.count - 1].position, now: s[s.count - 1].ms / 1000)
            let d = try #require(decision)
            try require(abs(d.velocity + speed) <= 0.20 * abs(speed), "pointer \(Int(speed)) cells/s, content velocity \(Int(d.velocity))")
        }
    }

    /// Reports that arrive in one batch would measure as absurd speeds: the fling is capped
    /// at 8000 points a second, 1000 columns.
    @Test func flingsAreCapped() throws {
        var sv = scrollView(FreeScrolling(), page: 10)
        sv.beginDrag(pointer: 90, now: 0)
        sv.moveDrag(pointer: 50, now: 0.001)
        let decision = sv.endDrag(pointer: 10, now: 0.002)
        let d = try #require(decision)
        #expect(d.velocity > 0 && d.velocity <= 8000 / 8 + 1e-9, "velocity \(d.velocity)")
    }

    // MARK: - Keyboard flicks

    /// DESIGN: the arrow keys are a gentle flick, one page with every strategy.
    @Test(arguments: Strategies.names)
    func aGentleFlickMovesOnePageWithEveryStrategy(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        var sv = ScrollView(layout: DragSimulator().layout(for: resolver), resolver: resolver, startPage: 5)
        sv.flick(pages: 1, now: 0)
        var t = settle(&sv, from: 0)
        #expect(sv.currentPage == 6, "\(name): forward")
        #expect(abs(sv.absoluteOffset - 6 * Double(sv.layout.stride)) < 1e-9, "\(name) rests aligned")
        sv.flick(pages: -1, now: t)
        t = settle(&sv, from: t)
        #expect(sv.currentPage == 5, "\(name): back")
        sv.scroll(toPage: 19, animated: false, now: t)
        sv.flick(pages: 1, now: t)
        settle(&sv, from: t)
        #expect(sv.currentPage == 19, "\(name): stays on the last page")
    }

    /// A hard flick (Shift) is where the strategies part ways.
    @Test(arguments: [
        ("one-at-a-time", 6), ("system", 6), ("unclipped", 6), ("adjacent", 6), ("vote", 6),
        ("nearest", 10), ("free", 10), ("by-few", 6), ("pager-snap", 6),
    ])
    func aHardFlick(name: String, expected: Int) throws {
        let resolver = try #require(Strategies.named(name))
        var sv = ScrollView(layout: DragSimulator().layout(for: resolver), resolver: resolver, startPage: 5)
        let d = sv.flick(pages: 5, exactProjection: false, now: 0)
        #expect(d?.fromKeyboard == true)
        settle(&sv, from: 0)
        #expect(sv.currentPage == expected)
    }

    @Test func repeatedKeysBuildOnTheDestination() {
        var sv = scrollView()
        sv.flick(pages: 1, now: 0)
        sv.flick(pages: 1, now: 0.05)
        sv.flick(pages: 1, now: 0.1)
        settle(&sv, from: 0.1)
        #expect(sv.currentPage == 8)
    }

    // MARK: - Frames

    /// Closed-form motion: where the content is at a moment does not depend on how many
    /// frames were drawn before it.
    @Test(arguments: Strategies.names)
    func theSettleDoesNotDependOnTheFrameRate(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        func run(frameInterval: Double?) -> [Double] {
            var sv = ScrollView(layout: DragSimulator().layout(for: resolver), resolver: resolver, startPage: 5)
            sv.beginDrag(pointer: 60, now: 0)
            for (k, x) in [57.0, 52, 45, 36].enumerated() { sv.moveDrag(pointer: x, now: 0.008 * Double(k + 1)) }
            sv.endDrag(pointer: 30, now: 0.04)
            var observed: [Double] = []
            var t = 0.04
            for checkpoint in [0.1, 0.25, 0.5, 1.0, 3.0] {
                if let dt = frameInterval {
                    while t + dt < checkpoint { t += dt; sv.tick(now: t) }
                }
                t = checkpoint
                sv.tick(now: checkpoint)
                observed.append(sv.absoluteOffset)
            }
            observed.append(Double(sv.currentPage))
            return observed
        }
        let at60 = run(frameInterval: 1.0 / 60), at144 = run(frameInterval: 1.0 / 144), sparse = run(frameInterval: nil)
        for (a, (b, c)) in zip(at60, zip(at144, sparse)) {
            #expect(abs(a - b) < 1e-6 && abs(a - c) < 1e-6, "\(name): \(at60) vs \(at144) vs \(sparse)")
        }
    }

    /// When nothing moves there is nothing to draw: the program can block on input.
    @Test func nothingMovesAtRest() {
        var sv = scrollView()
        #expect(!sv.isMoving)
        #expect(sv.tick(now: 1) == false)
        sv.flick(pages: 1, now: 1)
        #expect(sv.isMoving)
        let end = settle(&sv, from: 1)
        #expect(!sv.isMoving)
        #expect(sv.tick(now: end + 1) == false)
        #expect(end - 1 < 3, "a one-page settle ends within seconds of simulated time")
    }

    // MARK: - Programmatic scrolling and geometry changes

    /// End on a billion (or Int.max) cards arrives as quickly as on twenty.
    @Test(arguments: [20, 1_000_000_000, Int.max])
    func scrollingToTheLastPageTakesTheSameTimeForAnyCount(count: Int) {
        var sv = ScrollView(
            layout: CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: count),
            resolver: OneAtATimePaging(), startPage: 0)
        sv.scroll(toPage: count - 1, animated: true, now: 0)
        let end = settle(&sv, from: 0)
        #expect(sv.currentPage == count - 1)
        #expect(end < 3, "settled after \(end) s of simulated time")
        sv.scroll(toPage: 0, animated: true, now: end)
        settle(&sv, from: end)
        #expect(sv.currentPage == 0)
        sv.scroll(toPage: Int.max, animated: false, now: 99)
        #expect(sv.currentPage == count - 1, "past the end is the last page")
        sv.scroll(toPage: Int.min, animated: false, now: 99)
        #expect(sv.currentPage == 0)
    }

    @Test func aNewLayoutKeepsThePage() {
        var sv = scrollView(page: 7)
        sv.setLayout(CarouselLayout(viewport: 40, cardExtent: 24, spacing: 2, count: 20), now: 0)
        #expect(sv.currentPage == 7 && sv.absoluteOffset == 7 * 26)
        sv.setLayout(CarouselLayout(viewport: 1, cardExtent: 1, spacing: 0, count: 20), now: 0)
        #expect(sv.currentPage == 7)
        sv.setLayout(CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 5), now: 0)
        #expect(sv.currentPage == 4, "fewer cards: the last one")
    }

    @Test func aNewLayoutDuringASettleKeepsItsDestination() {
        var sv = scrollView(page: 7)
        sv.flick(pages: 1, now: 0)
        sv.tick(now: 0.05)
        sv.setLayout(CarouselLayout(viewport: 80, cardExtent: 40, spacing: 3, count: 20), now: 0.05)
        #expect(sv.currentPage == 8 && !sv.isMoving)
    }

    // MARK: - Animations

    @Test func theSpringStartsWithTheReleaseVelocityAndNeverWobbles() {
        for (start, target, v0) in [(0.0, 63.0, 0.0), (10, 63, 400), (10, 63, -400), (100, 0, 2000), (5, 5, 300)] {
            let spring = SpringSettle(from: start, to: target, initialVelocity: v0)
            let s0 = spring.state(at: 0)
            #expect(abs(s0.offset - start) < 1e-9 && abs(s0.velocity - v0) < 1e-9)
            var crossings = 0
            var previousSide = (start - target).sign
            var t = 0.0
            while !spring.isFinished(at: t) {
                let x = spring.state(at: t).offset
                if x != target, (x - target).sign != previousSide { crossings += 1; previousSide = (x - target).sign }
                t += 0.001
            }
            #expect(crossings <= 1, "overdamped: crosses the target at most once (\(start)->\(target), v0 \(v0))")
            #expect(abs(spring.state(at: t).offset - target) < 0.02)
            #expect(t < 3, "settles within seconds")
        }
    }

    @Test func theEaseStopsDeadThenAnimatesInAFixedTime() {
        let ease = EaseSettle(from: 10, to: 73, duration: 0.3)
        #expect(ease.state(at: 0).offset == 10 && ease.state(at: 0).velocity == 0)
        #expect(ease.state(at: 0.3).offset == 73 && ease.state(at: 0.3).velocity == 0)
        #expect(!ease.isFinished(at: 0.29) && ease.isFinished(at: 0.3))
        var last = 10.0
        for k in 1...30 {
            let x = ease.state(at: Double(k) * 0.01).offset
            #expect(x >= last)
            last = x
        }
    }

    /// UIScrollView's coast starts with the release velocity and ends at the projection.
    @Test func theCoastStartsAtTheReleaseVelocityAndEndsAtTheProjection() {
        let v = 400.0
        let coast = DecayCoast(from: 0, to: DecelerationRate.normal.projectedOffset(from: 0, velocity: v))
        #expect(abs(coast.state(at: 0).velocity - v) < 0.01 * v)
        #expect(coast.state(at: 0).offset == 0)
        var t = 0.0
        while !coast.isFinished(at: t) { t += 1.0 / 60 }
        #expect(abs(coast.state(at: t).offset - coast.target) < 0.02)
    }
}
