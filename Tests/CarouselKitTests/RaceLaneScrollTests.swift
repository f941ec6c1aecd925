@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The race's lanes scroll where they do not all fit: ↑/↓ bring every lane into view, and
/// a lane off screen still takes every gesture, showing where it was left when scrolled in.
@Suite("The race's lanes scroll")
struct RaceLaneScrollTests {
    static let down = InputEvent.key(KeyEvent(.down)), up = InputEvent.key(KeyEvent(.up))

    /// The label row of the lane named `name`, when it shows.
    static func label(_ name: String, in run: Harness<LanesScene>, now: Double) -> String? {
        let lines = run.screen(now: now)
        return run.scene.shownLanes.map { lines[$0.labelRow] }.first { $0.hasPrefix(name + "  ") }
    }

    @Test func at80x24WithEveryStrategyEveryLaneScrollsIntoView() {
        let run = Harness(race: Strategies.all, width: 80, height: 24), race = run.scene
        let names = race.lanes.map(\.name)
        var seen = Set<String>()
        var t = 1.0
        for _ in 0...names.count {
            for name in names where Self.label(name, in: run, now: t) != nil { seen.insert(name) }
            race.handle(Self.down, now: t)
            // The list scrolls a lane a press, animated.
            t = run.settle(from: t)
        }
        #expect(seen == Set(names), "never shown: \(Set(names).subtracting(seen))")
        let lines = run.screen(now: t)
        let last = race.shownLanes.count
        #expect(lines[race.screen.laneListRow ?? -1].contains("lanes \(names.count - last + 1)-\(names.count) of \(names.count)"))
        // ↓ at the end stays; ↑ goes back to the first lane.
        for _ in names { race.handle(Self.up, now: t) }
        t = run.settle(from: t)
        #expect(race.shownLaneNames.first == names.first)
    }

    @Test func spacePagesTheLanesOffScreenAndTheyShowItWhenScrolledIn() throws {
        let run = Harness(race: Strategies.all, width: 80, height: 24), race = run.scene
        let last = try #require(race.lanes.last?.name)
        #expect(Self.label(last, in: run, now: 0) == nil, "the last lane starts off screen")
        race.handle(.key(KeyEvent(.character(" "))), now: 1)
        var t = run.settle(from: 1)
        for lane in race.lanes { #expect(lane.scrollView.destinationPage > 0, "\(lane.name) did not page") }
        for _ in race.lanes { race.handle(Self.down, now: t) }
        t = run.settle(from: t)
        let page = try #require(race.lanes.last?.scrollView.currentPage)
        let label = try #require(Self.label(last, in: run, now: t))
        #expect(label.hasPrefix("\(last)  page \(page + 1)/20"), "\(label)")
    }

    @Test func aFlickDrivesTheLanesOffScreenToo() throws {
        let run = Harness(race: Strategies.all, width: 80, height: 24), race = run.scene
        race.handle(.key(KeyEvent(.right, shift: true)), now: 1)
        var t = run.settle(from: 1)
        for _ in race.lanes { race.handle(Self.down, now: t) }
        t = run.settle(from: t)
        for lane in race.lanes.suffix(3) {
            let label = try #require(Self.label(lane.name, in: run, now: t))
            #expect(lane.scrollView.currentPage > 0 && label.contains("page \(lane.scrollView.currentPage + 1)/20"), "\(label)")
        }
    }
}

extension RaceLaneScrollTests {
    @Test func theVerticalWheelScrollsTheLanesAndTheSidewaysOneDrivesThemAll() {
        let run = Harness(race: Strategies.all, width: 80, height: 24), race = run.scene
        let wheel = { (dx: Int, dy: Int) in
            InputEvent.mouse(MouseEvent(kind: .wheel(dx: dx, dy: dy), button: .none, x: 10, y: 5, shift: false))
        }
        race.handle(wheel(0, 1), now: 1)
        // A lone notch scrolls the list a lane, animated.
        let t = run.settle(from: 1)
        #expect(race.shownLaneNames.first == race.lanes[1].name)
        race.handle(wheel(0, -1), now: t + 0.5)
        run.settle(from: t + 0.5)
        #expect(race.shownLaneNames.first == race.lanes[0].name)
        #expect(race.lanes.allSatisfy { $0.scrollView.destinationPage == 0 }, "the vertical wheel does not flick")
    }
}
