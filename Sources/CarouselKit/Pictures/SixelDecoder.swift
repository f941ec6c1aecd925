import CarouselCore

/// Reads a sixel image, the body of `ESC P p1 ; p2 ; p3 q … ESC \` (from the `q` on or
/// after it): raster attributes `" Pan ; Pad ; Ph ; Pv`, colour definitions `# n ; 2 ; r ;
/// g ; b` (per cent) and `# n ; 1 ; h ; l ; s`, colour choice `# n`, repeats `! n`, `$`
/// back to the band's start, `-` the next band. Pixels never drawn stay transparent (as
/// `p2 = 1` asks; chafa's pictures paint every one). Drawing past `Picture.maximumSide` or
/// `maximumPixels` is dropped, not followed; nil when nothing was drawn.
package enum SixelDecoder {
    package static func decode<C: Collection>(_ body: C) -> Picture? where C.Element == UInt8 {
        var palette = defaultPalette
        var colour = 0
        var x = 0, band = 0
        var width = 0, height = 0
        // Columns of the image so far, grown as drawing reaches further.
        var canvasWidth = 0, canvasHeight = 0
        var pixels: [UInt8] = []
        var number: [Int] = []
        var command: UInt8 = 0  // `"`, `#` or `!` while its numbers are read
        var current = 0, hasDigit = false

        func grow(toWidth w: Int, height h: Int) -> Bool {
            guard w > canvasWidth || h > canvasHeight else { return true }
            // Doubled while that fits, else just what is needed.
            var nw = max(canvasWidth, min(Picture.maximumSide, max(w, canvasWidth * 2)))
            var nh = max(canvasHeight, min(Picture.maximumSide, max(h, canvasHeight * 2)))
            if !Picture.fits(width: nw, height: nh) { nw = max(canvasWidth, w); nh = max(canvasHeight, h) }
            guard Picture.fits(width: nw, height: nh) else { return false }
            var next = [UInt8](repeating: 0, count: nw * nh * 4)
            for row in 0..<canvasHeight {
                next.replaceSubrange(
                    row * nw * 4..<(row * nw + canvasWidth) * 4,
                    with: pixels[row * canvasWidth * 4..<(row + 1) * canvasWidth * 4])
            }
            pixels = next; canvasWidth = nw; canvasHeight = nh
            return true
        }
        func draw(_ bits: UInt8, count: Int) {
            let count = max(1, min(count, Picture.maximumSide))
            guard bits != 0 else { x += count; return }
            let top = band * 6
            guard grow(toWidth: x + count, height: top + 6) else { x += count; return }
            let (r, g, b) = palette[colour]
            for k in 0..<6 where bits & (1 << k) != 0 {
                var o = ((top + k) * canvasWidth + x) * 4
                for _ in 0..<count {
                    pixels[o] = r; pixels[o + 1] = g; pixels[o + 2] = b; pixels[o + 3] = 255
                    o += 4
                }
                height = max(height, top + k + 1)
            }
            x += count
            width = max(width, x)
        }
        func endCommand() {
            if hasDigit || !number.isEmpty { number.append(current) }
            switch command {
            case 0x22:  // raster attributes: the size, if given, is the picture's
                if number.count >= 4 {
                    width = max(width, min(number[2], Picture.maximumSide)); height = max(height, min(number[3], Picture.maximumSide))
                }
            case 0x23:
                guard let n = number.first else { break }
                let slot = n & 255
                if number.count >= 5 {
                    let a = number[2], b = number[3], c = number[4]
                    palette[slot] = number[1] == 1 ? hls(a, b, c) : (percent(a), percent(b), percent(c))
                }
                colour = slot
            default: break
            }
            command = 0; number = []; current = 0; hasDigit = false
        }

        var repeatCount = 1
        var started = false
        for byte in body {
            if !started { if byte == 0x71 { started = true }; continue }  // up to and with `q`
            switch byte {
            case 0x30...0x39:
                current = min(current * 10 + Int(byte - 0x30), 100_000); hasDigit = true
                continue
            case 0x3B:
                number.append(current); current = 0; hasDigit = false
                continue
            default: break
            }
            if command == 0x21 {
                repeatCount = current; command = 0; current = 0; hasDigit = false; number = []
            } else if command != 0 {
                endCommand()
            }
            switch byte {
            case 0x22, 0x23, 0x21: command = byte
            case 0x24: x = 0
            case 0x2D: x = 0; band += 1
            case 0x3F...0x7E:
                draw(byte - 0x3F, count: repeatCount); repeatCount = 1
            default: break
            }
            if band * 6 >= Picture.maximumSide { break }
        }
        if command != 0 && command != 0x21 { endCommand() }
        guard width > 0, height > 0, grow(toWidth: width, height: height) else { return nil }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            out.replaceSubrange(
                row * width * 4..<(row + 1) * width * 4,
                with: pixels[row * canvasWidth * 4..<(row * canvasWidth + width) * 4])
        }
        return Picture(width: width, height: height, rgba: out)
    }

    private static func percent(_ v: Int) -> UInt8 { UInt8(min(100, max(0, v)) * 255 / 100) }

    /// DEC's HLS: hue in degrees with blue at 0, lightness and saturation in per cent.
    private static func hls(_ h: Int, _ l: Int, _ s: Int) -> (UInt8, UInt8, UInt8) {
        let hue = Double((h + 240) % 360) / 360, light = Double(min(100, l)) / 100, sat = Double(min(100, s)) / 100
        let q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat
        let p = 2 * light - q
        func channel(_ t0: Double) -> UInt8 {
            var t = t0; if t < 0 { t += 1 }; if t > 1 { t -= 1 }
            let v = t < 1.0 / 6 ? p + (q - p) * 6 * t : t < 0.5 ? q : t < 2.0 / 3 ? p + (q - p) * (2.0 / 3 - t) * 6 : p
            return UInt8(max(0, min(255, (v * 255).rounded())))
        }
        return (channel(hue + 1.0 / 3), channel(hue), channel(hue - 1.0 / 3))
    }

    /// The VT340's sixteen colours, then black.
    static let defaultPalette: [(UInt8, UInt8, UInt8)] = {
        let vt340: [(Int, Int, Int)] = [
            (0, 0, 0), (20, 20, 80), (80, 13, 13), (20, 80, 20), (80, 20, 80), (20, 80, 80),
            (80, 80, 20), (53, 53, 53), (26, 26, 26), (33, 33, 60), (60, 26, 26), (33, 60, 33),
            (60, 33, 60), (33, 60, 60), (60, 60, 33), (80, 80, 80),
        ]
        var colours = vt340.map { (percent($0.0), percent($0.1), percent($0.2)) }
        colours += Array(repeating: (0, 0, 0), count: 256 - colours.count)
        return colours
    }()
}
