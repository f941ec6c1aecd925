import CarouselMatching

/// `--filter`'s output: the matches in rank order, each line as it came (with `--ansi`
/// without its escapes). Finding a line in the store and copying it out are the run's last
/// serial work, cache misses mostly (ranked lines are scattered over the input): a batch's
/// two halves are put together on two threads, then written in order, so the output never
/// holds more than a batch.
enum RankedLinePrinter {
    /// Lines a batch; each thread puts half of one together.
    static let batch = 1 << 15

    /// `copies`: the matching lines copied out of a file read in place, whose pages have gone
    /// (each line is read there rather than from the store).
    static func print(
        _ indices: [Int], from store: LineStore, copies: MatchedLineCopies? = nil, stripsEscapes: Bool, to out: LineWriter,
        threads: Int = 2
    ) {
        // Only read while printing: nothing appends to the store any more.
        nonisolated(unsafe) let store = store
        let terminator = out.terminator
        var first = 0
        while first < indices.count {
            let end = min(indices.count, first + 2 * batch)
            let halves = [first..<min(end, first + batch), min(end, first + batch)..<end].filter { !$0.isEmpty }
            let work = ChunkedWork<[UInt8]>(chunks: halves.count, empty: [])
            ChunkedWork<[UInt8]>.perform(threads: min(threads, halves.count)) { _ in
                while let k = work.claim() {
                    work.store(
                        k, lines(indices[halves[k]], store, copies: copies, stripsEscapes: stripsEscapes, terminator: terminator))
                }
            }
            for part in work.all ?? [] { part.withUnsafeBufferPointer { out.writeRaw($0) } }
            first = end
        }
    }

    private static func lines(
        _ indices: ArraySlice<Int>, _ store: LineStore, copies: MatchedLineCopies?, stripsEscapes: Bool, terminator: UInt8
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(indices.count * 64)
        for index in indices {
            withLine(index, store, copies) { line in
                if stripsEscapes && ANSIStripping.needsStripping(line) {
                    ANSIStripping.strip(line, into: &bytes)
                } else {
                    bytes.append(contentsOf: line)
                }
            }
            bytes.append(terminator)
        }
        return bytes
    }

    /// Line `index`'s bytes, from its copy when there is one, else from the store.
    static func withLine(_ index: Int, _ store: LineStore, _ copies: MatchedLineCopies?, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if copies?.withBytes(at: index, body) == nil { store.withBytes(at: index, body) }
    }
}
