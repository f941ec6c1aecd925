import CarouselCore

/// A scene `TerminalCarousel.run(configuration:scene:)` runs: a `Scene` of one's own or the
/// library's carousel of one (`CarouselController`). A type of one's own runs as a `Scene`;
/// one that only says it is runnable is refused.
public protocol RunnableScene: AnyObject {}

/// What the event loop runs: a scene of carousels that events update and a view draws,
/// whatever it shows (the demo's one carousel, the race's lanes). The loop asks it, never
/// a scroll view inside it, whether anything moves or is held.
///
/// ```swift
/// let scene: any CarouselScene = CarouselController(configuration: .init(), dataSource: DemoCards(count: 20))
/// scene.resize(width: 100, height: 30, now: 0)
/// scene.handle(.key(KeyEvent(.right)), now: 0.1)
/// while scene.tick(now: t) { scene.render(into: &canvas, now: t) }
/// ```
package protocol CarouselScene: RunnableScene {
    func resize(width: Int, height: Int, now: Double)
    /// Applies one event; what the program should do, if anything.
    @discardableResult func handle(_ event: InputEvent, now: Double) -> CarouselAction?
    /// Advances animations and timers; true while frames are still needed.
    @discardableResult func tick(now: Double) -> Bool
    /// Draws the whole scene into `canvas`, sized to the scene.
    func render(into canvas: inout Canvas, now: Double)
    /// The data source's count changed.
    func reloadData(now: Double)

    var isAnimating: Bool { get }
    /// A drag (a person's, a swipe's, a replayed one) holds the content.
    var isTracking: Bool { get }
    /// The earliest timer the loop must wake for; nil when only input can change anything.
    var nextWakeTime: Double? { get }
    /// What plays by itself says so on screen (`autoplay 2s`, `paused`): a change is drawn.
    var autoplayStatus: String? { get }

    /// More items are on their way: page figures say `N+`.
    var isLoadingMore: Bool { get set }
    var pointerPrecision: PointerPrecision { get set }
    /// The loop's frame rate, for whatever the scene shows of it.
    var framesPerSecond: Int { get set }
    /// Where finished gestures are recorded (`--record`).
    var gestureRecorder: GestureRecorder? { get }
    /// The characters it draws with (ASCII where the locale is not UTF-8).
    var glyphs: GlyphSet { get }
    /// The palette it draws with: set again when the terminal tells its background late.
    var theme: Theme { get set }
    /// A `--bind` event the loop saw (`start`, `load`): its actions are done.
    func fire(_ event: BindEvent, now: Double)
    /// What bound events asked of the program since the last look (nil: nothing).
    func takeRequestedAction() -> CarouselAction?
    /// A `reload` replaces the picker's lines: they are emptied for its output.
    func replaceInput(now: Double)
}

extension CarouselScene {
    /// A `--bind` event happened (`start`, `load`): its actions are done. A scene without
    /// bindings does nothing.
    package func fire(_ event: BindEvent, now: Double) {}
    /// What bound events asked of the program since the last look (nil: nothing).
    package func takeRequestedAction() -> CarouselAction? { nil }
    /// A scene that is not a picker has no lines to replace.
    package func replaceInput(now: Double) {}

    /// Nothing moves and nothing is held: the moment for work that would disturb a gesture
    /// (writing records, taking in new items).
    package var isAtRest: Bool { !isAnimating && !isTracking }
}
