@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// The encoder shifting what moved (ICH/DCH, scroll regions, DECIC/DECDC) instead of
/// writing it again: the screen it leaves must be the canvas, cell by cell, whatever the
/// hint says, and a flick must cost far fewer bytes.
@Suite struct FrameEncoderShiftTests {
    static let capabilitySets: [FrameEncoder.Capabilities] = [
        [], .insertDeleteCharacters, .ansi, [.scrollRegion], FrameEncoder.Capabilities.ansi.union(.columnsAndMargins),
        [.scrollRegion, .columnsAndMargins], [.repeatCharacter], FrameEncoder.Capabilities.ansi.union(.repeatCharacter),
        [.repeatASCII], [.lineDrawingCharset], FrameEncoder.Capabilities.tmux, [.lineDrawingCharset, .repeatASCII],
        FrameEncoder.Capabilities.ansi.union([.repeatCharacter, .lineDrawingCharset]),
    ]

    /// A screen model that refuses what a terminal with `capabilities` would not do.
    static func screen(showing canvas: Canvas, depth: Theme.Depth, capabilities: FrameEncoder.Capabilities) -> VTScreen {
        var screen = VTScreen(showing: canvas, depth: depth)
        screen.repeatsASCIIOnly = !capabilities.contains(.repeatCharacter)
        return screen
    }

    /// Rows of text drawn into `rect` with the content at `position` along the axis, as the
    /// carousel draws its cards into the strip.
    static func drawContent(_ rows: [(String, Style)], in rect: Rect, axis: Axis, position: Int, on canvas: inout Canvas) {
        for (k, row) in rows.enumerated() {
            switch axis {
            case .horizontal:
                let y = rect.y + k % max(1, rect.height)
                canvas.write(row.0, x: rect.x + position + k / max(1, rect.height) * 7, y: y, style: row.1, clip: rect)
            case .vertical:
                let y = rect.y + position + k
                guard y >= rect.y, y < rect.maxY else { continue }
                canvas.write(row.0, x: rect.x + k % 3, y: y, style: row.1, clip: rect)
            }
        }
        canvas.scrollingRegions = [Canvas.ScrollingContent(rect: rect, axis: axis, position: position)]
    }

    @Test func shiftedFramesShowTheNewCanvas() {
        property("encode(old -> new) with a shift hint shows new", trials: 3000, baseSeed: 0x5A1F7) { rng in
            let w = rng.int(2...30), h = rng.int(2...9)
            let depth = rng.pick(FrameEncoderTests.depths)
            let capabilities = rng.pick(Self.capabilitySets)
            let styles = FrameEncoderTests.palette(&rng)
            let axis: Axis = rng.chance(0.5) ? .horizontal : .vertical
            let x = rng.chance(0.6) ? 0 : rng.int(0...w - 1)
            let rect = Rect(x: x, y: rng.int(0...h - 1), width: rng.chance(0.6) ? w - x : rng.int(1...w - x), height: rng.int(1...h))
            let rows = (0..<rng.int(0...12)).map { _ in (FrameEncoderTests.randomText(&rng), rng.pick(styles)) }
            let p0 = rng.int(-8...8)
            // Mostly the true move; sometimes a hint that lies.
            let extent = axis == .horizontal ? rect.width : rect.height
            let delta = rng.int(-extent...extent)
            let hinted = rng.chance(0.85) ? p0 + delta : rng.int(-20...20)
            var old = Canvas(width: w, height: h)
            FrameEncoderTests.scribble(&old, &rng, palette: styles, strokes: rng.int(0...6))
            var new = old
            old.fill(rect, style: .plain)
            Self.drawContent(rows, in: rect, axis: axis, position: p0, on: &old)
            new.fill(rect, style: .plain)
            Self.drawContent(rows, in: rect, axis: axis, position: p0 + delta, on: &new)
            new.scrollingRegions[0].position = hinted
            if rng.chance(0.4) { FrameEncoderTests.scribble(&new, &rng, palette: styles, strokes: rng.int(1...4)) }
            var screen = Self.screen(showing: old, depth: depth, capabilities: capabilities)
            var bytes: [UInt8] = []
            FrameEncoder.encode(from: old, to: new, depth: depth, capabilities: capabilities, into: &bytes)
            do { try screen.apply(bytes) } catch {
                try require(false, "the screen refused the bytes: \(error)\n\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
            let mismatch = screen.matches(new, depth: depth)
            try require(
                mismatch == nil,
                "\(w)x\(h) \(depth) \(axis) \(rect) by \(delta) hint \(hinted - p0) \(capabilities): \(mismatch ?? "")\nold:\n\(old.text)\nnew:\n\(new.text)\nbytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            )
            try require(screen.modesAreReset, "a frame left a scroll region or margins set")
        }
    }

    @Test(arguments: [FrameEncoder.Capabilities.insertDeleteCharacters, FrameEncoder.Capabilities.ansi.union(.columnsAndMargins)])
    func aStripMovedSidewaysIsShiftedNotRewritten(capabilities: FrameEncoder.Capabilities) throws {
        let rect = Rect(x: 0, y: 1, width: 60, height: 8)
        let rows = (0..<8).map { k in
            ("╭──────────────╮  │ card \(k) body ─ │  ╰──────────────╯  ╭────────────╮", Style(foreground: .indexed(117)))
        }
        var old = Canvas(width: 60, height: 10)
        old.write("status", x: 0, y: 0, style: .plain)
        var new = old
        Self.drawContent(rows, in: rect, axis: .horizontal, position: 3, on: &old)
        Self.drawContent(rows, in: rect, axis: .horizontal, position: 0, on: &new)
        var plain: [UInt8] = [], shifted: [UInt8] = []
        FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: [], into: &plain)
        FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: capabilities, into: &shifted)
        var screen = VTScreen(showing: old, depth: .full)
        try screen.apply(shifted)
        #expect(screen.matches(new, depth: .full) == nil)
        #expect(shifted.count * 3 < plain.count, "\(shifted.count) bytes shifted against \(plain.count) written again")
    }

    @Test func aStripMovedUpIsScrolledNotRewritten() throws {
        let rect = Rect(x: 0, y: 1, width: 40, height: 12)
        let rows = (0..<30).map { k in ("│ line \(k) of a card ───────── │", Style(bold: k % 2 == 0)) }
        var old = Canvas(width: 40, height: 14)
        var new = old
        Self.drawContent(rows, in: rect, axis: .vertical, position: -2, on: &old)
        Self.drawContent(rows, in: rect, axis: .vertical, position: -4, on: &new)
        for capabilities: FrameEncoder.Capabilities in [.ansi, [.scrollRegion]] {
            var plain: [UInt8] = [], shifted: [UInt8] = []
            FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: [], into: &plain)
            FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: capabilities, into: &shifted)
            var screen = VTScreen(showing: old, depth: .full)
            try screen.apply(shifted)
            #expect(screen.matches(new, depth: .full) == nil)
            #expect(screen.modesAreReset)
            #expect(shifted.count * 3 < plain.count, "\(shifted.count) bytes scrolled against \(plain.count) written again")
        }
    }

    /// The carousel's own frames through a mouse flick and keyboard flicks, both axes:
    /// every frame arrives whole on the screen model, and the moving frames cost at most
    /// half the bytes of the plain diff.
    @Test(arguments: [(Axis.horizontal, 80, 24), (.horizontal, 200, 60), (.vertical, 80, 24), (.vertical, 200, 60)])
    func aFlickCostsAtMostHalfTheBytes(axis: Axis, width: Int, height: Int) throws {
        let plain = try Self.playFlick(axis: axis, width: width, height: height, capabilities: [])
        for capabilities: FrameEncoder.Capabilities in [
            .ansi, FrameEncoder.Capabilities.ansi.union(.columnsAndMargins),
            FrameEncoder.Capabilities.ansi.union(.repeatCharacter),
        ] {
            let shifted = try Self.playFlick(axis: axis, width: width, height: height, capabilities: capabilities)
            #expect(shifted * 2 <= plain, "\(axis) \(width)x\(height) \(capabilities): \(shifted) bytes against \(plain)")
        }
    }

    /// Bytes sent for the frames after the first of a scripted flick.
    static func playFlick(axis: Axis, width: Int, height: Int, capabilities: FrameEncoder.Capabilities) throws -> Int {
        var configuration = CarouselConfiguration()
        configuration.startPage = 4
        configuration.axis = axis
        configuration.theme = .forDepth(.full)
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: 20))
        controller.resize(width: width, height: height, now: 0)
        var canvas = Canvas(width: 0, height: 0)
        var encoder = FrameEncoder(depth: .full, capabilities: capabilities)
        var bytes: [UInt8] = []
        var screen = VTScreen(width: width, height: height)
        var frames = 0, sent = 0
        func frame(_ now: Double) throws {
            _ = controller.tick(now: now)
            controller.render(into: &canvas, now: now)
            bytes.removeAll(keepingCapacity: true)
            encoder.encode(canvas, into: &bytes)
            try screen.apply(bytes)
            if frames > 0 { sent += bytes.count }
            frames += 1
            if let mismatch = screen.matches(canvas, depth: .full) {
                Issue.record("\(axis) \(capabilities) frame \(frames) at \(now): \(mismatch)\n\(canvas.text)")
                throw VTScreen.Refused(description: "stopped")
            }
            // A vertical flick keeps its scroll region between frames; margins never stay.
            #expect(screen.leftRightMarginsAreReset)
        }
        var t = 1.0
        try frame(t)
        let strip = controller.screen.strip
        let across = axis == .horizontal ? strip.y + strip.height / 2 : strip.x + strip.width / 2
        let extent = axis == .horizontal ? width : strip.height
        func at(_ along: Int, release: Bool = false, code: Int) -> InputEvent {
            axis == .horizontal
                ? ControllerTests.sgr(code, x: along, y: across, release: release)
                : ControllerTests.sgr(code, x: across, y: strip.y + along, release: release)
        }
        controller.handle(at(extent * 3 / 4, code: 0), now: t)
        for k in 1...10 {
            t += 0.008
            controller.handle(at(extent * 3 / 4 - k * extent / 40, code: 32), now: t)
            try frame(t)
        }
        controller.handle(at(extent * 3 / 4 - extent / 4, release: true, code: 0), now: t + 0.004)
        for _ in 0..<60 { t += 1.0 / 60; try frame(t) }
        let forward: Key = axis == .horizontal ? .right : .down
        let back: Key = axis == .horizontal ? .left : .up
        controller.handle(.key(KeyEvent(forward, shift: true)), now: t)
        for _ in 0..<60 { t += 1.0 / 60; try frame(t) }
        controller.handle(.key(KeyEvent(back)), now: t)
        for _ in 0..<40 { t += 1.0 / 60; try frame(t) }
        // What hands the terminal back resets the region the encoder says it left.
        if encoder.leavesScrollRegionSet { try screen.apply(FrameEncoder.scrollRegionReset) }
        #expect(screen.modesAreReset)
        return sent
    }
}

/// REP (`ESC[nb`) for runs of one character, and the scroll region kept between the
/// frames of a vertical flick: the two ways the encoder saves bytes beyond shifting.
@Suite struct FrameEncoderRunTests {
    /// One encoder through a run of frames, as the program keeps it: random moves of the
    /// content on either axis, random scribbles elsewhere, sometimes an invalidation (a
    /// resume). The screen model shows every frame, and only a scroll region (never margins)
    /// is left between frames, which the hand-back bytes reset.
    @Test func aRunOfFramesShowsEveryFrame() {
        property("frames through one encoder", trials: 400, baseSeed: 0xF4A3E5) { rng in
            let w = rng.int(4...30), h = rng.int(3...12)
            let depth = rng.pick(FrameEncoderTests.depths)
            let capabilities = rng.pick(FrameEncoderShiftTests.capabilitySets)
            let styles = FrameEncoderTests.palette(&rng)
            let axis: Axis = rng.chance(0.5) ? .horizontal : .vertical
            let top = rng.int(0...h - 2)
            let rect = Rect(x: 0, y: top, width: w, height: rng.int(2...h - top))
            let rows = (0..<rng.int(4...16)).map { _ in
                (
                    rng.chance(0.3)
                        ? String(repeating: rng.pick(["─", "=", " ", "·"]), count: rng.int(1...w)) : FrameEncoderTests.randomText(&rng),
                    rng.pick(styles)
                )
            }
            var encoder = FrameEncoder(depth: depth, capabilities: capabilities)
            var screen = VTScreen(width: w, height: h)
            screen.repeatsASCIIOnly = !capabilities.contains(.repeatCharacter)
            var position = 0
            for frame in 0..<12 {
                var canvas = Canvas(width: w, height: h)
                if rng.chance(0.3) { FrameEncoderTests.scribble(&canvas, &rng, palette: styles, strokes: rng.int(1...3)) }
                canvas.fill(rect, style: .plain)
                position += rng.int(-3...3)
                FrameEncoderShiftTests.drawContent(rows, in: rect, axis: axis, position: position, on: &canvas)
                if rng.chance(0.1) { encoder.invalidate() }
                var bytes: [UInt8] = []
                encoder.encode(canvas, into: &bytes)
                do { try screen.apply(bytes) } catch { try require(false, "frame \(frame): the screen refused the bytes: \(error)") }
                let mismatch = screen.matches(canvas, depth: depth)
                try require(mismatch == nil, "frame \(frame) \(w)x\(h) \(axis) \(capabilities): \(mismatch ?? "")\n\(canvas.text)")
                try require(screen.leftRightMarginsAreReset, "frame \(frame) left margins set")
                try require(!screen.lineDrawing, "frame \(frame) left the line-drawing set in G0")
            }
            if encoder.leavesScrollRegionSet { try? screen.apply(FrameEncoder.scrollRegionReset) }
            try require(screen.modesAreReset, "the hand-back left a scroll region")
        }
    }

    @Test func aBorderIsOneCharacterAndARepeat() throws {
        let old = Canvas(width: 40, height: 3)
        var new = old
        new.write("╭" + String(repeating: "─", count: 30) + "╮", x: 2, y: 1, style: .plain)
        var bytes: [UInt8] = []
        FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: [.repeatCharacter], into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("─\u{1B}[29b╮"), "\(text.debugDescription)")
        var screen = VTScreen(showing: old, depth: .full)
        try screen.apply(bytes)
        #expect(screen.matches(new, depth: .full) == nil)
        // Without the capability the characters go out one by one.
        var plain: [UInt8] = []
        FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: [], into: &plain)
        #expect(!String(decoding: plain, as: UTF8.self).contains("\u{1B}[29b"))
        #expect(bytes.count * 4 < plain.count)
    }

    /// tmux repeats ASCII only: the border goes in the line-drawing set, `q` and a REP.
    @Test func aBorderInTmuxIsALineDrawingLetterAndARepeat() throws {
        let old = Canvas(width: 40, height: 3)
        var new = old
        new.write("╭" + String(repeating: "─", count: 30) + "╮", x: 2, y: 1, style: .plain)
        func encoded(_ capabilities: FrameEncoder.Capabilities) throws -> String {
            var bytes: [UInt8] = []
            FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: capabilities, into: &bytes)
            var screen = FrameEncoderShiftTests.screen(showing: old, depth: .full, capabilities: capabilities)
            try screen.apply(bytes)
            #expect(screen.matches(new, depth: .full) == nil)
            #expect(screen.modesAreReset)
            return String(decoding: bytes, as: UTF8.self)
        }
        let tmux = try encoded(.tmux)
        #expect(tmux.contains("╭\u{1B}(0q\u{1B}[29b\u{1B}(B╮"), "\(tmux.debugDescription)")
        // Without REP (st): the letters themselves, a third of the bytes.
        let letters = try encoded([.lineDrawingCharset])
        #expect(letters.contains("╭\u{1B}(0" + String(repeating: "q", count: 30) + "\u{1B}(B╮"), "\(letters.debugDescription)")
        // Where REP repeats any character (xterm), `─` and a REP are shorter still.
        let xterm = try encoded([.lineDrawingCharset, .repeatCharacter])
        #expect(xterm.contains("─\u{1B}[29b╮") && !xterm.contains("\u{1B}(0"), "\(xterm.debugDescription)")
        // Short runs stay UTF-8: `──` is 6 bytes, the set's switches alone are 6.
        var short = old
        short.write("╭──╮", x: 2, y: 1, style: .plain)
        var bytes: [UInt8] = []
        FrameEncoder.encode(from: old, to: short, depth: .full, capabilities: .tmux, into: &bytes)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{1B}(0"))
    }

    /// A REP after a non-ASCII character is refused by the model of a terminal that repeats
    /// ASCII only, so the properties above would catch the encoder sending one there.
    @Test func theScreenModelRefusesRepeatingUTF8WhereOnlyASCIIRepeats() {
        var screen = VTScreen(width: 10, height: 1)
        screen.repeatsASCIIOnly = true
        #expect(throws: VTScreen.Refused.self) { try screen.apply(Array("─\u{1B}[3b".utf8)) }
        var ascii = VTScreen(width: 10, height: 1)
        ascii.repeatsASCIIOnly = true
        #expect(throws: Never.self) { try ascii.apply(Array("\u{1B}(0q\u{1B}[3b\u{1B}(B-\u{1B}[2b".utf8)) }
        #expect(ascii.cells.prefix(7).map(\.scalar) == [0x2500, 0x2500, 0x2500, 0x2500, 0x2D, 0x2D, 0x2D])
    }

    @Test func shortRunsAndWideCharactersAreWrittenOut() throws {
        let old = Canvas(width: 20, height: 2)
        var new = old
        new.write("aaaa 漢漢漢漢", x: 0, y: 0, style: .plain)  // four ASCII letters: REP would not be shorter
        var bytes: [UInt8] = []
        FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: [.repeatCharacter], into: &bytes)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("b"), "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }

    @Test func aRunToTheLastColumnLeavesTheCursorUnknown() throws {
        var encoder = FrameEncoder(depth: .full, capabilities: [.repeatCharacter])
        var canvas = Canvas(width: 12, height: 2)
        var bytes: [UInt8] = []
        encoder.encode(canvas, into: &bytes)
        var screen = VTScreen(width: 12, height: 2)
        try screen.apply(bytes)
        canvas.write(String(repeating: "=", count: 12), x: 0, y: 0, style: .plain)
        canvas.write("x", x: 0, y: 1, style: .plain)
        bytes.removeAll()
        encoder.encode(canvas, into: &bytes)
        try screen.apply(bytes)
        #expect(screen.matches(canvas, depth: .full) == nil, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }

    @Test func aVerticalFlickSetsItsScrollRegionOnce() throws {
        var encoder = FrameEncoder(depth: .full, capabilities: .ansi)
        let width = 30, height = 12
        let rect = Rect(x: 0, y: 2, width: width, height: 8)
        var screen = VTScreen(width: width, height: height)
        var regions = 0
        for position in 0..<6 {
            var canvas = Canvas(width: width, height: height)
            canvas.write("status \(position)", x: 0, y: 11, style: .plain)
            let rows = (0..<20).map { ("row \($0) " + String(repeating: "·", count: 12), Style.plain) }
            FrameEncoderShiftTests.drawContent(rows, in: rect, axis: .vertical, position: -position, on: &canvas)
            var bytes: [UInt8] = []
            encoder.encode(canvas, into: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("\u{1B}[3;10r") { regions += 1 }
            if position > 0 { #expect(text.contains("\u{1B}[S"), "frame \(position): \(text.debugDescription)") }
            try screen.apply(bytes)
            #expect(screen.matches(canvas, depth: .full) == nil)
        }
        #expect(regions == 1)
        #expect(encoder.leavesScrollRegionSet)
        // A full repaint (after a suspend or a resize) resets it first.
        encoder.invalidate()
        var bytes: [UInt8] = []
        encoder.encode(Canvas(width: width, height: height), into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}[r"))
        #expect(!encoder.leavesScrollRegionSet)
        try screen.apply(bytes)
        #expect(screen.modesAreReset)
    }
}
