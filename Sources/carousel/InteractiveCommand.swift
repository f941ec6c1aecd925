import CarouselCommandLine
import CarouselCore
import CarouselKit
import CarouselMatching
import CarouselPlatform
import CarouselTerminal

/// The demo and the picker: the carousel on the terminal.
enum InteractiveCommand {
    /// fzf's `start:reload(CMD)`, taken out of the start event's actions, filled in as fzf
    /// fills a command before any line is read (the query and prompt; no line).
    static func startingReload(_ o: inout Options) -> String? {
        guard var actions = o.configuration.bindings[.event(.start)],
            let k = actions.lastIndex(where: { if case .reload = $0 { return true } else { return false } }),
            case .reload(let template) = actions[k]
        else { return nil }
        actions.removeAll { if case .reload = $0 { return true } else { return false } }
        o.configuration.bindings[.event(.start)] = actions.isEmpty ? nil : actions
        let quoting = ShellQuoting(shell: CommandShell.prefix.first ?? "sh")
        let values = CommandTemplate.Values(current: nil, query: o.initialQuery, prompt: o.prompt)
        CommandEnvironment.current = ["FZF_QUERY": o.initialQuery, "FZF_PROMPT": o.prompt]
        return CommandTemplate(template, delimiter: o.search.shaping.delimiter, quoting: quoting)
            .filled(values, withoutLine: true)
    }

    /// Runs the carousel; returns the exit status.
    static func run(_ o: Options) -> Int32 {
        let separator = o.readsNulSeparated ? UInt8(0) : UInt8(ascii: "\n")
        let terminator = o.printsNulTerminated ? UInt8(0) : UInt8(ascii: "\n")
        // Commands run as fzf runs them: --with-shell, else (as fzf) $SHELL -c; sh -c by the
        // carousel's own name.
        if let shell = o.fzf.shell {
            CommandShell.use((try? ShellWords.split(shell)) ?? [])
        } else if o.personality == .fzf, let shell = DefaultOptions.environment("SHELL"), !shell.isEmpty {
            CommandShell.use([shell, "-c"])
        }
        // Under the name fzf with nothing piped: FZF_DEFAULT_COMMAND's lines, or the walk.
        var fzfInput: FzfInput? = nil
        var o = o
        if let command = startingReload(&o) {
            // As fzf: a reload bound to start is the input itself; stdin and the walk are not read.
            guard let input = FzfInput.command(command) else {
                Output.error("start:reload: \(CommandShell.prefix.joined(separator: " ")) could not be run")
                return 2
            }
            fzfInput = input
        } else if o.personality == .fzf, o.itemsPath == nil, isatty(0) != 0 {
            guard let input = FzfInput.start(o.fzf, separator: separator) else {
                Output.error("could not start reading the directory or FZF_DEFAULT_COMMAND")
                return 2
            }
            fzfInput = input
        }
        defer { fzfInput?.cancel() }
        if fzfInput?.name != "start:reload", fzfInput != nil, !o.given.contains(OptionTable.scheme.name),
            !o.given.contains(OptionTable.tiebreak.name)
        {
            // As fzf: what it lists by itself are paths, ranked by the path scheme.
            o.search.scheme = .path
            o.search.tiebreak = Tiebreak.default(for: .path)
        }
        if let query = o.filterQuery {
            var search = o.search
            search.query = query
            if o.fzf.printsQuery { Output.printBytes(Array(query.utf8), terminator: terminator) }
            return FilterCommand.run(
                search, itemsPath: o.itemsPath, inputFD: fzfInput?.fd, readsNulSeparated: o.readsNulSeparated,
                printsNulTerminated: o.printsNulTerminated, acceptNth: o.fzf.acceptNth)
        }
        // An unwritable record file is said before anything else, the screen untouched.
        guard case .success(let recordFile) = RecordFile.openAsked(o.recordPath) else { return 73 }
        var items: (reader: ItemsReader, name: String)? = nil
        if let input = fzfInput {
            let reader = ItemsReader.reading(fd: input.fd, separator: separator)
            reader.store.tailLimit = o.search.tail
            items = (reader, input.name)
        } else if o.personality == .fzf, o.itemsPath == nil {
            // fzf reads whatever stdin is when it is not a terminal, /dev/null too.
            let reader = ItemsReader.reading(fd: 0, separator: separator)
            reader.store.tailLimit = o.search.tail
            items = (reader, "stdin")
        } else if let path = o.itemsPath {
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
        // The picker's first letter is answered from each line's letter summary (4 bytes a
        // line, made as lines are read); `--filter`, one query, goes without.
        items?.reader.store.summarizesLetters = true
        if let p = o.startPageOneBased { o.configuration.startPage = p - 1 }
        // Placeholders are quoted for the shell that runs the commands; {f} files end each
        // value as the choice is printed.
        o.configuration.placeholderQuoting = ShellQuoting(shell: CommandShell.prefix.first ?? "sh")
        o.configuration.placeholderFileSeparator = o.printsNulTerminated ? "\0" : "\n"
        o.display.preview?.quoting = o.display.configuration.placeholderQuoting

        if let path = o.fzf.historyPath {
            do { o.configuration.queryHistory = try QueryHistory(path: path, maxSize: o.fzf.historySize) } catch {
                Output.error("--history: \(error)")
                return o.personality == .fzf ? 2 : 66
            }
            // As fzf: Ctrl-P and Ctrl-N walk the history unless bound to something else.
            for (name, action) in [("ctrl-p", BindAction.previousHistory), ("ctrl-n", .nextHistory)] {
                if let trigger = BindTrigger(fzfName: name), o.configuration.bindings[trigger] == nil {
                    o.configuration.bindings[trigger] = [action]
                }
            }
        }
        o.configuration.acceptance = o.configuration.acceptance ?? Acceptance()
        if o.personality == .fzf {
            // fzf's keys that move in its list, where the command line binds them to nothing
            // else: up and down the list as its layout has it (the arrows left and right
            // still flick).
            let moves: [(String, BindAction)] = [
                ("up", .up), ("ctrl-k", .up), ("ctrl-p", .up), ("down", .down),
                ("ctrl-j", .down), ("ctrl-n", .down),
            ]
            for (name, action) in moves {
                if let trigger = BindTrigger(fzfName: name), o.configuration.bindings[trigger] == nil {
                    o.configuration.bindings[trigger] = [action]
                }
            }
            o.configuration.acceptance = Acceptance()
            for key in o.fzf.expectedKeys {
                if let trigger = BindTrigger(fzfName: key) { o.configuration.bindings[trigger] = [.acceptExpecting(key)] }
            }
        }
        if items == nil, o.initialQuery != "" || o.prompt != "> " {
            Output.error("-q/--query and --prompt are for a picker: give it lines on stdin or with --items")
            return 64
        }
        var searchOptions = SearchOptions(
            exact: o.search.exact, caseMatching: o.search.caseMatching,
            sorts: o.search.sorts, reversed: o.search.reversed, shaping: o.search.shaping,
            tiebreak: o.search.tiebreak, nth: o.search.nth)
        searchOptions.extended = o.search.extended
        searchOptions.foldsAccents = o.search.foldsAccents
        searchOptions.scheme = o.search.scheme
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
            let decidesFirst = o.selectsSingleItem || o.exitsWhenEmpty || o.fzf.waitsForInput
            reader.headerLineCount = o.search.headerLines
            let failure =
                decidesFirst ? reader.readToEnd() : reader.waitForLines(moreThan: o.search.headerLines + max(0, o.configuration.startPage))
            if let failure {
                Output.error("\(name): \(failure.reason)")
                return 66
            }
            _ = reader.takeHeaderLines(ansi: o.search.shaping.ansi)
            // fzf opens on an empty input and waits (a `start:reload` may fill it); the
            // carousel by its own name says there is nothing to choose from.
            if reader.store.count == 0, o.personality != .fzf || o.exitsWhenEmpty {
                if !o.exitsWhenEmpty { Output.error("no items to choose from (the input had no lines)") }
                return 1
            }
            if decidesFirst {
                // Decided on the lines the starting query matches, as fzf does.
                let query = o.filterDisabled || o.hidesQuery ? SearchQuery("") : searchOptions.parse(o.initialQuery)
                let matches =
                    query.isEmpty
                    ? Array(0..<reader.store.count)
                    : LineFilter.matches(
                        in: reader.store, query: query, sorts: o.search.sorts, reversed: o.search.reversed,
                        shaping: o.search.shaping, tiebreak: o.search.tiebreak, nth: o.search.nth)
                if matches.isEmpty, o.exitsWhenEmpty { return 1 }
                if o.selectsSingleItem, matches.count == 1, let bytes = reader.store.bytes(at: matches[0]) {
                    if let problem = reader.problem { Output.error("\(name): \(problem)") }
                    if o.fzf.printsQuery { Output.printBytes(Array(o.initialQuery.utf8), terminator: terminator) }
                    if !o.fzf.expectedKeys.isEmpty { Output.printBytes([], terminator: terminator) }
                    Output.printBytes(chosenBytes(bytes, o, line: matches[0]), terminator: terminator)
                    return 0
                }
            }
            let cards = SearchingLineCards(
                lines: TextLineCards(store: reader.store, shaping: o.search.shaping), reversed: o.search.reversed)
            cards.nth = o.search.nth
            if let sign = o.fzf.markSign { cards.markSign = sign }
            searchingCards = cards
            if !o.hidesQuery {
                search = PickerSearch(
                    cards: cards, options: searchOptions, prompt: o.prompt, query: o.initialQuery,
                    filters: !o.filterDisabled)
                search?.ghost = o.fzf.ghost
                search?.matchCountPrefix = o.fzf.matchCountPrefix
            }
            cards.headerLines = reader.headerLines
            if !reader.store.isFinished {
                reader.stopBlocking()
                extraInput = TerminalRunner.ExtraInput(
                    fd: reader.fd, onReadable: reading(reader, into: cards, search: search, ansi: o.search.shaping.ansi))
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
        // Without --preview, a binding of preview(…) or change-preview(…) still shows one:
        // hidden until then, as fzf's.
        let previewBound = o.configuration.bindings.values.joined().contains { action in
            if case .changePreview(.once) = action { return true }
            if case .changePreview(.command) = action { return true }
            return false
        }
        if var command = o.preview ?? (previewBound ? PreviewCommand("") : nil) {
            command.delimiter = o.search.shaping.delimiter
            let store = items?.reader.store, ansi = o.search.shaping.ansi
            let loader = PreviewLoader(command: command, launcher: PreviewProcesses(environment: TerminalEnvironment.current)) { index in
                // As fzf: with --ansi, {} is the line without its escapes.
                if let store { return store.text(at: index).map { ansi ? ANSIStripping.strip($0) : $0 } }
                return DemoCards.title(index)
            }
            previews = loader
            loader.window = o.previewWindow
            loader.label = o.previewLabel
            let delimiter = o.search.shaping.delimiter
            loader.initialScroll = { [unowned loader] index, height in
                // The window in force (an alternative's scroll where the card is small); a
                // coloured field (--ansi) is read as fzf reads it: without its escapes.
                let window = loader.activeWindow
                guard !window.scroll.isEmpty else { return 0 }
                let line = store?.text(at: index).map { ansi ? ANSIStripping.strip($0) : $0 } ?? DemoCards.title(index)
                return window.initialScroll(forLine: line, index: index, delimiter: delimiter, height: height)
            }
            let previewing = PreviewingCards(cards: dataSource, loader: loader)
            // fzf's --preview-window hidden: shown by toggle-preview or show-preview.
            previewing.isShown = !o.previewWindow.startsHidden && o.preview != nil
            if let searchingCards { previewing.lineForItem = { searchingCards.lineIndex(forItem: $0) } }
            dataSource = previewing
        }
        let outcome: RunOutcome
        // fzf's --listen: started before the screen, so that a bad address is said plainly.
        var listen: ListenServer? = nil
        if let address = o.fzf.listen {
            switch ListenServer.start(address, unsafe: o.fzf.listenUnsafe, environment: TerminalEnvironment.current) {
            case .success(let server):
                listen = server
                CommandEnvironment.lasting = server.environment
            case .failure(let error):
                Output.error("--listen: \(error)")
                return 2
            }
        }
        do {
            defer { previews?.shutdown() }
            let recorder = recordFile.map { file in GestureRecorder { file.append($0) } }
            outcome = try TerminalCarousel.run(
                dataSource: dataSource, configuration: o.configuration, extraInput: extraInput,
                gestureRecorder: recorder, pickerLines: searchingCards, search: search,
                sources: previews.map { [$0] } ?? [], reloader: reloader, listen: listen)
        } catch {
            Output.error(error.description)
            return 69
        }
        // {f} files go with the run, but those a `become` command names.
        if case .become(let command) = outcome { TemporaryFiles.removeAll(exceptThoseIn: command) } else { TemporaryFiles.removeAll() }
        if let file = recordFile, let problem = file.problem { Output.error("--record \(file.path): \(problem)") }
        if let (reader, name) = items, let problem = reader.problem {
            Output.error("\(name): \(problem)")
        }
        let acceptance = o.configuration.acceptance
        if let history = o.configuration.queryHistory, acceptance?.isAccepted == true || outcome.isBecome {
            // The query accepted joins the history (as fzf, not one left with Esc).
            if !history.append(search?.query ?? o.initialQuery) { Output.error("--history \(history.path): could not be written") }
        }
        if let acceptance, acceptance.printsQueryOnly {
            // fzf's print-query: the query alone, and a clean exit.
            Output.printBytes(Array((search?.query ?? o.initialQuery).utf8), terminator: terminator)
            return 0
        }
        if acceptance?.isAccepted == true, case .finished = outcome {
            // fzf prints the query and the key first, whether or not a line was chosen, then
            // what print(…) queued.
            if o.fzf.printsQuery { Output.printBytes(Array((search?.query ?? o.initialQuery).utf8), terminator: terminator) }
            if !o.fzf.expectedKeys.isEmpty { Output.printBytes(Array((acceptance?.key ?? "").utf8), terminator: terminator) }
            for line in acceptance?.printed ?? [] { Output.printBytes(Array(line.utf8), terminator: terminator) }
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
                        Output.printBytes(chosenBytes(bytes, o, line: line), terminator: terminator)
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
            Output.error("--bind become: \(CommandShell.prefix.joined(separator: " ")) could not be run")
            return 127
        }
        if o.personality == .fzf, case .finished(let chose) = outcome {
            // fzf's statuses: 0 chosen, 1 accepted with nothing to choose, 130 left without accepting.
            if chose != nil { return 0 }
            return acceptance?.isAccepted == true ? 1 : 130
        }
        return outcome.exitStatus(isPicker: o.configuration.isPicker)
    }

    /// A chosen line as printed: without its escapes with `--ansi`, and only the fields
    /// `--accept-nth` asks for.
    static func chosenBytes(_ bytes: [UInt8], _ o: Options, line: Int) -> [UInt8] {
        let plain = o.search.shaping.ansi ? ANSIStripping.stripped(bytes) : bytes
        guard let accept = o.fzf.acceptNth else { return plain }
        return Array(accept.text(of: String(decoding: plain, as: UTF8.self), delimiter: o.search.shaping.delimiter, index: line).utf8)
    }
}

extension RunOutcome {
    /// A `become`: the picker was left for a command, as fzf's accept.
    var isBecome: Bool {
        if case .become = self { return true }
        return false
    }
}
