/// `UIPageControl` in a line of text: `○ ○ ● ○ ○`, compressed with `…` when there are
/// more pages than fit, always showing the first page, the last, and the current page's
/// neighbourhood.
package enum PageControl {
    package enum Symbol: Equatable, Sendable {
        case page(Int, current: Bool)
        case ellipsis
        package var character: Character {
            switch self {
            case .page(_, let current): return current ? "●" : "○"
            case .ellipsis: return "…"
            }
        }
    }

    /// Symbols for `count` pages with `current` highlighted; each takes two cells (dot and
    /// space), so at most `(width + 1) / 2` of them.
    package static func symbols(count: Int, current: Int, width: Int) -> [Symbol] {
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
    package static func line(count: Int, current: Int, width: Int) -> String {
        String(
            symbols(count: count, current: current, width: width).map(\.character)
                .flatMap { [$0, " "] }.dropLast())
    }
}

/// Where a flick's projection `P` fell, shown on the page control while the flick settles,
/// so that a person sees "it would have coasted to 10, the strategy took 2".
package enum ProjectionMark: Equatable, Sendable {
    /// On the symbol at this index (a dot, or the ellipsis that hides the page).
    case symbol(Int)
    /// Before the first page or past the last: an arrow at that end of the dots.
    case beforeFirst
    case afterLast

    /// The mark's glyph on a dot or ellipsis.
    package static let glyph: Unicode.Scalar = "◆"

    /// The mark for projected page `projected` (unclamped; it may lie beyond either end), or
    /// `nil` when the projection fell on the page the content is going to.
    package static func locate(projected: Int, target: Int?, count: Int, symbols: [PageControl.Symbol]) -> ProjectionMark? {
        guard count > 0, !symbols.isEmpty else { return nil }
        if projected == target { return nil }
        if projected < 0 { return .beforeFirst }
        if projected > count - 1 { return .afterLast }
        var previousPage = -1
        for (k, symbol) in symbols.enumerated() {
            switch symbol {
            case .page(let p, _):
                if p == projected { return .symbol(k) }
                previousPage = p
            case .ellipsis:
                // The ellipsis stands for the pages between its neighbours.
                let nextPage: Int =
                    k + 1 < symbols.count ? { if case .page(let p, _) = symbols[k + 1] { return p } else { return Int.max } }() : Int.max
                if projected > previousPage && projected < nextPage { return .symbol(k) }
            }
        }
        // A page control too narrow for anything but the current page.
        return projected < (symbols.first.flatMap { if case .page(let p, _) = $0 { return p } else { return nil } } ?? 0)
            ? .beforeFirst : .afterLast
    }
}
