@testable import CarouselCore
@testable import CarouselKit
import Testing

/// Options that would leave no card to see are brought back to something drawable.
struct LayoutLimitsTests {
    private func screen(_ configure: (inout CarouselConfiguration) -> Void, width: Int = 100, height: Int = 20) -> (CarouselLayout, Canvas)
    {
        var configuration = CarouselConfiguration()
        configure(&configuration)
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: 20))
        controller.resize(width: width, height: height, now: 0)
        var canvas = Canvas(width: width, height: height)
        controller.render(into: &canvas, now: 0)
        return (controller.scrollView.layout, canvas)
    }

    @Test func hugeSpacingStillLeavesACardWithItsTitle() {
        let (layout, canvas) = screen { $0.spacing = 200 }
        #expect(layout.spacing == 25, "a quarter of the 100-column screen at most")
        #expect(layout.cardExtent >= 40)
        #expect(canvas.text.contains("Card 1"))
    }

    @Test func aOneColumnCardIsWidenedUntilItShowsText() {
        let (layout, canvas) = screen { $0.cardExtent = 1 }
        #expect(layout.cardExtent == CardGeometry.minimumCardWidth)
        #expect(canvas.text.contains("╭────╮"))
        #expect(canvas.text.contains("│ Ca │"))
    }

    @Test func aCardWiderThanTheScreenLeavesTheNeighboursPeeking() {
        let (layout, canvas) = screen { $0.cardExtent = 500 }
        #expect(layout.cardExtent < layout.viewport)
        let cardRow = canvas.lines.first { $0.contains("Card 1") } ?? ""
        #expect(cardRow.contains("Card 1"))
        // The next card's top-left corner shows at the right edge, two columns of it.
        let topBorder = canvas.lines.first { $0.contains("╭") } ?? ""
        #expect(topBorder.hasSuffix("╮   ╭─"), "\(topBorder)")
    }

    /// The overlay's counters line (the details overlay's last line).
    private func countersLine(_ canvas: Canvas) -> String {
        canvas.lines.first { $0.contains("cells alive") } ?? "(no counters line)"
    }

    @Test func theOverlaySaysWhatWasFittedFirstOnItsLine() {
        let (layout, canvas) = screen({ $0.cardExtent = 1000 }, width: 80)
        let line = countersLine(canvas)
        #expect(line.hasPrefix(" card 1000 -> \(layout.cardExtent): fitted to 80 columns  ·"), "\(line)")
        let (spaced, spacedCanvas) = screen(
            {
                $0.spacing = 100; $0.cardExtent = 30
            }, width: 80)
        #expect(
            countersLine(spacedCanvas).hasPrefix(" spacing 100 -> \(spaced.spacing): fitted to 80 columns"),
            "\(countersLine(spacedCanvas))")
    }

    @Test func aGeometryThatFitsIsNotSaidToBeFitted() {
        let (_, canvas) = screen(
            {
                $0.cardExtent = 40; $0.spacing = 5
            }, width: 80)
        #expect(!canvas.text.contains("fitted"), "\(countersLine(canvas))")
        // `system` pages by the viewport: the card width is not its to fit.
        let (_, system) = screen(
            {
                $0.cardExtent = 40; $0.strategy = SystemPaging()
            }, width: 80)
        #expect(!system.text.contains("fitted"), "\(countersLine(system))")
    }
}
