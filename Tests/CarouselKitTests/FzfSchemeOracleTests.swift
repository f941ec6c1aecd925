@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Foundation
import Testing

/// fzf's `--scheme` (each with the tiebreak it brings), `--tiebreak=pathname` and `end`, and
/// terms quoted at both ends (`'word'`), against `fzf --filter` with the same flags: the same
/// lines in the same order, line for line. The command line does not take `--scheme` yet:
/// these drive the matching layer's `SearchQuery.scheme` directly.
@Suite("fzf as the oracle: --scheme, pathname and 'word'", .enabled(if: FzfOracle.path != nil, Comment(rawValue: FzfOracle.skipMessage)))
struct FzfSchemeOracleTests {
    private func differences(
        _ corpus: FzfNthTiebreakOracleTests.Corpus, queries: [String], options: [String],
        search: SearchOptions
    ) throws -> [String] {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("carousel-oracle-\(getpid())-scheme-\(corpus.name)-\(UUID().uuidString)")
        try Data(corpus.bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let store = LineStore()
        store.append(corpus.bytes)
        store.finish()
        var found: [String] = []
        for query in queries {
            let theirs = try FzfBytesOracleTests.fzfLines(query, file: url.path, options: options)
            let ours = LineFilter.matches(
                in: store, query: search.parse(query), sorts: search.sorts, reversed: search.reversed,
                shaping: search.shaping, tiebreak: search.tiebreak, nth: search.nth
            )
            .map { FzfBytesOracleTests.repairedAsGo(store.bytes(at: $0) ?? []) }
            guard theirs != ours, found.count < 3 else { continue }
            let at = zip(theirs, ours).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(theirs.count, ours.count)
            let show = { (lines: [[UInt8]]) in lines.dropFirst(at).prefix(2).map { String(decoding: $0.prefix(70), as: UTF8.self) } }
            found.append(
                "\(corpus.name) \(options) '\(query)': fzf \(theirs.count), ours \(ours.count), first apart at \(at): fzf \(show(theirs)), ours \(show(ours))"
            )
        }
        return found
    }

    /// Queries from the corpus, a plain letter (many ties), and words quoted at both ends.
    private static func queries(_ corpus: FzfNthTiebreakOracleTests.Corpus, count: Int, seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        let lines = corpus.lines.filter { !$0.isEmpty }
        let drawn = (0..<count).map { _ in OracleCorpus.query(from: lines, rng: &rng) }
        let words = ["'doc'", "'share'", "'gz'", "'bin' | 'lib'", "!'doc' s", "'c'", "'README'", "'x86_64'", "'a_b'"]
        return ["s", "e", "usr", "shdoc", "/a"] + words + drawn
    }

    /// The lines every corpus test runs over: paths, dpkg's lists and `grep -rn` lines where
    /// the machine has them, and generated paths and phrases.
    private static func corpora() -> [FzfNthTiebreakOracleTests.Corpus] {
        var rng = SplitMix64(seed: 0x5C4E_3E)
        let generated = OracleCorpus.generated(count: 1500, rng: &rng)
        let bytes = Array((generated.joined(separator: "\n") + "\n").utf8)
        return [
            FzfNthTiebreakOracleTests.usrShare(limit: 800), FzfNthTiebreakOracleTests.dpkgLists(limit: 800),
            FzfNthTiebreakOracleTests.grepLines(limit: 800),
        ].compactMap { $0 }
            + [FzfNthTiebreakOracleTests.Corpus(name: "generated", bytes: bytes)]
    }

    @Test("--scheme default, path and history, each with its tiebreak, with and without --tac")
    func schemes() throws {
        var found: [String] = []
        for corpus in Self.corpora() {
            let queries = Self.queries(corpus, count: PropertySeeds.trials(40), seed: 0x5C4E_3E01)
            for scheme in ScoringScheme.allCases {
                for tac in [false, true] {
                    var search = SearchOptions(reversed: tac)
                    search.scheme = scheme
                    search.tiebreak = Tiebreak.default(for: scheme)
                    let options = ["--scheme", scheme.rawValue] + (tac ? ["--tac"] : [])
                    found += try differences(corpus, queries: queries, options: options, search: search)
                }
            }
        }
        #expect(found.isEmpty, "\(found.prefix(6))")
    }

    @Test("--tiebreak pathname and end, alone and in lists, under each scheme (the tiebreak after --scheme wins)")
    func pathnameAndEnd() throws {
        var found: [String] = []
        for corpus in Self.corpora() {
            let queries = Self.queries(corpus, count: PropertySeeds.trials(25), seed: 0x9A7E_0E4D)
            for scheme in ScoringScheme.allCases {
                for tiebreak in ["pathname", "end", "pathname,length", "end,pathname", "begin,pathname", "length,end"] {
                    var search = SearchOptions()
                    search.scheme = scheme
                    search.tiebreak = try Tiebreak(tiebreak)
                    let options = ["--scheme", scheme.rawValue, "--tiebreak", tiebreak]
                    found += try differences(corpus, queries: queries, options: options, search: search)
                }
            }
        }
        #expect(found.isEmpty, "\(found.prefix(6))")
    }

    @Test("an anchor at the end of an --nth field ignores the field's delimiter, as fzf 0.74.5's")
    func anchorAtFieldEnd() throws {
        let corpus = FzfNthTiebreakOracleTests.Corpus(name: "fields", bytes: Array("foo,bar,baz\nbar,foo,baz\nfoo,bar\nbar\n".utf8))
        var found: [String] = []
        for (nth, queries) in [
            ("2", ["bar$", "^bar$", "'bar'", "ba$"]), ("1", ["foo$", "bar$", "^foo$"]),
            ("2,1", ["foo$", "bar$"]), ("-1", ["baz$", "bar$"]),
        ] {
            var search = SearchOptions()
            search.shaping.delimiter = FieldDelimiter(",")
            search.nth = FieldRange.list(nth)
            found += try differences(corpus, queries: queries, options: ["-d,", "-n", nth], search: search)
        }
        #expect(found.isEmpty, "\(found)")
    }
}
