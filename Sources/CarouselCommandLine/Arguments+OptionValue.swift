import CarouselCore
import CarouselKit

extension Arguments {
    /// The value of the option just read, by its spec's kind: a whole number or a number in
    /// its range, one of its words, text. Out of range, the message says what was expected.
    package mutating func value(of spec: OptionSpec, spelled: String) throws(UsageError) -> OptionValue {
        switch spec.kind {
        case nil, .flag?:
            return .flag
        case .integer(let range, _, let said, let noun)?:
            // An open range says "N or more", never the largest integer.
            let expectation =
                said.map { "\(noun) from \($0)" } ?? (range.upperBound == Int.max ? "\(noun) (\(range.lowerBound) or more)" : nil)
            return .integer(try integer(for: spelled, in: range, what: noun, expectation: expectation))
        case .number(let range, _)?:
            return .number(try number(for: spelled, in: range))
        case .choice(let words, _)?:
            return .text(try choice(for: spelled, from: words))
        case .strategy?:
            return .text(try strategy(for: spelled).name)
        case .text?:
            return .text(try value(for: spelled, expecting: spec.value ?? "a value"))
        }
    }

    /// Takes the next option the table gives the command, applying it to `settings` when it
    /// is one of the shared display group's: what comes back is an option the command reads
    /// itself. Every option given is noted in `settings.given` by its name.
    package mutating func nextDeclared(applyingTo settings: inout DisplaySettings) throws(UsageError) -> (name: String, spelled: String)? {
        while let (name, spelled) = try nextDeclared() {
            settings.given.insert(name)
            guard let spec = OptionTable.option(name, for: command), let apply = spec.apply else { return (name, spelled) }
            try apply(&settings, try value(of: spec, spelled: spelled), spelled)
        }
        return nil
    }
}
