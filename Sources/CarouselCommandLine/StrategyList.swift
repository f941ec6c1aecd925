import CarouselCore
import CarouselKit

/// `--strategies`' value: strategy names separated by commas, or `all`, for the race's lanes
/// and the shelves' demo shelves alike.
package enum StrategyList {
    package static var expectation: String {
        "strategy names separated by commas, or all (" + Strategies.names.joined(separator: ", ") + ")"
    }

    /// `a,b,c` or `all`, in the order given; `option` is the spelling the messages quote.
    package static func parse(_ value: String, option: String) throws(UsageError) -> [any PagingResolver] {
        if value.lowercased() == "all" { return Strategies.all }
        var lanes: [any PagingResolver] = []
        for name in value.split(separator: ",", omittingEmptySubsequences: true) {
            let trimmed = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard let resolver = Strategies.named(trimmed) else {
                throw UsageError("\(option): unknown strategy '\(trimmed)'; expected \(expectation)")
            }
            lanes.append(resolver)
        }
        guard !lanes.isEmpty else { throw UsageError("\(option): no strategy given; expected \(expectation)") }
        return lanes
    }
}

extension OptionTable {
    /// How both `--strategies` (the race's and the shelves') set their value.
    static let readStrategies: DisplayApply = { settings, value, spelled throws(UsageError) in
        settings.strategies = try StrategyList.parse(value.text, option: spelled)
    }

    /// The default of both `--strategies`, as the documents say it.
    static let articleStrategies = "the articles' six (" + Strategies.articleNames.joined(separator: ", ") + ")"
}
