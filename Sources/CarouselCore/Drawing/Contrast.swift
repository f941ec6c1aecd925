import CarouselPlatform

/// A colour as the screen shows it, each channel 0...1.
package struct RGBColor: Equatable, Sendable, CustomStringConvertible {
    package var red: Double, green: Double, blue: Double

    package init(red: Double, green: Double, blue: Double) {
        self.red = red; self.green = green; self.blue = blue
    }

    /// From 8-bit channels.
    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    package static let black = RGBColor(0, 0, 0), white = RGBColor(255, 255, 255)

    /// WCAG 2 relative luminance: each sRGB channel linearised, then weighted by how bright
    /// the eye finds it (green most, blue least).
    package var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio, 1 (none) to 21 (black on white): text needs 4.5 (AA),
    /// borders and other graphics 3.
    package func contrast(with other: RGBColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    package var description: String {
        func hex(_ c: Double) -> String {
            let v = Int((c * 255).rounded())
            return String(v, radix: 16).count == 1 ? "0" + String(v, radix: 16) : String(v, radix: 16)
        }
        return "#" + hex(red) + hex(green) + hex(blue)
    }
}

/// xterm's default colours: what the 256 colour numbers look like, to measure contrast.
package enum XtermPalette {
    /// Colour `n` of xterm's 256: the 16 system colours, the 6x6x6 cube with levels
    /// 0, 95, 135, 175, 215, 255, and the grey ramp 8 + 10k.
    package static func color(_ n: UInt8) -> RGBColor {
        switch n {
        case 0..<16:
            let c = systemColors[Int(n)]
            return RGBColor(c.0, c.1, c.2)
        case 16..<232:
            let v = Int(n) - 16
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            return RGBColor(levels[v / 36], levels[v / 6 % 6], levels[v % 6])
        default:
            let g = UInt8(8 + 10 * (Int(n) - 232))
            return RGBColor(g, g, g)
        }
    }

    /// xterm's 16 system colours (its `XTerm` resources' defaults).
    package static let systemColors: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// A terminal colour as xterm shows it; `nil` for the terminal's default, which only
    /// the caller knows.
    package static func color(_ c: TerminalColor) -> RGBColor? {
        switch c {
        case .default: return nil
        case .basic(let n): return color(n & 7)
        case .indexed(let n): return color(n)
        }
    }
}
