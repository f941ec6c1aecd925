import CarouselBenchSupport
import CarouselCore
import CarouselKit
import Testing

/// ncurses drawing through the presenter, measured on a terminal that only counts bytes.
@Suite(.serialized)
struct CountingTerminalTests {
    private func controller(count: Int = 20) -> CarouselController {
        let c = CarouselController(configuration: CarouselConfiguration(), dataSource: DemoCards(count: count))
        c.resize(width: 100, height: 30, now: 0)
        return c
    }

    @Test func aFrameThatDidNotChangeSendsNothing() throws {
        let terminal = try #require(CountingTerminal(width: 100, height: 30))
        defer { terminal.end() }
        let c = controller()
        var canvas = Canvas(width: 0, height: 0)
        c.render(into: &canvas, now: 0)
        let first = terminal.present(canvas)
        #expect(first > 1000, "the first frame paints the whole screen (borders as REP where terminfo has it)")
        c.render(into: &canvas, now: 0.016)
        #expect(terminal.present(canvas) == 0)
    }

    @Test func aPageFlipFrameCostsWellUnderAFullRepaint() throws {
        let terminal = try #require(CountingTerminal(width: 100, height: 30))
        defer { terminal.end() }
        let c = controller()
        var canvas = Canvas(width: 0, height: 0)
        c.render(into: &canvas, now: 0)
        let full = terminal.fullRepaintBytes(canvas)
        c.handle(.key(KeyEvent(.right)), now: 0)
        var flipBytes: [UInt64] = []
        var t = 0.0
        while c.tick(now: t) {
            c.render(into: &canvas, now: t)
            flipBytes.append(terminal.present(canvas))
            t += 1.0 / 60
        }
        #expect(!flipBytes.isEmpty)
        let mean = Double(flipBytes.reduce(0, +)) / Double(flipBytes.count)
        #expect(mean < Double(full), "mean \(mean) bytes per frame against \(full) for a full repaint")
        #expect(c.currentPage == 1)
    }
}
