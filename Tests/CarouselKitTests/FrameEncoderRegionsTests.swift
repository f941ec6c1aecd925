@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// Several scrolling regions in one frame (a race's lanes, or strips of either axis): each
/// moves by its own amount, and the screen is the canvas after every frame.
@Suite struct FrameEncoderRegionsTests {
    /// Bands of rows that do not overlap, each a region: sideways over any columns, or up
    /// and down over whole rows.
    static func regions(_ rng: inout SplitMix64, width w: Int, height h: Int) -> [Canvas.ScrollingContent] {
        var regions: [Canvas.ScrollingContent] = []
        var y = rng.int(0...1)
        while y < h - 1, regions.count < 4 {
            let height = rng.int(1...min(5, h - y))
            let axis: Axis = rng.chance(0.7) ? .horizontal : .vertical
            let x = axis == .vertical || rng.chance(0.6) ? 0 : rng.int(0...w - 2)
            let width = axis == .vertical || rng.chance(0.6) ? w - x : rng.int(1...w - x)
            regions.append(.init(rect: Rect(x: x, y: y, width: width, height: height), axis: axis, position: rng.int(-5...5)))
            y += height + rng.int(0...2)
        }
        return regions
    }

    /// Text of single scalars of every width. Clusters are left out: two that are canonically
    /// equivalent are one in a `ClusterPool` (they look the same), which the screen model,
    /// comparing scalars, would take for a wrong screen.
    static func text(_ rng: inout SplitMix64) -> String {
        var s = String.UnicodeScalarView()
        for _ in 0..<rng.int(1...20) { s.append(rng.pick(FrameEncoderTests.alphabet)) }
        return String(s)
    }

    static func scribble(_ canvas: inout Canvas, _ rng: inout SplitMix64, palette: [Style]) {
        let x = rng.int(-2...canvas.width), y = rng.int(0...canvas.height - 1)
        if rng.chance(0.3) {
            canvas.fill(
                Rect(x: x, y: y, width: rng.int(1...canvas.width), height: rng.int(1...3)),
                with: rng.pick([" ", "░", "中"]), style: rng.pick(palette))
        } else {
            canvas.write(text(&rng), x: x, y: y, style: rng.pick(palette))
        }
    }

    @Test func regionsMovingEachTheirOwnWayShowTheCanvas() {
        property("frames of several regions through one encoder", trials: 300, baseSeed: 0x2E610) { rng in
            let w = rng.int(4...40), h = rng.int(3...16)
            let depth = rng.pick(FrameEncoderTests.depths)
            let capabilities = rng.pick(FrameEncoderShiftTests.capabilitySets)
            let styles = FrameEncoderTests.palette(&rng)
            var regions = Self.regions(&rng, width: w, height: h)
            let contents = regions.map { _ in
                (0..<rng.int(2...10)).map { _ in (Self.text(&rng), rng.pick(styles)) }
            }
            var encoder = FrameEncoder(depth: depth, capabilities: capabilities)
            var screen = FrameEncoderShiftTests.screen(showing: Canvas(width: w, height: h), depth: depth, capabilities: capabilities)
            var canvas = Canvas(width: w, height: h)
            for frame in 0..<10 {
                canvas.reset(width: w, height: h)
                if rng.chance(0.3) { Self.scribble(&canvas, &rng, palette: styles) }
                var hints: [Canvas.ScrollingContent] = []
                for k in regions.indices {
                    // Some stand still, some move a little or a lot; one hint in ten lies.
                    regions[k].position += rng.chance(0.3) ? 0 : rng.int(-4...4)
                    let region = regions[k]
                    canvas.fill(region.rect, style: .plain)
                    FrameEncoderShiftTests.drawContent(
                        contents[k], in: region.rect, axis: region.axis, position: region.position,
                        on: &canvas)
                    hints.append(region)
                    if rng.chance(0.1) { hints[k].position += rng.int(-3...3) }
                }
                canvas.scrollingRegions = hints
                if rng.chance(0.2) { Self.scribble(&canvas, &rng, palette: styles) }
                var bytes: [UInt8] = []
                encoder.encode(canvas, into: &bytes)
                do { try screen.apply(bytes) } catch { try require(false, "frame \(frame): the screen refused the bytes: \(error)") }
                let mismatch = screen.matches(canvas, depth: depth)
                try require(mismatch == nil, "frame \(frame) \(w)x\(h) \(capabilities) \(regions): \(mismatch ?? "")\n\(canvas.text)")
                try require(screen.leftRightMarginsAreReset, "frame \(frame) left margins set")
            }
            if encoder.leavesScrollRegionSet { try? screen.apply(FrameEncoder.scrollRegionReset) }
            try require(screen.modesAreReset, "the hand-back left a scroll region")
        }
    }

    /// Two lanes moving opposite ways: both are shifted, each by its own amount.
    @Test func twoLanesMovingOppositeWaysAreBothShifted() throws {
        let top = Rect(x: 0, y: 1, width: 60, height: 4), bottom = Rect(x: 0, y: 6, width: 60, height: 4)
        let rows = (0..<4).map { k in ("╭────────────╮  │ card \(k) body │  ╰────────────╯  ╭──────────╮", Style(foreground: .indexed(117)))
        }
        func frame(_ a: Int, _ b: Int) -> Canvas {
            var canvas = Canvas(width: 60, height: 11)
            canvas.write("race", x: 0, y: 0, style: .plain)
            FrameEncoderShiftTests.drawContent(rows, in: top, axis: .horizontal, position: a, on: &canvas)
            let first = canvas.scrollingRegions
            FrameEncoderShiftTests.drawContent(rows, in: bottom, axis: .horizontal, position: b, on: &canvas)
            canvas.scrollingRegions = first + canvas.scrollingRegions
            return canvas
        }
        let old = frame(4, 0), new = frame(1, 3)
        var plain: [UInt8] = [], shifted: [UInt8] = []
        FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: [], into: &plain)
        FrameEncoder.encode(from: old, to: new, depth: .full, capabilities: .insertDeleteCharacters, into: &shifted)
        var screen = VTScreen(showing: old, depth: .full)
        try screen.apply(shifted)
        #expect(screen.matches(new, depth: .full) == nil)
        let text = String(decoding: shifted, as: UTF8.self)
        #expect(text.contains("\u{1B}[3P") && text.contains("\u{1B}[3@"), "\(text.debugDescription)")
        #expect(shifted.count * 3 < plain.count, "\(shifted.count) bytes shifted against \(plain.count) written again")
    }
}
