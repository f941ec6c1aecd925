import CarouselKit

/// A scene, one type: a title row with the page counter at its end, and a carousel of
/// planets in the rows below, which takes the arrows and the mouse. Enter chooses, q leaves.
final class PlanetsScene: Scene {
    let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter"]
    let carousel: Carousel
    var width = 80, height = 24

    init() {
        carousel = Carousel(dataSource: CardList(titles: planets), cardWidth: 24, spacing: 2)
    }

    var titleRow: Rect { Rect(x: 0, y: 0, width: width, height: 1) }
    var cards: Rect { Rect(x: 0, y: 1, width: width, height: max(0, height - 1)) }

    func handle(_ event: SceneEvent, now: Double) -> SceneStatus {
        if let size = event.size { (width, height) = (size.width, size.height) }
        switch event.key {
        case "enter": return .finished(chose: carousel.selectedPage)
        case "q": return .finished(chose: nil)
        default:
            carousel.handle(event, in: cards, now: now)
            return .running
        }
    }

    func render(into canvas: inout Canvas, theme: Theme) {
        canvas.write(" planets", x: 0, y: 0, style: theme.title, clip: titleRow)
        PageCounter.draw(page: carousel.selectedPage, of: planets.count, in: titleRow, into: &canvas, theme: theme)
        CarouselWidget().render(carousel, in: cards, into: &canvas, theme: theme)
    }

    var isAtRest: Bool { carousel.isAtRest }
    var nextWakeTime: Double? { nil }
}
