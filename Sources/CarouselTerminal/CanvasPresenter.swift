import CNcurses
import CarouselKit

/// Writes a canvas through ncurses, which sends the terminal only what changed. Rows that
/// are the same as in the last frame are not even handed to ncurses.
final class CanvasPresenter {
    private var pairs: [PairKey: Int16] = [:]
    private var nextPair: Int16 = 1
    private var previous = Canvas(width: 0, height: 0)
    private var runBuffer: [wchar_t] = []
    private let colorDepth: Theme.Depth
    private let attrBold = cn_attr_bold(), attrDim = cn_attr_dim()
    private let attrReverse = cn_attr_reverse(), attrUnderline = cn_attr_underline()
    private var forceFull = true

    private struct PairKey: Hashable { var fg: Int16; var bg: Int16 }

    init(colorDepth: Theme.Depth) {
        self.colorDepth = colorDepth
        runBuffer.reserveCapacity(512)
    }

    /// The next present repaints everything (after a resize or a suspend).
    func invalidate() { forceFull = true }

    func present(_ canvas: Canvas) {
        let full = forceFull || canvas.width != previous.width || canvas.height != previous.height
        if full {
            cn_erase()
            cn_touch_all()
        }
        let width = canvas.width
        for y in 0..<canvas.height {
            let rowStart = y * width
            if !full && rowEqual(canvas, previous, from: rowStart, count: width) { continue }
            drawRow(canvas, y: y)
        }
        cn_present()
        previous = canvas
        forceFull = false
    }

    private func rowEqual(_ a: Canvas, _ b: Canvas, from: Int, count: Int) -> Bool {
        a.cells.withUnsafeBufferPointer { pa in
            b.cells.withUnsafeBufferPointer { pb in
                for i in from..<(from + count) where pa[i] != pb[i] { return false }
                return true
            }
        }
    }

    private func drawRow(_ canvas: Canvas, y: Int) {
        let width = canvas.width
        var x = 0
        canvas.cells.withUnsafeBufferPointer { cells in
            while x < width {
                let style = cells[y * width + x].style
                let start = x
                runBuffer.removeAll(keepingCapacity: true)
                while x < width {
                    let c = cells[y * width + x]
                    if c.width == 0 { x += 1; continue }   // second half of a wide character
                    if c.style != style { break }
                    runBuffer.append(wchar_t(bitPattern: c.scalar))
                    x += 1
                }
                let (attrs, pair) = attributes(for: style)
                // The bottom-right cell cannot be written without scrolling on some
                // terminals; ncurses handles it, and an ERR there is harmless.
                _ = runBuffer.withUnsafeBufferPointer {
                    cn_draw_run(Int32(y), Int32(start), $0.baseAddress, Int32($0.count), attrs, pair)
                }
            }
        }
    }

    private func attributes(for style: Style) -> (UInt32, Int16) {
        var attrs: UInt32 = 0
        if style.bold { attrs |= attrBold }
        if style.dim { attrs |= attrDim }
        if style.reverse { attrs |= attrReverse }
        if style.underline { attrs |= attrUnderline }
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
            return Int16(Self.basicApproximation(n))
        }
    }

    /// The nearest of the 8 basic colours to one of the 256 (for 8-colour terminals).
    static func basicApproximation(_ n: UInt8) -> UInt8 {
        if n < 16 { return n & 7 }
        if n >= 232 { return n < 244 ? 0 : 7 }
        let v = Int(n) - 16
        let r = v / 36, g = (v / 6) % 6, b = v % 6
        return UInt8((r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0))
    }
}
