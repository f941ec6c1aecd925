import CarouselCore
import Dispatch

/// A search's lines cut into chunks that the threads claim one at a time as each comes free,
/// rather than one fixed half each: on two cores shared with other programs a thread the
/// machine slows takes fewer chunks instead of keeping the other waiting at the end. Each
/// chunk's part keeps its chunk's place, so the outcome never depends on who did which.
package final class ChunkedWork<Part>: @unchecked Sendable {
    package let chunks: Int
    private let parts: UnsafeMutablePointer<Part>
    private let lock = ReadWriteLock()
    private var next = 0
    private var stopped = false

    package init(chunks: Int, empty: Part) {
        self.chunks = max(0, chunks)
        parts = .allocate(capacity: max(1, self.chunks))
        parts.initialize(repeating: empty, count: self.chunks)
    }

    deinit {
        parts.deinitialize(count: chunks)
        parts.deallocate()
    }

    /// The next chunk nobody has taken; nil when all are, or the work was given up.
    package func claim() -> Int? {
        lock.writing {
            guard !stopped, next < chunks else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Gives the work up: no chunk is handed out any more, and `all` is nil.
    package func stop() { lock.writing { stopped = true } }

    /// Written once, by the thread that claimed `chunk`.
    package func store(_ chunk: Int, _ part: Part) { parts[chunk] = part }

    /// Every chunk's part in chunk order, once every thread is done; nil if given up.
    package var all: [Part]? {
        lock.writing { stopped } ? nil : Array(UnsafeBufferPointer(start: parts, count: chunks))
    }

    /// Runs `body` on `threads` threads at once (on this one alone when one); each claims
    /// chunks until none is left.
    package static func perform(threads: Int, _ body: @Sendable (Int) -> Void) {
        if threads <= 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: threads, execute: body) }
    }
}

extension LineFilter {
    /// Sorted runs merged into one, pairs of runs at once on `threads` threads, level after
    /// level (never the growing result merged again with each run); nil once `isCancelled`
    /// says so between two merges.
    package static func mergeRuns(_ runs: [[RankKey]], threads: Int, isCancelled: @Sendable () -> Bool = { false }) -> [RankKey]? {
        var level = runs.filter { !$0.isEmpty }
        while level.count > 1 {
            if isCancelled() { return nil }
            let pairs = level.count / 2
            let work = ChunkedWork<[RankKey]>(chunks: pairs, empty: [])
            let current = level
            ChunkedWork<[RankKey]>.perform(threads: min(threads, pairs)) { _ in
                while let k = work.claim() {
                    if isCancelled() { work.stop(); return }
                    work.store(k, merge([current[2 * k], current[2 * k + 1]]))
                }
            }
            guard var next = work.all else { return nil }
            if level.count % 2 == 1 { next.append(level[level.count - 1]) }
            level = next
        }
        return level.first ?? []
    }
}
