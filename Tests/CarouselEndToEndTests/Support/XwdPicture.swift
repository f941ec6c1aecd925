import Foundation

/// Pixels of a window picture as `xwd` writes it (24 or 32 bits a pixel, big-endian header),
/// read here so that no picture tool is needed.
enum XwdPicture {
    /// The picture's pixels as RGB, 8 bits a channel; nil for a picture this cannot read.
    static func pixels(_ picture: Data) -> WindowPixels? {
        let bytes = [UInt8](picture)
        func word(_ at: Int) -> Int? {
            guard bytes.count >= at + 4 else { return nil }
            return (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
        }
        guard let header = word(0), let width = word(16), let height = word(20), let byteOrder = word(28),
            let bitsPerPixel = word(44), let bytesPerLine = word(48), let colours = word(76),
            let redMask = word(56), let greenMask = word(60), let blueMask = word(64),
            bitsPerPixel == 32 || bitsPerPixel == 24, width > 0, height > 0
        else { return nil }
        // 32 bits a pixel (xterm's window), or 24 packed (kitty's, and a root window of depth 24).
        let size = bitsPerPixel / 8
        let start = header + colours * 12
        guard bytesPerLine >= width * size, bytes.count >= start + (height - 1) * bytesPerLine + width * size else { return nil }
        func channel(_ pixel: Int, _ mask: Int) -> UInt8 {
            guard mask != 0 else { return 0 }
            return UInt8((pixel & mask) >> mask.trailingZeroBitCount & 0xFF)
        }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let at = start + y * bytesPerLine + x * size
                var pixel = 0
                for k in 0..<size { pixel = pixel << 8 | Int(bytes[at + (byteOrder == 0 ? size - 1 - k : k)]) }
                let k = (y * width + x) * 3
                rgb[k] = channel(pixel, redMask)
                rgb[k + 1] = channel(pixel, greenMask)
                rgb[k + 2] = channel(pixel, blueMask)
            }
        }
        return WindowPixels(width: width, height: height, rgb: rgb)
    }

    /// Whether the pixel at (`x`, `y`) is light (its channels, red, green and blue, sum to
    /// more than 500 of 765); nil for a picture this cannot read.
    static func isLight(_ picture: Data, x: Int, y: Int) -> Bool? {
        guard let pixels = pixels(picture), (0..<pixels.width).contains(x), (0..<pixels.height).contains(y) else { return nil }
        let k = (y * pixels.width + x) * 3
        return Int(pixels.rgb[k]) + Int(pixels.rgb[k + 1]) + Int(pixels.rgb[k + 2]) > 500
    }
}
