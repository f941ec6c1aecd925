/// A grid of styled cells that everything draws into; the terminal backend writes it out.
/// Like ratatui's buffer: widgets draw, they never talk to the terminal.
public struct Canvas: Equatable, Sendable {
    /// A part of the canvas whose content moves as one along an axis (a carousel's strip
    /// of cards), and where that content is: a coordinate that moves with it, so that two
    /// frames' positions differ by how far it moved. What the frame encoder needs to shift
    /// the cells already on the terminal instead of writing them again; only a hint, as the
    /// encoder checks that shifting pays before it does.
    package struct ScrollingContent: Equatable, Sendable {
        package var rect: Rect
        package var axis: Axis
        /// Where the content is along `axis`, in cells (grows as it moves right or down).
        package var position: Int

        package init(rect: Rect, axis: Axis, position: Int) {
            self.rect = rect
            self.axis = axis
            self.position = position
        }
    }

    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    @usableFromInline package var cells: [Cell]
    /// The parts of this frame whose content scrolls, one per strip of cards (the demo's
    /// one, each lane of a race); they never overlap. Emptied by `reset`, keeping its storage.
    package var scrollingRegions: [ScrollingContent] = []
    /// The pictures drawn in this frame as half blocks, where a terminal that draws pixels
    /// puts the real ones (emptied by `reset`).
    package var picturePlacements: [PicturePlacement] = []
    /// The characters of more than one scalar that cells point to (emptied by `reset`).
    package var clusters = ClusterPool()
    /// Where the focus is, for the terminal's cursor (see `Focus`); nil: nowhere in
    /// particular (emptied by `reset`).
    package var focus: Focus? = nil

    /// A blank canvas of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Resizes (clearing) or just clears, reusing storage.
    package mutating func reset(width: Int, height: Int) {
        scrollingRegions.removeAll(keepingCapacity: true)
        picturePlacements.removeAll(keepingCapacity: true)
        clusters.removeAll()
        focus = nil
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
    @inlinable
    package static func fill(_ buffer: UnsafeMutableBufferPointer<Cell>, with cell: Cell) {
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
    @inlinable
    package static func copy(_ source: UnsafePointer<Cell>, to target: UnsafeMutablePointer<Cell>, count: Int) {
        var done = 0
        while done < count {
            let n = min(count - done, copyChunk)
            (target + done).update(from: source + done, count: n)
            done += n
        }
    }

    /// 2 KiB: `memcpy` moves this much with vector registers; beyond it, glibc switches to
    /// `rep movsb`, no faster here and far dearer under an instruction-counting profiler.
    @usableFromInline package static let copyChunk = 256

    /// The whole canvas, as a rectangle from (0, 0).
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    @inlinable
    package subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
    }

    /// The text a cell shows: its character with any marks, "" for the second half of a
    /// wide one.
    package func text(of cell: Cell) -> String {
        if cell.width == 0 { return "" }
        if cell.isCluster { return clusters[cell.clusterIndex] }
        return String(Character(Unicode.Scalar(cell.scalar) ?? " "))
    }

    /// The canvas as plain text lines (trailing spaces kept), for tests and golden files.
    package var lines: [String] {
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

    package var text: String { lines.joined(separator: "\n") }
}
