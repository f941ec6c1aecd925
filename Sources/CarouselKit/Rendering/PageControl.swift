/// `UIPageControl` in a line of text: `○ ○ ● ○ ○`, compressed with `…` when there are
/// more pages than fit, always showing the first page, the last, and the current page's
/// neighbourhood.
public enum PageControl {
    public enum Symbol: Equatable, Sendable {
        case page(Int, current: Bool)
        case ellipsis
        public var character: Character {
            switch self {
            case .page(_, let current): return current ? "●" : "○"
            case .ellipsis: return "…"
            }
        }
    }

    /// Symbols for `count` pages with `current` highlighted; each takes two cells (dot and
    /// space), so at most `(width + 1) / 2` of them.
    public static func symbols(count: Int, current: Int, width: Int) -> [Symbol] {
        guard count > 0, width >= 1 else { return [] }
        let slots = max(1, (width + 1) / 2)
        if count <= slots {
            return (0..<count).map { .page($0, current: $0 == current) }
        }
        if slots < 5 { return [.page(current, current: true)] }
        let window = slots - 4
        var start = current - window / 2
        start = max(1, min(start, count - 1 - window))
        let end = start + window - 1
        var result: [Symbol] = [.page(0, current: current == 0)]
        if start > 1 { result.append(.ellipsis) }
        for p in start...end { result.append(.page(p, current: p == current)) }
        if end < count - 2 { result.append(.ellipsis) }
        result.append(.page(count - 1, current: current == count - 1))
        return result
    }

    /// The symbols as a line of text: `○ ● ○ … ○`.
    public static func line(count: Int, current: Int, width: Int) -> String {
        String(symbols(count: count, current: current, width: width).map(\.character)
            .flatMap { [$0, " "] }.dropLast())
    }
}
