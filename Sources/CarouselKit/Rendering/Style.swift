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

    public init(foreground: TerminalColor = .default, background: TerminalColor = .default,
                bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground; self.background = background
        self.bold = bold; self.dim = dim; self.reverse = reverse; self.underline = underline
    }

    public static let plain = Style()
}

extension TerminalColor {
    /// The nearest of the 8 basic colours to one of the 256 (for 8-colour terminals), as
    /// both the ncurses presenter and the frame encoder send it.
    public static func basicApproximation(_ n: UInt8) -> UInt8 {
        if n < 16 { return n & 7 }
        if n >= 232 { return n < 244 ? 0 : 7 }
        let v = Int(n) - 16
        let r = v / 36, g = (v / 6) % 6, b = v % 6
        return UInt8((r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0))
    }
}
