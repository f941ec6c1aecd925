/// The `limit` smallest match keys seen (the first cards, in fzf's order), kept in a heap
/// whose top is the worst of them: a line whose best possible key is not smaller than
/// `threshold` cannot get onto the screen, and need not be scored.
package struct TopKeys {
    package let limit: Int
    /// A max-heap.
    private var heap: [RankKey] = []

    package init(limit: Int) {
        self.limit = max(1, limit)
        heap.reserveCapacity(self.limit)
    }

    /// Keys from here on must be smaller than this to count.
    package var threshold: RankKey { heap.count < limit ? RankKey.max : heap[0] }

    package mutating func insert(_ key: RankKey) {
        if heap.count < limit {
            heap.append(key)
            var i = heap.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                guard heap[parent] < heap[i] else { break }
                heap.swapAt(parent, i)
                i = parent
            }
            return
        }
        guard key < heap[0] else { return }
        heap[0] = key
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var largest = i
            if l < heap.count, heap[l] > heap[largest] { largest = l }
            if r < heap.count, heap[r] > heap[largest] { largest = r }
            if largest == i { break }
            heap.swapAt(i, largest)
            i = largest
        }
    }

    package var sorted: [RankKey] { heap.sorted() }
}

/// The first keys of a set of matches in order: all of them (`isComplete`), or the best few.
package struct KeyPrefix: Sendable {
    package var keys: [RankKey]
    package var isComplete: Bool

    package static let empty = KeyPrefix(keys: [], isComplete: true)

    /// The prefix of the order of both sets together that both prefixes vouch for: merged,
    /// and cut where an incomplete one stops (past its last key, the other set's unseen keys
    /// could come first).
    package static func merged(_ a: KeyPrefix, _ b: KeyPrefix) -> KeyPrefix {
        if b.keys.isEmpty && b.isComplete { return a }
        if a.keys.isEmpty && a.isComplete { return b }
        let all = LineFilter.merge([a.keys, b.keys])
        let zero = RankKey(points: 0, order: 0)
        var cut: RankKey? = nil
        if !a.isComplete { cut = min(cut ?? .max, a.keys.last ?? zero) }
        if !b.isComplete { cut = min(cut ?? .max, b.keys.last ?? zero) }
        guard let cut else { return KeyPrefix(keys: all, isComplete: true) }
        var end = all.count
        while end > 0, all[end - 1] > cut { end -= 1 }
        return KeyPrefix(keys: Array(all[..<end]), isComplete: false)
    }
}
