@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// The interactive carousel without a terminal: what a person sees at 100x30 after keys,
/// clicks, drags and resizes.
@Suite("Carousel controller")
struct ControllerTests {
    /// The row holding the top border of the cards, and the columns of its corners.
    struct CardRow {
        var row: Int
        var opens: [Int]  // ╭
        var closes: [Int]  // ╮
    }

    static func topBorder(_ lines: [String]) throws -> CardRow {
        let row = try #require(lines.firstIndex { $0.contains("╭") || $0.contains("╮") }, "a card border on screen")
        return CardRow(row: row, opens: lines[row].columns(of: "╭"), closes: lines[row].columns(of: "╮"))
    }

    /// The current card's column on screen (its ╭), at rest on `page`.
    static func restingColumn(count: Int, page: Int) throws -> Int {
        let h = Harness(count: count, startPage: page)
        let row = try topBorder(h.screen(now: 0))
        // The current card is the whole one: a ╭ followed by its own ╮ one card width on.
        let width = h.controller.scrollView.layout.cardExtent
        return try #require(row.opens.first { row.closes.contains($0 + width - 1) }, "a whole card on page \(page)")
    }

    // MARK: - The screen

    @Test func theStatusLineShowsTheStrategyAndThePage() {
        let h = Harness(count: 20)
        let status = h.screen(now: 0)[0]
        #expect(status.contains("one-at-a-time"))
        #expect(status.contains("page 1/20"))
    }

    /// DESIGN's sketch: a middle page shows the current card whole, both neighbours cut
    /// by the screen's edges, and the current card stands out.
    @Test func aMiddlePageShowsTheCardWholeAndBothNeighboursInPart() throws {
        let h = Harness(count: 20, startPage: 9)
        var canvas = Canvas(width: 100, height: 30)
        h.controller.render(into: &canvas, now: 0)
        let lines = canvas.lines
        let top = try Self.topBorder(lines)
        let width = h.controller.scrollView.layout.cardExtent
        // Left neighbour: its ╮ shows, its ╭ is off screen. Then the current card whole.
        // Right neighbour: its ╭ shows, its ╮ is off screen.
        #expect(top.closes.count == 2 && top.opens.count == 2, "\(lines[top.row])")
        let leftClose = try #require(top.closes.first), currentOpen = try #require(top.opens.first)
        let currentClose = try #require(top.closes.last), rightOpen = try #require(top.opens.last)
        #expect(leftClose < currentOpen && currentOpen < currentClose && currentClose < rightOpen)
        #expect(currentClose - currentOpen + 1 == width, "the current card is whole")
        #expect(currentOpen - leftClose - 1 == h.controller.scrollView.layout.spacing)
        // The bottom border closes the same card.
        let bottom = try #require(lines.lastIndex { $0.contains("╰") })
        #expect(lines[bottom].columns(of: "╰").contains(currentOpen) && lines[bottom].columns(of: "╯").contains(currentClose))
        // Its title, inside it; the neighbours' titles too, cut or not.
        let titleRow = lines[top.row + 1]
        #expect(titleRow.contains("Card 10"))
        #expect(titleRow.contains("Card 11") || titleRow.contains("Card 1"))
        // The current card's border is drawn in the current style, the neighbours' in another.
        let theme = Theme.forDepth(.full)
        #expect(canvas[currentOpen, top.row].style == theme.currentBorder)
        #expect(canvas[leftClose, top.row].style == theme.neighbourBorder)
        #expect(theme.currentBorder != theme.neighbourBorder)
    }

    /// Seed 001's problem: the last page must rest where every other page does.
    @Test(arguments: [20, 1_000_000_000])
    func theFirstAndLastCardsRestWhereAMiddleOneDoes(count: Int) throws {
        let middle = try Self.restingColumn(count: count, page: count / 2)
        #expect(try Self.restingColumn(count: count, page: 0) == middle)
        #expect(try Self.restingColumn(count: count, page: count - 1) == middle)
        #expect(try Self.restingColumn(count: count, page: 1) == middle)
        #expect(try Self.restingColumn(count: count, page: count - 2) == middle)
    }

    @Test func theFirstPageHasNoLeftNeighbourAndTheLastNoRightOne() throws {
        let first = try Self.topBorder(Harness(count: 20).screen(now: 0))
        #expect(first.opens.count == 2 && first.closes.count == 1, "current whole, right neighbour cut")
        let last = try Self.topBorder(Harness(count: 20, startPage: 19).screen(now: 0))
        #expect(last.opens.count == 1 && last.closes.count == 2, "left neighbour cut, current whole")
    }

    // MARK: - Keys

    @Test func rightMovesToPageTwo() {
        let h = Harness(count: 20)
        h.key(.right, at: 0)
        settle(h.controller, from: 0)
        #expect(h.page == 1)
        #expect(h.screen(now: 5)[0].contains("page 2/20"))
        h.key(.left, at: 5)
        settle(h.controller, from: 5)
        #expect(h.screen(now: 10)[0].contains("page 1/20"))
        h.key(.left, at: 10)
        settle(h.controller, from: 10)
        #expect(h.screen(now: 15)[0].contains("page 1/20"), "nothing before the first page")
    }

    @Test(arguments: [Key.character("l"), .character("h"), .right, .left])
    func vimKeysAndArrowsAreGentleFlicks(key: Key) {
        let h = Harness(count: 20, startPage: 5)
        h.key(key, at: 0)
        settle(h.controller, from: 0)
        let forward = key == .right || key == .character("l")
        #expect(h.page == (forward ? 6 : 4))
    }

    @Test func endReachesTheLastOfABillion() throws {
        let h = Harness(count: 1_000_000_000)
        h.key(.end, at: 0)
        let t = settle(h.controller, from: 0)
        let lines = h.screen(now: t)
        #expect(lines[0].contains("page 1000000000/1000000000"))
        #expect(lines.joined().contains("Card 1000000000"))
        #expect(t < 3, "arrives within seconds of simulated time")
        h.key(.home, at: t)
        let back = settle(h.controller, from: t)
        #expect(h.screen(now: back)[0].contains("page 1/1000000000"))
    }

    /// A hard flick (Shift) is one card with one-at-a-time, several with nearest.
    @Test func aHardFlickDependsOnTheStrategy() {
        let one = Harness(count: 20, startPage: 5)
        one.key(.right, shift: true, at: 0)
        settle(one.controller, from: 0)
        #expect(one.page == 6)
        let nearest = Harness(count: 20, strategy: NearestPaging(), startPage: 5)
        nearest.key(.right, shift: true, at: 0)
        settle(nearest.controller, from: 0)
        #expect(nearest.page > 7)
        let capital = Harness(count: 20, strategy: NearestPaging(), startPage: 5)
        capital.key(.character("L"), at: 0)
        settle(capital.controller, from: 0)
        #expect(capital.page == nearest.page, "L is Shift-Right")
    }

    @Test func tabSwitchesTheStrategyLive() {
        let h = Harness(count: 20, startPage: 3)
        let names = Strategies.names
        let start = names.firstIndex(of: "one-at-a-time")!
        h.key(.tab, at: 0)
        #expect(h.controller.strategy.name == names[(start + 1) % names.count])
        #expect(h.screen(now: 0)[0].contains(names[(start + 1) % names.count]))
        h.key(.backTab, shift: true, at: 0)
        h.key(.backTab, shift: true, at: 0)
        #expect(h.controller.strategy.name == names[start - 1])
        h.key(.character("1"), at: 0)
        #expect(h.controller.strategy.name == names[0])
        #expect(h.page == 3, "switching keeps the page")
        for _ in 0..<names.count { h.key(.character("s"), at: 0) }
        #expect(h.controller.strategy.name == names[0], "s cycles all the way round")
    }

    @Test func quitChooseInterruptAndSuspend() {
        let h = Harness(count: 20, startPage: 4)
        #expect(h.send(.key(KeyEvent(.character("q"))), at: 0) == .quit(chose: nil))
        #expect(h.send(.key(KeyEvent(.escape)), at: 0) == .quit(chose: nil))
        #expect(h.send(.key(KeyEvent(.enter)), at: 0) == .quit(chose: 4))
        #expect(h.send(.key(KeyEvent(.control("c"), control: true)), at: 0) == .interrupt)
        #expect(h.send(.key(KeyEvent(.control("z"), control: true)), at: 0) == .suspend)
        #expect(h.send(.key(KeyEvent(.control("l"), control: true)), at: 0) == .redraw, "Ctrl-L asks for a full repaint")
        #expect(h.send(.key(KeyEvent(.character("x"))), at: 0) == nil)
        let empty = Harness(count: 0)
        #expect(empty.send(.key(KeyEvent(.enter)), at: 0) == .quit(chose: nil))
        #expect(empty.screen(now: 0)[0].contains("no cards"))
    }

    @Test func helpClosesOnAnyKeyWithoutQuitting() {
        let h = Harness(count: 20)
        h.key(.character("?"), at: 0)
        #expect(h.controller.showsHelp)
        #expect(h.screen(now: 0).joined().contains("Keys"))
        #expect(h.send(.key(KeyEvent(.character("q"))), at: 0) == nil, "q closes the help first")
        #expect(!h.controller.showsHelp)
        #expect(h.send(.key(KeyEvent(.character("q"))), at: 0) == .quit(chose: nil))
    }

    /// DESIGN: the screen always shows the strategy's name and `page X/N`, help or not.
    @Test(arguments: [12, 16, 19, 20, 30])
    func theHelpNeverHidesTheStatusLine(height: Int) {
        let h = Harness(count: 20, height: height, startPage: 2)
        h.key(.character("?"), at: 0)
        let status = h.screen(now: 0)[0]
        #expect(status.contains("page 3/20"), "\(height) rows: \(status)")
        #expect(status.contains("one-at-a-time"), "\(height) rows: \(status)")
    }

    @Test func aVerticalCarouselPagesWithUpAndDown() {
        let h = Harness(count: 20, axis: .vertical)
        h.key(.down, at: 0)
        settle(h.controller, from: 0)
        #expect(h.page == 1)
        #expect(h.screen(now: 5)[0].contains("page 2/20"))
    }

    @Test func anEndlessCarouselGoesRoundFromTheFirstToTheLast() {
        let h = Harness(count: 20, wraps: true)
        h.key(.left, at: 0)
        settle(h.controller, from: 0)
        #expect(h.screen(now: 5)[0].contains("page 20/20"))
        h.key(.right, at: 5)
        settle(h.controller, from: 5)
        #expect(h.screen(now: 10)[0].contains("page 1/20"))
    }

    // MARK: - Mouse

    static func sgr(_ code: Int, x: Int, y: Int, release: Bool = false) -> InputEvent {
        var decoder = InputDecoder()
        return decoder.feed(Array("\u{1B}[<\(code);\(x + 1);\(y + 1)\(release ? "m" : "M")".utf8))[0]
    }

    /// A quick drag to the left flicks to the next card.
    @Test func aMouseFlickMovesOnePage() {
        let h = Harness(count: 20, startPage: 4)
        let y = h.controller.screen.strip.y + 4
        var t = 1.0
        h.send(Self.sgr(0, x: 70, y: y), at: t)
        for x in stride(from: 66, through: 40, by: -4) { t += 0.008; h.send(Self.sgr(32, x: x, y: y), at: t) }
        h.send(Self.sgr(0, x: 40, y: y, release: true), at: t + 0.008)
        settle(h.controller, from: t)
        #expect(h.page == 5)
        #expect(h.controller.scrollView.lastDecision?.velocity ?? 0 > 0)
    }

    /// The article's hitTest lesson: a click on a peeking neighbour goes to it.
    @Test func aClickOnAPeekingNeighbourGoesToIt() {
        let h = Harness(count: 20, strategy: UnclippedPaging(), startPage: 9)
        let y = h.controller.screen.strip.y + 4
        h.send(Self.sgr(0, x: 95, y: y), at: 0)
        h.send(Self.sgr(0, x: 95, y: y, release: true), at: 0.05)
        settle(h.controller, from: 0.05)
        #expect(h.page == 10, "right neighbour")
        h.send(Self.sgr(0, x: 4, y: y), at: 5)
        h.send(Self.sgr(0, x: 4, y: y, release: true), at: 5.05)
        settle(h.controller, from: 5.05)
        #expect(h.page == 9, "left neighbour")
        h.send(Self.sgr(0, x: 50, y: y), at: 10)
        h.send(Self.sgr(0, x: 50, y: y, release: true), at: 10.05)
        settle(h.controller, from: 10.05)
        #expect(h.page == 9, "a click on the current card stays")
    }

    @Test func aWheelNotchIsOneFlick() {
        let h = Harness(count: 20, startPage: 3)
        h.send(Self.sgr(65, x: 50, y: 10), at: 0)
        // A lone notch is known once no second report followed it: the loop wakes for that.
        let notchEnds = h.controller.nextWakeTime ?? .infinity
        #expect(notchEnds == WheelGesture.burstWindow)
        settle(h.controller, from: notchEnds)
        #expect(h.page == 4)
        h.send(Self.sgr(64, x: 50, y: 10), at: 5)
        settle(h.controller, from: h.controller.nextWakeTime ?? .infinity)
        #expect(h.page == 3)
    }

    @Test func aClickOnADotGoesToItsPage() throws {
        let h = Harness(count: 20)
        let row = try #require(h.controller.screen.pageControlRow)
        let line = h.screen(now: 0)[row]
        let dots = line.columns(of: "○") + line.columns(of: "●")
        let seventh = dots.sorted()[6]
        h.send(Self.sgr(0, x: seventh, y: row), at: 0)
        settle(h.controller, from: 0)
        #expect(h.page == 6)
    }

    // MARK: - Resizes

    @Test func resizesDownToOneByOneAndBackKeepThePage() throws {
        let h = Harness(count: 20, startPage: 7)
        var t = 0.0
        for (w, ht) in [(80, 24), (40, 12), (16, 5), (15, 5), (16, 4), (10, 3), (1, 1), (0, 0), (1, 1), (3, 200), (500, 2), (100, 30)] {
            h.send(.resize(width: w, height: ht), at: t)
            let lines = h.screen(now: t)
            #expect(lines.count == ht && lines.allSatisfy { TextWidth.of($0) == w }, "\(w)x\(ht) fills exactly the screen")
            if h.controller.screen.isTooSmall, w >= 5, ht >= 1 {
                #expect(lines[0].contains("small"), "\(w)x\(ht): \(lines[0])")
            }
            #expect(h.page == 7, "\(w)x\(ht)")
            t += 0.1
        }
        let lines = h.screen(now: t)
        #expect(lines[0].contains("page 8/20"))
        #expect(lines.joined().contains("Card 8"))
        #expect(try Self.topBorder(lines).opens.count == 2, "the full view again")
    }

    @Test func aResizeDuringADragCancelsIt() {
        let h = Harness(count: 20, startPage: 7)
        let y = h.controller.screen.strip.y + 4
        h.send(Self.sgr(0, x: 60, y: y), at: 0)
        h.send(Self.sgr(32, x: 30, y: y), at: 0.05)
        #expect(h.controller.scrollView.isDragging)
        h.send(.resize(width: 80, height: 24), at: 0.1)
        #expect(!h.controller.scrollView.isDragging)
        // Motion and release after the resize belong to no drag.
        h.send(Self.sgr(32, x: 10, y: y), at: 0.15)
        h.send(Self.sgr(0, x: 10, y: y, release: true), at: 0.2)
        settle(h.controller, from: 0.2)
        #expect(h.page == 7)
    }

    @Test func manyResizesInARowChangeNothingElse() {
        let h = Harness(count: 20, startPage: 12)
        let before = h.screen(now: 0)
        for k in 0..<500 { h.send(.resize(width: 1 + (k * 37) % 200, height: 1 + (k * 13) % 60), at: Double(k) * 0.001) }
        h.send(.resize(width: 100, height: 30), at: 1)
        settle(h.controller, from: 1)
        let after = h.screen(now: 10)
        #expect(after[2...14] == before[2...14], "the same cards in the same places")
        #expect(after[0] == before[0])
    }
}

/// Cards use the height a tall terminal gives them, keeping a margin; the body gets the rows.
@Suite("Card height")
struct CardHeightTests {
    static func cardRows(width: Int, height: Int) throws -> (card: Int, strip: Int, lines: [String]) {
        let h = Harness(count: 20, width: width, height: height, startPage: 3)
        let lines = h.screen(now: 0)
        let top = try #require(lines.firstIndex { $0.contains("╭") })
        let bottom = try #require(lines.lastIndex { $0.contains("╰") })
        return (bottom - top + 1, h.controller.screen.strip.height, lines)
    }

    @Test func aTallTerminalGivesTallCards() throws {
        let (card, strip, _) = try Self.cardRows(width: 200, height: 60)
        #expect(card >= strip / 2, "card \(card) rows in a strip of \(strip)")
        #expect(card <= strip - 4, "a margin above and below")
    }

    /// Never shorter than before at any height: a strip of up to 14 rows is filled, and a
    /// taller one gives its card at least those 14 and then one row in two.
    @Test func cardHeightsOnlyEverGrowWithTheStrip() {
        var last = 0
        for strip in 0...120 {
            let height = CardGeometry.cardHeight(strip: strip)
            #expect(height >= last && height <= strip, "strip \(strip): \(height) after \(last)")
            #expect(height >= min(strip, 14))
            last = height
        }
    }

    @Test(arguments: [(100, 30), (200, 60), (60, 16), (40, 12), (80, 24), (19, 12), (100, 100)])
    func cardsGrowWithTheTerminalAndNeverLeaveTheStrip(width: Int, height: Int) throws {
        let (card, strip, _) = try Self.cardRows(width: width, height: height)
        #expect(card <= strip)
        let (taller, _, _) = try Self.cardRows(width: width, height: height + 10)
        #expect(taller >= card)
    }
}

/// Pasted text is for a prompt, not the carousel: it neither moves, chooses nor quits.
@Suite("Carousel controller and pastes")
struct ControllerPasteTests {
    @Test func aPasteDoesNothing() {
        let h = Harness(count: 20)
        let before = h.screen(now: 0)
        #expect(h.send(.paste("select * from users;\nq\u{1B}l"), at: 0) == nil)
        #expect(h.controller.isAnimating == false)
        #expect(h.page == 0)
        #expect(h.screen(now: 1) == before)
    }
}
