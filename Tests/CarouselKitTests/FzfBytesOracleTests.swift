@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Foundation
import Testing

/// Arbitrary bytes against `fzf --filter`: lines of random bytes (invalid UTF-8 and all), and
/// lines dense in the accented letters and look-alikes between U+00C0 and U+2184 that fzf
/// folds by its own table, or leaves alone. The same lines match for every query, and in the
/// same order for most (the rest differ among ties).
@Suite("fzf as the oracle: arbitrary bytes", .enabled(if: FzfOracle.path != nil, Comment(rawValue: FzfOracle.skipMessage)))
struct FzfBytesOracleTests {
    /// fzf's output for `query` over the bytes in `file`, as lines of bytes (not decoded).
    static func fzfLines(_ query: String, file: String, options: [String] = []) throws -> [[UInt8]] {
        guard let path = FzfOracle.path else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--filter", query] + options
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "FZF_DEFAULT_OPTS")
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: file)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines = Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if lines.last == [] { lines.removeLast() }
        return lines
    }

    /// Random bytes cut into lines at `\n`; no `\r` (a `\r` before `\n` is not part of our
    /// line, while fzf on Linux keeps it).
    static func randomBytes(count: Int, rng: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in
            let b = UInt8(truncatingIfNeeded: rng.next())
            return b == 0x0D ? 0x20 : b
        }
    }

    private static let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ /._-".unicodeScalars.map(\.value)

    /// Lines of ASCII letters mixed with scalars of fzf's folding range (those it folds and
    /// their neighbours it does not), upper and lower case.
    static func foldingLines(count: Int, rng: inout SplitMix64) -> [UInt8] {
        let folded = FzfLetterFolding.letters.flatMap(\.scalars)
        var out: [UInt8] = []
        for _ in 0..<count {
            var line = ""
            for _ in 0..<rng.int(1...12) {
                let scalar: UInt32
                switch rng.int(0...3) {
                case 0: scalar = rng.pick(Self.plain)
                case 1: scalar = rng.pick(folded)
                case 2: scalar = min(0x2184, rng.pick(folded) + UInt32(rng.int(1...3)))
                default: scalar = UInt32(rng.int(0xC0...0x2184))
                }
                if let s = Unicode.Scalar(scalar) { line.unicodeScalars.append(s) }
            }
            out += Array(line.utf8) + [UInt8(ascii: "\n")]
        }
        return out
    }

    /// A line as fzf prints it: each byte that does not begin a valid UTF-8 sequence
    /// replaced by U+FFFD (Go's rule; ours prints the bytes as they came).
    static func repairedAsGo(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0
            var valid = length > 0 && i + length <= bytes.count
            if valid, length > 1 {
                for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { valid = false }
                let second = bytes[i + 1]
                if b == 0xE0 && second < 0xA0 || b == 0xED && second > 0x9F || b == 0xF0 && second < 0x90 || b == 0xF4 && second > 0x8F {
                    valid = false
                }
            }
            if valid { out += bytes[i..<(i + length)]; i += length } else { out += [0xEF, 0xBF, 0xBD]; i += 1 }
        }
        return out
    }

    private func compare(
        _ bytes: [UInt8], name: String, queries: [String], options: [String] = [],
        caseMatching: CaseMatching = .smart
    ) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-oracle-\(getpid())-\(name)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let store = LineStore()
        store.append(bytes)
        store.finish()
        var setsEqual = 0, ordersEqual = 0, differences: [String] = []
        for query in queries {
            let theirs = try Self.fzfLines(query, file: url.path, options: options)
            let q = SearchQuery(query, caseMatching: caseMatching)
            let ours = LineFilter.matches(in: store, query: q).map { Self.repairedAsGo(store.bytes(at: $0) ?? []) }
            if theirs.sorted(by: { $0.lexicographicallyPrecedes($1) }) == ours.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                setsEqual += 1
            } else if differences.count < 5 {
                let only = Set(ours).subtracting(theirs).count, missing = Set(theirs).subtracting(ours).count
                differences.append("'\(query)' \(options): fzf \(theirs.count), ours \(ours.count); \(only) only ours, \(missing) only fzf")
            }
            if theirs == ours { ordersEqual += 1 }
        }
        print(
            "fzf oracle, \(name) \(options): the same lines \(setsEqual)/\(queries.count), in the same order \(ordersEqual)/\(queries.count)"
        )
        #expect(setsEqual == queries.count, "\(name): \(differences.joined(separator: "\n"))")
        // The order differs only where scores tie or fzf's Go and Swift class a scalar apart.
        #expect(Double(ordersEqual) >= 0.8 * Double(queries.count), "\(name): in the same order \(ordersEqual)/\(queries.count)")
    }

    @Test("every letter over a megabyte of random bytes: the same lines as fzf, in its order")
    func randomBytes() throws {
        var rng = SplitMix64(seed: 0xB17E_5EED)
        let bytes = Self.randomBytes(count: 1 << 20, rng: &rng)
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        try compare(bytes, name: "random", queries: letters + ["A", "E", "ab", "'o", "^a", "x$", "!e"])
    }

    @Test("letters among fzf's folded look-alikes, case-smart, -i and +i, and accented queries")
    func foldingRange() throws {
        var rng = SplitMix64(seed: 0xF01D_0038)
        let bytes = Self.foldingLines(count: 4000, rng: &rng)
        let queries = "abcdefghijklmnopqrstuvwxyz".map(String.init) + ["A", "O", "ae", "oe", "é", "'u", "n$", "^c"]
        try compare(bytes, name: "folding", queries: queries)
        try compare(bytes, name: "folding-i", queries: queries, options: ["-i"], caseMatching: .ignore)
        try compare(bytes, name: "folding+i", queries: queries, options: ["+i"], caseMatching: .respect)
    }
}
