/// Supplies a collection view's items, as `UICollectionViewDataSource`.
///
/// ```swift
/// final class Numbers: CollectionViewDataSource {
///     func numberOfItems(in collectionView: CollectionView) -> Int { 1_000_000_000 }
///     func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: index) as! CardCell
///         cell.title = "Card \(index + 1)"
///         return cell
///     }
/// }
/// ```
public protocol CollectionViewDataSource: AnyObject {
    /// How many cards there are: any count, a billion costing what ten do.
    func numberOfItems(in collectionView: CollectionView) -> Int
    /// Called only for items about to become visible: dequeue a cell and configure it.
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell
}
