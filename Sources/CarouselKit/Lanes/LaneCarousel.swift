import CarouselCore

/// A carousel shown as one lane, with its label: reused for another lane when its own
/// scrolls out of view (as a collection view reuses cells), its cards' data source and its
/// label pointed there. It holds its carousel rather than being one: `Carousel` lives in the
/// layer below, which leaves it closed to subclasses here.
package final class LaneCarousel {
    /// The carousel the lane's cards are in.
    package let carousel: Carousel
    /// Its scroll view, as the controller's: yielded, so reads are in place.
    var scrollView: ScrollView {
        _read { yield carousel.scrollView }
        _modify { yield &carousel.scrollView }
    }
    /// Its collection view, holding the lane's visible cards.
    var collectionView: CollectionView { carousel.collectionView }
    /// The strategy that pages it.
    var resolver: any PagingResolver { carousel.resolver }
    private(set) var lane: Int
    /// Its cards (the collection view holds its data source weakly, as UIKit's does).
    private(set) var cards: CollectionViewDataSource
    /// Its label row, named after the lane.
    private(set) lazy var label = LaneLabel(carousel: carousel, name: laneName)
    private var laneName: String

    init(
        lane: Int, name: String, cards: CollectionViewDataSource, resolver: any PagingResolver, layout: CarouselLayout,
        page: Int, settleSpeed: Double
    ) {
        self.lane = lane
        self.cards = cards
        laneName = name
        carousel = Carousel(
            cellClass: CardCell.self, resolver: resolver, layout: layout, startPage: page, dataSource: cards, settleSpeed: settleSpeed)
    }

    /// Shows `lane` now, at `page`, paging by `resolver`: its old cells go back to the pool.
    func reuse(
        for lane: Int, name: String, cards: CollectionViewDataSource, resolver: any PagingResolver, layout: CarouselLayout,
        page: Int, settleSpeed: Double
    ) {
        // What was prefetched was the old lane's.
        let collectionView = carousel.collectionView
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
        carousel.scrollView = scroll
    }
}

/// What a lane off screen remembers: its page and the strategy a person switched it to, as
/// a compositional layout keeps each section's orthogonal offset. Only lanes that were
/// shown have one.
struct LaneMemory {
    var page: Int
    var resolver: (any PagingResolver)?
}
