@testable import CarouselCore
@testable import CarouselKit
import Testing

/// Shift-↑/↓ and Shift-PgUp/PgDn scroll the current card's preview; `--preview-window`
/// sets where it starts and whether long lines wrap.
@Suite("Preview scrolling")
struct PreviewScrollTests {
    /// A preview of `count` numbered lines on the first card, at rest.
    private func setup(lines count: Int = 80) -> PreviewPrefetchTests.Setup {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.render()
        s.finishAll { n in n == 0 ? (1...count).map { "line \($0)" }.joined(separator: "\n") + "\n" : "other \(n)" }
        s.render()
        return s
    }

    private func shifted(_ s: inout PreviewPrefetchTests.Setup, _ key: Key) {
        s.now += 0.1
        s.controller.handle(.key(KeyEvent(key, shift: true)), now: s.now)
    }

    @Test("Shift-Down scrolls a line, Shift-PgDn a page, Shift-Up / Shift-PgUp back; the card says where")
    func keysScroll() throws {
        var s = setup()
        #expect(s.render().contains { $0.contains("│ line 1 ") })
        shifted(&s, .down)
        var screen = s.render()
        #expect(
            screen.contains { $0.contains("│ line 2 ") } && !screen.contains { $0.contains("│ line 1 ") },
            "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("2/80") }, "the scroll indicator: \(screen.joined(separator: "\n"))")
        #expect(s.controller.scrollView.destinationPage == 0, "the card stays")
        let page = try #require(s.controller.collectionView.cellForItem(at: 0) as? CardCell).previewBodyHeight
        #expect(page > 3)
        shifted(&s, .pageDown)
        screen = s.render()
        #expect(screen.contains { $0.contains("│ line \(2 + page) ") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("\(2 + page)/80") })
        shifted(&s, .pageUp)
        shifted(&s, .up)
        screen = s.render()
        #expect(screen.contains { $0.contains("│ line 1 ") } && !screen.contains { $0.contains("/80") })
    }

    @Test("never before the first line nor past the last")
    func bounds() {
        var s = setup(lines: 5)
        shifted(&s, .up)
        #expect(s.render().contains { $0.contains("│ line 1 ") })
        for _ in 0..<4 { shifted(&s, .pageDown) }
        let screen = s.render()
        #expect(screen.contains { $0.contains("│ line 5 ") } && screen.contains { $0.contains("5/5") })
    }

    @Test("without a preview, Shift-Down is still a hard flick")
    func noPreviewFlicks() {
        let controller = CarouselController(configuration: CarouselConfiguration(), dataSource: DemoCards(count: 50))
        controller.resize(width: 100, height: 30, now: 0)
        let other = CarouselController(configuration: CarouselConfiguration(), dataSource: DemoCards(count: 50))
        other.resize(width: 100, height: 30, now: 0)
        controller.handle(.key(KeyEvent(.down, shift: true)), now: 0.1)
        other.handle(.key(KeyEvent(.right, shift: true)), now: 0.1)
        #expect(controller.scrollView.destinationPage == other.scrollView.destinationPage, "as Shift-Right")
        #expect(controller.scrollView.destinationPage > 0)
    }

    @Test("Shift-↑/↓ and Shift-PgUp/PgDn are the preview's in the key map")
    func keyMap() {
        #expect(KeyMap.standard.command(for: KeyEvent(.down, shift: true)) == .scrollPreview(lines: 1))
        #expect(KeyMap.standard.command(for: KeyEvent(.up, shift: true)) == .scrollPreview(lines: -1))
        #expect(KeyMap.standard.command(for: KeyEvent(.pageDown, shift: true)) == .scrollPreviewPage(forward: true))
        #expect(KeyMap.standard.command(for: KeyEvent(.pageUp)) == .screenful(forward: false))
        #expect(KeyMap.standard.command(for: KeyEvent(.right, shift: true)) == .flick(forward: true, hard: true))
    }

    /// fzf clamps `+N` past the end to the last line: the body shows it, the tag `10/10`.
    @Test("--preview-window +N past the end shows the last line, as fzf does")
    func pastTheEnd() {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.loader.initialScroll = { _, _ in 49 }
        s.render()
        s.finishAll { n in (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n" }
        var screen = s.render()
        #expect(screen.contains { $0.contains("│ line 10 ") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("10/10") } && !screen.contains { $0.contains("11/10") })
        // One line back from there is the line before the last, not a step inside the void.
        shifted(&s, .up)
        screen = s.render()
        #expect(
            screen.contains { $0.contains("│ line 9 ") } && screen.contains { $0.contains("9/10") }, "\(screen.joined(separator: "\n"))")
    }

    @Test("a loader's previews start scrolled and wrapped as the window says")
    func loaderStart() {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 60, height: 30)
        s.loader.initialScroll = { _, _ in 2 }
        s.loader.wraps = true
        s.loader.cancelPrefetching(Array(0..<20))
        s.controller.resize(width: 61, height: 30, now: 0)
        s.render()
        s.finishAll { _ in "one\ntwo\nthree " + String(repeating: "w", count: 70) + "\nfour\n" }
        let screen = s.render()
        #expect(
            screen.contains { $0.contains("│ three www") } && !screen.contains { $0.contains("│ two") }, "\(screen.joined(separator: "\n"))"
        )
        #expect(screen.contains { $0.contains("│ wwwww") }, "the long line wraps")
        #expect(screen.contains { $0.contains("3/4") })
    }

    @Test("in a vertical carousel Shift-Down stays a hard flick; Shift-PgDn still scrolls the preview")
    func vertical() throws {
        let launcher = FakeLauncher()
        let loader = PreviewLoader(command: PreviewCommand("{n}"), launcher: launcher) { DemoCards.title($0) }
        var configuration = CarouselConfiguration()
        configuration.axis = .vertical
        configuration.cardExtent = 14
        let controller = CarouselController(
            configuration: configuration, dataSource: PreviewingCards(cards: DemoCards(count: 20), loader: loader))
        controller.resize(width: 100, height: 40, now: 0)
        var canvas = Canvas(width: 0, height: 0)
        controller.render(into: &canvas, now: 0)
        for job in launcher.jobs where job.exit == nil {
            job.output = Array((1...60).map { "line \($0)" }.joined(separator: "\n").utf8)
            job.exit = .exited(0)
        }
        loader.pump()
        controller.render(into: &canvas, now: 0)
        controller.handle(.key(KeyEvent(.pageDown, shift: true)), now: 0.1)
        let card = try #require(controller.collectionView.cellForItem(at: 0) as? CardCell)
        #expect(card.preview?.scrollOffset ?? 0 > 0, "Shift-PgDn scrolled the preview")
        #expect(controller.scrollView.destinationPage == 0)
        controller.handle(.key(KeyEvent(.down, shift: true)), now: 0.2)
        #expect(controller.scrollView.destinationPage > 0, "Shift-Down flicked")
    }
}
