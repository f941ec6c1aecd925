/// What each command is for, as its own `--help` says it: the options come from the option
/// table, the words around them from here.
package struct CommandSpec: Sendable {
    package let command: Subcommand
    /// One line: what the command does.
    package let summary: String
    /// How it is typed.
    package let usage: [String]
    /// A few sentences more.
    package let description: String
    package let examples: [String]
}

extension CommandSpec {
    package static func of(_ command: Subcommand) -> CommandSpec {
        all.first { $0.command == command } ?? all[0]
    }

    package static let all: [CommandSpec] = [
        CommandSpec(
            command: .carousel, summary: "the demo, a picker for lines on stdin, or fzf's filter",
            usage: ["carousel [options]", "ls | carousel [options]", "carousel -f QUERY < FILE"],
            description:
                "Cards narrower than the screen, paged by every snapping strategy of the iOS paging articles, switchable live; with lines on stdin (or --items) a picker that prints the chosen line.",
            examples: ["carousel --count 1000000000 --strategy nearest", "ls | carousel --preview 'head -40 {}'"]),
        CommandSpec(
            command: .race, summary: "one lane per strategy, one drag drives every lane",
            usage: ["carousel race [--strategies a,b,...|all] [options]", "carousel race --replay FILE [options]"],
            description:
                "The same cards in one lane per strategy, stacked. One drag (anywhere) moves every lane; on release each lane resolves the same samples by its own rule, and its label says its page and decision. Keys and the wheel go to every lane; Enter prints the first lane's card. The demo's and the picker's options work as in the carousel; --vertical and --strategy are not the race's (its lanes are horizontal, and are the strategies).",
            examples: ["carousel race --strategies nearest,vote,one-at-a-time --count 50", "carousel race --replay gestures.jsonl"]),
        CommandSpec(
            command: .shelves, summary: "carousels stacked in a list that pages too",
            usage: [
                "carousel shelves [--strategies a,b,...|all] [--shelf-count S] [options]", "carousel shelves [--strategy NAME] < LINES",
            ],
            description:
                "Without input, one demo shelf per strategy; with lines SHELF<TAB>TITLE[<TAB>BODY] on stdin (or --items), one shelf per first field. Up/Down focus a shelf, </> the first/last, Left/Right page it; a drag goes sideways or up/down. Enter prints SHELF<TAB>TITLE (with input, the chosen line).",
            examples: ["carousel shelves --shelf-count 1000", "printf 'fruit\\tapple\\nfruit\\tpear\\nveg\\tleek\\n' | carousel shelves"]),
        CommandSpec(
            command: .simulate, summary: "a scripted or recorded drag through one strategy, as JSON",
            usage: [
                "carousel simulate --strategy NAME --drag \"X@MS,...\" [geometry]", "carousel simulate --replay FILE [--strategy NAME]",
            ],
            description:
                "Runs the drag through the same tracker, projection, resolver and settle as a live one, and prints one JSON object (pages 0-based, offsets in columns, velocity in columns a second); with --replay, one a recorded gesture.",
            examples: ["carousel simulate --strategy vote --drag \"60@0,50@40,45@80\" --count 10"]),
        CommandSpec(
            command: .compare, summary: "the same drag through every strategy, as a table",
            usage: ["carousel compare --drag \"X@MS,...\" [geometry]", "carousel compare --replay FILE"],
            description:
                "One row per strategy: its stride, the release offset and velocity, where the flick would coast, the page it chose and why; with --replay, a table for each recorded gesture.",
            examples: ["carousel compare --drag \"80@0,70@16,55@33,40@50\""]),
        CommandSpec(
            command: .strategies, summary: "list the paging strategies",
            usage: ["carousel strategies"],
            description: "One strategy a line: its name, spaces, what it does.",
            examples: ["carousel strategies"]),
        CommandSpec(
            command: .help, summary: "the help: the whole of it, or one command's",
            usage: ["carousel help [COMMAND]"],
            description: "Without a command, the whole help (carousel --help); with one, that command's (carousel COMMAND --help).",
            examples: ["carousel help race"]),
    ]
}
