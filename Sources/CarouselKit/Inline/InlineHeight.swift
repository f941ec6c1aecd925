/// How tall an inline carousel is (`--height`, fzf's option): a number of rows, or a
/// percentage of the terminal's height. fzf's `~` prefix (shrink to the content) is
/// accepted and means the same here: the carousel always fills its rows.
///
/// ```swift
/// InlineHeight("10")                      // .rows(10)
/// InlineHeight("40%")?.rows(terminalHeight: 50)   // 20
/// InlineHeight("150%")                    // nil: more than the whole terminal
/// ```
package enum InlineHeight: Equatable, Sendable {
    case rows(Int)
    /// A share of the terminal's height, never fewer rows than `least` (fzf's `--min-height`).
    case percent(Int, least: Int = InlineHeight.leastPercentRows)
    /// The terminal's height less this many rows (fzf's `--height -N`).
    case allBut(Int)

    /// As fzf's `--min-height`: a percentage never gives fewer rows than this (nor more
    /// than the terminal has).
    package static let leastPercentRows = 10

    /// `N` (1 or more), `N%` (1 to 100) or `-N` (all rows but N), optionally after `~` (fzf's
    /// height for the input's size: taken, and the band keeps its height); nil for anything else.
    package init?(_ text: String) {
        var body = Substring(text)
        if body.hasPrefix("~") { body = body.dropFirst() }
        let allBut = body.hasPrefix("-")
        if allBut { body = body.dropFirst() }
        let isPercent = body.hasSuffix("%")
        if isPercent { body = body.dropLast() }
        guard !body.isEmpty, body.count <= 9, body.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(body) else {
            return nil
        }
        if allBut {
            guard !isPercent else { return nil }
            self = .allBut(n)
        } else if isPercent {
            guard (1...100).contains(n) else { return nil }
            self = .percent(n)
        } else {
            guard n >= 1 else { return nil }
            self = .rows(n)
        }
    }

    /// The same height with fzf's `--min-height`: a percentage gives at least `rows`.
    package func withLeast(_ rows: Int) -> InlineHeight {
        guard case .percent(let p, _) = self else { return self }
        return .percent(p, least: max(1, rows))
    }

    /// The rows this height takes on a terminal `terminalHeight` rows tall: never more than
    /// it has, never fewer than one.
    package func rows(terminalHeight: Int) -> Int {
        let available = max(1, terminalHeight)
        switch self {
        case .rows(let n): return min(max(1, n), available)
        case .percent(let p, let least):
            let share = available * p / 100
            return min(max(share, least, 1), available)
        case .allBut(let n): return max(1, available - n)
        }
    }
}
