#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// Dispatches the command line; every failure is a message and an exit status, never a trap.
func main() -> Int32 {
    var args = Arguments(Array(CommandLine.arguments.dropFirst()))
    let all = Array(CommandLine.arguments.dropFirst())
    if all.contains("--help") || all.contains("-h") { Output.print(Help.text); return 0 }
    if all.contains("--version") { Output.print(Help.version); return 0 }
    do {
        switch all.first {
        case "strategies":
            var rest = Arguments(Array(all.dropFirst()))
            if let option = try rest.nextOption() { throw UsageError("unknown option '\(option)' for strategies") }
            if let extra = rest.positionals.first { throw UsageError("unexpected argument '\(extra)' for strategies") }
            Output.print(Strategies.listing)
            return 0
        case "simulate":
            var rest = Arguments(Array(all.dropFirst()))
            Output.print(try SimulateCommand.simulate(&rest))
            return 0
        case "compare":
            var rest = Arguments(Array(all.dropFirst()))
            Output.print(try SimulateCommand.compare(&rest))
            return 0
        case "bench":
            // The benchmark is a program of its own, built beside this one and not installed.
            throw UsageError("bench is not a command of carousel: the benchmark is carousel-bench, "
                + "built beside it (make bench, or swift build and .build/debug/carousel-bench --help)")
        case "race":
            return InteractiveCommand.run(try RaceCommand.parse(Array(all.dropFirst())))
        case "shelves":
            var rest = Arguments(Array(all.dropFirst()))
            return ShelvesCommand.run(try ShelvesCommand.parse(&rest))
        case "help":
            Output.print(Help.text)
            return 0
        default:
            let options = try InteractiveCommand.parse(&args)
            return InteractiveCommand.run(options)
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

exit(main())
