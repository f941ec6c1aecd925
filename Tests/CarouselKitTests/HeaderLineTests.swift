@testable import CarouselCore
@testable import CarouselKit
import Testing

/// `--header`: a line of the caller's above the cards, which never pushes the cards or the
/// status line off a small screen.
struct HeaderLineTests {
    private func screen(header: String?, width: Int = 80, height: Int = 24) -> [String] {
        var configuration = CarouselConfiguration()
        configuration.header = header
        configuration.showsDetails = false
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: 5))
        controller.resize(width: width, height: height, now: 0)
        var canvas = Canvas(width: width, height: height)
        controller.render(into: &canvas, now: 0)
        return canvas.lines
    }

    @Test("the header is the line above the cards' top border, under the status line")
    func headerAboveTheCards() throws {
        let lines = screen(header: "Pick a fruit")
        let headerRow = try #require(lines.firstIndex { $0.contains("Pick a fruit") }, "\(lines)")
        let topBorder = try #require(lines.firstIndex { $0.contains("╭") }, "\(lines)")
        #expect(headerRow > 0 && headerRow < topBorder, "\(lines.joined(separator: "\n"))")
        #expect(lines[0].contains("page 1/5"))
    }

    @Test("without a header the screen is as before")
    func noHeaderNoRow() {
        let plain = ScreenLayout(width: 80, height: 24, showsDetails: false)
        let withHeader = ScreenLayout(width: 80, height: 24, showsDetails: false, showsHeader: true)
        #expect(plain.headerRow == nil)
        #expect(withHeader.headerRow != nil)
        #expect(withHeader.strip.y == plain.strip.y + 1 && withHeader.strip.height == plain.strip.height - 1)
    }

    @Test("on any screen big enough for cards, the header leaves room for them", arguments: [5, 6, 7, 9, 12, 30])
    func smallScreensKeepTheirCards(height: Int) {
        let layout = ScreenLayout(width: 40, height: height, showsDetails: true, showsHeader: true)
        let plain = ScreenLayout(width: 40, height: height, showsDetails: true)
        #expect(layout.isTooSmall == plain.isTooSmall, "height \(height)")
        #expect(layout.strip.height >= 3 || layout.isTooSmall, "height \(height)")
        let lines = screen(header: "a header far too long for a screen this narrow, cut with an ellipsis", width: 40, height: height)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 40 })
    }
}
