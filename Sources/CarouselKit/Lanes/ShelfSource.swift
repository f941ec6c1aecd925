import CarouselCore

/// What the shelves show: a list of named shelves, each a row of cards, and the strategy
/// each pages by. Asked only for the shelves and cards on screen, so a million shelves of a
/// billion cards cost what a dozen do.
package protocol ShelfSource: AnyObject {
    var shelfCount: Int { get }
    func name(ofShelf shelf: Int) -> String
    func cardCount(ofShelf shelf: Int) -> Int
    func title(shelf: Int, card: Int) -> String
    func body(shelf: Int, card: Int) -> String
    /// The strategy a shelf pages by until a person switches it.
    func strategy(ofShelf shelf: Int) -> any PagingResolver
    /// What Enter prints for a card: `SHELF<TAB>TITLE`, or the input line's exact bytes.
    func chosenBytes(shelf: Int, card: Int) -> [UInt8]
    /// The line a card stands for, which `--preview` runs on (cards of one line share it).
    func line(shelf: Int, card: Int) -> Int?
}

/// The demo's shelves: one per strategy given, each of `count` cards `Card 1...N` paged by
/// the strategy it is named after. More shelves than strategies cycle through them.
package final class DemoShelves: ShelfSource {
    package let strategies: [any PagingResolver]
    package let count: Int
    package let shelfCount: Int

    package init(strategies: [any PagingResolver], count: Int, shelfCount: Int? = nil) {
        self.strategies = strategies.isEmpty ? [Strategies.defaultStrategy] : strategies
        self.count = max(0, count)
        self.shelfCount = max(0, shelfCount ?? self.strategies.count)
    }

    package func name(ofShelf shelf: Int) -> String {
        let base = strategies[shelf % strategies.count].name
        return shelf < strategies.count ? base : "\(base) \(shelf == Int.max ? shelf : shelf + 1)"
    }

    package func cardCount(ofShelf shelf: Int) -> Int { count }
    package func title(shelf: Int, card: Int) -> String { DemoCards.title(card) }
    package func body(shelf: Int, card: Int) -> String { strategies[shelf % strategies.count].summary }
    package func strategy(ofShelf shelf: Int) -> any PagingResolver { strategies[shelf % strategies.count] }

    package func chosenBytes(shelf: Int, card: Int) -> [UInt8] {
        Array((name(ofShelf: shelf) + "\t" + title(shelf: shelf, card: card)).utf8)
    }

    /// Every shelf's card N is the demo's `Card N`: one preview for all of them.
    package func line(shelf: Int, card: Int) -> Int? { card }
}
