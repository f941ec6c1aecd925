import CarouselKit

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
package struct InlineRegion: Equatable, Sendable {
    package var top: Int
    package var height: Int

    package init(top: Int, height: Int) {
        self.top = top
        self.height = height
    }

    /// The first row below the region.
    package var bottom: Int { top + height }

    /// Where the region goes for a cursor at (`cursorRow`, `cursorColumn`), 0-based: from
    /// the cursor's row (the next one when the cursor is not at the start of its line, so
    /// that text on it is kept), and `scroll`, how many lines the terminal must scroll up
    /// first (line feeds at its bottom, as fzf does) when fewer rows than that are left
    /// below.
    package static func place(
        height: InlineHeight, cursorRow: Int, cursorColumn: Int,
        terminalHeight: Int
    ) -> (region: InlineRegion, scroll: Int) {
        let rows = max(1, terminalHeight)
        let wanted = height.rows(terminalHeight: rows)
        let first = min(max(0, cursorRow) + (cursorColumn > 0 ? 1 : 0), rows)
        let scroll = max(0, first + wanted - rows)
        return (InlineRegion(top: first - scroll, height: wanted), scroll)
    }

    /// The region after the terminal became `terminalHeight` rows tall (its top row as the
    /// terminal now shows it, when it said): the height recomputed for a percentage, the
    /// top kept, moved up only as far as the rows must still fit.
    package func resized(height: InlineHeight, terminalHeight: Int, top newTop: Int? = nil) -> InlineRegion {
        let rows = max(1, terminalHeight)
        let wanted = height.rows(terminalHeight: rows)
        let start = min(max(0, newTop ?? top), rows - wanted)
        return InlineRegion(top: start, height: wanted)
    }

    /// `place`, and the bytes that put the band there from the cursor (`placingBytes`).
    package static func placed(
        height: InlineHeight, cursorRow: Int, cursorColumn: Int,
        terminalHeight: Int
    ) -> (region: InlineRegion, bytes: String) {
        let placed = place(height: height, cursorRow: cursorRow, cursorColumn: cursorColumn, terminalHeight: terminalHeight)
        // Line feeds from the cursor's row to the band's last row: the terminal scrolls up by
        // as many as go past its bottom.
        let feeds = max(0, placed.region.bottom - 1 + placed.scroll - max(0, cursorRow))
        return (placed.region, placingBytes(lineFeeds: feeds, height: placed.region.height))
    }

    /// The bytes that make room for the band from the start of the cursor's row: `lineFeeds`
    /// of them (the terminal scrolls up by as many as go past its bottom) reach its last
    /// row, and CUU goes back to its first, where the cursor waits between frames. Moves
    /// from the cursor only, never a row number: a terminal resized meanwhile moved the
    /// cursor with its rows, and a row number asked for before would be stale.
    package static func placingBytes(lineFeeds: Int, height: Int) -> String {
        let up = max(0, height - 1)
        return "\r" + String(repeating: "\n", count: max(lineFeeds, up)) + (up > 0 ? "\u{1B}[\(up)A" : "")
    }

    /// Blanks the band from the cursor, which waits at its first row, to the bottom of the
    /// screen (all of it the band's), and leaves the cursor there, where the prompt was.
    /// Attributes off first, so the rows are erased to the terminal's own background.
    /// Never ED from the screen's first cell: a band that a resize left at the top would
    /// then be "the whole screen", which tmux (`scroll-on-clear`, on by default) scrolls into
    /// the scrollback instead of erasing. So ED from the second column, then EL for the first.
    package static let clearingFromCursor = "\u{1B}[0m\u{1B}[2G\u{1B}[J\r\u{1B}[K"

    /// The bytes that blank the region's rows by their numbers and leave the cursor at the
    /// start of its first row: for a crash, where the cursor may be anywhere in the band.
    package var clearingBytes: String {
        var s = "\u{1B}[0m"
        for row in top..<bottom { s += "\u{1B}[\(row + 1)H\u{1B}[2K" }
        return s + "\u{1B}[\(top + 1)H"
    }
}
