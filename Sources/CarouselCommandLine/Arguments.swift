import CarouselCore
import CarouselKit
import CarouselPlatform

/// A usage error: one line naming the bad argument and what is accepted (exit 64).
package struct UsageError: Error, CustomStringConvertible {
    package let description: String
    package init(_ message: String) { description = message }
}

/// A command line as a queue of arguments, with typed readers that explain themselves: the
/// same reader and the same wording for `carousel` and `carousel-bench`.
package struct Arguments {
    private var items: [String]
    package private(set) var positionals: [String] = []
    /// The command whose options (from the option table) `nextDeclared` reads.
    let command: Subcommand
    /// How many of the next items are the value of the option `nextDeclared` just read,
    /// when its value may be left out (`optionalValue`, `optionalValues`).
    private var optionalCount = 0

    /// The arguments not read yet.
    package var remaining: [String] { items }

    package init(_ items: [String], command: Subcommand = .carousel) {
        self.items = items
        self.command = command
    }

    /// Takes the next option of a program without an option table (the bench): whatever
    /// begins with `-`; `--name=value` is split into name and pending value.
    package mutating func nextOption() throws(UsageError) -> String? {
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

    /// Takes the next option the option table gives the command: the table's name for it (what
    /// the parsers switch on) and the spelling typed (what messages quote). A value joined to
    /// it (`--count=5`, `-qfoo`) is next in the queue; a value the option needs is there.
    package mutating func nextDeclared() throws(UsageError) -> (name: String, spelled: String)? {
        while let first = items.first {
            items.removeFirst()
            if first == "--" { positionals.append(contentsOf: items); items.removeAll(); return nil }
            let found: OptionMatch?
            do throws(OptionReadError) {
                found = try OptionTable.match(first, for: command)
            } catch {
                switch error {
                case .usage(let message): throw UsageError(message)
                case .refused(let refusal, let spelled):
                    let joined = first.firstIndex(of: "=").map { String(first[first.index(after: $0)...]) }
                    throw UsageError(refusal.message(spelled, refusal.takesValue ? joined ?? items.first : nil))
                }
            }
            guard let match = found else { positionals.append(first); continue }
            if let kind = match.spec.optionalValue {
                if let joined = match.joinedValue { items.insert(joined, at: 0) }
                optionalCount =
                    (match.joinedValue == nil ? 0 : 1)
                    + Self.valueCount(
                        kind, in: items.dropFirst(match.joinedValue == nil ? 0 : 1),
                        afterJoined: match.joinedValue != nil)
            } else if let joined = match.joinedValue {
                items.insert(joined, at: 0)
            } else if let placeholder = match.spec.value, items.isEmpty {
                throw UsageError("\(match.spelled) needs a value: \(placeholder)")
            }
            return (match.spec.name, match.spelled)
        }
        return nil
    }

    /// How many of `items` an option whose value may be left out takes, as fzf counts them.
    private static func valueCount(_ kind: OptionalValue, in items: ArraySlice<String>, afterJoined: Bool) -> Int {
        switch kind {
        case .word:
            guard !afterJoined, let next = items.first, !next.hasPrefix("-"), !next.hasPrefix("+") else { return 0 }
            return 1
        case .number:
            guard !afterJoined, let next = items.first, next.first?.isASCII == true, next.first?.isNumber == true else { return 0 }
            return 1
        case .directories:
            return items.prefix { path in
                var info = stat()
                return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }.count
        }
    }

    /// The value of the option just read when its value may be left out: nil when none followed.
    package mutating func optionalValue() -> String? {
        guard optionalCount > 0, let v = items.first else { return nil }
        items.removeFirst()
        optionalCount = 0
        return v
    }

    /// Every value of the option just read (`--walker-root a b`): empty when none followed.
    package mutating func optionalValues() -> [String] {
        let taken = Array(items.prefix(optionalCount))
        items.removeFirst(taken.count)
        optionalCount = 0
        return taken
    }

    /// The error for an option the table gives the command but its parser does not read.
    package func undeclared(_ spelled: String) -> UsageError {
        UsageError("\(spelled) is in the option table for \(command.rawValue) but its parser does not read it")
    }

    package mutating func value(for option: String, expecting what: String) throws(UsageError) -> String {
        guard let v = items.first else { throw UsageError("\(option) needs a value: \(what)") }
        items.removeFirst()
        return v
    }

    /// `expectation` replaces the plain "what from low to high" where the range says more
    /// than its bounds (a card's least width depends on the axis).
    package mutating func integer(
        for option: String, in range: ClosedRange<Int>, what: String = "a whole number",
        expectation: String? = nil
    ) throws(UsageError) -> Int {
        let expectation = expectation ?? "\(what) from \(range.lowerBound) to \(range.upperBound)"
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

    package mutating func number(for option: String, in range: ClosedRange<Double>) throws(UsageError) -> Double {
        let expectation =
            "a number from \(Formatting.fixed(range.lowerBound, digits: 2)) to \(Formatting.fixed(range.upperBound, digits: 2))"
        let raw = try value(for: option, expecting: expectation)
        guard let n = Double(raw), n.isFinite, range.contains(n) else {
            throw UsageError("\(option): '\(raw)' is not \(expectation)")
        }
        return n
    }

    package mutating func choice(for option: String, from names: [String]) throws(UsageError) -> String {
        let raw = try value(for: option, expecting: "one of " + names.joined(separator: ", "))
        guard names.contains(raw.lowercased()) else {
            throw UsageError("\(option): unknown '\(raw)'; expected one of " + names.joined(separator: ", "))
        }
        return raw.lowercased()
    }

    package mutating func strategy(for option: String) throws(UsageError) -> any PagingResolver {
        let name = try choice(for: option, from: Strategies.names)
        return Strategies.named(name) ?? Strategies.defaultStrategy
    }
}
