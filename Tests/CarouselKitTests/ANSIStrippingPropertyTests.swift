import CarouselTestSupport
@testable import CarouselMatching
import Testing

/// `--ansi`'s stripping copies the text between escapes in runs, found eight bytes at a time.
/// It must take out exactly what a byte-by-byte reading of fzf's rules takes out, wherever an
/// escape, a backspace or a shift falls against the eight-byte words.
@Suite("ANSI stripping in runs")
struct ANSIStrippingPropertyTests {
    /// fzf's rules read one byte at a time: the reference the runs are held to.
    private func strippedByteByByte(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x0E, 0x0F:
                i += 1
            case 0x08:
                if let last = out.last, last != 0x0A {
                    var k = out.count - 1
                    while k > 0, out[k] & 0xC0 == 0x80 { k -= 1 }
                    out.removeSubrange(k...)
                } else {
                    out.append(b)
                }
                i += 1
            case 0x1B:
                if let length = sequenceLength(Array(bytes[i...])) {
                    i += length
                } else {
                    out.append(b)
                    i += 1
                }
            default:
                out.append(b)
                i += 1
            }
        }
        return out
    }

    /// The length of the escape at the start of `s` by fzf's grammar, or nil when it is none.
    private func sequenceLength(_ s: [UInt8]) -> Int? {
        let n = s.count
        func isPrint(_ c: UInt8) -> Bool { c >= 0x20 && c <= 0x7E }
        if 2 < n, [0x5B, 0x28, 0x29, 0x5C].contains(s[1]) {
            var j = 2
            while j < n {
                let c = s[j]
                if (0x30...0x3B).contains(c) || c == 0x3F { j += 1; continue }
                if (0x61...0x7A).contains(c) || (0x41...0x5A).contains(c) || c == 0x40 { return j + 1 }
                break
            }
        }
        if 5 < n, s[1] == 0x5D, (0x30...0x39).contains(s[2]), s[3] == 0x3B || s[3] == 0x3A, isPrint(s[4]) {
            var j = 5
            while j < n, isPrint(s[j]) { j += 1 }
            if j < n, s[j] == 0x07 { return j + 1 }
            if j + 1 < n, s[j] == 0x1B, s[j + 1] == 0x5C { return j + 2 }
        }
        if 1 < n, s[1] != 0x0A {
            var j = 2
            if s[1] >= 0xC0 { while j < n, s[j] & 0xC0 == 0x80 { j += 1 } }
            return j
        }
        return nil
    }

    @Test("runs copied whole strip as one byte at a time does, over 20,000 random lines")
    func runsMatchByteByByte() {
        var random = SplitMix64(seed: 0xA115)
        let pieces: [[UInt8]] = [
            Array("\u{1B}[1;31m".utf8), Array("\u{1B}[0m".utf8), Array("\u{1B}[38;5;208m".utf8), [0x1B],
            [0x1B, 0x28, 0x42], [0x0E], [0x0F], [0x08], Array("\u{1B}]8;;http://x\u{07}".utf8), Array("é".utf8),
            Array("plain text ".utf8), [0x09], [0x0A], [0x1F], [0x7F], Array("/usr/share/doc".utf8), [0xC3], [0x80],
        ]
        for _ in 0..<20_000 {
            var line: [UInt8] = []
            for _ in 0..<random.int(0...12) {
                if random.chance(0.3) {
                    line.append(UInt8(truncatingIfNeeded: random.next()))
                } else {
                    line += random.pick(pieces)
                }
            }
            let ours = ANSIStripping.stripped(line)
            #expect(ours == strippedByteByByte(line), "line \(line)")
            let needs = line.contains { $0 == 0x1B || $0 == 0x0E || $0 == 0x0F || $0 == 0x08 }
            #expect(line.withUnsafeBufferPointer { ANSIStripping.needsStripping($0) } == needs, "line \(line)")
        }
    }
}
