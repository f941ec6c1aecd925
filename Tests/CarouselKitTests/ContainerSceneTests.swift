import Testing
import CarouselTestSupport
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
        #expect(pair.focusedIndex == 1 && pair.focused === pair.children[1])
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

    @Test("a container of no scenes draws an empty screen and takes every event without trapping")
    func anEmptyContainerIsHarmless() {
        let empty = ContainerScene([])
        empty.resize(width: 40, height: 10, now: 0)
        for event: InputEvent in [.key(KeyEvent(.right)), .mouse(MouseEvent(kind: .press, button: .left, x: 3, y: 3)),
                                  .mouse(MouseEvent(kind: .release, button: .left, x: 3, y: 3)), .paste("x"), .interrupted] {
            #expect(empty.handle(event, now: 1) == nil)
        }
        #expect(!empty.tick(now: 2) && empty.focused == nil)
        #expect(Self.lines(empty, width: 40, height: 10, now: 2).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
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

/// Whatever the pointer, the keys and the sizes do, placed scenes never trap, the screen is
/// the container's size, and each scene placed wholly on it shows there what it draws alone.
@Suite("Placed scenes under random input")
struct ContainerScenePropertyTests {
    static func randomFrames(_ rng: inout SplitMix64, count: Int) -> [Rect] {
        (0..<count).map { _ in Rect(x: rng.int(-20...150), y: rng.int(-10...50), width: rng.int(-5...120), height: rng.int(-5...40)) }
    }

    static func randomEvent(_ rng: inout SplitMix64, width: Int, height: Int) -> InputEvent {
        let x = rng.int(-30...(width + 30)), y = rng.int(-10...(height + 10))
        switch rng.int(0...9) {
        case 0...2: return .mouse(MouseEvent(kind: .motion, button: .left, x: x, y: y))
        case 3: return .mouse(MouseEvent(kind: .press, button: .left, x: x, y: y))
        case 4: return .mouse(MouseEvent(kind: .release, button: .left, x: x, y: y))
        case 5: return .mouse(MouseEvent(kind: .wheel(dx: 0, dy: rng.pick([-1, 1])), button: .none, x: x, y: y))
        case 6: return .key(KeyEvent(rng.pick([.left, .right, .home, .end, .character(" "), .character("d"), .character("?"), .tab])))
        case 7: return .resize(width: rng.int(0...200), height: rng.int(0...60))
        case 8: return .interrupted
        default: return .paste("x")
        }
    }

    @Test("random presses, drags, wheels, keys and sizes over random layouts")
    func randomInputNeverBreaksThePlacement() {
        property("placed scenes", trials: 40, baseSeed: 0x5CE7E) { rng in
            let count = rng.int(1...3)
            var scenes: [any CarouselScene] = []
            for k in 0..<count {
                if rng.chance(0.3) {
                    scenes.append(CarouselController(strategies: [NearestPaging(), OneAtATimePaging()], configuration: CarouselConfiguration(),
                                                     dataSource: DemoCards(count: rng.int(0...30)), startPage: 0))
                } else {
                    scenes.append(ContainerSceneTests.carousel(k % 2 == 0 ? NearestPaging() : VotePaging(), count: rng.int(0...30)))
                }
            }
            let frames = Self.randomFrames(&rng, count: count)
            let layout: ContainerScene.Layout = rng.pick([.columns, .rows, .custom { _ in frames }])
            let container = ContainerScene(scenes, layout: layout)
            var width = rng.int(0...200), height = rng.int(0...60)
            container.resize(width: width, height: height, now: 0)
            var t = 0.0
            var canvas = Canvas(width: 0, height: 0)
            for _ in 0..<60 {
                t += rng.double(0.001...0.1)
                let event = Self.randomEvent(&rng, width: width, height: height)
                if case .resize(let w, let h) = event { width = w; height = h }
                container.handle(event, now: t)
                container.tick(now: t)
                container.render(into: &canvas, now: t)
                try require(canvas.width == width && canvas.height == height, "the screen is \(canvas.width)x\(canvas.height), not \(width)x\(height)")
            }
            // Each scene wholly on the screen, and under no later one, shows what it draws alone.
            for (k, child) in container.children.enumerated() {
                let frame = child.frame
                guard frame.width > 0, frame.height > 0, frame.x >= 0, frame.y >= 0, frame.maxX <= width, frame.maxY <= height,
                      !container.children.dropFirst(k + 1).contains(where: { !$0.frame.intersection(frame).isEmpty }) else { continue }
                var alone = Canvas(width: 0, height: 0)
                child.scene.render(into: &alone, now: t)
                for row in 0..<frame.height {
                    for col in 0..<frame.width {
                        let shown = canvas.text(of: canvas.cells[(frame.y + row) * width + frame.x + col])
                        let own = alone.text(of: alone.cells[row * frame.width + col])
                        try require(shown == own, "scene \(k) at \(frame), cell (\(col),\(row)): \(shown) against \(own)")
                    }
                }
            }
        }
    }
}
