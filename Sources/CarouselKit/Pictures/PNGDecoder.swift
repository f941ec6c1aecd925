import CZlib
import CarouselCore

/// Reads a PNG into a `Picture`: colour types grey, RGB, palette, grey+alpha and RGBA, bit
/// depths 1 to 16 (16 is cut to its high byte), `tRNS` honoured. The image data is inflated
/// by the system's zlib into a buffer of exactly the size the header promises, so a stream
/// that says more is refused, never followed. Interlaced (Adam7) pictures are refused: none
/// of the tools that print pictures for a terminal write them. Nil for anything malformed.
package enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package static func isPNG<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        bytes.starts(with: signature)
    }

    private struct Header {
        var width = 0, height = 0, depth = 0, colourType = 0
        var channels: Int {
            switch colourType {
            case 0, 3: 1;
            case 4: 2;
            case 2: 3;
            case 6: 4;
            default: 0
            }
        }
    }

    package static func decode(_ bytes: [UInt8]) -> Picture? {
        guard isPNG(bytes) else { return nil }
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var data: [UInt8] = []
        var at = signature.count
        while at + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, at))
            guard length <= bytes.count - at - 12 else { return nil }
            let type = bytes[(at + 4)..<(at + 8)]
            let body = bytes[(at + 8)..<(at + 8 + length)]
            at += 12 + length
            switch String(decoding: type, as: UTF8.self) {
            case "IHDR":
                guard body.count == 13 else { return nil }
                let b = Array(body)
                var h = Header()
                h.width = Int(readUInt32(b, 0)); h.height = Int(readUInt32(b, 4))
                h.depth = Int(b[8]); h.colourType = Int(b[9])
                guard b[10] == 0, b[11] == 0, b[12] == 0 else { return nil }  // deflate, filter 0, not interlaced
                guard Picture.fits(width: h.width, height: h.height), h.channels > 0 else { return nil }
                let depths: [Int] = h.colourType == 0 ? [1, 2, 4, 8, 16] : h.colourType == 3 ? [1, 2, 4, 8] : [8, 16]
                guard depths.contains(h.depth) else { return nil }
                header = h
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT":
                guard header != nil, data.count + body.count <= maximumCompressedBytes else { return nil }
                data.append(contentsOf: body)
            case "IEND": at = bytes.count
            default: break
            }
        }
        guard let h = header, !data.isEmpty else { return nil }
        let bitsPerPixel = h.depth * h.channels
        let rowBytes = (h.width * bitsPerPixel + 7) / 8
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        guard var raw = inflate(data, expected: h.height * (rowBytes + 1)) else { return nil }
        guard unfilter(&raw, rowBytes: rowBytes, height: h.height, bytesPerPixel: bytesPerPixel) else { return nil }
        return expand(raw, header: h, rowBytes: rowBytes, palette: palette, transparency: transparency)
    }

    /// The compressed data is bounded too: 32 MiB, past any picture that fits.
    static let maximumCompressedBytes = 32 << 20

    static func readUInt32<C: Collection>(_ b: C, _ at: Int) -> UInt32 where C.Element == UInt8, C.Index == Int {
        let s = b.startIndex + at
        return UInt32(b[s]) << 24 | UInt32(b[s + 1]) << 16 | UInt32(b[s + 2]) << 8 | UInt32(b[s + 3])
    }

    /// A zlib stream into exactly `expected` bytes; nil when it is malformed, shorter, or longer.
    static func inflate(_ data: [UInt8], expected: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: expected)
        var length = uLongf(expected)
        let status = data.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                uncompress(output.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(length) == expected else { return nil }
        return out
    }

    /// Undoes the per-row filters in place (each row led by its filter byte).
    static func unfilter(_ raw: inout [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) -> Bool {
        let stride = rowBytes + 1
        return raw.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                let row = y * stride + 1
                let prior = row - stride
                let filter = p[row - 1]
                for i in 0..<rowBytes {
                    let a = i >= bpp ? Int(p[row + i - bpp]) : 0
                    let b = y > 0 ? Int(p[prior + i]) : 0
                    let c = (y > 0 && i >= bpp) ? Int(p[prior + i - bpp]) : 0
                    let x = Int(p[row + i])
                    let v: Int
                    switch filter {
                    case 0: v = x
                    case 1: v = x + a
                    case 2: v = x + b
                    case 3: v = x + (a + b) / 2
                    case 4: v = x + paeth(a, b, c)
                    default: return false
                    }
                    p[row + i] = UInt8(truncatingIfNeeded: v)
                }
            }
            return true
        }
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func expand(_ raw: [UInt8], header h: Header, rowBytes: Int, palette: [UInt8], transparency: [UInt8]) -> Picture? {
        var out = [UInt8](repeating: 255, count: h.width * h.height * 4)
        // A sample of `depth` bits, number `n` in its row, scaled to 8 bits.
        func sample(_ row: Int, _ n: Int) -> Int {
            switch h.depth {
            case 8: return Int(raw[row + n])
            case 16: return Int(raw[row + 2 * n])
            default:
                let bit = n * h.depth
                let v = Int(raw[row + bit / 8]) >> (8 - h.depth - bit % 8) & ((1 << h.depth) - 1)
                return h.colourType == 3 ? v : v * 255 / ((1 << h.depth) - 1)
            }
        }
        func rawSample(_ row: Int, _ n: Int) -> Int {  // unscaled, for tRNS comparisons
            switch h.depth {
            case 16: return Int(raw[row + 2 * n]) << 8 | Int(raw[row + 2 * n + 1])
            case 8: return Int(raw[row + n])
            default:
                let bit = n * h.depth
                return Int(raw[row + bit / 8]) >> (8 - h.depth - bit % 8) & ((1 << h.depth) - 1)
            }
        }
        func key(_ k: Int) -> Int? {  // a 16-bit tRNS key
            transparency.count >= 2 * k + 2 ? Int(transparency[2 * k]) << 8 | Int(transparency[2 * k + 1]) : nil
        }
        for y in 0..<h.height {
            let row = y * (rowBytes + 1) + 1
            for x in 0..<h.width {
                let o = (y * h.width + x) * 4
                switch h.colourType {
                case 0:
                    let g = UInt8(sample(row, x))
                    out[o] = g; out[o + 1] = g; out[o + 2] = g
                    if let k = key(0), rawSample(row, x) == k { out[o + 3] = 0 }
                case 2:
                    for c in 0..<3 { out[o + c] = UInt8(sample(row, x * 3 + c)) }
                    if let r = key(0), let g = key(1), let b = key(2),
                        rawSample(row, x * 3) == r, rawSample(row, x * 3 + 1) == g, rawSample(row, x * 3 + 2) == b
                    {
                        out[o + 3] = 0
                    }
                case 3:
                    let i = sample(row, x)
                    guard 3 * i + 2 < palette.count else { return nil }
                    out[o] = palette[3 * i]; out[o + 1] = palette[3 * i + 1]; out[o + 2] = palette[3 * i + 2]
                    if i < transparency.count { out[o + 3] = transparency[i] }
                case 4:
                    let g = UInt8(sample(row, x * 2))
                    out[o] = g; out[o + 1] = g; out[o + 2] = g; out[o + 3] = UInt8(sample(row, x * 2 + 1))
                default:
                    for c in 0..<4 { out[o + c] = UInt8(sample(row, x * 4 + c)) }
                }
            }
        }
        return Picture(width: h.width, height: h.height, rgba: out)
    }
}
