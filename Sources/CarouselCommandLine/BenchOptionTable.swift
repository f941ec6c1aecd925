import CarouselCore
import CarouselKit

/// `carousel-bench`'s options, specs of the same kind as carousel's: its parser reads each
/// value by its spec, and its `--help` lists them with the defaults and ranges the specs hold.
/// They are no command of carousel's, so carousel's documents and completions leave them out.
package enum BenchOptionTable {
    package static let all: [OptionSpec] = workload + others

    /// The scripted workload's options, in the order the usage lists them.
    static let workload = [
        count, columns, rows, frames, strategy, json, compareNaive, presenter, checksum, saveOutput, vertical, shift, repeats,
    ]
    /// The other workloads, each run instead of the scripted one, and what they take.
    static let others = [race, shelves, shelfCount, images, link, typing, query]

    /// `carousel-bench --help`'s USAGE lines, from the specs.
    package static var usage: [String] {
        // An option and its value stay on one line: wrapped with a space that is no space.
        let kept = "\u{A0}"
        let synopsis = workload.map { "[" + $0.label.replacing(" ", with: kept) + "]" }.joined(separator: " ")
        let lines = TextWrapping.lines("carousel-bench " + synopsis, width: 96).map { $0.replacing(kept, with: " ") }
        let modes = [race, shelves, images, link, typing].map(\.label).joined(separator: " | ")
        return [lines[0]] + lines.dropFirst().map { "               " + $0 }
            + [
                "      the scripted workload (flicks, a slow drag, key flicks) through the real pipeline, the bytes",
                "      for an xterm-256color screen counted", "carousel-bench " + modes, "      another workload instead (below)",
            ]
    }

    /// The spec that takes `spelled`, if any.
    package static func option(_ spelled: String) -> OptionSpec? { all.first { $0.spellings.contains(spelled) } }

    /// The OPTIONS section of `carousel-bench --help`.
    package static var helpSection: String {
        ([OptionGroup.bench.helpHeading] + all.flatMap { $0.helpLines(textColumn: 25, width: 100) }).joined(separator: "\n")
    }

    /// The workload's size unless told: the bench's options start from these, and its help
    /// says them.
    package static let defaultCount = 20
    package static let defaultColumns = 80
    package static let defaultRows = 24
    package static let defaultFrames = 600
    package static let defaultShift = "terminfo"

    /// The workloads' names for `--shift`, as the bench's `Shift` spells them.
    package static let shiftNames = ["none", "ansi", "rxvt", "tmux", "terminfo", "margins"]
    /// `--presenter`: one presenter or both.
    package static let presenterNames = ["encoder", "ncurses", "both"]

    private static func spec(
        _ names: [String], value: String? = nil, _ help: String, kind: OptionValueKind, repeats: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            names, value: value, commands: [], group: .bench, summary: help, help: help, man: help, manIsPlain: true,
            repeats: repeats, kind: kind)
    }

    package static let count = spec(["--count"], value: "N", "cards", kind: .integer(1...Int.max, default: defaultCount))
    /// The screen's size: `--height` is carousel's inline band, so not the bench's rows.
    package static let columns = spec(
        ["--columns"], value: "W", "the screen's width", kind: .integer(ScreenLayout.minimumWidth...2_000, default: defaultColumns))
    package static let rows = spec(
        ["--rows"], value: "H", "the screen's height", kind: .integer(ScreenLayout.minimumHeight...1_000, default: defaultRows))
    package static let frames = spec(
        ["--frames"], value: "F", "frames at 60 a second of simulated time", kind: .integer(1...10_000_000, default: defaultFrames))
    package static let strategy = spec(
        ["--strategy"], value: "NAME", "the paging strategy", kind: .strategy(default: Strategies.defaultStrategy.name))
    package static let json = spec(["--json"], "one JSON object instead of the tables", kind: .flag)
    package static let compareNaive = spec(
        ["--compare-naive"], "the same workload again with every card a view of its own", kind: .flag)
    package static let presenter = spec(
        ["--presenter"], value: presenterNames.joined(separator: "|"), "who writes the frames: the carousel's encoder, ncurses, or both",
        kind: .choice(presenterNames, default: presenterNames[0]))
    package static let checksum = spec(["--checksum"], "hash every frame's canvas and bytes", kind: .flag)
    package static let saveOutput = spec(
        ["--save-output"], value: "FILE", "keep the bytes sent (cat FILE in a terminal of that size)", kind: .text)
    package static let vertical = spec(["--vertical"], "the vertical carousel", kind: .flag)
    package static let shift = spec(
        ["--shift"], value: shiftNames.joined(separator: "|"), "what the encoder may shift with",
        kind: .choice(shiftNames, default: defaultShift))
    package static let repeats = spec(
        ["--repeat"], value: "R", "the workload R times, each frame its least time", kind: .integer(1...100, default: 1))
    package static let race = spec(["--race"], "every strategy in race lanes, one frame for all", kind: .flag)
    package static let shelves = spec(["--shelves"], "the shelves, 12x20 against 1000000x1000000000", kind: .flag)
    package static let shelfCount = spec(
        ["--shelf-count"], value: "S", "with --shelves and --count: S shelves alone", kind: .integer(1...Int.max, default: nil))
    package static let images = spec(
        ["--images"], "a picture in every card, kitty placements against sending the pictures again every frame", kind: .flag)
    package static let link = spec(
        ["--link"], value: "RATE",
        "three hard flicks over a link of RATE bytes a second (0: no limit), paced against unpaced; again, another rate",
        kind: .integer(0...100_000_000, default: nil), repeats: true)
    package static let typing = spec(
        ["--typing"], value: "FILE", "the picker's search a keystroke at a time over FILE's lines", kind: .text)
    package static let query = spec(
        ["--query"], value: "Q", "with --typing: a query typed a character at a time; again, another query", kind: .text, repeats: true)
}
