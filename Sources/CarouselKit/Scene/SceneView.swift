/// What draws a scene and says what is under the pointer: the screen of a carousel of one
/// (`CarouselScreenView`: the demo, a picker) or of lanes (`LanesView`: the race). The scene
/// keeps the state; the view keeps what it drew (caches, backing stores) and where (the
/// page dots it placed), so that a press is hit-tested against what the person sees.
protocol SceneView: AnyObject {
    /// Draws the whole scene into `canvas`, sized to the scene's screen.
    func render(_ scene: CarouselController, into canvas: inout Canvas, now: Double)
    /// What a press of the main button at (x, y) does.
    func press(_ scene: CarouselController, x: Int, y: Int) -> ScenePress
    /// The page a click at (x, y) asks for, if any (a card peeking in, a page dot).
    func tap(_ scene: CarouselController, x: Int, y: Int) -> PageRequest?
    /// The help box as it fits the screen, on the page being read.
    func helpOverlay(_ scene: CarouselController) -> HelpOverlay?
}

/// What a press does in a scene.
enum ScenePress: Equatable {
    /// Takes hold of every carousel the scene drives; the pointer can be reported in `window`
    /// (the terminal reports nothing past its first and last cell: a flick can leave it).
    case drag(window: ClosedRange<Double>)
    /// Goes to a page at once (a dot of the page control under it).
    case page(Int)
    /// Nothing is under it.
    case nothing
}

/// A page a click asks for: `by` pages from where the carousels are going (a card peeking
/// in: the near way round, wrapping or not), or `to` one page.
enum PageRequest: Equatable {
    case by(Int)
    case to(Int)
}
