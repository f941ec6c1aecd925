@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// fzf's `--tail N`: the store keeps exactly its last N lines, whatever the chunks they came
/// in, long lines included, and its memory stops growing.
@Suite("--tail: only the last lines are kept")
struct LineStoreTailTests {
    private func lines(_ store: LineStore) -> [String] {
        (0..<store.count).map { store.text(at: $0) ?? "?" }
    }

    @Test("random lines in random chunks: always the last N, in order, each byte for byte")
    func randomChunks() {
        property("tail", trials: 40, baseSeed: 0x7A11) { rng in
            let limit = rng.int(1...150)
            let store = LineStore()
            store.tailLimit = limit
            var all: [String] = []
            var pending: [UInt8] = []
            for _ in 0..<rng.int(0...600) {
                // Some lines longer than 255 bytes, which the index keeps aside.
                let length = rng.chance(0.05) ? rng.int(255...700) : rng.int(0...20)
                let line = String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(rng.int(97...122)))) })
                all.append(line)
                pending += Array(line.utf8) + [10]
                if rng.chance(0.3) {
                    let cut = rng.int(0...pending.count)
                    store.append(pending[..<cut])
                    pending.removeFirst(cut)
                }
            }
            store.append(pending)
            store.finish()
            #expect(store.count == min(limit, all.count))
            #expect(lines(store) == Array(all.suffix(limit)), "limit \(limit)")
            #expect(store.droppedLines == max(0, all.count - limit))
        }
    }

    @Test("a stream of a million lines through a tail of 1000 holds about a read's worth of bytes")
    func boundedMemory() {
        let store = LineStore()
        store.tailLimit = 1000
        let chunk = [UInt8](repeating: 0, count: 64 * 1024).enumerated().map { $0.offset % 2 == 0 ? UInt8(ascii: "y") : 10 }
        for _ in 0..<32 { store.append(chunk) }
        #expect(store.count == 1000)
        #expect(store.droppedLines == 32 * 32 * 1024 - 1000)
        #expect(store.byteSize == 2000, "only the last thousand lines' bytes")
        #expect(store.text(at: 999) == "y")
    }

    @Test("an unfinished last line is not a line yet, and counts once finished")
    func lastLineWithoutNewline() {
        let store = LineStore()
        store.tailLimit = 2
        store.append(Array("a\nb\nc\npartial".utf8))
        #expect(lines(store) == ["b", "c"])
        store.finish()
        #expect(lines(store) == ["c", "partial"])
    }
}
