import CarouselCore

/// The characters a carousel may draw with: box drawing and symbols; what xterm draws
/// with any font (`vt100`: Latin-1 and the VT100's line-drawing set, see `VT100Glyphs`); or
/// plain ASCII for a terminal whose locale is not UTF-8 (xterm `+u8`, `LANG=C`), where UTF-8
/// bytes come out as several wrong characters each and push the rest of the line out of place.
package enum GlyphSet: String, Sendable, CaseIterable {
    /// Follow the locale and the terminal: ASCII when the locale's character set is not
    /// UTF-8, `vt100` in xterm, else Unicode.
    case automatic = "auto"
    case unicode, vt100, ascii

    /// Whether to draw in ASCII on a terminal whose locale is, or is not, UTF-8.
    package func drawsASCII(localeIsUTF8: Bool) -> Bool {
        switch self {
        case .automatic, .vt100: return !localeIsUTF8
        case .unicode: return false
        case .ascii: return true
        }
    }

    /// The set to draw with (never `automatic`): `CAROUSEL_GLYPHS` in the environment
    /// (`auto`, `unicode`, `vt100`, `ascii`) overrides this one. Automatically, `vt100` where
    /// xterm says it is the terminal (it sets `XTERM_VERSION`), unless tmux or screen sit in
    /// between and draw on whatever terminal attaches.
    package func resolved(localeIsUTF8: Bool, environment: [String: String]) -> GlyphSet {
        let chosen = environment["CAROUSEL_GLYPHS"].flatMap(GlyphSet.init(rawValue:)) ?? self
        if chosen.drawsASCII(localeIsUTF8: localeIsUTF8) { return .ascii }
        guard chosen == .automatic else { return chosen }
        let term = environment["TERM"] ?? ""
        let multiplexed =
            !(environment["TMUX"] ?? "").isEmpty || !(environment["STY"] ?? "").isEmpty
            || term.hasPrefix("tmux") || term.hasPrefix("screen")
        return !(environment["XTERM_VERSION"] ?? "").isEmpty && !multiplexed ? .vt100 : .unicode
    }
}

/// Draws a canvas in ASCII, the way ncurses and tmux fall back without UTF-8: `+-|`
/// borders, `o`/`*` dots, `<`/`>` arrows, `?` for anything else. One pass over the cells
/// as they go out, so no drawing code knows: every character keeps its columns (a wide
/// one becomes `??`), and the layout stays exactly as it was.
package enum ASCIIFallback {
    /// The ASCII character that stands for `scalar` in a one-column cell.
    package static func character(for scalar: UInt32) -> UInt8 {
        if scalar < 0x80 { return scalar < 0x20 || scalar == 0x7F ? 0x3F : UInt8(scalar) }
        switch scalar {
        case 0x2500...0x257F: return boxDrawing(scalar)
        case 0x25CB, 0x25CC, 0x25E6, 0x25EF, 0x25A1, 0x25AB: return 0x6F  // ○ ◌ ◦ ◯ □ ▫  o
        case 0x25CF, 0x25C9, 0x25A0, 0x25AA, 0x2022, 0x2B24: return 0x2A  // ● ◉ ■ ▪ • ⬤  *
        case 0x25C6, 0x25C7: return 0x2B  // ◆ ◇  +
        case 0x2026, 0x22EF: return 0x7E  // … ⋯  ~
        case 0x00B7, 0x2219, 0x22C5: return 0x2E  // · ∙ ⋅  .
        case 0x2190, 0x21D0, 0x2039, 0x00AB, 0x25C0, 0x25C2: return 0x3C  // ← ⇐ ‹ «  <
        case 0x2192, 0x21D2, 0x203A, 0x00BB, 0x25B6, 0x25B8: return 0x3E  // → ⇒ › »  >
        case 0x2191, 0x21E7, 0x21D1, 0x25B2, 0x25B4: return 0x5E  // ↑ ⇧ ⇑ ▲  ^
        case 0x2193, 0x21D3, 0x25BC, 0x25BE: return 0x76  // ↓ ⇓ ▼  v
        case 0x2010...0x2015, 0x2212: return 0x2D  // dashes, minus
        case 0x2018, 0x2019: return 0x27  // ‘ ’
        case 0x201C, 0x201D: return 0x22  // “ ”
        case 0x00D7, 0x2713, 0x2714: return 0x78  // × ✓ ✔  x
        case 0x00A0: return 0x20  // no-break space
        default: return 0x3F
        }
    }

    /// Box drawing (U+2500...U+257F): lines that only run across are `-`, only down `|`,
    /// corners and crossings `+`.
    package static func boxDrawing(_ scalar: UInt32) -> UInt8 {
        switch scalar {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E:
            return 0x2D
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
            return 0x7C
        case 0x2571: return 0x2F
        case 0x2572: return 0x5C
        case 0x2573: return 0x58
        default: return 0x2B
        }
    }
}

extension Canvas {
    /// Replaces every character that is not ASCII by its ASCII stand-in, column for column:
    /// a wide character and its continuation become two `?`, so nothing moves.
    package mutating func transliterateToASCII() {
        let clusters = self.clusters
        cells.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                let cell = buffer[i]
                var scalar = cell.scalar
                if scalar < 0x80 && scalar >= 0x20 && cell.width == 1 { continue }
                // A cluster stands for its base character (`é` written as `e` and U+0301: `e`).
                if cell.isCluster { scalar = clusters[cell.clusterIndex].unicodeScalars.first?.value ?? 0x3F }
                let replacement: UInt32 = cell.width == 1 ? UInt32(ASCIIFallback.character(for: scalar)) : 0x3F
                buffer[i] = Cell(packed: Cell.pack(scalar: replacement, width: 1, style: cell.styleKey))
            }
        }
    }
}
