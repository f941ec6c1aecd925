import CarouselCore

/// A scene of one's own, for `TerminalCarousel.run(configuration:scene:)` to run: events in,
/// a frame out, and what the loop must know to sleep. Bubble Tea's `Update` and `View`, with
/// the runtime's news (a resize, a frame's tick) arriving as events like the keys. A scene
/// may draw anything into its canvas, and carousels (`CarouselWidget`) where it likes.
///
/// ```swift
/// final class LowerHalf: Scene {
///     let carousel = Carousel(dataSource: CardList(titles: ["one", "two", "three"]))
///     var area = Rect(x: 0, y: 12, width: 80, height: 12)
///     func handle(_ event: SceneEvent, now: Double) -> SceneStatus {
///         if let size = event.size { area = Rect(x: 0, y: size.height / 2, width: size.width, height: size.height - size.height / 2) }
///         if event.key == "enter" { return .finished(chose: carousel.selectedPage) }
///         carousel.handle(event, in: area, now: now)
///         return .running
///     }
///     func render(into canvas: inout Canvas, theme: Theme) {
///         canvas.write("my own text", x: 1, y: 1, style: theme.text)
///         CarouselWidget().render(carousel, in: area, into: &canvas, theme: theme)
///     }
///     var isAtRest: Bool { carousel.isAtRest }
///     var nextWakeTime: Double? { nil }
/// }
/// ```
public protocol Scene: RunnableScene {
    /// Applies one event at `now` (seconds on the loop's monotonic clock): keys, the mouse,
    /// the terminal's size (the first event of every run) and, while the scene is not at
    /// rest, a tick every frame. Says whether the run goes on.
    func handle(_ event: SceneEvent, now: Double) -> SceneStatus
    /// Draws the whole frame into `canvas`, blank and sized to the terminal, with the
    /// terminal's palette. Reads the scene and never changes it.
    func render(into canvas: inout Canvas, theme: Theme)
    /// Nothing moves and nothing is held: the loop stops ticking and sleeps until input.
    var isAtRest: Bool { get }
    /// A time the loop must wake for even at rest (a timer of the scene's), or nil.
    var nextWakeTime: Double? { get }
}

/// Whether a `Scene`'s run goes on after an event.
public enum SceneStatus: Equatable, Sendable {
    /// Keep running.
    case running
    /// End the run: `TerminalCarousel.run` returns `.finished(chose:)` with this choice.
    case finished(chose: Int?)
}
