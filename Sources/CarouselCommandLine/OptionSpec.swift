/// The commands the option table speaks for. `carousel` is the program without a command:
/// the demo, the picker and the filter. (`carousel-bench` keeps a parser of its own.)
package enum Subcommand: String, CaseIterable, Sendable {
    case carousel, race, shelves, simulate, compare, strategies, help

    /// How a person types it: nothing for the program itself.
    package var word: String? { self == .carousel ? nil : rawValue }

    /// The commands as messages list them: those a person types after `carousel`.
    package static var typed: String { allCases.compactMap(\.word).joined(separator: ", ") }
}

/// What a shell offers after an option that takes a value.
package enum ValueCompletion: Sendable, Equatable {
    /// A value of the person's own: nothing is offered.
    case none
    case file
    /// One paging strategy's name (`carousel strategies` says which).
    case strategy
    /// Strategy names separated by commas, or `all`.
    case strategies
    /// One of these words.
    case words([String])
    /// These words separated by commas.
    case commaWords([String])
    /// A shell command.
    case command
}

/// One option, declared once: the parser, `--help`, the man page, the completions and the
/// user guide's summary are all made from these.
package struct OptionSpec: Sendable {
    /// Every spelling the parser takes, in the order the documents show them; the first long
    /// one (else the first) is the name the commands go by.
    package let names: [String]
    /// Spellings still taken for an older name; the documents call them deprecated.
    package let deprecated: [String]
    /// What the value is called (`N`, `FILE`); nil for a flag.
    package let value: String?
    package let commands: Set<Subcommand>
    package let group: OptionGroup
    /// A few words: completions' descriptions and the guide's table.
    package let summary: String
    /// The `--help` text, wrapped there: the words, then the default and the range.
    package var help: String { terms.map { helpText + " " + $0 } ?? helpText }
    private let helpText: String
    /// The man page's paragraph, in roff: made from plain text only when asked (the parser,
    /// which every start runs, never needs it, and escaping every option's took a third of
    /// the start-up).
    package var man: String {
        let paragraph = manIsPlain ? ManPageOptions.paragraph(manText) : manText
        // fzf's plain paragraphs end without a full stop; the sentence after them needs one.
        let ended = paragraph.hasSuffix(".") || paragraph.hasSuffix(".)") ? paragraph : paragraph + "."
        return manTerms.map { ended + "\n" + ManPageOptions.paragraph($0) } ?? paragraph
    }
    private let manText: String
    private let manIsPlain: Bool
    package let completion: ValueCompletion
    /// Whether the option may be given again, each time adding (`--bind`).
    package let repeats: Bool
    /// The value the program takes when the option is not given, as the guide says it: the
    /// kind's, or words where no value of the kind says it ("3/5 of the screen").
    package var defaultValue: String? { kind?.defaultText ?? defaultWords }
    private let defaultWords: String?
    /// What the value is, its range and its default; nil where the option's own parser reads
    /// it and its words say the rest.
    package let kind: OptionValueKind?
    /// How an option of the shared display group sets its value; nil for one its command's
    /// parser reads.
    package let apply: DisplayApply?
    /// How a value that may be left out is told from the next argument (fzf's `--border`,
    /// `-m`, `--walker-root`); nil when the value, if any, is required.
    package let optionalValue: OptionalValue?

    package init(
        _ names: [String], deprecated: [String] = [], value: String? = nil, commands: Set<Subcommand>,
        group: OptionGroup, summary: String, help: String, man: String,
        completion: ValueCompletion = .none, repeats: Bool = false, default defaultValue: String? = nil,
        optional optionalValue: OptionalValue? = nil, kind: OptionValueKind? = nil, apply: DisplayApply? = nil
    ) {
        self.init(
            names, deprecated: deprecated, value: value, commands: commands, group: group, summary: summary, help: help,
            man: man, manIsPlain: false, completion: completion, repeats: repeats, default: defaultValue,
            optional: optionalValue, kind: kind, apply: apply)
    }

    /// `man` is plain text, made roff when the man page is written.
    init(
        _ names: [String], deprecated: [String] = [], value: String? = nil, commands: Set<Subcommand>,
        group: OptionGroup, summary: String, help: String, man: String, manIsPlain: Bool,
        completion: ValueCompletion = .none, repeats: Bool = false, default defaultValue: String? = nil,
        optional optionalValue: OptionalValue? = nil, kind: OptionValueKind? = nil, apply: DisplayApply? = nil
    ) {
        self.manIsPlain = manIsPlain
        self.names = names
        self.deprecated = deprecated
        self.value = value
        self.commands = commands
        self.group = group
        self.summary = summary
        helpText = help
        manText = man
        self.completion = completion
        self.repeats = repeats
        defaultWords = defaultValue
        self.optionalValue = optionalValue
        self.kind = kind
        self.apply = apply
    }

    /// The name the commands' parsers switch on.
    package var name: String { names.first { $0.hasPrefix("--") } ?? names[0] }
    package var takesValue: Bool { value != nil }
    /// Every spelling taken, deprecated ones last.
    package var spellings: [String] { names + deprecated }
    /// Whether `spelling` is one of `spellings` (without making the array).
    package func takes(_ spelling: String) -> Bool { names.contains(spelling) || deprecated.contains(spelling) }

    /// The default and the range as `--help` and the man page say them, "(default 1; 0.25 to
    /// 4)": drawn from the kind, so that no prose types them.
    package var terms: String? {
        guard let kind else { return nil }
        let parts = [defaultValue.map { "default \($0)" }, kind.rangeText].compactMap(\.self)
        return parts.isEmpty ? nil : "(" + parts.joined(separator: "; ") + ")"
    }

    /// The same as the man page's sentence: "Default 1; takes 0.25 to 4."
    package var manTerms: String? {
        guard let kind else { return nil }
        let parts = [defaultValue.map { "Default \($0)" }, kind.rangeText.map { "takes \($0)" }].compactMap(\.self)
        guard let first = parts.first else { return nil }
        return (first.prefix(1).uppercased() + first.dropFirst() + parts.dropFirst().map { "; " + $0 }.joined()) + "."
    }
}

/// What follows an option whose value may be left out, read as its value (as fzf reads it).
package enum OptionalValue: Sendable {
    /// The next argument unless it begins with `-` or `+` (`--border rounded`).
    case word
    /// The next argument when it begins with a digit (`-m 3`).
    case number
    /// Every next argument that names a directory (`--walker-root a b`); at least one.
    case directories
}

/// Where an option is documented: a section of `--help` and of the man page.
package enum OptionGroup: CaseIterable, Sendable {
    case display, picker, search, fzf, race, shelves, simulate
    /// `carousel-bench`'s, in a table of their own: no section of carousel's documents.
    case bench

    /// The heading in `--help`.
    package var helpHeading: String {
        switch self {
        case .display: "OPTIONS"
        case .picker: "PICKER (fzf's names and meanings)"
        case .search: "SEARCH (typing in the picker, -q and -f)"
        case .fzf: "fzf's OTHER OPTIONS (taken as fzf takes them; cards have nothing they change)"
        case .race: "RACE"
        case .shelves: "SHELVES"
        case .simulate: "SIMULATE AND COMPARE"
        case .bench: "OPTIONS"
        }
    }

    /// The man page's section.
    package var manHeading: String {
        switch self {
        case .display: "OPTIONS"
        case .picker: "PICKER OPTIONS"
        case .search: "SEARCH OPTIONS"
        case .fzf: "FZF'S OTHER OPTIONS"
        case .race: "RACE OPTIONS"
        case .shelves: "SHELVES OPTIONS"
        case .simulate: "SIMULATE AND COMPARE OPTIONS"
        case .bench: "OPTIONS"
        }
    }
}
