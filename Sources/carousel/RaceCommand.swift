import CarouselKit

/// `carousel race`: one lane per strategy, one gesture driving all. The demo's options
/// (`--count`, `--items`, `--wrap`, `--card-width`, `--spacing`, ...) and run, started in
/// the race; `--strategies` picks the lanes.
enum RaceCommand {
    static func parse(_ all: [String]) throws(UsageError) -> InteractiveCommand.Options {
        var rest: [String] = []
        var strategies = RaceController.articleStrategies
        var k = 0
        while k < all.count {
            let argument = all[k]
            if argument == "--" { rest += all[k...]; break }
            if argument == "--strategies" || argument.hasPrefix("--strategies=") {
                let value: String
                if argument == "--strategies" {
                    guard k + 1 < all.count else { throw UsageError("--strategies needs a value: \(expectation)") }
                    value = all[k + 1]
                    k += 2
                } else {
                    value = String(argument.dropFirst("--strategies=".count))
                    k += 1
                }
                strategies = try lanes(value)
                continue
            }
            if argument == "--vertical" || argument == "--strategy" || argument.hasPrefix("--strategy=") {
                throw UsageError("\(argument) is not an option of race (lanes are horizontal; pick them with --strategies)")
            }
            rest.append(argument)
            k += 1
        }
        var args = Arguments(rest)
        var options = try InteractiveCommand.parse(&args)
        options.configuration.raceStrategies = strategies
        // The race's labels say each lane's decision: the demo's overlay has no place in it.
        options.configuration.title = "race"
        return options
    }

    static let expectation = "strategy names separated by commas, or all (" + Strategies.names.joined(separator: ", ") + ")"

    /// `a,b,c` or `all`, in the order given.
    static func lanes(_ value: String) throws(UsageError) -> [any PagingResolver] {
        if value.lowercased() == "all" { return Strategies.all }
        var lanes: [any PagingResolver] = []
        for name in value.split(separator: ",", omittingEmptySubsequences: true) {
            let trimmed = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard let resolver = Strategies.named(trimmed) else {
                throw UsageError("--strategies: unknown strategy '\(trimmed)'; expected \(expectation)")
            }
            lanes.append(resolver)
        }
        guard !lanes.isEmpty else { throw UsageError("--strategies: no strategy given; expected \(expectation)") }
        return lanes
    }
}
