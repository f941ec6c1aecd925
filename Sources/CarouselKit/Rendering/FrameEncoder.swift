#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the screen showing one canvas into the screen showing the next, as the bytes an
/// ANSI (xterm-like) terminal understands: for each run of changed cells a cursor move
/// (only when the cursor is not already there), an SGR (only when the style changes), then
/// the characters as UTF-8 (a grapheme cluster whole, base and marks: a terminal puts a
/// mark on the character written just before it). What ncurses' `doupdate` does for the
/// carousel, without its cursor-cost search: the carousel's screens change in a few runs
/// per row, and a move costs at most a dozen bytes.
///
/// The sequences: CUP `ESC[row;colH` (1-based; `ESC[rowH` for the first column), CUF
/// `ESC[nC` when hopping over a few unchanged cells on the same row is cheaper, SGR
/// `ESC[...m` (0 reset; 1 bold, 2 dim, 3 italic, 4 underline, 7 reverse; 30-37, 39, 38;5;N; 40-47,
/// 49, 48;5;N), ED `ESC[2J` (only in a full repaint, which starts `ESC[0m ESC[H ESC[2J`).
///
/// ```swift
/// var encoder = FrameEncoder(depth: .full)
/// var bytes: [UInt8] = []
/// encoder.encode(canvas, into: &bytes)   // the first frame: a full repaint
/// bytes.removeAll(keepingCapacity: true)
/// encoder.encode(canvas, into: &bytes)   // nothing changed: no bytes
/// ```
///
/// The encoder keeps its own copy of the last frame, so it allocates only when the size
/// changes. The cursor and the style it leaves are remembered from one frame to the next;
/// `invalidate()` forgets them and the screen (the next frame is a full repaint).
public struct FrameEncoder: Sendable {
    /// Colours: none (attributes only), the 8 basic ones, or 256.
    public let depth: Theme.Depth
    /// What the terminal can do to shift cells that moved (nothing: the plain diff).
    public let capabilities: Capabilities
    private var previous: [Canvas.Cell] = []
    private var previousWidth = -1, previousHeight = -1
    private var forceFull = true
    /// Where the cursor is (0-based), nil when not known (start, or after the last column,
    /// where a terminal is in its "pending wrap" state).
    var cursorRow: Int? = nil, cursorColumn: Int? = nil
    /// The effective style last sent, nil when not known.
    var sgr: UInt32? = nil
    /// The last frame's scrolling content: where it was tells how far it moved since.
    private var previousContent: Canvas.ScrollingContent?
    /// Per row of the strip, what shifting it saves (kept between frames: no allocation).
    var shiftRowGains: [Int?] = []
    /// The scroll region (DECSTBM, 0-based rows) left set on the terminal, nil when it is
    /// the whole screen. Kept from one frame to the next, so that a vertical flick scrolls
    /// with SU/SD alone instead of setting and resetting the region every frame; whoever
    /// hands the terminal back sends `scrollRegionReset` (see `leavesScrollRegionSet`).
    var scrollRegion: Range<Int>? = nil

    /// Whether the terminal was left with a scroll region narrower than the screen: the
    /// bytes that hand the terminal back (suspend, exit, a crash) must reset it.
    public var leavesScrollRegionSet: Bool { scrollRegion != nil }
    /// The clusters on the screen: the copy of it points here, as canvases' pools are
    /// emptied every frame (see `ClusterPool.adopt`).
    var clusters = ClusterPool()
    /// A frame with clusters, re-indexed into `clusters` (kept: no allocation).
    private var adopted: [Canvas.Cell] = []

    /// `capabilities` are what the terminal can do to shift cells (see
    /// `FrameEncoder+Shifting`); none by default: only cursor moves, SGR and text.
    public init(depth: Theme.Depth, capabilities: Capabilities = []) {
        self.depth = depth
        self.capabilities = capabilities
    }

    /// The next frame repaints everything and assumes nothing about the cursor or style
    /// (after a resize, a suspend, or anything else that wrote to the terminal).
    public mutating func invalidate() {
        forceFull = true
        cursorRow = nil; cursorColumn = nil
        sgr = nil
        // Not known any more either: the full repaint resets it to be sure.
        if scrollRegion != nil { scrollRegion = 0..<0 }
    }

    /// Appends to `bytes` what turns the last frame encoded into `canvas` (everything, the
    /// first time, after `invalidate()` or when the size changed), and remembers `canvas`.
    public mutating func encode(_ canvas: Canvas, into bytes: inout [UInt8]) {
        let width = canvas.width, height = canvas.height
        let full = forceFull || width != previousWidth || height != previousHeight
        if full {
            if previous.count != width * height {
                previous = Array(repeating: .blank, count: width * height)
            } else {
                previous.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
            }
            previousWidth = width; previousHeight = height
            forceFull = false
        }
        // Taken out while in use (no copy), so that the encoding may change the rest of self.
        var last: [Canvas.Cell] = []
        swap(&last, &previous)
        // Plain cells (no cluster) are compared and written as they are: the common case.
        var frame: [Canvas.Cell] = []
        if !canvas.clusters.isEmpty {
            clusters.adopt(canvas, into: &adopted)
            swap(&frame, &adopted)
        }
        (frame.isEmpty ? canvas.cells : frame).withUnsafeBufferPointer { cells in
            last.withUnsafeMutableBufferPointer { old in
                if !full, !capabilities.isEmpty, let content = canvas.scrollingContent, let before = previousContent,
                   content.rect == before.rect, content.axis == before.axis {
                    shiftMovedContent(content, by: content.position &- before.position, screen: old, new: cells,
                                      width: width, height: height, into: &bytes)
                }
                // Rows that changed are copied into `old` as they are written: no whole-screen copy.
                encodeChanges(from: old, to: cells, width: width, height: height, fullRepaint: full, into: &bytes)
            }
        }
        if !frame.isEmpty { swap(&frame, &adopted) }
        swap(&last, &previous)
        clusters.compact(keeping: &previous)
        previousContent = canvas.scrollingContent
    }

    /// The bytes that turn a screen showing `old` (nil: whatever it shows; a full repaint)
    /// into one showing `new`, assuming nothing about the cursor or the current style.
    /// `old`, when given, must have the size of `new`.
    public static func encode(from old: Canvas?, to new: Canvas, depth: Theme.Depth, into bytes: inout [UInt8]) {
        encode(from: old, to: new, depth: depth, capabilities: [], into: &bytes)
    }

    /// The same, for a terminal that can do `capabilities`: with the scrolling content of
    /// `old` and `new`, the cells that moved are shifted rather than written again.
    public static func encode(from old: Canvas?, to new: Canvas, depth: Theme.Depth, capabilities: Capabilities,
                              into bytes: inout [UInt8]) {
        var encoder = FrameEncoder(depth: depth, capabilities: capabilities)
        if let old, old.width == new.width, old.height == new.height {
            encoder.previousContent = old.scrollingContent
            encoder.clusters.adopt(old, into: &encoder.previous)
            encoder.previousWidth = old.width; encoder.previousHeight = old.height
            encoder.forceFull = false
        }
        encoder.encode(new, into: &bytes)
        // A one-off stream assumes nothing afterwards: it leaves the whole screen scrolling.
        if encoder.scrollRegion != nil { append(scrollRegionReset, to: &bytes) }
    }

    // MARK: - Diffing

    private mutating func encodeChanges(from old: UnsafeMutableBufferPointer<Canvas.Cell>, to new: UnsafeBufferPointer<Canvas.Cell>,
                                        width: Int, height: Int, fullRepaint: Bool, into bytes: inout [UInt8]) {
        if fullRepaint {
            if scrollRegion != nil {
                Self.append(Self.scrollRegionReset, to: &bytes)
                scrollRegion = nil
            }
            // Reset, home, erase: every cell is now a plain blank, as `old` (all blanks) says.
            Self.append(Self.fullRepaintPrefix, to: &bytes)
            cursorRow = 0; cursorColumn = 0
            sgr = 0
        }
        guard width > 0 else { return }
        let repeats = capabilities.contains(.repeatCharacter) || capabilities.contains(.repeatASCII)
        let lineDrawing = capabilities.contains(.lineDrawingCharset)
        for y in 0..<height {
            let rowStart = y * width
            // Most rows did not change: one memcmp says so (cells are plain words).
            if memcmp(new.baseAddress! + rowStart, old.baseAddress! + rowStart,
                      width * MemoryLayout<Canvas.Cell>.stride) == 0 { continue }
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
                    if cell.width == 0 { k += 1; continue }   // a continuation whose head is at column 0
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
    mutating func moveCursor(row: Int, column: Int, over new: UnsafeBufferPointer<Canvas.Cell>, rowStart: Int,
                                     into bytes: inout [UInt8]) {
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
                    bytes.append(0x43)   // C
                    cursorColumn = column
                    return
                }
            }
        }
        // CUP, 1-based; the column is left out when it is the first, both at the origin.
        bytes.append(0x1B); bytes.append(0x5B)
        if row > 0 || column > 0 { Self.appendDecimal(row + 1, to: &bytes) }
        if column > 0 {
            bytes.append(0x3B)
            Self.appendDecimal(column + 1, to: &bytes)
        }
        bytes.append(0x48)   // H
        cursorRow = row; cursorColumn = column
    }

    /// After `cell` was written just before `column`: the copies of it that follow in the
    /// new row, written as one REP (`ESC[nb`, "repeat the preceding graphic character")
    /// where that is shorter than the characters themselves: a card's border, a rule, a
    /// run of blanks. Returns how many cells it wrote (0: none). Cells it covers that the
    /// screen already shows are rewritten with what they show.
    @inline(__always)
    private mutating func repeatLast(_ cell: Canvas.Cell, from column: Int, row: UnsafePointer<Canvas.Cell>, width: Int,
                                     into bytes: inout [UInt8]) -> Int {
        guard cell.width == 1, cell.scalar < 0x11_0000, column < width, row[column] == cell, cursorColumn == column,
              cell.scalar < 0x80 || capabilities.contains(.repeatCharacter) else { return 0 }
        var n = 1
        while column + n < width && row[column + n] == cell { n += 1 }
        let length = Self.utf8Length(cell.scalar)
        guard 3 + (n > 1 ? Self.digits(n) : 0) < n * length else { return 0 }
        bytes.append(0x1B); bytes.append(0x5B)
        if n > 1 { Self.appendDecimal(n, to: &bytes) }
        bytes.append(0x62)   // b
        let next = column + n
        cursorColumn = next < width ? next : nil
        if cursorColumn == nil { cursorRow = nil }
        return n
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

    // MARK: - Styles

    /// A space shows only its background (and underline or reverse, when it has them):
    /// its foreground, bold and dim are invisible. Two cells that look the same on screen
    /// need no writing; the canvas's cards fill their insides with spaces in the text's
    /// colour, which a plain blank (what a scroll or a shift brings in) already shows.
    @inline(__always)
    static func looksSame(_ a: Canvas.Cell, _ b: Canvas.Cell) -> Bool {
        if a == b { return true }
        let character = Canvas.Cell.characterBits, space: UInt64 = 0x1_0000_0020   // width 1, U+0020
        guard a.packed & character == space, b.packed & character == space else { return false }
        let background = UInt64(0x3FF) << 46, visibleFlags = UInt64(reverseBit | underlineBit) << 36
        return a.packed & visibleFlags == 0 && b.packed & visibleFlags == 0
            && a.packed & background == b.packed & background
    }

    /// Flags in `Style.packed`.
    private static let boldBit: UInt32 = 1 << 20, dimBit: UInt32 = 1 << 21
    private static let reverseBit: UInt32 = 1 << 22, underlineBit: UInt32 = 1 << 23
    private static let italicBit: UInt32 = 1 << 24
    private static let flagBits: UInt32 = 0x1F << 20

    /// The style as this terminal shows it: colours dropped (none) or brought down to the
    /// 8 basic ones (basic), so that styles that look the same compare the same.
    @inline(__always)
    func effectiveStyle(_ key: UInt32) -> UInt32 {
        switch depth {
        case .full: return key
        case .none: return key & Self.flagBits
        case .basic:
            return key & Self.flagBits | Self.basicPacked(key & 0x3FF) | Self.basicPacked(key >> 10 & 0x3FF) << 10
        }
    }

    /// A packed colour (0 default, 1-256 basic, 257-512 indexed) as a basic one.
    @inline(__always)
    private static func basicPacked(_ c: UInt32) -> UInt32 {
        switch c {
        case 0: return 0
        case 1...256: return 1 + (c - 1) & 7
        default: return 1 + UInt32(TerminalColor.basicApproximation(UInt8(truncatingIfNeeded: c - 257)))
        }
    }

    /// Sends the SGR that takes the terminal from the current style to `style`: only what
    /// changed when nothing is to be turned off, else a reset and everything `style` has.
    mutating func appendSGR(to style: UInt32, into bytes: inout [UInt8]) {
        bytes.append(0x1B); bytes.append(0x5B)
        var first = true
        let from: UInt32
        if let current = sgr, current & Self.flagBits & ~style == 0 {
            from = current
        } else {
            from = 0
            Self.parameter(0, &first, &bytes)
        }
        let added = style & Self.flagBits & ~from
        if added & Self.boldBit != 0 { Self.parameter(1, &first, &bytes) }
        if added & Self.dimBit != 0 { Self.parameter(2, &first, &bytes) }
        if added & Self.italicBit != 0 { Self.parameter(3, &first, &bytes) }
        if added & Self.underlineBit != 0 { Self.parameter(4, &first, &bytes) }
        if added & Self.reverseBit != 0 { Self.parameter(7, &first, &bytes) }
        let fg = style & 0x3FF, bg = style >> 10 & 0x3FF
        if fg != from & 0x3FF { Self.colour(fg, base: 30, &first, &bytes) }
        if bg != from >> 10 & 0x3FF { Self.colour(bg, base: 40, &first, &bytes) }
        bytes.append(0x6D)   // m
        sgr = style
    }

    @inline(__always)
    private static func parameter(_ n: Int, _ first: inout Bool, _ bytes: inout [UInt8]) {
        if !first { bytes.append(0x3B) }
        first = false
        appendDecimal(n, to: &bytes)
    }

    @inline(__always)
    private static func colour(_ c: UInt32, base: Int, _ first: inout Bool, _ bytes: inout [UInt8]) {
        switch c {
        case 0: parameter(base + 9, &first, &bytes)
        case 1...256: parameter(base + Int((c - 1) & 7), &first, &bytes)
        default:
            parameter(base + 8, &first, &bytes)
            parameter(5, &first, &bytes)
            parameter(Int(c - 257), &first, &bytes)
        }
    }

    // MARK: - Bytes

    /// SGR reset, cursor home, erase the screen.
    public static let fullRepaintPrefix: [UInt8] = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

    @inline(__always)
    static func append(_ s: [UInt8], to bytes: inout [UInt8]) {
        for b in s { bytes.append(b) }
    }

    @inline(__always)
    static func digits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : String(n).count
    }

    /// `n` (not negative) in decimal: the digits worked out last to first in a small buffer
    /// and appended first to last, without recursion (a frame of many moves sends hundreds).
    @inline(__always)
    static func appendDecimal(_ n: Int, to bytes: inout [UInt8]) {
        if n < 10 { bytes.append(0x30 + UInt8(truncatingIfNeeded: n)); return }
        if n < 100 {
            bytes.append(0x30 + UInt8(truncatingIfNeeded: n / 10)); bytes.append(0x30 + UInt8(truncatingIfNeeded: n % 10))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes: more than Int.max has digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var k = buffer.count, m = n.magnitude
            repeat {
                k -= 1
                buffer[k] = 0x30 + UInt8(truncatingIfNeeded: m % 10)
                m /= 10
            } while m > 0
            bytes.append(contentsOf: buffer[k...])
        }
    }

    @inline(__always)
    static func utf8Length(_ v: UInt32) -> Int {
        v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4
    }

    @inline(__always)
    static func appendUTF8(_ v: UInt32, to bytes: inout [UInt8]) {
        if v < 0x80 {
            bytes.append(UInt8(v))
        } else if v < 0x800 {
            bytes.append(0xC0 | UInt8(v >> 6)); bytes.append(0x80 | UInt8(v & 0x3F))
        } else if v < 0x10000 {
            bytes.append(0xE0 | UInt8(v >> 12)); bytes.append(0x80 | UInt8(v >> 6 & 0x3F)); bytes.append(0x80 | UInt8(v & 0x3F))
        } else {
            bytes.append(0xF0 | UInt8(v >> 18)); bytes.append(0x80 | UInt8(v >> 12 & 0x3F))
            bytes.append(0x80 | UInt8(v >> 6 & 0x3F)); bytes.append(0x80 | UInt8(v & 0x3F))
        }
    }
}
