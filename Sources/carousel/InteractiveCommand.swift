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
        var lines: [String]? = nil
        if let path = o.itemsPath {
            switch ItemsReader.read(path: path) {
            case .success(let l): lines = l
            case .failure(let e):
                Output.error("\(path): \(e.reason)")
                return 66
            }
        } else if ItemsReader.stdinIsData() {
            switch ItemsReader.read(path: "-") {
            case .success(let l): lines = l
            case .failure(let e):
                Output.error("stdin: \(e.reason)")
                return 66
            }
        }
        if let lines, lines.isEmpty {
            Output.error("no items to choose from (the input had no lines)")
            return 1
        }
        let dataSource: CollectionViewDataSource
        if let lines {
            dataSource = TextLineCards(lines: lines)
            o.configuration.isPicker = true
            // A picker is a tool, not a demo: the decision overlay waits for --details or d.
            if !o.detailsChosen { o.configuration.showsDetails = false }
            if o.configuration.title == "carousel" { o.configuration.title = "pick" }
        } else {
            dataSource = DemoCards(count: o.count)
        }
        if let p = o.startPageOneBased { o.configuration.startPage = p - 1 }

        let outcome: RunOutcome
        do {
            outcome = try TerminalCarousel.run(dataSource: dataSource, configuration: o.configuration)
        } catch {
            Output.error(error.description)
            return 69
        }
        if case .finished(let chose?) = outcome {
            if let lines, lines.indices.contains(chose) {
                Output.print(lines[chose])
            } else if lines == nil {
                Output.print(DemoCards.title(chose))
            }
        }
        if case .terminated(let sig) = outcome { endAsSignal(sig) }
        return outcome.exitStatus(isPicker: o.configuration.isPicker)
    }
}
