/// `completions/_carousel`, printed from the option table.
package enum ZshCompletion {
    package static var script: String {
        """
        #compdef carousel
        # zsh completion for carousel: subcommands, options, strategy names, presenters, mouse modes and files.
        # Installed as share/zsh/site-functions/_carousel.
        # Made from the option table: \(DocumentFiles.regenerate)

        _carousel_strategies() {
          local -a names
          names=(${${(f)"$(_call_program strategies ${carousel_bin:-carousel} strategies 2>/dev/null)"}%% *})
          _describe -t strategies 'paging strategy' names
        }

        # The race's lanes: strategy names separated by commas, or all.
        _carousel_lanes() {
          local -a names
          names=(${${(f)"$(_call_program strategies ${carousel_bin:-carousel} strategies 2>/dev/null)"}%% *})
          _values -s , 'race lanes' all $names
        }

        _carousel() {
          # The program itself, for the strategy names (words loses it below).
          local carousel_bin=${words[1]:-carousel}
          if (( CURRENT == 2 )) && [[ $words[2] != [-+]* ]]; then
            local -a commands
            commands=(
        \(commandList)
            )
            _describe -t commands 'carousel command' commands
            return
          fi
          local command=$words[2]
          if [[ $command == (\(commandPattern)) ]]; then
            # _arguments takes words[1] for the command name: make it the subcommand, so that the
            # options after it are completed.
            shift words; (( CURRENT-- ))
          fi
          case $command in
        \(cases)
          esac
        }

        _carousel "$@"

        """
    }

    /// `_describe`'s list: `'race:one lane per strategy...'`.
    static var commandList: String {
        CompletionCommands.words.map { word in
            let summary = describe(CompletionCommands.summary(word)).replacing(":", with: "\\:")
            return "      '\(word):\(summary)'"
        }.joined(separator: "\n")
    }

    static var commandPattern: String { CompletionCommands.words.joined(separator: "|") }

    static var cases: String {
        var cases: [String] = []
        for command in Subcommand.allCases where command != .carousel {
            var specs = OptionTable.options(for: command).map(spec)
            if command == .help { specs.append("'1:command:(\(Subcommand.allCases.compactMap(\.word).joined(separator: " ")))'") }
            cases.append(arguments(command.rawValue, specs))
        }
        cases.append(arguments("*", OptionTable.options(for: .carousel).map(spec)))
        return cases.joined(separator: "\n")
    }

    private static func arguments(_ pattern: String, _ specs: [String]) -> String {
        "    \(pattern))\n      _arguments \\\n" + specs.map { "        " + $0 }.joined(separator: " \\\n") + " ;;"
    }

    /// One option for `_arguments`: `'(-q --query)'{-q,--query}'[text]:query:'`.
    static func spec(_ option: OptionSpec) -> String {
        let names = option.spellings
        let exclusion = names.count > 1 ? "'(\(names.joined(separator: " ")))'" : ""
        let star = option.repeats ? "'*'" : ""
        let spelled = names.count > 1 ? "{\(names.joined(separator: ","))}" : "'\(names[0])'"
        var rest = "'[\(describe(option.summary))]"
        if let value = option.value { rest += action(option.completion, message: value) }
        return (option.repeats ? star + spelled : exclusion + spelled) + rest + "'"
    }

    /// `:message:action` for a value.
    private static func action(_ completion: ValueCompletion, message: String) -> String {
        let message = message.replacing(":", with: " ").lowercased()
        switch completion {
        case .none: return ":\(message):"
        case .file: return ":\(message):_files"
        case .strategy: return ":\(message):_carousel_strategies"
        case .strategies: return ":\(message):_carousel_lanes"
        case .words(let words): return ":\(message):(\(words.joined(separator: " ")))"
        case .commaWords(let words): return ":\(message):_sequence compadd - \(words.joined(separator: " "))"
        case .command: return ":\(message):_cmdstring"
        }
    }

    /// Text inside single quotes and `[...]`.
    static func describe(_ text: String) -> String {
        text.replacing("'", with: "'\"'\"'").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }
}
