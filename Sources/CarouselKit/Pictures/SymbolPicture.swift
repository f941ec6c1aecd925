import CarouselCore

/// A picture drawn with cells: each cell the upper half block `▀`, its foreground the top
/// half's colour and its background the bottom's (the nearest of the 256; the frame encoder
/// brings them down to the terminal's depth). It works in every terminal, tmux included,
/// and moves with its card like any text. Made once for a size, drawn every frame.
package struct SymbolPicture: Equatable, Sendable {
    /// The cells' size and where they sit in the rectangle they were fitted into.
    package let columns: Int, rows: Int
    package let offsetX: Int, offsetY: Int
    /// Top and bottom colour of each cell, row by row; nil where the picture is transparent.
    let halves: [(top: TerminalColor?, bottom: TerminalColor?)]
    /// The cells, row by row, transparent in both halves: left blank in the background.
    package let clearCells: [Bool]

    package static func == (a: SymbolPicture, b: SymbolPicture) -> Bool {
        a.columns == b.columns && a.rows == b.rows && a.offsetX == b.offsetX && a.offsetY == b.offsetY
            && a.halves.elementsEqual(b.halves) { $0.top == $1.top && $0.bottom == $1.bottom }
    }

    /// The picture fitted into `columns` x `rows` cells of `cell` pixels, aspect kept, centred.
    package init(_ picture: Picture, columns boxColumns: Int, rows boxRows: Int, cell: CellPixelSize) {
        let box = (width: Int(Double(boxColumns) * cell.width), height: Int(Double(boxRows) * cell.height))
        let size = PictureScaling.fit(width: picture.width, height: picture.height, into: box)
        let cols = max(1, min(boxColumns, Int((Double(size.width) / cell.width).rounded())))
        let halfRows = max(1, min(2 * boxRows, Int((Double(size.height) / (cell.height / 2)).rounded())))
        guard boxColumns > 0, boxRows > 0, let small = PictureScaling.resample(picture, width: cols, height: halfRows) else {
            columns = 0; rows = 0; offsetX = 0; offsetY = 0; halves = []; clearCells = []
            return
        }
        columns = cols
        rows = (halfRows + 1) / 2
        offsetX = (boxColumns - cols) / 2
        offsetY = (boxRows - rows) / 2
        func colour(_ x: Int, _ y: Int) -> TerminalColor? {
            guard y < halfRows else { return nil }
            let (r, g, b, a) = small.pixel(x: x, y: y)
            return a < 128 ? nil : TerminalColor.nearestIndexed(red: r, green: g, blue: b)
        }
        var cells: [(top: TerminalColor?, bottom: TerminalColor?)] = []
        cells.reserveCapacity(cols * rows)
        for row in 0..<rows {
            for x in 0..<cols { cells.append((colour(x, 2 * row), colour(x, 2 * row + 1))) }
        }
        halves = cells
        clearCells = cells.map { $0.top == nil && $0.bottom == nil }
    }

    /// Draws it into `rect` (the one it was fitted to), within `clip`; transparent halves
    /// show `background`.
    package func draw(in canvas: inout Canvas, rect: Rect, clip: Rect, background: TerminalColor) {
        for row in 0..<rows {
            for x in 0..<columns {
                let (top, bottom) = halves[row * columns + x]
                let cx = rect.x + offsetX + x, cy = rect.y + offsetY + row
                switch (top, bottom) {
                case (nil, nil): continue
                case (let t?, let b):
                    canvas.put("▀", x: cx, y: cy, style: Style(foreground: t, background: b ?? background), clip: clip)
                case (nil, let b?):
                    canvas.put("▄", x: cx, y: cy, style: Style(foreground: b, background: background), clip: clip)
                }
            }
        }
    }
}
