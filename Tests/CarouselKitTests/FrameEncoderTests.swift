import Testing
@testable import CarouselKit

/// A tiny VT screen, written for these tests: it understands exactly the sequences the
/// frame encoder may send (CUP, CUF, SGR, ED 2, UTF-8 text with wide characters; to shift
/// what moved, ICH, DCH, DECSTBM, SU, SD, IND, RI, DECLRMM, DECSLRM, DECIC, DECDC), as an
/// xterm-like terminal with auto-margins and `bce` does, and refuses anything else. Each cell holds
/// a character, its width (2 for a wide one, 0 for the cell after it) and a style. A mark of
/// width 0 (a combining accent, a Hangul vowel or trailing jamo) joins the character printed
/// just before it, and a regional indicator after another makes a flag two columns wide, as
/// tmux does; a mark with nothing printed before it is refused.
struct VTScreen {
    struct Cell: Equatable, CustomStringConvertible {
        var scalar: UInt32 = 0x20
        var width: UInt8 = 1
        var style = Style.plain
        var marks: [UInt32] = []
        var description: String {
            "U+\(String(scalar, radix: 16))\(marks.map { "+U+" + String($0, radix: 16) }.joined())(w\(width))"
        }

        init(scalar: UInt32 = 0x20, width: UInt8 = 1, style: Style = .plain, marks: [UInt32] = []) {
            self.scalar = scalar; self.width = width; self.style = style; self.marks = marks
        }

        /// A canvas cell as the screen would show it.
        init(_ c: Canvas.Cell, of canvas: Canvas, depth: Theme.Depth) {
            var scalars = c.width == 0 ? [0] : [c.scalar]
            if c.isCluster { scalars = canvas.clusters[c.clusterIndex].unicodeScalars.map(\.value) }
            self.init(scalar: scalars.first ?? 0x20, width: c.width, style: VTScreen.shown(c.style, depth: depth),
                      marks: Array(scalars.dropFirst()))
        }
    }

    struct Refused: Error, CustomStringConvertible { let description: String }

    let width: Int, height: Int
    var cells: [Cell]
    var row = 0, column = 0
    /// After a character in the last column: the next one would wrap (and, on the last
    /// row, scroll the screen: refused here).
    var pendingWrap = false
    var style = Style.plain
    /// The character just printed, what REP repeats; nil after anything else.
    var repeatable: Unicode.Scalar? = nil
    /// Whether it came as an ASCII byte (a line-drawing letter counts: tmux repeats those).
    var repeatableWasASCII = false
    /// A terminal whose REP repeats ASCII only (tmux 3.3a): REP after anything else is refused.
    var repeatsASCIIOnly = false
    /// G0 is DEC Special Graphics (`ESC ( 0`): `q` draws `─`, and so on.
    var lineDrawing = false
    /// The letters of DEC Special Graphics that draw box lines, and what they draw.
    static let lineDrawingSet: [UInt8: UInt32] = [
        0x6A: 0x2518, 0x6B: 0x2510, 0x6C: 0x250C, 0x6D: 0x2514, 0x6E: 0x253C, 0x71: 0x2500,
        0x74: 0x251C, 0x75: 0x2524, 0x76: 0x2534, 0x77: 0x252C, 0x78: 0x2502,
    ]

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        bottom = height - 1; right = width - 1
        cells = Array(repeating: Cell(), count: width * height)
    }

    /// The screen as a canvas would draw it.
    init(showing canvas: Canvas, depth: Theme.Depth) {
        self.init(width: canvas.width, height: canvas.height)
        for (i, c) in canvas.cells.enumerated() {
            cells[i] = Cell(c, of: canvas, depth: depth)
        }
        // Where the cursor is and what style is current are left unknown: put them somewhere odd.
        row = height - 1; column = 0
        style = Style(foreground: .indexed(200), bold: true, underline: true)
    }

    /// What a style looks like on a terminal of that depth.
    static func shown(_ s: Style, depth: Theme.Depth) -> Style {
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

    func matches(_ canvas: Canvas, depth: Theme.Depth) -> String? {
        for y in 0..<height {
            for x in 0..<width {
                let want = Cell(canvas.cells[y * width + x], of: canvas, depth: depth)
                let got = cells[y * width + x]
                if got != want && !(Self.isBlank(got) && Self.isBlank(want) && got.style.background == want.style.background) { return "cell (\(x), \(y)): got \(got) \(got.style), want \(want) \(want.style)" }
            }
        }
        return nil
    }

    /// The scroll region (DECSTBM), rows `top...bottom`; the left and right margins
    /// (DECSLRM), columns `left...right`, settable only while DECLRMM (mode 69) is on.
    var top = 0, bottom: Int
    var left = 0, right: Int
    var leftRightMarginMode = false

    /// No region, no margins: what every frame must leave behind.
    var leftRightMarginsAreReset: Bool { left == 0 && right == width - 1 && !leftRightMarginMode }
    var modesAreReset: Bool {
        top == 0 && bottom == height - 1 && left == 0 && right == width - 1 && !leftRightMarginMode && !lineDrawing
    }

    /// A space without underline or reverse: only its background shows (its foreground,
    /// bold and dim do not), so two of them with the same background look the same.
    static func isBlank(_ c: Cell) -> Bool {
        c.scalar == 0x20 && c.marks.isEmpty && c.width == 1 && !c.style.underline && !c.style.reverse
    }

    /// The cell of the character printed last, while nothing else has come since.
    var lastPrinted: Int? = nil

    mutating func apply(_ bytes: [UInt8]) throws {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                lastPrinted = nil
                guard i + 1 < bytes.count else { throw Refused(description: "a lone ESC at \(i)") }
                if bytes[i + 1] == 0x5B, i + 2 < bytes.count, let repeated = repeatable {
                    // REP: only right after a printed character, as the encoder sends it.
                    var j = i + 2, n = 0
                    while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { n = n * 10 + Int(bytes[j] - 0x30); j += 1 }
                    if j < bytes.count, bytes[j] == 0x62 {
                        if repeatsASCIIOnly && !repeatableWasASCII {
                            throw Refused(description: "REP of U+\(String(repeated.value, radix: 16)) where REP repeats ASCII only")
                        }
                        for _ in 0..<max(n, 1) { try print(repeated) }
                        i = j + 1
                        continue
                    }
                }
                repeatable = nil
                if bytes[i + 1] == 0x28 {   // ESC ( F: designates G0
                    guard i + 2 < bytes.count, bytes[i + 2] == 0x30 || bytes[i + 2] == 0x42 else {
                        throw Refused(description: "ESC ( not followed by 0 or B at \(i)")
                    }
                    lineDrawing = bytes[i + 2] == 0x30
                    i += 3
                    continue
                }
                if bytes[i + 1] == 0x44 || bytes[i + 1] == 0x4D {   // IND, RI
                    bytes[i + 1] == 0x44 ? index() : reverseIndex()
                    i += 2
                    continue
                }
                guard bytes[i + 1] == 0x5B else { throw Refused(description: "ESC not followed by [, D or M at \(i)") }
                var j = i + 2
                let isPrivate = j < bytes.count && bytes[j] == 0x3F
                if isPrivate { j += 1 }
                var parameters: [Int?] = []
                var current: Int? = nil
                while j < bytes.count, (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == 0x3B {
                    if bytes[j] == 0x3B { parameters.append(current); current = nil } else { current = (current ?? 0) * 10 + Int(bytes[j] - 0x30) }
                    j += 1
                }
                parameters.append(current)
                var intermediate: UInt8? = nil
                if j < bytes.count, bytes[j] >= 0x20, bytes[j] <= 0x2F { intermediate = bytes[j]; j += 1 }
                guard j < bytes.count else { throw Refused(description: "unterminated sequence at \(i)") }
                if isPrivate {
                    guard parameters == [69], bytes[j] == 0x68 || bytes[j] == 0x6C else { throw Refused(description: "private mode \(parameters)") }
                    leftRightMarginMode = bytes[j] == 0x68
                    if !leftRightMarginMode { left = 0; right = width - 1 }
                } else if let intermediate {
                    guard intermediate == 0x27, bytes[j] == 0x7E || bytes[j] == 0x7D, parameters.count == 1 else {
                        throw Refused(description: "sequence with intermediate \(intermediate) final \(bytes[j])")
                    }
                    try editColumns(max(parameters[0] ?? 1, 1), delete: bytes[j] == 0x7E)
                } else {
                    try control(bytes[j], parameters)
                }
                i = j + 1
                continue
            }
            guard b >= 0x20 && b != 0x7F else { throw Refused(description: "control byte \(b) at \(i)") }
            let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
            guard i + length <= bytes.count, var s = String(decoding: bytes[i..<i + length], as: UTF8.self).unicodeScalars.first,
                  s.value != 0xFFFD || bytes[i] == 0xEF else { throw Refused(description: "bad UTF-8 at \(i)") }
            if lineDrawing, let drawn = Self.lineDrawingSet[b], let line = Unicode.Scalar(drawn) { s = line }
            else if lineDrawing, b >= 0x5F, b <= 0x7E { throw Refused(description: "a letter the line-drawing set changes: \(b)") }
            repeatableWasASCII = b < 0x80
            try print(s)
            // REP repeats a character, never a mark or the second half of a flag.
            repeatable = TextWidth.of(s) == 0 || (0x1F1E6...0x1F1FF).contains(s.value) ? nil : s
            i += length
        }
    }

    /// A blank as erasing makes it: the current background (`bce`).
    private var erased: Cell { Cell(scalar: 0x20, width: 1, style: Style(background: style.background)) }

    /// Moves cells `start..<end` (indices) back by `n` (delete) or on by `n` (insert),
    /// blanks coming in.
    private mutating func shift(_ n: Int, start: Int, end: Int, delete: Bool) {
        let n = min(n, end - start)
        if delete {
            for i in start..<end { cells[i] = i + n < end ? cells[i + n] : erased }
        } else {
            for i in stride(from: end - 1, through: start, by: -1) { cells[i] = i - n >= start ? cells[i - n] : erased }
        }
    }

    /// Terminals disagree about moving or cutting a wide character sideways: refused.
    private func requireNarrow(row: Int, from: Int, through: Int) throws {
        for x in from...through where cells[row * width + x].width != 1 {
            throw Refused(description: "a sideways shift over a wide character at (\(x), \(row))")
        }
    }

    /// ICH or DCH: at the cursor, to the end of the line (margins must be off).
    private mutating func editCharacters(_ n: Int, delete: Bool) throws {
        guard !leftRightMarginMode else { throw Refused(description: "ICH/DCH with margins on") }
        try requireNarrow(row: row, from: column, through: width - 1)
        shift(n, start: row * width + column, end: row * width + width, delete: delete)
        pendingWrap = false
    }

    /// DECDC or DECIC: every row of the scroll region, from the cursor's column to the right margin.
    private mutating func editColumns(_ n: Int, delete: Bool) throws {
        guard row >= top, row <= bottom, column >= left, column <= right else { throw Refused(description: "DECDC/DECIC outside the margins") }
        for y in top...bottom {
            try requireNarrow(row: y, from: left, through: right)
            shift(n, start: y * width + column, end: y * width + right + 1, delete: delete)
        }
    }

    /// SU (up) or SD: the scroll region's rows (margins must be off).
    private mutating func scroll(_ n: Int, up: Bool) throws {
        guard left == 0, right == width - 1 else { throw Refused(description: "scrolling with left/right margins") }
        shift(n * width, start: top * width, end: (bottom + 1) * width, delete: up)
    }

    private mutating func index() {
        pendingWrap = false
        if row == bottom { try? scroll(1, up: true) } else if row < height - 1 { row += 1 }
    }

    private mutating func reverseIndex() {
        pendingWrap = false
        if row == top { try? scroll(1, up: false) } else if row > 0 { row -= 1 }
    }

    private mutating func control(_ final: UInt8, _ p: [Int?]) throws {
        switch final {
        case 0x48:   // CUP
            guard p.count <= 2 else { throw Refused(description: "CUP with \(p)") }
            row = min(max((p[0] ?? 1), 1), height) - 1
            column = min(max((p.count > 1 ? p[1] ?? 1 : 1), 1), width) - 1
            pendingWrap = false
        case 0x43:   // CUF: stops at the last column
            guard p.count == 1 else { throw Refused(description: "CUF with \(p)") }
            column = min(column + max(p[0] ?? 1, 1), width - 1)
            pendingWrap = false
        case 0x4A:   // ED 2 only: blanks in the current background
            guard p == [2] else { throw Refused(description: "ED with \(p)") }
            cells = Array(repeating: erased, count: width * height)
        case 0x6D:
            try sgr(p)
        case 0x40, 0x50:   // ICH, DCH
            guard p.count == 1 else { throw Refused(description: "ICH/DCH with \(p)") }
            try editCharacters(max(p[0] ?? 1, 1), delete: final == 0x50)
        case 0x53, 0x54:   // SU, SD
            guard p.count == 1 else { throw Refused(description: "SU/SD with \(p)") }
            try scroll(max(p[0] ?? 1, 1), up: final == 0x53)
        case 0x72:   // DECSTBM: homes the cursor
            guard p.count <= 2 else { throw Refused(description: "DECSTBM with \(p)") }
            let t = (p[0] ?? 1) - 1, b = (p.count > 1 ? p[1] ?? height : height) - 1
            guard t >= 0, t < b, b < height else { throw Refused(description: "DECSTBM \(p) on \(height) rows") }
            top = t; bottom = b
            row = 0; column = 0; pendingWrap = false
        case 0x73:   // DECSLRM, only with mode 69 on (else it would save the cursor)
            guard leftRightMarginMode, p.count <= 2 else { throw Refused(description: "CSI s without DECLRMM, or \(p)") }
            let l = (p[0] ?? 1) - 1, r = (p.count > 1 ? p[1] ?? width : width) - 1
            guard l >= 0, l < r, r < width else { throw Refused(description: "DECSLRM \(p) on \(width) columns") }
            left = l; right = r
            row = 0; column = 0; pendingWrap = false
        default:
            throw Refused(description: "unknown final byte \(final)")
        }
    }

    private mutating func sgr(_ p: [Int?]) throws {
        var k = 0
        func colour(_ extended: Int) throws -> TerminalColor {
            guard k + 2 < p.count, p[k + 1] == 5, let n = p[k + 2], n < 256 else { throw Refused(description: "SGR \(extended) with \(p)") }
            k += 2
            return .indexed(UInt8(n))
        }
        while k < p.count {
            let n = p[k] ?? 0
            switch n {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 30...37: style.foreground = .basic(UInt8(n - 30))
            case 38: style.foreground = try colour(38)
            case 39: style.foreground = .default
            case 40...47: style.background = .basic(UInt8(n - 40))
            case 48: style.background = try colour(48)
            case 49: style.background = .default
            default: throw Refused(description: "SGR \(n)")
            }
            k += 1
        }
    }

    private mutating func print(_ s: Unicode.Scalar) throws {
        let w = TextWidth.of(s)
        if w == 0, let last = lastPrinted {
            cells[last].marks.append(s.value)
            return
        }
        if let last = lastPrinted, (0x1F1E6...0x1F1FF).contains(s.value), (0x1F1E6...0x1F1FF).contains(cells[last].scalar),
           cells[last].marks.isEmpty, cells[last].width == 1 {
            // The second letter of a flag: the pair is one character two columns wide.
            guard !pendingWrap else { throw Refused(description: "a flag cut by the right margin") }
            cells[last].marks.append(s.value)
            cells[last].width = 2
            if cells[last + 1].width == 2 && column + 1 < width { cells[last + 2] = Cell(scalar: 0x20, width: 1, style: cells[last + 2].style) }
            cells[last + 1] = Cell(scalar: 0, width: 0, style: style)
            if column + 1 >= width { column = width - 1; pendingWrap = true } else { column += 1 }
            return
        }
        guard w == 1 || w == 2 else { throw Refused(description: "a character of width \(w): \(s.value)") }
        if pendingWrap {
            guard row + 1 < height else { throw Refused(description: "a character after the bottom-right cell: the screen would scroll") }
            row += 1; column = 0; pendingWrap = false
        }
        if w == 2 && column == width - 1 { throw Refused(description: "a wide character in the last column") }
        // Half of a wide character left behind, on either side of what is written, becomes a blank.
        let first = row * width + column, last = first + w - 1
        if cells[first].width == 0 && column > 0 { cells[first - 1] = Cell(scalar: 0x20, width: 1, style: cells[first - 1].style) }
        if cells[last].width == 2 && column + w < width { cells[last + 1] = Cell(scalar: 0x20, width: 1, style: cells[last + 1].style) }
        cells[first] = Cell(scalar: s.value, width: UInt8(w), style: style)
        if w == 2 { cells[last] = Cell(scalar: 0, width: 0, style: style) }
        lastPrinted = first
        if column + w >= width { column = width - 1; pendingWrap = true } else { column += w }
    }
}

@Suite struct FrameEncoderTests {
    static let depths: [Theme.Depth] = [.full, .basic, .none]

    /// Characters of every width the canvas takes: ASCII, Latin, box drawing, CJK, emoji.
    static let alphabet: [Unicode.Scalar] = ["a", "b", "Z", " ", "é", "ß", "─", "╭", "●", "○", "…", "中", "文", "字", "한",
                                             "\u{1F600}", "\u{1F680}", "ｱ", "\t", "\u{7}"]

    static func randomStyle(_ rng: inout SplitMix64) -> Style {
        func colour(_ rng: inout SplitMix64) -> TerminalColor {
            switch rng.int(0...3) {
            case 0, 1: return .default
            case 2: return .basic(UInt8(rng.int(0...7)))
            default: return .indexed(UInt8(rng.int(0...255)))
            }
        }
        if rng.chance(0.3) { return .plain }
        return Style(foreground: colour(&rng), background: rng.chance(0.7) ? .default : colour(&rng),
                     bold: rng.chance(0.3), dim: rng.chance(0.2), reverse: rng.chance(0.15), underline: rng.chance(0.15),
                     italic: rng.chance(0.1))
    }

    /// A few styles per canvas, as a theme has, so that runs share styles.
    static func palette(_ rng: inout SplitMix64) -> [Style] {
        (0..<rng.int(1...6)).map { _ in randomStyle(&rng) }
    }

    /// Grapheme clusters of several scalars: marks, jamo, and the emoji sequences that
    /// terminals disagree about (a lone mark joins whatever comes before it).
    static let clusters = ["e\u{301}", "a\u{301}\u{302}\u{303}", "\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}",
                           "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}",
                           "1\u{FE0F}\u{20E3}", "\u{1F1EB}\u{1F1F7}", "\u{301}", "\u{4E2D}\u{302}", "\u{1F3FD}", "\r\n"]

    static func randomText(_ rng: inout SplitMix64) -> String {
        var s = ""
        for _ in 0..<rng.int(1...20) {
            if rng.chance(0.25) { s += rng.pick(clusters) } else { s.unicodeScalars.append(rng.pick(alphabet)) }
        }
        return s
    }

    /// Draws a few random things on a canvas, through its own API (so wide characters and
    /// their halves are always whole).
    static func scribble(_ canvas: inout Canvas, _ rng: inout SplitMix64, palette: [Style], strokes: Int) {
        for _ in 0..<strokes {
            let x = rng.int(-2...canvas.width), y = rng.int(0...canvas.height - 1)
            switch rng.int(0...4) {
            case 0:
                let r = Rect(x: x, y: y, width: rng.int(1...canvas.width), height: rng.int(1...3))
                canvas.fill(r, with: rng.chance(0.8) ? " " : rng.pick(["░", "中", "x"]), style: rng.pick(palette))
            case 1:
                canvas.put(rng.pick(alphabet), x: max(0, x), y: y, style: rng.pick(palette))
            default:
                let clip = rng.chance(0.3) ? Rect(x: rng.int(0...canvas.width / 2), y: 0, width: rng.int(1...canvas.width), height: canvas.height) : nil
                canvas.write(randomText(&rng), x: x, y: y, style: rng.pick(palette), clip: clip)
            }
        }
    }

    static func encode(_ old: Canvas?, _ new: Canvas, depth: Theme.Depth) -> [UInt8] {
        var bytes: [UInt8] = []
        FrameEncoder.encode(from: old, to: new, depth: depth, into: &bytes)
        return bytes
    }

    @Test func applyingTheBytesToTheOldScreenShowsTheNewCanvas() {
        property("encode(old -> new) on a screen showing old shows new", trials: 3000, baseSeed: 0xE9C0DE) { rng in
            let w = rng.int(1...30), h = rng.int(1...8)
            let depth = rng.pick(Self.depths)
            let styles = Self.palette(&rng)
            var old = Canvas(width: w, height: h)
            Self.scribble(&old, &rng, palette: styles, strokes: rng.int(0...12))
            var new = old
            Self.scribble(&new, &rng, palette: rng.chance(0.5) ? styles : Self.palette(&rng), strokes: rng.int(0...6))
            var screen = VTScreen(showing: old, depth: depth)
            let bytes = Self.encode(old, new, depth: depth)
            do { try screen.apply(bytes) } catch { try require(false, "the screen refused the bytes: \(error)") }
            let mismatch = screen.matches(new, depth: depth)
            try require(mismatch == nil, "\(w)x\(h) \(depth): \(mismatch ?? "")\nold:\n\(old.text)\nnew:\n\(new.text)\nbytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if old == new { try require(bytes.isEmpty, "an unchanged frame sent \(bytes.count) bytes") }
        }
    }

    @Test func aFullRepaintFromAnyScreenShowsTheCanvas() {
        property("a full repaint shows new", trials: 1000, baseSeed: 0xF011) { rng in
            let w = rng.int(1...30), h = rng.int(1...8)
            let depth = rng.pick(Self.depths)
            var new = Canvas(width: w, height: h)
            Self.scribble(&new, &rng, palette: Self.palette(&rng), strokes: rng.int(0...12))
            // Whatever was on the screen before (here: rubbish of another frame) is gone.
            var before = Canvas(width: w, height: h)
            Self.scribble(&before, &rng, palette: Self.palette(&rng), strokes: 8)
            var screen = VTScreen(showing: before, depth: depth)
            let bytes = Self.encode(nil, new, depth: depth)
            try require(bytes.starts(with: Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)), "a full repaint starts with reset, home, erase")
            do { try screen.apply(bytes) } catch { try require(false, "the screen refused the bytes: \(error)") }
            let mismatch = screen.matches(new, depth: depth)
            try require(mismatch == nil, "\(w)x\(h) \(depth): \(mismatch ?? "")\nnew:\n\(new.text)")
        }
    }

    @Test func anUnchangedFrameSendsNothing() {
        var canvas = Canvas(width: 40, height: 10)
        canvas.write("╭─ 中文 \u{1F600} ─╮", x: 3, y: 2, style: Style(foreground: .indexed(117), bold: true))
        var encoder = FrameEncoder(depth: .full)
        var bytes: [UInt8] = []
        encoder.encode(canvas, into: &bytes)
        #expect(!bytes.isEmpty)
        bytes.removeAll(keepingCapacity: true)
        encoder.encode(canvas, into: &bytes)
        #expect(bytes.isEmpty)
        #expect(Self.encode(canvas, canvas, depth: .basic).isEmpty)
    }

    @Test func invalidateMakesTheNextFrameAFullRepaint() throws {
        var canvas = Canvas(width: 20, height: 4)
        canvas.write("hello", x: 1, y: 1, style: .plain)
        var encoder = FrameEncoder(depth: .full)
        var bytes: [UInt8] = []
        encoder.encode(canvas, into: &bytes)
        bytes.removeAll()
        encoder.invalidate()
        encoder.encode(canvas, into: &bytes)
        #expect(bytes.starts(with: FrameEncoder.fullRepaintPrefix))
        var screen = VTScreen(width: 20, height: 4)
        try screen.apply(bytes)
        #expect(screen.matches(canvas, depth: .full) == nil)
    }

    @Test func movesAndStylesAreSentOnlyWhenNeeded() {
        var old = Canvas(width: 20, height: 3)
        old.write("abcdefghij", x: 0, y: 1, style: .plain)
        var new = old
        new.write("X", x: 2, y: 1, style: .plain)
        new.write("Y", x: 4, y: 1, style: .plain)   // one unchanged cell between: rewritten, no move
        new.write("Z", x: 15, y: 1, style: .plain)  // far: a forward move
        let bytes = String(decoding: Self.encode(old, new, depth: .full), as: UTF8.self)
        #expect(bytes == "\u{1B}[2;3H\u{1B}[0mXdY\u{1B}[10CZ")
        // Bold on, then a colour on top: only what changed.
        var styled = new
        styled.write("ab", x: 0, y: 0, style: Style(bold: true))
        styled.write("cd", x: 2, y: 0, style: Style(foreground: .indexed(117), bold: true))
        styled.write("ef", x: 4, y: 0, style: Style(foreground: .red))
        let sgr = String(decoding: Self.encode(new, styled, depth: .full), as: UTF8.self)
        #expect(sgr == "\u{1B}[H\u{1B}[0;1mab\u{1B}[38;5;117mcd\u{1B}[0;31mef")
        let basic = String(decoding: Self.encode(new, styled, depth: .basic), as: UTF8.self)
        #expect(basic == "\u{1B}[H\u{1B}[0;1mab\u{1B}[36mcd\u{1B}[0;31mef")
        let none = String(decoding: Self.encode(new, styled, depth: .none), as: UTF8.self)
        #expect(none == "\u{1B}[H\u{1B}[0;1mabcd\u{1B}[0mef")
    }

    @Test func italicIsSentAsSGR3AndEndedByAReset() {
        let old = Canvas(width: 10, height: 1)
        var new = old
        new.write("ab", x: 0, y: 0, style: Style(italic: true))
        new.write("cd", x: 2, y: 0, style: .plain)
        let bytes = String(decoding: Self.encode(old, new, depth: .full), as: UTF8.self)
        #expect(bytes == "\u{1B}[H\u{1B}[0;3mab\u{1B}[0mcd")
        #expect(Style(packed: Style(italic: true).packed).italic, "italic survives the packed cell")
        #expect(Style(italic: true).packed == 1 << 24)
    }

    @Test func theBottomRightCellIsWrittenWithoutScrolling() throws {
        var old = Canvas(width: 5, height: 2)
        var new = old
        new.write("abcde", x: 0, y: 1, style: .plain)
        var screen = VTScreen(showing: old, depth: .full)
        try screen.apply(Self.encode(old, new, depth: .full))
        #expect(screen.matches(new, depth: .full) == nil)
        // And the frame after it moves before writing, rather than wrapping.
        old = new
        new.write("xy", x: 0, y: 0, style: .plain)
        var encoder = FrameEncoder(depth: .full)
        var bytes: [UInt8] = []
        encoder.encode(old, into: &bytes)
        bytes.removeAll()
        encoder.encode(new, into: &bytes)
        try screen.apply(bytes)
        #expect(screen.matches(new, depth: .full) == nil)
    }

    /// Real frames: the carousel's own screens during a mouse flick, a hard keyboard flick,
    /// the details overlay and a resize, encoded frame after frame by one encoder (cursor
    /// and style carried over), on one screen model.
    @Test(arguments: depthsAndSizes)
    func theControllersFramesDuringAFlickArriveWhole(depth: Theme.Depth, width: Int, height: Int) throws {
        var configuration = CarouselConfiguration()
        configuration.startPage = 4
        configuration.theme = .forDepth(depth)
        let controller = CarouselController(configuration: configuration, dataSource: DemoCards(count: 20))
        controller.resize(width: width, height: height, now: 0)
        var canvas = Canvas(width: 0, height: 0)
        var encoder = FrameEncoder(depth: depth)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        var screen = VTScreen(width: width, height: height)
        var frames = 0, sent = 0
        func frame(_ now: Double) throws {
            _ = controller.tick(now: now)
            controller.render(into: &canvas, now: now)
            bytes.removeAll(keepingCapacity: true)
            encoder.encode(canvas, into: &bytes)
            if canvas.width != screen.width || canvas.height != screen.height { screen = VTScreen(width: canvas.width, height: canvas.height) }
            try screen.apply(bytes)
            frames += 1; sent += bytes.count
            if let mismatch = screen.matches(canvas, depth: depth) {
                Issue.record("frame \(frames) at \(now): \(mismatch)\n\(canvas.text)")
                throw VTScreen.Refused(description: "stopped")
            }
        }
        var t = 1.0
        try frame(t)
        let y = controller.screen.strip.y + controller.screen.strip.height / 2
        func sgr(_ code: Int, _ x: Int, _ y: Int, _ release: Bool) -> InputEvent { ControllerTests.sgr(code, x: x, y: y, release: release) }
        controller.handle(sgr(0, width * 3 / 4, y, false), now: t)
        for k in 1...10 {
            t += 0.008
            controller.handle(sgr(32, width * 3 / 4 - k * width / 40, y, false), now: t)
            try frame(t)
        }
        controller.handle(sgr(0, width * 3 / 4 - width / 4, y, true), now: t + 0.004)
        for _ in 0..<60 { t += 1.0 / 60; try frame(t) }
        controller.handle(.key(KeyEvent(.right, shift: true)), now: t)
        for _ in 0..<60 { t += 1.0 / 60; try frame(t) }
        controller.handle(.key(KeyEvent(.character("d"))), now: t)
        controller.handle(.key(KeyEvent(.left)), now: t)
        for _ in 0..<40 { t += 1.0 / 60; try frame(t) }
        controller.resize(width: width / 2 + 10, height: height - 4, now: t)
        encoder.invalidate()
        for _ in 0..<5 { t += 1.0 / 60; try frame(t) }
        #expect(frames > 150)
        #expect(sent > 0)
    }

    static let depthsAndSizes: [(Theme.Depth, Int, Int)] = [(.full, 100, 30), (.basic, 80, 24), (.none, 200, 60), (.full, 41, 13)]
}
