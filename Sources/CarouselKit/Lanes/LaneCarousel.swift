import CarouselCore

/// A carousel shown as one lane, with its label: reused for another lane when its own
/// scrolls out of view (as a collection view reuses cells), its cards' data source and its
/// label pointed there. As visible as `Carousel` (package): an internal subclass of a package
/// class gets a stub initializer the compiler warns about as an infinite recursion.
package final class LaneCarousel: Carousel {
    private(set) var lane: Int
    /// Its cards (the collection view holds its data source weakly, as UIKit's does).
    private(set) var cards: CollectionViewDataSource
    /// Its label row, named after the lane.
    private(set) lazy var label = LaneLabel(carousel: self, name: laneName)
    private var laneName: String

    init(
        lane: Int, name: String, cards: CollectionViewDataSource, resolver: any PagingResolver, layout: CarouselLayout,
        page: Int, settleSpeed: Double
    ) {
        self.lane = lane
        self.cards = cards
        laneName = name
        super.init(resolver: resolver, layout: layout, startPage: page, dataSource: cards, settleSpeed: settleSpeed)
    }

    /// Shows `lane` now, at `page`, paging by `resolver`: its old cells go back to the pool.
    func reuse(
        for lane: Int, name: String, cards: CollectionViewDataSource, resolver: any PagingResolver, layout: CarouselLayout,
        page: Int, settleSpeed: Double
    ) {
        // What was prefetched was the old lane's.
        collectionView.invalidatePrefetching()
        self.lane = lane
        self.cards = cards
        laneName = name
        label.name = name
        collectionView.dataSource = cards
        collectionView.prefetchDataSource = cards as? CollectionViewDataSourcePrefetching
        collectionView.reloadData()
        var scroll = ScrollView(layout: layout, resolver: resolver, startPage: page)
        scroll.settleSpeed = settleSpeed
        scrollView = scroll
    }
}

/// What a lane off screen remembers: its page and the strategy a person switched it to, as
/// a compositional layout keeps each section's orthogonal offset. Only lanes that were
/// shown have one.
struct LaneMemory {
    var page: Int
    var resolver: (any PagingResolver)?
}
