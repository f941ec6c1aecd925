@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

@Suite struct FrameEncoderTests {
    static let depths: [Theme.Depth] = [.full, .basic, .none]

    /// Characters of every width the canvas takes: ASCII, Latin, box drawing, CJK, emoji.
    static let alphabet: [Unicode.Scalar] = [
        "a", "b", "Z", " ", "é", "ß", "─", "╭", "●", "○", "…", "中", "文", "字", "한",
        "\u{1F600}", "\u{1F680}", "ｱ", "\t", "\u{7}",
    ]

    static func randomStyle(_ rng: inout SplitMix64) -> Style {
        func colour(_ rng: inout SplitMix64) -> TerminalColor {
            switch rng.int(0...3) {
            case 0, 1: return .default
            case 2: return .basic(UInt8(rng.int(0...7)))
            default: return .indexed(UInt8(rng.int(0...255)))
            }
        }
        if rng.chance(0.3) { return .plain }
        return Style(
            foreground: colour(&rng), background: rng.chance(0.7) ? .default : colour(&rng),
            bold: rng.chance(0.3), dim: rng.chance(0.2), reverse: rng.chance(0.15), underline: rng.chance(0.15),
            italic: rng.chance(0.1))
    }

    /// A few styles per canvas, as a theme has, so that runs share styles.
    static func palette(_ rng: inout SplitMix64) -> [Style] {
        (0..<rng.int(1...6)).map { _ in randomStyle(&rng) }
    }

    /// Grapheme clusters of several scalars: marks, jamo, and the emoji sequences that
    /// terminals disagree about (a lone mark joins whatever comes before it).
    static let clusters = [
        "e\u{301}", "a\u{301}\u{302}\u{303}", "\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}",
        "1\u{FE0F}\u{20E3}", "\u{1F1EB}\u{1F1F7}", "\u{301}", "\u{4E2D}\u{302}", "\u{1F3FD}", "\r\n",
    ]

    static func randomText(_ rng: inout SplitMix64) -> String {
        var s = ""
        for _ in 0..<rng.int(1...20) {
            if rng.chance(0.25) { s += rng.pick(clusters) } else { s.unicodeScalars.append(rng.pick(alphabet)) }
        }
        return s
    }

    /// Draws a few random things on a canvas, through its own API (so wide characters and
    /// their halves are always whole).
    static func scribble(_ canvas: inout Canvas, _ rng: inout SplitMix64, palette: [Style], strokes: Int) {
        for _ in 0..<strokes {
            let x = rng.int(-2...canvas.width), y = rng.int(0...canvas.height - 1)
            switch rng.int(0...4) {
            case 0:
                let r = Rect(x: x, y: y, width: rng.int(1...canvas.width), height: rng.int(1...3))
                canvas.fill(r, with: rng.chance(0.8) ? " " : rng.pick(["░", "中", "x"]), style: rng.pick(palette))
            case 1:
                canvas.put(rng.pick(alphabet), x: max(0, x), y: y, style: rng.pick(palette))
            default:
                let clip =
                    rng.chance(0.3)
                    ? Rect(x: rng.int(0...canvas.width / 2), y: 0, width: rng.int(1...canvas.width), height: canvas.height) : nil
                canvas.write(randomText(&rng), x: x, y: y, style: rng.pick(palette), clip: clip)
            }
        }
    }

    static func encode(_ old: Canvas?, _ new: Canvas, depth: Theme.Depth) -> [UInt8] {
        var bytes: [UInt8] = []
        FrameEncoder.encode(from: old, to: new, depth: depth, into: &bytes)
        return bytes
    }

    @Test func applyingTheBytesToTheOldScreenShowsTheNewCanvas() {
        property("encode(old -> new) on a screen showing old shows new", trials: 3000, baseSeed: 0xE9C0DE) { rng in
            let w = rng.int(1...30), h = rng.int(1...8)
            let depth = rng.pick(Self.depths)
            let styles = Self.palette(&rng)
            var old = Canvas(width: w, height: h)
            Self.scribble(&old, &rng, palette: styles, strokes: rng.int(0...12))
            var new = old
            Self.scribble(&new, &rng, palette: rng.chance(0.5) ? styles : Self.palette(&rng), strokes: rng.int(0...6))
            var screen = VTScreen(showing: old, depth: depth)
            let bytes = Self.encode(old, new, depth: depth)
            do { try screen.apply(bytes) } catch { try require(false, "the screen refused the bytes: \(error)") }
            let mismatch = screen.matches(new, depth: depth)
            try require(
                mismatch == nil,
                "\(w)x\(h) \(depth): \(mismatch ?? "")\nold:\n\(old.text)\nnew:\n\(new.text)\nbytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            )
            if old == new { try require(bytes.isEmpty, "an unchanged frame sent \(bytes.count) bytes") }
        }
    }

    @Test func aFullRepaintFromAnyScreenShowsTheCanvas() {
        property("a full repaint shows new", trials: 1000, baseSeed: 0xF011) { rng in
            let w = rng.int(1...30), h = rng.int(1...8)
            let depth = rng.pick(Self.depths)
            var new = Canvas(width: w, height: h)
            Self.scribble(&new, &rng, palette: Self.palette(&rng), strokes: rng.int(0...12))
            // Whatever was on the screen before (here: rubbish of another frame) is gone.
            var before = Canvas(width: w, height: h)
            Self.scribble(&before, &rng, palette: Self.palette(&rng), strokes: 8)
            var screen = VTScreen(showing: before, depth: depth)
            let bytes = Self.encode(nil, new, depth: depth)
            try require(bytes.starts(with: Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)), "a full repaint starts with reset, home, erase")
            do { try screen.apply(bytes) } catch { try require(false, "the screen refused the bytes: \(error)") }
            let mismatch = screen.matches(new, depth: depth)
            try require(mismatch == nil, "\(w)x\(h) \(depth): \(mismatch ?? "")\nnew:\n\(new.text)")
        }
    }

    @Test func anUnchangedFrameSendsNothing() {
        var canvas = Canvas(width: 40, height: 10)
        canvas.write("╭─ 中文 \u{1F600} ─╮", x: 3, y: 2, style: Style(foreground: .indexed(117), bold: true))
        var encoder = FrameEncoder(depth: .full)
        var bytes: [UInt8] = []
        encoder.encode(canvas, into: &bytes)
        #expect(!bytes.isEmpty)
        bytes.removeAll(keepingCapacity: true)
        encoder.encode(canvas, into: &bytes)
        #expect(bytes.isEmpty)
        #expect(Self.encode(canvas, canvas, depth: .basic).isEmpty)
    }

    @Test func invalidateMakesTheNextFrameAFullRepaint() throws {
        var canvas = Canvas(width: 20, height: 4)
        canvas.write("hello", x: 1, y: 1, style: .plain)
        var encoder = FrameEncoder(depth: .full)
        var bytes: [UInt8] = []
        encoder.encode(canvas, into: &bytes)
        bytes.removeAll()
        encoder.invalidate()
        encoder.encode(canvas, into: &bytes)
        #expect(bytes.starts(with: FrameEncoder.fullRepaintPrefix))
        var screen = VTScreen(width: 20, height: 4)
        try screen.apply(bytes)
        #expect(screen.matches(canvas, depth: .full) == nil)
    }

    @Test func movesAndStylesAreSentOnlyWhenNeeded() {
        var old = Canvas(width: 20, height: 3)
        old.write("abcdefghij", x: 0, y: 1, style: .plain)
        var new = old
        new.write("X", x: 2, y: 1, style: .plain)
        new.write("Y", x: 4, y: 1, style: .plain)  // one unchanged cell between: rewritten, no move
        new.write("Z", x: 15, y: 1, style: .plain)  // far: a forward move
        let bytes = String(decoding: Self.encode(old, new, depth: .full), as: UTF8.self)
        #expect(bytes == "\u{1B}[2;3H\u{1B}[0mXdY\u{1B}[10CZ")
        // Bold on, then a colour on top: only what changed.
        var styled = new
        styled.write("ab", x: 0, y: 0, style: Style(bold: true))
        styled.write("cd", x: 2, y: 0, style: Style(foreground: .indexed(117), bold: true))
        styled.write("ef", x: 4, y: 0, style: Style(foreground: .red))
        let sgr = String(decoding: Self.encode(new, styled, depth: .full), as: UTF8.self)
        #expect(sgr == "\u{1B}[H\u{1B}[0;1mab\u{1B}[38;5;117mcd\u{1B}[0;31mef")
        let basic = String(decoding: Self.encode(new, styled, depth: .basic), as: UTF8.self)
        #expect(basic == "\u{1B}[H\u{1B}[0;1mab\u{1B}[36mcd\u{1B}[0;31mef")
        let none = String(decoding: Self.encode(new, styled, depth: .none), as: UTF8.self)
        #expect(none == "\u{1B}[H\u{1B}[0;1mabcd\u{1B}[0mef")
    }

    @Test func italicIsSentAsSGR3AndEndedByAReset() {
        let old = Canvas(width: 10, height: 1)
        var new = old
        new.write("ab", x: 0, y: 0, style: Style(italic: true))
        new.write("cd", x: 2, y: 0, style: .plain)
        let bytes = String(decoding: Self.encode(old, new, depth: .full), as: UTF8.self)
        #expect(bytes == "\u{1B}[H\u{1B}[0;3mab\u{1B}[0mcd")
        #expect(Style(packed: Style(italic: true).packed).italic, "italic survives the packed cell")
        #expect(Style(italic: true).packed == 1 << 24)
    }

    @Test func theBottomRightCellIsWrittenWithoutScrolling() throws {
        var old = Canvas(width: 5, height: 2)
        var new = old
        new.write("abcde", x: 0, y: 1, style: .plain)
        var screen = VTScreen(showing: old, depth: .full)
        try screen.apply(Self.encode(old, new, depth: .full))
        #expect(screen.matches(new, depth: .full) == nil)
        // And the frame after it moves before writing, rather than wrapping.
        old = new
        new.write("xy", x: 0, y: 0, style: .plain)
        var encoder = FrameEncoder(depth: .full)
        var bytes: [UInt8] = []
        encoder.encode(old, into: &bytes)
        bytes.removeAll()
        encoder.encode(new, into: &bytes)
        try screen.apply(bytes)
        #expect(screen.matches(new, depth: .full) == nil)
    }

    /// Real frames: the carousel's own screens during a mouse flick, a hard keyboard flick,
    /// the details overlay and a resize, encoded frame after frame by one encoder (cursor
    /// and style carried over), on one screen model.
    @Test(arguments: depthsAndSizes)
    func theControllersFramesDuringAFlickArriveWhole(depth: Theme.Depth, width: Int, height: Int) throws {
        var configuration = CarouselConfiguration()
        configuration.startPage = 4
        configuration.theme = .forDepth(depth)
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: 20))
        controller.resize(width: width, height: height, now: 0)
        var canvas = Canvas(width: 0, height: 0)
        var encoder = FrameEncoder(depth: depth)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        var screen = VTScreen(width: width, height: height)
        var frames = 0, sent = 0
        func frame(_ now: Double) throws {
            _ = controller.tick(now: now)
            controller.render(into: &canvas, now: now)
            bytes.removeAll(keepingCapacity: true)
            encoder.encode(canvas, into: &bytes)
            if canvas.width != screen.width || canvas.height != screen.height {
                screen = VTScreen(width: canvas.width, height: canvas.height)
            }
            try screen.apply(bytes)
            frames += 1; sent += bytes.count
            if let mismatch = screen.matches(canvas, depth: depth) {
                Issue.record("frame \(frames) at \(now): \(mismatch)\n\(canvas.text)")
                throw VTScreen.Refused(description: "stopped")
            }
        }
        var t = 1.0
        try frame(t)
        let y = controller.screen.strip.y + controller.screen.strip.height / 2
        func sgr(_ code: Int, _ x: Int, _ y: Int, _ release: Bool) -> InputEvent { ControllerTests.sgr(code, x: x, y: y, release: release) }
        controller.handle(sgr(0, width * 3 / 4, y, false), now: t)
        for k in 1...10 {
            t += 0.008
            controller.handle(sgr(32, width * 3 / 4 - k * width / 40, y, false), now: t)
            try frame(t)
        }
        controller.handle(sgr(0, width * 3 / 4 - width / 4, y, true), now: t + 0.004)
        for _ in 0..<60 { t += 1.0 / 60; try frame(t) }
        controller.handle(.key(KeyEvent(.right, shift: true)), now: t)
        for _ in 0..<60 { t += 1.0 / 60; try frame(t) }
        controller.handle(.key(KeyEvent(.character("d"))), now: t)
        controller.handle(.key(KeyEvent(.left)), now: t)
        for _ in 0..<40 { t += 1.0 / 60; try frame(t) }
        controller.resize(width: width / 2 + 10, height: height - 4, now: t)
        encoder.invalidate()
        for _ in 0..<5 { t += 1.0 / 60; try frame(t) }
        #expect(frames > 150)
        #expect(sent > 0)
    }

    static let depthsAndSizes: [(Theme.Depth, Int, Int)] = [(.full, 100, 30), (.basic, 80, 24), (.none, 200, 60), (.full, 41, 13)]
}
