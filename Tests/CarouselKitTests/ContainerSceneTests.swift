import Testing
@testable import CarouselKit

/// Scenes placed anywhere: a carousel, or a race, drawn into a rectangle of a larger screen
/// draws there exactly what it draws alone and nothing outside it, and takes the pointer in
/// its own coordinates, so that a drag at an offset does what the same drag does at the origin.
@Suite("Scenes placed in rectangles of one screen")
struct ContainerSceneTests {
    static func carousel(_ strategy: any PagingResolver = NearestPaging(), count: Int = 30, startPage: Int = 0) -> CarouselController {
        var c = CarouselConfiguration()
        c.strategy = strategy
        c.startPage = startPage
        return CarouselController(configuration: c, dataSource: DemoCards(count: count))
    }

    static func lines(_ scene: any CarouselScene, width: Int, height: Int, now: Double) -> [String] {
        var canvas = Canvas(width: width, height: height)
        scene.render(into: &canvas, now: now)
        return canvas.lines
    }

    static func press(_ kind: MouseEvent.Kind, x: Int, y: Int) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: .left, x: x, y: y))
    }

    /// A quick drag from `from` to `to` along row `y`, released while moving.
    static func flick(_ scene: any CarouselScene, from: Int, to: Int, y: Int, at t0: Double) {
        scene.handle(press(.press, x: from, y: y), now: t0)
        let steps = 6
        for k in 1...steps {
            scene.handle(press(.motion, x: from + (to - from) * k / steps, y: y), now: t0 + Double(k) * 0.012)
        }
        scene.handle(press(.release, x: to, y: y), now: t0 + Double(steps) * 0.012 + 0.004)
    }

    static func settle(_ scene: any CarouselScene, from t: Double) -> Double {
        var t = t
        while scene.tick(now: t), t < 60 { t += 1.0 / 60 }
        return t
    }

    @Test("two carousels side by side draw what each draws alone, each in its half", arguments: [(120, 24), (121, 30), (33, 9)])
    func sideBySideDrawsEachAsAlone(size: (width: Int, height: Int)) {
        let pair = ContainerScene([Self.carousel(startPage: 3), Self.carousel(OneAtATimePaging(), startPage: 7)])
        pair.resize(width: size.width, height: size.height, now: 0)
        let composed = Self.lines(pair, width: size.width, height: size.height, now: 0)
        let leftWidth = (size.width + 1) / 2, rightWidth = size.width / 2
        let left = Self.carousel(startPage: 3), right = Self.carousel(OneAtATimePaging(), startPage: 7)
        left.resize(width: leftWidth, height: size.height, now: 0)
        right.resize(width: rightWidth, height: size.height, now: 0)
        let alone = zip(Self.lines(left, width: leftWidth, height: size.height, now: 0),
                        Self.lines(right, width: rightWidth, height: size.height, now: 0)).map { $0 + $1 }
        #expect(composed == alone, "\(composed.joined(separator: "\n"))")
        #expect(pair.children.map(\.frame) == [Rect(x: 0, y: 0, width: leftWidth, height: size.height),
                                               Rect(x: leftWidth, y: 0, width: rightWidth, height: size.height)])
    }

    @Test("a scene placed at an offset leaves every cell outside its frame as it was")
    func placedSceneDrawsOnlyInsideItsFrame() {
        let placed = PlacedScene(Self.carousel())
        let frame = Rect(x: 7, y: 5, width: 60, height: 16)
        placed.place(in: frame, now: 0)
        var canvas = Canvas(width: 90, height: 30)
        canvas.fill(canvas.bounds, with: "x", style: .plain)
        placed.draw(into: &canvas, now: 0)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where !frame.contains(x: x, y: y) {
                #expect(canvas.text(of: canvas.cells[y * canvas.width + x]) == "x", "(\(x),\(y))")
            }
        }
        let lone = Self.carousel()
        lone.resize(width: 60, height: 16, now: 0)
        let alone = Self.lines(lone, width: 60, height: 16, now: 0)
        let inside = canvas.lines[5..<21].map { String($0.dropFirst(7).prefix(60)) }
        #expect(inside == alone.map { $0.padding(toLength: 60, withPad: " ", startingAt: 0) })
        // The strip scrolls on the screen where it is drawn: the encoder shifts it there.
        #expect(canvas.scrollingRegions.count == 1 && canvas.scrollingRegions.first?.rect.x == 7
                && canvas.scrollingRegions.first?.rect.y ?? 0 > 5)
    }

    @Test("a flick in the right half moves the right carousel as the same flick moves one alone; the left stays")
    func flickAtAnOffsetIsTheFlickAtTheOrigin() {
        let pair = ContainerScene([Self.carousel(), Self.carousel()])
        pair.resize(width: 200, height: 30, now: 0)
        Self.flick(pair, from: 100 + 80, to: 100 + 30, y: 12, at: 1)
        _ = Self.settle(pair, from: 1.1)
        let alone = Self.carousel()
        alone.resize(width: 100, height: 30, now: 0)
        Self.flick(alone, from: 80, to: 30, y: 12, at: 1)
        _ = Self.settle(alone, from: 1.1)
        let left = pair.children[0].scene as! CarouselController, right = pair.children[1].scene as! CarouselController
        #expect(alone.currentPage > 1, "the flick crossed cards: \(alone.currentPage)")
        #expect(right.currentPage == alone.currentPage && right.scrollView.lastDecision == alone.scrollView.lastDecision)
        #expect(left.currentPage == 0 && left.scrollView.lastDecision == nil)
        #expect(pair.focusedIndex == 1)
    }

    @Test("a drag keeps its carousel when the pointer leaves its frame; keys go to the one pressed last")
    func dragIsCapturedAndKeysFollowTheFocus() {
        let pair = ContainerScene([Self.carousel(), Self.carousel()])
        pair.resize(width: 200, height: 30, now: 0)
        // Pressed in the left one, dragged across the right one, released there.
        Self.flick(pair, from: 90, to: 160, y: 12, at: 1)
        let left = pair.children[0].scene as! CarouselController, right = pair.children[1].scene as! CarouselController
        #expect(left.scrollView.lastDecision != nil && right.scrollView.lastDecision == nil)
        // The terminal reports the pointer across the whole screen: in the right one's
        // coordinates, from 100 columns to its left.
        #expect(left.scrollView.pointerWindow == 0...199 && right.pointerWindow == -100...99)
        _ = Self.settle(pair, from: 1.2)
        #expect(pair.focusedIndex == 0)
        pair.handle(.key(KeyEvent(.right)), now: 10)
        _ = Self.settle(pair, from: 10)
        #expect(left.currentPage == 1 && right.currentPage == 0)
        // A click in the right one gives it the focus.
        pair.handle(Self.press(.press, x: 150, y: 0), now: 20)
        pair.handle(Self.press(.release, x: 150, y: 0), now: 20.05)
        pair.handle(.key(KeyEvent(.right)), now: 21)
        _ = Self.settle(pair, from: 21)
        #expect(left.currentPage == 1 && right.currentPage == 1)
    }

    @Test("a race placed under a carousel: a click on a lane's page dot goes there in every lane")
    func raceBelowACarouselTakesClicksWhereItIsDrawn() throws {
        let race = CarouselController(strategies: [NearestPaging(), OneAtATimePaging()], configuration: CarouselConfiguration(),
                                      dataSource: DemoCards(count: 20), startPage: 0)
        let stack = ContainerScene([Self.carousel(), race], layout: .rows)
        stack.resize(width: 100, height: 50, now: 0)
        _ = Self.lines(stack, width: 100, height: 50, now: 0)
        let top = stack.children[1].frame.y
        let label = race.laneLabels[1]
        let row = try #require(race.screen.lanes.dropFirst().first?.labelRow)
        let dot = try #require(label.dotHits.first { $0.page == 2 })
        stack.handle(Self.press(.press, x: dot.x, y: top + row), now: 1)
        stack.handle(Self.press(.release, x: dot.x, y: top + row), now: 1.05)
        _ = Self.settle(stack, from: 1.05)
        #expect(race.lanes.map(\.scrollView.currentPage) == [2, 2])
        #expect((stack.children[0].scene as! CarouselController).currentPage == 0)
    }

    @Test("a layer partly off the canvas is clipped, and a wide character it cuts leaves a space")
    func compositingClipsAndNeverSplitsAWideCharacter() {
        var layer = Canvas(width: 6, height: 2)
        layer.write("界a界b", x: 0, y: 0, style: .plain)
        for (x, y) in [(-1, 0), (3, 1), (-10, -10), (20, 20), (0, 0)] {
            var canvas = Canvas(width: 5, height: 3)
            canvas.composite(layer, x: x, y: y)
            // Every row still reads as cells of one column each or a whole wide character.
            for row in canvas.lines { #expect(TextWidth.of(row) == 5, "at (\(x),\(y)): \(canvas.lines)") }
        }
        var canvas = Canvas(width: 5, height: 1)
        canvas.composite(layer, x: -1, y: 0)
        #expect(canvas.lines == [" a界b"])
        canvas.reset(width: 5, height: 1)
        canvas.composite(layer, x: 1, y: 0)
        #expect(canvas.lines == [" 界a "], "the second 界 would need a sixth column")
    }
}
