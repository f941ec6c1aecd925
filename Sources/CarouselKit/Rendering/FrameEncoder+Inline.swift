/// Inline frames (`--height`): the canvas is a band of rows under the prompt, not the
/// screen. Every row is offset by `inlineTop`, a full repaint erases the band's rows one by
/// one (never the screen: the text above stays), and a scroll region set to shift rows is
/// set inside the band.
extension FrameEncoder {
    /// Attributes off, then each of the band's rows erased (EL 2); the cursor is left at
    /// the start of its last row. Internal for the full repaint in FrameEncoder+Diffing.swift.
    mutating func eraseInlineRows(top: Int, height: Int, into bytes: inout [UInt8]) {
        Self.append(Self.styleReset, to: &bytes)
        for y in 0..<max(1, height) {
            Self.append(Self.controlSequenceIntroducer, to: &bytes)
            Self.appendDecimal(top + y + 1, to: &bytes)
            bytes.append(0x48)   // H
            Self.append(Self.eraseLine, to: &bytes)
        }
        cursorRow = max(1, height) - 1; cursorColumn = 0
    }

    /// DECSTBM and its reset home the cursor to the screen's first row, which is the
    /// canvas's only when the canvas starts there.
    mutating func noteCursorHomed() {
        if (inlineTop ?? 0) == 0 {
            cursorRow = 0; cursorColumn = 0
        } else {
            cursorRow = nil; cursorColumn = nil
        }
    }

    /// Leaves the cursor at the start of the canvas's first row (nothing when it is
    /// there): inline, where the terminal's cursor stays between frames, so that a
    /// terminal that moves its rows (a resize) reports where the band went.
    public mutating func parkCursor(into bytes: inout [UInt8]) {
        if cursorRow == 0 && cursorColumn == 0 { return }
        Self.append(Self.controlSequenceIntroducer, to: &bytes)
        let row = inlineTop ?? 0
        if row > 0 { Self.appendDecimal(row + 1, to: &bytes) }
        bytes.append(0x48)   // H
        cursorRow = 0; cursorColumn = 0
    }

    static let controlSequenceIntroducer: [UInt8] = [0x1B, 0x5B]
    static let eraseLine: [UInt8] = Array("\u{1B}[2K".utf8)
}
