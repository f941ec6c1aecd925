import CarouselCore

/// A scene `TerminalCarousel.run(configuration:scene:)` runs: a `Scene` of one's own or the
/// library's carousel of one (`CarouselController`). A type of one's own runs as a `Scene`;
/// one that only says it is runnable is refused.
public protocol RunnableScene: AnyObject {}

/// What the event loop runs: messages in (the terminal's input and the runtime's news), a
/// frame out, and what the loop must know to sleep. The demo's carousel, the lanes, the
/// stack that presents one over the other and a frame around any of them are kinds of it.
/// The loop asks it, never a scroll view inside it, whether anything moves or is held.
///
/// ```swift
/// let scene: any CarouselScene = CarouselController(configuration: .init(), dataSource: DemoCards(count: 20))
/// scene.handle(.input(.resize(width: 100, height: 30)), now: 0)
/// scene.handle(.input(.key(KeyEvent(.right))), now: 0.1)
/// while !scene.activity.isAtRest { scene.handle(.tick, now: t); scene.render(into: &canvas, now: t) }
/// ```
package protocol CarouselScene: RunnableScene {
    /// Applies one message; what the program should do, if anything.
    @discardableResult func handle(_ message: SceneMessage, now: Double) -> CarouselAction?
    /// Draws the whole scene into `canvas`, sized to the scene. Reads the scene, never changes it.
    func render(into canvas: inout Canvas, now: Double)
    /// Whether frames are needed, a hand holds the scene, and when the loop must wake.
    var activity: SceneActivity { get }
    /// The characters it draws with (ASCII where the locale is not UTF-8).
    var glyphs: GlyphSet { get }
    /// Where finished gestures are recorded (`--record`): the loop writes them out at rest.
    var gestureRecorder: GestureRecorder? { get }
    /// What the scene asked of the program since the last look, outside an event's answer
    /// (a bound event's `accept`, a scene of one's own that finished on a tick); nil: nothing.
    func takeRequestedAction() -> CarouselAction?
}

/// The messages by name, for the loop, the benchmarks and the tests.
extension CarouselScene {
    @discardableResult
    package func handle(_ event: InputEvent, now: Double) -> CarouselAction? { handle(.input(event), now: now) }
    package func resize(width: Int, height: Int, now: Double) { handle(.input(.resize(width: width, height: height)), now: now) }
    /// Advances animations and timers; true while frames are still needed.
    @discardableResult
    package func tick(now: Double) -> Bool {
        handle(.tick, now: now)
        return activity.isAnimating
    }
    package func reloadData(now: Double) { handle(.dataChanged, now: now) }
    package func fire(_ event: BindEvent, now: Double) { handle(.bindEvent(event), now: now) }
    package func replaceInput(now: Double) { handle(.inputReplaced, now: now) }

    package var isAnimating: Bool { activity.isAnimating }
    package var isTracking: Bool { activity.isTracking }
    package var nextWakeTime: Double? { activity.nextWakeTime }
    package var autoplayStatus: String? { activity.autoplayStatus }
    /// Nothing moves and nothing is held: the moment for work that would disturb a gesture
    /// (writing records, taking in new items).
    package var isAtRest: Bool { activity.isAtRest }
}
