import CarouselCommandLine
import CarouselCore
import CarouselKit
import CarouselMatching

/// The demo's, the picker's and the race's options, as the option table spells them.
extension InteractiveCommand {
    struct Options {
        /// The display options the demo, the race and the shelves share.
        var display = DisplaySettings()
        var configuration: CarouselConfiguration {
            get { display.configuration }
            set { display.configuration = newValue }
        }
        var count: Int { display.count }
        var itemsPath: String? { display.itemsPath }
        var startPageOneBased: Int? { display.startPage }
        var detailsChosen: Bool { display.detailsChosen }
        /// fzf's picker flags: items end with NUL, the choice is printed with NUL after it.
        var readsNulSeparated = false
        var printsNulTerminated = false
        /// fzf's `--select-1` and `--exit-0`: decided on the whole input, before any screen.
        var selectsSingleItem = false
        var exitsWhenEmpty = false
        var recordPath: String? { display.recordPath }
        /// `--preview CMD`: what each card shows under its title.
        var preview: PreviewCommand? {
            get { display.preview }
            set { display.preview = newValue }
        }
        /// `-f/--filter QUERY`: no screen, the matching lines printed ranked.
        var filterQuery: String?
        /// fzf's search flags, for the filter and the picker alike.
        var search = FilterCommand.Options()
        /// `-q/--query`: the picker starts with this query.
        var initialQuery = ""
        /// `--prompt`: the query line's prompt.
        var prompt = "> "
        /// `--disabled`: the query filters nothing (it is typed and edited, for `{q}`).
        var filterDisabled = false
        /// `--no-input`: no query line; the picker pages and letters are commands.
        var hidesQuery = false
        /// `--preview-window`: what of fzf's options a card's preview can mean.
        var previewWindow = PreviewWindow()
        /// `--preview-label`.
        var previewLabel = ""
        /// The race's `--strategies` and `--replay FILE`.
        var raceLanes: [any PagingResolver]? { display.strategies }
        var replayPath: String?
        /// The options given, by the table's names: a race replay's recorded geometry yields to them.
        var given: Set<String> { display.given }
        /// Under the name `fzf`: fzf's input when nothing is piped, statuses and defaults.
        var personality = Personality.carousel
        /// What fzf's options around the picker ask for.
        var fzf = FzfExtras()
    }

    /// fzf's options that change what the program does around the cards: what it reads when
    /// nothing is piped, what it prints, and the requests that print something and leave.
    struct FzfExtras {
        var printsQuery = false
        /// `--expect`: keys that choose as Enter does, by fzf's names, printed before the choice.
        var expectedKeys: [String] = []
        /// `--accept-nth`: what of the chosen line is printed (fields, or a `{N}` template).
        var acceptNth: FieldTemplate?
        /// `--sync`: the whole input is read before the screen opens.
        var waitsForInput = false
        var walker = DirectoryWalker()
        /// `--with-shell`: what runs `FZF_DEFAULT_COMMAND`.
        var shell: String?
        /// `--min-height`: the least rows of a `--height` percentage.
        var minHeight: Int?
        /// `--marker STR`: the sign before "marked".
        var markSign: String?
        /// `--history FILE` and `--history-size N`.
        var historyPath: String?
        var historySize = 1000
        /// `--listen` and `--listen-unsafe`: where fzf's server listens, and whether remote
        /// requests may run commands.
        var listen: ListenAddress?
        var listenUnsafe = false
        /// `--ghost`: faint text in an empty query.
        var ghost = ""
        /// `--info`: what stands before the query line's match count; nil: no count.
        var matchCountPrefix: String? = ""
        /// `--help`, `--version`, `--bash`... as fzf: the last one given wins.
        var request: ExitingRequest?
    }

    /// An option that prints something and leaves without a picker.
    enum ExitingRequest { case help, version, man, bash, zsh, fish, nushell }

    /// Reads the options the table gives `command` (the demo and picker, or the race, which
    /// adds its lanes and a replay).
    static func parse(
        _ args: inout Arguments, command: Subcommand = .carousel,
        personality: Personality = .carousel
    ) throws(UsageError) -> Options {
        var o = Options()
        o.personality = personality
        o.configuration.reducesMotion = ReducedMotion.asked
        o.configuration.screenReader = ScreenReaderMode.asked
        // fzf's default layout has its prompt at the bottom; the carousel's own, at the top.
        o.configuration.queryAtBottom = personality == .fzf
        while let (name, option) = try args.nextDeclared(applyingTo: &o.display) {
            switch name {
            case OptionTable.read0.name: o.readsNulSeparated = true
            case OptionTable.print0.name: o.printsNulTerminated = true
            case OptionTable.select1.name: o.selectsSingleItem = true
            case OptionTable.exit0.name: o.exitsWhenEmpty = true
            case OptionTable.header.name: o.configuration.header = try args.value(for: option, expecting: "a line of text above the cards")
            case OptionTable.filter.name: o.filterQuery = try args.value(for: option, expecting: "a query (fzf's search syntax)")
            case OptionTable.exact.name: o.search.exact = true
            case OptionTable.ignoreCase.name: o.search.caseMatching = .ignore
            case OptionTable.noIgnoreCase.name: o.search.caseMatching = .respect
            case OptionTable.smartCase.name: o.search.caseMatching = .smart
            case OptionTable.extended.name: o.search.extended = true
            case OptionTable.noExtended.name: o.search.extended = false
            case OptionTable.extendedExact.name: o.search.extended = true; o.search.exact = true
            case OptionTable.noExact.name: o.search.exact = false
            case OptionTable.sort.name:
                o.search.sorts = true
                _ = args.optionalValue()
            case OptionTable.literal.name: o.search.foldsAccents = false
            case OptionTable.noLiteral.name: o.search.foldsAccents = true
            case OptionTable.scheme.name:
                let name = try args.value(of: OptionTable.scheme, spelled: option).text
                let scheme = ScoringScheme(rawValue: name) ?? .default
                o.search.scheme = scheme
                o.search.tiebreak = Tiebreak.default(for: scheme)
            case OptionTable.algo.name: _ = try args.value(of: OptionTable.algo, spelled: option)
            case OptionTable.noTac.name: o.search.reversed = false
            case OptionTable.noTail.name: o.search.tail = nil
            case OptionTable.noSort.name: o.search.sorts = false
            case OptionTable.tac.name: o.search.reversed = true
            case OptionTable.tail.name: o.search.tail = try args.value(of: OptionTable.tail, spelled: option).integer
            case OptionTable.query.name: o.initialQuery = try args.value(for: option, expecting: "a query to start with")
            case OptionTable.prompt.name: o.prompt = try args.value(for: option, expecting: "the query line's prompt")
            case OptionTable.disabled.name: o.filterDisabled = true
            case OptionTable.noInput.name: o.hidesQuery = true
            case OptionTable.multi.name:
                o.configuration.allowsMultipleSelection = true
                if let limit = args.optionalValue() {
                    guard let n = Int(limit) else { throw UsageError("\(option): '\(limit)' is not a number of marks") }
                    o.configuration.allowsMultipleSelection = n != 0
                    o.configuration.markLimit = n > 0 ? n : nil
                }
            case OptionTable.noMulti.name: o.configuration.allowsMultipleSelection = false
            case OptionTable.delimiter.name:
                o.search.shaping.delimiter = FieldDelimiter(
                    try args.value(for: option, expecting: "a delimiter (a string or a regular expression)"))
            case OptionTable.withNth.name:
                let text = try args.value(for: option, expecting: "field indexes such as 2.. or 1,3, or a template such as '{2} {1}'")
                if let ranges = FieldRange.list(text) {
                    o.search.shaping.withNth = ranges
                    o.search.shaping.withNthTemplate = nil
                } else if let template = FieldTemplate(text) {
                    o.search.shaping.withNth = nil
                    o.search.shaping.withNthTemplate = template
                } else {
                    throw UsageError(
                        "\(option): invalid field index '\(text)' (N, -N, N.., ..M, N..M, comma-separated, or a template with a {N})")
                }
            case OptionTable.nth.name:
                let text = try args.value(for: option, expecting: "field indexes such as 2.. or 1,3")
                guard let ranges = FieldRange.list(text) else {
                    throw UsageError("\(option): invalid field index '\(text)' (N, -N, N.., ..M, N..M, comma-separated)")
                }
                o.search.nth = ranges
            case OptionTable.tiebreak.name:
                let text = try args.value(for: option, expecting: "criteria such as length or begin,index")
                do { o.search.tiebreak = try Tiebreak(text) } catch { throw UsageError("--tiebreak: \(error)") }
            case OptionTable.ansi.name: o.search.shaping.ansi = true
            case OptionTable.noAnsi.name: o.search.shaping.ansi = false
            case OptionTable.bind.name:
                let spec = try args.value(for: option, expecting: "KEY:ACTION pairs, as fzf's (ctrl-a:select-all,enter:become(vi {}))")
                do { try BindingParser.parse(spec, into: &o.configuration.bindings) } catch { throw UsageError("--bind: \(error)") }
            case OptionTable.toggleSort.name:
                let key = try args.value(for: option, expecting: "a key such as ctrl-r")
                do { try BindingParser.parse("\(key):toggle-sort", into: &o.configuration.bindings) } catch {
                    throw UsageError("\(option): \(error)")
                }
            case OptionTable.previewWindow.name:
                // As fzf's: each one applies on top of those before it.
                let value = try args.value(for: option, expecting: "preview window options such as up,40% or +{2}/2")
                do { o.previewWindow = try PreviewWindow(parsing: value, onto: o.previewWindow) } catch {
                    throw UsageError("\(option): \(error)")
                }
            case OptionTable.track.name: o.configuration.tracksCurrent = true
            case OptionTable.headerLines.name:
                o.search.headerLines = try args.value(of: OptionTable.headerLines, spelled: option).integer
            case OptionTable.raceReplay.name: o.replayPath = try args.value(for: option, expecting: "a file written by --record")
            case OptionTable.printQuery.name: o.fzf.printsQuery = true
            case OptionTable.noPrintQuery.name: o.fzf.printsQuery = false
            case OptionTable.expect.name:
                let text = try args.value(for: option, expecting: "comma-separated key names such as ctrl-v,alt-x")
                o.fzf.expectedKeys = try FzfKeys.expected(text, option: option, adding: o.fzf.expectedKeys)
            case OptionTable.noExpect.name: o.fzf.expectedKeys = []
            case OptionTable.acceptNth.name:
                let text = try args.value(for: option, expecting: "field indexes such as 2.. or a template such as '{2} {1}'")
                guard let template = FieldTemplate(text) else {
                    throw UsageError(
                        "\(option): '\(text)' is neither field indexes (N, -N, N.., ..M, N..M, comma-separated) nor a template with a {N}")
                }
                o.fzf.acceptNth = template
            case OptionTable.layout.name:
                o.configuration.queryAtBottom = try args.value(of: OptionTable.layout, spelled: option).text != "reverse"
            case OptionTable.reverse.name: o.configuration.queryAtBottom = false
            case OptionTable.noReverse.name: o.configuration.queryAtBottom = true
            case OptionTable.color.name:
                // fzf's --color with no value is its default scheme; each value adds to earlier ones.
                let spec = args.optionalValue() ?? ""
                var colors = o.configuration.colors ?? FzfColors()
                do { try colors.add(spec) } catch { throw UsageError("\(option): \(error)") }
                o.configuration.colors = colors
            case OptionTable.noColor.name:
                var colors = FzfColors()
                try? colors.add("bw")
                o.configuration.colors = colors
            case OptionTable.marker.name: o.fzf.markSign = try args.value(for: option, expecting: "a sign for marked cards")
            case OptionTable.history.name: o.fzf.historyPath = try args.value(for: option, expecting: "a file of queries")
            case OptionTable.historySize.name:
                o.fzf.historySize = try args.value(of: OptionTable.historySize, spelled: option).integer
            case OptionTable.noHistory.name: o.fzf.historyPath = nil
            case OptionTable.sync.name: o.fzf.waitsForInput = true
            case OptionTable.noSync.name: o.fzf.waitsForInput = false
            case OptionTable.enabled.name: o.filterDisabled = false
            case OptionTable.noMouse.name: o.configuration.pointerReporting = .off
            case OptionTable.noPreview.name: o.preview = nil
            case OptionTable.noHeader.name: o.configuration.header = nil
            case OptionTable.noHeaderLines.name: o.search.headerLines = 0
            case OptionTable.noSelect1.name: o.selectsSingleItem = false
            case OptionTable.noExit0.name: o.exitsWhenEmpty = false
            case OptionTable.noRead0.name: o.readsNulSeparated = false
            case OptionTable.noPrint0.name: o.printsNulTerminated = false
            case OptionTable.noTrack.name: o.configuration.tracksCurrent = false
            case OptionTable.noHeight.name: o.configuration.inlineHeight = nil
            case OptionTable.minHeight.name:
                let text = try args.value(for: option, expecting: "a number of rows, + after it allowed")
                let digits = text.hasSuffix("+") ? String(text.dropLast()) : text
                guard let n = Int(digits), n >= 0 else {
                    throw UsageError("\(option): '\(text)' is not a number of rows (such as 10 or 20+)")
                }
                o.fzf.minHeight = n
            case OptionTable.tmux.name:
                // fzf's popup inside tmux; here a band of the popup's height wherever it runs.
                let size = args.optionalValue().flatMap { FzfPopup.height($0) } ?? .percent(50)
                o.configuration.inlineHeight = size
            case OptionTable.noTmux.name: break
            case OptionTable.walker.name:
                let text = try args.value(for: option, expecting: "[file][,dir][,follow][,hidden]")
                guard o.fzf.walker.apply(text) else {
                    throw UsageError("\(option): invalid walker option '\(text)'; expected [file][,dir][,follow][,hidden]")
                }
            case OptionTable.walkerRoot.name:
                let roots = args.optionalValues()
                guard !roots.isEmpty else { throw UsageError("\(option): no directory specified") }
                o.fzf.walker.roots = roots
            case OptionTable.walkerSkip.name:
                let text = try args.value(for: option, expecting: "comma-separated folder names")
                o.fzf.walker.skipped = text.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            case OptionTable.listen.name:
                let text = args.optionalValue()
                do { o.fzf.listen = try text.map { text throws(ListenAddressError) in try ListenAddress(fzf: text) } ?? .default } catch {
                    throw UsageError("\(option): \(error)")
                }
                // One spec spells both; the spelling typed says whether remote requests may run commands.
                o.fzf.listenUnsafe = option.hasSuffix("-unsafe")
            case OptionTable.noListen.name: o.fzf.listen = nil; o.fzf.listenUnsafe = false
            case OptionTable.idNth.name:
                let text = try args.value(for: option, expecting: "field indexes such as 1 or 2..")
                guard let ranges = FieldRange.list(text) else {
                    throw UsageError("\(option): invalid field index '\(text)' (N, -N, N.., ..M, N..M, comma-separated)")
                }
                o.configuration.identityFields = ranges
            case OptionTable.noIdNth.name: o.configuration.identityFields = nil
            case OptionTable.noClear.name: o.configuration.keepsBandOnExit = true
            case OptionTable.clear.name: o.configuration.keepsBandOnExit = false
            case OptionTable.withShell.name:
                o.fzf.shell = try args.value(for: option, expecting: "a shell and its flags, such as 'bash -c'")
            case OptionTable.help.name: o.fzf.request = .help
            case OptionTable.version.name: o.fzf.request = .version
            case OptionTable.man.name: o.fzf.request = .man
            case OptionTable.bash.name: o.fzf.request = .bash
            case OptionTable.zsh.name: o.fzf.request = .zsh
            case OptionTable.fish.name: o.fzf.request = .fish
            case OptionTable.nushell.name: o.fzf.request = .nushell
            default:
                if try parseLook(name, option: option, &args, into: &o) { continue }
                // fzf's options without a card counterpart: their values are read as fzf
                // reads them, and nothing changes.
                guard let spec = OptionTable.option(option, for: command) ?? OptionTable.option(name, for: command),
                    spec.group == .fzf
                else { throw args.undeclared(option) }
                if spec.optionalValue != nil {
                    _ = args.optionalValues()
                } else if spec.takesValue {
                    _ = try args.value(for: option, expecting: spec.value ?? "a value")
                }
            }
        }
        if let extra = args.positionals.first {
            if personality == .fzf { throw UsageError("unknown option: \(extra)") }
            throw UsageError(
                command == .carousel
                    ? "unexpected argument '\(extra)'; commands are \(Subcommand.typed) (see carousel --help)"
                    : "unexpected argument '\(extra)' for \(command.rawValue)")
        }
        if let least = o.fzf.minHeight { o.configuration.inlineHeight = o.configuration.inlineHeight?.withLeast(least) }
        try o.display.checkCardExtent()
        o.configuration.placeholderDelimiter = o.search.shaping.delimiter
        return o
    }
}
