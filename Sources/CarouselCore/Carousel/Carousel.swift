/// A carousel you can place: its scroll view (the content offset, the drag, the resolver
/// and its settle) and its collection view (the cells it reuses) over a data source, with
/// no screen and no keys. A scene places it in a rectangle of its frame (`CarouselWidget`
/// draws it there) and routes gestures to it: the demo is a scene of one, the race of one a
/// strategy, over the same data source. It knows no card of its own: `CarouselKit`'s
/// `Carousel(dataSource:resolver:cardWidth:spacing:startPage:)` makes one of its `CardCell`s.
///
/// ```swift
/// let carousel = Carousel(dataSource: CardList(titles: ["one", "two", "three"]), cardWidth: 30)
/// carousel.handle(event, in: lowerHalf, now: now)
/// CarouselWidget().render(carousel, in: lowerHalf, into: &canvas, theme: theme)
/// ```
public class Carousel: Scroller {
    /// The identifier a carousel registers its cell class under: a data source dequeues its
    /// cells with it.
    public static let cellIdentifier = "card"
    /// Keyboard flicks: a gentle one projects one card, a hard one five.
    package static let gentleFlickPages = 1.0
    package static let hardFlickPages = 5.0

    package let collectionView = CollectionView()
    /// The data source a carousel made for a scene of one's own keeps alive: a collection
    /// view holds its own weakly, as UIKit's does, and `Carousel(dataSource: CardList(...))`
    /// would otherwise lose its cards at once.
    package var keptDataSource: CollectionViewDataSource?
    /// What reads a carousel's wheel reports when it is handled on its own (a widget in a
    /// program's screen): the scenes' gesture layer, kept here for the layer above that makes it,
    /// so that a touchpad's burst is one gesture there as in every scene.
    package var ownGestures: AnyObject?

    /// A carousel whose cells are `cellClass`es, registered under `cellIdentifier`: the
    /// carousel knows no card of its own, the layer above says which it draws.
    package init<Cell: CollectionViewCell>(
        cellClass: Cell.Type, resolver: any PagingResolver, layout: CarouselLayout, startPage: Int = 0,
        dataSource: CollectionViewDataSource, settleSpeed: Double = 1, pointsPerCell: Double = 8,
        prefetches: Bool = true
    ) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.dataSource = dataSource
        // Prefetching starts work ahead of the cards (previews): one carousel of a scene does it.
        if prefetches { collectionView.prefetchDataSource = dataSource as? CollectionViewDataSourcePrefetching }
        super.init(resolver: resolver, layout: layout, startPage: startPage, settleSpeed: settleSpeed, pointsPerCell: pointsPerCell)
    }

    /// The card `along` cells into the strip, relative to the page the content is nearest
    /// (0 for that card); nil between cards and past the ends.
    package func relativePage(along: Int) -> Int? {
        let layout = scrollView.layout
        let base = layout.nearestPage(toOffset: scrollView.offset)
        for relative in layout.visiblePages(offset: scrollView.offset) {
            let start = layout.screenPosition(ofRelativePage: relative, offset: scrollView.offset)
            guard along >= start && along < start + layout.cardExtent else { continue }
            guard layout.index(ofRelativePage: relative, originPage: scrollView.originPage) != nil else { return nil }
            return relative - base
        }
        return nil
    }

    /// The absolute page of the card `along` cells into the strip, if a card is there.
    package func page(along: Int) -> Int? {
        let layout = scrollView.layout
        for relative in layout.visiblePages(offset: scrollView.offset) {
            let start = layout.screenPosition(ofRelativePage: relative, offset: scrollView.offset)
            guard along >= start && along < start + layout.cardExtent else { continue }
            return layout.index(ofRelativePage: relative, originPage: scrollView.originPage)
        }
        return nil
    }
}
