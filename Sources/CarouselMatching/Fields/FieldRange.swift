/// One of fzf's field index expressions (`--with-nth`, `--nth`, `{2}`): `N`, `-N` (from the
/// end), `N..`, `..M`, `N..M`, `..` (every field). Fields count from 1; 0 is never a field.
///
/// ```swift
/// FieldRange.list("2..,1")   // [2..(last), 1...1]
/// ```
package struct FieldRange: Equatable, Sendable {
    /// nil: open at that end.
    package var begin: Int?
    package var end: Int?

    package init(begin: Int?, end: Int?) { self.begin = begin; self.end = end }

    /// One expression, or nil when it is not one (as fzf, a 0 anywhere is refused).
    package init?(_ text: String) {
        func number(_ s: Substring) -> Int? {
            guard let n = Int(s), n != 0 else { return nil }
            return n
        }
        if text == ".." { self.init(begin: nil, end: nil); return }
        if let dots = text.firstRange(of: "..") {
            let left = text[..<dots.lowerBound], right = text[dots.upperBound...]
            guard !right.contains(".") else { return nil }
            let begin = left.isEmpty ? nil : number(left)
            let end = right.isEmpty ? nil : number(right)
            if (!left.isEmpty && begin == nil) || (!right.isEmpty && end == nil) { return nil }
            self.init(begin: begin == 1 ? nil : begin, end: end == -1 ? nil : end)
            return
        }
        guard let n = number(Substring(text)) else { return nil }
        self.init(begin: n, end: n)
    }

    /// A comma-separated list of expressions, or nil when any is not one.
    package static func list(_ text: String) -> [FieldRange]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var ranges: [FieldRange] = []
        for part in parts {
            guard let range = FieldRange(String(part)) else { return nil }
            ranges.append(range)
        }
        return ranges.isEmpty ? nil : ranges
    }

    /// The 0-based indices of the fields this range picks out of `count`, in order.
    package func indices(among count: Int) -> [Int] {
        func resolve(_ n: Int) -> Int { n < 0 ? n + count + 1 : n }
        if let begin, begin == end {
            let n = resolve(begin)
            return n >= 1 && n <= count ? [n - 1] : []
        }
        let from = max(1, begin.map(resolve) ?? 1)
        let to = min(count, end.map(resolve) ?? count)
        return from <= to ? Array((from - 1)..<to) : []
    }
}
