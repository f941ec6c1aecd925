import CarouselCommandLine
import CarouselCore
import CarouselKit
import CarouselPlatform

/// Dispatches the command line; every failure is a message and an exit status, never a trap.
func main() -> Int32 {
    if Personality.of(programPath: CommandLine.arguments.first ?? "") == .fzf {
        return FzfProgram.main(Array(CommandLine.arguments.dropFirst()))
    }
    let all = Array(CommandLine.arguments.dropFirst())
    let word = all.first.flatMap { $0 == "carousel" ? nil : Subcommand(rawValue: $0) }
    let command = word ?? .carousel
    let rest = word == nil ? all : Array(all.dropFirst())
    // --help anywhere is that command's help (bench is not a command: it says where it went).
    if all.contains(where: OptionTable.help.spellings.contains) && all.first != "bench" {
        Output.print(Help.text(for: command))
        return 0
    }
    if all.contains(OptionTable.version.name) { Output.print(Help.version); return 0 }
    do {
        switch all.first {
        case "bench":
            // The benchmark is a program of its own, built beside this one and not installed.
            throw UsageError(
                "bench is not a command of carousel: the benchmark is carousel-bench, "
                    + "built beside it (make bench, or swift build and .build/debug/carousel-bench --help)")
        default:
            return try run(command, Arguments(rest, command: command))
        }
    } catch let error as CommandFailure {
        Output.error(error.message)
        return error.status
    } catch let error as UsageError {
        Output.error(error.description)
        return 64
    } catch {
        Output.error("\(error)")
        return 64
    }
}

/// Runs one of the option table's commands.
func run(_ command: Subcommand, _ arguments: Arguments) throws -> Int32 {
    var args = arguments
    switch command {
    case .strategies, .help:
        if let (_, option) = try args.nextDeclared() { throw args.undeclared(option) }
        if command == .strategies {
            if let extra = args.positionals.first { throw UsageError("unexpected argument '\(extra)' for strategies") }
            Output.print(Strategies.listing)
            return 0
        }
        guard args.positionals.count <= 1 else { throw UsageError("help takes one command, such as: carousel help race") }
        guard let asked = args.positionals.first else { Output.print(Help.text); return 0 }
        guard let about = Subcommand(rawValue: asked) else {
            throw UsageError("help: unknown command '\(asked)'; commands are \(Subcommand.typed)")
        }
        Output.print(Help.text(for: about))
        return 0
    case .simulate:
        Output.print(try SimulateCommand.simulate(&args))
        return 0
    case .compare:
        Output.print(try SimulateCommand.compare(&args))
        return 0
    case .race:
        return InteractiveCommand.run(try RaceCommand.parse(&args))
    case .shelves:
        return ShelvesCommand.run(try ShelvesCommand.parse(&args))
    case .carousel:
        // CAROUSEL_DEFAULT_OPTS before the command line, as fzf reads FZF_DEFAULT_OPTS.
        for source in try DefaultOptions.sources(for: .carousel) {
            var defaults = Arguments(source.words, command: .carousel)
            do { _ = try InteractiveCommand.parse(&defaults) } catch { throw UsageError("\(source.name): \(error)") }
        }
        let words = try DefaultOptions.sources(for: .carousel).flatMap(\.words)
        var combined = Arguments(words + arguments.remaining, command: .carousel)
        let options = try InteractiveCommand.parse(&combined)
        // --man, --bash, --zsh and --fish print and leave by this name too, as its help says
        // (a --help or --version in CAROUSEL_DEFAULT_OPTS is answered here as well).
        if let request = options.fzf.request {
            switch request {
            case .help: Output.print(Help.text(for: .carousel))
            case .version: Output.print(Help.version)
            default: return FzfProgram.answer(request)
            }
            return 0
        }
        return InteractiveCommand.run(options)
    }
}

/// stdout, and stderr in lines that begin `carousel: `.
enum Output: ProgramOutput { static let programName = "carousel" }

exit(main())
