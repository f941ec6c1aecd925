import CarouselCore
import CarouselKit

/// Draws a canvas with what xterm draws whatever its font: Latin-1, and the VT100's
/// line-drawing set (DEC Special Graphics), which xterm draws itself where its font lacks
/// a character. Its default bitmap font (`fixed`) has no `╭╮╰╯`, `● ○`, `…` nor `⇧`, shown
/// as empty boxes. Rounded corners become square ones, the page dots `◆` and `·`, and the
/// other symbols the carousel draws their ASCII stand-ins; letters and the pictures' half
/// blocks are the user's, and left alone. One pass over the cells as they go out, column for
/// column, as `transliterateToASCII`.
package enum VT100Glyphs {
    /// The character that stands for `scalar` (itself where xterm draws it anyway).
    package static func character(for scalar: UInt32) -> UInt32 {
        if scalar < 0x100 || drawnByXterm(scalar) { return scalar }
        switch scalar {
        case 0x256D: return 0x250C  // ╭ ┌
        case 0x256E: return 0x2510  // ╮ ┐
        case 0x2570: return 0x2514  // ╰ └
        case 0x256F: return 0x2518  // ╯ ┘
        case 0x25CF, 0x25C9, 0x25A0, 0x25AA, 0x2B24, 0x25C7: return 0x25C6  // ● ◉ ■ ▪ ⬤ ◇  ◆
        case 0x25CB, 0x25CC, 0x25E6, 0x25EF, 0x25A1, 0x25AB, 0x2022, 0x2219, 0x22C5: return 0x00B7  // ○ ◌ ◦ ◯ □ ▫ • ∙ ⋅  ·
        case 0x2500...0x257F:
            let ascii = ASCIIFallback.boxDrawing(scalar)
            return ascii == 0x2D ? 0x2500 : ascii == 0x7C ? 0x2502 : UInt32(ascii)
        default:
            let ascii = ASCIIFallback.character(for: scalar)
            return ascii == 0x3F ? scalar : UInt32(ascii)  // no stand-in: a letter, kept
        }
    }

    /// DEC Special Graphics as Unicode has it: xterm draws these itself when its font has none.
    static func drawnByXterm(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x25C6, 0x2592, 0x2409, 0x240C, 0x240D, 0x240A, 0x2424, 0x240B,
            0x2518, 0x2510, 0x250C, 0x2514, 0x253C, 0x23BA, 0x23BB, 0x2500, 0x23BC, 0x23BD,
            0x251C, 0x2524, 0x2534, 0x252C, 0x2502, 0x2264, 0x2265, 0x03C0, 0x2260:
            return true
        default:
            return false
        }
    }
}

extension Canvas {
    /// Replaces every character a default xterm may not draw by its stand-in, column for
    /// column (see `VT100Glyphs`). A cluster (a letter and its accents) is left alone.
    package mutating func transliterateToVT100() {
        cells.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                let cell = buffer[i]
                let scalar = cell.scalar
                guard scalar >= 0x100, cell.width == 1, !cell.isCluster else { continue }
                let replacement = VT100Glyphs.character(for: scalar)
                if replacement != scalar { buffer[i] = Cell(packed: Cell.pack(scalar: replacement, width: 1, style: cell.styleKey)) }
            }
        }
    }
}
