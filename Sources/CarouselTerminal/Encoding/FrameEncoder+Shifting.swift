import CarouselCore
import CarouselPlatform

/// Shifting what moved: during a flick the whole strip of cards slides by a few columns
/// (rows when vertical) and nothing else in it changes. The canvas says where each strip is
/// and where its content is (`Canvas.scrollingRegions`: the demo's one strip, a race's
/// lanes); from two frames' positions the encoder knows each strip's shift, moves the cells
/// already on the terminal, and the diff that follows writes only what came into view and
/// what really changed. Strips are shifted one by one, each only where it pays.
///
/// How, by what the terminal can do (`Capabilities`):
/// - horizontal, row by row: DCH (`ESC[nP`) or ICH (`ESC[n@`) at the strip's left edge
///   (and the opposite at its right edge when the strip stops short of the screen's);
/// - horizontal, the whole strip at once: DECDC (`ESC[n'~`) or DECIC (`ESC[n'}`) inside a
///   scroll region (DECSTBM `ESC[t;br`), with left/right margins (DECLRMM `ESC[?69h`,
///   DECSLRM `ESC[l;rs`) when the strip is narrower than the screen: VT420 and xterm;
/// - vertical: a scroll region and SU/SD (`ESC[nS`, `ESC[nT`), or IND/RI (`ESC D`, `ESC M`).
///
/// The shift is only a hint: it is taken where the bytes saved (cells that would be
/// written again) outweigh the sequences it costs, and the encoder's copy of the screen
/// follows the terminal's every move, so that a wrong hint costs bytes, never a wrong
/// screen. Blanks that a shift brings in take the current background on terminals with
/// `bce`: the style is reset first, so that they are plain blanks everywhere. Rows holding
/// a wide character are not shifted sideways (terminals disagree about cutting one).
extension FrameEncoder {
    /// Shifts each region found in the last frame at the same place, along the same axis,
    /// by its content's move since. Regions do not overlap; were they to, the copy of the
    /// screen follows every shift, so that the diff still leaves the right screen.
    mutating func shiftMovedRegions(
        _ regions: [Canvas.ScrollingContent], since previous: [Canvas.ScrollingContent],
        screen: UnsafeMutableBufferPointer<Canvas.Cell>, new: UnsafeBufferPointer<Canvas.Cell>,
        width: Int, height: Int, into bytes: inout [UInt8]
    ) {
        for content in regions {
            guard let before = previous.first(where: { $0.rect == content.rect && $0.axis == content.axis }) else { continue }
            shiftMovedContent(
                content, by: content.position &- before.position, screen: screen, new: new,
                width: width, height: height, into: &bytes)
        }
    }

    /// Shifts the cells on the terminal (and in `screen`, the copy of what it shows) by
    /// the content's move since the last frame, where that saves bytes.
    private mutating func shiftMovedContent(
        _ content: Canvas.ScrollingContent, by delta: Int,
        screen: UnsafeMutableBufferPointer<Canvas.Cell>, new: UnsafeBufferPointer<Canvas.Cell>,
        width: Int, height: Int, into bytes: inout [UInt8]
    ) {
        let r = content.rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty, delta != 0, delta > Int.min / 2, delta < Int.max / 2 else { return }
        switch content.axis {
        case .horizontal:
            guard abs(delta) < r.width else { return }
            shiftColumns(r, by: delta, screen: screen, new: new, width: width, into: &bytes)
        case .vertical:
            guard abs(delta) < r.height, r.height >= 2, r.x == 0, r.maxX == width,
                shiftsWithScrollRegion
            else { return }
            shiftRows(r, by: delta, screen: screen, new: new, width: width, into: &bytes)
        }
    }

    // MARK: - Sideways

    private mutating func shiftColumns(
        _ r: Rect, by delta: Int, screen: UnsafeMutableBufferPointer<Canvas.Cell>,
        new: UnsafeBufferPointer<Canvas.Cell>, width: Int, into bytes: inout [UInt8]
    ) {
        let perRow = capabilities.contains(.insertDeleteCharacters)
        let whole = capabilities.contains(.columnsAndMargins) && shiftsWithScrollRegion && r.height >= 2
        guard perRow || whole else { return }
        let k = abs(delta)
        let fullWidth = r.x == 0 && r.maxX == width
        // What each row would save, and whether every row may be shifted at all.
        var wholeGain = 0, rowsGain = 0
        var everyRowShiftable = true
        if shiftRowGains.count < r.height { shiftRowGains = Array(repeating: nil, count: r.height) }
        for y in r.y..<r.maxY {
            let cost = rowShiftCost(y: y, r, k: k, width: width)
            // Row by row, knowing that a row pays is enough; the whole strip at once needs every gain.
            let gain = rowGain(
                y: y, r, by: delta, screen: UnsafeBufferPointer(screen), new: new, width: width,
                enough: whole ? nil : cost + 1)
            shiftRowGains[y - r.y] = gain
            guard let gain else { everyRowShiftable = false; continue }
            wholeGain += gain
            if gain > cost { rowsGain += gain - cost }
        }
        let wholeCost =
            4 + Self.digits(r.y + 1) + Self.digits(r.maxY) + 8 + Self.digits(r.y + 1) + Self.digits(r.x + 1)
            + 4 + Self.digits(k) + (fullWidth ? 0 : 19 + Self.digits(r.x + 1) + Self.digits(r.maxX))
        let useWhole = whole && everyRowShiftable && wholeGain - wholeCost > rowsGain && wholeGain > wholeCost
        guard useWhole || (perRow && rowsGain > 0) else { return }
        plainStyleForBlanks(into: &bytes)
        if useWhole {
            appendCSI(r.y + 1, r.maxY, final: 0x72, into: &bytes)  // DECSTBM
            if !fullWidth {
                Self.append(Self.leftRightMarginsOn, to: &bytes)
                appendCSI(r.x + 1, r.maxX, final: 0x73, into: &bytes)  // DECSLRM
            }
            cursorRow = nil; cursorColumn = nil  // both home the cursor; CUP says where
            moveCursor(row: r.y, column: r.x, over: UnsafeBufferPointer(screen), rowStart: r.y * width, into: &bytes)
            bytes.append(0x1B); bytes.append(0x5B)
            if k > 1 { Self.appendDecimal(k, to: &bytes) }
            bytes.append(0x27); bytes.append(delta < 0 ? 0x7E : 0x7D)  // ' ~ DECDC, ' } DECIC
            if !fullWidth { Self.append(Self.leftRightMarginsOff, to: &bytes) }
            Self.append(Self.scrollRegionReset, to: &bytes)
            scrollRegion = nil
            noteCursorHomed()
            for y in r.y..<r.maxY {
                let row = y * width
                if delta < 0 {
                    Self.delete(k, at: row + r.x, end: row + r.maxX, in: screen)
                } else {
                    Self.insert(k, at: row + r.x, end: row + r.maxX, in: screen)
                }
            }
            return
        }
        for y in r.y..<r.maxY {
            guard let gain = shiftRowGains[y - r.y], gain > rowShiftCost(y: y, r, k: k, width: width) else { continue }
            let row = y * width
            if delta < 0 {
                // DCH at the left edge; ICH where the strip ends puts the rest back.
                moveCursor(row: y, column: r.x, over: UnsafeBufferPointer(screen), rowStart: row, into: &bytes)
                appendCSI(k, final: 0x50, into: &bytes)
                Self.delete(k, at: row + r.x, end: row + width, in: screen)
                if r.maxX < width {
                    moveCursor(row: y, column: r.maxX - k, over: UnsafeBufferPointer(screen), rowStart: row, into: &bytes)
                    appendCSI(k, final: 0x40, into: &bytes)
                    Self.insert(k, at: row + r.maxX - k, end: row + width, in: screen)
                }
            } else {
                moveCursor(row: y, column: r.x, over: UnsafeBufferPointer(screen), rowStart: row, into: &bytes)
                appendCSI(k, final: 0x40, into: &bytes)
                Self.insert(k, at: row + r.x, end: row + width, in: screen)
                if r.maxX < width {
                    moveCursor(row: y, column: r.maxX, over: UnsafeBufferPointer(screen), rowStart: row, into: &bytes)
                    appendCSI(k, final: 0x50, into: &bytes)
                    Self.delete(k, at: row + r.maxX, end: row + width, in: screen)
                }
            }
        }
    }

    /// Bytes of cells in row `y` that the diff would no longer write after the shift (may
    /// be negative); nil when the row has a wide character the shift would move or cut.
    /// With `enough`, the count may stop once it reaches that many (a row that moved as a
    /// whole, the common case in a flick: one memcmp says so).
    private func rowGain(
        y: Int, _ r: Rect, by delta: Int, screen: UnsafeBufferPointer<Canvas.Cell>,
        new: UnsafeBufferPointer<Canvas.Cell>, width: Int, enough: Int? = nil
    ) -> Int? {
        let row = y * width
        // A row the frame leaves as it was gains nothing from a shift, and one of blanks
        // only loses nothing: most of the strip above and below the cards.
        if memcmp(new.baseAddress! + row, screen.baseAddress! + row, width * MemoryLayout<Canvas.Cell>.stride) == 0 {
            var blank = true
            for x in r.x..<r.maxX where screen[row + x] != .blank { blank = false; break }
            if blank { return 0 }
        }
        for x in r.x..<width where screen[row + x].width != 1 { return nil }
        let k = abs(delta)
        var gain = 0
        if delta > 0 && r.maxX < width {
            // ICH then DCH leave the last `k` cells of the line blank.
            for x in (width - k)..<width {
                gain += Self.writeCost(new[row + x], screen[row + x]) - Self.writeCost(new[row + x], .blank)
            }
        }
        let stride = MemoryLayout<Canvas.Cell>.stride
        if let enough, r.width > k,
            memcmp(
                new.baseAddress! + row + r.x + (delta < 0 ? 0 : k), screen.baseAddress! + row + r.x + (delta < 0 ? k : 0),
                (r.width - k) * stride) == 0
        {
            // After the shift only the `k` cells that came into view are left to write.
            let entering = delta < 0 ? (r.maxX - k)..<r.maxX : r.x..<(r.x + k)
            for x in entering { gain -= Self.writeCost(new[row + x], .blank) }
            for x in r.x..<r.maxX {
                gain += Self.writeCost(new[row + x], screen[row + x])
                if gain >= enough { break }
            }
            return gain
        }
        for x in r.x..<r.maxX {
            let want = new[row + x]
            let source = delta < 0 ? x + k : x - k
            let shifted = source >= r.x && source < r.maxX ? screen[row + source] : .blank
            gain += Self.writeCost(want, screen[row + x]) - Self.writeCost(want, shifted)
        }
        return gain
    }

    /// The bytes shifting one row takes: a cursor move and ICH or DCH, twice when the
    /// strip stops short of the right edge.
    private func rowShiftCost(y: Int, _ r: Rect, k: Int, width: Int) -> Int {
        let move = 4 + Self.digits(y + 1) + (r.x > 0 ? 1 + Self.digits(r.x + 1) : 0)
        let edit = 3 + (k > 1 ? Self.digits(k) : 0)
        return r.maxX < width ? 2 * (move + edit) + 4 : move + edit
    }

    // MARK: - The copy of the screen

    // The helpers below are internal, not private, only because the up-and-down shift in
    // FrameEncoder+ShiftingRows.swift uses them too.

    /// DCH (or DECDC, or SU on whole rows): the cells `start..<end` lose the first `n`,
    /// the rest move back by `n`, blanks come in at the end.
    static func delete(_ n: Int, at start: Int, end: Int, in cells: UnsafeMutableBufferPointer<Canvas.Cell>) {
        var i = start
        while i < end - n { cells[i] = cells[i + n]; i += 1 }
        while i < end { cells[i] = .blank; i += 1 }
    }

    /// ICH (or DECIC, or SD): `n` blanks at `start`, the rest moving on by `n` up to `end`.
    static func insert(_ n: Int, at start: Int, end: Int, in cells: UnsafeMutableBufferPointer<Canvas.Cell>) {
        var i = end - 1
        while i >= start + n { cells[i] = cells[i - n]; i -= 1 }
        while i >= start { cells[i] = .blank; i -= 1 }
    }

    /// What writing `want` over `shown` costs the diff: nothing when they are the same.
    @inline(__always)
    static func writeCost(_ want: Canvas.Cell, _ shown: Canvas.Cell) -> Int {
        looksSame(want, shown) ? 0 : (want.width == 0 ? 0 : utf8Length(want.scalar))
    }

    /// Blanks brought in by a shift take the current background (`bce`): plain ones, which
    /// a style with the default background and no reverse already gives.
    mutating func plainStyleForBlanks(into bytes: inout [UInt8]) {
        if let current = sgr, current & (0x3FF << 10 | 1 << 22) == 0 { return }
        Self.append(Self.styleReset, to: &bytes)
        sgr = 0
    }

    /// `ESC [ a final` (`a` left out when 1) or `ESC [ a ; b final`.
    func appendCSI(_ a: Int, _ b: Int? = nil, final: UInt8, into bytes: inout [UInt8]) {
        bytes.append(0x1B); bytes.append(0x5B)
        if let b {
            if a > 1 { Self.appendDecimal(a, to: &bytes) }
            bytes.append(0x3B)
            Self.appendDecimal(b, to: &bytes)
        } else if a > 1 {
            Self.appendDecimal(a, to: &bytes)
        }
        bytes.append(final)
    }

    static let styleReset: [UInt8] = Array("\u{1B}[m".utf8)
    static let scrollRegionReset: [UInt8] = Array("\u{1B}[r".utf8)
    static let leftRightMarginsOn: [UInt8] = Array("\u{1B}[?69h".utf8)
    /// Margins back to the whole width, then the mode off.
    static let leftRightMarginsOff: [UInt8] = Array("\u{1B}[s\u{1B}[?69l".utf8)
}
