/// What an option's value is, with the range the parser holds it to and the default the
/// program takes without it: the parser reads the value by it, and `--help`, the man page and
/// the guide say the default and the range from it, so neither is typed twice.
package enum OptionValueKind: Sendable {
    /// No value: the option's presence is what it says.
    case flag
    /// A whole number in `range`. `said` replaces "LOW to HIGH" where the bounds say less
    /// than the truth (a card's least width depends on the axis); `noun` names what is
    /// counted in messages ("a 1-based page").
    case integer(ClosedRange<Int>, default: Int?, said: String? = nil, noun: String = "a whole number")
    /// A number with a fraction in `range`.
    case number(ClosedRange<Double>, default: Double?)
    /// One of these words, in any case.
    case choice([String], default: String?)
    /// One paging strategy's name (strategies may be registered after the table is made).
    case strategy(default: String?)
    /// Any text; what it means is the option's to check.
    case text

    /// The default as the documents say it, when the kind knows one.
    var defaultText: String? {
        switch self {
        case .integer(_, let value?, _, _): "\(value)"
        case .number(_, let value?): Self.said(value)
        case .choice(_, let value?): value
        case .strategy(let value?): value
        default: nil
        }
    }

    /// The range as the documents say it ("0.25 to 4"), when there is one worth saying.
    var rangeText: String? {
        switch self {
        case .integer(let range, _, let said, _):
            said ?? (range.upperBound == Int.max ? "\(range.lowerBound) or more" : "\(range.lowerBound) to \(range.upperBound)")
        case .number(let range, _): "\(Self.said(range.lowerBound)) to \(Self.said(range.upperBound))"
        default: nil
        }
    }

    /// A number as a person writes it: `4`, `0.25`.
    private static func said(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? "\(Int(x))" : "\(x)"
    }
}

/// A value read by its option's kind, range-checked: what the option's `apply` receives.
package enum OptionValue: Sendable, Equatable {
    case flag
    case integer(Int)
    case number(Double)
    /// A choice (lower-cased) or text as typed.
    case text(String)

    package var integer: Int {
        if case .integer(let n) = self { return n }
        return 0
    }

    package var number: Double {
        if case .number(let x) = self { return x }
        return 0
    }

    package var text: String {
        if case .text(let s) = self { return s }
        return ""
    }
}
