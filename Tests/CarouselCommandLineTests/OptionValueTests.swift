import Foundation
import Testing
@testable import CarouselCommandLine

/// The shared display options read by their specs: each value held to its range with one
/// message, applied by the spec, and its default and range said from the spec alone.
@Suite("Option values from their specs")
struct OptionValueTests {
    /// The shared group: the specs that apply their value themselves.
    static let applied = OptionTable.all.filter { $0.apply != nil }

    /// The first command that takes `spec`.
    static func command(of spec: OptionSpec) -> Subcommand {
        Subcommand.allCases.first { spec.commands.contains($0) } ?? .carousel
    }

    /// Reads `words` for `command` into fresh settings: the message of the error, if any.
    static func read(_ words: [String], _ command: Subcommand) -> (DisplaySettings, String?) {
        var args = Arguments(words, command: command)
        var settings = DisplaySettings()
        do {
            while try args.nextDeclared(applyingTo: &settings) != nil {}
            return (settings, nil)
        } catch {
            return (settings, error.description)
        }
    }

    @Test("the demo, the race and the shelves share one group of specs, each with its kind")
    func theGroupIsShared() {
        #expect(Self.applied.count >= 20, "the shared group: \(Self.applied.map(\.name))")
        for name in ["--card-width", "--settle-speed", "--spacing", "--align", "--theme", "--height", "--record", "--mouse"] {
            let spec = Self.applied.first { $0.name == name }
            #expect(spec?.commands.isSuperset(of: [.carousel, .race, .shelves]) == true, "\(name) is not the three commands'")
        }
        for spec in Self.applied { #expect(spec.kind != nil, "\(spec.name) applies a value of no kind") }
    }

    /// Every spec that reads its value by its kind: the shared group's, the others the parsers
    /// read through their specs, and the bench's.
    static let kinded = OptionTable.all.filter { $0.kind != nil } + BenchOptionTable.all

    @Test("a value past either end of a spec's range is refused, naming the option and the range", arguments: kinded)
    func rangesRefuse(_ spec: OptionSpec) {
        let command = Self.command(of: spec)
        let outside: [String]
        switch spec.kind {
        case .integer(let range, _, _, _)?:
            outside = [
                range.lowerBound == Int.min ? nil : "\(range.lowerBound - 1)",
                range.upperBound == Int.max ? nil : "\(range.upperBound + 1)",
            ]
            .compactMap(\.self)
        case .number(let range, _)?: outside = ["\(range.lowerBound / 2)", "\(range.upperBound * 2)", "nan"]
        case .choice?, .strategy?: outside = ["no-such-word"]
        default: return
        }
        for value in outside {
            let message: String?
            if spec.apply != nil {
                message = Self.read([spec.name, value], command).1
            } else {
                // Read as its command's parser reads it: the option, then its value by the spec.
                var args = spec.group == .bench ? Arguments([spec.name, value]) : Arguments([spec.name, value], command: command)
                do {
                    _ = spec.group == .bench ? try args.nextOption() : try args.nextDeclared()?.name
                    _ = try args.value(of: spec, spelled: spec.name)
                    message = nil
                } catch { message = error.description }
            }
            guard let said = message else {
                Issue.record("\(spec.name) \(value) was taken")
                continue
            }
            #expect(said.hasPrefix("\(spec.name): "), "\(said)")
            #expect(said.contains("expected") || said.contains("is not a number from"), "\(said)")
        }
    }

    @Test("the messages are the ones the command line has always given")
    func messages() {
        #expect(Self.read(["--settle-speed", "5"], .shelves).1 == "--settle-speed: '5' is not a number from 0.25 to 4.00")
        // An open range says "or more", not the largest integer.
        #expect(Self.read(["--count", "0"], .race).1 == "--count: 0 is out of range; expected a whole number (1 or more)")
        #expect(Self.read(["--start-page", "0"], .race).1 == "--start-page: 0 is out of range; expected a page counted from 1 (1 or more)")
        #expect(
            Self.read(["--card-size", "10001"], .carousel).1
                == "--card-size: 10001 is out of range; expected a whole number from 6 to 10000; 3 to 10000 rows with --vertical")
        #expect(Self.read(["--start-page", "0"], .carousel).1?.hasPrefix("--start-page: 0 is out of range") == true)
        #expect(Self.read(["--align", "middle"], .shelves).1 == "--align: unknown 'middle'; expected one of center, leading")
    }

    @Test("a value in range is applied by the spec, the same in each command")
    func valuesApply() {
        for command: Subcommand in [.carousel, .race, .shelves] {
            let (settings, message) = Self.read(
                ["--settle-speed", "2.5", "--card-height=12", "--spacing", "0", "--align", "LEADING", "--theme", "light", "--count", "7"],
                command)
            #expect(message == nil, "\(command): \(message ?? "")")
            #expect(settings.configuration.settleSpeed == 2.5 && settings.configuration.cardExtent == 12)
            #expect(settings.configuration.spacing == 0 && settings.configuration.alignment == .leading)
            #expect(settings.configuration.interfaceStyle == .light && settings.count == 7)
            #expect(settings.cardSpelling == "--card-height", "the card's least is checked against the spelling typed")
            #expect(settings.given.isSuperset(of: ["--settle-speed", "--card-width", "--count"]))
        }
    }

    @Test("an option the group does not hold comes back to its command's parser")
    func othersComeBack() throws {
        var args = Arguments(["--settle-speed", "2", "--outer-strategy", "vote"], command: .shelves)
        var settings = DisplaySettings()
        let next = try #require(try args.nextDeclared(applyingTo: &settings))
        #expect(next.name == "--outer-strategy" && settings.configuration.settleSpeed == 2)
    }

    @Test("a spec's default and range are said once, from the spec, in --help and the man page")
    func defaultsFromTheSpec() {
        let settle = OptionTable.settleSpeed
        #expect(settle.terms == "(default 1; 0.25 to 4)")
        #expect(settle.help.hasSuffix(" (default 1; 0.25 to 4)"))
        #expect(settle.man.hasSuffix("\nDefault 1; takes 0.25 to 4."))
        let raceHelp = Help.text(for: .race).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for spec in OptionTable.options(for: .race) {
            guard let terms = spec.terms else { continue }
            #expect(raceHelp.contains(terms), "carousel race --help does not say \(spec.name)'s \(terms)")
            if let value = spec.defaultValue {
                let saidDefault = spec.help.components(separatedBy: "default ").count - 1
                #expect(saidDefault == 1, "\(spec.name) says its default \(saidDefault) times: \(spec.help)")
                #expect(terms.contains("default \(value)"))
            }
            if let range = spec.kind?.rangeText {
                #expect(spec.help.components(separatedBy: range).count - 1 == 1, "\(spec.name) types its range: \(spec.help)")
            }
        }
        #expect(ManPageOptions.sections.contains("Speed of the settle spring.\nDefault 1; takes 0.25 to 4.\n"))
    }

    @Test("every option with a default says it once, drawn from its spec, in --help and the man page")
    func everyDefaultFromTheSpec() {
        for spec in OptionTable.all {
            guard let value = spec.defaultValue else { continue }
            #expect(spec.terms?.contains("default \(value)") == true, "\(spec.name)'s default is typed, not drawn from its kind")
            #expect(spec.help.components(separatedBy: "default \(value)").count - 1 == 1, "\(spec.name): \(spec.help)")
            #expect(
                spec.man.components(separatedBy: ManPageOptions.paragraph("Default \(value)")).count - 1 == 1, "\(spec.name): \(spec.man)")
        }
    }
}

/// A spelling is written once, in its spec: a parser that spells it again would read it beside
/// the table, and a message that spells it again would drift from it.
@Suite("Spellings written once")
struct SpellingsOnceTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// How many times each string literal stands in the Swift sources (the bench's too), by
    /// file, leaving out multi-line strings: the help's prose and the shell scripts name options
    /// as text, not as code.
    static func literals() throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        for case let file as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            // Between the even pieces' quotes stand the one-line literals; the odd pieces are multi-line.
            let code = text.components(separatedBy: "\"\"\"").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            for piece in code.flatMap({ $0.split(separator: "\"", omittingEmptySubsequences: false) })
            where piece.hasPrefix("-") || piece.hasPrefix("+") {
                found[String(piece), default: []].append(file.lastPathComponent)
            }
        }
        return found
    }

    static let specs = OptionTable.all + BenchOptionTable.all

    @Test("each spelling of the shared group and of the bench stands as a string literal only in the specs that declare it")
    func sharedAndBenchSpelledOnce() throws {
        let literals = try Self.literals()
        #expect(literals["--count"]?.isEmpty == false, "the scan found the sources")
        for spelling in Set((OptionValueTests.applied + BenchOptionTable.all).flatMap(\.spellings)) {
            let declared = Self.specs.filter { $0.spellings.contains(spelling) }.count
            let files = literals[spelling] ?? [], count = files.count
            #expect(count == declared, "\"\(spelling)\" is written \(count) times (in \(files)), declared by \(declared) specs")
        }
    }

    /// Short spellings (`-x`, `-s`) are words of other tools too (fish's `complete -x`).
    @Test("each long spelling of every option stands as a string literal only in the specs that declare it")
    func everyLongSpellingOnce() throws {
        let literals = try Self.literals()
        for spelling in Set(Self.specs.flatMap(\.spellings)) where spelling.hasPrefix("--") {
            let declared = Self.specs.filter { $0.spellings.contains(spelling) }.count
            let files = literals[spelling] ?? [], count = files.count
            #expect(count == declared, "\"\(spelling)\" is written \(count) times (in \(files)), declared by \(declared) specs")
        }
    }
}

/// The bench's options are specs too: read by them, and its help drawn from them.
@Suite("The bench's option table")
struct BenchOptionTableTests {
    @Test("each value is held to its spec's range, and the help says the spec's default and range")
    func rangesAndHelp() throws {
        let help = BenchOptionTable.helpSection.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for spec in BenchOptionTable.all {
            #expect(help.contains(spec.label), "\(spec.name) is not in carousel-bench --help")
            if let terms = spec.terms { #expect(help.contains(terms), "carousel-bench --help does not say \(spec.name)'s \(terms)") }
            guard case .integer(let range, _, _, _)? = spec.kind else { continue }
            var args = Arguments([spec.name, "\(range.lowerBound - 1)"])
            _ = try args.nextOption()
            #expect(throws: UsageError.self) { try args.value(of: spec, spelled: spec.name) }
        }
        #expect(help.contains("--frames F frames at 60 a second of simulated time (default 600; 1 to 10000000)"))
        #expect(BenchOptionTable.usage.joined(separator: " ").contains("[--presenter encoder|ncurses|both]"))
    }

    @Test("no spelling stands for two of the bench's options")
    func spellingsAreUnique() {
        let spellings = BenchOptionTable.all.flatMap(\.spellings)
        #expect(Set(spellings).count == spellings.count)
    }
}
