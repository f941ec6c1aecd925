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

    @Test("a spelling finds its command's option, deprecated ones too, and no other command's")
    func lookupFindsTheCommandsOwnOption() {
        for command in Subcommand.allCases {
            let own = OptionTable.options(for: command)
            for spec in OptionTable.all {
                for spelling in spec.spellings {
                    let expected = own.first { $0.spellings.contains(spelling) }
                    #expect(OptionTable.option(spelling, for: command)?.name == expected?.name, "\(command): \(spelling)")
                    #expect(spec.takes(spelling))
                }
            }
            #expect(OptionTable.option("--no-such-option", for: command) == nil)
        }
    }
}

/// fzf's forms, read as fzf reads them, and bad input said rather than guessed at.
@Suite("Reading options")
struct OptionMatchingTests {
    private func read(_ argument: String, _ command: Subcommand = .carousel) throws -> (name: String, spelled: String, value: String?)? {
        try OptionTable.match(argument, for: command).map { ($0.spec.name, $0.spelled, $0.joinedValue) }
    }

    private func refusal(_ argument: String, _ command: Subcommand = .carousel) -> String? {
        do { _ = try OptionTable.match(argument, for: command); return nil } catch {
            switch error {
            case .usage(let message): return message
            case .refused(let refusal, let spelled): return refusal.message(spelled, nil)
            }
        }
    }

    @Test("+i, +m, -fQUERY, -qfoo, --no-sort, --opt=value and aliases read as fzf's")
    func fzfForms() throws {
        #expect(try read("+i")?.name == "--no-ignore-case")
        #expect(try read("-i")?.name == "--ignore-case")
        #expect(try read("+x")?.name == "--no-extended")
        #expect(try read("-x")?.name == "--extended")
        #expect(try read("+s")?.name == "--no-sort")
        #expect(try read("-s")?.name == "--sort")
        #expect(try read("+e")?.name == "--no-exact")
        #expect(try read("+c")?.name == "--no-color")
        let sorted = try #require(try read("-s3"))
        #expect(sorted.name == "--sort" && sorted.value == "3", "fzf takes anything joined to -s")
        let marks = try #require(try read("-m3"))
        #expect(marks.name == "--multi" && marks.value == "3")
        #expect(try read("--layout=reverse")?.value == "reverse", "fzf's look options are taken")
        #expect(try read("--border")?.name == "--border")
        #expect(try read("--wrap=word")?.value == "word", "the picker's --wrap is fzf's")
        #expect(try read("+m")?.name == "--no-multi")
        let filter = try #require(try read("-fQUERY"))
        #expect(filter.name == "--filter" && filter.spelled == "-f" && filter.value == "QUERY")
        let query = try #require(try read("-qfoo"))
        #expect(query.name == "--query" && query.value == "foo")
        #expect(try read("--no-sort")?.name == "--no-sort")
        let count = try #require(try read("--count=5"))
        #expect(count.name == "--count" && count.spelled == "--count" && count.value == "5")
        #expect(try read("--card-height")?.name == "--card-width")
        #expect(try read("--phony")?.name == "--disabled", "fzf's older name is still taken")
        #expect(try read("--shelves", .shelves)?.name == "--shelf-count")
        #expect(try read("-1")?.name == "--select-1")
        #expect(try read("--with-nth=2..")?.value == "2..")
    }

    @Test("positionals, stdin's dash and words after + are not options")
    func notOptions() throws {
        #expect(try read("-") == nil)
        #expect(try read("words") == nil)
        #expect(try read("+xyz") == nil)
    }

    @Test("an unknown option, a value given to a flag, and fzf's refused flags are said")
    func badInput() {
        #expect(refusal("--bogus")?.contains("unknown option '--bogus'") == true)
        #expect(refusal("--bogus", .shelves)?.contains("carousel shelves --help") == true)
        #expect(refusal("--cycle=yes")?.contains("--cycle takes no value") == true)
        #expect(refusal("-1x")?.contains("unknown option '-1x'") == true, "a flag takes nothing joined")
        #expect(refusal("--layout", .race)?.contains("the picker takes it, the race does not") == true)
        #expect(refusal("--strategy", .race)?.contains("race takes --strategies") == true)
        #expect(refusal("--vertical", .race)?.contains("its lanes are horizontal") == true)
        #expect(refusal("--strategy", .compare)?.contains("unknown option") == true)
        #expect(refusal("--title", .race)?.contains("unknown option") == true)
    }

    @Test("every option has words for the help, the man page and the completions")
    func everyOptionIsDescribed() {
        for spec in OptionTable.all {
            #expect(!spec.summary.isEmpty && !spec.help.isEmpty && !spec.man.isEmpty, "\(spec.name)")
            #expect(!spec.commands.isEmpty, "\(spec.name) is no command's")
            #expect(spec.value != nil || spec.completion == .none, "\(spec.name) completes a value it does not take")
        }
    }
}
