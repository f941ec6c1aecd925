/// The working memory of one matching thread, grown as needed and reused from line to line,
/// so that matching millions of lines allocates nothing per line.
///
/// One thread owns each scratch and nothing holds on to its buffers across calls, so the
/// runtime's exclusivity checks (a call into the runtime at every access, several a line)
/// are left out of its properties: they were a tenth of a search's instructions.
package final class MatchScratch {
    @exclusivity(unchecked) private var line = Buffer<UInt32>()
    /// The line's characters as compared (case and accents folded).
    @exclusivity(unchecked) package private(set) var folded = Buffer<UInt32>()
    @exclusivity(unchecked) package private(set) var bonus = Buffer<Int16>()
    @exclusivity(unchecked) package private(set) var firstRowScore = Buffer<Int16>()
    @exclusivity(unchecked) package private(set) var firstRowRun = Buffer<Int16>()
    @exclusivity(unchecked) package private(set) var firstOccurrence = Buffer<Int32>()
    @exclusivity(unchecked) package private(set) var score = Buffer<Int16>()
    @exclusivity(unchecked) package private(set) var run = Buffer<Int16>()

    package init() {}

    package func lineBuffer(capacity: Int) -> UnsafeMutablePointer<UInt32> { line.reserve(capacity) }

    /// Room for a line of `n` characters and a term of `m`.
    package func prepareRows(n: Int, m: Int) {
        _ = folded.reserve(n)
        _ = bonus.reserve(n)
        _ = firstRowScore.reserve(n)
        _ = firstRowRun.reserve(n)
        _ = firstOccurrence.reserve(m)
    }

    /// Room for the whole score matrix: `cells` cells.
    package func prepareMatrix(cells: Int) {
        _ = score.reserve(cells)
        _ = run.reserve(cells)
    }

    deinit {
        line.release(); folded.release(); bonus.release(); firstRowScore.release()
        firstRowRun.release(); firstOccurrence.release(); score.release(); run.release()
    }

    /// A grow-only block of memory.
    package struct Buffer<Element> {
        package private(set) var pointer: UnsafeMutablePointer<Element> = .allocate(capacity: 256)
        private var capacity = 256

        package mutating func reserve(_ n: Int) -> UnsafeMutablePointer<Element> {
            if n > capacity {
                pointer.deallocate()
                capacity = max(n, capacity &* 2)
                pointer = .allocate(capacity: capacity)
            }
            return pointer
        }

        package func release() { pointer.deallocate() }

        package subscript(i: Int) -> Element {
            get { pointer[i] }
            nonmutating set { pointer[i] = newValue }
        }
    }
}
