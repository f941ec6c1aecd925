@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// `carousel shelves`: carousels stacked in a list that pages too, on a fake clock.
@Suite("Shelves")
struct ShelvesTests {
    typealias Run = Harness<LanesScene>

    @Test func eachShelfShowsItsNamePageAndStrategyAndTheFirstHasTheFocus() throws {
        let run = Run()
        let lines = run.screen
        #expect(lines[0].contains("shelf 1/6"))
        #expect(run.label("system")?.hasPrefix("▶ system  page 1/20  system") == true)
        #expect(run.label("unclipped")?.hasPrefix("  unclipped  page 1/20  unclipped") == true)
        #expect(lines.joined().contains("╭"))
    }

    @Test func downMovesTheFocusAndTheListFollowsIt() throws {
        let run = Run()
        for _ in 0..<4 { run.key(.down) }
        run.settle()
        #expect(run.scene.focus == 4)
        #expect(run.screen[0].contains("shelf 5/6"))
        #expect(run.label("one-at-a-time")?.hasPrefix("▶ one-at-a-time") == true)
        #expect(run.label("system") == nil, "the list scrolled the first shelf out")
        run.key(.character("k"))
        #expect(run.scene.focus == 3)
    }

    @Test func arrowsFlickOnlyTheFocusedShelf() throws {
        let run = Run()
        run.key(.down); run.key(.down); run.key(.down)  // nearest
        run.key(.right, shift: true)
        run.settle()
        #expect(run.scene.page(ofLane: 3) > 1, "a hard flick crosses several cards with nearest")
        for shelf in [0, 1, 2, 4, 5] { #expect(run.scene.page(ofLane: shelf) == 0) }
        run.key(.down)  // one-at-a-time
        run.key(.right, shift: true)
        run.settle()
        #expect(run.scene.page(ofLane: 4) == 1, "one-at-a-time: never more than one card")
    }

    @Test func aShelfKeepsItsPageWhenScrolledOutAndBack() throws {
        let run = Run(strategies: Strategies.names, count: 20)
        run.key(.right); run.settle()
        run.key(.right); run.settle()
        #expect(run.scene.page(ofLane: 0) == 2)
        for _ in 0..<9 { run.key(.down) }
        run.settle()
        #expect(run.scene.carousel(ofLane: 0) == nil, "off screen, no carousel")
        for _ in 0..<9 { run.key(.up) }
        run.settle()
        #expect(run.scene.page(ofLane: 0) == 2)
        #expect(run.label("system")?.contains("page 3/20") == true)
    }

    @Test func onlyShelvesOnScreenHaveCarousels() throws {
        let run = Run(DemoShelves(strategies: Strategies.all, count: 1_000_000_000, shelfCount: 1_000_000))
        _ = run.screen
        #expect(run.scene.carouselCount <= 5)
        run.key(.end)
        for _ in 0..<40 { run.key(.pageDown) }
        run.settle()
        _ = run.screen
        #expect(run.scene.carouselCount <= 8)
        #expect(run.screen[0].contains("/1000000"))
    }

    @Test func tabSwitchesTheFocusedShelfsStrategyOnly() throws {
        let run = Run()
        run.key(.tab)
        #expect(run.scene.strategy(ofLane: 0).name == "unclipped")
        #expect(run.scene.strategy(ofLane: 1).name == "unclipped")
        run.key(.down)
        run.key(.character("4"))
        #expect(run.scene.strategy(ofLane: 1).name == "nearest")
        #expect(run.scene.strategy(ofLane: 0).name == "unclipped")
    }

    @Test func enterChoosesTheFocusedShelfsCard() throws {
        let run = Run()
        run.key(.down); run.key(.right); run.settle()
        let action = run.key(.enter)
        #expect(action == .quit(chose: 1))
        #expect(run.scene.chosen == Array("unclipped\tCard 2".utf8))
    }

    @Test func enterPrintsTheLineOfStreamedInputAndShelvesGrowAsLinesCome() throws {
        let store = LineStore()
        _ = store.append(Array("fruit\tapple\tred\nveg\tleek\n".utf8))
        let shelves = LineShelves(store: store, strategy: NearestPaging())
        let run = Run(shelves)
        run.scene.handle(.loadingMore(true), now: 0)
        #expect(run.label("fruit")?.contains("page 1/1+") == true)
        _ = store.append(Array("fruit\tpear\tgreen\ttoo\nnuts\twalnut\n".utf8))
        run.scene.reloadData(now: run.now)
        #expect(run.scene.laneCount == 3)
        #expect(run.label("fruit")?.contains("page 1/2+") == true)
        #expect(run.label("nuts") != nil)
        run.key(.right); run.settle()
        run.key(.enter)
        #expect(run.scene.chosen == Array("fruit\tpear\tgreen\ttoo".utf8))
    }

    @Test func aSidewaysDragMovesOnlyTheShelfItBeganOn() throws {
        let run = Run(strategies: ["nearest", "nearest", "nearest"])
        let row = try #require(run.labelRow("nearest")) + 3
        run.drag(x: 80, y: row, dx: -60, dy: 0)
        run.settle()
        #expect(run.scene.page(ofLane: 0) >= 2)
        #expect(run.scene.page(ofLane: 1) == 0)
        #expect(run.scene.page(ofLane: 2) == 0)
        #expect(run.scene.listPage == 0, "the list did not move")
    }

    @Test func aVerticalDragScrollsTheListAndSettlesOnAWholeShelf() throws {
        let run = Run(strategies: Strategies.names, count: 20)
        run.drag(x: 50, y: 25, dx: 1, dy: -20)
        run.settle()
        #expect(run.scene.listPage > 0)
        let stride = Double(run.scene.list.scrollView.layout.stride)
        #expect(run.scene.list.scrollView.offset.truncatingRemainder(dividingBy: stride) == 0)
        for shelf in 0..<run.scene.laneCount { #expect(run.scene.page(ofLane: shelf) == 0, "no shelf moved sideways") }
        #expect(run.scene.focus >= run.scene.listPage, "the focus stays on a shelf shown")
    }

    @Test func aClickFocusesAShelfAndAClickOnAPeekingCardGoesToIt() throws {
        let run = Run(strategies: ["nearest", "one-at-a-time"])
        let row = try #require(run.labelRow("one-at-a-time"))
        run.mouse(.press, x: 95, y: row + 3)
        run.mouse(.release, x: 95, y: row + 3)
        run.settle()
        #expect(run.scene.focus == 1)
        #expect(run.scene.page(ofLane: 1) == 1)
        #expect(run.scene.page(ofLane: 0) == 0)
    }

    @Test func eachShelfsLabelEndsInItsPageDotsAndAClickOnOneGoesThere() throws {
        let run = Run(strategies: ["nearest", "one-at-a-time"])
        let label = try #require(run.label("one-at-a-time"))
        #expect(label.hasSuffix("● ○ ○ ○ ○ ○ ○ ○ … ○  ") || label.hasSuffix("● ○ ○ ○ ○ ○ ○ ○ … ○ "), "\(label)")
        #expect(label.hasPrefix("  one-at-a-time  page 1/20  one-at-a-time"), "the label still leads: \(label)")
        let row = try #require(run.labelRow("one-at-a-time"))
        let dot = try #require(run.scene.dotHits(ofLane: 1).first { $0.page == 3 })
        run.mouse(.press, x: dot.x, y: row)
        run.mouse(.release, x: dot.x, y: row)
        run.settle()
        #expect(run.scene.focus == 1 && run.scene.page(ofLane: 1) == 3 && run.scene.page(ofLane: 0) == 0)
        #expect(run.label("one-at-a-time")?.contains("page 4/20") == true)
    }

    @Test func aHardFlickShowsWhereItProjectedOnTheShelfsDotsWhileItSettles() throws {
        let run = Run(strategies: ["one-at-a-time", "nearest"])
        run.key(.right, shift: true)
        run.now += 0.05
        _ = run.scene.tick(now: run.now)
        let settling = try #require(run.label("one-at-a-time"))
        #expect(settling.contains("◆"), "one card on, five projected: \(settling)")
        run.settle()
        #expect(run.label("one-at-a-time")?.contains("◆") == false, "at rest the mark is gone")
    }

    @Test func aNarrowScreenGivesTheLabelItsRoomAndDropsTheDots() throws {
        for width in [16, 24, 36, 40, 60] {
            let run = Run(strategies: ["one-at-a-time"], width: width, height: 12)
            let label = try #require(run.label("one-at-a-time"), "at \(width)")
            #expect(TextWidth.of(label) == width)
            #expect(label.hasPrefix("▶ one-at-a-time") || label.hasPrefix("▶ one-at-a-ti"), "at \(width): \(label)")
        }
    }

    @Test func theWheelScrollsTheListAndShiftWheelTheShelfUnderThePointer() throws {
        let run = Run(strategies: Strategies.names, count: 20)
        run.mouse(.wheel(dx: 0, dy: 1), x: 50, y: 5)
        run.now += 1; run.settle()
        #expect(run.scene.listPage == 1)
        let row = try #require(run.labelRow("adjacent"))
        run.mouse(.wheel(dx: 0, dy: 1), x: 50, y: row + 3, shift: true)
        run.now += 1; run.settle()
        #expect(run.scene.page(ofLane: 2) == 1)
        #expect(run.scene.page(ofLane: 1) == 0)
        #expect(run.scene.listPage == 1)
    }

    @Test func everySizeFromOneByOneDrawsWithoutACrashAndSaysWhenTooSmall() throws {
        let run = Run()
        for width in [1, 2, 5, 15, 16, 17, 40, 80, 200] {
            for height in [1, 2, 3, 4, 5, 6, 8, 12, 24, 60] {
                run.send(.resize(width: width, height: height))
                run.key(.down); run.key(.right, shift: true)
                run.now += 0.1
                _ = run.scene.tick(now: run.now)
                let lines = run.screen
                #expect(lines.count == height)
                if width < LanesLayout.minimumWidth || height < LanesLayout.minimumLaneHeight {
                    #expect(lines.first?.contains(width >= 5 ? "small" : "") == true || width < 5)
                }
            }
        }
    }
}
