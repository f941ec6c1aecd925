/// Told ahead of time which items are about to be needed, as
/// `UICollectionViewDataSourcePrefetching`: the collection view asks for the items on
/// screen and the next ones in the direction of travel, and cancels those that left that
/// window, so slow work (a preview command) starts before a card scrolls in and stops when
/// nobody will see it.
package protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// `collectionView(_:prefetchItemsAt:)`: most wanted first.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indices: [Int])
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indices: [Int])
    /// The cells' size changed (a resize): what was prefetched for the old size is stale.
    func collectionView(_ collectionView: CollectionView, itemSizeDidChange size: (width: Int, height: Int))
}

extension CollectionViewDataSourcePrefetching {
    package func collectionView(_ collectionView: CollectionView, itemSizeDidChange size: (width: Int, height: Int)) {}
}

/// Which items to prefetch: those on screen, the current one first, then the next `ahead`
/// in the direction of travel (around the ends when the carousel wraps).
package enum PrefetchWindow {
    package static func indices(current: Int, visible: [Int], direction: Int, count: Int, wraps: Bool, ahead: Int = 2) -> [Int] {
        guard count > 0 else { return [] }
        var result: [Int] = []
        func add(_ i: Int) {
            var i = i
            if wraps { i = ((i % count) + count) % count }
            guard i >= 0, i < count, !result.contains(i) else { return }
            result.append(i)
        }
        add(current)
        let sorted = visible.sorted { abs($0 - current) < abs($1 - current) }
        for i in sorted { add(i) }
        let step = direction < 0 ? -1 : 1
        // Past the visible cards that way, the next `ahead` ones.
        var added = 0, k = 1
        while added < ahead, k <= count {
            let (next, overflow) = current.addingReportingOverflow(step * k)
            k += 1
            if overflow || (!wraps && (next < 0 || next >= count)) { break }
            let before = result.count
            add(next)
            if result.count > before { added += 1 }
        }
        return result
    }
}
