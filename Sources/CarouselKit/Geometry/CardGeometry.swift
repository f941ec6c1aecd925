/// The geometry policy: how wide a card is on a screen, how much the spacing may take, the
/// smallest card that still shows text, how tall a card grows in a tall strip. Every scene
/// sizes its carousels with it.
package enum CardGeometry {
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
            return CarouselLayout(viewport: viewport, cardExtent: max(1, viewport - spacing), spacing: spacing,
                                  count: count, alignment: .center, wraps: c.wraps)
        }
        let automatic = c.axis == .horizontal ? (viewport * 3 + 4) / 5 : max(3, (viewport * 3 + 4) / 5)
        let peek = c.axis == .horizontal ? 2 : 1
        let widest = max(1, viewport - 2 * (spacing + peek))
        // The smallest card that still shows a border and some text.
        let smallest = min(widest, c.axis == .horizontal ? minimumCardWidth : minimumCardHeight)
        let extent = min(max(c.cardExtent ?? automatic, smallest), widest)
        return CarouselLayout(viewport: viewport, cardExtent: extent, spacing: spacing, count: count,
                              alignment: c.alignment, wraps: c.wraps)
    }

    /// A card narrower than this shows no text: `--card-width` below it is raised to it.
    package static let minimumCardWidth = 6
    package static let minimumCardHeight = 3

    /// Rows a horizontal card takes in a strip of `strip` rows: the whole of a short strip,
    /// and in a taller one half of every row past `fullCardHeight` (the other half goes to
    /// the margins above and below), so the card grows with the terminal, its body text
    /// getting the rows, while the strip still reads as a carousel, not a wall.
    package static func cardHeight(strip: Int) -> Int {
        strip <= fullCardHeight ? max(0, strip) : fullCardHeight + (strip - fullCardHeight) / 2
    }

    /// A strip up to this many rows is filled by the cards.
    package static let fullCardHeight = 14
}
