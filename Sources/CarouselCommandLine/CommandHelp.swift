import CarouselCore
import CarouselKit

/// The option sections of `--help`, and each command's own help, printed from the option table.
extension Help {
    /// Every option of every command, a section a group.
    static var optionSections: String { sections(of: OptionTable.all, notes: true) }

    /// A heading a group, then its options in the table's order.
    static func sections(of options: [OptionSpec], notes: Bool) -> String {
        var parts: [String] = []
        for group in OptionGroup.allCases {
            let inGroup = options.filter { $0.group == group }
            guard !inGroup.isEmpty else { continue }
            var lines = [group.helpHeading] + inGroup.flatMap { $0.helpLines() }
            if notes, let note = group.helpNote { lines += TextWrapping.lines(note, width: 98).map { "  " + $0 } }
            parts.append(lines.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    /// What `carousel COMMAND --help` (and `carousel help COMMAND`) prints: what the command
    /// does, how it is typed, its options, an example. The program itself, and `help`, print
    /// the whole overview.
    package static func text(for command: Subcommand) -> String {
        guard command != .carousel else { return text }
        let spec = CommandSpec.of(command)
        var lines = ["carousel \(command.rawValue): \(spec.summary)", ""]
        lines += TextWrapping.lines(spec.description, width: 98)
        lines += ["", "USAGE"] + spec.usage.map { "  " + $0 }
        lines += ["", sections(of: OptionTable.options(for: command), notes: false)]
        if command == .race || command == .shelves || command == .strategies {
            lines += ["", "STRATEGIES"] + Strategies.listing.split(separator: "\n").map { "  " + $0 }
        }
        lines += ["", spec.examples.count == 1 ? "EXAMPLE" : "EXAMPLES"] + spec.examples.map { "  " + $0 }
        lines += ["", "The whole help: carousel --help (or man carousel)."]
        return lines.joined(separator: "\n")
    }
}
