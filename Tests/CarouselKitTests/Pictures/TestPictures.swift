import CZlib
@testable import CarouselCore
@testable import CarouselKit

/// Pictures and their encodings made in the tests themselves: a PNG written with zlib, the
/// escapes chafa prints for kitty, sixel and iTerm2.
enum TestPictures {
    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int, height: Int, alpha: UInt8 = 255) -> Picture {
        Picture(width: width, height: height, rgba: Array((0..<(width * height)).map { _ in [r, g, b, alpha] }.joined()))!
    }

    /// A PNG of `rows` (each a row's samples), colour type and depth as given, filter
    /// `filter` on every row (0 to 4, applied properly).
    static func png(
        width: Int, height: Int, colourType: UInt8, depth: UInt8 = 8, samples: [UInt8],
        filter: UInt8 = 0, palette: [UInt8] = [], transparency: [UInt8] = []
    ) -> [UInt8] {
        let rowBytes = samples.count / height
        let channels: Int = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colourType)]!
        let bpp = max(1, channels * Int(depth) / 8)
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(filter)
            for i in 0..<rowBytes {
                let x = Int(samples[y * rowBytes + i])
                let a = i >= bpp ? Int(samples[y * rowBytes + i - bpp]) : 0
                let b = y > 0 ? Int(samples[(y - 1) * rowBytes + i]) : 0
                let c = y > 0 && i >= bpp ? Int(samples[(y - 1) * rowBytes + i - bpp]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4: predicted = PNGDecoder.paeth(a, b, c)
                default: predicted = 0
                }
                raw.append(UInt8(truncatingIfNeeded: x - predicted))
            }
        }
        var header: [UInt8] = []
        header += be32(width) + be32(height) + [depth, colourType, 0, 0, 0]
        var out = PNGDecoder.signature
        out += chunk("IHDR", header)
        if !palette.isEmpty { out += chunk("PLTE", palette) }
        if !transparency.isEmpty { out += chunk("tRNS", transparency) }
        out += chunk("IDAT", deflate(raw))
        out += chunk("IEND", [])
        return out
    }

    static func solidPNG(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int, height: Int) -> [UInt8] {
        png(width: width, height: height, colourType: 2, samples: Array((0..<(width * height)).map { _ in [r, g, b] }.joined()))
    }

    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        _ = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in compress(o.baseAddress, &length, i.baseAddress, uLong(i.count)) }
        }
        return Array(out.prefix(Int(length)))
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let crc = (typeBytes + body).withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return be32(body.count) + typeBytes + body + be32(Int(crc))
    }

    /// As chafa prints kitty's: the keys alone, then chunks of 512 bytes each encoded (and
    /// padded) on its own with `m=1`, then `m=0`.
    static func kittyEscape(_ picture: Picture) -> [UInt8] {
        var out = Array("\u{1B}_Ga=T,f=32,s=\(picture.width),v=\(picture.height),m=1\u{1B}\\".utf8)
        var at = 0
        while at < picture.rgba.count {
            let text = Base64.encode(picture.rgba[at..<min(picture.rgba.count, at + 512)])
            out += Array("\u{1B}_Gm=1;".utf8) + text + Array("\u{1B}\\".utf8)
            at += 512
        }
        return out + Array("\u{1B}_Gm=0\u{1B}\\".utf8)
    }

    /// Solid sixel as chafa prints it: raster attributes, a colour, full bands.
    static func sixelEscape(width: Int, bands: Int, red: Int, green: Int, blue: Int) -> [UInt8] {
        var s = "\u{1B}P0;1;0q\"1;1;\(width);\(bands * 6)#1;2;\(red);\(green);\(blue)"
        for _ in 0..<bands { s += "#1!\(width)~-" }
        return Array((s + "\u{1B}\\").utf8)
    }

    static func itermEscape(_ file: [UInt8]) -> [UInt8] {
        Array("\u{1B}]1337;File=inline=1;width=8;height=2:".utf8) + Base64.encode(file) + [0x07]
    }
}
