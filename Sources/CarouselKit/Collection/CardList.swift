import CarouselCore

/// A data source of cards given as values: how many there are, and what the card at an index
/// shows (`CardContent`), asked only for the cards in sight, so a billion cards cost what ten
/// do. No cell to dequeue or cast; a `CollectionViewDataSource` of one's own is for cells of
/// one's own.
///
/// ```swift
/// try TerminalCarousel.run(dataSource: CardList(titles: ["apple", "banana", "cherry"]))
/// ```
public final class CardList: CollectionViewDataSource {
    private let count: Int
    private let content: (Int) -> CardContent

    /// `count` cards, the one at `index` showing `content(index)`, asked each time the card
    /// comes into sight (keep what is slow to make, such as a decoded picture).
    public init(count: Int, content: @escaping (_ index: Int) -> CardContent) {
        self.count = max(0, count)
        self.content = content
    }

    /// Cards titled `titles`, the `n`th with the `n`th of `bodies` under its title (none where
    /// there are fewer bodies).
    public convenience init(titles: [String], bodies: [String] = []) {
        self.init(count: titles.count) { index in
            CardContent(title: titles[index], body: index < bodies.count ? bodies[index] : "")
        }
    }

    /// The cards' number.
    public func numberOfItems(in collectionView: CollectionView) -> Int { count }

    /// A card cell showing what `content` says card `index` shows.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        if let card = cell as? CardCell {
            let shown = content(index)
            card.title = shown.title
            card.body = shown.body
            card.picture = shown.picture
        }
        return cell
    }
}
