import CarouselCore

/// The shelves as lanes: one lane a shelf of `source`, its cards from a `ShelfCards` that is
/// pointed at another shelf when its carousel is reused. With `--preview`, each card shows
/// its line's, shared with every other shelf on screen.
package final class ShelfLanes: LaneSource {
    package let source: ShelfSource
    package let previews: PreviewWants?

    package init(source: ShelfSource, previews: PreviewWants? = nil) {
        self.source = source
        self.previews = previews
    }

    package var laneCount: Int { source.shelfCount }
    /// A shelf with no name is called `—`.
    package func name(ofLane lane: Int) -> String {
        let name = source.name(ofShelf: lane)
        return name.isEmpty ? "—" : name
    }
    package func strategy(ofLane lane: Int) -> any PagingResolver { source.strategy(ofShelf: lane) }
    package func chosenBytes(lane: Int, card: Int) -> [UInt8]? { source.chosenBytes(shelf: lane, card: card) }
    package func update() { (source as? LineShelves)?.update() }

    package func cards(ofLane lane: Int, reusing reused: CollectionViewDataSource?) -> CollectionViewDataSource {
        if let cards = reused as? ShelfCards {
            cards.shelf = lane
            return cards
        }
        return ShelfCards(source: source, shelf: lane, previews: previews)
    }
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
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
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

extension LanesScene {
    /// The shelves of `source`: a lane a shelf, a gesture driving the shelf it began on, the
    /// list paged by `listStrategy`; with `previews`, each card shows its line's.
    package convenience init(
        shelves source: ShelfSource, configuration: CarouselConfiguration,
        listStrategy: any PagingResolver = NearestPaging(), previews: PreviewWants? = nil
    ) {
        self.init(
            source: ShelfLanes(source: source, previews: previews), role: .shelves, configuration: configuration,
            listStrategy: listStrategy)
    }
}
