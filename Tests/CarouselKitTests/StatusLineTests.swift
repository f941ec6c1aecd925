@testable import CarouselCore
@testable import CarouselKit
import Testing

/// The status line: the strategy's name and `page X/N` always, its tagline when it fits.
struct StatusLineTests {
    private func statusLine(_ strategy: any PagingResolver, width: Int, count: Int = 20, title: String? = nil) -> String {
        var configuration = CarouselConfiguration()
        configuration.strategy = strategy
        if let title { configuration.title = title }
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

    static let longTitle = "Quarterly results of the northern region, every product line"

    /// A title too long for the line is shortened with an ellipsis, not dropped.
    @Test(arguments: [60, 80, 100])
    func aLongTitleIsShortenedNotDropped(width: Int) {
        let line = statusLine(OneAtATimePaging(), width: width, title: Self.longTitle)
        #expect(line.hasPrefix(" Quarterly"), "\(width): \(line)")
        #expect(line.contains("…"), "\(width): \(line)")
        #expect(line.contains("one-at-a-time"), "\(width): \(line)")
        #expect(line.contains("page 1/20"), "\(width): \(line)")
        #expect(TextWidth.of(line) == width)
    }

    /// A short title still shows whole, with the tagline after the name where it fits.
    @Test func aShortTitleShowsWhole() {
        let line = statusLine(OneAtATimePaging(), width: 100, title: "demo")
        #expect(line.hasPrefix(" demo  one-at-a-time: "), "\(line)")
    }

    /// Too narrow for the whole name: it is cut with an ellipsis, as it is at 40 columns,
    /// and the page figure stays whole.
    @Test(arguments: [16, 17, 19, 22])
    func aNameCutOnANarrowScreenEndsWithAnEllipsis(width: Int) {
        let line = statusLine(OneAtATimePaging(), width: width)
        #expect(line.contains("page 1/20"), "\(width): \(line)")
        #expect(line.hasPrefix(" one-"), "\(width): \(line)")
        #expect(line.contains("…"), "\(width): \(line)")
        #expect(TextWidth.of(line) == width)
    }

    /// Where the name fits whole, it is not cut.
    @Test func aNameThatFitsIsWhole() {
        let line = statusLine(NearestPaging(), width: 19)
        #expect(line.contains("nearest"), "\(line)")
        #expect(line.contains("page 1/20"), "\(line)")
    }
}
