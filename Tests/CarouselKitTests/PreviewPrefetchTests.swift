@testable import CarouselCore
@testable import CarouselKit
import Testing

/// A launcher that runs nothing: it records which previews started and which were
/// cancelled, and each job prints what the test gives it.
final class FakeLauncher: PreviewLauncher {
    final class Job: PreviewJob {
        let command: String
        let columns: Int, lines: Int
        var output: [UInt8] = []
        var exit: PreviewExit?
        var cancelled = false
        init(command: String, columns: Int, lines: Int) { self.command = command; self.columns = columns; self.lines = lines }
        func readAvailable(maximum: Int, _ body: (ArraySlice<UInt8>) -> Void) -> PreviewExit? {
            let n = min(maximum, output.count)
            if n > 0 { body(output[..<n]); output.removeFirst(n) }
            return output.isEmpty ? exit : nil
        }
        func cancel() { cancelled = true }
    }

    var jobs: [Job] = []
    func launch(command: String, columns: Int, lines: Int) -> PreviewJob? {
        let job = Job(command: command, columns: columns, lines: lines)
        jobs.append(job)
        return job
    }
    var descriptors: [Int32] { [] }
    func secondsUntilDeadline() -> Double? { nil }
    func reap() {}
    func terminateAll() { for j in jobs where j.exit == nil { j.cancelled = true } }

    /// Indices (the command is `{n}`) of jobs still running, in start order.
    var running: [Int] { jobs.filter { !$0.cancelled && $0.exit == nil }.compactMap { Int($0.command) } }
    var started: [Int] { jobs.compactMap { Int($0.command) } }
    var cancelled: [Int] { jobs.filter(\.cancelled).compactMap { Int($0.command) } }
}

@Suite("Preview prefetching")
struct PreviewPrefetchTests {
    struct Setup {
        let launcher = FakeLauncher()
        let loader: PreviewLoader
        /// What the program runs: the controller, and the race when `R` opens one.
        let scene: SceneStack
        var controller: CarouselController { scene.base }
        var now = 0.0

        init(count: Int = 20, wraps: Bool = false, startPage: Int = 0, width: Int = 100, height: Int = 30) {
            loader = PreviewLoader(command: PreviewCommand("{n}"), launcher: launcher) { DemoCards.title($0) }
            var configuration = CarouselConfiguration()
            configuration.wraps = wraps
            configuration.startPage = startPage
            scene = SceneStack(
                configuration: configuration,
                dataSource: PreviewingCards(cards: DemoCards(count: count), loader: loader))
            scene.resize(width: width, height: height, now: 0)
        }

        @discardableResult
        mutating func render() -> [String] {
            var canvas = Canvas(width: 0, height: 0)
            scene.render(into: &canvas, now: now)
            return canvas.lines
        }

        /// A key, then the settle to its end.
        mutating func press(_ key: Key) {
            now += 0.1
            scene.handle(.key(KeyEvent(key)), now: now)
            for _ in 0..<200 { now += 1.0 / 60; scene.tick(now: now); render() }
        }

        /// Finishes every running job with `text`.
        func finishAll(_ text: (Int) -> String = { "preview \($0)" }) {
            for job in launcher.jobs where !job.cancelled && job.exit == nil {
                job.output = Array(text(Int(job.command) ?? -1).utf8)
                job.exit = .exited(0)
            }
            loader.pump()
        }
    }

    @Test("at rest: the visible cards, then the next two ahead; at most four at once")
    func startWindow() {
        var s = Setup(startPage: 5)
        s.render()
        // Visible: 5 (current), 4 and 6 peeking; ahead: 6 is visible, so 7 and 8.
        #expect(s.loader.wanted == [5, 4, 6, 7, 8])
        #expect(s.launcher.started == [5, 4, 6, 7], "at most four run; the most wanted first")
        s.finishAll()
        #expect(s.launcher.started == [5, 4, 6, 7, 8], "a free slot starts the next wanted")
    }

    @Test("paging forward starts the card coming into the window and cancels the one that left")
    func pagingForward() {
        var s = Setup(startPage: 5)
        s.render()
        s.press(.right)
        #expect(s.controller.currentPage == 6)
        #expect(s.loader.wanted.sorted() == [5, 6, 7, 8, 9])
        #expect(s.launcher.cancelled == [4], "card 4 left the window: its command is cancelled")
        #expect(s.launcher.running.sorted() == [5, 6, 7, 8])
    }

    @Test("paging back turns the window round: the cards behind are the ones ahead now")
    func pagingBack() {
        var s = Setup(startPage: 5)
        s.render()
        s.finishAll()
        s.press(.left)
        #expect(s.controller.currentPage == 4)
        #expect(s.loader.wanted.sorted() == [1, 2, 3, 4, 5], "visible 3, 4, 5; then two more going back: 2 and 1")
        #expect(!s.loader.wanted.contains(7) && !s.loader.wanted.contains(8))
        #expect(s.launcher.started.contains(2) && s.launcher.started.contains(3))
    }

    @Test("with wrap, the window goes round the ends both ways")
    func wrapping() {
        var s = Setup(count: 10, wraps: true, startPage: 0)
        s.render()
        #expect(
            s.loader.wanted.first == 0 && Set(s.loader.wanted) == [0, 9, 1, 2, 3], "card 10 peeks in before card 1; then 2 and 3 ahead")
        #expect(s.launcher.started == [0, 1, 9, 2], "four at once: 3 waits")
        s.press(.left)
        #expect(s.controller.currentPage == 9)
        #expect(s.loader.wanted.sorted() == [0, 6, 7, 8, 9], "going back past the start: 7 and 6 are ahead")
        #expect(Set(s.launcher.cancelled) == [1, 2], "the cards left behind are cancelled (3 never started)")
        #expect(!s.launcher.started.contains(3))
    }

    @Test("the card shows the preview under its title, running… while it runs, exit N when it failed")
    func drawing() throws {
        var s = Setup(startPage: 0)
        let first = s.render()
        #expect(first.contains { $0.contains("│ Card 1") }, "the title stays")
        #expect(first.contains { $0.contains("running…") })
        let job = try #require(s.launcher.jobs.first { $0.command == "0" })
        job.output = Array("\u{1B}[31mhello\u{1B}[0m\tworld\nsecond line\n".utf8)
        s.loader.pump()
        var lines = s.render()
        #expect(lines.contains { $0.contains("│ hello   world") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("running…") })
        job.exit = .exited(3)
        s.loader.pump()
        lines = s.render()
        #expect(lines.contains { $0.contains("│ second line") })
        #expect(lines.contains { $0.contains("exit 3") })
        // The colour reached the canvas.
        var canvas = Canvas(width: 0, height: 0)
        s.controller.render(into: &canvas, now: s.now)
        let row = try #require(canvas.lines.firstIndex { $0.contains("hello") })
        let column = try #require(canvas.lines[row].columns(of: "h").first)
        #expect(canvas[column, row].style.foreground == .red)
    }

    @Test("the body's size is the preview's size; a resize runs them again for the new size")
    func resize() throws {
        var s = Setup(startPage: 3)
        s.render()
        let first = try #require(s.launcher.jobs.first)
        let frame = CardStrip.cardFrame(
            along: 0, extent: s.controller.scrollView.layout.cardExtent,
            strip: s.controller.screen.strip, axis: .horizontal)
        #expect(first.columns == frame.width - 4 && first.lines == frame.height - 3)
        s.finishAll()
        s.finishAll()
        let before = s.launcher.jobs.count
        s.controller.resize(width: 80, height: 24, now: s.now)
        s.render()
        #expect(s.launcher.jobs.count > before, "previews run again for the new size")
        let again = try #require(s.launcher.jobs.last)
        #expect(again.columns != first.columns || again.lines != first.lines)
        // Back to the old size: the finished previews come from the cache.
        s.finishAll()
        s.finishAll()
        let count = s.launcher.jobs.count
        s.controller.resize(width: 100, height: 30, now: s.now)
        let lines = s.render()
        #expect(s.launcher.jobs.count == count, "nothing ran again: the cache had them")
        #expect(lines.contains { $0.contains("preview 3") })
    }

    @Test("a flood is read up to the cap, then killed")
    func flood() throws {
        var s = Setup(startPage: 0)
        s.loader.byteCap = 1000
        s.render()
        let job = try #require(s.launcher.jobs.first { $0.command == "0" })
        job.output = Array(repeating: UInt8(ascii: "y"), count: 5000)
        s.loader.pump()
        #expect(job.cancelled)
        #expect(s.loader.content(for: 0).wasCut)
    }
}

@Suite("Preview cache")
struct PreviewCacheTests {
    @Test("at most the entries and the bytes it is given, least recently used out first")
    func bounds() {
        var cache = PreviewCache(maximumEntries: 3, maximumBytes: 10_000)
        func text(_ n: Int) -> StyledText { StyledText(lines: [[.init(String(repeating: "x", count: n))]]) }
        for i in 0..<3 { cache.insert(text(10), exit: .exited(0), wasCut: false, for: .init(index: i, columns: 10, lines: 5)) }
        _ = cache.value(for: .init(index: 0, columns: 10, lines: 5))  // 0 is used: 1 is now the oldest
        cache.insert(text(10), exit: .exited(0), wasCut: false, for: .init(index: 3, columns: 10, lines: 5))
        #expect(cache.count == 3)
        #expect(cache.value(for: .init(index: 1, columns: 10, lines: 5)) == nil)
        #expect(cache.value(for: .init(index: 0, columns: 10, lines: 5)) != nil)
        #expect(cache.value(for: .init(index: 0, columns: 11, lines: 5)) == nil, "another size is another preview")
        cache.insert(text(9_000), exit: .exited(0), wasCut: false, for: .init(index: 9, columns: 10, lines: 5))
        #expect(cache.totalBytes <= 10_000)
        cache.insert(text(20_000), exit: .exited(0), wasCut: false, for: .init(index: 10, columns: 10, lines: 5))
        #expect(cache.value(for: .init(index: 10, columns: 10, lines: 5)) == nil, "too big to keep at all")
        var many = PreviewCache()
        for i in 0..<1000 { many.insert(text(100), exit: .exited(0), wasCut: false, for: .init(index: i, columns: 10, lines: 5)) }
        #expect(many.count == 64)
    }
}

@Suite("Preview and the race")
struct PreviewRaceTests {
    @Test("the race's lanes show the carousel's previews, shared by line, at the lanes' card size")
    func raceLanesShareThePreviews() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 2, height: 70)
        s.render()
        s.press(.character("R"))
        s.render()
        let race = try #require(s.scene.presentedLanes)
        #expect(race.lanes.count > 1)
        let cardHeight = try #require(race.lanes.first?.collectionView.itemSize.height)
        for lane in race.lanes {
            let cells = lane.collectionView.visibleCells
            #expect(!cells.isEmpty)
            for entry in cells {
                #expect((entry.cell as? CardCell)?.preview === s.loader.content(for: entry.index), "lane \(lane.name), card \(entry.index)")
            }
        }
        // One command a line, for the lanes' body: not one a lane.
        let live = s.launcher.jobs.filter { !$0.cancelled }
        #expect(!live.isEmpty && live.allSatisfy { $0.lines == cardHeight - 3 })
        #expect(Set(live.map(\.command)).count == live.count)
    }

    @Test("closing the race, the carousel's previews are for its own cards' size again")
    func closingTheRaceRestoresTheBodySize() throws {
        var s = PreviewPrefetchTests.Setup(height: 70)
        s.render()
        let own = s.loader.lines
        s.press(.character("R"))
        s.render()
        #expect(s.scene.presentedLanes != nil && s.loader.lines != own, "the lanes' cards are lower")
        s.press(.escape)
        s.render()
        #expect(s.scene.presentedLanes == nil)
        #expect(s.loader.lines == own)
        #expect(s.launcher.running.count > 0)
    }

    @Test("a line one lane still shows keeps running when another lane's window leaves it; a closed lane's go")
    func aLineIsCancelledOnlyWhenNoLaneWantsIt() {
        let launcher = FakeLauncher()
        let loader = PreviewLoader(command: PreviewCommand("{n}"), launcher: launcher) { DemoCards.title($0) }
        let cards = PreviewingCards(cards: DemoCards(count: 20), loader: loader)
        let first = CollectionView()
        var second: CollectionView? = CollectionView()
        cards.collectionView(first, itemSizeDidChange: (40, 10))
        cards.collectionView(first, prefetchItemsAt: [1, 2])
        cards.collectionView(second!, prefetchItemsAt: [2, 3])
        #expect(launcher.running == [1, 2, 3])
        cards.collectionView(first, cancelPrefetchingForItemsAt: [1, 2])
        #expect(launcher.running == [2, 3], "2 is still in the second lane")
        second = nil
        cards.collectionView(first, prefetchItemsAt: [5])
        #expect(launcher.running == [5], "the closed lane's lines go with it")
    }
}
