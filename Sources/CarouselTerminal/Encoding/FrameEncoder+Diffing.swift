import CarouselCore
import CarouselPlatform

/// The diff: each run of changed cells written with the cheapest cursor move, and runs of one character as REP.
extension FrameEncoder {
    /// Writes what changed from `old` to `new` and copies each changed row into `old`.
    /// Internal, not private, only for `encode` in FrameEncoder.swift.
    mutating func encodeChanges(
        from old: UnsafeMutableBufferPointer<Canvas.Cell>, to new: UnsafeBufferPointer<Canvas.Cell>,
        width: Int, height: Int, fullRepaint: Bool, into bytes: inout [UInt8]
    ) {
        if fullRepaint {
            if scrollRegion != nil {
                Self.append(Self.scrollRegionReset, to: &bytes)
                scrollRegion = nil
            }
            // Reset, home, erase: every cell is now a plain blank, as `old` (all blanks) says.
            if inlineTop != nil {
                eraseInlineRows(height: height, into: &bytes)
            } else {
                Self.append(Self.fullRepaintPrefix, to: &bytes)
                cursorRow = 0; cursorColumn = 0
            }
            sgr = 0
        }
        guard width > 0 else { return }
        let repeats = capabilities.contains(.repeatCharacter) || capabilities.contains(.repeatASCII)
        let lineDrawing = capabilities.contains(.lineDrawingCharset)
        for y in 0..<height {
            let rowStart = y * width
            // Most rows did not change: one memcmp says so (cells are plain words).
            if memcmp(
                new.baseAddress! + rowStart, old.baseAddress! + rowStart,
                width * MemoryLayout<Canvas.Cell>.stride) == 0
            {
                continue
            }
            var x = 0
            while x < width {
                if Self.looksSame(new[rowStart + x], old[rowStart + x]) { x += 1; continue }
                // Start on a whole character, never on the second half of a wide one.
                var start = x
                if new[rowStart + x].width == 0 && x > 0 { start = x - 1 }
                moveCursor(row: y, column: start, over: new, rowStart: rowStart, into: &bytes)
                // Write the changed run: cells up to the next unchanged one.
                var k = start
                while k < width {
                    let cell = new[rowStart + k]
                    if k > x && Self.looksSame(cell, old[rowStart + k]) { break }
                    if cell.width == 0 { k += 1; continue }  // a continuation whose head is at column 0
                    // Runs start with two alike: most cells are not one and skip both calls.
                    let runFollows = k + 1 < width && new[rowStart + k + 1] == cell
                    if lineDrawing && runFollows {
                        let n = writeLineDrawingRun(cell, column: k, row: new.baseAddress! + rowStart, width: width, into: &bytes)
                        if n > 0 { k += n; continue }
                    }
                    writeCell(cell, column: k, width: width, into: &bytes)
                    k += Int(cell.width)
                    if repeats && runFollows {
                        k += repeatLast(cell, from: k, row: new.baseAddress! + rowStart, width: width, into: &bytes)
                    } else if runFollows && !lineDrawing {
                        k += writeCopies(
                            of: cell, from: k, new: new.baseAddress! + rowStart, old: old.baseAddress! + rowStart,
                            width: width, into: &bytes)
                    }
                }
                x = max(k, x + 1)
            }
            // The row is now what the terminal shows.
            (old.baseAddress! + rowStart).update(from: new.baseAddress! + rowStart, count: width)
        }
    }

    /// Puts the cursor at (`row`, `column`): nothing when it is there, else the cheapest of
    /// rewriting the unchanged cells in between (same style, a few bytes), CUF, or CUP.
    mutating func moveCursor(
        row: Int, column: Int, over new: UnsafeBufferPointer<Canvas.Cell>, rowStart: Int,
        into bytes: inout [UInt8]
    ) {
        if cursorRow == row, let c = cursorColumn {
            if c == column { return }
            if c < column {
                let gap = column - c
                let cufCost = gap == 1 ? 3 : 3 + Self.digits(gap)
                // Rewriting cells the screen already shows is harmless when their style is the
                // current one: compare its bytes with the move's.
                if gap <= 4, let current = sgr, new[rowStart + c].width != 0 {
                    var cost = 0
                    var k = c
                    while k < column {
                        let cell = new[rowStart + k]
                        if cell.width != 0 {
                            if effectiveStyle(cell.styleKey) != current || cell.isCluster { cost = .max; break }
                            cost += Self.utf8Length(cell.scalar)
                        }
                        k += 1
                    }
                    if cost <= cufCost {
                        k = c
                        while k < column {
                            let cell = new[rowStart + k]
                            if cell.width != 0 { Self.appendUTF8(cell.scalar, to: &bytes) }
                            k += 1
                        }
                        cursorColumn = column
                        return
                    }
                }
                let cupCost = 3 + (row == 0 && column == 0 ? 0 : 1) + Self.digits(row + 1) + (column == 0 ? 0 : 1 + Self.digits(column + 1))
                if cufCost < cupCost {
                    bytes.append(0x1B); bytes.append(0x5B)
                    if gap > 1 { Self.appendDecimal(gap, to: &bytes) }
                    bytes.append(0x43)  // C
                    cursorColumn = column
                    return
                }
            }
        }
        // Inline, never a row number: see `moveWithinBand`.
        if inlineTop != nil {
            moveWithinBand(row: row, column: column, into: &bytes)
            return
        }
        // CUP, 1-based; the column is left out when it is the first, both at the origin.
        bytes.append(0x1B); bytes.append(0x5B)
        if row > 0 || column > 0 { Self.appendDecimal(row + 1, to: &bytes) }
        if column > 0 {
            bytes.append(0x3B)
            Self.appendDecimal(column + 1, to: &bytes)
        }
        bytes.append(0x48)  // H
        cursorRow = row; cursorColumn = column
    }

    /// After `cell` was written just before `column`: the copies of it that follow in the
    /// new row, written as one REP (`ESC[nb`, "repeat the preceding graphic character")
    /// where that is shorter than the characters themselves: a card's border, a rule, a
    /// run of blanks. Returns how many cells it wrote (0: none). Cells it covers that the
    /// screen already shows are rewritten with what they show.
    @inline(__always)
    private mutating func repeatLast(
        _ cell: Canvas.Cell, from column: Int, row: UnsafePointer<Canvas.Cell>, width: Int,
        into bytes: inout [UInt8]
    ) -> Int {
        guard cell.width == 1, cell.scalar < 0x11_0000, column < width, row[column] == cell, cursorColumn == column,
            cell.scalar < 0x80 || capabilities.contains(.repeatCharacter)
        else { return 0 }
        var n = 1
        while column + n < width && row[column + n] == cell { n += 1 }
        let length = Self.utf8Length(cell.scalar)
        guard 3 + (n > 1 ? Self.digits(n) : 0) < n * length else { return 0 }
        bytes.append(0x1B); bytes.append(0x5B)
        if n > 1 { Self.appendDecimal(n, to: &bytes) }
        bytes.append(0x62)  // b
        let next = column + n
        cursorColumn = next < width ? next : nil
        if cursorColumn == nil { cursorRow = nil }
        return n
    }

    /// After `cell` was written just before `column`, where the terminal repeats nothing (GNU
    /// screen): the copies of it that follow and changed (a border, a rule, a run of blanks),
    /// written in one go. The same bytes as cell by cell, without working out each one's style,
    /// width and cursor again. Returns how many cells it wrote.
    @inline(__always)
    private mutating func writeCopies(
        of cell: Canvas.Cell, from column: Int, new row: UnsafePointer<Canvas.Cell>,
        old: UnsafePointer<Canvas.Cell>, width: Int, into bytes: inout [UInt8]
    ) -> Int {
        guard cell.width == 1, !cell.isCluster, cursorColumn == column else { return 0 }
        var end = column
        while end < width && row[end] == cell && !Self.looksSame(cell, old[end]) {
            Self.appendUTF8(cell.scalar, to: &bytes)
            end += 1
        }
        if end > column {
            cursorColumn = end < width ? end : nil
            if cursorColumn == nil { cursorRow = nil }
        }
        return end - column
    }

    /// Writes one (head) cell at the cursor, which is at `column`, setting its style first.
    @inline(__always)
    private mutating func writeCell(_ cell: Canvas.Cell, column: Int, width: Int, into bytes: inout [UInt8]) {
        let style = effectiveStyle(cell.styleKey)
        if sgr != style { appendSGR(to: style, into: &bytes) }
        if cell.isCluster {
            // The whole cluster: its base and marks, which the terminal puts in one cell.
            clusters.appendUTF8(cell.clusterIndex, to: &bytes)
        } else {
            Self.appendUTF8(cell.scalar, to: &bytes)
        }
        let next = column + Int(cell.width)
        // Past the last column a terminal waits to wrap: where the cursor is, is not known.
        cursorColumn = next < width ? next : nil
        if cursorColumn == nil { cursorRow = nil }
    }
}
