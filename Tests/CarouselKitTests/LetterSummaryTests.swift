@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// The picker's store keeps a summary of each line's letters (`LetterSummary`), made as lines
/// come in, that a one-letter query's first screen reads instead of the line. It must say of
/// every line what its bytes say, however the lines came (split anywhere, appended later,
/// `--tail` dropping the first, a reload emptying the store, the summaries turned on late),
/// and the screens made from it must be the bytes' own.
@Suite("The letter summary of each line")
struct LetterSummaryTests {
    /// The summary as its definition reads, a byte at a time.
    static func expected(_ line: [UInt8]) -> UInt32 {
        guard !line.contains(where: { $0 >= 0x80 }) else { return LetterSummary.notASCII }
        var summary: UInt32 = 0
        for (k, byte) in line.enumerated() {
            guard let bit = LetterSummary.letterBit(byte) else { continue }
            summary |= bit
            if k == 0 || line[k - 1] < 0x21 { summary |= LetterSummary.letterAtWhitePlace }
        }
        if line.contains(where: { $0 < 0x21 }) { summary |= LetterSummary.hasBlank }
        if let first = line.first, let last = line.last, first < 0x21 || last < 0x21 { summary |= LetterSummary.blankAtEdge }
        return summary
    }

    static func randomLine(_ rng: inout SplitMix64) -> [UInt8] {
        let odd: [UInt8] = [0x20, 0x09, 0x0D, 0x01, 0x00, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x40, 0x5B, 0x60, 0x7B]
        let count = rng.chance(0.1) ? rng.int(0...300) : rng.int(0...20)
        return (0..<count).map { _ in
            rng.chance(0.08) ? rng.pick(odd) : rng.pick([0x2F, 0x75, 0x55, 0x7A, 0x41, UInt8.random(in: 0x21...0x7E, using: &rng)])
        }
    }

    @Test("of a line is what its bytes say, a byte at a time")
    func summaryOfALine() {
        var rng = SplitMix64(seed: 0x5E77)
        for _ in 0..<50_000 {
            let line = Self.randomLine(&rng)
            line.withUnsafeBufferPointer { bytes in
                let summary = LetterSummary.of(
                    bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: bytes.count, table: LetterSummary.table)
                #expect(summary == Self.expected(line), "\(line)")
            }
        }
    }

    /// Every line's summary in `store` is its bytes' (with a `\r` before its end).
    static func checkSummaries(_ store: LineStore, _ context: String) {
        guard let summaries = store.letterSummaries else {
            Issue.record("no summaries: \(context)")
            return
        }
        store.forEachLineStart(in: 0..<store.count) { index, start, length in
            let held = Array(UnsafeBufferPointer(start: store.bytes! + start, count: length))
            #expect(summaries[index] == Self.expected(held), "line \(index): \(context)")
        }
    }

    /// The first screens of a few letters over `fresh`, from the summaries and from the bytes
    /// alone (the summaries turned off, then on again).
    static func checkScreens(_ store: LineStore, fresh: Range<Int>, _ context: String) {
        func screens() -> [SearchPass.Screen] {
            var all: [SearchPass.Screen] = []
            for letter in ["u", "z", "U", "uz", "zU", "u z", "/u"] {
                for caseMatching in [CaseMatching.smart, .respect] {
                    let options = SearchOptions(caseMatching: caseMatching)
                    for threads in [1, 2] {
                        all.append(
                            SearchPass.firstScreen(
                                store, query: options.parse(letter), options: options, candidates: nil, fresh: fresh, limit: 16,
                                threads: threads, isCancelled: { false })!)
                    }
                }
            }
            return all
        }
        let summarized = screens()
        store.summarizesLetters = false
        let plain = screens()
        store.summarizesLetters = true
        #expect(summarized.map(\.members) == plain.map(\.members), "\(context)")
        #expect(summarized.map(\.top.keys) == plain.map(\.top.keys), "\(context)")
        checkSummaries(store, "\(context), made again")
    }

    @Test("are made for lines however they come, and kept through tails and reloads", arguments: [1, 2] as [UInt64])
    func keptThroughChanges(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let lines = (0..<5_000).map { _ in Self.randomLine(&rng).filter { $0 != 0x0A } }
        var input: [UInt8] = lines.flatMap { $0 + [0x0A] }
        input.removeLast()  // the last line comes without its newline

        // Split anywhere, the summaries turned on after the first pieces.
        let store = LineStore()
        var at = 0, pieces = 0
        while at < input.count {
            let next = min(input.count, at + rng.int(1...40_000))
            store.append(input[at..<next])
            at = next
            pieces += 1
            if pieces == 2 { store.summarizesLetters = true }
        }
        store.summarizesLetters = true
        let before = store.count
        store.finish()
        #expect(store.count == lines.count)
        Self.checkSummaries(store, "appended")
        Self.checkScreens(store, fresh: 0..<store.count, "appended")
        Self.checkScreens(store, fresh: before / 2..<store.count, "the newer half")

        // The first lines taken away (a header, `--tail`), then a reload.
        store.removeFirst(777)
        Self.checkSummaries(store, "first lines removed")
        Self.checkScreens(store, fresh: 0..<store.count, "first lines removed")
        store.removeAll()
        store.append(Array(input.prefix(60_000)))
        store.finish()
        Self.checkSummaries(store, "reloaded")
        Self.checkScreens(store, fresh: 0..<store.count, "reloaded")

        let tail = LineStore()
        tail.summarizesLetters = true
        tail.tailLimit = 2_000
        var from = 0
        while from < input.count {
            let next = min(input.count, from + rng.int(1...20_000))
            tail.append(input[from..<next])
            from = next
        }
        tail.finish()
        #expect(tail.count == 2_000)
        Self.checkSummaries(tail, "--tail")
        Self.checkScreens(tail, fresh: 0..<tail.count, "--tail")
    }

    @Test("are given up when the lines are too short for them to pay, and kept when they are long enough")
    func givenUpForShortLines() {
        let trial = LineStore.summaryTrialLines
        let short = LineStore()
        short.summarizesLetters = true
        short.append(Array(repeating: Array("y\n".utf8), count: trial + 10).flatMap { $0 })
        #expect(short.letterSummaries == nil)
        #expect(!short.summarizesLetters)
        let long = LineStore()
        long.summarizesLetters = true
        let line = Array("/usr/lib/x86_64\n".utf8)
        #expect(line.count == LineStore.leastBytesPerSummarizedLine)
        long.append(Array(repeating: line, count: trial + 10).flatMap { $0 })
        #expect(long.letterSummaries != nil)
        Self.checkSummaries(long, "lines of 16 bytes")
    }

    @Test("are kept only when asked for (not by --filter's store)")
    func onlyWhenAsked() {
        let store = LineStore(lines: ["usr", "lib"])
        #expect(store.letterSummaries == nil)
        store.summarizesLetters = true
        #expect(store.letterSummaries != nil)
        Self.checkSummaries(store, "turned on late")
        store.summarizesLetters = false
        #expect(store.letterSummaries == nil)
    }
}
