import Foundation

/// Pixels of a window picture as `xwd` writes it (32 bits a pixel, big-endian header).
enum XwdPicture {
    /// Whether the pixel at (`x`, `y`) is light (its channels, red, green and blue, sum to
    /// more than 500 of 765); nil for a picture this cannot read.
    static func isLight(_ picture: Data, x: Int, y: Int) -> Bool? {
        let bytes = [UInt8](picture)
        func word(_ at: Int) -> Int? {
            guard bytes.count >= at + 4 else { return nil }
            return (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
        }
        guard let header = word(0), let width = word(16), let height = word(20), let byteOrder = word(28),
              let bitsPerPixel = word(44), let bytesPerLine = word(48), let colours = word(76),
              let redMask = word(56), let greenMask = word(60), let blueMask = word(64),
              bitsPerPixel == 32, (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let at = header + colours * 12 + y * bytesPerLine + x * 4
        guard bytes.count >= at + 4 else { return nil }
        let pixel = (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + (byteOrder == 0 ? 3 - $1 : $1)]) }
        func channel(_ mask: Int) -> Int {
            guard mask != 0 else { return 0 }
            return (pixel & mask) >> mask.trailingZeroBitCount & 0xFF
        }
        return channel(redMask) + channel(greenMask) + channel(blueMask) > 500
    }
}
