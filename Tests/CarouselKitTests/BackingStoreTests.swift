@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// Drawing from backing stores shows what drawing every cell in place shows: the same
/// cells, frame after frame, whatever scrolls, resizes, reuses a cell or changes a card.
@Suite("Backing stores")
struct BackingStoreTests {
    /// Where two canvases differ, as a person would see it: the character, its width and
    /// its style (not the index a cluster happens to have in each canvas's pool).
    static func difference(_ a: Canvas, _ b: Canvas) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)x\(a.height) and \(b.width)x\(b.height)" }
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                if p.width != q.width || p.styleKey != q.styleKey || a.text(of: p) != b.text(of: q) {
                    return "cell \(x),\(y): \(a.text(of: p).debugDescription) w\(p.width) s\(p.styleKey) in place, "
                        + "\(b.text(of: q).debugDescription) w\(q.width) s\(q.styleKey) from the store\n"
                        + a.lines.joined(separator: "\n") + "\n---\n" + b.lines.joined(separator: "\n")
                }
            }
        }
        return nil
    }

    /// Text that tests every edge case of drawing: wide characters, clusters, marks,
    /// emoji sequences shown as their parts, control characters, tabs.
    static let pieces = [
        "word", "longer words here", " ", "中文", "字", "e\u{301}", "👍🏽", "🇫🇷", "❤️", "\t", "\u{01}",
        "한", "\u{1100}\u{1161}\u{11A8}", "…", "─", "x", "👨‍👩‍👧", "a\u{301}\u{302}", "\n",
    ]

    static func randomText(_ rng: inout SplitMix64, pieces count: ClosedRange<Int>) -> String {
        var text = ""
        for _ in 0..<rng.int(count) { text += rng.pick(Self.pieces) }
        return text
    }

    /// Cards whose titles, bodies and footers come from a seed, with a preview on some.
    final class MixedCards: CollectionViewDataSource {
        let count: Int
        let seed: UInt64
        var previews: [Int: PreviewContent] = [:]

        init(count: Int, seed: UInt64) { self.count = count; self.seed = seed }

        func numberOfItems(in collectionView: CollectionView) -> Int { count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
            guard let card = cell as? CardCell else { return cell }
            var rng = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: index))
            card.title = BackingStoreTests.randomText(&rng, pieces: 1...4)
            card.body = BackingStoreTests.randomText(&rng, pieces: 0...30)
            card.footer = rng.chance(0.7) ? "\(index + 1) of \(count)" : BackingStoreTests.randomText(&rng, pieces: 0...2)
            if let preview = previews[index] {
                card.preview = preview
            } else if rng.chance(0.4) {
                let preview = PreviewContent(index: index)
                preview.text = BackingStoreTests.styledText(&rng)
                previews[index] = preview
                card.preview = preview
            }
            return cell
        }
    }

    static func styledText(_ rng: inout SplitMix64) -> StyledText {
        var lines: [[StyledText.Span]] = []
        for _ in 0..<rng.int(0...12) {
            var line: [StyledText.Span] = []
            for _ in 0..<rng.int(0...4) {
                var span = StyledText.Span(randomText(&rng, pieces: 1...3).split(separator: "\n").joined(separator: " "))
                span.style = Style(
                    foreground: rng.chance(0.5) ? .indexed(UInt8(rng.int(0...255))) : .default,
                    background: rng.chance(0.3) ? .basic(UInt8(rng.int(0...7))) : .default,
                    bold: rng.chance(0.3), italic: rng.chance(0.2))
                line.append(span)
            }
            lines.append(line)
        }
        return StyledText(lines: lines)
    }

    /// Two controllers over the same cards, one drawing in place, one from backing stores.
    struct Pair {
        let inPlace: Harness<SceneStack>
        let stored: Harness<SceneStack>
        var canvasA = Canvas(width: 0, height: 0)
        var canvasB = Canvas(width: 0, height: 0)

        init(
            count: Int, width: Int, height: Int, axis: Axis, wraps: Bool, showsDetails: Bool,
            source: () -> CollectionViewDataSource
        ) {
            inPlace = Harness(
                count: count, width: width, height: height, startPage: count / 2, wraps: wraps, axis: axis,
                showsDetails: showsDetails, dataSource: source())
            stored = Harness(
                count: count, width: width, height: height, startPage: count / 2, wraps: wraps, axis: axis,
                showsDetails: showsDetails, dataSource: source())
            inPlace.controller.view.drawsFromBackingStores = false
        }

        func send(_ event: InputEvent, at now: Double) {
            inPlace.send(event, at: now)
            stored.send(event, at: now)
        }

        /// Draws a frame both ways; the difference, if any.
        mutating func frame(at now: Double) -> String? {
            inPlace.controller.tick(now: now)
            stored.controller.tick(now: now)
            inPlace.controller.render(into: &canvasA, now: now)
            stored.controller.render(into: &canvasB, now: now)
            return BackingStoreTests.difference(canvasA, canvasB)
        }
    }

    /// A random session: keys, hard flicks, drags, resizes, the overlay toggled, the
    /// strategy switched, frames drawn all the while.
    static func session(_ pair: inout Pair, _ rng: inout SplitMix64, steps: Int) throws {
        var now = 1.0
        var width = pair.stored.controller.screen.width, height = pair.stored.controller.screen.height
        let vertical = pair.stored.controller.configuration.axis == .vertical
        try require(pair.frame(at: now) == nil, "first frame: \(pair.frame(at: now) ?? "")")
        for step in 0..<steps {
            switch rng.int(0...9) {
            case 0, 1:
                pair.send(.key(KeyEvent(rng.pick(vertical ? [.down, .up] : [.right, .left]), shift: rng.chance(0.3))), at: now)
            case 2:
                pair.send(.key(KeyEvent(rng.pick([.home, .end, .pageDown, .tab, .character("d"), .character("G")]))), at: now)
            case 3:
                width = rng.int(10...140); height = rng.int(4...50)
                pair.send(.resize(width: width, height: height), at: now)
            case 4, 5:
                // A drag across the middle of the screen, released moving or held still.
                let strip = pair.stored.controller.screen.strip
                let across = vertical ? strip.x + strip.width / 2 : strip.y + strip.height / 2
                var along = vertical ? strip.y + rng.int(0...max(0, strip.height - 1)) : rng.int(0...max(0, width - 1))
                func point(_ a: Int) -> (Int, Int) { vertical ? (across, max(0, a)) : (max(0, a), across) }
                var (px, py) = point(along)
                pair.send(.mouse(MouseEvent(kind: .press, button: .left, x: px, y: py)), at: now)
                let velocity = rng.int(-6...6)
                for _ in 0..<rng.int(1...8) {
                    now += 1.0 / 60
                    along += velocity
                    (px, py) = point(along)
                    pair.send(.mouse(MouseEvent(kind: .motion, button: .left, x: px, y: py)), at: now)
                    if let d = pair.frame(at: now) { throw Counterexample(message: "step \(step), dragging: \(d)") }
                }
                if rng.chance(0.3) { now += 0.2 }
                pair.send(.mouse(MouseEvent(kind: .release, button: .left, x: px, y: py)), at: now)
            default:
                break
            }
            for _ in 0..<rng.int(1...12) {
                now += 1.0 / 60
                if let d = pair.frame(at: now) { throw Counterexample(message: "step \(step): \(d)") }
            }
        }
    }

    @Test("the demo's frames are the same from backing stores, both axes, endless or not, with and without the overlay")
    func demoFramesAreTheSame() {
        property("demo frames", trials: 40, baseSeed: 0xb5_0001) { rng in
            let count = rng.pick([1, 2, 3, 20, 1000, 1_000_000_000])
            var pair = Pair(
                count: count, width: rng.pick([80, 100, 200, 40]), height: rng.pick([24, 30, 60, 12]),
                axis: rng.chance(0.5) ? .vertical : .horizontal, wraps: rng.chance(0.3),
                showsDetails: rng.chance(0.7)
            ) { DemoCards(count: count) }
            try Self.session(&pair, &rng, steps: 14)
        }
    }

    @Test("cards of wide characters, clusters, emoji and previews in colour look the same from backing stores")
    func mixedCardsAreTheSame() {
        property("mixed cards", trials: 60, baseSeed: 0xb5_0002) { rng in
            let count = rng.pick([2, 5, 40])
            let seed = rng.next()
            var pair = Pair(
                count: count, width: rng.int(30...160), height: rng.int(10...50),
                axis: rng.chance(0.4) ? .vertical : .horizontal, wraps: rng.chance(0.3),
                showsDetails: rng.chance(0.5)
            ) { MixedCards(count: count, seed: seed) }
            try Self.session(&pair, &rng, steps: 12)
        }
    }

    @Test("a preview that changes while its card is on screen is drawn again")
    func changingPreviewIsDrawnAgain() throws {
        let cardsA = MixedCards(count: 3, seed: 7), cardsB = MixedCards(count: 3, seed: 7)
        for cards in [cardsA, cardsB] { cards.previews[1] = PreviewContent(index: 1) }
        // Each controller its own cards, with the same previews in each.
        let inPlace = Harness(count: 3, width: 80, height: 24, startPage: 1, dataSource: cardsA)
        let stored = Harness(count: 3, width: 80, height: 24, startPage: 1, dataSource: cardsB)
        inPlace.controller.view.drawsFromBackingStores = false
        var a = Canvas(width: 80, height: 24), b = Canvas(width: 80, height: 24)
        var now = 1.0
        for text in ["first line", "first line\nsecond", "中文 and more\n\u{1b}ignored"] {
            for cards in [cardsA, cardsB] {
                cards.previews[1]?.text = StyledText(lines: text.split(separator: "\n").map { [StyledText.Span(String($0))] })
                cards.previews[1]?.state = .running
            }
            now += 1.0 / 60
            inPlace.controller.render(into: &a, now: now)
            stored.controller.render(into: &b, now: now)
            #expect(Self.difference(a, b) == nil)
            #expect(b.text.contains(text.split(separator: "\n")[0]))
        }
    }

    @Test("a wide character cut by the clip: a space in its style at the right, what lay beneath at the left")
    func wideCharactersAtTheClip() throws {
        // A card whose text is all wide characters, at every offset across the clip's edges.
        let card = CardCell(reuseIdentifier: "card")
        card.title = "中文中文中文中文中文"
        card.body = "字字字字字字字字字字字字 한국어 👍🏽👍🏽👍🏽"
        card.footer = "文 1 of 3"
        let theme = Theme.forDepth(.full)
        let clip = Rect(x: 5, y: 1, width: 20, height: 10)
        for x in -20...30 {
            for y in [-8, -3, 0, 1, 4, 8] {
                let frame = Rect(x: x, y: y, width: 18, height: 9)
                for isCurrent in [false, true] {
                    var a = Canvas(width: 32, height: 12), b = Canvas(width: 32, height: 12)
                    card.draw(in: &a, frame: frame, clip: clip, isCurrent: isCurrent, theme: theme)
                    card.display(in: &b, frame: frame, clip: clip, isCurrent: isCurrent, theme: theme)
                    if let d = Self.difference(a, b) {
                        Issue.record("frame \(frame): \(d)")
                        return
                    }
                }
            }
        }
    }

    @Test("cards of every small size look the same from their stores, as neighbours and as the current card")
    func smallCards() {
        let card = CardCell(reuseIdentifier: "card")
        card.title = "Title 中文"
        card.body = "body text"
        card.footer = "1 of 2"
        for theme in [Theme.forDepth(.full), Theme.forDepth(.none), Theme.forDepth(.basic, appearance: .light)] {
            for width in 1...9 {
                for height in 1...6 {
                    for isCurrent in [false, true] {
                        let frame = Rect(x: 1, y: 1, width: width, height: height)
                        var a = Canvas(width: 12, height: 8), b = Canvas(width: 12, height: 8)
                        card.draw(in: &a, frame: frame, clip: a.bounds, isCurrent: isCurrent, theme: theme)
                        card.display(in: &b, frame: frame, clip: b.bounds, isCurrent: isCurrent, theme: theme)
                        if let d = Self.difference(a, b) { Issue.record("\(width)x\(height): \(d)"); return }
                    }
                }
            }
        }
    }

    @Test("a reused cell shows its new item, and a resized card its new size")
    func reuseAndResize() {
        let cards = MixedCards(count: 50, seed: 11), same = MixedCards(count: 50, seed: 11)
        let inPlace = Harness(count: 50, width: 90, height: 28, startPage: 0, dataSource: cards)
        let stored = Harness(count: 50, width: 90, height: 28, startPage: 0, dataSource: same)
        inPlace.controller.view.drawsFromBackingStores = false
        var a = Canvas(width: 0, height: 0), b = Canvas(width: 0, height: 0)
        var now = 1.0
        func compare(_ what: String) {
            inPlace.controller.render(into: &a, now: now)
            stored.controller.render(into: &b, now: now)
            if let d = Self.difference(a, b) { Issue.record("\(what): \(d)") }
        }
        compare("first frame")
        for k in 0..<30 {
            inPlace.key(.right, at: now); stored.key(.right, at: now)
            now = settle(inPlace.controller, from: now)
            settle(stored.controller, from: now - 1)
            compare("after \(k + 1) pages")
            if k % 7 == 3 {
                let size = [(60, 20), (140, 40), (90, 28), (33, 13)][k % 4]
                inPlace.send(.resize(width: size.0, height: size.1), at: now)
                stored.send(.resize(width: size.0, height: size.1), at: now)
                compare("resized to \(size)")
            }
        }
        #expect(stored.controller.collectionView.counters.reused > 0)
    }

    @Test("what a store never drew is left as it was on the canvas")
    func transparentWhereNothingWasDrawn() {
        var store = BackingStore()
        store.draw(width: 10, height: 3) { canvas in
            canvas.write("ab", x: 1, y: 0, style: Style(bold: true))
            canvas.write("中", x: 4, y: 2, style: .plain)
        }
        var canvas = Canvas(width: 20, height: 5)
        canvas.fill(canvas.bounds, with: "·", style: .plain)
        canvas.composite(store, x: 3, y: 1)
        #expect(canvas.lines[1] == "····ab··············")
        #expect(canvas.lines[2] == "····················")
        #expect(canvas.lines[3] == "·······中···········")
    }
}
