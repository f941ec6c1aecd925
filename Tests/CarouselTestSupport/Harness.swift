import CarouselCore
import CarouselKit

/// A scene driven on a fake clock: events and frames are stamped with `now` (or a time
/// given), nothing waits for real time, and a screen is read whole, as a terminal would show
/// it. Any scene the program runs fits: the stack over the controller, the race's lanes, the
/// shelves. A scene holds its data source weakly (as UIKit does), so the harness keeps it alive.
package final class Harness<Scene: CarouselScene> {
    package let scene: Scene
    /// What the scene reads its cards from, kept alive here for the scene's weak hold.
    package let dataSource: CollectionViewDataSource?
    /// The fake clock, in seconds: where `advance`, `settle` and the time-less calls are.
    /// Set it to stamp what follows at a time of the test's choosing.
    package var now: Double
    /// The terminal's size, as last told to the scene.
    package private(set) var width: Int, height: Int

    /// Sizes `scene` to a terminal of `width` by `height` at `now`.
    package init(
        _ scene: Scene, width: Int = 100, height: Int = 30, now: Double = 0,
        keeping dataSource: CollectionViewDataSource? = nil
    ) {
        self.scene = scene
        self.dataSource = dataSource
        self.now = now
        self.width = width
        self.height = height
        scene.resize(width: width, height: height, now: now)
    }

    // MARK: Input

    /// Sends an event at `now` and returns the action.
    @discardableResult
    package func send(_ event: InputEvent, at now: Double) -> CarouselAction? {
        if case .resize(let width, let height) = event { (self.width, self.height) = (width, height) }
        return scene.handle(event, now: now)
    }

    /// An event at the fake clock's time.
    @discardableResult
    package func send(_ event: InputEvent) -> CarouselAction? { send(event, at: now) }

    @discardableResult
    package func key(_ key: Key, shift: Bool = false, at now: Double) -> CarouselAction? {
        send(.key(KeyEvent(key, shift: shift)), at: now)
    }

    /// A key at the fake clock's time.
    @discardableResult
    package func key(_ key: Key, shift: Bool = false) -> CarouselAction? { self.key(key, shift: shift, at: now) }

    /// A mouse report at the fake clock's time: presses, motions and releases with the left
    /// button held, as a terminal reports a drag; anything else (the wheel) with none.
    package func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int, shift: Bool = false) {
        let button: MouseButton = kind == .press || kind == .motion || kind == .release ? .left : .none
        send(.mouse(MouseEvent(kind: kind, button: button, x: x, y: y, shift: shift)))
    }

    /// A drag from (x0, y0) by (dx, dy) cells in `steps` reports 16 ms apart, released at
    /// once. The clock moves with it, but nothing ticks: the frames are left to the caller.
    package func drag(x x0: Int, y y0: Int, dx: Int, dy: Int, steps: Int = 6) {
        mouse(.press, x: x0, y: y0)
        for k in 1...steps {
            now += 0.016
            mouse(.motion, x: x0 + dx * k / steps, y: y0 + dy * k / steps)
        }
        now += 0.016
        mouse(.release, x: x0 + dx, y: y0 + dy)
    }

    /// A new terminal size, at the fake clock's time.
    package func resize(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        scene.resize(width: width, height: height, now: now)
    }

    // MARK: Time

    /// Moves the fake clock on by `seconds`, a frame every 1/60 s, as the run loop would.
    package func advance(by seconds: Double) {
        let end = now + seconds
        while now + 1.0 / 60 <= end {
            now += 1.0 / 60
            _ = scene.tick(now: now)
        }
        now = end
        _ = scene.tick(now: now)
    }

    /// Moves the fake clock on, a frame every 1/60 s, from `start` (the clock's time when
    /// not given) until nothing moves, at most `limit` seconds; the clock stops at the frame
    /// that found the scene at rest, and that time is returned.
    @discardableResult
    package func settle(from start: Double? = nil, limit: Double = 30) -> Double {
        now = CarouselTestSupport.settle(scene, from: start ?? now, limit: limit)
        return now
    }

    // MARK: Output

    /// Renders the screen at `now` and returns it as lines of text.
    package func screen(now: Double) -> [String] {
        var canvas = Canvas(width: width, height: height)
        scene.render(into: &canvas, now: now)
        return canvas.lines
    }

    /// The screen at the fake clock's time.
    package var screen: [String] { screen(now: now) }

    /// Where this screen differs from `expected`, whole screen against whole screen: the
    /// first row that differs and both screens; nil when every row is the same.
    package func difference(from expected: [String]) -> String? {
        ScreenComparison.difference(screen, expected)
    }
}

/// Ticks a scene forward in 60 Hz frames until it rests; returns the time reached.
@discardableResult
package func settle(_ scene: some CarouselScene, from start: Double, limit: Double = 30) -> Double {
    var t = start
    while scene.tick(now: t), t < start + limit { t += 1.0 / 60 }
    return t
}

/// Ticks a scroll view until it rests; returns the time reached.
@discardableResult
package func settle(_ scroll: inout ScrollView, from start: Double, limit: Double = 30) -> Double {
    var t = start
    while scroll.tick(now: t), t < start + limit { t += 1.0 / 60 }
    return t
}
