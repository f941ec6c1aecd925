/// How tall an inline carousel is (`--height`, fzf's option): a number of rows, or a
/// percentage of the terminal's height. fzf's `~` prefix (shrink to the content) is
/// accepted and means the same here: the carousel always fills its rows.
///
/// ```swift
/// InlineHeight("10")                      // .rows(10)
/// InlineHeight("40%")?.rows(terminalHeight: 50)   // 20
/// InlineHeight("150%")                    // nil: more than the whole terminal
/// ```
public enum InlineHeight: Equatable, Sendable {
    case rows(Int)
    case percent(Int)

    /// As fzf's `--min-height`: a percentage never gives fewer rows than this (nor more
    /// than the terminal has).
    public static let leastPercentRows = 10

    /// `N` (1 or more) or `N%` (1 to 100), optionally after `~`; nil for anything else.
    public init?(_ text: String) {
        var body = Substring(text)
        if body.hasPrefix("~") { body = body.dropFirst() }
        let isPercent = body.hasSuffix("%")
        if isPercent { body = body.dropLast() }
        guard !body.isEmpty, body.count <= 9, body.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(body), n >= 1 else {
            return nil
        }
        if isPercent {
            guard n <= 100 else { return nil }
            self = .percent(n)
        } else {
            self = .rows(n)
        }
    }

    /// The rows this height takes on a terminal `terminalHeight` rows tall: never more than
    /// it has, never fewer than one.
    public func rows(terminalHeight: Int) -> Int {
        let available = max(1, terminalHeight)
        switch self {
        case .rows(let n): return min(max(1, n), available)
        case .percent(let p):
            let share = available * p / 100
            return min(max(share, Self.leastPercentRows, 1), available)
        }
    }
}
