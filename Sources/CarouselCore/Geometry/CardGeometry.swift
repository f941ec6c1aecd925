/// The geometry policy: how wide a card is on a screen, how much the spacing may take, the
/// smallest card that still shows text, how tall a card grows in a tall strip. Every scene
/// sizes its carousels with it.
package enum CardGeometry {
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
