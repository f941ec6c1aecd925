import Testing
@testable import CarouselKit

/// The race's lanes scroll where they do not all fit: ↑/↓ bring every lane into view, and
/// a lane off screen still takes every gesture, showing where it was left when scrolled in.
@Suite("The race's lanes scroll")
struct RaceLaneScrollTests {
    static let down = InputEvent.key(KeyEvent(.down)), up = InputEvent.key(KeyEvent(.up))

    static func settle(_ race: LanesScene, from start: Double) -> Double {
        var t = start
        while race.tick(now: t) && t < start + 30 { t += 1.0 / 60 }
        return t
    }

    /// The label row of the lane named `name`, when it shows.
    static func label(_ name: String, in race: LanesScene, now: Double) -> String? {
        var canvas = Canvas(width: 0, height: 0)
        race.render(into: &canvas, now: now)
        return race.shownLanes.map { canvas.lines[$0.labelRow] }.first { $0.hasPrefix(name + "  ") }
    }

    @Test func at80x24WithEveryStrategyEveryLaneScrollsIntoView() {
        let race = RaceTests.race(Strategies.all, width: 80, height: 24)
        let names = race.lanes.map(\.name)
        var seen = Set<String>()
        var t = 1.0
        for _ in 0...names.count {
            for name in names where Self.label(name, in: race, now: t) != nil { seen.insert(name) }
            race.handle(Self.down, now: t)
            // The list scrolls a lane a press, animated.
            t = Self.settle(race, from: t)
        }
        #expect(seen == Set(names), "never shown: \(Set(names).subtracting(seen))")
        var canvas = Canvas(width: 0, height: 0)
        race.render(into: &canvas, now: t)
        let last = race.shownLanes.count
        #expect(canvas.lines[race.screen.laneListRow ?? -1].contains("lanes \(names.count - last + 1)-\(names.count) of \(names.count)"))
        // ↓ at the end stays; ↑ goes back to the first lane.
        for _ in names { race.handle(Self.up, now: t) }
        t = Self.settle(race, from: t)
        #expect(race.shownLaneNames.first == names.first)
    }

    @Test func spacePagesTheLanesOffScreenAndTheyShowItWhenScrolledIn() throws {
        let race = RaceTests.race(Strategies.all, width: 80, height: 24)
        let last = try #require(race.lanes.last?.name)
        #expect(Self.label(last, in: race, now: 0) == nil, "the last lane starts off screen")
        race.handle(.key(KeyEvent(.character(" "))), now: 1)
        var t = Self.settle(race, from: 1)
        for lane in race.lanes { #expect(lane.scrollView.destinationPage > 0, "\(lane.name) did not page") }
        for _ in race.lanes { race.handle(Self.down, now: t) }
        t = Self.settle(race, from: t)
        let page = try #require(race.lanes.last?.scrollView.currentPage)
        let label = try #require(Self.label(last, in: race, now: t))
        #expect(label.hasPrefix("\(last)  page \(page + 1)/20"), "\(label)")
    }

    @Test func aFlickDrivesTheLanesOffScreenToo() throws {
        let race = RaceTests.race(Strategies.all, width: 80, height: 24)
        race.handle(.key(KeyEvent(.right, shift: true)), now: 1)
        var t = Self.settle(race, from: 1)
        for _ in race.lanes { race.handle(Self.down, now: t) }
        t = Self.settle(race, from: t)
        for lane in race.lanes.suffix(3) {
            let label = try #require(Self.label(lane.name, in: race, now: t))
            #expect(lane.scrollView.currentPage > 0 && label.contains("page \(lane.scrollView.currentPage + 1)/20"), "\(label)")
        }
    }
}

extension RaceLaneScrollTests {
    @Test func theVerticalWheelScrollsTheLanesAndTheSidewaysOneDrivesThemAll() {
        let race = RaceTests.race(Strategies.all, width: 80, height: 24)
        let wheel = { (dx: Int, dy: Int) in InputEvent.mouse(MouseEvent(kind: .wheel(dx: dx, dy: dy), button: .none, x: 10, y: 5, shift: false)) }
        race.handle(wheel(0, 1), now: 1)
        // A lone notch scrolls the list a lane, animated.
        var t = Self.settle(race, from: 1)
        #expect(race.shownLaneNames.first == race.lanes[1].name)
        race.handle(wheel(0, -1), now: t + 0.5)
        t = Self.settle(race, from: t + 0.5)
        #expect(race.shownLaneNames.first == race.lanes[0].name)
        #expect(race.lanes.allSatisfy { $0.scrollView.destinationPage == 0 }, "the vertical wheel does not flick")
    }
}
