@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// Reduced motion: whatever would animate lands on its target at the next frame, with no
/// offset in between, under every strategy; the page it lands on is the one the animation
/// would have reached.
@Suite("Reduced motion")
struct ReducedMotionTests {
    static let layout = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 40)

    /// A flick from `from` toward `to` over `ms` milliseconds, released; the scroll view after.
    private func flicked(
        _ resolver: any PagingResolver, reduces: Bool, from: Double, to: Double, ms: Double,
        page: Int = 10
    ) -> (ScrollView, Double) {
        var sv = ScrollView(layout: Self.layout, resolver: resolver, startPage: page)
        sv.reducesMotion = reduces
        let steps = 8
        sv.beginDrag(pointer: from, now: 1)
        for k in 1...steps {
            sv.moveDrag(pointer: from + (to - from) * Double(k) / Double(steps), now: 1 + ms / 1000 * Double(k) / Double(steps))
        }
        let now = 1 + ms / 1000
        _ = sv.endDrag(pointer: to, now: now)
        return (sv, now)
    }

    @Test("a flick lands in one frame, on the page the animated settle reaches", arguments: Strategies.all.map(\.name))
    func flicksLandAtOnce(_ name: String) throws {
        let resolver = try #require(Strategies.named(name))
        for (from, to, ms) in [(80.0, 10.0, 60.0), (30.0, 90.0, 200.0), (50.0, 45.0, 400.0), (90.0, 0.0, 30.0)] {
            var (reduced, now) = flicked(resolver, reduces: true, from: from, to: to, ms: ms)
            var (animated, _) = flicked(resolver, reduces: false, from: from, to: to, ms: ms)
            let moving = reduced.tick(now: now + 1.0 / 60)
            #expect(!moving, "\(name): nothing moves after the first frame")
            var t = now
            while animated.tick(now: t) { t += 1.0 / 60 }
            #expect(reduced.absoluteOffset == animated.absoluteOffset, "\(name) \(from)->\(to) in \(ms) ms: the same rest")
        }
    }

    @Test func pagingByKeysLandsAtOnce() {
        var sv = ScrollView(layout: Self.layout, resolver: NearestPaging(), startPage: 3)
        sv.reducesMotion = true
        sv.scroll(toPage: 7, animated: true, now: 0)
        let moving = sv.tick(now: 1.0 / 60)
        #expect(!moving)
        #expect(sv.absoluteOffset == 7 * 63)
    }

    @Test func offTheSettleAnimates() {
        var (sv, now) = flicked(NearestPaging(), reduces: false, from: 80, to: 10, ms: 60)
        let moving = sv.tick(now: now + 1.0 / 60)
        #expect(moving, "without reduced motion the settle takes frames")
    }
}
