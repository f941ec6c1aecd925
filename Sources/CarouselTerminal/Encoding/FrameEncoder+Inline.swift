/// Inline frames (`--height`): the canvas is a band of rows under the prompt, not the
/// screen. The encoder never names a row there: the cursor waits at the band's first row
/// between frames, and every move is made from where it is (line feeds down, CUU up, CR or
/// CHA for the column). A terminal that moves its rows on a resize (tmux and others pull
/// lines back from the scrollback when they grow, drop them into it when they shrink)
/// moves the cursor with them, even while a frame is on its way: a frame written for the
/// old rows still lands in the band, never on the text above it. A row number would be
/// stale there. For the same reason no scroll region is set inline (DECSTBM names rows):
/// a vertical flick is drawn by the diff.
///
/// Down by line feeds, not CUD: where a shrink cut the band's lower rows, CUD would stop at
/// the bottom and the CUU back to the first row would go past it, onto the text above.
/// A frame's text is written with autowrap off, as fzf writes its own: a row written for a
/// wider window than the terminal now has is cut at the last column, instead of wrapping
/// onto the next row and, at the bottom, scrolling band rows into the scrollback.
extension FrameEncoder {
    /// DECAWM off and back on around an inline frame's text.
    static let autowrapOff: [UInt8] = Array("\u{1B}[?7l".utf8)
    static let autowrapOn: [UInt8] = Array("\u{1B}[?7h".utf8)

    /// Scroll regions shift rows only where the canvas is the whole screen.
    var shiftsWithScrollRegion: Bool { inlineTop == nil && capabilities.contains(.scrollRegion) }

    /// Attributes off, then each of the band's rows erased (EL 2), from the first down; the
    /// cursor is left at the start of its last row. Internal for the full repaint in
    /// FrameEncoder+Diffing.swift.
    mutating func eraseInlineRows(height: Int, into bytes: inout [UInt8]) {
        Self.append(Self.styleReset, to: &bytes)
        moveWithinBand(row: 0, column: 0, into: &bytes)
        Self.append(Self.eraseLine, to: &bytes)
        for _ in 1..<max(1, height) {
            bytes.append(0x0A)  // LF
            Self.append(Self.eraseLine, to: &bytes)
        }
        cursorRow = max(1, height) - 1; cursorColumn = 0
        inlineRow = max(1, height) - 1
    }

    /// Moves the cursor from the band's row it is on (`inlineRow`) to (`row`, `column`):
    /// down by line feeds (which, should the terminal have cut the band's lower rows, scroll
    /// it up as a whole rather than stop short), up by CUU, then CR or CHA.
    mutating func moveWithinBand(row: Int, column: Int, into bytes: inout [UInt8]) {
        if row > inlineRow {
            if column == 0 { bytes.append(0x0D) }  // CR
            for _ in inlineRow..<row { bytes.append(0x0A) }
        } else {
            if row < inlineRow {
                Self.append(Self.controlSequenceIntroducer, to: &bytes)
                if inlineRow - row > 1 { Self.appendDecimal(inlineRow - row, to: &bytes) }
                bytes.append(0x41)  // A: CUU
            }
            if column == 0 { bytes.append(0x0D) }
        }
        if column > 0 {
            Self.append(Self.controlSequenceIntroducer, to: &bytes)
            Self.appendDecimal(column + 1, to: &bytes)
            bytes.append(0x47)  // G: CHA
        }
        cursorRow = row; cursorColumn = column
        inlineRow = row
    }

    /// DECSTBM and its reset home the cursor to the screen's first row (never sent inline).
    mutating func noteCursorHomed() {
        cursorRow = 0; cursorColumn = 0
    }

    /// Leaves the cursor at the start of the canvas's first row (nothing when it is
    /// there): inline, where the terminal's cursor stays between frames, so that a
    /// terminal that moves its rows (a resize) reports where the band went.
    package mutating func parkCursor(into bytes: inout [UInt8]) {
        if cursorRow == 0 && cursorColumn == 0 && inlineRow == 0 { return }
        if inlineTop != nil {
            moveWithinBand(row: 0, column: 0, into: &bytes)
            return
        }
        Self.append(Self.controlSequenceIntroducer, to: &bytes)
        bytes.append(0x48)  // H
        cursorRow = 0; cursorColumn = 0
    }

    static let controlSequenceIntroducer: [UInt8] = [0x1B, 0x5B]
    static let eraseLine: [UInt8] = Array("\u{1B}[2K".utf8)
}
