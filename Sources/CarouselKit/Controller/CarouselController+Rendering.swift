/// The scene draws through its view: `CarouselScreenView` for a carousel of one,
/// `LanesView` for lanes.
extension CarouselController {
    public func render(into canvas: inout Canvas, now: Double) {
        view.render(self, into: &canvas, now: now)
    }

    /// Where a card starting `along` cells into the (first) strip is drawn.
    func cardFrame(along: Int) -> Rect {
        CardStrip.cardFrame(along: along, extent: scrollView.layout.cardExtent, strip: screen.strip, axis: configuration.axis)
    }

    /// The help box as it fits this screen, on the page being read.
    var helpOverlay: HelpOverlay? { view.helpOverlay(self) }

    /// The lanes' labels, as last drawn (empty for a carousel of one).
    public var laneLabels: [LaneLabel] { (view as? LanesView)?.labels ?? [] }

    /// A title shortened below this many cells (its ellipsis included) says too little to keep.
    static let shortestTitle = 4

    /// Rows a horizontal card takes in a strip of `strip` rows: the whole of a short strip,
    /// and in a taller one half of every row past `fullCardHeight` (the other half goes to
    /// the margins above and below), so the card grows with the terminal, its body text
    /// getting the rows, while the strip still reads as a carousel, not a wall.
    public static func cardHeight(strip: Int) -> Int {
        strip <= fullCardHeight ? max(0, strip) : fullCardHeight + (strip - fullCardHeight) / 2
    }

    /// A strip up to this many rows is filled by the cards.
    public static let fullCardHeight = 14

    /// The keys and what they do, one a line (the help box's full wording, `--help`'s KEYS).
    public static let helpText: [String] = ["Keys"] + HelpOverlay.fullLines
}
