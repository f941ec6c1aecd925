import CarouselCore

/// The demo's cards: generated from the index on demand, so a billion cost nothing.
package final class DemoCards: CollectionViewDataSource {
    package let count: Int

    package init(count: Int) { self.count = max(0, count) }

    package func numberOfItems(in collectionView: CollectionView) -> Int { count }

    package func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        if let card = cell as? CardCell {
            card.title = Self.title(index)
            card.body = Self.bodies[index % Self.bodies.count]
            card.footer = index == Int.max ? "\(index) of \(count)" : "\(index + 1) of \(count)"
        }
        return cell
    }

    package static func title(_ index: Int) -> String {
        index == Int.max ? "Card \(index)" : "Card \(index + 1)"
    }

    package static let bodies = [
        "Drag me with the mouse and let go while moving: the velocity at release and the strategy decide where I land.",
        "The neighbours peek in at both sides. Press Tab to try another paging strategy, then flick again.",
        "one-at-a-time never moves more than one card per flick, however hard. nearest follows the projection and may fly past several.",
        "Only the cards on screen exist: scrolled-out cards are reused for the ones scrolling in, so a billion cost what ten do.",
        "Shift with an arrow is a hard flick: the place where the strategies part ways. d shows how the last one was decided.",
        "adjacent stops dead after a slow release and animates to the target, as setContentOffset(_:animated:) does.",
        "vote lets the direction of the drag and the direction of the flick agree or cancel out.",
        "Past the first or the last card the content resists like a rubber band and springs back when you let go.",
    ]
}
