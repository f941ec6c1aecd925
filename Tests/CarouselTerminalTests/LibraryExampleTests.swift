import CarouselCore
import CarouselKit
import CarouselTerminal
import Testing

/// The README's library example, driven headlessly: it must keep compiling and working.
final class Fruit: CollectionViewDataSource {
    let names = ["apple", "banana", "cherry"]
    func numberOfItems(in collectionView: CollectionView) -> Int { names.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        (cell as? CardCell)?.title = names[index]
        return cell
    }
}

struct TwoAtATime: PagingResolver {
    let name = "two-at-a-time"
    let summary = "always two cards per flick"
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {
        target.page = context.clamped(context.startPage + 2 * PageMath.sign(context.velocity))
    }
}

struct LibraryExampleTests {
    @Test func theReadmeDataSourceShowsItsCardsAndEnterChoosesOne() {
        var configuration = CarouselConfiguration()
        configuration.strategy = NearestPaging()
        let fruit = Fruit()
        let carousel = CarouselController(configuration: configuration, dataSource: fruit)
        carousel.resize(width: 80, height: 20, now: 0)
        var canvas = Canvas(width: 80, height: 20)
        carousel.render(into: &canvas, now: 0)
        #expect(canvas.text.contains("apple"))
        #expect(canvas.text.contains("banana"), "the next card peeks in")
        #expect(canvas.lines[0].contains("page 1/3"))
        carousel.handle(.key(KeyEvent(.right)), now: 0)
        var t = 0.0
        while carousel.tick(now: t) { t += 1.0 / 60 }
        #expect(carousel.handle(.key(KeyEvent(.enter)), now: t) == .quit(chose: 1))
    }

    @Test func aCustomResolverPlugsIn() {
        var configuration = CarouselConfiguration()
        configuration.strategy = TwoAtATime()
        let carousel = CarouselController(configuration: configuration, dataSource: DemoCards(count: 10))
        carousel.resize(width: 100, height: 30, now: 0)
        carousel.handle(.key(KeyEvent(.right)), now: 0)
        var t = 0.0
        while carousel.tick(now: t) { t += 1.0 / 60 }
        #expect(carousel.currentPage == 2)
        var canvas = Canvas(width: 100, height: 30)
        carousel.render(into: &canvas, now: t)
        #expect(canvas.lines[0].contains("two-at-a-time"))
        #expect(canvas.lines[0].contains("page 3/10"))
    }
}
