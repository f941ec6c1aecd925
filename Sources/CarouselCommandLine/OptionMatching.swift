import CarouselCore
import CarouselKit

/// Why an argument is not an option the command takes (the program exits 64).
package enum OptionReadError: Error, Sendable {
    /// Said as it is: an unknown option, a value given to a flag.
    case usage(String)
    /// A refused spelling, whose message may quote the value that follows it.
    case refused(Refusal, spelled: String)
}

/// One option read from the command line: the table's entry, the spelling typed (for messages)
/// and a value joined to it (`--count=5`, `-qfoo`).
package struct OptionMatch: Sendable {
    package let spec: OptionSpec
    package let spelled: String
    package let joinedValue: String?
}

/// A spelling a command refuses with a message of its own rather than "unknown": fzf's flags
/// the carousel does not take, and the demo's options given to the race.
package struct Refusal: Sendable {
    package let spellings: [String]
    package let commands: Set<Subcommand>
    /// Whether a value follows, for the message to use.
    package let takesValue: Bool
    package let message: @Sendable (_ spelled: String, _ value: String?) -> String
}

extension OptionTable {
    package static let refusals: [Refusal] = [
        Refusal(spellings: [layout.name, reverse.name, border.name, info.name], commands: [.race], takesValue: false) { spelled, _ in
            "\(spelled) is fzf's: the picker takes it, the race does not"
        },
        // The demo's own, given to the race.
        Refusal(spellings: strategy.spellings, commands: [.race], takesValue: true) { spelled, value in
            let example = value.map { Strategies.named($0) != nil ? $0 : "nearest,vote" } ?? "nearest,vote"
            let lanes = raceStrategies.name
            return "\(spelled): race takes \(lanes), one lane per strategy named (such as \(lanes) \(example))"
        },
        Refusal(spellings: vertical.spellings, commands: [.race], takesValue: false) { spelled, _ in
            "\(spelled) is not an option of race: its lanes are horizontal"
        },
    ]

    /// Reads `argument` as an option of `command`: nil when it is not one (a positional, or
    /// `-` for stdin); throws for an option the command does not take or a value given to a flag.
    package static func match(_ argument: String, for command: Subcommand) throws(OptionReadError) -> OptionMatch? {
        if argument.hasPrefix("+") {
            guard let spec = option(argument, for: command) else { return nil }
            return OptionMatch(spec: spec, spelled: argument, joinedValue: nil)
        }
        guard argument.hasPrefix("-"), argument.count > 1 else { return nil }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            let spelled = String(argument[..<equals])
            let value = String(argument[argument.index(after: equals)...])
            let spec = try known(spelled, for: command)
            guard spec.takesValue else { throw .usage("\(spelled) takes no value (given \(argument))") }
            return OptionMatch(spec: spec, spelled: spelled, joinedValue: value)
        }
        if let spec = option(argument, for: command) { return OptionMatch(spec: spec, spelled: argument, joinedValue: nil) }
        // fzf's joined short form: -qfoo, -fQUERY, -d, (a one-letter option that takes a value).
        if !argument.hasPrefix("--"), argument.count > 2 {
            let spelled = String(argument.prefix(2))
            if let spec = option(spelled, for: command), spec.takesValue {
                return OptionMatch(spec: spec, spelled: spelled, joinedValue: String(argument.dropFirst(2)))
            }
        }
        _ = try known(argument, for: command)
        return nil
    }

    /// The refusal `spelled` meets in `command`, if any.
    package static func refusal(_ spelled: String, for command: Subcommand) -> Refusal? {
        refusals.first { $0.commands.contains(command) && $0.spellings.contains(spelled) }
    }

    private static func known(_ spelled: String, for command: Subcommand) throws(OptionReadError) -> OptionSpec {
        if let spec = option(spelled, for: command) { return spec }
        if let refusal = refusal(spelled, for: command) { throw .refused(refusal, spelled: spelled) }
        let help = command.word.map { "carousel \($0) --help" } ?? "carousel --help"
        let context = command.word.map { " for \($0)" } ?? ""
        throw .usage("unknown option '\(spelled)'\(context); see \(help)")
    }
}
