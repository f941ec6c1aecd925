import Foundation
@testable import CarouselCore
@testable import CarouselKit
import Testing

/// `doc/building.md` shows how to add a strategy, a widget, a scene and an option in four short
/// programs. Each is a file a test target compiles (the `BuildingGuideExamples` folders), the
/// guide's block is that file byte for byte, and these tests hold each to what the guide says
/// it does; the option's are `BuildingGuideOptionTests`, where the command line is.
@Suite("The building guide's examples")
struct BuildingGuideTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let theme = Theme.forDepth(.full)

    /// The section whose Swift blocks are the examples.
    static let heading = "## Adding a strategy, a widget, a scene, an option"

    /// The files the section's Swift blocks are, in the order it shows them.
    static let examples = [
        "Tests/CarouselKitTests/BuildingGuideExamples/TwoAtATime.swift",
        "Tests/CarouselKitTests/BuildingGuideExamples/PageCounter.swift",
        "Tests/CarouselKitTests/BuildingGuideExamples/PlanetsScene.swift",
        "Tests/CarouselCommandLineTests/BuildingGuideExamples/SlowMotionOption.swift",
    ]

    /// The text of each ```swift block between `heading` and the next heading of its level.
    static func swiftBlocks(in guide: String) -> [String]? {
        guard let start = guide.range(of: "\n" + heading + "\n") else { return nil }
        let rest = guide[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var blocks: [String] = []
        var block: String?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if block == nil {
                if line == "```swift" { block = "" }
            } else if line == "```" {
                blocks.append(block ?? "")
                block = nil
            } else {
                block? += line + "\n"
            }
        }
        return blocks
    }

    /// Where two texts part: the first line that differs, with its number.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false)
        let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        for k in 0..<max(la.count, lb.count) {
            let x = k < la.count ? String(la[k]) : "(nothing)", y = k < lb.count ? String(lb[k]) : "(nothing)"
            if x != y { return "line \(k + 1): the guide has \"\(x)\", the file \"\(y)\"" }
        }
        return "the same lines"
    }

    @Test("each Swift block of the guide's section is, byte for byte, an example file the tests compile")
    func blocksAreTheExamples() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("doc/building.md"), encoding: .utf8)
        let blocks = try #require(Self.swiftBlocks(in: guide), "doc/building.md has no section \"\(Self.heading)\"")
        #expect(blocks.count == Self.examples.count, "the section shows \(blocks.count) Swift blocks; the examples are \(Self.examples)")
        for (block, path) in zip(blocks, Self.examples) {
            let file = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(block == file, "doc/building.md does not show \(path): \(Self.firstDifference(block, file))")
        }
    }

    @Test("the strategy pages two cards a flick, however hard, either way, and stops at the ends")
    func strategyPagesTwo() {
        let resolver = TwoAtATime()
        let gentle = resolve(resolver, .make(startPage: 5, releaseOffset: 5 * 63 + 8, velocity: 300))
        #expect(gentle.page == 7)
        #expect(gentle.explanation == "p0 + 2 -> page 8")
        #expect(resolve(resolver, .make(startPage: 5, releaseOffset: 5 * 63 + 40, velocity: 6000)).page == 7)
        #expect(resolve(resolver, .make(startPage: 5, releaseOffset: 5 * 63 - 8, velocity: -300)).page == 3)
        #expect(resolve(resolver, .make(startPage: 5, releaseOffset: 5 * 63 + 8, velocity: 0)).page == 5)
        #expect(resolve(resolver, .make(startPage: 19, releaseOffset: 19 * 63 + 8, velocity: 300)).page == 19)
        #expect(resolve(resolver, .make(startPage: 0, releaseOffset: -8, velocity: -300)).page == 0)

        // A carousel it pages: → flicks a card, Shift-→ a hard flick; each lands two on.
        let area = Rect(x: 0, y: 0, width: 60, height: 10)
        let carousel = Carousel(dataSource: CardList(titles: (1...12).map { "Card \($0)" }), resolver: resolver, cardWidth: 20)
        var now = 0.0
        for (key, page) in [(KeyEvent(.right), 2), (KeyEvent(.right, shift: true), 4), (KeyEvent(.left), 2)] {
            carousel.handle(SceneEvent(.key(key)), in: area, now: now)
            now = CarouselWidgetTests.settle(carousel, in: area, from: now)
            #expect(carousel.selectedPage == page, "\(key)")
        }
    }

    @Test("registered, the strategy is found by name after the built-in ones")
    func strategyRegisters() {
        Strategies.withOwnRegistry {
            #expect(Strategies.named("two-at-a-time") == nil)
            registerTwoAtATime()
            #expect(Strategies.named("two-at-a-time")?.summary == "always two cards per flick")
            #expect(Strategies.all.map(\.name) == Strategies.builtIn.map(\.name) + ["two-at-a-time"])
        }
    }

    @Test("the widget writes its text at the end of its rectangle's first row, cut at its edges, and nothing outside")
    func widgetStaysInItsRect() {
        var canvas = Canvas(width: 40, height: 6)
        canvas.fill(canvas.bounds, with: "·", style: Style(foreground: .red))
        let before = canvas
        for rect in [
            Rect(x: 10, y: 2, width: 20, height: 2), Rect(x: 3, y: 0, width: 6, height: 1), Rect(x: 34, y: 5, width: 9, height: 3),
            Rect(x: 5, y: 4, width: 0, height: 1),
        ] {
            canvas = before
            PageCounter.draw(page: 2, of: 8, in: rect, into: &canvas, theme: Self.theme)
            for y in 0..<canvas.height {
                for x in 0..<canvas.width where !rect.contains(x: x, y: y) {
                    #expect(
                        canvas[x, y] == before[x, y], "cell \(x),\(y) outside \(rect) changed:\n\(canvas.lines.joined(separator: "\n"))")
                }
            }
            switch rect.x {
            case 10: #expect(canvas.lines[2] == String(repeating: "·", count: 19) + "page 3 of 8" + String(repeating: "·", count: 10))
            case 3: #expect(canvas.lines[0].hasPrefix("···page 3··"), "cut at the right edge: \(canvas.lines[0])")
            case 34: #expect(canvas.lines[5].hasSuffix("·page 3"), "cut at the canvas's edge: \(canvas.lines[5])")
            default: #expect(canvas == before, "an empty rectangle is left as it was")
            }
        }
    }

    @Test("the scene draws its title row and its cards, pages by a key and a drag in its cards alone, and ends with Enter's choice")
    func sceneRuns() {
        let scene = PlanetsScene()
        let hosted = HostedScene(scene, configuration: CarouselConfiguration())
        hosted.resize(width: 60, height: 12, now: 0)
        var canvas = Canvas(width: 0, height: 0)
        hosted.render(into: &canvas, now: 0)
        #expect(canvas.lines[0].hasPrefix(" planets") && canvas.lines[0].hasSuffix("page 1 of 5"), "\(canvas.lines[0])")
        #expect(canvas.lines[1...].joined().contains("Mercury"))

        var now = 0.1
        func settle() { while hosted.tick(now: now) && now < 30 { now += 1.0 / 60 } }
        #expect(hosted.handle(.key(KeyEvent(.right)), now: now) == nil)
        settle()
        #expect(scene.carousel.selectedPage == 1)
        hosted.render(into: &canvas, now: now)
        #expect(canvas.lines[0].hasSuffix("page 2 of 5"), "\(canvas.lines[0])")
        #expect(canvas.lines[1...].joined().contains("Venus"))

        // A drag along the title row is not the carousel's: nothing moves.
        func drag(row: Int, from: Int, to: Int) {
            hosted.handle(.mouse(MouseEvent(kind: .press, button: .left, x: from, y: row)), now: now)
            for k in 1...4 {
                now += 0.016
                hosted.handle(.mouse(MouseEvent(kind: .motion, button: .left, x: from + (to - from) * k / 4, y: row)), now: now)
            }
            hosted.handle(.mouse(MouseEvent(kind: .release, button: .left, x: to, y: row)), now: now)
        }
        drag(row: 0, from: 50, to: 10)
        #expect(scene.isAtRest && scene.carousel.selectedPage == 1)
        // Across the cards it flicks them on.
        drag(row: 6, from: 50, to: 10)
        settle()
        #expect(scene.carousel.selectedPage > 1)
        hosted.render(into: &canvas, now: now)
        #expect(canvas.lines[0].hasSuffix("page \(scene.carousel.selectedPage + 1) of 5"), "\(canvas.lines[0])")

        #expect(hosted.handle(.key(KeyEvent(.enter)), now: now) == .quit(chose: scene.carousel.selectedPage))
        #expect(hosted.handle(.key(KeyEvent(.character("q"))), now: now) == .quit(chose: nil))
    }
}
