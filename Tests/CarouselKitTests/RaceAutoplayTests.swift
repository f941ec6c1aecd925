@testable import CarouselCore
@testable import CarouselKit
import Testing

/// `race --autoplay`: autoplay moves every lane one card through the gentle flick's path,
/// Space pauses and resumes it, a person's key, press or wheel pauses it, and nothing asks
/// to be woken while it is paused.
@Suite("Race autoplay")
struct RaceAutoplayTests {
    static func controller(interval: Double = 2, count: Int = 4, wraps: Bool = false) -> SceneStack {
        var c = CarouselConfiguration()
        c.raceStrategies = [NearestPaging(), OneAtATimePaging(), SystemPaging()]
        c.autoplayInterval = interval
        c.wraps = wraps
        let controller = SceneStack(configuration: c, dataSource: DemoCards(count: count))
        controller.resize(width: 100, height: 40, now: 0)
        return controller
    }

    static func pages(_ c: SceneStack) -> [Int] { c.presentedLanes?.lanes.map(\.scrollView.destinationPage) ?? [] }

    static func statusRow(_ c: SceneStack, now: Double) -> String {
        var canvas = Canvas(width: 0, height: 0)
        c.render(into: &canvas, now: now)
        return canvas.lines[0]
    }

    /// Ticks at 60 frames a second up to `end`.
    static func run(_ c: SceneStack, from t: Double, to end: Double) -> Double {
        var t = t
        while t < end { t += 1.0 / 60; c.tick(now: t) }
        return t
    }

    @Test func everyLaneAdvancesOneCardAndTheShowStopsOnTheLastCard() {
        let c = Self.controller(interval: 2, count: 4)
        c.tick(now: 1)
        #expect(Self.statusRow(c, now: 1).hasPrefix(" race  autoplay 2s  "), "\(Self.statusRow(c, now: 1))")
        var canvas = Canvas(width: 0, height: 0)
        c.render(into: &canvas, now: 1)
        #expect(canvas.lines.last?.hasPrefix(" Space pause/play  ") == true, "the control is named: \(canvas.lines.last ?? "")")
        var t = Self.run(c, from: 1, to: 3.5)
        #expect(Self.pages(c) == [1, 1, 1])
        #expect(c.presentedLanes?.lanes.allSatisfy { $0.scrollView.lastDecision?.fromKeyboard == true } == true, "a gentle flick's path")
        t = Self.run(c, from: t, to: 20)
        #expect(Self.pages(c) == [3, 3, 3])
        #expect(c.autoplay?.isPaused == true && c.nextWakeTime == nil)
        #expect(Self.statusRow(c, now: t).contains("paused"))
    }

    @Test func spacePausesAndResumesAndNothingAsksToWakeWhilePaused() {
        let c = Self.controller(interval: 1, count: 100)
        var t = Self.run(c, from: 0, to: 1.5)
        #expect(Self.pages(c) == [1, 1, 1])
        #expect(c.handle(.key(KeyEvent(.character(" "))), now: t) == nil)
        #expect(c.autoplay?.isPaused == true && c.nextWakeTime == nil)
        #expect(Self.statusRow(c, now: t).hasPrefix(" race  paused"))
        t = Self.run(c, from: t, to: t + 5)
        #expect(Self.pages(c) == [1, 1, 1], "paused stays")
        c.handle(.key(KeyEvent(.character(" "))), now: t)
        #expect(c.nextWakeTime == t + 1)
        t = Self.run(c, from: t, to: t + 1.5)
        #expect(Self.pages(c) == [2, 2, 2])
    }

    @Test func aPersonsKeyPressOrWheelPausesIt() {
        for event in [
            InputEvent.key(KeyEvent(.left)),
            .mouse(MouseEvent(kind: .press, button: .left, x: 50, y: 5)),
            .mouse(MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: 50, y: 5)),
        ] {
            let c = Self.controller(interval: 1, count: 100)
            let t = Self.run(c, from: 0, to: 0.5)
            c.handle(event, now: t)
            #expect(c.autoplay?.isPaused == true, "\(event)")
            // Autoplay sets no timer; the wheel's notch wakes the loop once, when it is known
            // to be a lone one.
            #expect(c.nextAutoplayTime == nil, "\(event)")
            if case .mouse(let m) = event, case .wheel = m.kind {
                #expect(c.nextWakeTime == t + WheelGesture.burstWindow)
            } else {
                #expect(c.nextWakeTime == nil, "\(event)")
            }
        }
    }

    @Test func resumedOnTheLastCardTheShowStartsOverInEveryLane() {
        let c = Self.controller(interval: 0.5, count: 3)
        var t = Self.run(c, from: 0, to: 10)
        #expect(Self.pages(c) == [2, 2, 2] && c.autoplay?.isPaused == true)
        c.handle(.key(KeyEvent(.character(" "))), now: t)
        t = Self.run(c, from: t, to: t + 0.2)
        #expect(Self.pages(c) == [0, 0, 0])
    }
}
