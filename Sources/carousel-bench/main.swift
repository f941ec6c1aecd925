import CarouselPlatform
import CarouselCommandLine

/// `carousel-bench [options]`: measures the carousel's drawing, apart from the program
/// people install. Every failure is a message and an exit status, never a trap.
func main() -> Int32 {
    let all = Array(CommandLine.arguments.dropFirst())
    // carousel's help spellings, taken by the bench as well.
    if all.contains(where: OptionTable.help.spellings.contains) { Output.print(BenchHelp.text); return 0 }
    var args = Arguments(all)
    do {
        return try BenchCommand.run(&args)
    } catch {
        Output.error(error.description)
        return 64
    }
}

/// stdout, and stderr in lines that begin `carousel-bench: `.
enum Output: ProgramOutput { static let programName = "carousel-bench" }

exit(main())
