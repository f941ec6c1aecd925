/// Cards with a preview: another data source's cards, each showing what `--preview`'s
/// command prints for it under its title. Prefetching (the collection view's window of
/// visible and coming cards) decides which commands run.
public final class PreviewingCards: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    public let cards: CollectionViewDataSource
    public let loader: PreviewLoader
    /// The line a card shows, which its preview is of: a searching picker's cards are the
    /// matches, not the lines in order.
    public var lineForItem: (Int) -> Int? = { $0 }
    /// The lines prefetched for each card, so that a cancel after the matches changed stops
    /// what was started, not what the card shows now.
    private var prefetched: [Int: Int] = [:]

    public init(cards: CollectionViewDataSource, loader: PreviewLoader) {
        self.cards = cards
        self.loader = loader
    }

    public func numberOfItems(in collectionView: CollectionView) -> Int { cards.numberOfItems(in: collectionView) }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = cards.collectionView(collectionView, cellForItemAt: index)
        // Only the collection view that prefetches for us shows previews (the race's lanes,
        // which share the cards, show them plain: nothing would run for them).
        if collectionView.prefetchDataSource === self { 
            if let line = lineForItem(index) { (cell as? CardCell)?.preview = loader.content(for: line) }
        }
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, prefetchItemsAt indices: [Int]) {
        var lines: [Int] = []
        for item in indices {
            guard let line = lineForItem(item) else { continue }
            prefetched[item] = line
            lines.append(line)
        }
        loader.prefetch(lines)
    }

    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indices: [Int]) {
        loader.cancelPrefetching(indices.compactMap { prefetched.removeValue(forKey: $0) ?? lineForItem($0) })
    }

    /// The body under the title: the card less its border and padding, and the title's row.
    public func collectionView(_ collectionView: CollectionView, itemSizeDidChange size: (width: Int, height: Int)) {
        loader.setBodySize(columns: max(0, size.width - 4), lines: max(0, size.height - 3))
    }
}
