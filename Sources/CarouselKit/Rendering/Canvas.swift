/// A grid of styled cells that everything draws into; the terminal backend writes it out.
/// Like ratatui's buffer: widgets draw, they never talk to the terminal.
public struct Canvas: Equatable, Sendable {
    /// One terminal cell. A wide character occupies its cell and marks the next one as a
    /// continuation (`scalar == 0`).
    ///
    /// Stored as one 64-bit word (character, width and style packed without loss), so that
    /// comparing cells and rows, clearing and copying are plain integer work. A character of
    /// several scalars (a grapheme cluster) is kept in the canvas's `clusters` and the cell
    /// holds its index there, with `clusterFlag` set (scalars need only 21 bits).
    public struct Cell: Equatable, Sendable {
        /// Bits 0-31 the scalar, 32-35 the width, 36-63 the style (`Style.packed`, 28 bits).
        public private(set) var packed: UInt64

        /// In the scalar field: the rest is an index into the canvas's `clusters`.
        public static let clusterFlag: UInt32 = 1 << 31

        /// Whether the character is a cluster of several scalars, kept in `clusters`.
        @inline(__always)
        public var isCluster: Bool { UInt32(truncatingIfNeeded: packed) & Self.clusterFlag != 0 }

        /// The cluster's index in the pool (for a cell that `isCluster`).
        @inline(__always)
        public var clusterIndex: UInt32 { UInt32(truncatingIfNeeded: packed) & ~Self.clusterFlag }

        public init(scalar: UInt32, width: UInt8, style: Style) {
            packed = Self.pack(scalar: scalar, width: width, style: style.packed)
        }

        init(packed: UInt64) { self.packed = packed }

        @inline(__always)
        static func pack(scalar: UInt32, width: UInt8, style: UInt32) -> UInt64 {
            UInt64(scalar) | UInt64(width & 0xF) << 32 | UInt64(style) << 36
        }

        public var scalar: UInt32 {
            get { UInt32(truncatingIfNeeded: packed) }
            set { packed = packed & ~0xFFFF_FFFF | UInt64(newValue) }
        }

        public var width: UInt8 {
            get { UInt8(truncatingIfNeeded: packed >> 32) & 0xF }
            set { packed = packed & ~(0xF << 32) | UInt64(newValue & 0xF) << 32 }
        }

        public var style: Style {
            get { Style(packed: styleKey) }
            set { packed = packed & Self.characterBits | UInt64(newValue.packed) << 36 }
        }

        /// The style as a small integer: equal keys, equal styles.
        @inline(__always)
        public var styleKey: UInt32 { UInt32(truncatingIfNeeded: packed >> 36) }

        /// The character and its width: everything but the style.
        static let characterBits: UInt64 = 0xF_FFFF_FFFF

        public static let blank = Cell(scalar: 0x20, width: 1, style: .plain)
        public static let continuation = Cell(scalar: 0, width: 0, style: .plain)

        /// A space in this cell's style (what is left when half of a wide character goes).
        @inline(__always)
        var spaceKeepingStyle: Cell { Cell(packed: packed & ~Self.characterBits | Self.pack(scalar: 0x20, width: 1, style: 0)) }
    }

    /// A part of the canvas whose content moves as one along an axis (the carousel's strip
    /// of cards), and where that content is: a coordinate that moves with it, so that two
    /// frames' positions differ by how far it moved. What the frame encoder needs to shift
    /// the cells already on the terminal instead of writing them again; only a hint, as the
    /// encoder checks that shifting pays before it does.
    public struct ScrollingContent: Equatable, Sendable {
        public var rect: Rect
        public var axis: Axis
        /// Where the content is along `axis`, in cells (grows as it moves right or down).
        public var position: Int

        public init(rect: Rect, axis: Axis, position: Int) {
            self.rect = rect
            self.axis = axis
            self.position = position
        }
    }

    public private(set) var width: Int
    public private(set) var height: Int
    public internal(set) var cells: [Cell]
    /// The content that scrolls in this frame, if any (cleared by `reset`).
    public var scrollingContent: ScrollingContent?
    /// The characters of more than one scalar that cells point to (emptied by `reset`).
    public internal(set) var clusters = ClusterPool()

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Resizes (clearing) or just clears, reusing storage.
    public mutating func reset(width: Int, height: Int) {
        scrollingContent = nil
        clusters.removeAll()
        let w = max(0, width), h = max(0, height)
        if w != self.width || h != self.height {
            self.width = w; self.height = h
            cells = Array(repeating: .blank, count: w * h)
        } else {
            cells.withUnsafeMutableBufferPointer { Self.fill($0, with: .blank) }
        }
    }

    /// Sets every cell of `buffer` to `cell`: one cell, then copies of what is already set,
    /// doubling, so that the bulk goes through `memcpy`'s wide moves rather than a store a cell.
    static func fill(_ buffer: UnsafeMutableBufferPointer<Cell>, with cell: Cell) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        base.pointee = cell
        var done = 1
        while done < buffer.count {
            let n = min(done, buffer.count - done, copyChunk)
            (base + done).update(from: base, count: n)
            done += n
        }
    }

    /// Copies `count` cells in pieces of at most `copyChunk`.
    static func copy(_ source: UnsafePointer<Cell>, to target: UnsafeMutablePointer<Cell>, count: Int) {
        var done = 0
        while done < count {
            let n = min(count - done, copyChunk)
            (target + done).update(from: source + done, count: n)
            done += n
        }
    }

    /// 2 KiB: `memcpy` moves this much with vector registers; beyond it, glibc switches to
    /// `rep movsb`, no faster here and far dearer under an instruction-counting profiler.
    static let copyChunk = 256

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
    }

    /// The text a cell shows: its character with any marks, "" for the second half of a
    /// wide one.
    public func text(of cell: Cell) -> String {
        if cell.width == 0 { return "" }
        if cell.isCluster { return clusters[cell.clusterIndex] }
        return String(Character(Unicode.Scalar(cell.scalar) ?? " "))
    }

    /// Display width of a scalar, as `TextWidth.of`, with the common cases (ASCII, Latin,
    /// box drawing and geometric shapes) answered without the table walk.
    @inline(__always)
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return v < 0x20 || (v >= 0x7F && v < 0xA0) ? 0 : 1 }
        if v >= 0x2500 && v <= 0x25FC { return 1 }
        return TextWidth.of(scalar)
    }

    /// Puts one character; wide ones that do not fit are replaced by a space.
    public mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: Style, clip: Rect? = nil) {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard area.contains(x: x, y: y) else { return }
        let w = Self.displayWidth(scalar)
        guard w > 0 else { return }
        let width = self.width
        let s = style.packed
        cells.withUnsafeMutableBufferPointer { buffer in
            Self.place(scalar.value, displayWidth: w, x: x, y: y, style: s, areaMaxX: area.maxX, canvasWidth: width, in: buffer)
        }
    }

    /// `put` on the storage, for a point already known to be inside the area.
    @inline(__always)
    fileprivate static func place(_ scalar: UInt32, displayWidth w: Int, x: Int, y: Int, style: UInt32, areaMaxX: Int,
                              canvasWidth width: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
        let i = y * width + x
        // Never leave half of a wide character behind.
        if cells[i].width == 0, x > 0 { cells[i - 1] = cells[i - 1].spaceKeepingStyle }
        if cells[i].width == 2, x + 1 < width { cells[i + 1] = cells[i + 1].spaceKeepingStyle }
        if w == 2 {
            guard x + 1 < areaMaxX else {
                cells[i] = Cell(packed: Cell.pack(scalar: 0x20, width: 1, style: style))
                return
            }
            if cells[i + 1].width == 2, x + 2 < width { cells[i + 2] = cells[i + 2].spaceKeepingStyle }
            cells[i] = Cell(packed: Cell.pack(scalar: scalar, width: 2, style: style))
            cells[i + 1] = Cell(packed: Cell.pack(scalar: 0, width: 0, style: style))
        } else {
            cells[i] = Cell(packed: Cell.pack(scalar: scalar, width: 1, style: style))
        }
    }

    /// Writes text from (x, y), clipped to `clip`; returns the column after the text.
    /// Control characters are shown as `�`-free visible marks, never written raw. Text is
    /// placed a grapheme cluster at a time (`ClusterShaping`): a letter keeps its marks,
    /// and the clip never splits a cluster or a wide character.
    @discardableResult
    public mutating func write(_ text: Substring, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        let limit = (clip ?? bounds).maxX
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        var pen = Pen(column: x, y: y, limit: limit, area: area, rowInside: y >= area.y && y < area.maxY,
                      style: style.packed, canvasWidth: width)
        // Native strings: decode the UTF-8 in place, without String's index checks, while
        // each scalar stands alone; from the first that may join a neighbour, by clusters.
        var clustersFrom: Int? = nil
        let fast: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            cells.withUnsafeMutableBufferPointer { buffer in
                var i = 0
                let n = bytes.count
                // Where the scalar drawn last began, in the text and on the row: a mark
                // after it joins it, and the cluster walk draws it again from there.
                var lastStart = 0, lastColumn = pen.column
                while i < n {
                    let b0 = bytes[i]
                    // Printable ASCII, most text: one column, drawn as it is.
                    if b0 >= 0x20 && b0 < 0x7F {
                        lastStart = i; lastColumn = pen.column
                        i += 1
                        if !pen.drawNarrow(UInt32(b0), in: buffer) { break }
                        continue
                    }
                    var value = UInt32(b0)
                    let start = i
                    if b0 < 0x80 {
                        i += 1
                    } else {
                        let length = b0 >= 0xF0 ? 4 : (b0 >= 0xE0 ? 3 : 2)
                        guard i + length <= n else { break }   // cannot happen in a String
                        value &= length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07)
                        for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
                        i += length
                        if value >= 0x300 && !ClusterShaping.standsAlone(value) {
                            clustersFrom = start > 0 ? lastStart : 0
                            if start > 0 { pen.column = lastColumn }
                            return
                        }
                    }
                    lastStart = start; lastColumn = pen.column
                    if !pen.draw(Unicode.Scalar(value) ?? "\u{FFFD}", in: buffer) { break }
                }
            }
        }
        if fast == nil { clustersFrom = 0 }
        if let start = clustersFrom {
            drawClusters(text[text.utf8.index(text.utf8.startIndex, offsetBy: start)...], pen: &pen)
        }
        return pen.column
    }

    /// `write`, a cluster at a time: one scalar goes in a cell as it is; several are shown
    /// as `ClusterShaping` parts them, each part of more than one scalar kept in `clusters`.
    private mutating func drawClusters(_ text: Substring, pen: inout Pen) {
        var pool = ClusterPool()
        swap(&pool, &clusters)
        defer { swap(&pool, &clusters) }
        cells.withUnsafeMutableBufferPointer { buffer in
            for character in text {
                let scalars = character.unicodeScalars
                guard let first = scalars.first else { continue }
                if scalars.index(after: scalars.startIndex) == scalars.endIndex || first.value < 0x20 {
                    // One scalar, or CR LF (each shown as its visible symbol).
                    for s in scalars where !pen.drawOutOfLine(s, in: buffer) { return }
                    continue
                }
                for part in ClusterShaping.parts(of: character) {
                    if part.scalars.count == 1 {
                        if !pen.drawOutOfLine(part.scalars[0], in: buffer) { return }
                        continue
                    }
                    if pen.column >= pen.limit { return }
                    if pen.shows(pen.column) {
                        var text = String.UnicodeScalarView()
                        text.append(contentsOf: part.scalars)
                        let index = pool.index(of: String(text))
                        pen.place(index.map { Cell.clusterFlag | $0 } ?? 0xFFFD, width: part.width, in: buffer)
                    }
                    pen.column += part.width
                }
            }
        }
    }

    /// Where `write` has got to on its row.
    private struct Pen {
        var column: Int
        let y: Int, limit: Int, area: Rect, rowInside: Bool, style: UInt32, canvasWidth: Int

        /// Draws one scalar as `put` would and moves on; false once past the limit.
        @inline(__always)
        mutating func draw(_ scalar: Unicode.Scalar, in buffer: UnsafeMutableBufferPointer<Cell>) -> Bool {
            if column >= limit { return false }
            let visible = Canvas.visible(scalar)
            let w = Canvas.displayWidth(visible)
            if w == 0 { return true }
            if shows(column) { place(visible.value, width: w, in: buffer) }
            column += w
            return true
        }

        /// `draw` for a character known to be visible and one column wide.
        @inline(__always)
        mutating func drawNarrow(_ character: UInt32, in buffer: UnsafeMutableBufferPointer<Cell>) -> Bool {
            if column >= limit { return false }
            if shows(column) { place(character, width: 1, in: buffer) }
            column += 1
            return true
        }

        /// `draw` for the cluster walk, so that `draw` stays inlined in the scalar loop.
        @inline(never)
        mutating func drawOutOfLine(_ scalar: Unicode.Scalar, in buffer: UnsafeMutableBufferPointer<Cell>) -> Bool {
            draw(scalar, in: buffer)
        }

        /// Whether a character starting at `column` is inside the clip.
        @inline(__always)
        func shows(_ column: Int) -> Bool { rowInside && column >= area.x && column < area.maxX }

        /// Places a character (a scalar, or a cluster's flagged index) at the pen.
        @inline(__always)
        func place(_ character: UInt32, width w: Int, in buffer: UnsafeMutableBufferPointer<Cell>) {
            Canvas.place(character, displayWidth: w, x: column, y: y, style: style, areaMaxX: area.maxX,
                         canvasWidth: canvasWidth, in: buffer)
        }
    }

    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        write(text[...], x: x, y: y, style: style, clip: clip)
    }

    /// Control characters become visible placeholders so they can never reach the terminal.
    @inline(__always)
    static func visible(_ s: Unicode.Scalar) -> Unicode.Scalar {
        switch s.value {
        case 0x09: return " "
        case 0..<0x20: return Unicode.Scalar(0x2400 + s.value) ?? "?"   // ␀ … ␟
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "?"
        default: return s
        }
    }

    /// Fills a rectangle with a character.
    public mutating func fill(_ rect: Rect, with scalar: Unicode.Scalar = " ", style: Style) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let w = Self.displayWidth(scalar)
        guard w > 0 else { return }
        let width = self.width
        let s = style.packed
        cells.withUnsafeMutableBufferPointer { buffer in
            guard w == 1 else {
                // Wide characters: one at a time, exactly as `put` places them.
                for y in r.y..<r.maxY {
                    for x in r.x..<r.maxX {
                        Self.place(scalar.value, displayWidth: w, x: x, y: y, style: s, areaMaxX: width,
                                   canvasWidth: width, in: buffer)
                    }
                }
                return
            }
            // A run of narrow characters ends the same as putting them one by one: only a
            // wide character cut at either end of the run leaves a space behind.
            let cell = Cell(packed: Cell.pack(scalar: scalar.value, width: 1, style: s))
            for y in r.y..<r.maxY {
                let first = y * width + r.x, last = y * width + r.maxX - 1
                if buffer[first].width == 0, r.x > 0 { buffer[first - 1] = buffer[first - 1].spaceKeepingStyle }
                if buffer[last].width == 2, r.maxX < width { buffer[last + 1] = buffer[last + 1].spaceKeepingStyle }
                UnsafeMutableBufferPointer(rebasing: buffer[first...last]).update(repeating: cell)
            }
        }
    }

    /// The canvas as plain text lines (trailing spaces kept), for tests and golden files.
    public var lines: [String] {
        (0..<height).map { y in
            var line = String.UnicodeScalarView()
            for x in 0..<width {
                let c = cells[y * width + x]
                if c.width == 0 { continue }
                if c.isCluster {
                    line.append(contentsOf: clusters[c.clusterIndex].unicodeScalars)
                } else {
                    line.append(Unicode.Scalar(c.scalar) ?? " ")
                }
            }
            return String(line)
        }
    }

    public var text: String { lines.joined(separator: "\n") }
}

extension TerminalColor {
    /// Ten bits without loss: 0 the default, 1-256 basic, 257-512 indexed.
    @inline(__always)
    var packed: UInt32 {
        switch self {
        case .default: return 0
        case .basic(let n): return 1 + UInt32(n)
        case .indexed(let n): return 257 + UInt32(n)
        }
    }

    @inline(__always)
    init(packed: UInt32) {
        switch packed {
        case 0: self = .default
        case 1...256: self = .basic(UInt8(packed - 1))
        default: self = .indexed(UInt8(truncatingIfNeeded: packed - 257))
        }
    }
}

extension Style {
    /// The style in 25 bits without loss: foreground, background, then the five flags.
    @inline(__always)
    public var packed: UInt32 {
        var bits = foreground.packed | background.packed << 10
        if bold { bits |= 1 << 20 }
        if dim { bits |= 1 << 21 }
        if reverse { bits |= 1 << 22 }
        if underline { bits |= 1 << 23 }
        if italic { bits |= 1 << 24 }
        return bits
    }

    /// The style a `packed` value stands for.
    public init(packed bits: UInt32) {
        self.init(foreground: TerminalColor(packed: bits & 0x3FF), background: TerminalColor(packed: bits >> 10 & 0x3FF),
                  bold: bits & 1 << 20 != 0, dim: bits & 1 << 21 != 0,
                  reverse: bits & 1 << 22 != 0, underline: bits & 1 << 23 != 0, italic: bits & 1 << 24 != 0)
    }
}
