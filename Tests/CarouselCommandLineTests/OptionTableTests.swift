import Testing
@testable import CarouselCommandLine

/// The table itself: one meaning a spelling in each command, and fzf's forms read as fzf reads them.
@Suite("Option table")
struct OptionTableTests {
    @Test("no command takes one spelling twice")
    func spellingsAreUniquePerCommand() {
        for command in Subcommand.allCases {
            var seen: Set<String> = []
            for spec in OptionTable.options(for: command) {
                for spelling in spec.spellings {
                    #expect(seen.insert(spelling).inserted, "\(command): \(spelling) twice")
                }
            }
        }
    }
}
