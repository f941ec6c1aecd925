@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// A race of N strategies is N demos given the same gestures: whatever a person does (drags,
/// flicks, swipes, keys, scrolling the lanes), each lane, on screen or scrolled off, ends
/// where the demo of its strategy ends, with the same decision.
@Suite struct LanesEqualDemosTests {
    /// Sends `event` to the race and to every demo; `demoRow` is a row of the demos' strip.
    static func send(_ event: InputEvent, race: LanesScene, demos: [CarouselController], now: Double) {
        race.handle(event, now: now)
        for demo in demos { demo.handle(event, now: now) }
    }

    static func tick(race: LanesScene, demos: [CarouselController], now: Double) {
        race.tick(now: now)
        for demo in demos { demo.tick(now: now) }
    }

    @Test func aRandomGestureSequenceLeavesEachLaneWhereItsDemoIs() throws {
        var rng = SplitMix64(seed: 0x1A7E5)
        var checked = 0
        for trial in 0..<200 {
            let width = rng.int(40...160), height = rng.int(8...40)
            let count = rng.int(1...40)
            var c = CarouselConfiguration()
            c.wraps = rng.chance(0.2)
            c.cardExtent = rng.chance(0.5) ? rng.int(6...60) : nil
            c.spacing = rng.chance(0.5) ? rng.int(0...6) : nil
            let strategies = (0..<rng.int(1...10)).map { _ in rng.pick(Strategies.all) }
            let startPage = rng.int(0...count - 1)
            let race = LanesScene(strategies: strategies, configuration: c, dataSource: DemoCards(count: count), startPage: startPage)
            race.resize(width: width, height: height, now: 0)
            guard !race.screen.isTooSmall else { continue }
            let demos = strategies.map { strategy -> CarouselController in
                var dc = c
                dc.strategy = strategy
                dc.startPage = startPage
                let demo = CarouselController(configuration: dc, dataSource: DemoCards(count: count))
                demo.resize(width: width, height: height, now: 0)
                return demo
            }
            guard demos.allSatisfy({ !$0.screen.isTooSmall }) else { continue }
            for (lane, demo) in zip(race.lanes, demos) {
                try #require(lane.scrollView.layout == demo.scrollView.layout, "trial \(trial): the same geometry")
            }
            let demoRow = demos[0].screen.strip.y + demos[0].screen.strip.height / 2
            var t = 1.0
            for _ in 0..<rng.int(2...8) {
                switch rng.int(0...5) {
                case 0, 1:
                    // A drag that moves (a click is a place on the screen, not a gesture).
                    var x = rng.int(0...width - 1)
                    let laneRow = rng.int(0...height - 1)
                    func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
                        .mouse(MouseEvent(kind: kind, button: .left, x: x, y: y))
                    }
                    race.handle(mouse(.press, x, laneRow), now: t)
                    for demo in demos { demo.handle(mouse(.press, x, demoRow), now: t) }
                    for _ in 0..<rng.int(1...10) {
                        x = min(max(x + rng.pick([-9, -5, -3, 3, 5, 9]), 0), width - 1)
                        t += rng.double(0.004...0.03)
                        race.handle(mouse(.motion, x, laneRow), now: t)
                        for demo in demos { demo.handle(mouse(.motion, x, demoRow), now: t) }
                    }
                    t += 0.004
                    race.handle(mouse(.release, x, laneRow), now: t)
                    for demo in demos { demo.handle(mouse(.release, x, demoRow), now: t) }
                case 2:
                    Self.send(.key(KeyEvent(rng.pick([.left, .right]), shift: rng.chance(0.4))), race: race, demos: demos, now: t)
                case 3:
                    Self.send(
                        .key(KeyEvent(rng.pick([.character(" "), .pageDown, .pageUp, .home, .end]))), race: race, demos: demos, now: t)
                case 4:
                    // A swipe of the horizontal wheel: a burst of reports a few ms apart.
                    let step = rng.chance(0.5) ? 1 : -1
                    for _ in 0..<rng.int(1...6) {
                        let wheel = InputEvent.mouse(MouseEvent(kind: .wheel(dx: step, dy: 0), button: .none, x: 1, y: demoRow))
                        Self.send(wheel, race: race, demos: demos, now: t)
                        t += 0.008
                        Self.tick(race: race, demos: demos, now: t)
                    }
                default:
                    // The lanes scroll: the demos have nothing of it.
                    race.handle(.key(KeyEvent(rng.pick([.up, .down]))), now: t)
                }
                // Some frames while it moves, sometimes to rest.
                for _ in 0..<rng.int(0...90) {
                    t += 1.0 / 60
                    Self.tick(race: race, demos: demos, now: t)
                }
            }
            checked += 1
            t += 0.5
            while t < 60, race.tick(now: t) || demos.map({ $0.tick(now: t) }).contains(true) { t += 1.0 / 60 }
            for (k, (lane, demo)) in zip(race.lanes, demos).enumerated() {
                let shown = race.shownLaneNames.count
                let first = race.firstShownLane ?? 0
                let place = k < first || k >= first + shown ? "off screen" : "on screen"
                #expect(
                    lane.scrollView.destinationPage == demo.scrollView.destinationPage
                        && lane.scrollView.offset == demo.scrollView.offset
                        && lane.scrollView.lastDecision == demo.scrollView.lastDecision,
                    "trial \(trial) lane \(k) \(lane.name) (\(place)): page \(lane.scrollView.destinationPage) vs the demo's \(demo.scrollView.destinationPage)"
                )
            }
        }
        #expect(checked >= 120, "most trials fit a race and its demos")
    }
}
