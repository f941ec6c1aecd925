import CarouselCore

/// Styles: which cells look the same, the style a terminal of this depth shows, and the shortest SGR to it.
extension FrameEncoder {
    /// A space shows only its background (and underline or reverse, when it has them):
    /// its foreground, bold and dim are invisible. Two cells that look the same on screen
    /// need no writing; the canvas's cards fill their insides with spaces in the text's
    /// colour, which a plain blank (what a scroll or a shift brings in) already shows.
    @inline(__always)
    static func looksSame(_ a: Canvas.Cell, _ b: Canvas.Cell) -> Bool {
        if a == b { return true }
        let character = Canvas.Cell.characterBits, space: UInt64 = 0x1_0000_0020  // width 1, U+0020
        guard a.packed & character == space, b.packed & character == space else { return false }
        let background = UInt64(0x3FF) << 46, visibleFlags = UInt64(reverseBit | underlineBit) << 36
        return a.packed & visibleFlags == 0 && b.packed & visibleFlags == 0
            && a.packed & background == b.packed & background
    }

    /// Flags in `Style.packed`.
    private static let boldBit: UInt32 = 1 << 20, dimBit: UInt32 = 1 << 21
    private static let reverseBit: UInt32 = 1 << 22, underlineBit: UInt32 = 1 << 23
    private static let italicBit: UInt32 = 1 << 24
    private static let flagBits: UInt32 = 0x1F << 20

    /// The style as this terminal shows it: colours dropped (none) or brought down to the
    /// 8 basic ones (basic), so that styles that look the same compare the same.
    @inline(__always)
    func effectiveStyle(_ key: UInt32) -> UInt32 {
        switch depth {
        case .full: return key
        case .none: return key & Self.flagBits
        case .basic:
            return key & Self.flagBits | Self.basicPacked(key & 0x3FF) | Self.basicPacked(key >> 10 & 0x3FF) << 10
        }
    }

    /// A packed colour (0 default, 1-256 basic, 257-512 indexed) as a basic one.
    @inline(__always)
    private static func basicPacked(_ c: UInt32) -> UInt32 {
        switch c {
        case 0: return 0
        case 1...256: return 1 + (c - 1) & 7
        default: return 1 + UInt32(TerminalColor.basicApproximation(UInt8(truncatingIfNeeded: c - 257)))
        }
    }

    /// Sends the SGR that takes the terminal from the current style to `style`: only what
    /// changed when nothing is to be turned off, else a reset and everything `style` has.
    mutating func appendSGR(to style: UInt32, into bytes: inout [UInt8]) {
        bytes.append(0x1B); bytes.append(0x5B)
        var first = true
        let from: UInt32
        if let current = sgr, current & Self.flagBits & ~style == 0 {
            from = current
        } else {
            from = 0
            Self.parameter(0, &first, &bytes)
        }
        let added = style & Self.flagBits & ~from
        if added & Self.boldBit != 0 { Self.parameter(1, &first, &bytes) }
        if added & Self.dimBit != 0 { Self.parameter(2, &first, &bytes) }
        if added & Self.italicBit != 0 { Self.parameter(3, &first, &bytes) }
        if added & Self.underlineBit != 0 { Self.parameter(4, &first, &bytes) }
        if added & Self.reverseBit != 0 { Self.parameter(7, &first, &bytes) }
        let fg = style & 0x3FF, bg = style >> 10 & 0x3FF
        if fg != from & 0x3FF { Self.colour(fg, base: 30, &first, &bytes) }
        if bg != from >> 10 & 0x3FF { Self.colour(bg, base: 40, &first, &bytes) }
        bytes.append(0x6D)  // m
        sgr = style
    }

    @inline(__always)
    private static func parameter(_ n: Int, _ first: inout Bool, _ bytes: inout [UInt8]) {
        if !first { bytes.append(0x3B) }
        first = false
        appendDecimal(n, to: &bytes)
    }

    @inline(__always)
    private static func colour(_ c: UInt32, base: Int, _ first: inout Bool, _ bytes: inout [UInt8]) {
        switch c {
        case 0: parameter(base + 9, &first, &bytes)
        case 1...256: parameter(base + Int((c - 1) & 7), &first, &bytes)
        default:
            parameter(base + 8, &first, &bytes)
            parameter(5, &first, &bytes)
            parameter(Int(c - 257), &first, &bytes)
        }
    }
}
