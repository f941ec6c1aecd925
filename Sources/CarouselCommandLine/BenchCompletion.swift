/// `bench`'s options, for the completion scripts alone: the bench reads its own command line
/// (and is no part of the option table), so its words are listed here as it takes them.
struct BenchOption {
    let name: String
    let completion: ValueCompletion?
    let summary: String

    static let all: [BenchOption] = [
        BenchOption(name: "--count", completion: ValueCompletion.none, summary: "number of cards"),
        BenchOption(name: "--width", completion: ValueCompletion.none, summary: "screen width"),
        BenchOption(name: "--height", completion: ValueCompletion.none, summary: "screen height"),
        BenchOption(name: "--frames", completion: ValueCompletion.none, summary: "frames per run"),
        BenchOption(name: "--strategy", completion: .strategy, summary: "paging strategy"),
        BenchOption(name: "--json", completion: nil, summary: "one JSON object"),
        BenchOption(name: "--compare-naive", completion: nil, summary: "also run the naive layout"),
        BenchOption(name: "--race", completion: nil, summary: "every strategy in race lanes"),
        BenchOption(name: "--shelves", completion: nil, summary: "the shelves, 12x20 against a million of a billion"),
        BenchOption(name: "--shelf-count", completion: ValueCompletion.none, summary: "with --shelves and --count: this many shelves alone"),
        BenchOption(name: "--images", completion: nil, summary: "a picture in every card: kitty placements against sending them again"),
        BenchOption(name: "--presenter", completion: .words(["encoder", "ncurses", "both"]), summary: "what writes the frames"),
        BenchOption(name: "--vertical", completion: nil, summary: "measure the vertical carousel"),
        BenchOption(name: "--shift", completion: .words(["none", "ansi", "rxvt", "tmux", "terminfo", "margins"]),
                    summary: "what the encoder may shift with"),
        BenchOption(name: "--repeat", completion: ValueCompletion.none, summary: "run the workload R times, each frame its least time"),
        BenchOption(name: "--checksum", completion: nil, summary: "hash every frame"),
        BenchOption(name: "--save-output", completion: .file, summary: "keep the bytes sent"),
    ]
}

/// The commands as the completion scripts offer them, `bench` among them.
enum CompletionCommands {
    static let words = Subcommand.allCases.compactMap(\.word) + ["bench"]

    static func summary(_ word: String) -> String {
        Subcommand(rawValue: word).map { CommandSpec.of($0).summary } ?? "measure frames of the drawing pipeline"
    }
}
