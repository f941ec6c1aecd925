import CarouselCore
import CarouselMatching

/// A scene drawn inside a `WindowFrame`: fzf's `--margin`, `--border`, `--padding` and
/// `--border-label` around whatever runs. The scene inside is sized to what the frame leaves
/// and never knows it is framed: the pointer reaches it in its own coordinates, and a press
/// on the frame reaches nothing. A screen too small for the frame and a usable scene shows
/// the scene alone, so nothing is lost to a narrow terminal.
package final class FramedScene: CarouselScene {
    package let inner: any CarouselScene
    package let frame: WindowFrame
    /// Where the scene inside is drawn this frame (the whole screen when the frame is dropped).
    package private(set) var content = Rect(x: 0, y: 0, width: 0, height: 0)
    private var screenWidth = 0, screenHeight = 0
    /// The scene's own canvas, kept from frame to frame for its storage.
    private var innerCanvas = Canvas(width: 0, height: 0)
    /// A drag that began inside goes on reaching the scene wherever the pointer wanders.
    private var pressBeganInside = false

    /// The least room left for the scene before the frame gives way to it.
    package static let leastContentWidth = ScreenLayout.minimumWidth
    package static let leastContentHeight = ScreenLayout.minimumHeight

    /// The label drawn now, where the scene changes it (fzf's `change-border-label`); nil:
    /// the frame's own.
    private let currentLabel: () -> String?

    /// The palette the frame is drawn with: the scene's, told again when the terminal's
    /// background arrives late.
    private var theme: Theme

    package init(_ inner: any CarouselScene, frame: WindowFrame, theme: Theme, label: @escaping () -> String? = { nil }) {
        self.inner = inner
        self.frame = frame
        self.theme = theme
        currentLabel = label
    }

    /// Whether the frame is drawn at this size.
    package var showsFrame: Bool {
        content.width != screenWidth || content.height != screenHeight || content.x != 0 || content.y != 0
    }

    package func resize(width: Int, height: Int, now: Double) {
        screenWidth = max(0, width); screenHeight = max(0, height)
        let framed = frame.contentRect(width: screenWidth, height: screenHeight)
        let fits = framed.width >= Self.leastContentWidth && framed.height >= Self.leastContentHeight
        content = fits ? framed : Rect(x: 0, y: 0, width: screenWidth, height: screenHeight)
        inner.resize(width: content.width, height: content.height, now: now)
    }

    @discardableResult package func handle(_ message: SceneMessage, now: Double) -> CarouselAction? {
        switch message {
        case .input(.resize(let width, let height)):
            resize(width: width, height: height, now: now)
            return nil
        case .input(.mouse(let mouse)):
            guard let moved = translated(mouse) else { return nil }
            return inner.handle(.input(.mouse(moved)), now: now)
        case .theme(let theme):
            self.theme = theme
            return inner.handle(message, now: now)
        default:
            return inner.handle(message, now: now)
        }
    }

    /// The pointer in the inner scene's cells; nil for a press or a wheel notch on the frame.
    func translated(_ mouse: MouseEvent) -> MouseEvent? {
        let inside = content.contains(x: mouse.x, y: mouse.y)
        switch mouse.kind {
        case .press: pressBeganInside = inside
        case .wheel: break
        case .motion, .release:
            // Hovering over the frame means nothing; a drag begun inside keeps its hand.
            if !inside && !pressBeganInside { return nil }
            if mouse.kind == .release { pressBeganInside = false }
        }
        if !inside && (mouse.kind == .press || isWheel(mouse.kind)) { return nil }
        var moved = mouse
        moved.x = min(max(mouse.x - content.x, 0), max(0, content.width - 1))
        moved.y = min(max(mouse.y - content.y, 0), max(0, content.height - 1))
        // The precise position keeps its fraction, clamped with the cell.
        moved.preciseX = min(max(mouse.preciseX - Double(content.x), 0), Double(max(0, content.width)) - 0.001)
        moved.preciseY = min(max(mouse.preciseY - Double(content.y), 0), Double(max(0, content.height)) - 0.001)
        return moved
    }

    private func isWheel(_ kind: MouseEvent.Kind) -> Bool {
        if case .wheel = kind { return true }
        return false
    }

    package func render(into canvas: inout Canvas, now: Double) {
        guard showsFrame else {
            inner.render(into: &canvas, now: now)
            return
        }
        inner.render(into: &innerCanvas, now: now)
        canvas.reset(width: screenWidth, height: screenHeight)
        var label = theme.title
        label.bold = true
        var shown = frame
        if let changed = currentLabel() { shown.label = ANSIStripping.strip(changed) }
        shown.draw(into: &canvas, border: theme.neighbourBorder, label: label)
        canvas.place(innerCanvas, x: content.x, y: content.y)
    }

    package var activity: SceneActivity { inner.activity }
    package var gestureRecorder: GestureRecorder? { inner.gestureRecorder }
    package var glyphs: GlyphSet { inner.glyphs }
    package func takeRequestedAction() -> CarouselAction? { inner.takeRequestedAction() }
}
