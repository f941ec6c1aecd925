import CarouselCore

/// A `Scene` of one's own as the event loop runs every scene: the terminal's events handed on
/// as `SceneEvent`s, ticks while it is not at rest, and the keys every run keeps (Ctrl-C,
/// Ctrl-Z, Ctrl-L) kept by the loop, so a scene of a few methods cannot lose them.
package final class HostedScene: CarouselScene {
    package let scene: any Scene
    /// The palette the scene is handed to draw with, told again when the terminal's
    /// background arrives late.
    package private(set) var theme: Theme
    package let glyphs: GlyphSet
    private var width = 0, height = 0
    /// What a tick's answer asked for: the loop takes it after ticking.
    private var requested: CarouselAction?

    package init(_ scene: any Scene, configuration: CarouselConfiguration) {
        self.scene = scene
        theme = configuration.theme
        glyphs = configuration.glyphs
    }

    @discardableResult package func handle(_ message: SceneMessage, now: Double) -> CarouselAction? {
        switch message {
        case .input(let event): return handleInput(event, now: now)
        case .tick:
            if !scene.isAtRest, let action = Self.action(scene.handle(.tick, now: now)) { requested = action }
        case .theme(let theme): self.theme = theme
        // The rest is news a scene of its own has no part in (its own frame rate, records, a picker's lines).
        case .frameDrawn, .pointerPrecision, .loadingMore, .dataChanged, .inputReplaced, .bindEvent, .recordGestures, .playing:
            break
        }
        return nil
    }

    private func handleInput(_ event: InputEvent, now: Double) -> CarouselAction? {
        switch event {
        case .key(let key) where key.key == .control("c"): return .interrupt
        case .key(let key) where key.key == .control("z"): return .suspend
        case .key(let key) where key.key == .control("l"): return .redraw
        case .resize(let width, let height):
            self.width = max(0, width)
            self.height = max(0, height)
        case .key, .mouse, .interrupted: break
        // The picker's news (command output, pastes, `--listen` actions) is not a scene's.
        case .commandOutput, .backgroundOutput, .requested, .paste: return nil
        }
        return Self.action(scene.handle(SceneEvent(event), now: now))
    }

    package func takeRequestedAction() -> CarouselAction? {
        defer { requested = nil }
        return requested
    }

    package func render(into canvas: inout Canvas, now: Double) {
        canvas.reset(width: width, height: height)
        scene.render(into: &canvas, theme: theme)
    }

    private static func action(_ status: SceneStatus) -> CarouselAction? {
        switch status {
        case .running: return nil
        case .finished(let chose): return .quit(chose: chose)
        }
    }

    package var activity: SceneActivity { SceneActivity(isAnimating: !scene.isAtRest, nextWakeTime: scene.nextWakeTime) }
    package var gestureRecorder: GestureRecorder? { nil }
}
