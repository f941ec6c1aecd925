import Testing
@testable import CarouselCommandLine

/// Each command's help is its own, and every spelling the parsers take is in the help, the
/// man page and the completions.
@Suite("Help per command")
struct CommandHelpTests {
    static let commands: [Subcommand] = [.race, .shelves, .simulate, .compare, .strategies, .help]

    /// Whether `text` holds `word` standing alone (not inside `--foo-bar` or `x-1`).
    static func mentions(_ text: String, _ word: String) -> Bool {
        let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        var rest = text[...]
        while let found = rest.range(of: word) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    @Test("a command's help is not the overview, says what it does and names each of its options", arguments: commands)
    func commandHelp(_ command: Subcommand) {
        let help = Help.text(for: command)
        #expect(help != Help.text)
        #expect(help.hasPrefix("carousel \(command.rawValue): \(CommandSpec.of(command).summary)"), "\(help.prefix(200))")
        #expect(help.contains("USAGE") && help.contains("EXAMPLE"), "\(help)")
        for spec in OptionTable.options(for: command) {
            for spelling in spec.spellings {
                #expect(Self.mentions(help, spelling), "\(command) --help lacks \(spelling)")
            }
        }
        // Another command's own option is not listed as this one's.
        if command != .race { #expect(!help.contains("--strategies a,b") || command == .shelves, "\(help)") }
    }

    @Test("the overview names every spelling of every option")
    func overviewNamesEverything() {
        let help = Help.text
        for spec in OptionTable.all {
            for spelling in spec.spellings { #expect(Self.mentions(help, spelling), "--help lacks \(spelling)") }
        }
        #expect(Help.text(for: .carousel) == help)
    }

    @Test("the man page's option sections and every completion script name every spelling")
    func documentsNameEverything() {
        let roff = ManPageOptions.sections
        let scripts = ["bash": BashCompletion.script, "zsh": ZshCompletion.script, "fish": FishCompletion.script]
        for spec in OptionTable.all {
            for spelling in spec.spellings {
                #expect(roff.contains(ManPageOptions.escaped(spelling)), "the man page lacks \(spelling)")
                for (shell, script) in scripts {
                    let fishForm = spelling.hasPrefix("--") ? "-l \(spelling.dropFirst(2)) " : "-s \(spelling.dropFirst()) "
                    let named = Self.mentions(script, spelling) || (shell == "fish" && script.contains(fishForm))
                    #expect(named, "the \(shell) completion lacks \(spelling)")
                }
            }
        }
    }
}
