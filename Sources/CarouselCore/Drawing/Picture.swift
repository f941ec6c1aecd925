/// A decoded picture: straight (not premultiplied) RGBA, 8 bits a channel, rows top to
/// bottom. Whatever a preview printed (PNG, sixel, kitty's raw pixels) ends up as one.
package struct Picture: Equatable, Sendable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    package let rgba: [UInt8]

    /// No picture larger than this many pixels is decoded (16 MiB of RGBA): a bigger one
    /// is refused before any memory is taken for it.
    package static let maximumPixels = 4 << 20
    /// Nor one wider or taller than this.
    package static let maximumSide = 8192

    /// Nil unless the sizes are positive, within the limits, and match the bytes.
    package init?(width: Int, height: Int, rgba: [UInt8]) {
        guard Self.fits(width: width, height: height), rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    package static func fits(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide && width * height <= maximumPixels
    }

    package var byteCount: Int { rgba.count }

    /// The pixel at (x, y) as (r, g, b, a); x and y must be inside.
    package func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let k = (y * width + x) * 4
        return (rgba[k], rgba[k + 1], rgba[k + 2], rgba[k + 3])
    }
}
