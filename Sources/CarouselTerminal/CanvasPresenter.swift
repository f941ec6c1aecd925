import CNcurses
import CarouselCore
import CarouselKit
import CarouselPlatform

/// Writes a canvas through ncurses, which sends the terminal only what changed. Only the
/// cells that differ from the last frame are handed to ncurses (its own copy of the rest
/// already holds the same cells), and nothing is allocated per frame.
package final class CanvasPresenter {
    private var pairs: [PairKey: Int16] = [:]
    private var nextPair: Int16 = 1
    /// The last frame's cells: a copy of our own, never the canvas's storage (sharing it
    /// would make the canvas copy itself on its next clear).
    private var previous: [Canvas.Cell] = []
    private var previousWidth = 0, previousHeight = 0
    /// One run of characters for ncurses, as wide characters.
    private var run = UnsafeMutablePointer<wchar_t>.allocate(capacity: 256)
    private var runCapacity = 256
    /// Attributes and colour pair per packed style, looked up once per style.
    private var styleCache: [(key: UInt32, attrs: UInt32, pair: Int16)] = []
    private let colorDepth: Theme.Depth
    private let attrBold = cn_attr_bold(), attrDim = cn_attr_dim()
    private let attrReverse = cn_attr_reverse(), attrUnderline = cn_attr_underline(), attrItalic = cn_attr_italic()
    private var forceFull = true
    /// The clusters on the screen, which `previous` points into (canvases' pools are
    /// emptied every frame); a frame with clusters re-indexed into it (kept: no allocation).
    private var clusters = ClusterPool()
    private var adopted: [Canvas.Cell] = []

    /// Unchanged cells between two changed ones that are drawn again rather than skipped.
    static let longestGapDrawn = 2

    private struct PairKey: Hashable { var fg: Int16; var bg: Int16 }

    package init(colorDepth: Theme.Depth) {
        self.colorDepth = colorDepth
        styleCache.reserveCapacity(32)
        // ncurses polls the input for typeahead while it updates, to stop early; input is
        // read by the session itself, so the polls are only system calls in the frame.
        typeahead(-1)
    }

    deinit { run.deallocate() }

    /// The next present repaints everything (after a resize or a suspend).
    package func invalidate() { forceFull = true }

    package func present(_ canvas: Canvas) {
        let width = canvas.width, height = canvas.height
        let full = forceFull || width != previousWidth || height != previousHeight
        if full {
            cn_erase()
            cn_touch_all()
            if previous.count != width * height {
                previous = Array(repeating: .blank, count: width * height)
            }
            previousWidth = width; previousHeight = height
        }
        var lastRowDrawn = -1
        var frame: [Canvas.Cell] = []
        if !canvas.clusters.isEmpty {
            clusters.adopt(canvas, into: &adopted)
            swap(&frame, &adopted)
        }
        defer {
            if !frame.isEmpty { swap(&frame, &adopted) }
            clusters.compact(keeping: &previous)
        }
        (frame.isEmpty ? canvas.cells : frame).withUnsafeBufferPointer { cells in
            previous.withUnsafeMutableBufferPointer { old in
                for y in 0..<(width > 0 ? height : 0) {
                    let rowStart = y * width
                    if full {
                        drawRow(cells, y: y, width: width, from: 0, through: width - 1)
                        for x in 0..<width { old[rowStart + x] = cells[rowStart + x] }
                        lastRowDrawn = y
                        continue
                    }
                    // Most rows did not change: one memcmp says so (cells are plain words).
                    if memcmp(
                        cells.baseAddress! + rowStart, old.baseAddress! + rowStart,
                        width * MemoryLayout<Canvas.Cell>.stride) == 0
                    {
                        continue
                    }
                    // The runs of cells that changed (a cell or two that did not, between
                    // two that did, go along rather than cost another call).
                    var x = 0
                    while x < width {
                        while x < width && cells[rowStart + x] == old[rowStart + x] { x += 1 }
                        if x == width { break }
                        // Start on a whole character, never on the second half of a wide one.
                        let start = x > 0 && cells[rowStart + x].width == 0 ? x - 1 : x
                        var end = x
                        x += 1
                        while x < width {
                            if cells[rowStart + x] != old[rowStart + x] { end = x; x += 1; continue }
                            var gap = x + 1
                            while gap < width && gap - x < Self.longestGapDrawn && cells[rowStart + gap] == old[rowStart + gap] { gap += 1 }
                            if gap == width || cells[rowStart + gap] == old[rowStart + gap] { break }
                            x = gap
                        }
                        drawRow(cells, y: y, width: width, from: start, through: end)
                        for k in start...end { old[rowStart + k] = cells[rowStart + k] }
                        lastRowDrawn = y
                        x = end + 1
                    }
                }
            }
        }
        if lastRowDrawn >= 0 {
            // Leave the cursor where writing the whole row would have: the start of the next
            // row, or the last cell of the screen, so ncurses ends the frame the same way.
            if lastRowDrawn + 1 < height {
                wmove(cn_stdscr(), Int32(lastRowDrawn + 1), 0)
            } else {
                wmove(cn_stdscr(), Int32(lastRowDrawn), Int32(width - 1))
            }
        }
        // The cursor rests where the focus is, for a screen reader that follows it.
        if let focus = canvas.focus, focus.y < height, focus.x < width {
            wmove(cn_stdscr(), Int32(focus.y), Int32(focus.x))
        }
        cn_present()
        forceFull = false
    }

    /// Hands ncurses the cells `from...through` of row `y`, one call per run of a style.
    private func drawRow(_ cells: UnsafeBufferPointer<Canvas.Cell>, y: Int, width: Int, from: Int, through: Int) {
        // A cell takes one wide character, or a cluster's base and marks.
        var needed = width
        for x in from...through where cells[y * width + x].isCluster {
            needed += clusters[cells[y * width + x].clusterIndex].unicodeScalars.count
        }
        if runCapacity < needed {
            run.deallocate()
            runCapacity = needed
            run = .allocate(capacity: needed)
        }
        let rowStart = y * width
        var x = from
        while x <= through {
            let style = cells[rowStart + x].styleKey
            let start = x
            var length = 0
            while x <= through {
                let c = cells[rowStart + x]
                if c.width == 0 { x += 1; continue }  // second half of a wide character
                if c.styleKey != style { break }
                if c.isCluster {
                    let scalars = clusters[c.clusterIndex].unicodeScalars
                    if scalars.dropFirst().allSatisfy({ TextWidth.of($0) == 0 }) {
                        // A base and its marks: one cell of their own (ncurses loses the
                        // marks of a wide base when they come one by one).
                        if length > 0 { break }
                        var k = 0
                        for s in scalars { run[k] = wchar_t(bitPattern: s.value); k += 1 }
                        let (attrs, pair) = attributes(forKey: style)
                        _ = cn_draw_cluster(Int32(y), Int32(x), run, Int32(k), attrs, pair)
                        x += max(1, Int(c.width))  // on to the next whole character
                        break
                    }
                    // A flag: its two letters, a cell each.
                    for s in scalars {
                        run[length] = wchar_t(bitPattern: s.value)
                        length += 1
                    }
                } else {
                    run[length] = wchar_t(bitPattern: c.scalar)
                    length += 1
                }
                x += 1
            }
            guard length > 0 else { continue }
            let (attrs, pair) = attributes(forKey: style)
            // The bottom-right cell cannot be written without scrolling on some
            // terminals; ncurses handles it, and an ERR there is harmless.
            _ = cn_draw_run(Int32(y), Int32(start), run, Int32(length), attrs, pair)
        }
    }

    private func attributes(forKey key: UInt32) -> (UInt32, Int16) {
        // A theme has a dozen styles: a short list beats hashing.
        for entry in styleCache where entry.key == key { return (entry.attrs, entry.pair) }
        let found = attributes(for: Style(packed: key))
        if styleCache.count < 64 { styleCache.append((key, found.0, found.1)) }
        return found
    }

    private func attributes(for style: Style) -> (UInt32, Int16) {
        var attrs: UInt32 = 0
        if style.bold { attrs |= attrBold }
        if style.dim { attrs |= attrDim }
        if style.reverse { attrs |= attrReverse }
        if style.underline { attrs |= attrUnderline }
        if style.italic { attrs |= attrItalic }
        guard colorDepth != .none else { return (attrs, 0) }
        let fg = number(style.foreground), bg = number(style.background)
        if fg == -1 && bg == -1 { return (attrs, 0) }
        let key = PairKey(fg: fg, bg: bg)
        if let p = pairs[key] { return (attrs, p) }
        guard Int32(nextPair) < cn_color_pairs(), nextPair < Int16.max else { return (attrs, 0) }
        let p = nextPair
        init_pair(p, fg, bg)
        pairs[key] = p
        nextPair += 1
        return (attrs, p)
    }

    private func number(_ c: TerminalColor) -> Int16 {
        switch c {
        case .default: return -1
        case .basic(let n): return Int16(n & 7)
        case .indexed(let n):
            if colorDepth == .full { return Int16(n) }
            return Int16(TerminalColor.basicApproximation(n))
        }
    }
}
