/// The matching lines of a file read in place, copied out chunk by chunk as they are found, so
/// that each chunk's pages can go as soon as it is matched: `--filter` then holds its matches
/// and never the whole file (a query matching a line in most pages held nearly all of them).
/// Lines are found by their index, as in the store; reading from several threads at once is
/// safe once every chunk is in.
package final class MatchedLineCopies: @unchecked Sendable {
    /// One chunk's matching lines: their indices (ascending), where each ends in `bytes`.
    package struct Chunk: Sendable {
        var lines: [UInt32] = []
        var ends: [UInt32] = []
        var bytes: [UInt8] = []

        package init() {}

        /// Adds line `index` (after every line added so far).
        mutating func append(_ index: Int, _ line: UnsafeBufferPointer<UInt8>) {
            lines.append(UInt32(truncatingIfNeeded: index))
            bytes.append(contentsOf: line)
            ends.append(UInt32(truncatingIfNeeded: bytes.count))
        }
    }

    private let chunks: [Chunk]
    private let linesPerChunk: Int

    init(chunks: [Chunk], linesPerChunk: Int) {
        self.chunks = chunks
        self.linesPerChunk = max(1, linesPerChunk)
    }

    /// The bytes held, for the memory they take.
    package var byteCount: Int { chunks.reduce(0) { $0 + $1.bytes.count + 8 * $1.lines.count } }

    /// Calls `body` with line `index`'s bytes as the store gave them; nil for a line not copied.
    package func withBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let k = index / linesPerChunk
        guard index >= 0, k < chunks.count else { return nil }
        let wanted = UInt32(truncatingIfNeeded: index)
        // Read in place, a line at a time while printing: the chunk is never copied.
        return chunks.withUnsafeBufferPointer { all -> R? in
            let lines = all[k].lines
            // The lines are ascending: a binary search for the index.
            var low = 0, high = lines.count
            while low < high {
                let mid = (low &+ high) / 2
                if lines[mid] < wanted { low = mid &+ 1 } else { high = mid }
            }
            guard low < lines.count, lines[low] == wanted else { return nil }
            let ends = all[k].ends
            let start = low == 0 ? 0 : Int(ends[low &- 1]), end = Int(ends[low])
            return all[k].bytes.withUnsafeBufferPointer { bytes in body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
        }
    }
}
