/// Base64 as kitty's and iTerm2's image escapes carry it: the standard alphabet, padding
/// optional, whitespace skipped. Padding ends a quantum, so pieces encoded one by one and
/// put together (as chafa sends kitty's chunks, each padded) read as one. Nil at the first other byte, or past `maximumBytes`.
package enum Base64 {
    package static func decode<C: Collection>(_ text: C, maximumBytes: Int) -> [UInt8]? where C.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(min(maximumBytes, text.count * 3 / 4))
        var accumulator: UInt32 = 0, bits = 0
        for byte in text {
            let value: UInt32
            switch byte {
            case 0x41...0x5A: value = UInt32(byte - 0x41)
            case 0x61...0x7A: value = UInt32(byte - 0x61 + 26)
            case 0x30...0x39: value = UInt32(byte - 0x30 + 52)
            case 0x2B: value = 62
            case 0x2F: value = 63
            case 0x3D: accumulator = 0; bits = 0; continue
            case 0x0A, 0x0D, 0x20: continue
            default: return nil
            }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                guard out.count < maximumBytes else { return nil }
                out.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        return out
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    package static func encode<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var it = bytes.makeIterator()
        while let a = it.next() {
            let b = it.next(), c = it.next()
            let n = UInt32(a) << 16 | UInt32(b ?? 0) << 8 | UInt32(c ?? 0)
            out.append(alphabet[Int(n >> 18 & 63)])
            out.append(alphabet[Int(n >> 12 & 63)])
            out.append(b == nil ? 0x3D : alphabet[Int(n >> 6 & 63)])
            out.append(c == nil ? 0x3D : alphabet[Int(n & 63)])
        }
        return out
    }
}
