import CarouselCore

/// Runs of box-drawing lines in the VT100's line-drawing character set. A card's border
/// is a run of `─`, three bytes of UTF-8 each: 222 bytes for a 74-column card, on every
/// frame that brings a border into view. Where REP repeats any character (xterm) that run
/// is `─ESC[73b`; where it repeats only ASCII (tmux) or not at all (urxvt), the run goes in
/// DEC Special Graphics, where `─` is the ASCII `q`: `ESC(0 q ESC[73b ESC(B` (12 bytes) or
/// `ESC(0 qqq…q ESC(B` (80). G0 is designated back to ASCII right after each run, so a
/// frame never leaves the terminal drawing lines for letters, and whatever writes to the
/// terminal next (the shell, a crash guard) starts from ASCII.
///
/// Only where the character set is known to work in a UTF-8 terminal (see
/// `Capabilities.lineDrawingCharset`): PuTTY, the Linux console and GNU screen ignore it there.
/// tmux keeps such cells as line-drawing characters and copies them out as `─` in copy
/// mode; its `capture-pane` prints them as the ASCII letters (with `-e`, between SO and SI).
extension FrameEncoder {
    /// `ESC ( 0`: G0 is DEC Special Graphics.
    static let lineDrawingOn: [UInt8] = [0x1B, 0x28, 0x30]
    /// `ESC ( B`: G0 is ASCII again.
    static let lineDrawingOff: [UInt8] = [0x1B, 0x28, 0x42]

    /// The ASCII letter that draws `scalar` in DEC Special Graphics, for the box-drawing
    /// characters the set has (light lines, square corners, tees and the cross); 0 for
    /// every other character.
    @inline(__always)
    static func lineDrawingLetter(_ scalar: UInt32) -> UInt8 {
        guard scalar >= 0x2500, scalar <= 0x253C else { return 0 }
        switch scalar {
        case 0x2500: return 0x71  // ─ q
        case 0x2502: return 0x78  // │ x
        case 0x250C: return 0x6C  // ┌ l
        case 0x2510: return 0x6B  // ┐ k
        case 0x2514: return 0x6D  // └ m
        case 0x2518: return 0x6A  // ┘ j
        case 0x251C: return 0x74  // ├ t
        case 0x2524: return 0x75  // ┤ u
        case 0x252C: return 0x77  // ┬ w
        case 0x2534: return 0x76  // ┴ v
        case 0x253C: return 0x6E  // ┼ n
        default: return 0
        }
    }

    /// The cost of REP for `count` more copies (`ESC[b`, `ESC[nb`).
    @inline(__always)
    static func repeatCost(_ count: Int) -> Int { 3 + (count > 1 ? digits(count) : 0) }

    /// With the cursor at `column`: when `cell` starts a run of identical cells that is
    /// cheaper in the line-drawing set than as UTF-8 (with REP where the terminal repeats
    /// any character), writes the run there and returns its length; else 0 and writes
    /// nothing. Cells of the run the screen already shows are rewritten with what they show.
    @inline(__always)
    mutating func writeLineDrawingRun(
        _ cell: Canvas.Cell, column: Int, row: UnsafePointer<Canvas.Cell>, width: Int,
        into bytes: inout [UInt8]
    ) -> Int {
        // Fewer than four alike never pay (the set's two switches are six bytes): the borders'
        // `│`, one at a time, leave here after two comparisons.
        guard column + 3 < width, row[column + 1] == cell, row[column + 3] == cell else { return 0 }
        let letter = cell.width == 1 && !cell.isCluster ? Self.lineDrawingLetter(cell.scalar) : 0
        guard letter != 0, cursorColumn == column else { return 0 }
        var n = 1
        while column + n < width && row[column + n] == cell { n += 1 }
        let length = Self.utf8Length(cell.scalar)
        let asUTF8 =
            capabilities.contains(.repeatCharacter) && n > 1
            ? length + min((n - 1) * length, Self.repeatCost(n - 1)) : n * length
        let asLetters = 6 + (capabilities.contains(.repeatASCII) && n > 1 ? 1 + min(n - 1, Self.repeatCost(n - 1)) : n)
        guard asLetters < asUTF8 else { return 0 }
        let style = effectiveStyle(cell.styleKey)
        if sgr != style { appendSGR(to: style, into: &bytes) }
        Self.append(Self.lineDrawingOn, to: &bytes)
        bytes.append(letter)
        if n > 1 {
            if capabilities.contains(.repeatASCII) && Self.repeatCost(n - 1) < n - 1 {
                bytes.append(0x1B); bytes.append(0x5B)
                if n > 2 { Self.appendDecimal(n - 1, to: &bytes) }
                bytes.append(0x62)  // b
            } else {
                for _ in 1..<n { bytes.append(letter) }
            }
        }
        Self.append(Self.lineDrawingOff, to: &bytes)
        let next = column + n
        // Past the last column a terminal waits to wrap: where the cursor is, is not known.
        cursorColumn = next < width ? next : nil
        if cursorColumn == nil { cursorRow = nil }
        return n
    }
}
