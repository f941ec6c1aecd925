@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Foundation
import Testing

/// `--nth` (with `--delimiter`, with and without `--with-nth`) and every `--tiebreak`
/// (alone, in lists, with and without `--tac`) against `fzf --filter` with the same flags:
/// the same lines in the same order, line for line, over real corpora (paths under
/// /usr/share, dpkg's file lists, `grep -rn` lines) and lines of random bytes.
@Suite("fzf as the oracle: --nth and --tiebreak", .enabled(if: FzfOracle.path != nil, Comment(rawValue: FzfOracle.skipMessage)))
struct FzfNthTiebreakOracleTests {
    /// A corpus as fzf reads it: lines of bytes, each ending with a newline.
    struct Corpus {
        var name: String
        var bytes: [UInt8]
        var lines: [String] { String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init) }
    }

    /// Every line in order of ours and fzf's, and the first few differences.
    private func compare(_ corpus: Corpus, queries: [String], options: [String], search: SearchOptions) throws -> [String] {
        // A file of its own: the tests run side by side, some over the same corpus.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-oracle-\(getpid())-\(corpus.name)-\(UUID().uuidString)")
        try Data(corpus.bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let store = LineStore()
        store.append(corpus.bytes)
        store.finish()
        var differences: [String] = []
        for query in queries {
            let theirs = try FzfBytesOracleTests.fzfLines(query, file: url.path, options: options)
            let q = search.parse(query)
            let ours = LineFilter.matches(
                in: store, query: q, sorts: search.sorts, reversed: search.reversed, shaping: search.shaping,
                tiebreak: search.tiebreak, nth: search.nth
            )
            .map { FzfBytesOracleTests.repairedAsGo(store.bytes(at: $0) ?? []) }
            guard theirs != ours, differences.count < 3 else { continue }
            let at = zip(theirs, ours).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(theirs.count, ours.count)
            let show = { (lines: [[UInt8]]) in lines.dropFirst(at).prefix(2).map { String(decoding: $0.prefix(70), as: UTF8.self) } }
            differences.append(
                "\(corpus.name) \(options) '\(query)': fzf \(theirs.count), ours \(ours.count), first apart at \(at): fzf \(show(theirs)), ours \(show(ours))"
            )
        }
        return differences
    }

    private static func options(nth: String?, delimiter: String?, withNth: String?, tiebreak: String?, tac: Bool) throws -> (
        [String], SearchOptions
    ) {
        var arguments: [String] = []
        var search = SearchOptions(reversed: tac)
        if let delimiter { arguments += ["--delimiter", delimiter]; search.shaping.delimiter = FieldDelimiter(delimiter) }
        if let withNth { arguments += ["--with-nth", withNth]; search.shaping.withNth = FieldRange.list(withNth) }
        if let nth { arguments += ["--nth", nth]; search.nth = FieldRange.list(nth) }
        if let tiebreak { arguments += ["--tiebreak", tiebreak]; search.tiebreak = try Tiebreak(tiebreak) }
        if tac { arguments.append("--tac") }
        return (arguments, search)
    }

    /// Queries drawn from the corpus (every kind of term), and a plain letter (many ties).
    private static func queries(_ corpus: Corpus, count: Int, seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        let lines = corpus.lines.filter { !$0.isEmpty }
        return [rng.pick(["e", "s", "a"])] + (0..<count).map { _ in OracleCorpus.query(from: lines, rng: &rng) }
    }

    // MARK: corpora

    /// Entries of /usr/share at most three levels down (`find /usr/share -maxdepth 3`).
    static func usrShare(limit: Int) -> Corpus? {
        guard let e = FileManager.default.enumerator(atPath: "/usr/share") else { return nil }
        var paths: [String] = []
        while let p = e.nextObject() as? String {
            if p.split(separator: "/").count >= 3 { e.skipDescendants() }
            if !p.contains("\n") { paths.append("/usr/share/" + p) }
        }
        return sampled(paths.sorted(), limit: limit, name: "usr-share")
    }

    /// What `dpkg -L` prints: the installed packages' file lists.
    static func dpkgLists(limit: Int) -> Corpus? {
        let dir = "/var/lib/dpkg/info"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return nil }
        var paths: [String] = []
        for name in names.sorted() where name.hasSuffix(".list") {
            guard let text = try? String(contentsOfFile: dir + "/" + name, encoding: .utf8) else { continue }
            paths += text.split(separator: "\n").map(String.init)
            if paths.count > limit * 8 { break }
        }
        return sampled(paths, limit: limit, name: "dpkg-L")
    }

    /// `grep -rn` lines (`file:line:text`) over the copyright files of /usr/share/doc.
    static func grepLines(limit: Int) -> Corpus? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/doc") else { return nil }
        var lines: [String] = []
        for name in names.sorted() {
            let path = "/usr/share/doc/\(name)/copyright"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(12).enumerated() where !line.isEmpty {
                lines.append("\(path):\(k + 1):\(line)")
            }
            if lines.count > limit * 4 { break }
        }
        return sampled(lines, limit: limit, name: "grep-rn")
    }

    private static func sampled(_ lines: [String], limit: Int, name: String) -> Corpus? {
        let clean = lines.filter { !$0.contains("\r") && !$0.isEmpty }
        guard !clean.isEmpty else { return nil }
        let step = max(1, clean.count / limit)
        let picked = stride(from: 0, to: clean.count, by: step).map { clean[$0] }
        return Corpus(name: name, bytes: Array((picked.joined(separator: "\n") + "\n").utf8))
    }

    static func randomBytes(seed: UInt64) -> Corpus {
        var rng = SplitMix64(seed: seed)
        // Random bytes, with colons and tabs often enough to make fields.
        let bytes = FzfBytesOracleTests.randomBytes(count: 1 << 15, rng: &rng).map { b -> UInt8 in
            switch b {
            case 0xF0...0xF7: return UInt8(ascii: ":");
            case 0xF8...0xFB: return 9;
            default: return b
            }
        }
        return Corpus(name: "random-bytes", bytes: bytes)
    }

    // MARK: tests

    private static let nthForms = ["1", "2", "-1", "2..", "1,3"]

    @Test("--nth over grep -rn lines with --delimiter :, and with --with-nth")
    func nthColon() throws {
        let corpus = try #require(Self.grepLines(limit: 800))
        let queries = Self.queries(corpus, count: 3, seed: 0x17A1)
        var differences: [String] = []
        for nth in Self.nthForms {
            for withNth in [nil, "2.."] as [String?] {
                let (arguments, search) = try Self.options(nth: nth, delimiter: ":", withNth: withNth, tiebreak: nil, tac: false)
                differences += try compare(corpus, queries: queries, options: arguments, search: search)
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test("--nth over tab-separated paths with --delimiter '\\t', with --with-nth, and over blank-separated fields")
    func nthTabAndBlanks() throws {
        let paths = try #require(Self.usrShare(limit: 800))
        let tabs = Corpus(name: "tabs", bytes: paths.bytes.map { $0 == UInt8(ascii: "/") ? 9 : $0 })
        let blanks = Corpus(name: "blanks", bytes: paths.bytes.map { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "-") ? 32 : $0 })
        var differences: [String] = []
        for nth in Self.nthForms {
            for withNth in [nil, "3.."] as [String?] {
                let (arguments, search) = try Self.options(nth: nth, delimiter: "\\t", withNth: withNth, tiebreak: nil, tac: withNth != nil)
                differences += try compare(tabs, queries: Self.queries(paths, count: 2, seed: 0x7AB5), options: arguments, search: search)
            }
            let (arguments, search) = try Self.options(nth: nth, delimiter: nil, withNth: nil, tiebreak: "begin", tac: false)
            differences += try compare(blanks, queries: Self.queries(paths, count: 2, seed: 0xB1A2), options: arguments, search: search)
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    private static let tiebreaks = [
        "length", "chunk", "begin", "end", "index", "begin,length", "end,chunk",
        "chunk,begin,end,index", "length,end,index",
    ]

    @Test("every --tiebreak and a few lists, with and without --tac, over paths, dpkg lists and grep lines")
    func tiebreaksOverRealCorpora() throws {
        var differences: [String] = []
        let corpora = [Self.usrShare(limit: 800), Self.dpkgLists(limit: 800), Self.grepLines(limit: 800)].compactMap { $0 }
        #expect(!corpora.isEmpty)
        for (c, corpus) in corpora.enumerated() {
            let queries = Self.queries(corpus, count: 2, seed: 0x71EB + UInt64(c))
            for tiebreak in Self.tiebreaks {
                for tac in [false, true] {
                    let (arguments, search) = try Self.options(nth: nil, delimiter: nil, withNth: nil, tiebreak: tiebreak, tac: tac)
                    differences += try compare(corpus, queries: queries, options: arguments, search: search)
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test("--tiebreak with --nth, and both over random bytes")
    func randomBytesAndCombinations() throws {
        var differences: [String] = []
        let random = Self.randomBytes(seed: 0xB17E_0077)
        let letters = ["a", "ab", "'o", "^a", "q$", "A"]
        for (k, tiebreak) in Self.tiebreaks.enumerated() {
            for tac in [false, true] {
                let (arguments, search) = try Self.options(nth: nil, delimiter: nil, withNth: nil, tiebreak: tiebreak, tac: tac)
                // Three of the queries for each, in turn: all of them over the criteria.
                let some = (0..<3).map { letters[(k + $0 * 2 + (tac ? 1 : 0)) % letters.count] }
                differences += try compare(random, queries: some, options: arguments, search: search)
            }
        }
        for (k, nth) in Self.nthForms.enumerated() {
            let some = (0..<3).map { letters[(k + $0 * 2) % letters.count] }
            let (arguments, search) = try Self.options(nth: nth, delimiter: ":", withNth: nil, tiebreak: "end,length", tac: nth == "2")
            differences += try compare(random, queries: some, options: arguments, search: search)
            let (blankArguments, blankSearch) = try Self.options(nth: nth, delimiter: nil, withNth: nil, tiebreak: nil, tac: false)
            differences += try compare(random, queries: some, options: blankArguments, search: blankSearch)
        }
        let grep = try #require(Self.grepLines(limit: 800))
        let queries = Self.queries(grep, count: 2, seed: 0xC0B0)
        for (nth, tiebreak) in [("3", "chunk"), ("-1", "begin"), ("1,3", "end"), ("2..", "index")] {
            for tac in [false, true] {
                let (arguments, search) = try Self.options(nth: nth, delimiter: ":", withNth: nil, tiebreak: tiebreak, tac: tac)
                differences += try compare(grep, queries: queries, options: arguments, search: search)
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }
}
