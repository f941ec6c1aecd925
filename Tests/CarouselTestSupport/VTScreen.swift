import CarouselCore
import CarouselKit

/// A tiny VT screen, written for these tests: it understands exactly the sequences the
/// frame encoder may send (CUP, CUF, SGR, ED 2, UTF-8 text with wide characters; to shift
/// what moved, ICH, DCH, DECSTBM, SU, SD, IND, RI, DECLRMM, DECSLRM, DECIC, DECDC), as an
/// xterm-like terminal with auto-margins and `bce` does, and refuses anything else. Each cell holds
/// a character, its width (2 for a wide one, 0 for the cell after it) and a style. A mark of
/// width 0 (a combining accent, a Hangul vowel or trailing jamo) joins the character printed
/// just before it, and a regional indicator after another makes a flag two columns wide, as
/// tmux does; a mark with nothing printed before it is refused. Inline bands add LF, CR,
/// CUU, CHA and ED 0, and a scrollback (`keepsHistory`).
package struct VTScreen: Sendable {
    package struct Cell: Equatable, Sendable, CustomStringConvertible {
        package var scalar: UInt32 = 0x20
        package var width: UInt8 = 1
        package var style = Style.plain
        package var marks: [UInt32] = []
        package var description: String {
            "U+\(String(scalar, radix: 16))\(marks.map { "+U+" + String($0, radix: 16) }.joined())(w\(width))"
        }

        package init(scalar: UInt32 = 0x20, width: UInt8 = 1, style: Style = .plain, marks: [UInt32] = []) {
            self.scalar = scalar; self.width = width; self.style = style; self.marks = marks
        }

        /// A canvas cell as the screen would show it.
        package init(_ c: Canvas.Cell, of canvas: Canvas, depth: Theme.Depth) {
            var scalars = c.width == 0 ? [0] : [c.scalar]
            if c.isCluster { scalars = canvas.clusters[c.clusterIndex].unicodeScalars.map(\.value) }
            self.init(
                scalar: scalars.first ?? 0x20, width: c.width, style: VTScreen.shown(c.style, depth: depth),
                marks: Array(scalars.dropFirst()))
        }
    }

    package struct Refused: Error, CustomStringConvertible {
        package let description: String
        package init(description: String) { self.description = description }
    }

    package internal(set) var width: Int, height: Int
    package var cells: [Cell]
    /// As a terminal with a scrollback (`VTScreen+Resize.swift`): lines scrolled off the
    /// top are kept in `history`, a character past the bottom-right cell scrolls the screen
    /// (refused otherwise), and a resize moves rows as tmux does.
    package var keepsHistory = false
    /// Lines scrolled off the top, oldest first.
    package var history: [[Cell]] = []
    /// How many of the last lines of `history` a shrinking resize put there: a growing
    /// one takes them back first (tmux's `hscrolled`).
    package var resizedIntoHistory = 0
    package var row = 0, column = 0
    /// After a character in the last column: the next one would wrap (and, on the last
    /// row, scroll the screen: refused here).
    package var pendingWrap = false
    package var style = Style.plain
    /// The character just printed, what REP repeats; nil after anything else.
    package var repeatable: Unicode.Scalar? = nil
    /// Whether it came as an ASCII byte (a line-drawing letter counts: tmux repeats those).
    package var repeatableWasASCII = false
    /// A terminal whose REP repeats ASCII only (tmux 3.3a): REP after anything else is refused.
    package var repeatsASCIIOnly = false
    /// G0 is DEC Special Graphics (`ESC ( 0`): `q` draws `─`, and so on.
    package var lineDrawing = false
    /// The letters of DEC Special Graphics that draw box lines, and what they draw.
    package static let lineDrawingSet: [UInt8: UInt32] = [
        0x6A: 0x2518, 0x6B: 0x2510, 0x6C: 0x250C, 0x6D: 0x2514, 0x6E: 0x253C, 0x71: 0x2500,
        0x74: 0x251C, 0x75: 0x2524, 0x76: 0x2534, 0x77: 0x252C, 0x78: 0x2502,
    ]

    package init(width: Int, height: Int) {
        self.width = width; self.height = height
        bottom = height - 1; right = width - 1
        cells = Array(repeating: Cell(), count: width * height)
    }

    /// The screen as a canvas would draw it.
    package init(showing canvas: Canvas, depth: Theme.Depth) {
        self.init(width: canvas.width, height: canvas.height)
        for (i, c) in canvas.cells.enumerated() {
            cells[i] = Cell(c, of: canvas, depth: depth)
        }
        // Where the cursor is and what style is current are left unknown: put them somewhere odd.
        row = height - 1; column = 0
        style = Style(foreground: .indexed(200), bold: true, underline: true)
    }

    /// What a style looks like on a terminal of that depth.
    package static func shown(_ s: Style, depth: Theme.Depth) -> Style {
        var s = s
        func basic(_ c: TerminalColor) -> TerminalColor {
            switch c {
            case .default: return .default
            case .basic(let n): return .basic(n & 7)
            case .indexed(let n): return .basic(TerminalColor.basicApproximation(n))
            }
        }
        switch depth {
        case .full: break
        case .none: s.foreground = .default; s.background = .default
        case .basic: s.foreground = basic(s.foreground); s.background = basic(s.background)
        }
        return s
    }

    package func matches(_ canvas: Canvas, depth: Theme.Depth) -> String? {
        for y in 0..<height {
            for x in 0..<width {
                let want = Cell(canvas.cells[y * width + x], of: canvas, depth: depth)
                let got = cells[y * width + x]
                if got != want && !(Self.isBlank(got) && Self.isBlank(want) && got.style.background == want.style.background) {
                    return "cell (\(x), \(y)): got \(got) \(got.style), want \(want) \(want.style)"
                }
            }
        }
        return nil
    }

    /// The scroll region (DECSTBM), rows `top...bottom`; the left and right margins
    /// (DECSLRM), columns `left...right`, settable only while DECLRMM (mode 69) is on.
    package var top = 0, bottom: Int
    package var left = 0, right: Int
    package var leftRightMarginMode = false
    /// DECAWM (mode 7): off, a character past the last column overwrites it instead of
    /// wrapping to the next row.
    package var autowrap = true

    /// No region, no margins: what every frame must leave behind.
    package var leftRightMarginsAreReset: Bool { left == 0 && right == width - 1 && !leftRightMarginMode }
    package var modesAreReset: Bool {
        top == 0 && bottom == height - 1 && left == 0 && right == width - 1 && !leftRightMarginMode && !lineDrawing && autowrap
    }

    /// A space without underline or reverse: only its background shows (its foreground,
    /// bold and dim do not), so two of them with the same background look the same.
    package static func isBlank(_ c: Cell) -> Bool {
        c.scalar == 0x20 && c.marks.isEmpty && c.width == 1 && !c.style.underline && !c.style.reverse
    }

    /// The cell of the character printed last, while nothing else has come since.
    package var lastPrinted: Int? = nil
}
