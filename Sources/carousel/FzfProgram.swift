import CarouselPlatform
import CarouselKit
import CarouselCommandLine

/// The program under the name `fzf`: fzf's picker, options and environment. Options come from
/// `FZF_DEFAULT_OPTS_FILE`, then `FZF_DEFAULT_OPTS`, then the command line, later ones
/// overriding earlier ones; a bad option exits 2 naming it (and the variable it came from),
/// as fzf's do.
enum FzfProgram {
    /// The version fzf's scripts and plugins see: the fzf whose options and output this follows.
    static let version = "0.74.5 (\(Help.version))"

    static func main(_ arguments: [String]) -> Int32 {
        do {
            let sources = try DefaultOptions.sources(for: .fzf)
            for source in sources {
                var alone = Arguments(source.words, command: .carousel)
                do { _ = try InteractiveCommand.parse(&alone, personality: .fzf) } catch {
                    throw UsageError("\(source.name): \(error)")
                }
            }
            var all = Arguments(sources.flatMap(\.words) + arguments, command: .carousel)
            let options = try InteractiveCommand.parse(&all, personality: .fzf)
            if let request = options.fzf.request { return answer(request) }
            return InteractiveCommand.run(options)
        } catch {
            Output.error("\(error)")
            return 2
        }
    }

    /// `--help`, `--version`, `--man`, `--bash`, `--zsh`, `--fish`, `--nushell`.
    static func answer(_ request: InteractiveCommand.ExitingRequest) -> Int32 {
        switch request {
        case .help: Output.print(Help.text)
        case .version: Output.print(version)
        case .man: return ManualPage.show()
        case .bash: Output.print(ShellIntegration.bash)
        case .zsh: Output.print(ShellIntegration.zsh)
        case .fish: Output.print(ShellIntegration.fish)
        case .nushell:
            Output.error("--nushell: no Nushell set-up here; --bash, --zsh and --fish print theirs")
            return 2
        }
        return 0
    }
}
