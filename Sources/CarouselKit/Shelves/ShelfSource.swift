/// What the shelves show: a list of named shelves, each a row of cards, and the strategy
/// each pages by. Asked only for the shelves and cards on screen, so a million shelves of a
/// billion cards cost what a dozen do.
public protocol ShelfSource: AnyObject {
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
public final class DemoShelves: ShelfSource {
    public let strategies: [any PagingResolver]
    public let count: Int
    public let shelfCount: Int

    public init(strategies: [any PagingResolver], count: Int, shelfCount: Int? = nil) {
        self.strategies = strategies.isEmpty ? [Strategies.defaultStrategy] : strategies
        self.count = max(0, count)
        self.shelfCount = max(0, shelfCount ?? self.strategies.count)
    }

    public func name(ofShelf shelf: Int) -> String {
        let base = strategies[shelf % strategies.count].name
        return shelf < strategies.count ? base : "\(base) \(shelf == Int.max ? shelf : shelf + 1)"
    }

    public func cardCount(ofShelf shelf: Int) -> Int { count }
    public func title(shelf: Int, card: Int) -> String { DemoCards.title(card) }
    public func body(shelf: Int, card: Int) -> String { strategies[shelf % strategies.count].summary }
    public func strategy(ofShelf shelf: Int) -> any PagingResolver { strategies[shelf % strategies.count] }

    public func chosenBytes(shelf: Int, card: Int) -> [UInt8] {
        Array((name(ofShelf: shelf) + "\t" + title(shelf: shelf, card: card)).utf8)
    }

    /// Every shelf's card N is the demo's `Card N`: one preview for all of them.
    public func line(shelf: Int, card: Int) -> Int? { card }
}

/// The cards of one shelf, as a collection view asks for them: the data source of a shelf's
/// carousel, pointed at another shelf when the carousel is reused for it. With previews,
/// each card shows its line's, shared with every other shelf on screen.
final class ShelfCards: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    let source: ShelfSource
    var shelf: Int
    let previews: PreviewWants?

    init(source: ShelfSource, shelf: Int, previews: PreviewWants?) {
        self.source = source
        self.shelf = shelf
        self.previews = previews
    }

    private func line(_ card: Int) -> Int? { source.line(shelf: shelf, card: card) }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indices: [Int]) {
        previews?.prefetch(indices, in: collectionView, lineForItem: line)
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indices: [Int]) {
        previews?.cancel(indices, in: collectionView, lineForItem: line)
    }

    func collectionView(_ collectionView: CollectionView, itemSizeDidChange size: (width: Int, height: Int)) {
        previews?.itemSizeDidChange(size)
    }

    func numberOfItems(in collectionView: CollectionView) -> Int {
        shelf < source.shelfCount ? source.cardCount(ofShelf: shelf) : 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CarouselController.cellIdentifier, for: index)
        if let card = cell as? CardCell {
            card.title = source.title(shelf: shelf, card: index)
            card.body = source.body(shelf: shelf, card: index)
            let count = source.cardCount(ofShelf: shelf)
            card.footer = index == Int.max ? "\(index) of \(count)" : "\(index + 1) of \(count)"
            if let previews, let line = line(index) { card.preview = previews.loader.content(for: line) }
        }
        return cell
    }
}
