/// The geometry of a carousel: where each card sits for a given content offset.
///
/// Content offsets are measured along the scrolling axis in cells. Card `p` is at rest
/// (aligned) when the offset is `p * stride`. Offsets are relative to an *origin page*
/// so that a carousel of `Int.max` cards keeps full precision: the layout only ever
/// works with the pages near the viewport.
///
/// ```swift
/// let layout = CarouselLayout(viewport: 100, cardExtent: 60, spacing: 3, count: 20)
/// layout.visiblePages(originPage: 3, offset: 0)   // 2...4: card 4 whole, 3 and 5 peeking
/// ```
package struct CarouselLayout: Equatable, Sendable {
    /// Length of the visible strip along the scrolling axis.
    package var viewport: Int
    /// A card's length along the scrolling axis.
    package var cardExtent: Int
    /// The gap between two cards.
    package var spacing: Int
    /// Number of cards (any count up to `Int.max`).
    package var count: Int
    package var alignment: CardAlignment
    /// Endless: the last card is followed by the first.
    package var wraps: Bool
    /// A list that shows several cards at once from the viewport's top edge (the shelves'
    /// list, a table view): its content ends at the last card, so the last page is the
    /// one that rests the last card at the far end, not the last card at the top.
    package var endsAtLastCard = false

    package init(
        viewport: Int, cardExtent: Int, spacing: Int, count: Int,
        alignment: CardAlignment = .center, wraps: Bool = false
    ) {
        self.viewport = max(1, viewport)
        self.cardExtent = max(1, cardExtent)
        self.spacing = max(0, spacing)
        self.count = max(0, count)
        self.alignment = alignment
        self.wraps = wraps && count >= 2
    }

    /// Card extent plus spacing: the distance between two aligned pages.
    package var stride: Int { cardExtent + spacing }

    /// Where the current card's leading edge sits in the viewport at rest.
    package var leadingInset: Int {
        switch alignment {
        case .center: return (viewport - cardExtent) / 2
        case .leading: return min(max(spacing, 1), max(0, viewport - cardExtent))
        }
    }

    /// The highest page a resolver may rest on: `count - 1` (0 for an empty carousel), or,
    /// for a list that ends at its last card, the first page from which the rest fit whole.
    package var lastPage: Int {
        guard endsAtLastCard else { return max(0, count - 1) }
        return max(0, count - max(1, viewport / stride))
    }

    /// Pages a resolver may choose, relative to `originPage`; `nil` when the carousel wraps.
    /// The content size lets every card, the last included, rest aligned by construction.
    package func pageBounds(originPage: Int) -> ClosedRange<Int>? {
        if wraps { return nil }
        return (0 - originPage)...(lastPage - originPage)
    }

    /// The offset range the content may rest in, relative to `originPage`.
    package func offsetBounds(originPage: Int) -> ClosedRange<Double>? {
        guard let pages = pageBounds(originPage: originPage) else { return nil }
        return Double(pages.lowerBound) * Double(stride)...Double(pages.upperBound) * Double(stride)
    }

    /// The page nearest to a relative offset: `floor((x + s/2) / s)`.
    package func nearestPage(toOffset offset: Double) -> Int {
        PageMath.near(offset, stride: Double(stride))
    }

    /// Pages (relative to the origin) whose cards overlap the viewport at `offset`.
    package func visiblePages(offset: Double) -> ClosedRange<Int> {
        let s = Double(stride)
        // Card p spans [inset + p*s - offset, inset + p*s - offset + extent) on screen.
        let first = Int(((offset - Double(leadingInset) - Double(cardExtent)) / s).rounded(.down)) + 1
        let last = Int(((offset - Double(leadingInset) + Double(viewport)) / s).rounded(.up)) - 1
        return first...max(first, last)
    }

    /// Where card `relativePage` starts on screen along the axis, for a content offset.
    package func screenPosition(ofRelativePage relativePage: Int, offset: Double) -> Int {
        let exact = Double(leadingInset) + Double(relativePage) * Double(stride) - offset
        return Int(exact.rounded())
    }

    /// The absolute index of a relative page, or `nil` when it is past an end.
    package func index(ofRelativePage relativePage: Int, originPage: Int) -> Int? {
        guard count > 0 else { return nil }
        if wraps {
            // (origin + relative) mod count, without ever overflowing near Int.max.
            let o = originPage % count
            let a = o < 0 ? o + count : o
            let r = relativePage % count
            let b = r < 0 ? r + count : r
            return a >= count - b ? a - (count - b) : a + b
        }
        let (absolute, overflow) = originPage.addingReportingOverflow(relativePage)
        guard !overflow, absolute >= 0, absolute < count else { return nil }
        return absolute
    }
}

/// The few formulas every resolver shares.
public enum PageMath {
    /// `near(x) = floor((x + s/2) / s)`, saturating instead of trapping on huge values.
    package static func near(_ x: Double, stride s: Double) -> Int {
        saturatingInt(((x + s / 2) / s).rounded(.down))
    }

    /// Converts a Double to Int, clamping to Int's range (non-finite values give 0).
    package static func saturatingInt(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        if value >= 9.2e18 { return Int.max }
        if value <= -9.2e18 { return Int.min }
        return Int(value)
    }

    /// -1, 0 or 1.
    public static func sign(_ x: Double) -> Int { x > 0 ? 1 : (x < 0 ? -1 : 0) }
}
