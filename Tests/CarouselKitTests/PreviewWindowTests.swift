@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
import Testing

/// `--preview-window`, every form of fzf 0.74's: read as fzf reads it, and what each does
/// on a card.
@Suite("Preview window")
struct PreviewWindowTests {
    @Test("every word of fzf's is read; an unknown one is fzf's error")
    func parsing() throws {
        let w = try PreviewWindow(parsing: "up,40%,border-bottom,wrap-word,follow,cycle,noinfo,~3,+{2}+3/3")
        #expect(w.position == .up && w.size == .init(40, percent: true) && w.hasBorder)
        #expect(w.wraps && w.wrapsWords && w.follows && w.cycles && !w.showsInfo)
        #expect(w.headerLines == 3 && w.scroll == "+{2}+3/3")
        let colons = try PreviewWindow(parsing: "left:12:noborder:hidden")
        #expect(colons.position == .left && colons.size == .init(12, percent: false) && !colons.hasBorder && colons.startsHidden)
        #expect(try PreviewWindow(parsing: "wrap,nowrap").wraps == false)
        #expect(try PreviewWindow(parsing: "top").position == .up)
        #expect(try PreviewWindow(parsing: "bottom,30%").position == .down)
        #expect(try PreviewWindow(parsing: "right,next").position == nil, "next: the card's own layout")
        // Each option applies on top of the last; `default` starts again.
        let base = try PreviewWindow(parsing: "up,wrap")
        let onto = try PreviewWindow(parsing: "hidden", onto: base)
        #expect(onto.position == .up && onto.wraps && onto.startsHidden)
        #expect(try PreviewWindow(parsing: "default", onto: onto) == PreviewWindow())
        for bad in ["sideways", "+{x}", "~03", "100%", "+3/0", "50%%", "+{2}/", "wrap;up"] {
            #expect(throws: PreviewWindow.Failure.self, "\(bad)") { try PreviewWindow(parsing: bad) }
        }
        #expect(String(describing: (try? PreviewWindow(parsing: "sideways")) == nil) == "true")
        do { _ = try PreviewWindow(parsing: "right,sideways") } catch {
            #expect("\(error)" == "invalid preview window option: sideways")
        }
        do { _ = try PreviewWindow(parsing: "100%") } catch {
            #expect("\(error)" == "window size too large (max: 99%)")
        }
    }

    @Test("the alternative form: under SIZE columns or rows, the bracketed words apply on top")
    func alternative() throws {
        let w = try PreviewWindow(parsing: "right,50%,<50(up,40%,+{9}),+{2}")
        #expect(w.threshold == 50 && w.alternatives.count == 1)
        #expect(w.scroll == "+{2}" && w.position == .right)
        let alt = try #require(w.alternatives.first)
        #expect(alt.position == .up && alt.size == .init(40, percent: true) && alt.scroll == "+{9}")
        // 120 columns: half is 60, not under 50: the window as written.
        #expect(w.resolved(columns: 120, rows: 30).position == .right)
        // 80 columns: half is 40, under 50: the alternative.
        #expect(w.resolved(columns: 80, rows: 30).position == .up)
        // A hidden window's alternative is not hidden unless it says so.
        let hidden = try PreviewWindow(parsing: "hidden,right,<80(up)")
        #expect(hidden.startsHidden && hidden.alternatives.first?.startsHidden == false)
    }

    /// fzf's `evaluateScrollOffset`: from -1, each `+N`/`-N` added, `/D` a D-th of the
    /// rows under the header taken back; never below 0.
    @Test("the scroll expression as fzf evaluates it, fields, centring and header included")
    func scrollExpression() throws {
        func scroll(_ option: String, _ line: String, height: Int = 20, delimiter: FieldDelimiter = .blanks, index: Int = 0) throws -> Int {
            try PreviewWindow(parsing: option).initialScroll(forLine: line, index: index, delimiter: delimiter, height: height)
        }
        #expect(try scroll("+3", "x") == 2)
        #expect(try scroll("+{2}", "a 12 b") == 11)
        #expect(try scroll("+{2}+1", "a 2") == 2)
        #expect(try scroll("+{2}", "a b c") == 0, "not a number: no scroll")
        #expect(try scroll("+{3}-9", "a b 4") == 0)
        #expect(try scroll("+{2}-5", "main.swift:40:x", delimiter: FieldDelimiter(":")) == 34)
        // Centring: line 40 in the middle of 20 rows is 10 back from it.
        #expect(try scroll("+{2}-/2", "f:40:x", delimiter: FieldDelimiter(":")) == 29)
        #expect(try scroll("+{2}/2", "f:40:x", delimiter: FieldDelimiter(":")) == 29)
        // The recipe's `+{2}+3/3,~3`: 42, and 3 header rows leave 17, a third of which is 5.
        #expect(try scroll("+{2}+3/3,~3", "f:40:x", delimiter: FieldDelimiter(":")) == 37)
        // Digits are kept from a field that holds more than digits, as fzf keeps them.
        #expect(try scroll("+{2}", "a x12y") == 11)
        // `{n}`: the line's index.
        #expect(try scroll("+{n}", "whatever", index: 7) == 6)
        #expect(try scroll("+{-1}", "a b 5") == 4)
    }

    @Test("the layout: the preview on its side at its size, the rule between, the card's text in the rest")
    func layout() throws {
        let inner = Rect(x: 2, y: 1, width: 40, height: 20)
        let up = PreviewLayout(inner: inner, window: try PreviewWindow(parsing: "up,40%"))
        #expect(up.preview == Rect(x: 2, y: 1, width: 40, height: 8))
        #expect(up.rule == Rect(x: 2, y: 9, width: 40, height: 1))
        #expect(up.text == Rect(x: 2, y: 10, width: 40, height: 11))
        let right = PreviewLayout(inner: inner, window: try PreviewWindow(parsing: "right,50%,noborder"))
        #expect(right.preview == Rect(x: 22, y: 1, width: 20, height: 20) && right.rule == nil)
        #expect(right.text == Rect(x: 2, y: 1, width: 19, height: 20), "a blank column between")
        let down = PreviewLayout(inner: inner, window: try PreviewWindow(parsing: "down,5"))
        #expect(down.preview == Rect(x: 2, y: 16, width: 40, height: 5) && down.tagRow == 15)
        let left = PreviewLayout(inner: inner, window: try PreviewWindow(parsing: "left,10"))
        #expect(left.preview.width == 10 && left.rule?.x == 13 && left.text?.x == 15)
        let own = PreviewLayout(inner: inner, window: PreviewWindow())
        #expect(own.title == Rect(x: 2, y: 1, width: 40, height: 1) && own.preview == Rect(x: 2, y: 2, width: 40, height: 19))
        // Too small for the right half: the alternative up top.
        let alt = PreviewLayout(inner: inner, window: try PreviewWindow(parsing: "right,50%,<30(up,25%)"))
        #expect(alt.window.position == .up && alt.preview.height == 5)
        // A hidden alternative: the card's own text alone.
        let gone = PreviewLayout(inner: inner, window: try PreviewWindow(parsing: "right,50%,<30(hidden)"))
        #expect(gone.preview.isEmpty && gone.text == inner)
        // A preview as large as the card: no rule, no text.
        let whole = PreviewLayout(inner: inner, window: try PreviewWindow(parsing: "up,99%"))
        #expect(whole.rule == nil || whole.text == nil || whole.text!.height <= 1)
        #expect(PreviewLayout.previewSize(cardWidth: 44, cardHeight: 22, window: try PreviewWindow(parsing: "up,40%")) == (40, 8))
    }

    private func setup(_ option: String, width: Int = 100, height: Int = 30) throws -> PreviewPrefetchTests.Setup {
        let s = PreviewPrefetchTests.Setup(startPage: 0, width: width, height: height)
        s.loader.window = try PreviewWindow(parsing: option)
        s.controller.resize(width: width + 1, height: height, now: 0)
        s.controller.resize(width: width, height: height, now: 0)
        return s
    }

    @Test("up,40%: the preview above, a rule, the card's own title below; the command told its size")
    func splitOnTheCard() throws {
        var s = try setup("up,40%")
        s.render()
        s.finishAll { n in "preview of \(n)\nsecond line\n" }
        let screen = s.render()
        let text = screen.joined(separator: "\n")
        let previewRow = try #require(screen.firstIndex { $0.contains("preview of 0") }, "\(text)")
        let titleRow = try #require(screen.firstIndex { $0.contains("Card 1") }, "\(text)")
        #expect(previewRow < titleRow, "the preview above the card's text\n\(text)")
        #expect(screen[previewRow..<titleRow].contains { $0.contains("│ ──────") }, "a rule under the preview\n\(text)")
        let job = try #require(s.launcher.jobs.last)
        #expect(job.lines == s.loader.lines && s.loader.lines > 0 && s.loader.lines < 12)
        #expect(s.loader.columns > 30)
    }

    @Test("right,50%: the preview beside the card's text, the command told its half")
    func besideTheText() throws {
        var s = try setup("right,50%")
        s.render()
        s.finishAll { n in "P\(n)-right\n" }
        let screen = s.render()
        let row = try #require(screen.first { $0.contains("P0-right") }, "\(screen.joined(separator: "\n"))")
        #expect(row.contains("Card 1") && row.contains("│ P0-right"), "\(row)")
        #expect(row.range(of: "Card 1")!.lowerBound < row.range(of: "P0-right")!.lowerBound)
    }

    @Test("~3: the first three lines stay while the rest scrolls")
    func fixedHeader() throws {
        var s = try setup("~3")
        s.render()
        s.finishAll { n in (1...50).map { "r\(n)-\($0)" }.joined(separator: "\n") + "\n" }
        for _ in 0..<10 { s.controller.handle(.key(KeyEvent(.down, shift: true)), now: s.now) }
        let screen = s.render()
        let text = screen.joined(separator: "\n")
        #expect(screen.contains { $0.contains("│ r0-1 ") } && screen.contains { $0.contains("│ r0-3 ") }, "\(text)")
        #expect(!screen.contains { $0.contains("│ r0-4 ") } && screen.contains { $0.contains("│ r0-14 ") }, "\(text)")
        #expect(screen.contains { $0.contains("14/50") }, "\(text)")
    }

    @Test("follow: the end shown as the output grows; scrolled back, it stays; at the end again, it follows")
    func follow() throws {
        var s = try setup("follow")
        s.render()
        let job = try #require(s.launcher.jobs.first { $0.command == "0" })
        job.output = Array((1...100).map { "log \($0)\n" }.joined().utf8)
        s.loader.pump()
        var screen = s.render()
        #expect(screen.contains { $0.contains("│ log 100 ") }, "\(screen.joined(separator: "\n"))")
        job.output += Array((101...120).map { "log \($0)\n" }.joined().utf8)
        s.loader.pump()
        screen = s.render()
        #expect(screen.contains { $0.contains("│ log 120 ") } && !screen.contains { $0.contains("│ log 90 ") })
        let content = s.loader.content(for: 0)
        content.scroll(by: -30)
        job.output += Array((121...130).map { "log \($0)\n" }.joined().utf8)
        s.loader.pump()
        screen = s.render()
        #expect(!screen.contains { $0.contains("│ log 130 ") }, "scrolled back: it stays\n\(screen.joined(separator: "\n"))")
        content.scroll(by: PreviewContent.toTheEnd)
        job.output += Array((131...140).map { "log \($0)\n" }.joined().utf8)
        s.loader.pump()
        screen = s.render()
        #expect(screen.contains { $0.contains("│ log 140 ") }, "at the end: following again")
    }

    @Test("cycle: past the last line comes the first, before the first the last")
    func cycle() throws {
        var s = try setup("cycle")
        s.render()
        s.finishAll { _ in (1...40).map { "c\($0)" }.joined(separator: "\n") + "\n" }
        let content = s.loader.content(for: 0)
        content.scroll(by: -1)
        #expect(content.firstLineShown == 39)
        content.scroll(by: 1)
        #expect(content.firstLineShown == 0)
        var p = try setup("nocycle")
        p.render()
        p.finishAll { _ in (1...40).map { "c\($0)" }.joined(separator: "\n") + "\n" }
        let other = p.loader.content(for: 0)
        other.scroll(by: -1)
        #expect(other.firstLineShown == 0)
    }

    @Test("wrap-word: a long line breaks at its spaces")
    func wrapWord() {
        let line: StyledText.Line = [.init("alpha beta gamma delta")]
        let rows = PreviewWrapping.rows(of: line, width: 12, atWords: true).map { $0.map(\.text).joined() }
        #expect(rows == ["alpha beta ", "gamma delta"])
        let cut = PreviewWrapping.rows(of: line, width: 12).map { $0.map(\.text).joined() }
        #expect(cut == ["alpha beta g", "amma delta"])
        let longWord = PreviewWrapping.rows(of: [.init("abcdefghijklmnop")], width: 5, atWords: true).map { $0.map(\.text).joined() }
        #expect(longWord == ["abcde", "fghij", "klmno", "p"])
    }
}

/// fzf's actions on the preview window.
@Suite("Preview window actions")
struct PreviewWindowActionTests {
    @Test("change-preview-window goes round its choices, each on top of the window as first given")
    func changeWindow() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.loader.window = try PreviewWindow(parsing: "wrap")
        s.render()
        let action = BindAction.changePreview(.window("up,30%|right,40%,noborder|hidden|"))
        _ = s.controller.perform([action], now: 0.1)
        #expect(s.loader.window.position == .up && s.loader.window.wraps, "A on top of the first window")
        _ = s.controller.perform([action], now: 0.2)
        #expect(s.loader.window.position == .right && !s.loader.window.hasBorder && s.loader.window.size.value == 40)
        _ = s.controller.perform([action], now: 0.3)
        #expect(s.loader.window.startsHidden)
        let previewing = try #require(s.controller.dataSource as? PreviewingCards)
        #expect(!previewing.isShown, "hidden: the cards show their own text")
        _ = s.controller.perform([action], now: 0.4)
        #expect(s.loader.window == (try PreviewWindow(parsing: "wrap")), "the empty choice: the first window again")
        _ = s.controller.perform([action], now: 0.5)
        #expect(s.loader.window.position == .up, "and round")
        // The body the commands are told follows the layout: a third of the rows less.
        s.render()
        #expect(s.loader.lines < 10 && s.loader.lines > 0)
    }

    @Test("change-preview runs every preview again with the new command; preview(…) the current one once")
    func changeCommand() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.render()
        s.finishAll()
        _ = s.controller.perform([.changePreview(.command("echo other {n}"))], now: 0.1)
        s.render()
        #expect(s.launcher.jobs.contains { $0.command == "echo other '0'" || $0.command == "echo other 0" })
        let before = s.launcher.jobs.count
        _ = s.controller.perform([.changePreview(.once("echo once {n}"))], now: 0.2)
        s.render()
        let once = s.launcher.jobs[before...].filter { $0.command.hasPrefix("echo once") }
        #expect(once.count == 1, "\(s.launcher.jobs[before...].map(\.command))")
    }

    @Test("toggle-preview-wrap and toggle-preview-wrap-word switch the wrapping")
    func toggleWrap() throws {
        let s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        _ = s.controller.perform([.changePreview(.toggleWrap(words: false))], now: 0.1)
        #expect(s.loader.window.wraps && !s.loader.window.wrapsWords)
        _ = s.controller.perform([.changePreview(.toggleWrap(words: true))], now: 0.2)
        #expect(s.loader.window.wraps && s.loader.window.wrapsWords)
        _ = s.controller.perform([.changePreview(.toggleWrap(words: true))], now: 0.3)
        #expect(!s.loader.window.wraps)
    }

    @Test("the bindings read fzf's names")
    func parsing() throws {
        var table: [BindTrigger: [BindAction]] = [:]
        try BindingParser.parse("ctrl-/:change-preview-window(down|hidden|),ctrl-p:preview(cat {}),alt-w:toggle-preview-wrap", into: &table)
        #expect(table.values.joined().contains(.changePreview(.window("down|hidden|"))))
        #expect(table.values.joined().contains(.changePreview(.once("cat {}"))))
        #expect(table.values.joined().contains(.changePreview(.toggleWrap(words: false))))
    }
}

@Suite("Preview and the query")
struct PreviewQueryTests {
    @Test("a preview with {q} runs again with the new query; one without does not")
    func followsTheQuery() throws {
        let launcher = FakeLauncher()
        let loader = PreviewLoader(command: PreviewCommand("grep {q} {n}"), launcher: launcher) { DemoCards.title($0) }
        loader.setBodySize(columns: 20, lines: 6)
        loader.prefetch([0])
        #expect(launcher.jobs.last?.command == "grep '' '0'" || launcher.jobs.last?.command == "grep '' 0")
        loader.query = "needle"
        #expect(launcher.jobs.first?.cancelled == true)
        #expect(launcher.jobs.last?.command.hasPrefix("grep 'needle'") == true, "\(launcher.jobs.map(\.command))")
        let plain = FakeLauncher()
        let other = PreviewLoader(command: PreviewCommand("cat {}"), launcher: plain) { DemoCards.title($0) }
        other.setBodySize(columns: 20, lines: 6)
        other.prefetch([0])
        other.query = "needle"
        #expect(plain.jobs.count == 1)
    }
}
