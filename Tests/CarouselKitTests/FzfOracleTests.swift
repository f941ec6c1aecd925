@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Foundation
import Testing

/// The same query over the same lines gives the same matches, in the same order, as
/// `fzf --filter` (fzf 0.38, Debian's): every match set equal, and the first 20 in the same
/// order for at least 95% of the queries.
@Suite("fzf as the oracle", .enabled(if: FzfOracle.path != nil, Comment(rawValue: FzfOracle.skipMessage)))
struct FzfOracleTests {
    struct Tally: CustomStringConvertible {
        var queries = 0, setsEqual = 0, topEqual = 0
        var setDifferences: [String] = []
        var orderDifferences: [String] = []
        var topPercent: Double { queries == 0 ? 100 : 100 * Double(topEqual) / Double(queries) }
        var description: String {
            "\(queries) queries: match sets equal \(setsEqual)/\(queries), top-20 order equal \(topEqual)/\(queries) (\(String(format: "%.1f", topPercent))%)"
        }
    }

    private func compare(
        queries: [String], lines: [String], name: String, options: [String] = [],
        exact: Bool = false, caseMatching: CaseMatching = .smart, sorts: Bool = true,
        reversed: Bool = false
    ) throws -> Tally {
        let file = try FzfOracle.corpusFile(lines, name: name)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let store = LineStore(lines: lines)
        var tally = Tally()
        for query in queries {
            let theirs = try FzfOracle.filter(query, corpusFile: file, extraArguments: options)
            let ours = FzfOracle.ours(query, store: store, exact: exact, caseMatching: caseMatching, sorts: sorts, reversed: reversed)
            tally.queries += 1
            if theirs.sorted() == ours.sorted() {
                tally.setsEqual += 1
            } else if tally.setDifferences.count < 5 {
                let missing = Set(theirs).subtracting(ours).prefix(3), extra = Set(ours).subtracting(theirs).prefix(3)
                tally.setDifferences.append(
                    "\(options) '\(query)': fzf \(theirs.count), ours \(ours.count); only fzf: \(Array(missing).map(short)); only ours: \(Array(extra).map(short))"
                )
            }
            if Array(theirs.prefix(20)) == Array(ours.prefix(20)) {
                tally.topEqual += 1
            } else if tally.orderDifferences.count < 5 {
                let at = zip(theirs, ours).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
                tally.orderDifferences.append(
                    "\(options) '\(query)' at \(at): fzf \(theirs.dropFirst(at).prefix(2).map(short)), ours \(ours.dropFirst(at).prefix(2).map(short))"
                )
            }
        }
        return tally
    }

    private func short(_ line: String) -> String { line.count > 60 ? String(line.prefix(60)) + "…" : line }

    private func check(_ tally: Tally, _ label: String) {
        print("fzf oracle, \(label): \(tally)")
        for d in tally.setDifferences { print("  set differs: \(d)") }
        for d in tally.orderDifferences { print("  order differs: \(d)") }
        #expect(tally.setsEqual == tally.queries, "\(label): \(tally)\n\(tally.setDifferences.joined(separator: "\n"))")
        #expect(tally.topPercent >= 95, "\(label): \(tally)\n\(tally.orderDifferences.joined(separator: "\n"))")
    }

    @Test("random queries over generated paths and phrases")
    func generatedCorpus() throws {
        var rng = SplitMix64(seed: 0xF2F_0038)
        let lines = OracleCorpus.generated(count: 2000, rng: &rng)
        let queries = (0..<PropertySeeds.trials(700)).map { _ in OracleCorpus.query(from: lines, rng: &rng) }
        check(try compare(queries: queries, lines: lines, name: "generated"), "generated corpus")
    }

    @Test("random queries over the file names of /usr/share")
    func realCorpus() throws {
        guard let lines = OracleCorpus.usrShare(limit: 3000) else { return }
        var rng = SplitMix64(seed: 0x05E_5AE)
        let queries = (0..<PropertySeeds.trials(700)).map { _ in OracleCorpus.query(from: lines, rng: &rng) }
        check(try compare(queries: queries, lines: lines, name: "usr-share"), "/usr/share corpus")
    }

    @Test("-e, -i, +i, --no-sort and --tac as in fzf")
    func options() throws {
        var rng = SplitMix64(seed: 0x0971_0115)
        let lines = OracleCorpus.generated(count: 1500, rng: &rng)
        let queries = (0..<PropertySeeds.trials(100)).map { _ in OracleCorpus.query(from: lines, rng: &rng) }
        check(try compare(queries: queries, lines: lines, name: "e", options: ["-e"], exact: true), "-e")
        check(try compare(queries: queries, lines: lines, name: "i", options: ["-i"], caseMatching: .ignore), "-i")
        check(try compare(queries: queries, lines: lines, name: "pi", options: ["+i"], caseMatching: .respect), "+i")
        check(try compare(queries: queries, lines: lines, name: "ns", options: ["--no-sort"], sorts: false), "--no-sort")
        check(try compare(queries: queries, lines: lines, name: "tac", options: ["--tac"], reversed: true), "--tac")
        // fzf --filter ranks anyway when --tac comes with --no-sort (its filter only streams
        // unsorted without --tac); `carousel --filter` does the same.
        check(
            try compare(queries: queries, lines: lines, name: "nstac", options: ["--no-sort", "--tac"], sorts: true, reversed: true),
            "--no-sort --tac")
    }
}
