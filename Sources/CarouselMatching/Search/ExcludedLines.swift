/// The lines fzf's `exclude` and `exclude-multi` took out of the picker: never matched, never
/// shown, until a `reload` brings new lines. Kept sorted, so that "is this line out" and "the
/// k-th line still in" are binary searches, whatever the input's size.
package struct ExcludedLines: Equatable, Sendable {
    package private(set) var lines: [Int] = []

    package init(_ lines: [Int] = []) {
        self.lines = Array(Set(lines)).sorted()
    }

    package var isEmpty: Bool { lines.isEmpty }
    package var count: Int { lines.count }

    package func contains(_ line: Int) -> Bool {
        let k = countBelow(line)
        return k < lines.count && lines[k] == line
    }

    package mutating func insert(_ line: Int) {
        let k = countBelow(line)
        if k < lines.count && lines[k] == line { return }
        lines.insert(line, at: k)
    }

    /// How many excluded lines come before `line`.
    package func countBelow(_ line: Int) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid] < line { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The `k`-th (0-based) of the lines `0..<total` that are not excluded; nil past the end.
    package func line(atPosition k: Int, of total: Int) -> Int? {
        guard k >= 0, k < total - count else { return nil }
        // The k-th kept line is k plus the excluded lines at or below it: step until it holds.
        var line = k
        while true {
            let below = countBelow(line + 1)
            let next = k + below
            if next == line { return contains(line) ? nil : line }
            line = next
        }
    }
}
