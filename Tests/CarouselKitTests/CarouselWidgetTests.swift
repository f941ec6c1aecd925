@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The carousel widget draws a carousel the caller keeps into one rectangle of a canvas and
/// nowhere else, and answers for that rectangle alone: two side by side do not touch.
@Suite("Carousel widget")
struct CarouselWidgetTests {
    static let theme = Theme.forDepth(.full)
    static let titles = (1...12).map { "Card \($0)" }

    /// The cells of `rect`, read as a person would: character, width and style.
    static func cells(of canvas: Canvas, in rect: Rect) -> [String] {
        var seen: [String] = []
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let cell = canvas[x, y]
                seen.append("\(canvas.text(of: cell))/\(cell.width)/\(cell.styleKey)")
            }
        }
        return seen
    }

    static func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int) -> SceneEvent {
        SceneEvent(.mouse(MouseEvent(kind: kind, button: .left, x: x, y: y)))
    }

    /// Ticks `carousel` a frame at a time until it rests; the time it came to rest.
    static func settle(_ carousel: Carousel, in area: Rect, from start: Double) -> Double {
        var now = start
        while !carousel.isAtRest && now < start + 30 {
            now += 1.0 / 60
            carousel.handle(.tick, in: area, now: now)
        }
        return now
    }

    @Test("two carousels side by side: a flick of one leaves the other's cells untouched")
    func sideBySide() {
        let left = Rect(x: 0, y: 2, width: 60, height: 14), right = Rect(x: 60, y: 2, width: 60, height: 14)
        let a = Carousel(dataSource: CardList(titles: Self.titles), cardWidth: 30, spacing: 2)
        let b = Carousel(dataSource: CardList(titles: Self.titles), cardWidth: 30, spacing: 2, startPage: 3)
        let size = SceneEvent(.resize(width: 120, height: 20))
        a.handle(size, in: left, now: 0)
        b.handle(size, in: right, now: 0)
        var canvas = Canvas(width: 120, height: 20)
        let widget = CarouselWidget()
        func draw() {
            canvas.reset(width: 120, height: 20)
            widget.render(a, in: left, into: &canvas, theme: Self.theme)
            widget.render(b, in: right, into: &canvas, theme: Self.theme)
        }
        draw()
        let rightBefore = Self.cells(of: canvas, in: right), leftBefore = Self.cells(of: canvas, in: left)
        #expect(canvas.lines.joined().contains("Card 1") && canvas.lines.joined().contains("Card 4"))

        // A hard drag to the left across the left carousel, released while moving.
        #expect(a.handle(Self.mouse(.press, x: 50, y: 8), in: left, now: 0.1))
        for (k, x) in [44, 36, 28, 20].enumerated() {
            a.handle(Self.mouse(.motion, x: x, y: 8), in: left, now: 0.1 + 0.016 * Double(k + 1))
        }
        a.handle(Self.mouse(.release, x: 20, y: 8), in: left, now: 0.17)
        // The pointer never came near the right carousel: it ignores what it is handed.
        #expect(!b.handle(Self.mouse(.press, x: 50, y: 8), in: right, now: 0.1))
        _ = Self.settle(a, in: left, from: 0.17)
        draw()

        #expect(a.selectedPage > 0)
        #expect(b.selectedPage == 3)
        #expect(Self.cells(of: canvas, in: left) != leftBefore)
        #expect(Self.cells(of: canvas, in: right) == rightBefore)
    }

    @Test("a hit test answers inside the widget's rectangle only")
    func hitTests() {
        let area = Rect(x: 10, y: 4, width: 50, height: 12)
        let carousel = Carousel(dataSource: CardList(titles: Self.titles), cardWidth: 30, spacing: 2, startPage: 2)
        carousel.handle(SceneEvent(.resize(width: 80, height: 24)), in: area, now: 0)
        var canvas = Canvas(width: 80, height: 24)
        let widget = CarouselWidget()
        widget.render(carousel, in: area, into: &canvas, theme: Self.theme)
        let middle = area.y + area.height / 2
        // The current card sits in the middle of the area; its neighbours peek in at both edges.
        #expect(widget.hitTest(x: area.x + area.width / 2, y: middle, in: area, of: carousel) == 2)
        #expect(widget.hitTest(x: area.x, y: middle, in: area, of: carousel) == 1)
        #expect(widget.hitTest(x: area.maxX - 1, y: middle, in: area, of: carousel) == 3)
        // Just outside, where the peeking cards' frames still reach, nothing is hit.
        #expect(widget.hitTest(x: area.x - 1, y: middle, in: area, of: carousel) == nil)
        #expect(widget.hitTest(x: area.maxX, y: middle, in: area, of: carousel) == nil)
        #expect(widget.hitTest(x: area.x + area.width / 2, y: area.y - 1, in: area, of: carousel) == nil)
        #expect(widget.hitTest(x: area.x + area.width / 2, y: area.maxY, in: area, of: carousel) == nil)
        #expect(widget.hitTest(x: 0, y: 0, in: area, of: carousel) == nil)
        // A press outside the area does not drag.
        #expect(!carousel.handle(Self.mouse(.press, x: area.x - 1, y: middle), in: area, now: 0.1))
        #expect(carousel.isAtRest)
    }

    /// A cell of one's own that fills its whole frame, knowing nothing of clipping.
    final class FillingCell: CollectionViewCell {
        override func draw(in canvas: inout Canvas, frame: Rect, isCurrent: Bool, theme: Theme) {
            canvas.fill(frame, with: isCurrent ? "#" : "+", style: theme.text)
        }
    }

    final class FillingCards: CollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func numberOfItems(in collectionView: CollectionView) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
            collectionView.register(FillingCell.self, forCellWithReuseIdentifier: "filling")
            return collectionView.dequeueReusableCell(withReuseIdentifier: "filling", for: index)
        }
    }

    @Test("a widget never writes outside its rectangle, wherever the content is")
    func staysInside() {
        property("widget stays inside its rectangle", trials: 300, baseSeed: 0x5749_4447_4554) { rng in
            let width = rng.int(4...120), height = rng.int(2...40)
            // Rectangles inside the canvas, across its edges, or past it altogether.
            let area = Rect(x: rng.int(-20...width), y: rng.int(-10...height), width: rng.int(0...130), height: rng.int(0...45))
            let count = rng.int(0...40)
            let source: CollectionViewDataSource =
                rng.chance(0.7)
                ? CardList(titles: (0..<count).map { "Card \($0) " + String(repeating: "中x", count: $0 % 5) })
                : FillingCards(count: count)
            let carousel = Carousel(
                dataSource: source, resolver: rng.pick([NearestPaging(), FreeScrolling(), OneAtATimePaging()]),
                cardWidth: rng.int(1...70), spacing: rng.int(0...6), startPage: rng.int(0...max(0, count - 1)))
            carousel.handle(SceneEvent(.resize(width: width, height: height)), in: area, now: 0)
            // Somewhere along a drag (held, so the content can rest between cards or past an end),
            // or in the middle of a flick's settle.
            var now = 0.1
            if rng.chance(0.5), area.width > 0, area.height > 0 {
                let y = area.y + area.height / 2, start = area.x + area.width / 2
                carousel.handle(Self.mouse(.press, x: start, y: y), in: area, now: now)
                for _ in 0..<rng.int(1...6) {
                    now += 0.016
                    carousel.handle(Self.mouse(.motion, x: start + rng.int(-150...150), y: y), in: area, now: now)
                }
            } else {
                let key = rng.pick([Key.left, .right, .end, .home])
                carousel.handle(SceneEvent(.key(KeyEvent(key, shift: rng.chance(0.5)))), in: area, now: now)
                now += rng.double(0...0.5)
                carousel.handle(.tick, in: area, now: now)
            }
            var canvas = Canvas(width: width, height: height)
            canvas.fill(canvas.bounds, with: "·", style: Style(foreground: .red))
            let before = canvas
            CarouselWidget().render(carousel, in: area, into: &canvas, theme: Self.theme)
            for y in 0..<height {
                for x in 0..<width where !area.contains(x: x, y: y) {
                    try require(
                        canvas[x, y] == before[x, y],
                        "cell \(x),\(y) outside \(area) changed in a \(width)x\(height) canvas:\n" + canvas.lines.joined(separator: "\n"))
                }
            }
        }
    }

    @Test("a scene of one's own hears keys by fzf's names and ends the run with its choice")
    func sceneOfOnesOwn() {
        final class Chooser: Scene {
            let carousel = Carousel(dataSource: CardList(titles: CarouselWidgetTests.titles), cardWidth: 20)
            var area = Rect(x: 0, y: 0, width: 0, height: 0)
            var keys: [String] = []
            func handle(_ event: SceneEvent, now: Double) -> SceneStatus {
                if let size = event.size { area = Rect(x: 0, y: size.height / 2, width: size.width, height: size.height - size.height / 2) }
                if let key = event.key { keys.append(key) }
                if event.key == "enter" { return .finished(chose: carousel.selectedPage) }
                carousel.handle(event, in: area, now: now)
                return .running
            }
            func render(into canvas: inout Canvas, theme: Theme) {
                canvas.write("chosen so far: \(carousel.selectedPage + 1)", x: 0, y: 0, style: theme.text)
                CarouselWidget().render(carousel, in: area, into: &canvas, theme: theme)
            }
            var isAtRest: Bool { carousel.isAtRest }
            var nextWakeTime: Double? { nil }
        }
        let chooser = Chooser()
        let hosted = HostedScene(chooser, configuration: CarouselConfiguration())
        hosted.resize(width: 80, height: 24, now: 0)
        #expect(hosted.handle(.key(KeyEvent(.right, shift: true)), now: 0.1) == nil)
        var now = 0.1
        while hosted.tick(now: now) && now < 30 { now += 1.0 / 60 }
        #expect(chooser.carousel.selectedPage > 1)
        #expect(hosted.handle(.key(KeyEvent(.control("c"))), now: now) == .interrupt)
        #expect(hosted.handle(.key(KeyEvent(.character("q"))), now: now) == nil)
        var canvas = Canvas(width: 0, height: 0)
        hosted.render(into: &canvas, now: now)
        // Drawing again with no event between changes neither the carousel nor the frame.
        let offset = chooser.carousel.scrollView.offset, page = chooser.carousel.selectedPage
        var again = Canvas(width: 0, height: 0)
        hosted.render(into: &again, now: now)
        #expect(chooser.carousel.scrollView.offset == offset && chooser.carousel.selectedPage == page)
        #expect(BackingStoreTests.difference(canvas, again) == nil)
        #expect(canvas.width == 80 && canvas.height == 24)
        #expect(canvas.lines[0].hasPrefix("chosen so far: \(chooser.carousel.selectedPage + 1)"))
        #expect(canvas.lines[12...].joined().contains("Card \(chooser.carousel.selectedPage + 1)"))
        #expect(hosted.handle(.key(KeyEvent(.enter)), now: now) == .quit(chose: chooser.carousel.selectedPage))
        #expect(chooser.keys == ["shift-right", "q", "enter"])
    }

    static func wheel(x: Int, y: Int) -> SceneEvent {
        SceneEvent(.mouse(MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: x, y: y)))
    }

    @Test("over the widget a touchpad's burst of wheel reports is one gesture, a lone notch one card")
    func wheelBurstIsOneGesture() {
        let area = Rect(x: 0, y: 10, width: 100, height: 14)
        let burst = Carousel(dataSource: CardList(titles: Self.titles), resolver: OneAtATimePaging(), cardWidth: 30, spacing: 2)
        burst.handle(SceneEvent(.resize(width: 100, height: 24)), in: area, now: 0)
        // Six reports 12 ms apart, as a two-finger swipe sends them: one flick, one card.
        for k in 0..<6 { burst.handle(Self.wheel(x: 50, y: 15), in: area, now: 0.1 + 0.012 * Double(k)) }
        _ = Self.settle(burst, in: area, from: 0.2)
        #expect(burst.selectedPage == 1)

        // Two notches of a mouse wheel, far apart: a card each.
        let notches = Carousel(dataSource: CardList(titles: Self.titles), resolver: OneAtATimePaging(), cardWidth: 30, spacing: 2)
        notches.handle(SceneEvent(.resize(width: 100, height: 24)), in: area, now: 0)
        notches.handle(Self.wheel(x: 50, y: 15), in: area, now: 0.1)
        var now = Self.settle(notches, in: area, from: 0.1)
        notches.handle(Self.wheel(x: 50, y: 15), in: area, now: now + 0.5)
        now = Self.settle(notches, in: area, from: now + 0.5)
        #expect(notches.selectedPage == 2)
        // Outside its rectangle the wheel is not the widget's.
        #expect(!notches.handle(Self.wheel(x: 50, y: 2), in: area, now: now + 1))
    }
}
