import CarouselCore

/// The scene draws through its view, `CarouselScreenView`.
extension CarouselController {
    package func render(into canvas: inout Canvas, now: Double) {
        view.render(self, into: &canvas, now: now)
    }

    /// The same screen with the cards drawn by `drawCards` instead of the reusing collection
    /// view: how the package's benchmark draws its every-card-a-view baseline beside it.
    /// Only a carousel of one draws so; `package`, so no user of the library sees it.
    package func render(into canvas: inout Canvas, now: Double, drawingCardsWith drawCards: CarouselScreenView.CardDrawing) {
        withoutActuallyEscaping(drawCards) { drawCards in
            view.render(self, into: &canvas, now: now, drawingCardsWith: drawCards)
        }
    }

    /// Where a card starting `along` cells into the (first) strip is drawn.
    package func cardFrame(along: Int) -> Rect {
        CardStrip.cardFrame(along: along, extent: scrollView.layout.cardExtent, strip: screen.strip, axis: configuration.axis)
    }

    /// The help box as it fits this screen, on the page being read.
    var helpOverlay: HelpOverlay? { view.helpOverlay(self) }

    /// The keys and what they do, one a line (the help box's full wording, `--help`'s KEYS).
    package static let helpText: [String] = ["Keys"] + HelpOverlay.fullLines
}
