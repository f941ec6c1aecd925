import CarouselCore

/// Cards with a preview: another data source's cards, each showing what `--preview`'s
/// command prints for it under its title. Every collection view that prefetches through it
/// (the demo's, or each lane of a race) shows the same previews, shared by line
/// (`PreviewWants`).
package final class PreviewingCards: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    package let cards: CollectionViewDataSource
    package let wants: PreviewWants
    package var loader: PreviewLoader { wants.loader }
    /// The line a card shows, which its preview is of: a searching picker's cards are the
    /// matches, not the lines in order.
    package var lineForItem: (Int) -> Int? = { $0 }
    /// fzf's `toggle-preview`: hidden, the cards show their own body and nothing runs.
    package var isShown = true

    package init(cards: CollectionViewDataSource, loader: PreviewLoader) {
        self.cards = cards
        wants = PreviewWants(loader: loader)
    }

    package func numberOfItems(in collectionView: CollectionView) -> Int { cards.numberOfItems(in: collectionView) }

    package func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = cards.collectionView(collectionView, cellForItemAt: index)
        // Only views that prefetch through us show previews: nothing would run for the others.
        if isShown, collectionView.prefetchDataSource === self {
            if let line = lineForItem(index) { (cell as? CardCell)?.preview = loader.content(for: line) }
        }
        return cell
    }

    package func collectionView(_ collectionView: CollectionView, prefetchItemsAt indices: [Int]) {
        guard isShown else { return }
        wants.prefetch(indices, in: collectionView, lineForItem: lineForItem)
    }

    package func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indices: [Int]) {
        wants.cancel(indices, in: collectionView, lineForItem: lineForItem)
    }

    package func collectionView(_ collectionView: CollectionView, itemSizeDidChange size: (width: Int, height: Int)) {
        wants.itemSizeDidChange(size)
    }
}
