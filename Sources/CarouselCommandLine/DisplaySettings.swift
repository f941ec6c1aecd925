import CarouselCore
import CarouselKit

/// What the display options shared by the demo, the race and the shelves set: each spec of
/// the shared group applies its value here, so the three commands read them with one parser.
package struct DisplaySettings: Sendable {
    package var configuration = CarouselConfiguration()
    package var count = 20
    package var itemsPath: String?
    /// `--start-page`, counted from 1 as the status line counts pages.
    package var startPage: Int?
    package var recordPath: String?
    /// `--preview CMD`: what each card shows under its title.
    package var preview: PreviewCommand?
    /// `--strategies`: the race's lanes, the shelves' demo shelves.
    package var strategies: [any PagingResolver]?
    /// The spelling the card's extent was given with (`--card-height`): its least is checked
    /// once the axis is known, and the message quotes what was typed.
    package var cardSpelling: String?
    /// `--details` or `--no-details` was given: a picker then keeps the overlay as told.
    package var detailsChosen = false
    /// The options given, by their names: a replay's recorded geometry yields to them.
    package var given: Set<String> = []

    package init() {}

    /// The least card of the axis, checked once every option is read.
    package func checkCardExtent() throws(UsageError) {
        try GeometryRanges.checkLeast(
            configuration.cardExtent, axis: configuration.axis, option: cardSpelling ?? OptionTable.cardWidth.name)
    }
}

/// How an option of the shared group sets its value.
package typealias DisplayApply = @Sendable (inout DisplaySettings, OptionValue, _ spelled: String) throws(UsageError) -> Void
