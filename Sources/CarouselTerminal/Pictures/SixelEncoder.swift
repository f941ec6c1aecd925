import CarouselCore

/// Writes a picture as sixel (`ESC P 0 ; 1 ; 0 q … ESC \`): its own colours when it has at
/// most 256 (a solid test picture keeps its exact colour), else the 6x6x6 cube; transparent
/// pixels (alpha under half) left as the screen has them (`P2 = 1`); runs as repeats.
package enum SixelEncoder {
    package static func encode(_ picture: Picture) -> [UInt8] {
        let w = picture.width, h = picture.height
        var registers = [Int](repeating: -1, count: w * h)
        var palette: [UInt32: Int] = [:]
        var colours: [(Int, Int, Int)] = []
        var exact = true
        for k in 0..<(w * h) {
            let (r, g, b, a) = (
                Int(picture.rgba[4 * k]), Int(picture.rgba[4 * k + 1]), Int(picture.rgba[4 * k + 2]), picture.rgba[4 * k + 3]
            )
            guard a >= 128 else { continue }
            let key = UInt32(r << 16 | g << 8 | b)
            if let n = palette[key] { registers[k] = n; continue }
            guard colours.count < 256 else { exact = false; break }
            palette[key] = colours.count
            registers[k] = colours.count
            colours.append((r, g, b))
        }
        if !exact {
            colours = (0..<216).map { n in ((n / 36) * 51, (n / 6 % 6) * 51, (n % 6) * 51) }
            for k in 0..<(w * h) where picture.rgba[4 * k + 3] >= 128 {
                func level(_ v: UInt8) -> Int { (Int(v) + 25) / 51 }
                registers[k] = level(picture.rgba[4 * k]) * 36 + level(picture.rgba[4 * k + 1]) * 6 + level(picture.rgba[4 * k + 2])
            }
        }
        var out = Array("\u{1B}P0;1;0q\"1;1;\(w);\(h)".utf8)
        for (n, c) in colours.enumerated() {
            out += Array("#\(n);2;\(c.0 * 100 / 255);\(c.1 * 100 / 255);\(c.2 * 100 / 255)".utf8)
        }
        var row = [UInt8](repeating: 0, count: w)
        for top in stride(from: 0, to: h, by: 6) {
            // The registers this band uses, each drawn as one pass over the band's width.
            var used = Set<Int>()
            for y in top..<min(h, top + 6) { for x in 0..<w where registers[y * w + x] >= 0 { used.insert(registers[y * w + x]) } }
            for (pass, n) in used.sorted().enumerated() {
                for x in 0..<w {
                    var bits: UInt8 = 0
                    for k in 0..<min(6, h - top) where registers[(top + k) * w + x] == n { bits |= 1 << k }
                    row[x] = bits + 0x3F
                }
                if pass > 0 { out.append(0x24) }  // $: back to the band's start
                out += Array("#\(n)".utf8)
                appendRuns(row, to: &out)
            }
            out.append(0x2D)  // -: the next band
        }
        return out + [0x1B, 0x5C]
    }

    /// Sixel characters, runs of four or more as `! count char`.
    static func appendRuns(_ row: [UInt8], to out: inout [UInt8]) {
        var x = 0
        while x < row.count {
            var end = x + 1
            while end < row.count && row[end] == row[x] { end += 1 }
            let n = end - x
            if n >= 4 { out += Array("!\(n)".utf8); out.append(row[x]) } else { out += Array(repeating: row[x], count: n) }
            x = end
        }
    }
}
