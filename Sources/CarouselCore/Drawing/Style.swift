/// A terminal colour: the terminal's own default, one of the 8 basic ones, or one of 256.
public enum TerminalColor: Equatable, Hashable, Sendable {
    /// The terminal's own colour.
    case `default`
    /// One of the 8 basic colours: 0...7, black, red, green, yellow, blue, magenta, cyan, white.
    case basic(UInt8)
    /// One of the 256 of xterm's palette.
    case indexed(UInt8)

    /// Basic colour 0: black.
    public static let black = TerminalColor.basic(0)
    /// Basic colour 1: red.
    public static let red = TerminalColor.basic(1)
    /// Basic colour 2: green.
    public static let green = TerminalColor.basic(2)
    /// Basic colour 3: yellow.
    public static let yellow = TerminalColor.basic(3)
    /// Basic colour 4: blue.
    public static let blue = TerminalColor.basic(4)
    /// Basic colour 5: magenta.
    public static let magenta = TerminalColor.basic(5)
    /// Basic colour 6: cyan.
    public static let cyan = TerminalColor.basic(6)
    /// Basic colour 7: white.
    public static let white = TerminalColor.basic(7)
}

/// How a cell is drawn.
public struct Style: Equatable, Hashable, Sendable {
    /// The text's colour.
    public var foreground: TerminalColor
    /// The cell's colour behind the text.
    public var background: TerminalColor
    /// Bold (SGR 1).
    public var bold: Bool
    /// Faint (SGR 2).
    public var dim: Bool
    /// Foreground and background swapped (SGR 7).
    public var reverse: Bool
    /// Underlined (SGR 4).
    public var underline: Bool
    /// Slanted text (SGR 3), as previews such as `bat` use for comments.
    public var italic: Bool

    /// A style; by default the terminal's own colours, nothing set.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
        italic: Bool = false
    ) {
        self.foreground = foreground; self.background = background
        self.bold = bold; self.dim = dim; self.reverse = reverse; self.underline = underline
        self.italic = italic
    }

    /// The terminal's own colours, nothing set.
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
