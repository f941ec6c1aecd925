@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Foundation
import Testing

/// What a person sees after each key: the first screen of a search (the count and the first
/// cards, before the rest is ranked) is `fzf --filter`'s count and first lines, exactly.
@Suite("The first screen after each key is fzf's", .enabled(if: FzfOracle.path != nil, Comment(rawValue: FzfOracle.skipMessage)))
struct TypingTopOracleTests {
    /// The first result the worker hands over for `query`: what the screen shows first.
    private func firstScreen(_ worker: SearchWorker, _ query: String) async throws -> SearchResult? {
        worker.search(query)
        for _ in 0..<20_000 {
            if let result = worker.takeResult() { return result }
            try await Task.sleep(for: .milliseconds(1))
        }
        return nil
    }

    private func typeAndCompare(
        lines: [String], name: String, seed: UInt64, sequences: Int,
        options: SearchOptions = SearchOptions(), arguments: [String] = []
    ) async throws {
        let file = try FzfOracle.corpusFile(lines, name: name)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let store = LineStore(lines: lines)
        let worker = SearchWorker(store: store, options: options)
        worker.screenKeys = 12
        var rng = SplitMix64(seed: PropertySeeds.override ?? seed)
        var keys = 0, differences: [String] = []
        for _ in 0..<PropertySeeds.trials(sequences) {
            let target = Array(OracleCorpus.query(from: lines, rng: &rng))
            var typed: [Character] = []
            var k = 0
            while k < target.count {
                // Now and then a mistake taken back, or the line cleared (Ctrl-U) and typed again.
                if !typed.isEmpty && rng.chance(0.1) {
                    typed.removeLast()
                } else if rng.chance(0.03) {
                    typed = []; k = 0
                } else {
                    typed.append(target[k]); k += 1
                }
                let query = String(typed)
                // The picker tells the worker of every edit, an emptied query too (else the
                // same query typed again after it would be taken for no change).
                if SearchQuery(query).isEmpty { worker.search(query); continue }
                guard let shown = try await firstScreen(worker, query) else {
                    Issue.record("no result for '\(query)'"); continue
                }
                keys += 1
                let theirs = try FzfOracle.filter(query, corpusFile: file, extraArguments: arguments)
                let first = (0..<min(worker.screenKeys, theirs.count)).map { shown.lineIndex(at: $0).flatMap { store.text(at: $0) } ?? "∅" }
                if shown.count != theirs.count || first != Array(theirs.prefix(worker.screenKeys)), differences.count < 5 {
                    differences.append(
                        "\(arguments) '\(query)': fzf \(theirs.count) \(theirs.prefix(3)), ours \(shown.count) \(first.prefix(3))")
                }
            }
        }
        #expect(differences.isEmpty, "\(name), \(keys) keys:\n\(differences.joined(separator: "\n"))")
        #expect(keys > sequences * 3)
    }

    @Test("random typing over generated paths and phrases")
    func generated() async throws {
        var rng = SplitMix64(seed: 0x7095_0001)
        let lines = OracleCorpus.generated(count: 3000, rng: &rng)
        try await typeAndCompare(lines: lines, name: "typing-generated", seed: 0x7095_0002, sequences: 20)
    }

    @Test("random typing over the file names of /usr/share")
    func usrShare() async throws {
        guard let lines = OracleCorpus.usrShare(limit: 4000) else { return }
        try await typeAndCompare(lines: lines, name: "typing-usr-share", seed: 0x7095_0003, sequences: 20)
    }

    @Test("random typing with each --tiebreak, and --tac: the first screen orders as fzf's")
    func tiebreaks() async throws {
        guard let lines = OracleCorpus.usrShare(limit: 3000) else { return }
        for (k, tiebreak) in ["begin", "end", "chunk", "index", "end,length"].enumerated() {
            let tac = k % 2 == 1
            let options = SearchOptions(reversed: tac, tiebreak: try Tiebreak(tiebreak))
            try await typeAndCompare(
                lines: lines, name: "typing-tiebreak-\(k)", seed: 0x7095_0010 + UInt64(k), sequences: 3,
                options: options, arguments: ["--tiebreak", tiebreak] + (tac ? ["--tac"] : []))
        }
    }

    @Test("random typing with --nth and --delimiter: the first screen is fzf's")
    func nth() async throws {
        guard let paths = OracleCorpus.usrShare(limit: 3000) else { return }
        let lines = paths.map { $0.replacingOccurrences(of: "/", with: ":") }
        for (k, nth) in ["2", "-1", "3..", "1,4"].enumerated() {
            var options = SearchOptions(tiebreak: k == 3 ? try Tiebreak("begin") : .fzfDefault, nth: FieldRange.list(nth))
            options.shaping.delimiter = FieldDelimiter(":")
            try await typeAndCompare(
                lines: lines, name: "typing-nth-\(k)", seed: 0x7095_0020 + UInt64(k), sequences: 3,
                options: options,
                arguments: ["--delimiter", ":", "--nth", nth] + (k == 3 ? ["--tiebreak", "begin"] : []))
        }
    }
}
