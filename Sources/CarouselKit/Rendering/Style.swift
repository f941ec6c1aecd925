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
