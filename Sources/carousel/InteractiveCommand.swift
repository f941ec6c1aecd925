#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit
import CarouselTerminal

/// The demo and the picker: the carousel on the terminal.
enum InteractiveCommand {
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
    }

    static func parse(_ args: inout Arguments) throws(UsageError) -> Options {
        var o = Options()
        var cardOption = "--card-width"
        while let option = try args.nextOption() {
            switch option {
            case "--count": o.count = try args.integer(for: option, in: 1...Int.max)
            case "--items": o.itemsPath = try args.value(for: option, expecting: "a file of lines, or - for stdin")
            case "--card-width", "--card-height", "--card-size":
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
            case "--select-1", "-1": o.selectsSingleItem = true
            case "--exit-0", "-0": o.exitsWhenEmpty = true
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
            case "-f", "--filter": o.filterQuery = try args.value(for: option, expecting: "a query (fzf's search syntax)")
            case _ where option.hasPrefix("-f") && !option.hasPrefix("--"): o.filterQuery = String(option.dropFirst(2))
            case "-e", "--exact": o.search.exact = true
            case "-i": o.search.caseMatching = .ignore
            case "+i": o.search.caseMatching = .respect
            case "--no-sort": o.search.sorts = false
            case "--tac": o.search.reversed = true
            case "--tail": o.search.tail = try args.integer(for: option, in: 1...Int.max, what: "a number of lines")
            case "-q", "--query": o.initialQuery = try args.value(for: option, expecting: "a query to start with")
            case _ where option.hasPrefix("-q") && !option.hasPrefix("--"): o.initialQuery = String(option.dropFirst(2))
            case "--prompt": o.prompt = try args.value(for: option, expecting: "the query line's prompt")
            case "--disabled", "--phony": o.searchDisabled = true
            case "-m", "--multi": o.configuration.allowsMultipleSelection = true
            case "+m", "--no-multi": o.configuration.allowsMultipleSelection = false
            case "-d", "--delimiter":
                o.search.shaping.delimiter = FieldDelimiter(try args.value(for: option, expecting: "a delimiter (a string or a regular expression)"))
            case "--with-nth":
                let text = try args.value(for: option, expecting: "field indexes such as 2.. or 1,3")
                guard let ranges = FieldRange.list(text) else { throw UsageError("\(option): invalid field index '\(text)' (N, -N, N.., ..M, N..M, comma-separated)") }
                o.search.shaping.withNth = ranges
            case "-n", "--nth":
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
            case "--layout", "--reverse", "--border", "--info":
                // fzf's, and refused rather than taken with another meaning.
                throw UsageError("\(option) is fzf's and not taken by the carousel yet (see NOT TAKEN in carousel --help)")
            default:
                throw UsageError("unknown option '\(option)'; see carousel --help")
            }
        }
        if let extra = args.positionals.first {
            throw UsageError("unexpected argument '\(extra)'; commands are strategies, simulate, compare, race, bench (see carousel --help)")
        }
        try GeometryRanges.checkLeast(o.configuration.cardExtent, axis: o.configuration.axis, option: cardOption)
        o.configuration.placeholderDelimiter = o.search.shaping.delimiter
        return o
    }

    /// Runs the carousel; returns the exit status.
    static func run(_ o: Options) -> Int32 {
        if let query = o.filterQuery {
            var search = o.search
            search.query = query
            return FilterCommand.run(search, itemsPath: o.itemsPath, readsNulSeparated: o.readsNulSeparated,
                                     printsNulTerminated: o.printsNulTerminated)
        }
        var o = o
        // An unwritable record file is said before anything else, the screen untouched.
        guard case .success(let recordFile) = RecordFile.openAsked(o.recordPath) else { return 73 }
        var items: (reader: ItemsReader, name: String)? = nil
        let separator = o.readsNulSeparated ? UInt8(0) : UInt8(ascii: "\n")
        let terminator = o.printsNulTerminated ? UInt8(0) : UInt8(ascii: "\n")
        if let path = o.itemsPath {
            switch ItemsReader.open(path: path, separator: separator) {
            case .success(let r):
                r.store.tailLimit = o.search.tail
                items = (r, path == "-" ? "stdin" : path)
            case .failure(let e):
                Output.error("\(path): \(e.reason)")
                return 66
            }
        } else if ItemsReader.stdinIsData() {
            switch ItemsReader.open(path: "-", separator: separator) {
            case .success(let r):
                r.store.tailLimit = o.search.tail
                items = (r, "stdin")
            case .failure(let e):
                Output.error("stdin: \(e.reason)")
                return 66
            }
        }
        if let p = o.startPageOneBased { o.configuration.startPage = p - 1 }

        if items == nil, o.initialQuery != "" || o.prompt != "> " {
            Output.error("-q/--query and --prompt are for a picker: give it lines on stdin or with --items")
            return 64
        }
        let searchOptions = SearchOptions(exact: o.search.exact, caseMatching: o.search.caseMatching,
                                          sorts: o.search.sorts, reversed: o.search.reversed, shaping: o.search.shaping,
                                          tiebreak: o.search.tiebreak, nth: o.search.nth)
        var dataSource: CollectionViewDataSource
        var searchingCards: SearchingLineCards? = nil
        var search: PickerSearch? = nil
        var extraInput: TerminalRunner.ExtraInput? = nil
        // fzf's `reload`: a command's output replaces the lines, one reload at a time.
        var reloader: ((String) -> TerminalRunner.ExtraInput?)? = nil
        let reloads = InputReloads()
        defer { reloads.running?.cancel() }
        if let (reader, name) = items {
            // The screen opens as soon as there is a card to show (the start page's, when
            // one is asked for), and the rest is read while the person pages.
            // --select-1 and --exit-0 need the whole input to decide, and decide before the
            // terminal is touched, so that a script with one (or no) choice never sees a screen.
            let decidesFirst = o.selectsSingleItem || o.exitsWhenEmpty
            reader.headerLineCount = o.search.headerLines
            let failure = decidesFirst ? reader.readToEnd() : reader.waitForLines(moreThan: o.search.headerLines + max(0, o.configuration.startPage))
            if let failure {
                Output.error("\(name): \(failure.reason)")
                return 66
            }
            _ = reader.takeHeaderLines(ansi: o.search.shaping.ansi)
            if reader.store.count == 0 {
                if !o.exitsWhenEmpty { Output.error("no items to choose from (the input had no lines)") }
                return 1
            }
            if decidesFirst {
                // Decided on the lines the starting query matches, as fzf does.
                let query = o.searchDisabled ? SearchQuery("") : searchOptions.parse(o.initialQuery)
                let matches = query.isEmpty ? Array(0..<reader.store.count)
                    : LineFilter.matches(in: reader.store, query: query, sorts: o.search.sorts, reversed: o.search.reversed,
                                         shaping: o.search.shaping, tiebreak: o.search.tiebreak, nth: o.search.nth)
                if matches.isEmpty, o.exitsWhenEmpty { return 1 }
                if o.selectsSingleItem, matches.count == 1, let bytes = reader.store.bytes(at: matches[0]) {
                    if let problem = reader.problem { Output.error("\(name): \(problem)") }
                    Output.printBytes(o.search.shaping.ansi ? ANSIStripping.stripped(bytes) : bytes, terminator: terminator)
                    return 0
                }
            }
            let cards = SearchingLineCards(lines: TextLineCards(store: reader.store, shaping: o.search.shaping), reversed: o.search.reversed)
            cards.nth = o.search.nth
            searchingCards = cards
            if !o.searchDisabled {
                search = PickerSearch(cards: cards, options: searchOptions, prompt: o.prompt, query: o.initialQuery)
            }
            cards.headerLines = reader.headerLines
            if !reader.store.isFinished {
                reader.stopBlocking()
                extraInput = TerminalRunner.ExtraInput(fd: reader.fd, onReadable: reading(reader, into: cards, search: search, ansi: o.search.shaping.ansi))
            }
            reloader = reloading(reader, into: cards, search: search, ansi: o.search.shaping.ansi, reloads: reloads)
            dataSource = cards
            o.configuration.isPicker = true
            // A picker is a tool, not a demo: the decision overlay waits for --details or d.
            if !o.detailsChosen { o.configuration.showsDetails = false }
            if o.configuration.title == "carousel" { o.configuration.title = "pick" }
        } else {
            dataSource = DemoCards(count: o.count)
        }

        // --preview: the cards' own data source, wrapped to run the command for the cards
        // the collection view prefetches.
        var previews: PreviewLoader? = nil
        if var command = o.preview {
            command.delimiter = o.search.shaping.delimiter
            let store = items?.reader.store, ansi = o.search.shaping.ansi
            let loader = PreviewLoader(command: command, launcher: PreviewProcesses(environment: TerminalEnvironment.current)) { index in
                // As fzf: with --ansi, {} is the line without its escapes.
                if let store { return store.text(at: index).map { ansi ? ANSIStripping.strip($0) : $0 } }
                return DemoCards.title(index)
            }
            previews = loader
            loader.wraps = o.previewWindow.wraps
            if o.previewWindow.scrollField != nil || o.previewWindow.scrollOffset > 0 {
                let window = o.previewWindow, delimiter = o.search.shaping.delimiter
                loader.initialScroll = { index in
                    guard let line = store?.text(at: index) else { return window.scrollField == nil ? max(0, window.scrollOffset) : 0 }
                    return window.initialScroll(forLine: line, delimiter: delimiter)
                }
            }
            let previewing = PreviewingCards(cards: dataSource, loader: loader)
            if let searchingCards { previewing.lineForItem = { searchingCards.lineIndex(forItem: $0) } }
            dataSource = previewing
        }
        let outcome: RunOutcome
        do {
            defer { previews?.shutdown() }
            let recorder = recordFile.map { file in GestureRecorder { file.append($0) } }
            outcome = try TerminalCarousel.run(dataSource: dataSource, configuration: o.configuration, extraInput: extraInput,
                                               gestureRecorder: recorder, pickerLines: searchingCards, search: search,
                                               sources: previews.map { [$0] } ?? [], reloader: reloader)
        } catch {
            Output.error(error.description)
            return 69
        }
        if let file = recordFile, let problem = file.problem { Output.error("--record \(file.path): \(problem)") }
        if let (reader, name) = items, let problem = reader.problem {
            Output.error("\(name): \(problem)")
        }
        if case .finished(let chose?) = outcome {
            if let (reader, _) = items {
                // Exactly the bytes of the line as they came, whatever their encoding; with
                // --ansi without their escapes, as fzf prints them.
                // With -m: every marked line, in the order marked; none marked: the card chosen.
                let marked = o.configuration.allowsMultipleSelection ? searchingCards?.marks.inOrder ?? [] : []
                let lines = marked.isEmpty ? [searchingCards?.lineIndex(forItem: chose) ?? chose] : marked
                for line in lines {
                    if let bytes = reader.store.bytes(at: line) {
                        Output.printBytes(o.search.shaping.ansi ? ANSIStripping.stripped(bytes) : bytes, terminator: terminator)
                    }
                }
            } else {
                Output.printBytes(Array(DemoCards.title(chose).utf8), terminator: terminator)
            }
        }
        if case .terminated(let sig) = outcome { endAsSignal(sig) }
        if case .become(let command) = outcome {
            // The terminal is restored: the program becomes the command, as fzf's `become`.
            BoundCommandProcess.become(command)
            Output.error("--bind become: /bin/sh could not be run")
            return 127
        }
        return outcome.exitStatus(isPicker: o.configuration.isPicker)
    }
}
