import Testing
@testable import CarouselKit

/// The status line: the strategy's name and `page X/N` always, its tagline when it fits.
struct StatusLineTests {
    private func statusLine(_ strategy: any PagingResolver, width: Int, count: Int = 20) -> String {
        var configuration = CarouselConfiguration()
        configuration.strategy = strategy
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: count))
        controller.resize(width: width, height: 30, now: 0)
        var canvas = Canvas(width: width, height: 30)
        controller.render(into: &canvas, now: 0)
        return canvas.lines[0]
    }

    @Test(arguments: Strategies.names)
    func everyTaglineFitsAHundredColumns(name: String) throws {
        let strategy = try #require(Strategies.named(name))
        let line = statusLine(strategy, width: 100)
        #expect(line.contains("\(name): \(strategy.tagline)"), "\(line)")
        #expect(!line.contains("…"))
        #expect(line.contains("page 1/20"))
    }

    @Test(arguments: Strategies.names)
    func nameAndPageSurviveANarrowScreen(name: String) throws {
        let line = statusLine(try #require(Strategies.named(name)), width: 40, count: 1_000_000)
        #expect(line.contains(name), "\(line)")
        #expect(line.contains("page 1/1000000"), "\(line)")
    }
}
