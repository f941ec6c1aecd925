@testable import CarouselCore
@testable import CarouselKit

/// A data source that counts what the collection view asks of it.
final class CountingCards: CollectionViewDataSource {
    let count: Int
    private(set) var requests = 0
    private(set) var requestedIndices: [Int] = []
    var recordsIndices = false

    init(count: Int) { self.count = count }

    func numberOfItems(in collectionView: CollectionView) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        requests += 1
        if recordsIndices { requestedIndices.append(index) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        if let card = cell as? CardCell {
            card.title = DemoCards.title(index)
            card.body = "Body of card \(index)"
        }
        return cell
    }
}
