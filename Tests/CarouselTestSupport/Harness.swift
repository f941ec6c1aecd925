import CarouselKit

/// A controller over `count` demo cards at a terminal size, driven on a fake clock: events
/// and frames are stamped with `now` (or a time given), nothing waits for real time, and a
/// screen is read whole, as a terminal would show it. The events, frames and screens go
/// through the scene stack the program runs (`R` opens the race over the controller). The
/// collection view holds its data source weakly (as UIKit does), so the harness keeps it alive.
public final class Harness {
    /// What the program runs: the controller, and the race while one is open over it.
    public let scene: SceneStack
    public var controller: CarouselController { scene.base }
    public let source: CollectionViewDataSource
    /// The fake clock, in seconds: where `advance`, `settle` and the time-less calls are.
    public private(set) var now: Double = 0

    public init(count: Int, width: Int = 100, height: Int = 30, strategy: any PagingResolver = OneAtATimePaging(),
                startPage: Int = 0, wraps: Bool = false, axis: Axis = .horizontal, showsDetails: Bool = true,
                dataSource: CollectionViewDataSource? = nil) {
        var configuration = CarouselConfiguration()
        configuration.strategy = strategy
        configuration.startPage = startPage
        configuration.wraps = wraps
        configuration.axis = axis
        configuration.showsDetails = showsDetails
        source = dataSource ?? DemoCards(count: count)
        scene = SceneStack(configuration: configuration, dataSource: source)
        scene.resize(width: width, height: height, now: 0)
    }

    public var page: Int { controller.currentPage }

    /// Renders the screen at `now` and returns it as lines of text.
    public func screen(now: Double) -> [String] {
        var canvas = Canvas(width: controller.screen.width, height: controller.screen.height)
        scene.render(into: &canvas, now: now)
        return canvas.lines
    }

    /// The screen at the fake clock's time.
    public var screen: [String] { screen(now: now) }

    /// Sends an event and returns the action.
    @discardableResult
    public func send(_ event: InputEvent, at now: Double) -> CarouselAction? { scene.handle(event, now: now) }

    public func key(_ key: Key, shift: Bool = false, at now: Double) { send(.key(KeyEvent(key, shift: shift)), at: now) }

    /// A key at the fake clock's time.
    public func key(_ key: Key, shift: Bool = false) { self.key(key, shift: shift, at: now) }

    /// Moves the fake clock on by `seconds`, a frame every 1/60 s, as the run loop would.
    public func advance(by seconds: Double) {
        let end = now + seconds
        while now + 1.0 / 60 <= end {
            now += 1.0 / 60
            _ = scene.tick(now: now)
        }
        now = end
        _ = scene.tick(now: now)
    }

    /// Moves the fake clock on until nothing moves (at most `limit` seconds).
    public func settle(limit: Double = 30) {
        now = CarouselTestSupport.settle(scene, from: now, limit: limit)
    }

    /// Where this screen differs from `expected`, whole screen against whole screen: the
    /// first row that differs and both screens; nil when every row is the same.
    public func difference(from expected: [String]) -> String? {
        ScreenComparison.difference(screen, expected)
    }
}

/// Whole screens compared row by row.
public enum ScreenComparison {
    /// The first row where `got` and `want` differ (trailing blanks ignored), with both
    /// screens; nil when they are the same.
    public static func difference(_ got: [String], _ want: [String]) -> String? {
        func trimmed(_ row: String) -> Substring { row[..<(row.lastIndex { $0 != " " }.map(row.index(after:)) ?? row.startIndex)] }
        for k in 0..<max(got.count, want.count) {
            let a = k < got.count ? trimmed(got[k]) : "", b = k < want.count ? trimmed(want[k]) : ""
            if a != b {
                return "row \(k) differs:\n  got:  \(a)\n  want: \(b)\n--- got ---\n\(got.joined(separator: "\n"))\n--- want ---\n\(want.joined(separator: "\n"))"
            }
        }
        return nil
    }
}

/// Ticks a scene forward in 60 Hz frames until it rests; returns the time reached.
@discardableResult
public func settle(_ scene: some CarouselScene, from start: Double, limit: Double = 30) -> Double {
    var t = start
    while scene.tick(now: t), t < start + limit { t += 1.0 / 60 }
    return t
}

/// Ticks a scroll view until it rests; returns the time reached.
@discardableResult
public func settle(_ scroll: inout ScrollView, from start: Double, limit: Double = 30) -> Double {
    var t = start
    while scroll.tick(now: t), t < start + limit { t += 1.0 / 60 }
    return t
}
