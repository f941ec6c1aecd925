/// The controller is what its picker moves: the carousel, and the bindings its changes fire.
extension CarouselController: PickerHost {
    var destinationPage: Int { scrollView.destinationPage }

    func cardsReplaced(now: Double) {
        collectionView.invalidatePrefetching()
        reloadData(now: now)
    }

    func cardsChangedLook() { collectionView.reloadData() }
}
