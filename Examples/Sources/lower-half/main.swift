import CarouselKit
import CarouselTerminal

/// A screen of one's own: its text in the upper half, a carousel of planets in the lower half
/// (`CarouselWidget`), paged with ←/→ or a drag of the mouse. Enter chooses, q leaves.
final class LowerHalf: Scene {
    let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
    let carousel: Carousel
    var size = (width: 80, height: 24)

    init() {
        let bodies = [
            "closest to the Sun", "the hottest", "home", "the red one", "the largest", "the ringed one",
            "on its side", "the windiest",
        ]
        carousel = Carousel(dataSource: CardList(titles: planets, bodies: bodies), cardWidth: 30, spacing: 2)
    }

    /// Where the carousel is: the screen's lower half.
    var lowerHalf: Rect { Rect(x: 0, y: size.height / 2, width: size.width, height: size.height - size.height / 2) }

    func handle(_ event: SceneEvent, now: Double) -> SceneStatus {
        if let size = event.size { self.size = size }
        switch event.key {
        case "enter": return .finished(chose: carousel.selectedPage)
        case "q", "esc": return .finished(chose: nil)
        default:
            carousel.handle(event, in: lowerHalf, now: now)
            return .running
        }
    }

    func render(into canvas: inout Canvas, theme: Theme) {
        let lines = [
            "A screen of my own", "",
            "My own text up here; a carousel in the lower half.",
            "←/→ page · drag or flick it with the mouse · Enter chooses · q leaves", "",
            "looking at: \(planets[carousel.selectedPage])" + (carousel.isAtRest ? "" : " …"),
        ]
        for (row, line) in lines.enumerated() where row + 1 < lowerHalf.y {
            canvas.write(line, x: 2, y: row + 1, style: row == 0 ? theme.title : theme.text)
        }
        CarouselWidget().render(carousel, in: lowerHalf, into: &canvas, theme: theme)
    }

    var isAtRest: Bool { carousel.isAtRest }
    var nextWakeTime: Double? { nil }
}

let scene = LowerHalf()
if case .finished(let chose?) = try TerminalCarousel.run(scene: { _ in scene }) {
    print("you chose", scene.planets[chose])
} else {
    print("nothing chosen")
}
