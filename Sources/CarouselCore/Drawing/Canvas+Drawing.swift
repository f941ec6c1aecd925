/// Drawing into a canvas: one character, text a grapheme cluster at a time, filled rectangles.
extension Canvas {
    /// Display width of a scalar, as `TextWidth.of`, with the common cases (ASCII, Latin,
    /// box drawing and geometric shapes) answered without the table walk.
    @inline(__always)
    package static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
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
    fileprivate static func place(
        _ scalar: UInt32, displayWidth w: Int, x: Int, y: Int, style: UInt32, areaMaxX: Int,
        canvasWidth width: Int, in cells: UnsafeMutableBufferPointer<Cell>
    ) {
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
        var pen = Pen(
            column: x, y: y, limit: limit, area: area, rowInside: y >= area.y && y < area.maxY,
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
                        guard i + length <= n else { break }  // cannot happen in a String
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
            Canvas.place(
                character, displayWidth: w, x: column, y: y, style: style, areaMaxX: area.maxX,
                canvasWidth: canvasWidth, in: buffer)
        }
    }

    /// Writes `text` from column `x` on row `y`, wide characters taking two columns, cut at `clip` (and at the canvas); returns the column after it.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        write(text[...], x: x, y: y, style: style, clip: clip)
    }

    /// Control characters become visible placeholders so they can never reach the terminal.
    @inline(__always)
    package static func visible(_ s: Unicode.Scalar) -> Unicode.Scalar {
        switch s.value {
        case 0x09: return " "
        case 0..<0x20: return Unicode.Scalar(0x2400 + s.value) ?? "?"  // ␀ … ␟
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
                        Self.place(
                            scalar.value, displayWidth: w, x: x, y: y, style: s, areaMaxX: width,
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
}
