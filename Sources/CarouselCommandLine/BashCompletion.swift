/// `completions/carousel.bash`, printed from the option table.
package enum BashCompletion {
    package static var script: String {
        """
        # bash completion for carousel: subcommands, options, strategy names, presenters, mouse modes and files.
        # Installed as share/bash-completion/completions/carousel; needs no bash-completion helpers.
        # Made from the option table: \(DocumentFiles.regenerate)

        _carousel_strategies() {
            local bin=${COMP_WORDS[0]:-carousel}
            command -v "$bin" >/dev/null 2>&1 || bin=carousel
            "$bin" strategies 2>/dev/null | while read -r name _; do printf '%s\\n' "$name"; done
        }

        _carousel() {
            local cur=${COMP_WORDS[COMP_CWORD]}
            local prev=
            (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
            # --strategy=ne: bash splits at the `=`, so the option is the word before it.
            if [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
                prev=${COMP_WORDS[COMP_CWORD-2]}
            elif [[ $cur == = ]]; then
                prev=${COMP_WORDS[COMP_CWORD-1]}; cur=
            fi
            local command=
            local word
            for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                case $word in
                    \(ZshCompletion.commandPattern)) command=$word; break ;;
                esac
            done

            case $prev in
        \(valueCases)
            esac

            local options
            case $command in
        \(optionCases)
            esac
            if [[ -z $command && $cur != -* && $cur != +* ]]; then
                COMPREPLY=($(compgen -W "\(commandWords)" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$options" -- "$cur"))
            fi
        }

        complete -F _carousel carousel

        """
    }

    static var commandWords: String { CompletionCommands.words.joined(separator: " ") }

    /// Every option that takes a value, by what is offered after it.
    static var valueCases: String {
        var order: [String] = []
        var spellings: [String: [String]] = [:]
        func add(_ names: [String], _ completion: ValueCompletion) {
            let body = body(completion)
            if spellings[body] == nil { order.append(body) }
            for name in names where !(spellings[body] ?? []).contains(name) { spellings[body, default: []].append(name) }
        }
        for spec in OptionTable.all where spec.takesValue { add(spec.names, spec.completion) }
        // A spelling is offered what its first entry offers.
        var claimed: Set<String> = []
        return order.compactMap { body in
            let names = (spellings[body] ?? []).filter { claimed.insert($0).inserted }
            return names.isEmpty ? nil : "        " + names.joined(separator: "|") + ")\n" + body
        }.joined(separator: "\n")
    }

    private static func body(_ completion: ValueCompletion) -> String {
        let indent = "            "
        switch completion {
        case .strategy:
            return indent + #"COMPREPLY=($(compgen -W "$(_carousel_strategies)" -- "$cur")); return ;;"#
        case .strategies:
            return indent + "# A comma-separated list: complete the name after the last comma.\n"
                + indent + #"local done=${cur%,*} part=${cur##*,}"# + "\n"
                + indent + #"[[ $cur == *,* ]] && done="$done," || done="# + "\n"
                + indent + #"COMPREPLY=($(compgen -W "all $(_carousel_strategies)" -P "$done" -- "$part"))"# + "\n"
                + indent + "compopt -o nospace 2>/dev/null; return ;;"
        case .words(let words):
            return indent + "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;"
        case .commaWords(let words):
            return indent + "# A comma list: complete the word after the last comma.\n"
                + indent + #"local done=${cur%"${cur##*,}"} part=${cur##*,}"# + "\n"
                + indent + "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -P \"$done\" -- \"$part\")); return ;;"
        case .file:
            return indent + "compopt -o filenames 2>/dev/null\n" + indent + #"COMPREPLY=($(compgen -f -- "$cur")); return ;;"#
        case .none, .command:
            return indent + "return ;;  # a value of the person's own"
        }
    }

    /// The options each command takes.
    static var optionCases: String {
        var cases: [String] = []
        for command in Subcommand.allCases where command != .carousel {
            cases.append("        \(command.rawValue)) options=\"\(words(OptionTable.options(for: command)))\" ;;")
        }
        cases.append("        *) options=\"\(words(OptionTable.options(for: .carousel)))\" ;;")
        return cases.joined(separator: "\n")
    }

    private static func words(_ options: [OptionSpec]) -> String {
        options.flatMap(\.spellings).joined(separator: " ")
    }
}
