/// The direction a carousel scrolls in: cards side by side, or stacked.
public enum Axis: String, Sendable, CaseIterable {
    /// Cards side by side, paged with Left and Right.
    case horizontal
    /// Cards stacked, paged with Up and Down.
    case vertical
}

/// Where a card rests inside the viewport when it is the current page.
package enum CardAlignment: String, Sendable, CaseIterable {
    /// Centred, with the same slice of both neighbours peeking in.
    case center
    /// Near the leading edge, the next card peeking in on the trailing side.
    case leading
}
