@testable import CarouselCore
@testable import CarouselKit
import Testing

/// Cards given as values: a `CardList` asks what a card shows only when it comes into sight,
/// and the card shows what the value says.
@Suite("Cards as values")
struct CardListTests {
    static let area = Rect(x: 0, y: 0, width: 100, height: 14)

    /// `carousel` drawn alone on a canvas of `area`'s size, as lines of text.
    static func screen(of carousel: Carousel) -> String {
        carousel.handle(SceneEvent(.resize(width: area.width, height: area.height)), in: area, now: 0)
        var canvas = Canvas(width: area.width, height: area.height)
        CarouselWidget().render(carousel, in: area, into: &canvas, theme: Theme.forDepth(.full))
        return canvas.lines.joined(separator: "\n")
    }

    /// A class, so the closure can count what it was asked for.
    final class Asked { var indices: Set<Int> = [] }

    @Test("a billion cards: only those in sight are asked for, and each shows its content")
    func onlyWhatIsInSight() {
        let asked = Asked()
        let cards = CardList(count: 1_000_000_000) { index in
            asked.indices.insert(index)
            return CardContent(title: "Card \(index)", body: "the body of \(index)")
        }
        let carousel = Carousel(dataSource: cards, cardWidth: 40, spacing: 2, startPage: 500_000_000)
        let screen = Self.screen(of: carousel)
        #expect(screen.contains("Card 500000000"))
        #expect(screen.contains("the body of 500000000"))
        #expect(!asked.indices.isEmpty && asked.indices.count <= 5, "asked for \(asked.indices.sorted())")
        #expect(asked.indices.allSatisfy { abs($0 - 500_000_000) <= 2 })
    }

    @Test("titles and bodies: the n-th title over the n-th body, none where bodies run out")
    func titlesAndBodies() {
        let carousel = Carousel(dataSource: CardList(titles: ["apple", "banana"], bodies: ["red"]), cardWidth: 40, spacing: 2)
        let first = Self.screen(of: carousel)
        #expect(first.contains("apple") && first.contains("red"))
        let second = Self.screen(
            of: Carousel(dataSource: CardList(titles: ["apple", "banana"], bodies: ["red"]), cardWidth: 40, spacing: 2, startPage: 1))
        #expect(second.contains("banana"))
        #expect(!second.contains("red"), "banana has no body (and apple, peeking, shows its title alone)")
    }

    @Test("a count below zero is no cards")
    func negativeCount() {
        let cards = CardList(count: -3) { _ in CardContent(title: "never") }
        #expect(cards.numberOfItems(in: CollectionView()) == 0)
    }
}
