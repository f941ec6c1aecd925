import CarouselCommandLine
import CarouselCore
import CarouselKit
import CarouselTerminal

/// `carousel shelves`: carousels stacked in a list that pages too. Demo shelves, one per
/// strategy (`--strategies`, `--count`; `--shelf-count` cycles them to any number), or lines `SHELF<TAB>TITLE[<TAB>BODY]` from stdin or
/// `--items`, every shelf paging by `--strategy`. Enter prints `SHELF<TAB>TITLE` (with
/// input, the line's exact bytes).
enum ShelvesCommand {
    struct Options {
        /// The display options the demo, the race and the shelves share; `--strategy` is the
        /// input's shelves' strategy, `--strategies` the demo shelves'.
        var display = DisplaySettings()
        var configuration: CarouselConfiguration { display.configuration }
        var strategies: [any PagingResolver] { display.strategies ?? Strategies.article }
        var strategy: any PagingResolver { display.configuration.strategy }
        var listStrategy: any PagingResolver = NearestPaging()
        var count: Int { display.count }
        var shelfCount: Int?
        var itemsPath: String? { display.itemsPath }
        var recordPath: String? { display.recordPath }
        /// `--preview CMD`: what each card shows under its title, as the carousel's.
        var preview: PreviewCommand? { display.preview }
    }

    static func parse(_ args: inout Arguments) throws(UsageError) -> Options {
        var o = Options()
        o.display.configuration.reducesMotion = ReducedMotion.asked
        o.display.configuration.screenReader = ScreenReaderMode.asked
        while let (name, option) = try args.nextDeclared(applyingTo: &o.display) {
            switch name {
            case OptionTable.outerStrategy.name:
                o.listStrategy = Strategies.named(try args.value(of: OptionTable.outerStrategy, spelled: option).text) ?? NearestPaging()
            case OptionTable.shelfCount.name: o.shelfCount = try args.value(of: OptionTable.shelfCount, spelled: option).integer
            default: throw args.undeclared(option)
            }
        }
        if let extra = args.positionals.first { throw UsageError("unexpected argument '\(extra)' for shelves") }
        try o.display.checkCardExtent()
        return o
    }

    static func run(_ o: Options) -> Int32 {
        // An unwritable record file is said before anything else, the screen untouched.
        guard case .success(let recordFile) = RecordFile.openAsked(o.recordPath) else { return 73 }
        var reader: ItemsReader?
        var name = "stdin"
        if let path = o.itemsPath {
            switch ItemsReader.open(path: path) {
            case .success(let r): reader = r; name = path == "-" ? "stdin" : path
            case .failure(let e): Output.error("\(path): \(e.reason)"); return 66
            }
        } else if ItemsReader.stdinIsData() {
            switch ItemsReader.open(path: "-") {
            case .success(let r): reader = r
            case .failure(let e): Output.error("stdin: \(e.reason)"); return 66
            }
        }
        if reader != nil, o.shelfCount != nil {
            Output.error("\(OptionTable.shelfCount.name) is for the demo shelves: the input's lines make their own")
            return 64
        }
        let source: ShelfSource
        var extraInput: TerminalRunner.ExtraInput?
        if let reader {
            // The screen opens with the first line; the rest is read while the person pages.
            if let failure = reader.waitForLines(moreThan: 0) { Output.error("\(name): \(failure.reason)"); return 66 }
            if reader.store.count == 0 { Output.error("no items to choose from (the input had no lines)"); return 1 }
            if !reader.store.isFinished {
                reader.stopBlocking()
                extraInput = TerminalRunner.ExtraInput(fd: reader.fd, onReadable: reader.readAvailable)
            }
            source = LineShelves(store: reader.store, strategy: o.strategy)
        } else {
            source = DemoShelves(strategies: o.strategies, count: o.count, shelfCount: o.shelfCount)
        }
        // --preview: run for the cards of the shelves on screen, one command a line.
        let store = reader?.store
        let previews = o.preview.map { command in
            PreviewWants(
                loader: PreviewLoader(command: command, launcher: PreviewProcesses(environment: TerminalEnvironment.current)) { index in
                    if let store { return store.text(at: index) }
                    return DemoCards.title(index)
                })
        }
        defer { previews?.loader.shutdown() }
        var scene: LanesScene?
        let outcome: RunOutcome
        do {
            outcome = try TerminalCarousel.run(
                configuration: o.configuration, extraInput: extraInput,
                sources: previews.map { [$0.loader] } ?? []
            ) { c in
                let made = LanesScene(shelves: source, configuration: c, listStrategy: o.listStrategy, previews: previews)
                made.handle(.recordGestures(recordFile.map { file in GestureRecorder { file.append($0) } }), now: 0)
                scene = made
                return made
            }
        } catch {
            Output.error(error.description)
            return 69
        }
        if let file = recordFile, let problem = file.problem { Output.error("--record \(file.path): \(problem)") }
        if let reader, let problem = reader.problem { Output.error("\(name): \(problem)") }
        if case .finished(_?) = outcome, let bytes = scene?.chosen { Output.printBytes(bytes, terminator: UInt8(ascii: "\n")) }
        if case .terminated(let sig) = outcome { endAsSignal(sig) }
        return outcome.exitStatus(isPicker: false)
    }
}
