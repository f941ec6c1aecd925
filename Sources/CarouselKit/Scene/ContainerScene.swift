/// A scene of scenes, each placed in a rectangle of the screen, as a container view
/// controller lays out its children: side by side, stacked, or wherever `layout` puts them.
/// It is itself a scene, so the runner runs it as it runs one carousel. A press goes to the
/// child under it, which keeps the pointer until the release (a flick may leave its frame,
/// and the child is then the only one the drag moves); the wheel goes to the child under
/// the pointer; keys and pastes go to the child that has the focus, the last one pressed.
///
/// ```swift
/// let pair = ContainerScene([nearest, oneAtATime], layout: .columns)
/// pair.resize(width: 160, height: 30, now: 0)   // two carousels of 80 columns side by side
/// ```
public final class ContainerScene: CarouselScene {
    /// How the children share the screen.
    public enum Layout: Sendable {
        /// Side by side, equal widths (the first ones a column wider where it does not divide).
        case columns
        /// One above the other, equal heights.
        case rows
        /// Each child's frame for a screen of that size, one a child in order.
        case custom(@Sendable (_ screen: Rect) -> [Rect])

        func frames(in screen: Rect, count: Int) -> [Rect] {
            guard count > 0 else { return [] }
            switch self {
            case .columns:
                return Self.split(screen.width, count).map { Rect(x: screen.x + $0.start, y: screen.y, width: $0.length, height: screen.height) }
            case .rows:
                return Self.split(screen.height, count).map { Rect(x: screen.x, y: screen.y + $0.start, width: screen.width, height: $0.length) }
            case .custom(let frames):
                let given = frames(screen)
                return (0..<count).map { $0 < given.count ? given[$0] : Rect(x: 0, y: 0, width: 0, height: 0) }
            }
        }

        private static func split(_ length: Int, _ count: Int) -> [(start: Int, length: Int)] {
            let base = max(0, length) / count, extra = max(0, length) % count
            var start = 0
            return (0..<count).map { k in
                let piece = base + (k < extra ? 1 : 0)
                defer { start += piece }
                return (start, piece)
            }
        }
    }

    public let children: [PlacedScene]
    public var layout: Layout
    /// The child that takes keys and pastes: the last one pressed, at first the first.
    public private(set) var focusedIndex = 0
    /// The child that holds the pointer from a press to its release.
    private var captured: PlacedScene?
    private var size = (width: 0, height: 0)

    public init(_ scenes: [any CarouselScene], layout: Layout = .columns) {
        children = scenes.map(PlacedScene.init)
        self.layout = layout
    }

    /// The child that has the focus; nil only in a container of none (which draws an empty
    /// screen and takes nothing).
    public var focused: PlacedScene? { children.indices.contains(focusedIndex) ? children[focusedIndex] : nil }

    // MARK: - The scene's calls, to every child or to the one they concern

    public func resize(width: Int, height: Int, now: Double) {
        size = (max(0, width), max(0, height))
        // A drag cannot go on across a new layout.
        captured = nil
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for (child, frame) in zip(children, layout.frames(in: bounds, count: children.count)) {
            child.place(in: frame, of: pointerArea ?? bounds, now: now)
        }
    }

    @discardableResult
    public func handle(_ event: InputEvent, now: Double) -> CarouselAction? {
        let action: CarouselAction?
        switch event {
        case .resize(let w, let h):
            resize(width: w, height: h, now: now)
            return nil
        case .interrupted:
            captured = nil
            for child in children { child.handle(event, now: now) }
            return nil
        case .key, .paste:
            action = focused?.handle(event, now: now)
        case .mouse(let m):
            action = handleMouse(m, event: event, now: now)
        }
        // Presenting is a scene stack's, over one scene: a child cannot present over the others.
        switch action {
        case .presentRace?, .dismiss?: return nil
        default: return action
        }
    }

    private func handleMouse(_ m: MouseEvent, event: InputEvent, now: Double) -> CarouselAction? {
        switch m.kind {
        case .press:
            guard let index = children.firstIndex(where: { $0.contains(x: m.x, y: m.y) }) else { return nil }
            focusedIndex = index
            captured = children[index]
            return children[index].handle(event, now: now)
        case .motion:
            return captured?.handle(event, now: now)
        case .release:
            defer { captured = nil }
            return captured?.handle(event, now: now)
        case .wheel:
            // While a drag holds a child, the wheel is that drag's business.
            let target = captured ?? children.first { $0.contains(x: m.x, y: m.y) }
            return target?.handle(event, now: now)
        }
    }

    @discardableResult
    public func tick(now: Double) -> Bool {
        var moving = false
        for child in children where child.scene.tick(now: now) { moving = true }
        return moving
    }

    public func render(into canvas: inout Canvas, now: Double) {
        canvas.reset(width: size.width, height: size.height)
        for child in children { child.draw(into: &canvas, now: now) }
    }

    public func reloadData(now: Double) {
        for child in children { child.scene.reloadData(now: now) }
    }

    public var isAnimating: Bool { children.contains { $0.scene.isAnimating } }
    public var isTracking: Bool { children.contains { $0.scene.isTracking } }
    public var nextWakeTime: Double? { children.compactMap(\.scene.nextWakeTime).min() }
    public var autoplayStatus: String? { children.lazy.compactMap(\.scene.autoplayStatus).first }
    public var glyphs: GlyphSet { children.first?.scene.glyphs ?? .automatic }
    public var gestureRecorder: GestureRecorder? { children.first?.scene.gestureRecorder }

    /// Where the terminal reports the pointer, when the container is itself placed; each
    /// child is told it in its own coordinates at the next resize.
    public var pointerArea: Rect?
    public var isLoadingMore = false {
        didSet { for child in children { child.scene.isLoadingMore = isLoadingMore } }
    }
    public var pointerPrecision = PointerPrecision.cells {
        didSet { for child in children { child.scene.pointerPrecision = pointerPrecision } }
    }
    public var framesPerSecond = 0 {
        didSet { for child in children { child.scene.framesPerSecond = framesPerSecond } }
    }
    /// Every child's palette: the first child's when asked.
    public var theme: Theme {
        get { children.first?.scene.theme ?? .forDepth(.none) }
        set { for child in children { child.scene.theme = newValue } }
    }
}
