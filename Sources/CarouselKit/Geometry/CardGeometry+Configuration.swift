import CarouselCore

/// A configuration's cards laid out: the geometry policy applied to what the command line asked.
extension CardGeometry {
    /// The carousel geometry for a screen: cards three fifths of the viewport unless told,
    /// always narrower than it so that the neighbours peek; the whole viewport for a
    /// strategy whose page is the viewport.
    package static func layout(for screen: ScreenLayout, configuration c: CarouselConfiguration, count: Int) -> CarouselLayout {
        layout(viewport: c.axis == .horizontal ? screen.strip.width : screen.strip.height, configuration: c, count: count)
    }

    package static func layout(viewport: Int, configuration c: CarouselConfiguration, count: Int) -> CarouselLayout {
        let viewport = max(1, viewport)
        // Spacing never eats more than a quarter of the screen, so a card always fits.
        let spacing = min(c.effectiveSpacing, viewport / 4)
        if c.strategy.pageSizing == .viewport {
            return CarouselLayout(
                viewport: viewport, cardExtent: max(1, viewport - spacing), spacing: spacing,
                count: count, alignment: .center, wraps: c.wraps)
        }
        let automatic = c.axis == .horizontal ? (viewport * 3 + 4) / 5 : max(3, (viewport * 3 + 4) / 5)
        let peek = c.axis == .horizontal ? 2 : 1
        let widest = max(1, viewport - 2 * (spacing + peek))
        // The smallest card that still shows a border and some text.
        let smallest = min(widest, c.axis == .horizontal ? minimumCardWidth : minimumCardHeight)
        let extent = min(max(c.cardExtent ?? automatic, smallest), widest)
        return CarouselLayout(
            viewport: viewport, cardExtent: extent, spacing: spacing, count: count,
            alignment: c.alignment, wraps: c.wraps)
    }
}
