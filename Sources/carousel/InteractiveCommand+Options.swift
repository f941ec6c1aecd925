import CarouselKit
import CarouselCommandLine

/// The demo's, the picker's and the race's options, as the option table spells them.
extension InteractiveCommand {
    struct Options {
        var configuration = CarouselConfiguration()
        var count = 20
        var itemsPath: String?
        var startPageOneBased: Int?
        var detailsChosen = false
        /// fzf's picker flags: items end with NUL, the choice is printed with NUL after it.
        var readsNulSeparated = false
        var printsNulTerminated = false
        /// fzf's `--select-1` and `--exit-0`: decided on the whole input, before any screen.
        var selectsSingleItem = false
        var exitsWhenEmpty = false
        var recordPath: String?
        /// `--preview CMD`: what each card shows under its title.
        var preview: PreviewCommand?
        /// `-f/--filter QUERY`: no screen, the matching lines printed ranked.
        var filterQuery: String?
        /// fzf's search flags, for the filter and the picker alike.
        var search = FilterCommand.Options()
        /// `-q/--query`: the picker starts with this query.
        var initialQuery = ""
        /// `--prompt`: the query line's prompt.
        var prompt = "> "
        /// `--disabled`: the picker pages and does not search; letters are commands.
        var searchDisabled = false
        /// `--preview-window`: what of fzf's options a card's preview can mean.
        var previewWindow = PreviewWindow("")
        /// The race's `--strategies` and `--replay FILE`.
        var raceLanes: [any PagingResolver]?
        var replayPath: String?
        /// The options given, by the table's names: a race replay's recorded geometry yields to them.
        var given: Set<String> = []
    }

    /// Reads the options the table gives `command` (the demo and picker, or the race, which
    /// adds its lanes and a replay).
    static func parse(_ args: inout Arguments, command: Subcommand = .carousel) throws(UsageError) -> Options {
        var o = Options()
        var cardOption = "--card-width"
        while let (name, option) = try args.nextDeclared() {
            o.given.insert(name)
            switch name {
            case "--count": o.count = try args.integer(for: option, in: 1...Int.max)
            case "--items": o.itemsPath = try args.value(for: option, expecting: "a file of lines, or - for stdin")
            case "--card-width":
                cardOption = option
                o.configuration.cardExtent = try args.integer(for: option, in: GeometryRanges.cardExtents,
                                                              expectation: GeometryRanges.cardExpectation)
            case "--spacing": o.configuration.spacing = try args.integer(for: option, in: GeometryRanges.spacings)
            case "--align":
                o.configuration.alignment = CardAlignment(rawValue: try args.choice(for: option, from: ["center", "leading"])) ?? .center
            case "--strategy": o.configuration.strategy = try args.strategy(for: option)
            case "--start-page": o.startPageOneBased = try args.integer(for: option, in: 1...Int.max, what: "a 1-based page")
            case "--vertical": o.configuration.axis = .vertical
            case "--horizontal": o.configuration.axis = .horizontal
            case "--wrap": o.configuration.wraps = true
            case "--settle-speed": o.configuration.settleSpeed = try args.number(for: option, in: 0.25...4)
            case "--no-details": o.configuration.showsDetails = false; o.detailsChosen = true
            case "--details": o.configuration.showsDetails = true; o.detailsChosen = true
            case "--title": o.configuration.title = try args.value(for: option, expecting: "a title")
            case "--read0": o.readsNulSeparated = true
            case "--print0": o.printsNulTerminated = true
            case "--select-1": o.selectsSingleItem = true
            case "--exit-0": o.exitsWhenEmpty = true
            case "--header": o.configuration.header = try args.value(for: option, expecting: "a line of text above the cards")
            case "--theme":
                let names = InterfaceStyle.allCases.map(\.rawValue)
                o.configuration.interfaceStyle = InterfaceStyle(rawValue: try args.choice(for: option, from: names)) ?? .automatic
            case "--preview": o.preview = PreviewCommand(try args.value(for: option, expecting: "a command; {} is the line, {n} its index"))
            case "--record": o.recordPath = try args.value(for: option, expecting: "a file to append recorded gestures to")
            case "--autoplay": o.configuration.autoplayInterval = try args.number(for: option, in: Autoplay.intervalRange)
            case "--mouse":
                let names = PointerReporting.allCases.map(\.rawValue)
                o.configuration.pointerReporting = PointerReporting(rawValue: try args.choice(for: option, from: names)) ?? .automatic
            case "--height": o.configuration.inlineHeight = try args.inlineHeight(for: option)
            case "--filter": o.filterQuery = try args.value(for: option, expecting: "a query (fzf's search syntax)")
            case "--exact": o.search.exact = true
            case "-i": o.search.caseMatching = .ignore
            case "+i": o.search.caseMatching = .respect
            case "--no-sort": o.search.sorts = false
            case "--tac": o.search.reversed = true
            case "--tail": o.search.tail = try args.integer(for: option, in: 1...Int.max, what: "a number of lines")
            case "--query": o.initialQuery = try args.value(for: option, expecting: "a query to start with")
            case "--prompt": o.prompt = try args.value(for: option, expecting: "the query line's prompt")
            case "--disabled": o.searchDisabled = true
            case "--multi": o.configuration.allowsMultipleSelection = true
            case "--no-multi": o.configuration.allowsMultipleSelection = false
            case "--delimiter":
                o.search.shaping.delimiter = FieldDelimiter(try args.value(for: option, expecting: "a delimiter (a string or a regular expression)"))
            case "--with-nth":
                let text = try args.value(for: option, expecting: "field indexes such as 2.. or 1,3")
                guard let ranges = FieldRange.list(text) else { throw UsageError("\(option): invalid field index '\(text)' (N, -N, N.., ..M, N..M, comma-separated)") }
                o.search.shaping.withNth = ranges
            case "--nth":
                let text = try args.value(for: option, expecting: "field indexes such as 2.. or 1,3")
                guard let ranges = FieldRange.list(text) else { throw UsageError("\(option): invalid field index '\(text)' (N, -N, N.., ..M, N..M, comma-separated)") }
                o.search.nth = ranges
            case "--tiebreak":
                let text = try args.value(for: option, expecting: "criteria such as length or begin,index")
                do { o.search.tiebreak = try Tiebreak(text) } catch { throw UsageError("--tiebreak: \(error)") }
            case "--ansi": o.search.shaping.ansi = true
            case "--no-ansi": o.search.shaping.ansi = false
            case "--bind":
                let spec = try args.value(for: option, expecting: "KEY:ACTION pairs, as fzf's (ctrl-a:select-all,enter:become(vi {}))")
                do { try BindingParser.parse(spec, into: &o.configuration.bindings) } catch { throw UsageError("--bind: \(error)") }
            case "--preview-window":
                o.previewWindow = PreviewWindow(try args.value(for: option, expecting: "preview window options such as +3 or wrap"))
            case "--track": o.configuration.tracksCurrent = true
            case "--header-lines": o.search.headerLines = try args.integer(for: option, in: 0...Int.max, what: "a number of lines")
            case "--strategies": o.raceLanes = try RaceCommand.lanes(try args.value(for: option, expecting: RaceCommand.expectation))
            case "--replay": o.replayPath = try args.value(for: option, expecting: "a file written by --record")
            default: throw args.undeclared(option)
            }
        }
        if let extra = args.positionals.first {
            throw UsageError(command == .carousel
                ? "unexpected argument '\(extra)'; commands are strategies, simulate, compare, race, shelves, bench (see carousel --help)"
                : "unexpected argument '\(extra)' for \(command.rawValue)")
        }
        try GeometryRanges.checkLeast(o.configuration.cardExtent, axis: o.configuration.axis, option: cardOption)
        o.configuration.placeholderDelimiter = o.search.shaping.delimiter
        return o
    }
}
