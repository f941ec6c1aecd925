/// The rows of the terminal an inline carousel draws in: from the row the cursor was on
/// (0-based `top`), `height` rows down. The scene draws as if these rows were the whole
/// screen; the frame encoder offsets every row by `top` (`FrameEncoder.rowOrigin`), and
/// pointer reports are moved back by it (`InlinePointer`).
///
/// ```swift
/// // The prompt on row 45 of 50, ten rows wanted: the terminal scrolls up 5 lines first.
/// let placed = InlineRegion.place(height: .rows(10), cursorRow: 45, cursorColumn: 0, terminalHeight: 50)
/// placed.region    // top 40, height 10
/// placed.scroll    // 5
/// ```
public struct InlineRegion: Equatable, Sendable {
    public var top: Int
    public var height: Int

    public init(top: Int, height: Int) {
        self.top = top
        self.height = height
    }

    /// The first row below the region.
    public var bottom: Int { top + height }

    /// Where the region goes for a cursor at (`cursorRow`, `cursorColumn`), 0-based: from
    /// the cursor's row (the next one when the cursor is not at the start of its line, so
    /// that text on it is kept), and `scroll`, how many lines the terminal must scroll up
    /// first (line feeds at its bottom, as fzf does) when fewer rows than that are left
    /// below.
    public static func place(height: InlineHeight, cursorRow: Int, cursorColumn: Int,
                             terminalHeight: Int) -> (region: InlineRegion, scroll: Int) {
        let rows = max(1, terminalHeight)
        let wanted = height.rows(terminalHeight: rows)
        let first = min(max(0, cursorRow) + (cursorColumn > 0 ? 1 : 0), rows)
        let scroll = max(0, first + wanted - rows)
        return (InlineRegion(top: first - scroll, height: wanted), scroll)
    }

    /// The region after the terminal became `terminalHeight` rows tall (its top row as the
    /// terminal now shows it, when it said): the height recomputed for a percentage, the
    /// top kept, moved up only as far as the rows must still fit.
    public func resized(height: InlineHeight, terminalHeight: Int, top newTop: Int? = nil) -> InlineRegion {
        let rows = max(1, terminalHeight)
        let wanted = height.rows(terminalHeight: rows)
        let start = min(max(0, newTop ?? top), rows - wanted)
        return InlineRegion(top: start, height: wanted)
    }

    /// The bytes that blank the region's rows and leave the cursor at the start of its
    /// first row, where the prompt was: what every way out writes. Attributes off first,
    /// so the rows are erased to the terminal's own background.
    public var clearingBytes: String {
        var s = "\u{1B}[0m"
        for row in top..<bottom { s += "\u{1B}[\(row + 1)H\u{1B}[2K" }
        return s + "\u{1B}[\(top + 1)H"
    }
}
