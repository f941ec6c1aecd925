import CarouselCore
import CarouselPlatform

/// Shifting up and down: a scroll region and SU/SD (or IND/RI) move the rows of a vertical strip.
extension FrameEncoder {
    /// Internal, not private, only for the shifts in FrameEncoder+Shifting.swift.
    mutating func shiftRows(
        _ r: Rect, by delta: Int, screen: UnsafeMutableBufferPointer<Canvas.Cell>,
        new: UnsafeBufferPointer<Canvas.Cell>, width: Int, into bytes: inout [UInt8]
    ) {
        let k = abs(delta)
        let su = capabilities.contains(.scrollUpDown)
        let scroll = su ? 3 + (k > 1 ? Self.digits(k) : 0) : 2 * k + 4 + Self.digits(delta < 0 ? r.maxY : r.y + 1)
        let region = scrollRegion == r.y..<r.maxY ? 0 : 4 + Self.digits(r.y + 1) + Self.digits(r.maxY)
        let cost = region + scroll
        // What scrolling saves the diff, row by row. A row that moved whole (one memcmp says
        // so: the common case in a flick) is free after the scroll, so it saves what the diff
        // would write there, never less than nothing: those rows are counted last, and only
        // until the scroll is known to pay. The other rows (coming into view, or changed) are
        // counted whole, as they may cost more after the scroll than before.
        let stride = MemoryLayout<Canvas.Cell>.stride
        func movedWhole(_ y: Int, from source: Int) -> Bool {
            source >= r.y && source < r.maxY
                && memcmp(new.baseAddress! + y * width, screen.baseAddress! + source * width, width * stride) == 0
        }
        var gain = 0
        for y in r.y..<r.maxY {
            let source = delta < 0 ? y + k : y - k
            if movedWhole(y, from: source) { continue }
            let inside = source >= r.y && source < r.maxY
            // Where the row and the one that would move into its place already show the
            // same, the scroll changes nothing there: one memcmp for a whole row (the blank
            // rows around the cards, a card's empty inside), one comparison for a cell.
            if inside && memcmp(screen.baseAddress! + y * width, screen.baseAddress! + source * width, width * stride) == 0 {
                continue
            }
            for x in 0..<width {
                let shown = screen[y * width + x], shifted = inside ? screen[source * width + x] : .blank
                if shown == shifted { continue }
                let want = new[y * width + x]
                gain += Self.writeCost(want, shown) - Self.writeCost(want, shifted)
            }
        }
        rows: for y in r.y..<r.maxY where gain <= cost {
            let source = delta < 0 ? y + k : y - k
            guard movedWhole(y, from: source) else { continue }
            for x in 0..<width {
                gain += Self.writeCost(new[y * width + x], screen[y * width + x])
                if gain > cost { break rows }
            }
        }
        guard gain > cost else { return }
        plainStyleForBlanks(into: &bytes)
        if scrollRegion != r.y..<r.maxY {
            appendCSI(r.y + 1, r.maxY, final: 0x72, into: &bytes)  // DECSTBM: homes the cursor
            scrollRegion = r.y..<r.maxY
            noteCursorHomed()
        }
        if su {
            appendCSI(k, final: delta < 0 ? 0x53 : 0x54, into: &bytes)  // SU, SD
        } else {
            // IND at the bottom margin scrolls the region up; RI at the top, down.
            bytes.append(0x1B); bytes.append(0x5B)
            Self.appendDecimal((delta < 0 ? r.maxY : r.y + 1), to: &bytes)
            bytes.append(0x48)
            for _ in 0..<k { bytes.append(0x1B); bytes.append(delta < 0 ? 0x44 : 0x4D) }
            cursorRow = delta < 0 ? r.maxY - 1 : r.y; cursorColumn = 0
        }
        // The region stays set for the next frame's scroll (SU and SD leave the cursor where it was).
        let top = r.y * width, end = r.maxY * width
        if delta < 0 {
            Self.delete(k * width, at: top, end: end, in: screen)
        } else {
            Self.insert(k * width, at: top, end: end, in: screen)
        }
    }
}
