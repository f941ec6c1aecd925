@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport

/// A picker over `lines` in a scene stack, searching in place, its bindings from `specs` (as
/// `--bind` writes them): what the tests of fzf's actions and events start from.
enum PickerHarness {
    static func make(
        lines: [String] = SearchingPickerTests.lines, bindings specs: [String] = [], filters: Bool = true,
        multi: Bool = true
    ) throws -> (Harness<SceneStack>, PickerSearch, SearchingLineCards) {
        let cards = SearchingLineCards(lines: TextLineCards(lines: lines))
        let search = PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: false, filters: filters)
        let h = Harness(count: 0, showsDetails: false, dataSource: cards, picker: Picker(lines: cards, search: search))
        h.controller.setMultipleSelection(multi)
        h.controller.configuration.acceptance = Acceptance()
        for spec in specs { try BindingParser.parse(spec, into: &h.controller.configuration.bindings) }
        h.controller.resize(width: 100, height: 30, now: 0)
        return (h, search, cards)
    }
}
