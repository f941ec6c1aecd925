/// Takes out of a line what fzf's `--ansi` takes out before matching: control sequences
/// (`ESC [ … letter`, and `ESC (`/`ESC )` designations), operating system commands ended by
/// BEL or `ESC \`, any other `ESC` and the character after it, shift-in/out, and a
/// character followed by a backspace. What is left is the text a card shows and a query
/// matches; the line itself is kept as it came.
package enum ANSIStripping {
    /// The line has something to take out (most lines: no, and they cost one pass).
    @inline(__always)
    package static func needsStripping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return nextSpecial(base, from: 0, count: bytes.count) < bytes.count
    }

    /// Where the next byte that stripping acts on (ESC, SO, SI, BS) is at or after `from`,
    /// or `count`. Coloured input is mostly text between escapes: the runs are found eight
    /// bytes at a time (a byte below 0x20 flags its word) and copied whole.
    @inline(__always)
    static func nextSpecial(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let controls = ones &* 0x20
        let raw = UnsafeRawPointer(base)
        var i = from
        while i &+ 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if (word &- controls) & ~word & highs != 0 {
                for j in i..<(i &+ 8) where isSpecial(base[j]) { return j }
            }
            i &+= 8
        }
        while i < count {
            if isSpecial(base[i]) { return i }
            i &+= 1
        }
        return count
    }

    @inline(__always)
    private static func isSpecial(_ b: UInt8) -> Bool { b == 0x1B || b == 0x0E || b == 0x0F || b == 0x08 }

    /// `bytes` without their escapes, appended to `out` (a backspace takes back only what
    /// this line put there).
    package static func strip(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: bytes.count))
        let written = out.withUnsafeMutableBufferPointer { all in
            // Non-nil: `all` holds at least the `bytes.count` bytes just added.
            strip(bytes, writingAt: all.baseAddress.unsafelyUnwrapped + start)
        }
        out.removeLast(bytes.count - written)
    }

    /// `bytes` without their escapes, written at `out` (a pointer, never an array passed with
    /// `&`: the array would not learn its new count), which has room for `bytes.count`
    /// bytes (stripping never lengthens a line); returns how many were written. The text
    /// between escapes is copied in runs.
    package static func strip(_ bytes: UnsafeBufferPointer<UInt8>, writingAt out: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let n = bytes.count
        var i = 0, written = 0
        while i < n {
            let special = nextSpecial(base, from: i, count: n)
            if special > i {
                (out + written).update(from: base + i, count: special &- i)
                written &+= special &- i
            }
            i = special
            guard i < n else { break }
            let b = base[i]
            switch b {
            case 0x0E, 0x0F:
                i &+= 1
            case 0x08:
                // The character before goes (the whole of a UTF-8 sequence), unless it ended a line.
                if written > 0, out[written &- 1] != 0x0A {
                    var k = written &- 1
                    while k > 0, out[k] & 0xC0 == 0x80 { k &-= 1 }
                    written = k
                } else {
                    out[written] = b
                    written &+= 1
                }
                i &+= 1
            default:
                // The common case first, in place: a CSI of digits and `;` (colours, `ESC[0m`).
                if i &+ 2 < n, base[i &+ 1] == 0x5B {
                    var j = i &+ 2
                    while j < n, base[j] &- 0x30 <= 0x0B { j &+= 1 }
                    if j < n, base[j] == 0x6D {
                        i = j &+ 1
                        continue
                    }
                }
                if let end = sequenceEnd(bytes, at: i) {
                    i = end
                } else {
                    out[written] = b
                    written &+= 1
                    i &+= 1
                }
            }
        }
        return written
    }

    /// Bytes without their escapes: what fzf prints of a line chosen under `--ansi`.
    package static func stripped(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { strip($0, into: &out) }
        return out
    }

    /// A string without its escapes.
    package static func strip(_ text: String) -> String {
        var out: [UInt8] = []
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { strip(UnsafeBufferPointer($0), into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Where the escape sequence at `i` (an ESC) ends, or nil when it is none.
    private static func sequenceEnd(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let n = s.count
        func isPrint(_ c: UInt8) -> Bool { c >= 0x20 && c <= 0x7E }
        if i + 2 < n, s[i + 1] == 0x5B || s[i + 1] == 0x28 || s[i + 1] == 0x29 || s[i + 1] == 0x5C {
            var j = i + 2
            while j < n {
                let c = s[j]
                if (c >= 0x30 && c <= 0x3B) || c == 0x3F { j += 1; continue }
                if (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x40 { return j + 1 }
                break
            }
        }
        if i + 5 < n, s[i + 1] == 0x5D, s[i + 2] >= 0x30 && s[i + 2] <= 0x39, s[i + 3] == 0x3B || s[i + 3] == 0x3A, isPrint(s[i + 4]) {
            var j = i + 5
            while j < n, isPrint(s[j]) { j += 1 }
            if j < n, s[j] == 0x07 { return j + 1 }
            if j + 1 < n, s[j] == 0x1B, s[j + 1] == 0x5C { return j + 2 }
        }
        if i + 1 < n, s[i + 1] != 0x0A {
            var j = i + 2
            if s[i + 1] >= 0xC0 { while j < n, s[j] & 0xC0 == 0x80 { j += 1 } }
            return j
        }
        return nil
    }
}
