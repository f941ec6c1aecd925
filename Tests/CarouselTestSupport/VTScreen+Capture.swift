import CarouselCore
import CarouselKit

/// A screen as tmux's `capture-pane -e` writes it, read into the same cells as the encoder's
/// bytes: rows of text with SGR only, the style carrying over from one row to the next.
/// Reading tmux's own output, this accepts every SGR tmux writes (bright colours, the
/// resets 22 to 27, 24-bit colours as their nearest of the 256); blink is set aside, as
/// nothing the carousel draws blinks.
extension VTScreen {
    package init(capture: String) {
        var style = Style.plain
        var rows: [[Cell]] = []
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Cell] = []
            var scalars = Array(line.unicodeScalars)[...]
            while let s = scalars.first {
                scalars = scalars.dropFirst()
                if s == "\u{1B}", scalars.first == "[" {
                    scalars = scalars.dropFirst()
                    var body = ""
                    while let c = scalars.first, !(0x40...0x7E).contains(c.value) {
                        body.unicodeScalars.append(c); scalars = scalars.dropFirst()
                    }
                    if scalars.first == "m" { Self.applyCaptured(body, to: &style) }
                    scalars = scalars.dropFirst()
                    continue
                }
                let width = TextWidth.of(s)
                if width == 0, let last = row.lastIndex(where: { $0.width > 0 }) {
                    row[last].marks.append(s.value)
                } else {
                    row.append(Cell(scalar: s.value, width: UInt8(max(1, width)), style: style))
                    if width == 2 { row.append(Cell(scalar: 0, width: 0, style: style)) }
                }
            }
            rows.append(row)
        }
        while let last = rows.last, last.isEmpty { rows.removeLast() }
        self.init(width: rows.map(\.count).max() ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, cell) in row.enumerated() { cells[y * width + x] = cell }
        }
    }

    private static func applyCaptured(_ body: String, to style: inout Style) {
        let p = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var k = 0
        func extended() -> TerminalColor? {
            if k + 2 < p.count, p[k + 1] == 5 { k += 2; return .indexed(UInt8(clamping: p[k])) }
            if k + 4 < p.count, p[k + 1] == 2 {
                k += 4
                return TerminalColor.nearestIndexed(
                    red: UInt8(clamping: p[k - 2]), green: UInt8(clamping: p[k - 1]), blue: UInt8(clamping: p[k]))
            }
            return nil
        }
        while k < p.count {
            switch p[k] {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22: style.bold = false; style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37: style.foreground = .basic(UInt8(p[k] - 30))
            case 90...97: style.foreground = .indexed(UInt8(p[k] - 90 + 8))
            case 39: style.foreground = .default
            case 40...47: style.background = .basic(UInt8(p[k] - 40))
            case 100...107: style.background = .indexed(UInt8(p[k] - 100 + 8))
            case 49: style.background = .default
            case 38: if let c = extended() { style.foreground = c }
            case 48: if let c = extended() { style.background = c }
            default: break
            }
            k += 1
        }
    }

    /// Where two screens first look different, said for a person; nil when they look the
    /// same. A blank without underline or reverse shows only its background, so its
    /// foreground, bold and dim are set aside (ncurses erases blanks in the default
    /// foreground where the encoder writes the canvas's spaces in their style); past a
    /// row's end counts as a blank in the default style.
    package func firstDifference(from other: VTScreen) -> String? {
        if height != other.height { return "\(height) rows against \(other.height)" }
        func cell(_ screen: VTScreen, _ x: Int, _ y: Int) -> Cell { x < screen.width ? screen.cells[y * screen.width + x] : Cell() }
        for y in 0..<height {
            for x in 0..<max(width, other.width) {
                let a = cell(self, x, y), b = cell(other, x, y)
                if a == b || (Self.isBlank(a) && Self.isBlank(b) && a.style.background == b.style.background) { continue }
                return "row \(y + 1), cell \(x + 1): \(a) \(a.style) against \(b) \(b.style)"
            }
        }
        return nil
    }
}
