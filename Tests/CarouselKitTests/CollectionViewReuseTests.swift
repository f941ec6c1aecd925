@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The virtual collection view: only visible items have cells, cells that scroll out are
/// reused for the ones scrolling in, and a billion items cost what ten do.
@Suite("Collection view reuse")
struct CollectionViewReuseTests {
    /// A cell that counts how often it was prepared for reuse.
    final class TrackingCell: CollectionViewCell {
        var prepared = 0
        var shows: Int?
        override func prepareForReuse() { prepared += 1; shows = nil }
    }

    final class TrackingSource: CollectionViewDataSource {
        var count: Int
        var requests = 0
        init(count: Int) { self.count = count }
        func numberOfItems(in collectionView: CollectionView) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
            requests += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "t", for: index)
            (cell as? TrackingCell)?.shows = index
            return cell
        }
    }

    static func make(count: Int = 100) -> (CollectionView, TrackingSource) {
        let view = CollectionView()
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "t")
        let source = TrackingSource(count: count)
        view.dataSource = source
        return (view, source)
    }

    @Test func onlyNewlyVisibleItemsAreAskedFor() throws {
        let (view, source) = Self.make()
        view.updateVisibleItems(1...3)
        #expect(source.requests == 3)
        let two = try #require(view.cellForItem(at: 2))
        view.updateVisibleItems(2...4)
        #expect(source.requests == 4, "only item 4 is new")
        #expect(view.cellForItem(at: 2) === two, "item 2 keeps its cell")
        #expect(view.cellForItem(at: 1) == nil)
        #expect(view.counters.visible == 3)
    }

    @Test func cellsThatScrollOutAreReusedAndPreparedFirst() throws {
        let (view, source) = Self.make()
        defer { withExtendedLifetime(source) {} }
        view.updateVisibleItems(0...2)
        let zero = try #require(view.cellForItem(at: 0) as? TrackingCell)
        view.updateVisibleItems(1...3)
        let three = try #require(view.cellForItem(at: 3) as? TrackingCell)
        #expect(three === zero, "item 0's cell now shows item 3")
        #expect(three.prepared == 1)
        #expect(three.shows == 3)
        #expect(three.index == 3)
        #expect(view.counters.created == 3 && view.counters.reused == 1 && view.counters.alive == 3)
    }

    @Test func aReusedCardShowsItsNewItemOnly() throws {
        let view = CollectionView()
        view.register(CardCell.self, forCellWithReuseIdentifier: Carousel.cellIdentifier)
        let source = DemoCards(count: 50)
        view.dataSource = source
        view.updateVisibleItems(0...2)
        view.updateVisibleItems(10...12)
        for index in 10...12 {
            let card = try #require(view.cellForItem(at: index) as? CardCell)
            #expect(card.title == "Card \(index + 1)")
        }
        #expect(view.counters.created == 3 && view.counters.reused == 3)
    }

    @Test func anUnregisteredIdentifierGetsAPlainCell() {
        let view = CollectionView()
        let cell = view.dequeueReusableCell(withReuseIdentifier: "nobody", for: 7)
        #expect(cell.reuseIdentifier == "nobody" && cell.index == 7)
        #expect(view.counters.created == 1)
    }

    @Test func thePoolKeepsOnlyAFewSpareCells() {
        let (view, source) = Self.make()
        defer { withExtendedLifetime(source) {} }
        view.updateVisibleItems(0..<10)
        #expect(view.counters.alive == 10 && view.counters.aliveMax == 10)
        view.updateVisibleItems(EmptyCollection<Int>())
        #expect(view.counters.alive == view.maximumPooledCells)
        #expect(view.counters.visible == 0)
    }

    @Test func reloadDataAsksForEveryVisibleItemAgain() {
        let (view, source) = Self.make()
        view.updateVisibleItems(4...6)
        view.reloadData()
        #expect(view.counters.visible == 0)
        view.updateVisibleItems(4...6)
        #expect(source.requests == 6)
        #expect(view.counters.created == 3, "the same cells, from the pool")
    }

    /// Any sequence of visible windows (scrolls, jumps, resizes): the counters agree with
    /// each other and with what is on screen, and no cell shows two items.
    @Test func theCountersStayConsistent() {
        property("counters", trials: 400, baseSeed: 0x5EED_0701) { rng in
            let (view, source) = Self.make(count: 1_000)
            var start = rng.int(0...990)
            for step in 0..<200 {
                if rng.chance(0.1) { start = rng.int(0...990) } else { start = max(0, min(990, start + rng.int(-2...2))) }
                let length = rng.int(0...9)
                view.updateVisibleItems(start..<(start + length))
                let c = view.counters
                let what = "step \(step): window \(start)..<\(start + length), \(c)"
                try require(c.visible == length, "visible: \(what)")
                try require(c.created + c.reused == source.requests, "every request is a creation or a reuse: \(what)")
                try require(c.alive >= c.visible && c.alive - c.visible <= view.maximumPooledCells, "alive: \(what)")
                try require(c.aliveMax >= c.alive && c.created >= c.alive, "maxima: \(what)")
                var seen = Set<ObjectIdentifier>()
                for index in start..<(start + length) {
                    guard let cell = view.cellForItem(at: index) as? TrackingCell else {
                        throw Counterexample(message: "no cell for \(index): \(what)")
                    }
                    try require(
                        cell.index == index && cell.shows == index, "cell shows \(String(describing: cell.shows)) at \(index): \(what)")
                    try require(seen.insert(ObjectIdentifier(cell)).inserted, "one cell on screen twice: \(what)")
                }
            }
        }
    }

    // MARK: - Through the carousel

    /// Scrolling through 10,000 pages, a frame drawn on every step: no more cells are ever
    /// made than the most visible at once plus a small constant.
    @Test func tenThousandPagesCostAFewCells() {
        let cards = CountingCards(count: 1_000_000)
        let h = Harness(count: 1_000_000, width: 80, height: 24, startPage: 2, dataSource: cards)
        var canvas = Canvas(width: 80, height: 24)
        var t = 0.0
        var mostVisible = 0
        for step in 0..<10_000 {
            h.key(step % 10 == 9 ? .left : .right, at: t)
            // A frame part way through the settle, when the cards are moving.
            h.controller.tick(now: t + 0.05)
            h.controller.render(into: &canvas, now: t + 0.05)
            mostVisible = max(mostVisible, h.controller.collectionView.counters.visible)
            t = settle(h.controller, from: t + 0.05) + 0.01
        }
        h.controller.render(into: &canvas, now: t)
        let c = h.controller.collectionView.counters
        #expect(h.page == 2 + 8_000, "9 steps on, 1 back, a thousand times")
        #expect(h.screen(now: t).joined().contains("page 8003/1000000"))
        #expect(mostVisible >= 2)
        #expect(c.created <= mostVisible + 2, "\(c), at most \(mostVisible) visible")
        #expect(c.alive <= c.created && c.aliveMax <= mostVisible + 2)
        #expect(c.created + c.reused == cards.requests)
        #expect(c.reused >= 10_000 - c.created, "scrolled-in cards come from the pool")
    }

    /// Seven arrow presses from page 5 with frames drawn during each settle; returns the
    /// counters, the items asked for, and the rows the cards are drawn in.
    static func scenario(count: Int) -> (counters: CollectionView.Counters, requested: [Int], cards: [String]) {
        let cards = CountingCards(count: count)
        cards.recordsIndices = true
        let h = Harness(count: count, startPage: 5, dataSource: cards)
        var canvas = Canvas(width: 100, height: 30)
        var t = 0.0
        for key in [Key.right, .right, .right, .left, .left, .left, .left] {
            h.key(key, at: t)
            for dt in [0.02, 0.06, 0.12] { h.controller.tick(now: t + dt); h.controller.render(into: &canvas, now: t + dt) }
            t = settle(h.controller, from: t + 0.12)
            h.controller.render(into: &canvas, now: t)
        }
        let strip = h.controller.screen.strip
        return (h.controller.collectionView.counters, cards.requestedIndices, Array(h.screen(now: t)[strip.y..<strip.maxY]))
    }

    /// The same scrolling costs the same cells with a billion cards (or `Int.max`) as with
    /// twelve, and the data source is only ever asked for the cards on screen.
    @Test(arguments: [1_000_000_000, Int.max])
    func aHugeCountCostsWhatTwelveDo(count: Int) {
        let twelve = Self.scenario(count: 12)
        let huge = Self.scenario(count: count)
        #expect(huge.counters == twelve.counters)
        #expect(huge.requested == twelve.requested, "the same few cards are asked for")
        #expect(huge.requested.allSatisfy { (3...9).contains($0) }, "\(huge.requested)")
        #expect(huge.cards == twelve.cards, "the same cards on screen")
        #expect(huge.cards.joined().contains("Card 5"))
    }

    /// An endless carousel of two cards shows the other card on both sides of the current
    /// one: two cards, never more than two cells (the overlay would say "alive 3").
    @Test
    func anEndlessCarouselOfTwoCardsNeedsTwoCells() {
        let h = Harness(count: 2, wraps: true)
        #expect(h.screen(now: 0).joined().contains("Card 2"))
        h.key(.right, at: 0)
        let t = settle(h.controller, from: 0)
        _ = h.screen(now: t)
        let c = h.controller.collectionView.counters
        #expect(c.created <= 2, "\(c)")
        #expect(c.alive <= 2, "\(c)")
    }

    /// End on a billion cards asks for a handful of cards near the end, not all between.
    @Test func jumpingToTheEndOfABillionAsksForAFewCards() {
        let cards = CountingCards(count: 1_000_000_000)
        cards.recordsIndices = true
        let h = Harness(count: 1_000_000_000, dataSource: cards)
        var canvas = Canvas(width: 100, height: 30)
        h.key(.end, at: 0)
        var t = 0.0
        while h.controller.tick(now: t) { h.controller.render(into: &canvas, now: t); t += 1.0 / 60 }
        h.controller.render(into: &canvas, now: t)
        #expect(h.page == 999_999_999)
        #expect(cards.requests < 40, "\(cards.requests) cards asked for")
        #expect(cards.requestedIndices.dropFirst(2).allSatisfy { $0 > 999_999_970 })
        #expect(h.controller.collectionView.counters.created <= 5)
    }
}
