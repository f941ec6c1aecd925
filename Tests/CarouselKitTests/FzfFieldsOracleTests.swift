@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Foundation
import Testing

/// `--with-nth`, `--delimiter` and `--ansi` against `fzf --filter` with the same flags: the
/// same lines match, and the first 20 come in the same order (the lines printed whole; fzf
/// prints a line of `--ansi` without its escapes, so the comparison takes them out of ours).
@Suite("fzf as the oracle: fields and colours", .enabled(if: FzfOracle.path != nil, Comment(rawValue: FzfOracle.skipMessage)))
struct FzfFieldsOracleTests {
    private static let colours = ["\u{1B}[31m", "\u{1B}[1;32m", "\u{1B}[38;5;208m", "\u{1B}[0m", "\u{1B}[m", "\u{1B}[4m"]

    /// Lines of fields: generated phrases joined by `joint`, some with blanks around, some coloured.
    private static func fieldLines(count: Int, joint: String, coloured: Bool, rng: inout SplitMix64) -> [String] {
        let phrases = OracleCorpus.generated(count: count * 3, rng: &rng).filter { $0.count < 40 && !$0.contains(joint) }
        return (0..<count).map { _ in
            let fields = (0..<rng.int(1...5)).map { _ -> String in
                var field = rng.pick(phrases)
                if coloured, rng.chance(0.5) { field = rng.pick(colours) + field + (rng.chance(0.5) ? "\u{1B}[0m" : "") }
                return field
            }
            var line = fields.joined(separator: joint == " " ? String(repeating: " ", count: rng.int(1...3)) : joint)
            if rng.chance(0.1) { line = "  " + line }
            return line
        }
    }

    private func compare(lines: [String], options: [String], shaping: LineShaping, trials: Int, seed: UInt64) throws -> (Int, Int, [String])
    {
        let file = try FzfOracle.corpusFile(lines, name: "fields-\(seed)")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let store = LineStore(lines: lines)
        let shown = lines.map { shaping.shown($0) }.filter { !$0.isEmpty }
        var rng = SplitMix64(seed: seed)
        var setsEqual = 0, topEqual = 0, differences: [String] = []
        for _ in 0..<trials {
            let query = OracleCorpus.query(from: shown, rng: &rng)
            let theirs = try FzfOracle.filter(query, corpusFile: file, extraArguments: options)
            let parsed = SearchQuery(query)
            var ours = LineFilter.matches(in: store, query: parsed, shaping: shaping).map { store.text(at: $0) ?? "" }
            if shaping.ansi { ours = ours.map(ANSIStripping.strip) }
            if theirs.sorted() == ours.sorted() {
                setsEqual += 1
            } else if differences.count < 5 {
                differences.append("\(options) '\(query)': fzf \(theirs.count) \(theirs.prefix(2)), ours \(ours.count) \(ours.prefix(2))")
            }
            if Array(theirs.prefix(20)) == Array(ours.prefix(20)) { topEqual += 1 }
        }
        print("fzf oracle \(options): sets equal \(setsEqual)/\(trials), top-20 equal \(topEqual)/\(trials)")
        return (setsEqual, topEqual, differences)
    }

    private func check(_ lines: [String], _ options: [String], _ shaping: LineShaping, seed: UInt64) throws {
        let trials = PropertySeeds.trials(50)
        let (sets, top, differences) = try compare(lines: lines, options: options, shaping: shaping, trials: trials, seed: seed)
        #expect(sets == trials, "\(options): \(differences.joined(separator: "\n"))")
        #expect(Double(top) >= 0.95 * Double(trials), "\(options): top-20 equal \(top)/\(trials)")
    }

    @Test("--with-nth over blank-separated fields (AWK-style)")
    func blankFields() throws {
        var rng = SplitMix64(seed: 0xF1E1_D5)
        let lines = Self.fieldLines(count: 1200, joint: " ", coloured: false, rng: &rng)
        for nth in ["2..", "1", "-1", "..2", "2..3", "1,3", "-2..", ".."] {
            try check(lines, ["--with-nth", nth], LineShaping(withNth: FieldRange.list(nth)), seed: 0x1000 + UInt64(nth.count))
        }
    }

    @Test("--with-nth with a literal --delimiter and with a pattern")
    func delimitedFields() throws {
        var rng = SplitMix64(seed: 0xDE11_7E5)
        let colon = Self.fieldLines(count: 1200, joint: ":", coloured: false, rng: &rng)
        for nth in ["2..", "1", "-1", "1,3..", "..-2"] {
            try check(
                colon, ["--delimiter", ":", "--with-nth", nth],
                LineShaping(delimiter: FieldDelimiter(":"), withNth: FieldRange.list(nth)), seed: 0x2000 + UInt64(nth.count))
        }
        let mixed = Self.fieldLines(count: 1200, joint: rng.chance(0.5) ? "," : ";", coloured: false, rng: &rng)
        for delimiter in ["[,;]", "[,;] *", "\\s+"] {
            try check(
                mixed, ["--delimiter", delimiter, "--with-nth", "2.."],
                LineShaping(delimiter: FieldDelimiter(delimiter), withNth: FieldRange.list("2..")), seed: 0x3000 + UInt64(delimiter.count))
        }
    }

    @Test("--ansi: matched on the text without its escapes, alone and with --with-nth")
    func colouredLines() throws {
        var rng = SplitMix64(seed: 0xA251)
        let lines = Self.fieldLines(count: 1200, joint: " ", coloured: true, rng: &rng)
        try check(lines, ["--ansi"], LineShaping(ansi: true), seed: 0x4001)
        try check(lines, ["--ansi", "--with-nth", "2.."], LineShaping(ansi: true, withNth: FieldRange.list("2..")), seed: 0x4002)
    }
}
