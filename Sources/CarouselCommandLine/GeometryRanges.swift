import CarouselCore
import CarouselKit

/// The documented ranges of the geometry options. A value outside them is bad usage (exit
/// 64); one inside them that only does not fit this terminal is fitted, and the details
/// overlay says so. Where the viewport is given (`simulate`, `compare`) nothing is fitted:
/// a geometry that does not fit it is bad usage too.
package enum GeometryRanges {
    package static let largestCard = 10_000
    package static let largestSpacing = 10_000
    /// Read from the command line with the least any axis allows; the horizontal least is
    /// checked once the axis is known.
    package static let cardExtents = CardGeometry.minimumCardHeight...largestCard
    package static let spacings = 0...largestSpacing
    /// The card's range as the documents and the messages say it.
    package static let cardRange =
        "\(CardGeometry.minimumCardWidth) to \(largestCard); \(CardGeometry.minimumCardHeight) to \(largestCard) rows with --vertical"
    package static let cardExpectation = "a whole number from " + cardRange

    /// The least card of the axis, as a usage error naming the option the card was given with.
    package static func checkLeast(_ extent: Int?, axis: Axis, option: String) throws(UsageError) {
        guard let extent else { return }
        let least = axis == .horizontal ? CardGeometry.minimumCardWidth : CardGeometry.minimumCardHeight
        if extent < least { throw UsageError("\(option): \(extent) is out of range; expected \(cardExpectation)") }
    }

    /// A simulated geometry must be one the carousel would show in that viewport as given:
    /// the gap at most a quarter of it, the card leaving the neighbours peeking.
    package static func checkFits(_ s: DragSimulator) throws(UsageError) {
        var c = CarouselConfiguration()
        c.cardExtent = s.cardWidth
        c.spacing = s.spacing
        let fitted = CardGeometry.layout(viewport: s.viewport, configuration: c, count: s.count)
        if fitted.spacing != s.spacing {
            throw UsageError(
                "--spacing: \(s.spacing) does not fit --viewport \(s.viewport); "
                    + "expected at most \(fitted.spacing) (a quarter of the viewport)")
        }
        if fitted.cardExtent != s.cardWidth {
            let most = s.viewport - 2 * (s.spacing + 2)
            let fix = most >= CardGeometry.minimumCardWidth ? "expected at most \(most)" : "widen --viewport"
            throw UsageError(
                "--card-width: \(s.cardWidth) does not fit --viewport \(s.viewport) with --spacing \(s.spacing); "
                    + "\(fix) (the neighbours peek 2 columns past the gaps)")
        }
    }
}
