import CarouselKit
import Testing
@testable import CarouselCommandLine

/// The building guide's option (`BuildingGuideExamples/SlowMotionOption.swift`, shown in
/// `doc/building.md` byte for byte: `BuildingGuideTests`) is a spec of the shared display
/// group as the table's are: read by its kind, held to its range, applied by its closure.
@Suite("The building guide's option")
struct BuildingGuideOptionTests {
    static let spec = OptionTable.slowMotion

    /// Reads `words` as the shared group reads one of its options: the option, then its value
    /// by the spec's kind, applied to fresh settings. The message of the error, if any.
    static func read(_ words: [String]) -> (DisplaySettings, String?) {
        var args = Arguments(words, command: .race)
        var settings = DisplaySettings()
        do {
            guard try args.nextOption() == spec.name else { return (settings, "\(words) is not \(spec.name)") }
            try spec.apply?(&settings, try args.value(of: spec, spelled: spec.name), spec.name)
            return (settings, nil)
        } catch {
            return (settings, error.description)
        }
    }

    @Test("a value in its range is applied: the settle spring that many times slower")
    func applies() {
        for (words, speed) in [(["--slow-motion", "2"], 0.5), (["--slow-motion=4"], 0.25), (["--slow-motion", "1"], 1.0)] {
            let (settings, message) = Self.read(words)
            #expect(message == nil, "\(words): \(message ?? "")")
            #expect(settings.configuration.settleSpeed == speed, "\(words)")
        }
    }

    @Test("a value out of its range, or no number, is refused with the table's message", arguments: ["0.5", "5", "nan", "fast"])
    func refuses(_ value: String) {
        let (settings, message) = Self.read(["--slow-motion", value])
        #expect(message == "--slow-motion: '\(value)' is not a number from 1.00 to 4.00")
        #expect(settings.configuration.settleSpeed == CarouselConfiguration().settleSpeed, "nothing applied")
    }

    @Test("it is the shared display group's, for the three screens, its default and range said from its kind")
    func declared() {
        #expect(Self.spec.group == .display && Self.spec.apply != nil && Self.spec.takesValue)
        #expect(Self.spec.commands == [.carousel, .race, .shelves])
        #expect(Self.spec.defaultValue == "1")
        #expect(Self.spec.terms == "(default 1; 1 to 4)")
        #expect(Self.spec.help == "every settle F times slower, to watch where a strategy sends a flick (default 1; 1 to 4)")
        #expect(Self.spec.man.hasSuffix("a flick.\nDefault 1; takes 1 to 4."), "\(Self.spec.man)")
    }

    @Test("its spelling is no option's of the table: the guide shows an option to add")
    func spellingIsFree() {
        #expect(!OptionTable.all.contains { $0.spellings.contains(Self.spec.name) })
    }
}
