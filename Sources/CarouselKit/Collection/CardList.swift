import CarouselCore

/// A data source of cards given as values, a title each (and a body, if given): what a
/// program shows when its cards are text, with no cell to dequeue or cast.
///
/// ```swift
/// try TerminalCarousel.run(dataSource: CardList(titles: ["apple", "banana", "cherry"]))
/// ```
public final class CardList: CollectionViewDataSource {
    /// The cards' titles, in order: one card each.
    public let titles: [String]
    private let bodies: [String]

    /// Cards titled `titles`, the `n`th with the `n`th of `bodies` under its title (none where
    /// there are fewer bodies).
    public init(titles: [String], bodies: [String] = []) {
        self.titles = titles
        self.bodies = bodies
    }

    /// One card a title.
    public func numberOfItems(in collectionView: CollectionView) -> Int { titles.count }

    /// A card cell showing the title and body of card `index`.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        if let card = cell as? CardCell {
            card.title = titles[index]
            card.body = index < bodies.count ? bodies[index] : ""
        }
        return cell
    }
}
