/// Bytes: decimal numbers and UTF-8 appended without allocating, and the fixed sequences.
extension FrameEncoder {
    /// SGR reset, cursor home, erase the screen.
    package static let fullRepaintPrefix: [UInt8] = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

    @inline(__always)
    static func append(_ s: [UInt8], to bytes: inout [UInt8]) {
        for b in s { bytes.append(b) }
    }

    @inline(__always)
    static func digits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : String(n).count
    }

    /// `n` (not negative) in decimal: the digits worked out last to first in a small buffer
    /// and appended first to last, without recursion (a frame of many moves sends hundreds).
    @inline(__always)
    static func appendDecimal(_ n: Int, to bytes: inout [UInt8]) {
        if n < 10 { bytes.append(0x30 + UInt8(truncatingIfNeeded: n)); return }
        if n < 100 {
            bytes.append(0x30 + UInt8(truncatingIfNeeded: n / 10)); bytes.append(0x30 + UInt8(truncatingIfNeeded: n % 10))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: more than Int.max has digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var k = buffer.count, m = n.magnitude
            repeat {
                k -= 1
                buffer[k] = 0x30 + UInt8(truncatingIfNeeded: m % 10)
                m /= 10
            } while m > 0
            bytes.append(contentsOf: buffer[k...])
        }
    }

    @inline(__always)
    static func utf8Length(_ v: UInt32) -> Int {
        v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4
    }

    @inline(__always)
    static func appendUTF8(_ v: UInt32, to bytes: inout [UInt8]) {
        if v < 0x80 {
            bytes.append(UInt8(v))
        } else if v < 0x800 {
            bytes.append(0xC0 | UInt8(v >> 6)); bytes.append(0x80 | UInt8(v & 0x3F))
        } else if v < 0x10000 {
            bytes.append(0xE0 | UInt8(v >> 12)); bytes.append(0x80 | UInt8(v >> 6 & 0x3F)); bytes.append(0x80 | UInt8(v & 0x3F))
        } else {
            bytes.append(0xF0 | UInt8(v >> 18)); bytes.append(0x80 | UInt8(v >> 12 & 0x3F))
            bytes.append(0x80 | UInt8(v >> 6 & 0x3F)); bytes.append(0x80 | UInt8(v & 0x3F))
        }
    }
}
