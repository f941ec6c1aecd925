import CZlib
import Foundation

/// PNG files made by the tests themselves (8-bit RGBA, filter 0, zlib's deflate), so that
/// no picture tool is needed to make them: solid colours, and parts left transparent.
package enum PNGFile {
    /// A picture of `width` x `height` pixels, each `pixel(x, y)` as (r, g, b, a).
    package static func make(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * 4))
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                raw += [r, g, b, a]
            }
        }
        var header = be32(width) + be32(height)
        header += [8, 6, 0, 0, 0]  // depth 8, RGBA, deflate, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", deflate(raw)) + chunk("IEND", [])
    }

    /// One opaque colour all over.
    package static func solid(red: Int, green: Int, blue: Int, width: Int, height: Int) -> [UInt8] {
        let c = (UInt8(clamping: red), UInt8(clamping: green), UInt8(clamping: blue), UInt8(255))
        return make(width: width, height: height) { _, _ in c }
    }

    /// Writes `bytes` to `url`.
    package static func write(_ bytes: [UInt8], to url: URL) throws {
        try Data(bytes).write(to: url)
    }

    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in compress(o.baseAddress, &length, i.baseAddress, uLong(i.count)) }
        }
        return status == Z_OK ? Array(out.prefix(Int(length))) : []
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return be32(body.count) + typed + be32(Int(crc))
    }
}
