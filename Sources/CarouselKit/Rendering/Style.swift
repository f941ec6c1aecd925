/// A terminal colour: the terminal's own default, one of the 8 basic ones, or one of 256.
public enum TerminalColor: Equatable, Hashable, Sendable {
    case `default`
    case basic(UInt8)      // 0...7: black, red, green, yellow, blue, magenta, cyan, white
    case indexed(UInt8)    // 0...255

    public static let black = TerminalColor.basic(0), red = TerminalColor.basic(1), green = TerminalColor.basic(2)
    public static let yellow = TerminalColor.basic(3), blue = TerminalColor.basic(4), magenta = TerminalColor.basic(5)
    public static let cyan = TerminalColor.basic(6), white = TerminalColor.basic(7)
}

/// How a cell is drawn.
public struct Style: Equatable, Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool
    /// Slanted text (SGR 3), as previews such as `bat` use for comments.
    public var italic: Bool

    public init(foreground: TerminalColor = .default, background: TerminalColor = .default,
                bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
                italic: Bool = false) {
        self.foreground = foreground; self.background = background
        self.bold = bold; self.dim = dim; self.reverse = reverse; self.underline = underline
        self.italic = italic
    }

    public static let plain = Style()
}

extension TerminalColor {
    /// The nearest of the 8 basic colours to one of the 256 (for 8-colour terminals), as
    /// both the ncurses presenter and the frame encoder send it.
    package static func basicApproximation(_ n: UInt8) -> UInt8 {
        if n < 16 { return n & 7 }
        if n >= 232 { return n < 244 ? 0 : 7 }
        let v = Int(n) - 16
        let r = v / 36, g = (v / 6) % 6, b = v % 6
        return UInt8((r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0))
    }
}

extension TerminalColor {
    /// The nearest of the 256 colours to a 24-bit one (SGR `38;2;r;g;b`): the 6x6x6 cube or
    /// the grey ramp, whichever is closer. Taken at parse time, so a cell stays one word;
    /// the encoder then brings it down to 8 colours, or none, as for any indexed colour.
    package static func nearestIndexed(red: UInt8, green: UInt8, blue: UInt8) -> TerminalColor {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeStep(_ v: UInt8) -> Int {
            let v = Int(v)
            if v < 48 { return 0 }
            if v < 115 { return 1 }
            return min(5, (v - 35) / 40)
        }
        let r = cubeStep(red), g = cubeStep(green), b = cubeStep(blue)
        func distance(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(red), dg = a.1 - Int(green), db = a.2 - Int(blue)
            return dr * dr + dg * dg + db * db
        }
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyLevel = 8 + 10 * greyStep
        let grey = (greyLevel, greyLevel, greyLevel)
        if distance(grey) < distance(cube) { return .indexed(UInt8(232 + greyStep)) }
        return .indexed(UInt8(16 + 36 * r + 6 * g + b))
    }
}
