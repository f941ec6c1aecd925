import Foundation
import Testing

/// The program as `fzf --filter`, beside fzf 0.74.5 itself, byte for byte: every search
/// option and form that changes what is printed, over one corpus and a set of queries.
@Suite("fzf 0.74.5 as the oracle of the options", .enabled(if: FzfNameTests.oracle != nil, "fzf 0.74.5 is not installed: make deps-test"))
struct FzfOptionsOracleTests {
    /// Paths, phrases, fields and accents: what the options tell apart.
    static let corpus: String = {
        var lines = [
            "src/main.swift", "Sources/CarouselKit/Matching/LineFilter.swift", "README.md", "docs/matching.md", "Makefile",
            "foo,bar,baz", "bar,foo,baz", "a b  c", "alpha beta gamma", "Beta/alpha", "café au lait", "cafe/au/lait",
            "  leading blanks", "trailing blanks  ", "x:y:z", "name=value", "a-b_c.d", "ÀÉÎÕÜ upper accents", "quote'd \"line\"",
            "tab\tseparated\tfields", "the end", "end of the line", "/usr/share/doc/fzf/README", "usr-share", "matching lines",
        ]
        for i in 0..<60 { lines.append("gen/\(["src", "lib", "test"][i % 3])/file\(i).\(["swift", "c", "md", "txt"][i % 4])") }
        return lines.joined(separator: "\n") + "\n"
    }()

    static let queries = [
        "a", "ma", "src swift", "'end", "^a", "md$", "!src", "a | b", "bar$", "caf", "alpha b", "l i", "\\ b", "ÉÎ", "Ma",
    ]

    static let options: [[String]] = [
        [], ["+x"], ["-e"], ["-e", "+e"], ["+s"], ["--tac"], ["--tac", "+s"], ["-i"], ["+i"], ["--smart-case"], ["--literal"],
        ["--scheme=path"], ["--scheme=history"], ["--scheme=default"], ["-n2", "-d,"], ["-d", ",", "-n", "2.."], ["--nth=-1", "-d/"],
        ["--with-nth=2..", "-d/"], ["--with-nth={2} {1}", "-d/"], ["--with-nth={-1}:{1}"], ["--with-nth", "{2}", "-n1"],
        ["--accept-nth=1", "-d/"], ["--accept-nth", "2,1"], ["--accept-nth={2}:{1}", "-d,"], ["--accept-nth={n}:{-1}"],
        ["--accept-nth=1..2"], ["--accept-nth={..}"],
        ["--accept-nth=x{9}y"], ["--accept-nth={1} {", "-d", " "],
        ["--tiebreak=end"], ["--tiebreak=begin,length"], ["--tiebreak=chunk"], ["--tiebreak=index"], ["--tiebreak=pathname"],
        ["--print-query"], ["-x", "+x", "-x"], ["--extended-exact"], ["--algo=v2"], ["-s3"], ["--sort"], ["+s", "--sort"],
    ]

    static let cases: [[String]] = options

    @Test("output and status equal fzf 0.74.5's for every query", arguments: cases)
    func equalsFzf(_ option: [String]) async throws {
        let oracle = try #require(FzfNameTests.oracle)
        var mismatches: [String] = []
        for query in Self.queries {
            let arguments = option + ["-f", query]
            let ours = try await run(FzfNameTests.fzf, arguments)
            let theirs = try await run(oracle, arguments)
            if ours.stdout != theirs.stdout || ours.status != theirs.status {
                mismatches.append(
                    "\(arguments): ours \(ours.status) \(ours.stdout.debugDescription.prefix(300)) | fzf \(theirs.status) \(theirs.stdout.debugDescription.prefix(300))"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(Self.queries.count) queries differ:\n\(mismatches.joined(separator: "\n"))")
    }

    @Test("an anchor at a field's end ignores its delimiter, as fzf 0.74.5's")
    func anchorAtFieldEnd() async throws {
        let r = try await run(FzfNameTests.fzf, ["-d,", "-n2", "-f", "bar$"], stdin: "foo,bar,baz\n")
        #expect(r.stdout == "foo,bar,baz\n", "\(r)")
    }

    private func run(_ program: String, _ arguments: [String], stdin: String = FzfOptionsOracleTests.corpus) async throws -> CommandResult {
        var env = ProcessInfo.processInfo.environment
        for key in ["FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE", "FZF_DEFAULT_COMMAND"] { env.removeValue(forKey: key) }
        return try await Command.run(program, arguments, environment: env, stdin: Data(stdin.utf8), timeout: 60)
    }
}
