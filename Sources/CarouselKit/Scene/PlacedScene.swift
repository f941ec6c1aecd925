/// A scene in a rectangle of a larger screen, as a view sits in its superview: the scene
/// keeps its own coordinates (its top-left cell is (0, 0)), the pointer reaches it converted
/// into them (UIKit's `convert(_:from:)`), and what it draws is composited at its frame's
/// origin (a layer in its superlayer). A scene never needs to know where it is placed.
///
/// ```swift
/// let placed = PlacedScene(CarouselController(configuration: .init(), dataSource: cards))
/// placed.place(in: Rect(x: 50, y: 0, width: 50, height: 30), now: 0)
/// placed.handle(.mouse(press), now: t)       // press.x 60 reaches the scene as 10
/// placed.draw(into: &screenCanvas, now: t)   // its cells land at columns 50...99
/// ```
public final class PlacedScene {
    public let scene: any CarouselScene
    /// Where the scene is, in the coordinates of the screen it is placed on.
    public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// What the scene drew last, in its own coordinates.
    private var layer = Canvas(width: 0, height: 0)

    public init(_ scene: any CarouselScene) {
        self.scene = scene
    }

    /// Places the scene in `frame` of `screen` (where the terminal reports the pointer; the
    /// frame itself when not given): it is resized to the frame's size.
    public func place(in frame: Rect, of screen: Rect? = nil, now: Double) {
        let frame = Rect(x: frame.x, y: frame.y, width: max(0, frame.width), height: max(0, frame.height))
        scene.pointerArea = (screen ?? frame).offsetBy(x: -frame.x, y: -frame.y)
        let resized = frame.width != self.frame.width || frame.height != self.frame.height
        self.frame = frame
        if resized { scene.resize(width: frame.width, height: frame.height, now: now) }
    }

    public func contains(x: Int, y: Int) -> Bool { frame.contains(x: x, y: y) }

    /// `event` in the scene's coordinates: a mouse report moved by the frame's origin.
    public func converted(_ event: InputEvent) -> InputEvent {
        guard case .mouse(var m) = event else { return event }
        m.x -= frame.x
        m.y -= frame.y
        m.preciseX -= Double(frame.x)
        m.preciseY -= Double(frame.y)
        return .mouse(m)
    }

    /// Hands `event` to the scene, converted into its coordinates.
    @discardableResult
    public func handle(_ event: InputEvent, now: Double) -> CarouselAction? {
        scene.handle(converted(event), now: now)
    }

    /// Draws the scene and composites it into `canvas` at the frame's origin; nothing of
    /// `canvas` outside the frame changes.
    public func draw(into canvas: inout Canvas, now: Double) {
        scene.render(into: &layer, now: now)
        canvas.composite(layer, x: frame.x, y: frame.y)
    }
}
