@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Foundation
import Testing

/// The picker's lines: exact bytes kept, however they arrive, in little memory.
struct LineStoreTests {
    private func lines(_ store: LineStore) -> [[UInt8]] {
        (0..<store.count).map { store.bytes(at: $0) ?? [] }
    }

    @Test("invalid UTF-8 is kept byte for byte; only the text for the screen is repaired")
    func invalidUTF8KeptExactly() {
        let store = LineStore()
        store.append(Array("caf".utf8) + [0xE9] + Array("\nna\u{EF}ve\n".utf8))
        store.finish()
        #expect(store.count == 2)
        #expect(store.bytes(at: 0) == [0x63, 0x61, 0x66, 0xE9])
        #expect(store.bytes(at: 1) == Array("na\u{EF}ve".utf8))
        #expect(store.text(at: 0) == "caf\u{FFFD}")
    }

    @Test("\\n ends a line and a \\r before it is dropped; a lone \\r elsewhere is kept")
    func lineEndings() {
        let store = LineStore()
        store.append(Array("a\r\nb\rc\n\r\n\n".utf8))
        store.finish()
        #expect(lines(store) == [Array("a".utf8), Array("b\rc".utf8), [], []])
    }

    @Test("with NUL as the separator (--read0) items may hold newlines, and a \\r is kept")
    func nulSeparatedItems() {
        let store = LineStore(separator: 0)
        store.append(Array("a\0b c\0two\nlines\r\0".utf8))
        store.append(Array("last".utf8))
        #expect(store.count == 3)
        store.finish()
        #expect(lines(store) == [Array("a".utf8), Array("b c".utf8), Array("two\nlines\r".utf8), Array("last".utf8)])
    }

    @Test("a last line without \\n counts only once the input has ended")
    func lastLineWithoutNewline() {
        let store = LineStore()
        store.append(Array("one\ntw".utf8))
        #expect(store.count == 1)
        store.append(Array("o".utf8))
        #expect(store.count == 1)
        #expect(store.finish())
        #expect(store.count == 2)
        #expect(store.bytes(at: 1) == Array("two".utf8))
        #expect(!store.finish(), "finishing twice adds nothing")
        store.append(Array("\nlate\n".utf8))
        #expect(store.count == 2, "nothing is added after the end")
    }

    @Test("an empty input has no lines; a lone newline is one empty line")
    func emptyInputs() {
        let empty = LineStore()
        empty.finish()
        #expect(empty.count == 0)
        #expect(empty.bytes(at: 0) == nil)
        let one = LineStore()
        one.append([UInt8(ascii: "\n")])
        one.finish()
        #expect(lines(one) == [[]])
    }

    @Test("lines cut at every byte boundary come out the same")
    func splitAnywhere() {
        var rng = SplitMix64(seed: 7)
        var input: [UInt8] = []
        var expected: [[UInt8]] = []
        for _ in 0..<500 {
            let line = (0..<rng.int(0...40)).map { _ in UInt8(rng.int(0...255)) }.filter { $0 != 0x0A }
            expected.append(line.last == 0x0D ? Array(line.dropLast()) : line)
            input += line + [0x0A]
        }
        let store = LineStore()
        var k = 0
        while k < input.count {
            let n = min(rng.int(1...97), input.count - k)
            store.append(input[k..<(k + n)])
            k += n
        }
        store.finish()
        #expect(lines(store) == expected)
        #expect(store.byteSize == input.count)
    }

    @Test("long lines (kept aside from the one-byte lengths) and short ones, mixed, all found again")
    func longAndShortLines() {
        var rng = SplitMix64(seed: 11)
        var expected: [[UInt8]] = []
        let store = LineStore()
        for _ in 0..<1000 {
            let length = rng.pick([0, 1, 254, 255, 256, 300, 70_000, rng.int(0...600)])
            let line = [UInt8](repeating: UInt8(ascii: "a") + UInt8(rng.int(0...25)), count: length)
            expected.append(line)
            store.append(line + [0x0A])
        }
        store.finish()
        #expect(store.count == expected.count)
        for index in [0, 1, 63, 64, 65, 127, 128, 500, 999] {
            #expect(store.bytes(at: index) == expected[index], "line \(index)")
        }
        #expect((0..<store.count).allSatisfy { store.bytes(at: $0) == expected[$0] })
    }

    @Test("out-of-range indices give nil, not a trap")
    func outOfRange() {
        let store = LineStore(lines: ["a", "b"])
        #expect(store.bytes(at: -1) == nil)
        #expect(store.bytes(at: 2) == nil)
        #expect(store.text(at: Int.max) == nil)
        #expect(store.text(at: Int.min) == nil)
    }

    @Test("past its capacity the store stops, keeps what fitted and says it was cut")
    func capacityLimit() {
        let store = LineStore(capacityLimit: 10)
        store.append(Array("12345\n789".utf8))
        store.append(Array("0123\n".utf8))
        store.finish()
        #expect(store.isTruncated)
        #expect(lines(store) == [Array("12345".utf8), Array("7890".utf8)])
    }

    @Test("a screenful of a huge line is decoded, not all of it; the cut shows as …")
    func textIsBounded() {
        let store = LineStore(lines: [String(repeating: "x", count: 100_000)])
        let text = store.text(at: 0, maximumBytes: 1000)
        #expect(text == String(repeating: "x", count: 1000) + "…")
        #expect(store.bytes(at: 0)?.count == 100_000)
    }

    @Test("reads from a descriptor straight into the store, line by line as they come")
    func readsFromAPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let store = LineStore()
        let first = Array("alpha\nbe".utf8)
        _ = first.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        var (n, added) = store.read(from: ends[0])
        #expect(n == first.count && added == 1 && store.count == 1)
        let rest = Array("ta\n".utf8)
        _ = rest.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        (n, added) = store.read(from: ends[0])
        #expect(n == 3 && added == 1)
        (n, added) = store.read(from: ends[0])
        #expect(n == 0, "the end of the input")
        store.finish()
        #expect(lines(store) == [Array("alpha".utf8), Array("beta".utf8)])
    }

    @Test("two hundred thousand short lines, found again by index")
    func compact() {
        let store = LineStore()
        var chunk: [UInt8] = []
        for i in 0..<200_000 {
            chunk += Array("\(i)\n".utf8)
            if chunk.count > 60_000 { store.append(chunk); chunk.removeAll(keepingCapacity: true) }
        }
        store.append(chunk)
        store.finish()
        #expect(store.count == 200_000)
        #expect(store.bytes(at: 199_999) == Array("199999".utf8))
        #expect(store.text(at: 123_456) == "123456")
    }

    @Test("reading chosen lines in order gives each line's bytes, long lines and CRLF included")
    func chosenLinesInOrder() {
        var rng = SplitMix64(seed: 21)
        let lines = (0..<3000).map { k in
            String(repeating: "x", count: Int.random(in: 0...(k % 97 == 0 ? 400 : 30), using: &rng)) + "\(k)" + (k % 5 == 0 ? "\r" : "")
        }
        let store = LineStore()
        store.append(Array(lines.joined(separator: "\n").utf8) + [10])
        store.finish()
        for _ in 0..<50 {
            let chosen = (0..<store.count).filter { _ in Int.random(in: 0..<7, using: &rng) == 0 }
            var seen: [Int] = []
            store.forEachLine(at: chosen[...]) { index, bytes in
                seen.append(index)
                #expect(Array(bytes) == store.bytes(at: index), "line \(index)")
            }
            #expect(seen == chosen)
        }
    }
}
