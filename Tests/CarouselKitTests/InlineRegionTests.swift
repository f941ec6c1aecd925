@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// `--height`: the rows asked for, where the band goes under the cursor, the pointer moved
/// into it, and frames that never touch a row outside it.
@Suite struct InlineRegionTests {
    @Test func heightsAsFzfWritesThem() {
        #expect(InlineHeight("10") == .rows(10))
        #expect(InlineHeight("40%") == .percent(40))
        #expect(InlineHeight("~12") == .rows(12))
        #expect(InlineHeight("~100%") == .percent(100))
        #expect(InlineHeight("-3") == .allBut(3), "fzf's -N: all rows but N")
        #expect(InlineHeight("~-3") == .allBut(3))
        for bad in ["0", "0%", "abc", "150%", "101%", "-3%", "--3", "", "%", "~", "1.5", "10 ", "٣", "99999999999999999999"] {
            #expect(InlineHeight(bad) == nil, "\(bad)")
        }
    }

    @Test func allButAndTheLeastRowsOfAPercentage() {
        #expect(InlineHeight.allBut(3).rows(terminalHeight: 30) == 27)
        #expect(InlineHeight.allBut(40).rows(terminalHeight: 30) == 1, "never fewer than one row")
        #expect(InlineHeight.percent(10).withLeast(20).rows(terminalHeight: 50) == 20, "fzf's --min-height")
        #expect(InlineHeight.percent(10).withLeast(20).rows(terminalHeight: 12) == 12)
        #expect(InlineHeight.rows(5).withLeast(20) == .rows(5), "--min-height is about percentages")
    }

    @Test func rowsAreClampedToTheTerminal() {
        #expect(InlineHeight.rows(10).rows(terminalHeight: 30) == 10)
        #expect(InlineHeight.rows(50).rows(terminalHeight: 30) == 30)
        #expect(InlineHeight.percent(50).rows(terminalHeight: 30) == 15)
        // A percentage gives at least fzf's minimum of 10 rows, but never more than there are.
        #expect(InlineHeight.percent(10).rows(terminalHeight: 30) == 10)
        #expect(InlineHeight.percent(10).rows(terminalHeight: 6) == 6)
        #expect(InlineHeight.rows(5).rows(terminalHeight: 0) == 1)
    }

    @Test func theBandGoesUnderTheCursorAndScrollsWhenTooLow() {
        var placed = InlineRegion.place(height: .rows(10), cursorRow: 3, cursorColumn: 0, terminalHeight: 30)
        #expect(placed.region == InlineRegion(top: 3, height: 10) && placed.scroll == 0)
        placed = InlineRegion.place(height: .rows(10), cursorRow: 26, cursorColumn: 0, terminalHeight: 30)
        #expect(placed.region == InlineRegion(top: 20, height: 10) && placed.scroll == 6)
        // Text on the cursor's row is kept: the band starts on the next one.
        placed = InlineRegion.place(height: .rows(10), cursorRow: 3, cursorColumn: 7, terminalHeight: 30)
        #expect(placed.region == InlineRegion(top: 4, height: 10) && placed.scroll == 0)
        placed = InlineRegion.place(height: .rows(10), cursorRow: 29, cursorColumn: 7, terminalHeight: 30)
        #expect(placed.region == InlineRegion(top: 20, height: 10) && placed.scroll == 10)
        placed = InlineRegion.place(height: .rows(99), cursorRow: 12, cursorColumn: 0, terminalHeight: 30)
        #expect(placed.region == InlineRegion(top: 0, height: 30) && placed.scroll == 12)
    }

    @Test func aResizeKeepsTheTopWhereTheBandStillFits() {
        let band = InlineRegion(top: 12, height: 15)
        #expect(band.resized(height: .percent(50), terminalHeight: 20) == InlineRegion(top: 10, height: 10))
        #expect(band.resized(height: .percent(50), terminalHeight: 40) == InlineRegion(top: 12, height: 20))
        #expect(band.resized(height: .rows(15), terminalHeight: 10) == InlineRegion(top: 0, height: 10))
        #expect(band.resized(height: .rows(15), terminalHeight: 40, top: 3) == InlineRegion(top: 3, height: 15))
    }

    @Test func thePointerIsReadInTheBandsRows() {
        var pointer = InlinePointer(region: InlineRegion(top: 20, height: 10))
        let press = pointer.translate(MouseEvent(kind: .press, button: .left, x: 5, y: 22))
        #expect(press?.y == 2 && press?.preciseY == 2)
        // A drag that wanders above the band stays the band's, held to its first row.
        #expect(pointer.translate(MouseEvent(kind: .motion, button: .left, x: 9, y: 4))?.y == 0)
        #expect(pointer.translate(MouseEvent(kind: .release, button: .left, x: 9, y: 4))?.y == 0)
        // A press on the text above is not the carousel's, nor its drag.
        #expect(pointer.translate(MouseEvent(kind: .press, button: .left, x: 5, y: 3)) == nil)
        #expect(pointer.translate(MouseEvent(kind: .motion, button: .left, x: 9, y: 25)) == nil)
        #expect(pointer.translate(MouseEvent(kind: .release, button: .left, x: 9, y: 25)) == nil)
        #expect(pointer.translate(MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: 1, y: 19)) == nil)
        #expect(pointer.translate(MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: 1, y: 29))?.y == 9)
    }

    @Test func clearingTheBandEndsWhereThePromptWas() {
        let bytes = InlineRegion(top: 4, height: 2).clearingBytes
        #expect(bytes == "\u{1B}[0m\u{1B}[5H\u{1B}[2K\u{1B}[6H\u{1B}[2K\u{1B}[5H")
    }

    /// Frames drawn at an offset leave every row outside the band as it was, with every
    /// capability (scroll regions included), through a vertical flick.
    @Test(
        arguments: [
            FrameEncoder.Capabilities(), .ansi, FrameEncoder.Capabilities.tmux,
            FrameEncoder.Capabilities.ansi.union(.columnsAndMargins),
        ], [Axis.vertical, .horizontal])
    func framesStayInTheBand(capabilities: FrameEncoder.Capabilities, axis: Axis) throws {
        let width = 30, top = 5, height = 8, screenHeight = 16
        var screen = VTScreen(width: width, height: screenHeight)
        for row in 0..<top { try screen.apply(Array("\u{1B}[\(row + 1)Habove \(row)".utf8)) }
        try screen.apply(Array("\u{1B}[\(screenHeight)Hbelow".utf8))
        let before = screen.cells
        // Where the session leaves the cursor: the band's first row (frames move from there).
        try screen.apply(Array("\u{1B}[\(top + 1)H".utf8))
        var encoder = FrameEncoder(depth: .full, capabilities: capabilities)
        encoder.inlineTop = top
        let strip = Rect(x: 0, y: 1, width: width, height: height - 2)
        for position in [0, -1, -2, -4, -3, 0] {
            var canvas = Canvas(width: width, height: height)
            canvas.write("status", x: 0, y: 0, style: .plain)
            for k in 0..<20 {
                switch axis {
                case .vertical where (1...6).contains(k + position + 1):
                    canvas.write("row \(k) of the strip", x: k % 3, y: k + position + 1, style: .plain, clip: strip)
                case .horizontal where k < 6:
                    canvas.write("card \(k) moving sideways", x: position + k % 3, y: k + 1, style: .plain, clip: strip)
                default: break
                }
            }
            canvas.scrollingRegions = [Canvas.ScrollingContent(rect: strip, axis: axis, position: position)]
            var bytes: [UInt8] = []
            encoder.encode(canvas, into: &bytes)
            encoder.parkCursor(into: &bytes)
            try screen.apply(bytes)
            for row in 0..<screenHeight where row < top || row >= top + height {
                let cells = Array(screen.cells[(row * width)..<((row + 1) * width)])
                #expect(cells == Array(before[(row * width)..<((row + 1) * width)]), "row \(row) touched at \(position)")
            }
            for y in 0..<height {
                let shown = screen.cells[((top + y) * width)..<((top + y + 1) * width)].map { String(UnicodeScalar($0.scalar) ?? " ") }
                    .joined()
                let drawn = (0..<width).map { canvas.cells[y * width + $0].scalar }.map { String(UnicodeScalar($0) ?? " ") }.joined()
                #expect(shown == drawn, "band row \(y) at \(position)")
            }
            #expect(screen.row == top && screen.column == 0, "the cursor waits at the band's first row")
        }
    }
}
