@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// SGR-Pixels (mode 1016): the query's answers, pixel reports turned into fractions of
/// cells, and a drag that follows them.
@Suite("The pointer in pixels")
struct PixelPointerUnitTests {
    static let deviceAttributes = "\u{1B}[?64;1;2c"

    func replies(_ text: String) -> TerminalQueryReplies {
        var r = TerminalQueryReplies()
        r.feed(Array(text.utf8))
        r.finish()
        return r
    }

    @Test("DECRPM 1016 set or reset means the terminal has pixels; 0 (unknown), 3, 4 and silence do not")
    func decrpmValues() {
        for (value, has) in [(1, true), (2, true), (0, false), (3, false), (4, false)] {
            let r = replies("\u{1B}[?1016;\(value)$y" + Self.deviceAttributes)
            #expect(r.hasPixelMouse == has, "value \(value)")
            #expect(r.isComplete && r.typeahead.isEmpty)
        }
        let silent = replies(Self.deviceAttributes)
        #expect(!silent.hasPixelMouse && silent.pixelMouseModeStatus == nil && silent.isComplete)
    }

    @Test("the cell size answer (CSI 16 t) is read, and keys typed meanwhile are kept")
    func cellSizeReply() {
        let r = replies("l\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?1016;2$y\u{1B}[6;17;8tq" + Self.deviceAttributes)
        #expect(r.cellSize == CellPixelSize(width: 8, height: 17))
        #expect(r.hasPixelMouse)
        #expect(r.typeahead == Array("lq".utf8))
    }

    @Test("with a cell size, SGR reports are pixels: fractional cells, the cell under them for hits")
    func pixelReports() {
        var decoder = InputDecoder()
        decoder.pixelCellSize = CellPixelSize(width: 8, height: 16)
        let events = decoder.feed(Array("\u{1B}[<0;405;100M\u{1B}[<32;409;100M\u{1B}[<0;-3;-7m".utf8))
        #expect(events.count == 3)
        guard events.count == 3, case .mouse(let press) = events[0], case .mouse(let motion) = events[1],
            case .mouse(let release) = events[2]
        else { return }
        #expect(press.kind == .press && press.x == 50 && press.y == 6)
        #expect(press.preciseX == 50.5 && abs(press.preciseY - 99.0 / 16) < 1e-9)
        #expect(motion.kind == .motion && motion.preciseX == 51 && motion.x == 51)
        // kitty and ghostty report positions off the window's left and top while dragging.
        #expect(release.kind == .release && release.x == 0 && release.y == 0 && release.preciseX == 0)
    }

    @Test("without a cell size the same reports are cells; those left of or above the window are in its first cell")
    func cellReports() {
        var decoder = InputDecoder()
        // urxvt, dragging out to the left and letting go there: columns -7, then 0.
        let events = decoder.feed(Array("\u{1B}[<0;45;10M\u{1B}[<32;-7;12M\u{1B}[<32;5;-2M\u{1B}[<0;0;12mx".utf8))
        #expect(events.count == 5)
        guard events.count == 5, case .mouse(let press) = events[0], case .mouse(let left) = events[1],
            case .mouse(let above) = events[2], case .mouse(let release) = events[3]
        else { return }
        #expect(press.x == 44 && press.preciseX == 44)
        #expect(left.kind == .motion && left.x == 0 && left.y == 11)
        #expect(above.kind == .motion && above.x == 4 && above.y == 0)
        #expect(release.kind == .release && release.x == 0 && release.y == 11, "the release off the window ends the drag")
        #expect(events.last == .key(KeyEvent(.character("x"))))
    }

    @Test("the cell size answer arriving as input is no key, and is kept for the caller")
    func cellSizeAsInput() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[6;13;6tx".utf8)) == [.key(KeyEvent(.character("x")))])
        #expect(decoder.takeReportedCellSize() == CellPixelSize(width: 6, height: 13))
        #expect(decoder.takeReportedCellSize() == nil)
    }

    @Test("TIOCGWINSZ's pixels over the cells; nothing when the terminal gives no pixels")
    func windowSize() {
        #expect(
            CellPixelSize.fromWindowSize(pixelWidth: 800, pixelHeight: 510, columns: 100, rows: 30) == CellPixelSize(width: 8, height: 17))
        #expect(CellPixelSize.fromWindowSize(pixelWidth: 0, pixelHeight: 0, columns: 100, rows: 30) == nil)
    }

    static func drag(xs: [Double], precision: PointerPrecision) -> CarouselController {
        var configuration = CarouselConfiguration()
        configuration.strategy = NearestPaging()
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: 20))
        controller.handle(.pointerPrecision(precision), now: 0)
        controller.resize(width: 100, height: 30, now: 0)
        for (k, x) in xs.enumerated() {
            let kind: MouseEvent.Kind = k == 0 ? .press : (k == xs.count - 1 ? .release : .motion)
            let event = MouseEvent(kind: kind, button: .left, x: Int(x.rounded(.down)), y: 10, preciseX: x)
            controller.handle(.mouse(event), now: Double(k) * 0.01)
        }
        return controller
    }

    @Test("the velocity is fitted to sub-cell samples: 0.7 of a column in 20 ms is 35 columns a second")
    func velocityFromFractions() {
        // All in column 60: to the cell, this drag would not have moved at all.
        let c = Self.drag(xs: [60.9, 60.6, 60.2], precision: .pixels)
        #expect(c.scrollView.lastDecision.map { abs($0.velocity - 35) < 1 } == true, "\(String(describing: c.scrollView.lastDecision))")
    }

    @Test("a press and release in one cell that wandered a few pixels is a click on a peeking card")
    func clickWithJitter() {
        // The neighbour on the right peeks at columns 83 and beyond.
        let c = Self.drag(xs: [90.2, 90.4, 90.3], precision: .pixels)
        #expect(c.scrollView.destinationPage == 1)
    }
}
