import CarouselCommandLine
import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The option table as the program reads it: each command's help, every option the table
/// gives a command read by that command's parser, and bad input a message and 64.
@Suite("Command help and the option table")
struct CommandHelpTests {
    static let commands: [Subcommand] = [.race, .shelves, .simulate, .compare, .strategies]

    @Test("carousel COMMAND --help is the command's own help, the same as carousel help COMMAND", arguments: commands)
    func commandHelp(_ command: Subcommand) async throws {
        let overview = try await Carousel.run(["--help"])
        let help = try await Carousel.run([command.rawValue, "--help"])
        #expect(help.status == 0 && help.stderr.isEmpty, "\(help)")
        #expect(help.stdout != overview.stdout, "\(command) --help is the overview")
        #expect(help.stdout.hasPrefix("carousel \(command.rawValue): "), "\(help.stdout.prefix(200))")
        for spec in OptionTable.options(for: command) {
            for spelling in spec.spellings { #expect(help.stdout.contains(spelling), "\(command) --help lacks \(spelling)") }
        }
        let short = try await Carousel.run([command.rawValue, "-h"])
        let asked = try await Carousel.run(["help", command.rawValue])
        #expect(short.stdout == help.stdout && asked.stdout == help.stdout, "\(asked)")
        #expect(asked.status == 0)
    }

    @Test("carousel help alone is the overview; help for no command is bad usage")
    func helpCommand() async throws {
        let overview = try await Carousel.run(["--help"])
        let help = try await Carousel.run(["help"])
        #expect(help.status == 0 && help.stdout == overview.stdout, "\(help)")
        let bogus = try await Carousel.run(["help", "bogus"])
        #expect(bogus.status == 64 && bogus.stderrLines.count == 1 && bogus.stderr.contains("bogus"), "\(bogus)")
    }

    @Test("by its own name too, --bash, --zsh and --fish print their set-up and --man the manual, with no terminal and no picker")
    func exitingRequests() async throws {
        for flag in ["--bash", "--zsh", "--fish"] {
            let r = try await Carousel.run([flag], environment: ["TERM": "dumb"])
            #expect(r.status == 0 && r.stdout.contains("fzf-file-widget") && r.stderr.isEmpty, "\(flag): \(r)")
        }
        // No `man` on PATH: the help stands in for the manual.
        let man = try await Carousel.run(["--man"], environment: ["TERM": "dumb", "PATH": "/nonexistent"])
        #expect(man.status == 0 && man.stdout.contains("--strategy") && man.stderr.isEmpty, "\(man)")
        let versioned = try await Carousel.run([], environment: ["TERM": "dumb", "CAROUSEL_DEFAULT_OPTS": "--version"])
        #expect(versioned.status == 0 && versioned.stdout.hasPrefix("carousel "), "\(versioned)")
    }

    /// A value each placeholder takes (a wrong one would do too: it is said, not unread).
    static func sample(_ placeholder: String) -> String {
        let samples = [
            "NAME": "nearest", "a,b,...|all": "nearest,vote", "FILE": "/dev/null", "CMD": "true",
            "KEY:ACTION,...": "ctrl-a:select-all", "X@MS,...": "60@0,40@50", "CRIT,...": "length",
            "SEP": ",", "OPTS": "wrap", "N..": "1", "N|N%": "10", "TEXT": "x", "QUERY": "x",
        ]
        if let sample = samples[placeholder] { return sample }
        return placeholder.split(separator: "|").first.map(String.init).flatMap { $0.first?.isLowercase == true ? $0 : nil } ?? "3"
    }

    @Test("every option the table gives a command is read by the command's parser, in every spelling")
    func everyOptionIsRead() async throws {
        for command in [Subcommand.carousel, .race, .shelves, .simulate, .compare] {
            for spec in OptionTable.options(for: command) where spec.name != "--help" && spec.name != "--version" {
                for spelling in spec.spellings {
                    let arguments = (command.word.map { [$0] } ?? []) + [spelling] + (spec.value.map { [Self.sample($0)] } ?? [])
                    let r = try await Carousel.run(arguments, environment: ["TERM": "dumb"])
                    #expect(!r.stderr.contains("parser does not read"), "\(arguments): \(r)")
                    #expect(!r.stderr.contains("unknown option"), "\(arguments): \(r)")
                    #expect(!Carousel.looksLikeCrash(r.stdout + r.stderr), "\(arguments): \(r)")
                }
            }
        }
    }

    static let badInput: [[String]] = [
        ["--cycle=yes"], ["race", "--wrap=1"], ["--multi=x"], ["shelves", "--bogus"], ["simulate", "--drag"],
        ["race", "--strategies"], ["-q"], ["--filter"], ["-mx"], ["compare", "--strategy", "nearest", "--drag", "60@0,40@50"],
        ["race", "--title", "x"], ["strategies", "--count", "3"], ["help", "race", "shelves"],
    ]

    @Test("unknown options, missing values and values for flags are one line and 64", arguments: badInput)
    func badInputIsSaid(_ arguments: [String]) async throws {
        let r = try await Carousel.run(arguments, environment: ["TERM": "dumb"])
        #expect(r.status == 64, "\(r)")
        #expect(r.stderrLines.count == 1 && r.stdout.isEmpty, "\(r)")
        #expect(!Carousel.looksLikeCrash(r.stdout + r.stderr), "\(r)")
    }

    @Test("fzf's forms keep working: -fQUERY, -f QUERY, --filter=QUERY, +i, --opt=value")
    func fzfForms() async throws {
        let lines = Data("Apple\napple\nbanana\n".utf8)
        for arguments in [["-fapp"], ["-f", "app"], ["--filter=app"], ["--filter", "app", "--tiebreak=index"]] {
            let r = try await Carousel.run(arguments, stdin: lines)
            #expect(r.status == 0 && r.stdout == "Apple\napple\n", "\(arguments): \(r)")
        }
        let respect = try await Carousel.run(["-f", "app", "+i"], stdin: lines)
        #expect(respect.status == 0 && respect.stdout == "apple\n", "\(respect)")
        let ignore = try await Carousel.run(["-f", "App", "-i"], stdin: lines)
        #expect(ignore.stdout == "Apple\napple\n", "\(ignore)")
    }
}
