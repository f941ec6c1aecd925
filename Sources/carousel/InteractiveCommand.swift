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
    }

    static func parse(_ args: inout Arguments) throws(UsageError) -> Options {
        var o = Options()
        while let option = try args.nextOption() {
            switch option {
            case "--count": o.count = try args.integer(for: option, in: 1...Int.max)
            case "--items": o.itemsPath = try args.value(for: option, expecting: "a file of lines, or - for stdin")
            case "--card-width", "--card-height", "--card-size":
                o.configuration.cardExtent = try args.integer(for: option, in: 1...100_000)
            case "--spacing": o.configuration.spacing = try args.integer(for: option, in: 0...10_000)
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
            case "--theme":
                let names = InterfaceStyle.allCases.map(\.rawValue)
                o.configuration.interfaceStyle = InterfaceStyle(rawValue: try args.choice(for: option, from: names)) ?? .automatic
            case "--mouse":
                let names = PointerReporting.allCases.map(\.rawValue)
                o.configuration.pointerReporting = PointerReporting(rawValue: try args.choice(for: option, from: names)) ?? .automatic
            default:
                throw UsageError("unknown option '\(option)'; see carousel --help")
            }
        }
        if let extra = args.positionals.first {
            throw UsageError("unexpected argument '\(extra)'; commands are strategies, simulate, compare, bench (see carousel --help)")
        }
        return o
    }

    /// Runs the carousel; returns the exit status.
    static func run(_ o: Options) -> Int32 {
        var o = o
        var items: (reader: ItemsReader, name: String)? = nil
        if let path = o.itemsPath {
            switch ItemsReader.open(path: path) {
            case .success(let r): items = (r, path == "-" ? "stdin" : path)
            case .failure(let e):
                Output.error("\(path): \(e.reason)")
                return 66
            }
        } else if ItemsReader.stdinIsData() {
            switch ItemsReader.open(path: "-") {
            case .success(let r): items = (r, "stdin")
            case .failure(let e):
                Output.error("stdin: \(e.reason)")
                return 66
            }
        }
        if let p = o.startPageOneBased { o.configuration.startPage = p - 1 }

        let dataSource: CollectionViewDataSource
        var extraInput: TerminalRunner.ExtraInput? = nil
        if let (reader, name) = items {
            // The screen opens as soon as there is a card to show (the start page's, when
            // one is asked for), and the rest is read while the person pages.
            if let failure = reader.waitForLines(moreThan: max(0, o.configuration.startPage)) {
                Output.error("\(name): \(failure.reason)")
                return 66
            }
            if reader.store.count == 0 {
                Output.error("no items to choose from (the input had no lines)")
                return 1
            }
            if !reader.store.isFinished {
                reader.stopBlocking()
                extraInput = TerminalRunner.ExtraInput(fd: reader.fd, onReadable: reader.readAvailable)
            }
            dataSource = TextLineCards(store: reader.store)
            o.configuration.isPicker = true
            // A picker is a tool, not a demo: the decision overlay waits for --details or d.
            if !o.detailsChosen { o.configuration.showsDetails = false }
            if o.configuration.title == "carousel" { o.configuration.title = "pick" }
        } else {
            dataSource = DemoCards(count: o.count)
        }

        let outcome: RunOutcome
        do {
            outcome = try TerminalCarousel.run(dataSource: dataSource, configuration: o.configuration, extraInput: extraInput)
        } catch {
            Output.error(error.description)
            return 69
        }
        if let (reader, name) = items, let problem = reader.problem {
            Output.error("\(name): \(problem)")
        }
        if case .finished(let chose?) = outcome {
            if let (reader, _) = items {
                // Exactly the bytes of the line as they came, whatever their encoding.
                if let bytes = reader.store.bytes(at: chose) { Output.printBytes(bytes) }
            } else {
                Output.print(DemoCards.title(chose))
            }
        }
        if case .terminated(let sig) = outcome { endAsSignal(sig) }
        return outcome.exitStatus(isPicker: o.configuration.isPicker)
    }
}
