/// `completions/carousel.fish`, printed from the option table.
package enum FishCompletion {
    package static var script: String {
        """
        # fish completion for carousel: subcommands, options, strategy names, presenters, mouse modes and files.
        # Installed as share/fish/vendor_completions.d/carousel.fish.
        # Made from the option table: \(DocumentFiles.regenerate)

        function __carousel_strategies
            carousel strategies 2>/dev/null | string replace -r '\\s.*' ''
        end

        # The race's lanes: strategy names separated by commas (the name after the last comma
        # completed), or all.
        function __carousel_lanes
            set -l done (commandline -ct | string replace -r '^--strategies=' '' | string replace -r '[^,]*$' '')
            test -z "$done"; and echo all
            for name in (__carousel_strategies)
                echo $done$name
            end
        end

        set -l commands \(BashCompletion.commandWords)
        complete -c carousel -f
        \(commandLines)

        \(optionLines)

        """
    }

    static var commandLines: String {
        CompletionCommands.words.map { word in
            "complete -c carousel -n \"not __fish_seen_subcommand_from $commands\" -a \(word) -d \(quoted(CompletionCommands.summary(word)))"
        }.joined(separator: "\n")
    }

    static var optionLines: String {
        var lines: [String] = []
        for option in OptionTable.all {
            lines += self.lines(
                option.spellings, option.value == nil ? nil : option.completion, option.summary,
                condition: condition(option.commands))
        }
        return lines.joined(separator: "\n")
    }

    /// When an option applies: after its commands, or (the program's own) before any other.
    static func condition(_ commands: Set<Subcommand>) -> String? {
        if commands == Set(Subcommand.allCases) { return nil }
        if commands.contains(.carousel) {
            let others = Subcommand.allCases.filter { !commands.contains($0) }.compactMap(\.word)
            return "not __fish_seen_subcommand_from " + others.joined(separator: " ")
        }
        return "__fish_seen_subcommand_from "
            + Subcommand.allCases.filter { commands.contains($0) }.compactMap(\.word).joined(separator: " ")
    }

    /// `complete` lines for one option: its dash spellings on one, each `+x` on its own.
    private static func lines(
        _ spellings: [String], _ completion: ValueCompletion?, _ summary: String,
        condition: String?
    ) -> [String] {
        let head = "complete -c carousel" + (condition.map { " -n \(quoted($0))" } ?? "")
        var flags = spellings.compactMap { spelling -> String? in
            if spelling.hasPrefix("--") { return "-l " + spelling.dropFirst(2) }
            if spelling.hasPrefix("-") { return "-s " + spelling.dropFirst() }
            return nil
        }
        switch completion {
        case nil: break
        case .file?: flags.append("-r -F")
        case .none?: flags.append("-x")
        case .strategy?: flags.append("-x -a '(__carousel_strategies)'")
        case .strategies?: flags.append("-x -a '(__carousel_lanes)'")
        case .words(let words)?, .commaWords(let words)?: flags.append("-x -a \(quoted(words.joined(separator: " ")))")
        case .command?: flags.append("-x -a '(__fish_complete_command)'")
        }
        var lines: [String] = []
        if flags.contains(where: { $0.hasPrefix("-l") || $0.hasPrefix("-s") }) {
            lines.append(head + " " + flags.joined(separator: " ") + " -d " + quoted(summary))
        }
        for plus in spellings where plus.hasPrefix("+") {
            lines.append(head + " -a \(plus) -d " + quoted(summary))
        }
        return lines
    }

    /// Single-quoted for fish.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
