/// Splits the terminal into the regions of a carousel of one: a status row, the query and
/// header rows, the strip its cards scroll in, the page control, the decision overlay and
/// the help row (lanes have `LanesLayout`). Rows are given up from the least to the most
/// important as the terminal shrinks; below a minimum the whole screen is one line saying so.
package struct ScreenLayout: Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var statusRow: Int?
    package var topRuleRow: Int?
    /// A line of the caller's above the cards (`--header`), under the status line and rule.
    package var headerRow: Int?
    /// Every header row, from `headerRow` (`--header` and `--header-lines` give several).
    package var headerRows: Range<Int>?
    /// The picker's query line (prompt, query, matches), under the status line.
    package var queryRow: Int?
    /// The strip a carousel of one scrolls in (full width when horizontal).
    package var strip: Rect
    package var pageControlRow: Int?
    /// A line of the caller's under the cards (`--footer`), below the lower rule.
    package var footerRow: Int?
    package var bottomRuleRow: Int?
    package var detailRows: Range<Int>?
    package var helpRow: Int?
    /// True when not even a small card fits: the screen shows a one-line note.
    package var isTooSmall: Bool

    package static let minimumWidth = 16
    package static let minimumHeight = 5

    /// The screen of a carousel of one. The query line is under the status line, or, with
    /// `queryAtBottom` (fzf's default layout, its prompt at the bottom), the screen's last row.
    /// Without `showsRules` (fzf's `--no-separator`) the rows of the rules go to the cards.
    package init(
        width: Int, height: Int, showsDetails: Bool, showsHeader: Bool = false, headerLines: Int = 1, showsQuery: Bool = false,
        queryAtBottom: Bool = false, showsRules: Bool = true, showsFooter: Bool = false
    ) {
        self.init(empty: width, height)
        isTooSmall = width < Self.minimumWidth || height < Self.minimumHeight
        guard !isTooSmall else { return }
        var top = 0, bottom = height
        statusRow = 0; top = 1
        if showsQuery && !queryAtBottom { queryRow = 1; top = 2 }
        if showsQuery && queryAtBottom { bottom -= 1; queryRow = bottom }
        if height >= 12 && showsRules { topRuleRow = top; top += 1 }
        if showsHeader && height >= 6 {
            // A header of several lines takes at most a quarter of the screen.
            let rows = max(1, min(headerLines, height / 4))
            headerRow = top
            headerRows = top..<(top + rows)
            top += rows
        }
        if height >= 9 { bottom -= 1; helpRow = bottom }
        if showsDetails && height >= 20 {
            bottom -= 3; detailRows = bottom..<(bottom + 3)
        } else if showsDetails && height >= 16 {
            bottom -= 2; detailRows = bottom..<(bottom + 2)
        }
        if showsFooter && height >= 8 { bottom -= 1; footerRow = bottom }
        if height >= 12 && showsRules { bottom -= 1; bottomRuleRow = bottom }
        if height >= 6 { bottom -= 1; pageControlRow = bottom }
        // A blank row above the page control when there is room to breathe.
        let stripBottom = height >= 14 ? bottom - 1 : bottom
        strip = Rect(x: 0, y: top, width: width, height: max(0, stripBottom - top))
        if strip.height < 3 { isTooSmall = true }
    }

    /// Nothing placed yet, and too small until something is.
    package init(empty width: Int, _ height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        statusRow = nil; queryRow = nil; topRuleRow = nil; headerRow = nil; headerRows = nil; pageControlRow = nil; footerRow = nil;
        bottomRuleRow = nil
        detailRows = nil; helpRow = nil
        strip = Rect(x: 0, y: 0, width: 0, height: 0)
        isTooSmall = true
    }
}
