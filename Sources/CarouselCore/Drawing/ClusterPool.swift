/// The characters of a canvas that are more than one scalar (a letter with its combining
/// marks, a Hangul syllable written as jamo, a flag), each kept once: a cell holds its
/// index instead of a scalar (`Canvas.Cell.isCluster`), as notcurses keeps an "egcpool"
/// beside its cells. Equal text gets the same index, so that equal cells are equal words.
///
/// A canvas's pool is emptied with the canvas; what keeps a copy of the screen across
/// frames (the frame encoder, the ncurses presenter) keeps a pool of its own, and
/// `adopt(_:into:)` re-indexes a canvas's cells into it.
package struct ClusterPool: Equatable, Sendable {
    /// The clusters, by index.
    package private(set) var texts: [String] = []
    private var indices: [String: UInt32] = [:]
    /// Indices must fit the scalar field beside the flag (21 bits).
    package static let capacity = 1 << 21

    package init() {}

    package var isEmpty: Bool { texts.isEmpty }
    package var count: Int { texts.count }

    /// The index of `text`, added if new; nil when the pool is full.
    package mutating func index(of text: String) -> UInt32? {
        if let i = indices[text] { return i }
        guard texts.count < Self.capacity else { return nil }
        let i = UInt32(texts.count)
        texts.append(text)
        indices[text] = i
        return i
    }

    /// The cluster at `index` (`�` for an index this pool never gave).
    package subscript(index: UInt32) -> String {
        Int(index) < texts.count ? texts[Int(index)] : "\u{FFFD}"
    }

    package mutating func removeAll() {
        guard !texts.isEmpty else { return }
        texts.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    package static func == (a: ClusterPool, b: ClusterPool) -> Bool { a.texts == b.texts }

    /// `canvas`'s cells, its cluster cells pointing into this pool instead of the canvas's
    /// own: for a copy of the screen compared with the frames that follow.
    package mutating func adopt(_ canvas: Canvas, into cells: inout [Canvas.Cell]) {
        let map = canvas.clusters.texts.map { index(of: $0) }
        if cells.count != canvas.cells.count {
            cells = canvas.cells
        } else {
            cells.withUnsafeMutableBufferPointer { out in
                canvas.cells.withUnsafeBufferPointer { _ = out.update(fromContentsOf: $0) }
            }
        }
        guard !map.isEmpty else { return }
        cells.withUnsafeMutableBufferPointer { out in
            for i in out.indices where out[i].isCluster {
                let local = Int(out[i].clusterIndex)
                if local < map.count, let mine = map[local] {
                    out[i].scalar = Canvas.Cell.clusterFlag | mine
                } else {
                    out[i].scalar = 0xFFFD
                }
            }
        }
    }

    /// Forgets every cluster `screen` does not show (re-indexing it), once the pool has
    /// grown past `limit`: a long run of ever new text costs no more than one screen's.
    package mutating func compact(keeping screen: inout [Canvas.Cell], limit: Int = 4096) {
        guard texts.count > limit else { return }
        var kept = ClusterPool()
        screen.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices where cells[i].isCluster {
                if let j = kept.index(of: self[cells[i].clusterIndex]) {
                    cells[i].scalar = Canvas.Cell.clusterFlag | j
                }
            }
        }
        self = kept
    }

    /// The UTF-8 of the cluster at `index`.
    @inline(__always)
    package func appendUTF8(_ index: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: self[index].utf8)
    }
}
