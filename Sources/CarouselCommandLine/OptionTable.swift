/// Every option of every command, each declared once. The commands' parsers
/// take exactly these spellings; `--help`, the man page, the completions and the user guide's
/// summary are printed from them (a test holds the checked-in documents to the table).
package enum OptionTable {
    /// Gathered into one buffer made to size: a chain of `+` copied the specs again at each step.
    package static let all: [OptionSpec] = {
        let parts = [display, screen, picker, fzfPicker, preview, search, fzfSearch, fzfTaken, race, shelves, simulate]
        var all: [OptionSpec] = []
        all.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { all.append(contentsOf: part) }
        return all
    }()

    /// The options `command` takes, in the table's order.
    package static func options(for command: Subcommand) -> [OptionSpec] {
        all.filter { $0.commands.contains(command) }
    }

    /// The option `spelling` names for `command` (`--phony` and `-f` too), if it takes one.
    /// Read in the table itself: the parser asks for every argument, and a copy of the
    /// command's options each time was most of the parse.
    package static func option(_ spelling: String, for command: Subcommand) -> OptionSpec? {
        all.first { $0.commands.contains(command) && $0.takes(spelling) }
    }
}

/// Who takes an option, by the shape of the command.
extension Set where Element == Subcommand {
    /// The demo and the picker, and the race, which runs them lane by lane.
    static let interactive: Set<Subcommand> = [.carousel, .race]
    /// Every command that opens the screen.
    static let screens: Set<Subcommand> = [.carousel, .race, .shelves]
    /// Scripted drags: no screen.
    static let scripted: Set<Subcommand> = [.simulate, .compare]
    static let everyCommand = Set(Subcommand.allCases)
}
