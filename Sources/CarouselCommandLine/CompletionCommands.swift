/// The commands as the completion scripts offer them.
enum CompletionCommands {
    static let words = Subcommand.allCases.compactMap(\.word)

    static func summary(_ word: String) -> String {
        Subcommand(rawValue: word).map { CommandSpec.of($0).summary } ?? word
    }
}
