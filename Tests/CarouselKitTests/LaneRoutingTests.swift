@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The two ways lanes route what a person does: every lane (the race) and the lane under the
/// pointer (the shelves), each asked for its answers alone, then in a scene.
@Suite("Lane routing")
struct LaneRoutingTests {
    let every = EveryLane()
    let underPointer = LaneUnderPointer()

    // MARK: - Each routing's answers

    @Test func everyLaneReachesEveryLaneAndKeepsACarouselForEach() {
        #expect(every.lanesReached(every: [0, 1, 2], underPointer: 1) == [0, 1, 2])
        #expect(every.lanesReached(every: [0, 1, 2], underPointer: nil) == [0, 1, 2])
        #expect(every.keyedLane(focus: 2) == nil, "the keys drive every lane, not the focused one")
        #expect(every.lanesWithCarousels(count: 9, visible: 3..<5) == 0..<9)
        #expect(every.lanesWithCarousels(count: 0, visible: 0..<0).isEmpty)
    }

    @Test func theLaneUnderThePointerIsTheOnlyOneReachedAndOnlyLanesShownKeepACarousel() {
        #expect(underPointer.lanesReached(every: [0, 1, 2], underPointer: 1) == [1])
        #expect(underPointer.lanesReached(every: [0, 1, 2], underPointer: nil).isEmpty, "nothing under the pointer, nothing moves")
        #expect(underPointer.keyedLane(focus: 2) == 2)
        #expect(underPointer.lanesWithCarousels(count: 9, visible: 3..<5) == 3..<5)
    }

    @Test func theCursorRestsOnTheFirstLaneOfARaceAndOnTheFocusedShelf() {
        #expect(every.isCursorLane(0, focus: 2, over: nil))
        #expect(every.isCursorLane(3, focus: 2, over: nil), "the first drawn, when the list scrolled the first away")
        #expect(!every.isCursorLane(4, focus: 2, over: 3))
        #expect(underPointer.isCursorLane(2, focus: 2, over: nil))
        #expect(!underPointer.isCursorLane(0, focus: 2, over: nil))
    }

    @Test func aShelfLabelSaysItsFocusAndStrategyAndARaceLabelNeither() {
        let race = every.labelLook(lane: 1, focus: 1, overlapsStrip: true, showsDetails: false)
        #expect(race.focused == nil && !race.saysStrategy && race.saysDecision && race.overlapsStrip)
        let focused = underPointer.labelLook(lane: 1, focus: 1, overlapsStrip: true, showsDetails: true)
        #expect(focused.focused == true && focused.saysStrategy && focused.saysDecision && !focused.overlapsStrip)
        let other = underPointer.labelLook(lane: 0, focus: 1, overlapsStrip: false, showsDetails: true)
        #expect(other.focused == false && !other.saysDecision, "only the focused shelf says its decision in full")
    }

    @Test func theStatusSaysHowManyLanesOneDragDrivesOrWhichShelfHasTheFocus() {
        let status = LanesStatus(laneCount: 6, focus: 2, isLoadingMore: true, listName: "nearest", notes: ["replay 1/2"])
        #expect(every.status(of: status).about == "6 strategies: one drag drives every lane")
        #expect(every.status(of: status).notes == ["replay 1/2"])
        var one = status
        one.laneCount = 1
        #expect(every.status(of: one).about == "1 strategy: one drag drives every lane")
        #expect(underPointer.status(of: status).notes == ["shelf 3/6+"])
        #expect(underPointer.status(of: status).about == "list: nearest")
        one.laneCount = 0
        #expect(underPointer.status(of: one).notes == ["shelf 0/0"])
    }

    /// A flick's decision on a real scroll view, in `strategy`.
    static func flicked(_ strategy: any PagingResolver) throws -> (FinishedGesture, FinishedGesture.Lane) {
        let layout = CarouselLayout(viewport: 80, cardExtent: 20, spacing: 2, count: 10)
        var scroll = ScrollView(layout: layout, resolver: strategy, startPage: 0)
        let flicked = scroll.flick(pages: 1, exactProjection: true, now: 0)
        let decision = try #require(flicked)
        return (
            FinishedGesture(kind: .key, samples: [], layout: layout, decision: decision, flickPages: 1),
            FinishedGesture.Lane(layout: layout, decision: decision)
        )
    }

    @Test func aRaceReportsOneGestureWithEveryLanesDecisionAndAShelfARecordOfItsOwn() throws {
        let (gesture, lane) = try Self.flicked(NearestPaging())
        guard case .gesture(let raced) = every.report(gesture, lanes: [lane, lane], laneName: "nearest") else {
            Issue.record("a race's gesture goes to its observer")
            return
        }
        #expect(raced.lanes.count == 2)
        guard case .record(let record) = underPointer.report(gesture, lanes: [lane, lane], laneName: "fruit") else {
            Issue.record("a shelf's gesture is a record")
            return
        }
        #expect(record.shelf == "fruit" && record.axis == .horizontal && record.lanes == nil)
        #expect(every.listReport(gesture) == nil, "a race records no gesture of its list")
        let list = try #require(underPointer.listReport(gesture))
        #expect(list.shelf == GestureRecord.listShelf && list.axis == .vertical)
    }

    // MARK: - The roles

    @Test func aRaceIsPresentedOnlyWhenOpenedOverAnotherScene() {
        #expect(LanesScene.Role.race(presented: true).isPresented)
        #expect(!LanesScene.Role.race(presented: false).isPresented)
        #expect(!LanesScene.Role.shelves.isPresented)
        #expect(LanesScene.Role.race(presented: false).routing is EveryLane)
        #expect(LanesScene.Role.shelves.routing is LaneUnderPointer)
    }

    // MARK: - In a scene

    @Test func aRaceDrivesEveryLaneAndTheShelvesOnlyTheFocusedOne() throws {
        let race = Harness(race: [NearestPaging(), NearestPaging(), NearestPaging()])
        race.key(.right)
        race.settle()
        for lane in 0..<3 { #expect(race.scene.page(ofLane: lane) == 1, "every lane took the key's flick") }
        let shelves = Harness<LanesScene>(strategies: ["nearest", "nearest", "nearest"])
        shelves.key(.down)
        shelves.key(.right)
        shelves.settle()
        #expect(shelves.scene.page(ofLane: 1) == 1)
        #expect(shelves.scene.page(ofLane: 0) == 0 && shelves.scene.page(ofLane: 2) == 0)
    }

    @Test func aDragInARaceDrivesEveryLaneWhereverItBegan() throws {
        let race = Harness(race: [NearestPaging(), NearestPaging(), NearestPaging()])
        race.drag(x: 80, y: 10, dx: -60, dy: 0)
        race.settle()
        let page = race.scene.page(ofLane: 0)
        #expect(page >= 2)
        for lane in 1..<3 { #expect(race.scene.page(ofLane: lane) == page) }
    }

    @Test func aClickOnAPeekingCardTakesEveryLaneOfARaceThereAndOnlyTheShelfClicked() throws {
        let race = Harness(race: [NearestPaging(), NearestPaging(), NearestPaging()])
        let strip = try #require(race.scene.shownLanes.dropFirst().first).strip
        race.mouse(.press, x: strip.maxX - 5, y: strip.y + strip.height / 2)
        race.mouse(.release, x: strip.maxX - 5, y: strip.y + strip.height / 2)
        race.settle()
        let page = race.scene.page(ofLane: 1)
        #expect(page > 0, "the click went to the card peeking in")
        for lane in [0, 2] { #expect(race.scene.page(ofLane: lane) == page, "every lane follows a click in a race") }
        let shelves = Harness<LanesScene>(strategies: ["nearest", "nearest", "nearest"])
        let shelf = try #require(shelves.scene.shownLanes.dropFirst().first).strip
        shelves.mouse(.press, x: shelf.maxX - 5, y: shelf.y + shelf.height / 2)
        shelves.mouse(.release, x: shelf.maxX - 5, y: shelf.y + shelf.height / 2)
        shelves.settle()
        #expect(shelves.scene.page(ofLane: 1) > 0)
        for lane in [0, 2] { #expect(shelves.scene.page(ofLane: lane) == 0, "only the shelf clicked") }
        #expect(shelves.scene.focus == 1)
    }

    @Test func theShelvesOwnKeysDoNothingInARace() throws {
        let race = Harness(race: Strategies.all, width: 80, height: 24)
        #expect(race.scene.list.scrollView.layout.lastPage > 0, "not every lane fits")
        race.key(.character(">"))
        race.key(.character("j"))
        race.settle()
        #expect(race.scene.listPage == 0, "> is the shelves' and j a flick in the race")
        #expect(race.scene.focus == 0)
        #expect(race.scene.page(ofLane: 0) == 1)
        race.key(.down)
        race.settle()
        #expect(race.scene.listPage == 1, "↓ scrolls the race's list")
    }

    // MARK: - The lanes' keys in the key map

    @Test func theLanesOwnKeysComeFirstInTheirSceneOnly() {
        let shelves = KeyMap.standard.layered(.shelves), race = KeyMap.standard.layered(.race(presented: false))
        let presented = KeyMap.standard.layered(.race(presented: true)), carousel = KeyMap.standard
        #expect(shelves.command(for: KeyEvent(.character("j"))) == .focusLane(forward: true))
        #expect(shelves.command(for: KeyEvent(.character("K"))) == .focusLane(forward: false))
        #expect(shelves.command(for: KeyEvent(.up, shift: true)) == .focusLane(forward: false))
        #expect(shelves.command(for: KeyEvent(.pageDown, shift: true)) == .focusScreenful(forward: true))
        #expect(shelves.command(for: KeyEvent(.character(">"))) == .lastShelf)
        #expect(carousel.command(for: KeyEvent(.character("j"))) == .flick(forward: true, hard: false))
        #expect(carousel.command(for: KeyEvent(.character(">"))) == nil, "the shelves' keys are theirs")
        #expect(race.command(for: KeyEvent(.character("j"))) == .flick(forward: true, hard: false))
        #expect(race.command(for: KeyEvent(.down)) == .scrollLanes(forward: true))
        #expect(presented.command(for: KeyEvent(.up)) == .scrollLanes(forward: false))
        #expect(race.command(for: KeyEvent(.up, alt: true)) == .flick(forward: false, hard: false))
        #expect(race.command(for: KeyEvent(.up, shift: true)) == .scrollPreview(lines: -1))
        #expect(carousel.command(for: KeyEvent(.down)) == .flick(forward: true, hard: false))
    }

    @Test func noChordSendsTwoCommandsAmongAScenesOwnKeys() {
        for layer in [KeyLayer.shelves, .race(presented: false), .race(presented: true)] {
            var seen: [KeyMap.Chord: CarouselCommand] = [:]
            for (chord, command) in layer.bindings {
                #expect(seen[chord] == nil, "\(chord) sends \(String(describing: seen[chord])) and \(command)")
                seen[chord] = command
            }
            #expect(!seen.isEmpty, "the lanes list keys of their own")
        }
    }

    @Test(
        "each scene's help lists its own keys and none of another's: the shelves no typing nor marks, the race no strategy keys and its R as it is there"
    )
    func eachScenesHelpIsItsOwn() {
        func lines(_ map: KeyMap) -> [String] { HelpOverlay.entries(keyMap: map).map { $0.keys + " " + $0.meaning } }
        let shelves = lines(KeyMap.standard.layered(.shelves))
        #expect(shelves.contains { $0.hasPrefix("</>") } && shelves.contains { $0.hasPrefix("↑/↓ k/j focus") }, "\(shelves)")
        #expect(!shelves.contains { $0.hasPrefix("type") || $0.contains("-m") || $0.contains("R race") }, "\(shelves)")
        let race = lines(KeyMap.standard.layered(.race(presented: false)))
        #expect(!race.contains { $0.contains("strategy; 1-9") || $0.contains("R race") || $0.hasPrefix("</>") }, "\(race)")
        let presented = lines(KeyMap.standard.layered(.race(presented: true)))
        #expect(presented.contains { $0.hasPrefix("d  R") && $0.contains("back to the carousel") }, "\(presented)")
        let carousel = lines(KeyMap.standard)
        #expect(carousel.contains { $0.contains("R race every strategy") } && !carousel.contains { $0.hasPrefix("</>") })
    }
}
