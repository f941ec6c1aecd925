import CarouselCore

/// Fitting a picture into a rectangle of cells with its aspect kept, and resampling it.
package enum PictureScaling {
    /// The size in pixels a `width` x `height` picture takes inside `box` (pixels) with its
    /// aspect kept: as large as fits, at least one pixel a side.
    package static func fit(width: Int, height: Int, into box: (width: Int, height: Int)) -> (width: Int, height: Int) {
        guard width > 0, height > 0, box.width > 0, box.height > 0 else { return (0, 0) }
        let scale = min(Double(box.width) / Double(width), Double(box.height) / Double(height))
        return (
            max(1, min(box.width, Int((Double(width) * scale).rounded()))),
            max(1, min(box.height, Int((Double(height) * scale).rounded())))
        )
    }

    /// The picture at `width` x `height`: each new pixel the average of the old ones it
    /// covers (alpha-weighted), or the nearest one when it grows.
    package static func resample(_ picture: Picture, width: Int, height: Int) -> Picture? {
        guard Picture.fits(width: width, height: height) else { return nil }
        if width == picture.width && height == picture.height { return picture }
        let sw = picture.width, sh = picture.height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        picture.rgba.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let y0 = y * sh / height, y1 = max(y0 + 1, (y + 1) * sh / height)
                for x in 0..<width {
                    let x0 = x * sw / width, x1 = max(x0 + 1, (x + 1) * sw / width)
                    var r = 0, g = 0, b = 0, a = 0
                    for sy in y0..<y1 {
                        var k = (sy * sw + x0) * 4
                        for _ in x0..<x1 {
                            let alpha = Int(src[k + 3])
                            r += Int(src[k]) * alpha; g += Int(src[k + 1]) * alpha; b += Int(src[k + 2]) * alpha
                            a += alpha
                            k += 4
                        }
                    }
                    let o = (y * width + x) * 4
                    let n = (y1 - y0) * (x1 - x0)
                    if a > 0 {
                        out[o] = UInt8(r / a); out[o + 1] = UInt8(g / a); out[o + 2] = UInt8(b / a)
                    }
                    out[o + 3] = UInt8(a / n)
                }
            }
        }
        return Picture(width: width, height: height, rgba: out)
    }

    /// The picture no larger than `box` pixels (smaller kept as it is): what is cached and
    /// drawn from, so a huge picture costs its memory only while it is decoded.
    package static func shrunk(_ picture: Picture, toFit box: (width: Int, height: Int)) -> Picture {
        guard picture.width > box.width || picture.height > box.height else { return picture }
        let size = fit(width: picture.width, height: picture.height, into: box)
        return resample(picture, width: size.width, height: size.height) ?? picture
    }
}
