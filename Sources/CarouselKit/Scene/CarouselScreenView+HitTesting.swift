/// Where things are on the screen of a carousel of one: a press on the strip drags the
/// carousel, a press on a page dot goes to its page, a click on a peeking card goes to it
/// (the article's `hitTest` lesson).
extension CarouselScreenView {
    func press(_ c: CarouselController, x: Int, y: Int) -> ScenePress {
        guard !c.screen.isTooSmall else { return .nothing }
        if let row = c.screen.pageControlRow, y == row {
            return pageControlHits(c).first { x >= $0.x && x < $0.x + 2 }.map { .page($0.page) } ?? .nothing
        }
        guard c.screen.strip.contains(x: x, y: y) else { return .nothing }
        return .drag(window: c.pointerWindow)
    }

    func tap(_ c: CarouselController, x: Int, y: Int) -> PageRequest? {
        guard let k = tappedNeighbour(c, x: x, y: y), k != 0 else { return nil }
        return .by(k)
    }

    /// The card under a point, relative to the current page (0 for the current card).
    func tappedNeighbour(_ c: CarouselController, x: Int, y: Int) -> Int? {
        let strip = c.screen.strip
        return c.carousel.relativePage(along: c.configuration.axis == .horizontal ? x - strip.x : y - strip.y)
    }

    /// Where each dot of the page control is, for clicks.
    func pageControlHits(_ c: CarouselController) -> [(x: Int, page: Int)] {
        let symbols = PageControl.symbols(count: c.count, current: c.carousel.destinationPage, width: max(0, c.screen.width - 4))
        return PageDots.hits(symbols, start: max(0, (c.screen.width - PageDots.width(of: symbols)) / 2))
    }
}
