/// A carousel shown as one shelf: reused for another shelf when its own scrolls out of view,
/// as a collection view reuses cells, with its cards' data source and its label pointed there.
final class ShelfCarousel: Carousel {
    let cards: ShelfCards
    var shelf: Int { cards.shelf }
    /// Its label row, named after the shelf (a shelf with no name: `—`).
    private(set) lazy var label = LaneLabel(carousel: self, name: shelfName)
    private var shelfName: String {
        let name = cards.source.name(ofShelf: shelf)
        return name.isEmpty ? "—" : name
    }

    init(source: ShelfSource, shelf: Int, resolver: any PagingResolver, layout: CarouselLayout, page: Int, settleSpeed: Double,
         previews: PreviewWants? = nil) {
        cards = ShelfCards(source: source, shelf: shelf, previews: previews)
        super.init(resolver: resolver, layout: layout, startPage: page, dataSource: cards, settleSpeed: settleSpeed,
                   prefetches: previews != nil)
    }

    /// Shows `shelf` now, at `page`, paging by `resolver`: its old cells go back to the pool.
    func reuse(for shelf: Int, resolver: any PagingResolver, layout: CarouselLayout, page: Int, settleSpeed: Double) {
        // What was prefetched was the old shelf's lines.
        collectionView.invalidatePrefetching()
        cards.shelf = shelf
        label.name = shelfName
        collectionView.reloadData()
        var scroll = ScrollView(layout: layout, resolver: resolver, startPage: page)
        scroll.settleSpeed = settleSpeed
        scrollView = scroll
    }
}

/// What a shelf off screen remembers: its page and the strategy a person switched it to, as
/// a compositional layout keeps each section's orthogonal offset. Only shelves that were
/// shown have one.
struct ShelfMemory {
    var page: Int
    var resolver: (any PagingResolver)?
}
