import CarouselCore
import CarouselKit

/// The articles' first approach, kept as the benchmark's baseline: every page is a view of
/// its own. Each frame makes a new `CardCell` for every item, configures it and draws it
/// (clipped to the strip, so what reaches the screen is exactly what the reusing
/// collection view draws), and keeps the whole set alive until the next frame replaces it.
/// No reuse, no visibility test: the cost grows with the count.
///
/// ```swift
/// let naive = NaiveCarousel()
/// naive.render(controller, into: &canvas, now: t)   // same screen as controller.render
/// ```
///
/// It lives beside the benchmark, out of the library: nothing but the benchmark draws so.
/// It does not draw endless (`wraps`) carousels across the seam; the benchmark does not wrap.
package final class NaiveCarousel {
    /// Counts above this would take hours over a benchmark run: callers should refuse them.
    package static let maximumCount = 1_000_000

    /// Configures a freshly made cell for an item (the demo's titles and bodies by default).
    package typealias Configure = (CardCell, Int) -> Void

    package struct Counters: Equatable, Sendable {
        package var created = 0
        package var aliveMax = 0
        package var visibleMax = 0
    }

    package private(set) var counters = Counters()
    private var cells: [CardCell] = []
    private let configure: Configure

    package init(configure: @escaping Configure = NaiveCarousel.demoCard) {
        self.configure = configure
    }

    /// The demo's card for an item, as `DemoCards` configures it.
    package static func demoCard(_ card: CardCell, _ index: Int) {
        card.title = DemoCards.title(index)
        card.body = DemoCards.bodies[index % DemoCards.bodies.count]
    }

    /// Draws the controller's screen with the cards made this naive way: its own view,
    /// handed this layout for the cards (everything else is drawn the same).
    package func render(_ controller: CarouselController, into canvas: inout Canvas, now: Double) {
        controller.render(into: &canvas, now: now) { [self] controller, canvas, theme in
            drawCards(of: controller, into: &canvas, theme: theme)
        }
    }

    func drawCards(of controller: CarouselController, into canvas: inout Canvas, theme: Theme) {
        let scroll = controller.scrollView
        let layout = scroll.layout
        let origin = scroll.originPage
        let offset = scroll.offset
        let strip = controller.screen.strip
        let current = scroll.destinationPage
        // Every page a subview: the previous frame's set is let go and a new one made.
        cells.removeAll(keepingCapacity: true)
        for index in 0..<layout.count {
            let cell = CardCell(reuseIdentifier: Carousel.cellIdentifier)
            cell.index = index
            configure(cell, index)
            cells.append(cell)
        }
        counters.created += cells.count
        counters.aliveMax = max(counters.aliveMax, cells.count)
        var visible = 0
        for cell in cells {
            let relative = cell.index.subtractingReportingOverflow(origin).partialValue
            let frame = controller.cardFrame(along: layout.screenPosition(ofRelativePage: relative, offset: offset))
            if !frame.intersection(strip).isEmpty { visible += 1 }
            cell.draw(in: &canvas, frame: frame, clip: strip, isCurrent: cell.index == current, theme: theme)
        }
        counters.visibleMax = max(counters.visibleMax, visible)
    }
}
