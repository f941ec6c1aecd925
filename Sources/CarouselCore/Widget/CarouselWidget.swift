/// A carousel drawn in a rectangle of any screen: the cards of a `Carousel` (its scroll view
/// and the cells its collection view reuses) drawn into one area of a canvas and nowhere
/// else, and the card under a point of that area. The widget keeps nothing: the carousel is
/// the caller's, as a ratatui `StatefulWidget`'s state is, so one screen can hold several,
/// each in its own rectangle, and every scene above draws its cards through it.
///
/// ```swift
/// let lower = Rect(x: 0, y: canvas.height / 2, width: canvas.width, height: canvas.height - canvas.height / 2)
/// CarouselWidget().render(carousel, in: lower, into: &canvas, theme: theme)
/// ```
public struct CarouselWidget {
    /// The way the cards run: across the area, or down it.
    let axis: Axis

    /// A widget whose cards run along `axis`.
    public init(axis: Axis = .horizontal) {
        self.axis = axis
    }

    /// Draws `carousel`'s visible cards into `area` of `canvas`, cut at the area's edges,
    /// and leaves every cell outside it as it was. Only the cards on screen get cells from
    /// the collection view (the others are reused), so a carousel of a billion cards costs
    /// what one of ten does. The carousel's content offset is read, never changed: size it to
    /// the area with `Carousel.handle(_:in:now:)`.
    public func render(_ carousel: Carousel, in area: Rect, into canvas: inout Canvas, theme: Theme) {
        draw(carousel, in: area, into: &canvas, theme: theme)
    }

    /// `render` as the scenes draw: `clip` narrows where it may draw (a lane half scrolled
    /// out of its list); `fromBackingStores` false draws every card in place (the screen the
    /// same, for comparison). The area, as shown, is named a scrolling region of the frame,
    /// so the encoder shifts what only moved. Returns where the current card's title is.
    @discardableResult
    package func draw(
        _ carousel: Carousel, in area: Rect, clip: Rect? = nil, into canvas: inout Canvas, theme: Theme,
        fromBackingStores: Bool = true
    ) -> Canvas.Focus? {
        let shown = clip.map(area.intersection) ?? area
        if !shown.isEmpty {
            canvas.scrollingRegions.append(CardStrip.scrollingRegion(of: carousel, strip: shown, axis: axis))
        }
        return CardStrip.draw(
            carousel, strip: area, clip: clip, axis: axis, into: &canvas, theme: theme,
            fromBackingStores: fromBackingStores)
    }

    /// The index of the card drawn under the cell at `x`, `y` of a carousel rendered in
    /// `area`; nil outside the area, between cards and past the ends.
    public func hitTest(x: Int, y: Int, in area: Rect, of carousel: Carousel) -> Int? {
        guard area.contains(x: x, y: y) else { return nil }
        return CardStrip.visibleCards(carousel, strip: area, axis: axis).first { $0.frame.contains(x: x, y: y) }?.index
    }
}
