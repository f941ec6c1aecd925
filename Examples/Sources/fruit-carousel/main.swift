import CarouselKit
import CarouselTerminal

/// Three cards, dequeued and filled as a UICollectionView's data source fills its cells.
final class Fruit: CollectionViewDataSource {
    let names = ["apple", "banana", "cherry"]
    func numberOfItems(in collectionView: CollectionView) -> Int { names.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        (cell as? CardCell)?.title = names[index]
        return cell
    }
}

let fruit = Fruit()
var configuration = CarouselConfiguration()
configuration.strategy = NearestPaging()
if case .finished(let chose?) = try TerminalCarousel.run(dataSource: fruit, configuration: configuration) {
    print("you chose", fruit.names[chose])
}
