import CarouselCore
import CarouselKit
import CarouselTestSupport

/// A screen as a standalone SVG: one <text> per run of same-styled cells at exact cell
/// positions, backgrounds as rectangles, box drawing as strokes and block elements as fills.
/// The same screen always makes the same bytes.
struct ScreenSVG {
    static let fontSize = 14
    static let cellWidth = 8.43  // DejaVu Sans Mono's (and Menlo's) advance at 14px: 1233/2048 em
    static let cellHeight = 18.0
    static let baseline = 13.5  // from the top of a cell
    static let pad = 14.0
    static let fonts = "'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono','Noto Sans Mono',monospace"
    static let light = 1.2, bold = 1.8, heavy = 2.4

    /// A stroke's colour and weight.
    struct Pen: Hashable { var colour: String; var weight: Double }
    /// A straight line in cell units: horizontal at row `fixed` or vertical at column `fixed`.
    struct Track: Hashable { var pen: Pen; var horizontal: Bool; var fixed: Double }

    let screen: VTScreen
    var title = ""

    var classes = OrderedGroups<String, Int>()
    var backgrounds: [String] = []
    var texts: [String] = []
    var tracks = OrderedGroups<Track, (Double, Double)>()
    var shapes = OrderedGroups<Pen, String>()
    var fills = OrderedGroups<String, String>()

    init(_ screen: VTScreen, title: String = "") {
        self.screen = screen
        self.title = title
    }

    static func x(_ column: Double) -> Double { pad + column * cellWidth }
    static func y(_ row: Double) -> Double { pad + row * cellHeight }

    /// The character a cell shows, its marks joined; empty for the right half of a wide one.
    func text(_ row: Int, _ column: Int) -> String {
        let c = screen.cells[row * screen.width + column]
        if c.width == 0 { return "" }
        var s = String.UnicodeScalarView()
        for v in [c.scalar] + c.marks { if let u = Unicode.Scalar(v) { s.append(u) } }
        return String(s)
    }

    func style(_ row: Int, _ column: Int) -> Style { screen.cells[row * screen.width + column].style }

    mutating func className(_ body: String) -> String {
        if let index = classes.keys.firstIndex(of: body) { return "c\(index)" }
        classes.append(0, to: body)
        return "c\(classes.keys.count - 1)"
    }

    mutating func render() -> String {
        for row in 0..<screen.height {
            drawBackgrounds(row)
            drawCells(row)
        }
        return document()
    }

    /// One rectangle per run of the same colour that is not the terminal's own.
    private mutating func drawBackgrounds(_ row: Int) {
        var c = 0
        while c < screen.width {
            let bg = TerminalPalette.resolved(style(row, c)).background
            let start = c
            while c < screen.width, let next = Optional(TerminalPalette.resolved(style(row, c)).background),
                next.map(TerminalPalette.hex) == bg.map(TerminalPalette.hex)
            { c += 1 }
            if let bg {
                backgrounds.append(
                    "<rect x=\"\(fmt(Self.x(Double(start))))\" y=\"\(fmt(Self.y(Double(row))))\" "
                        + "width=\"\(fmt(Double(c - start) * Self.cellWidth))\" height=\"\(fmt(Self.cellHeight))\" fill=\"\(TerminalPalette.hex(bg))\"/>"
                )
            }
        }
    }

    private mutating func drawCells(_ row: Int) {
        var c = 0
        while c < screen.width {
            let glyph = text(row, c)
            let ch = glyph.first ?? " "
            let cellStyle = style(row, c)
            let (fg, bg) = TerminalPalette.resolved(cellStyle)
            let colour = TerminalPalette.hex(fg)
            if glyph.count == 1, BoxGlyphs.arms[ch] != nil || BoxGlyphs.rounded[ch] != nil {
                drawLine(ch, row: row, column: c, pen: Pen(colour: colour, weight: weight(ch, cellStyle)))
                c += 1
                continue
            }
            if glyph.count == 1, BoxGlyphs.blocks[ch] != nil || BoxGlyphs.shades[ch] != nil {
                let (x0, y0, x1, y1) = BoxGlyphs.blocks[ch] ?? (0, 0, 1, 1)
                let shade =
                    BoxGlyphs.shades[ch].map { TerminalPalette.hex(TerminalPalette.mix(bg ?? TerminalPalette.background, fg, $0)) }
                    ?? colour
                let (cx, cy) = (Double(c), Double(row))
                fills.append(
                    "M\(fmt(Self.x(cx + x0))) \(fmt(Self.y(cy + y0)))H\(fmt(Self.x(cx + x1)))V\(fmt(Self.y(cy + y1)))H\(fmt(Self.x(cx + x0)))Z",
                    to: shade)
                c += 1
                continue
            }
            if glyph == " " || glyph.isEmpty { c += 1; continue }
            var body = "fill:\(colour)"
            if cellStyle.bold { body += ";font-weight:bold" }
            if cellStyle.italic { body += ";font-style:italic" }
            if cellStyle.underline { body += ";text-decoration:underline" }
            let name = className(body)
            let top = fmt(Self.y(Double(row)) + Self.baseline)
            if screen.cells[row * screen.width + c].width == 2 {
                // A wide character: centred on its two cells, whatever the fallback font's advance.
                texts.append(
                    "<text x=\"\(fmt(Self.x(Double(c + 1))))\" y=\"\(top)\" text-anchor=\"middle\" class=\"\(name)\">\(escaped(glyph))</text>"
                )
                c += 2
                continue
            }
            // A run of text: the same style, spaces inside it allowed, trailing spaces dropped.
            let start = c
            while c < screen.width, style(row, c) == cellStyle, screen.cells[row * screen.width + c].width != 2,
                !(text(row, c).first.map(BoxGlyphs.isSpecial) ?? false)
            { c += 1 }
            var end = c
            while end > start, text(row, end - 1) == " " { end -= 1 }
            let run = (start..<end).map { text(row, $0) }.joined()
            let length = run.count > 1 ? " textLength=\"\(fmt(Double(end - start) * Self.cellWidth))\"" : ""
            texts.append("<text x=\"\(fmt(Self.x(Double(start))))\" y=\"\(top)\"\(length) class=\"\(name)\">\(escaped(run))</text>")
        }
    }

    private func weight(_ ch: Character, _ style: Style) -> Double {
        let arms = BoxGlyphs.arms[ch] ?? [0, 0, 0, 0]
        return arms.contains(2) ? Self.heavy : style.bold ? Self.bold : Self.light
    }

    private mutating func track(_ pen: Pen, horizontal: Bool, _ fixed: Double, _ a: Double, _ b: Double) {
        tracks.append((a, b), to: Track(pen: pen, horizontal: horizontal, fixed: fixed))
    }

    private mutating func drawLine(_ ch: Character, row r: Int, column c: Int, pen: Pen) {
        let (cx, cy) = (Double(c) + 0.5, Double(r) + 0.5)
        let (col, rw) = (Double(c), Double(r))
        if let arms = BoxGlyphs.rounded[ch] {
            shapes.append(Self.roundedCorner(arms, c, r), to: pen)
            return
        }
        let arms = BoxGlyphs.arms[ch]!
        let (left, right, up, down) = (arms[0], arms[1], arms[2], arms[3])
        guard arms.contains(3) else {
            if left > 0 || right > 0 { track(pen, horizontal: true, cy, left > 0 ? col : cx, right > 0 ? col + 1 : cx) }
            if up > 0 || down > 0 { track(pen, horizontal: false, cx, up > 0 ? rw : cy, down > 0 ? rw + 1 : cy) }
            return
        }
        // Double lines: two strokes either side of the centre.
        let gx = 1.5 / Self.cellWidth, gy = 1.5 / Self.cellHeight
        if (left > 0 || right > 0) && (up > 0 || down > 0) && left + right + up + down == 6 {
            // A corner: an outer and an inner stroke, each turning at its own point.
            let hs = right > 0 ? 1.0 : -1.0, vs = down > 0 ? 1.0 : -1.0
            let hEdge = col + (right > 0 ? 1 : 0), vEdge = rw + (down > 0 ? 1 : 0)
            for k in [-1.0, 1.0] {
                shapes.append(
                    "M\(fmt(Self.x(hEdge))) \(fmt(Self.y(cy + k * vs * gy)))H\(fmt(Self.x(cx + k * hs * gx)))V\(fmt(Self.y(vEdge)))",
                    to: pen)
            }
            return
        }
        if left > 0 || right > 0 {
            for dy in [-gy, gy] { track(pen, horizontal: true, cy + dy, left > 0 ? col : cx, right > 0 ? col + 1 : cx) }
        }
        if up > 0 || down > 0 {
            for dx in [-gx, gx] { track(pen, horizontal: false, cx + dx, up > 0 ? rw : cy, down > 0 ? rw + 1 : cy) }
        }
    }

    /// ╭╮╰╯: a straight arm from the cell's edge, a quarter turn, the other arm to the edge.
    static func roundedCorner(_ arms: String, _ c: Int, _ r: Int) -> String {
        let cx = x(Double(c) + 0.5), cy = y(Double(r) + 0.5)
        let hEdge = arms.contains("l") ? x(Double(c)) : x(Double(c + 1))
        let vEdge = arms.contains("u") ? y(Double(r)) : y(Double(r + 1))
        let radius = cellWidth / 2
        let hx = cx + (arms.contains("r") ? radius : -radius)
        let vy = cy + (arms.contains("d") ? radius : -radius)
        return "M\(fmt(hEdge)) \(fmt(cy))H\(fmt(hx))Q\(fmt(cx)) \(fmt(cy)) \(fmt(cx)) \(fmt(vy))V\(fmt(vEdge))"
    }
}
