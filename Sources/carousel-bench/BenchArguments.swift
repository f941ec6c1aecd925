import CarouselKit

/// A usage error: one line naming the bad argument and what is accepted (exit 64).
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// The bench's command line as a queue of arguments, with typed readers that explain
/// themselves (the same wording as `carousel`'s, for the few kinds of value the bench takes).
struct Arguments {
    private var items: [String]
    private(set) var positionals: [String] = []

    init(_ items: [String]) { self.items = items }

    /// Takes the next option; `--name=value` is split into name and pending value.
    mutating func nextOption() throws(UsageError) -> String? {
        while let first = items.first {
            items.removeFirst()
            if first == "--" { positionals.append(contentsOf: items); items.removeAll(); return nil }
            if first.hasPrefix("--"), let eq = first.firstIndex(of: "=") {
                items.insert(String(first[first.index(after: eq)...]), at: 0)
                return String(first[..<eq])
            }
            if first.hasPrefix("-") && first.count > 1 { return first }
            positionals.append(first)
        }
        return nil
    }

    mutating func value(for option: String, expecting what: String) throws(UsageError) -> String {
        guard let v = items.first else { throw UsageError("\(option) needs a value: \(what)") }
        items.removeFirst()
        return v
    }

    mutating func integer(for option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        let expectation = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        let raw = try value(for: option, expecting: expectation)
        let trimmed = String(raw.filter { $0 != "_" })
        guard let n = Int(trimmed) else {
            if trimmed.allSatisfy({ $0.isNumber }) && !trimmed.isEmpty {
                throw UsageError("\(option): '\(raw)' is too large; expected \(expectation)")
            }
            throw UsageError("\(option): '\(raw)' is not a whole number; expected \(expectation)")
        }
        guard range.contains(n) else { throw UsageError("\(option): \(raw) is out of range; expected \(expectation)") }
        return n
    }

    mutating func strategy(for option: String) throws(UsageError) -> any PagingResolver {
        let names = Strategies.names
        let raw = try value(for: option, expecting: "one of " + names.joined(separator: ", "))
        guard names.contains(raw.lowercased()), let strategy = Strategies.named(raw.lowercased()) else {
            throw UsageError("\(option): unknown '\(raw)'; expected one of " + names.joined(separator: ", "))
        }
        return strategy
    }
}
