/// The scene draws through its view, `CarouselScreenView`.
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

    /// The keys and what they do, one a line (the help box's full wording, `--help`'s KEYS).
    public static let helpText: [String] = ["Keys"] + HelpOverlay.fullLines
}
