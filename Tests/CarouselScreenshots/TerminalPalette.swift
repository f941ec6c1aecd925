import CarouselCore
import CarouselKit

/// The colours a screenshot is drawn in: xterm's 256-colour palette on a dark terminal.
enum TerminalPalette {
    typealias RGB = (r: Int, g: Int, b: Int)

    /// The terminal's own background (SGR 49) and foreground (SGR 39).
    static let background: RGB = (0x16, 0x18, 0x1d)
    static let foreground: RGB = (0xd0, 0xd0, 0xd0)

    /// xterm's first 16 colours.
    static let base16: [RGB] = [
        (0x00, 0x00, 0x00), (0xcd, 0x00, 0x00), (0x00, 0xcd, 0x00), (0xcd, 0xcd, 0x00),
        (0x00, 0x00, 0xee), (0xcd, 0x00, 0xcd), (0x00, 0xcd, 0xcd), (0xe5, 0xe5, 0xe5),
        (0x7f, 0x7f, 0x7f), (0xff, 0x00, 0x00), (0x00, 0xff, 0x00), (0xff, 0xff, 0x00),
        (0x5c, 0x5c, 0xff), (0xff, 0x00, 0xff), (0x00, 0xff, 0xff), (0xff, 0xff, 0xff),
    ]

    static func palette(_ index: Int) -> RGB {
        if index < 16 { return base16[index] }
        if index < 232 {
            let i = index - 16, levels = [0, 95, 135, 175, 215, 255]
            return (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        }
        let v = 8 + 10 * (index - 232)
        return (v, v, v)
    }

    static func rgb(_ colour: TerminalColor) -> RGB? {
        switch colour {
        case .default: return nil
        case .basic(let n): return palette(Int(n & 7))
        case .indexed(let n): return palette(Int(n))
        }
    }

    /// `#rrggbb`, or `#rgb` where each pair repeats a digit.
    static func hex(_ c: RGB) -> String {
        func two(_ v: Int) -> [Character] {
            let digits = Array("0123456789abcdef")
            return [digits[(v >> 4) & 15], digits[v & 15]]
        }
        let (r, g, b) = (two(c.r), two(c.g), two(c.b))
        if r[0] == r[1] && g[0] == g[1] && b[0] == b[1] { return "#" + String([r[0], g[0], b[0]]) }
        return "#" + String(r + g + b)
    }

    static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        func m(_ x: Int, _ y: Int) -> Int { Int((Double(x) + Double(y - x) * t).rounded(.toNearestOrEven)) }
        return (m(a.r, b.r), m(a.g, b.g), m(a.b, b.b))
    }

    /// The foreground and the background (nil: the terminal's own) a style is drawn with.
    static func resolved(_ style: Style) -> (foreground: RGB, background: RGB?) {
        var fg = rgb(style.foreground) ?? foreground
        var bg = rgb(style.background)
        if style.reverse { (fg, bg) = (bg ?? background, fg) }
        if style.dim { fg = mix(fg, bg ?? background, 0.45) }
        return (fg, bg)
    }
}
